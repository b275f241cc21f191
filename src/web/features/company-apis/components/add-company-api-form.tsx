import { Button, PasswordInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { MESSAGES } from '../../../../shared/messages';
import { type TCompany, ZAddCompanyApiRequest } from '../../../../shared/schemas/admin';
import { CompanySelect } from '../../../components/ui/company-select';
import { ErrorModal } from '../../../components/ui/error-modal';
import { parseFormValues, type TFieldErrors } from '../../../components/ui/form-errors';
import { SectionCard } from '../../../components/ui/section-card';
import { StatusLine } from '../../../components/ui/status-line';
import { addCompanyApi } from '../api/add-company-api';
import { companyApisQueryOptions } from '../api/company-apis-query-options';

type TAddCompanyApiFormProps = {
  companies: TCompany[];
  companiesLoading: boolean;
};

type TOutcome = 'saved' | 'unexpected' | null;

/** The api_type is fixed to 'azure' (shown disabled, so it is added to the request by hand). */
const API_TYPE = 'azure';

/** A company's Azure OpenAI credentials: api_key, deployment, api_base, api_version. */
export function AddCompanyApiForm({ companies, companiesLoading }: TAddCompanyApiFormProps) {
  const queryClient = useQueryClient();
  const [companyId, setCompanyId] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<TFieldErrors>({});
  const [outcome, setOutcome] = useState<TOutcome>(null);
  const mutation = useMutation({ mutationFn: addCompanyApi });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const values = {
      company_id: companyId ?? '',
      api_type: API_TYPE,
      api_key: data.get('api_key'),
      deployment: data.get('deployment'),
      api_base: data.get('api_base'),
      api_version: data.get('api_version'),
    };
    setOutcome(null);
    const parsed = parseFormValues(ZAddCompanyApiRequest, values, setFieldErrors);
    if (!parsed) return;
    mutation.mutate(parsed, {
      onSuccess: (result) => {
        if (result.status !== 201) {
          setOutcome('unexpected');
          return;
        }
        setOutcome('saved');
        form.reset();
        setCompanyId(null);
        void queryClient.invalidateQueries({ queryKey: companyApisQueryOptions.queryKey });
      },
      onError: (error) => console.warn('Adding the company API failed', error),
    });
  };

  return (
    <SectionCard title="Add company API credentials">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
            <CompanySelect
              companies={companies}
              loading={companiesLoading}
              value={companyId}
              onChange={setCompanyId}
              error={fieldErrors.company_id}
            />
            <TextInput label="api_type" name="api_type" value={API_TYPE} disabled required readOnly />
            <PasswordInput
              label="api_key"
              name="api_key"
              required
              autoComplete="off"
              error={fieldErrors.api_key}
            />
            <TextInput
              label="deployment"
              name="deployment"
              required
              autoComplete="off"
              placeholder="gpt-4o"
              error={fieldErrors.deployment}
            />
            <TextInput
              label="api_base"
              name="api_base"
              required
              autoComplete="off"
              placeholder="https://my-resource.openai.azure.com"
              error={fieldErrors.api_base}
            />
            <TextInput
              label="api_version"
              name="api_version"
              required
              autoComplete="off"
              placeholder="2024-10-21"
              error={fieldErrors.api_version}
            />
          </SimpleGrid>
          <Text size="sm" c="dimmed">
            A company has one set of credentials: saving for a company that already has some replaces them.
          </Text>
          <Button type="submit" loading={mutation.isPending} style={{ alignSelf: 'flex-start' }}>
            Add Company API
          </Button>
          {outcome === 'saved' && <StatusLine tone="success">{MESSAGES.apiSaved}</StatusLine>}
          {outcome === 'unexpected' && <StatusLine tone="warning">{MESSAGES.somethingWentWrong}</StatusLine>}
        </Stack>
      </form>
      <ErrorModal error={mutation.error} onClose={mutation.reset} />
    </SectionCard>
  );
}
