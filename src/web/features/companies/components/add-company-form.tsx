import { Button, Group, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { MESSAGES } from '../../../../shared/messages';
import { ZAddCompanyRequest } from '../../../../shared/schemas/admin';
import { ErrorModal } from '../../../components/ui/error-modal';
import { parseFormValues, type TFieldErrors } from '../../../components/ui/form-errors';
import { SectionCard } from '../../../components/ui/section-card';
import { StatusLine } from '../../../components/ui/status-line';
import { addCompany } from '../api/add-company';
import { companiesQueryOptions } from '../api/companies-query-options';

type TOutcome = 'added' | 'unexpected' | null;

/** 'Company Name' and 'Add Company'; the companies table refreshes after a 201. */
export function AddCompanyForm() {
  const queryClient = useQueryClient();
  const [fieldErrors, setFieldErrors] = useState<TFieldErrors>({});
  const [outcome, setOutcome] = useState<TOutcome>(null);
  const mutation = useMutation({ mutationFn: addCompany });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const values = { company_name: new FormData(form).get('company_name') };
    setOutcome(null);
    const parsed = parseFormValues(ZAddCompanyRequest, values, setFieldErrors);
    if (!parsed) return;
    mutation.mutate(parsed, {
      onSuccess: (result) => {
        if (result.status !== 201) {
          setOutcome('unexpected');
          return;
        }
        setOutcome('added');
        form.reset();
        void queryClient.invalidateQueries({ queryKey: companiesQueryOptions.queryKey });
      },
    });
  };

  return (
    <SectionCard title="Add a company">
      <form onSubmit={submit} noValidate>
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            label="Company Name"
            name="company_name"
            required
            autoComplete="organization"
            error={fieldErrors.company_name}
            style={{ flex: '1 1 16rem' }}
          />
          <Button type="submit" loading={mutation.isPending} mt={{ base: 0, xs: 25 }}>
            Add Company
          </Button>
        </Group>
      </form>
      {outcome === 'added' && <StatusLine tone="success">{MESSAGES.companyAdded}</StatusLine>}
      {outcome === 'unexpected' && <StatusLine tone="warning">{MESSAGES.somethingWentWrong}</StatusLine>}
      <ErrorModal error={mutation.error} onClose={mutation.reset} />
    </SectionCard>
  );
}
