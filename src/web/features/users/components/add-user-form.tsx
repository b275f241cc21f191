import { Button, Stack, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { MESSAGES } from '../../../../shared/messages';
import { type TCompany, ZCreateUserRequest } from '../../../../shared/schemas/admin';
import { CompanySelect } from '../../../components/ui/company-select';
import { ErrorModal } from '../../../components/ui/error-modal';
import { parseFormValues, type TFieldErrors } from '../../../components/ui/form-errors';
import { SectionCard } from '../../../components/ui/section-card';
import { StatusLine } from '../../../components/ui/status-line';
import { createUser } from '../api/create-user';
import { usersQueryOptions } from '../api/users-query-options';

type TAddUserFormProps = {
  companies: TCompany[];
  companiesLoading: boolean;
};

type TOutcome = 'added' | 'unexpected' | null;

/** Company, username and email, checked with the shared schema, then sent to /masteradmin/create/user/. */
export function AddUserForm({ companies, companiesLoading }: TAddUserFormProps) {
  const queryClient = useQueryClient();
  const [companyId, setCompanyId] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<TFieldErrors>({});
  const [outcome, setOutcome] = useState<TOutcome>(null);
  const mutation = useMutation({ mutationFn: createUser });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const values = { username: data.get('username'), email: data.get('email'), companyid: companyId ?? '' };
    setOutcome(null);
    const parsed = parseFormValues(ZCreateUserRequest, values, setFieldErrors);
    if (!parsed) return;
    mutation.mutate(parsed, {
      onSuccess: (result) => {
        if (result.status !== 201) {
          setOutcome('unexpected');
          return;
        }
        setOutcome('added');
        form.reset();
        setCompanyId(null);
        void queryClient.invalidateQueries({ queryKey: usersQueryOptions.queryKey });
      },
    });
  };

  return (
    <SectionCard title="Add a user">
      <form onSubmit={submit} noValidate>
        <Stack gap="md" maw={520}>
          <CompanySelect
            companies={companies}
            loading={companiesLoading}
            value={companyId}
            onChange={setCompanyId}
            error={fieldErrors.companyid}
          />
          <TextInput
            label="Username"
            name="username"
            required
            autoComplete="off"
            description="3 to 64 letters, digits, '.', '_' or '-'"
            error={fieldErrors.username}
          />
          <TextInput
            label="Email"
            name="email"
            type="email"
            required
            autoComplete="off"
            error={fieldErrors.email}
          />
          <Button type="submit" loading={mutation.isPending} style={{ alignSelf: 'flex-start' }}>
            Add User
          </Button>
          {outcome === 'added' && <StatusLine tone="success">{MESSAGES.userAdded}</StatusLine>}
          {outcome === 'unexpected' && <StatusLine tone="warning">{MESSAGES.somethingWentWrong}</StatusLine>}
        </Stack>
      </form>
      <ErrorModal error={mutation.error} onClose={mutation.reset} />
    </SectionCard>
  );
}
