import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { MESSAGES } from '../../../../shared/messages';
import { type TCompany, ZCreateUserRequest } from '../../../../shared/schemas/admin';
import { AccountFields } from '../../../components/ui/account-fields';
import { CompanySelect } from '../../../components/ui/company-select';
import { FormScaffold } from '../../../components/ui/form-scaffold';
import { SectionCard } from '../../../components/ui/section-card';
import { createUser } from '../api/create-user';
import { usersQueryOptions } from '../api/users-query-options';

type TAddUserFormProps = {
  companies: TCompany[];
  companiesLoading: boolean;
};

/** Company, username and email, checked with the shared schema, then sent to /masteradmin/create/user/. */
export function AddUserForm({ companies, companiesLoading }: TAddUserFormProps) {
  const queryClient = useQueryClient();
  const [companyId, setCompanyId] = useState<string | null>(null);
  return (
    <SectionCard title="Add a user" order={1}>
      <FormScaffold
        schema={ZCreateUserRequest}
        fields={['username', 'email']}
        values={() => ({ companyid: companyId ?? '' })}
        send={createUser}
        succeeded={(result) => result.status === 201}
        successLine={MESSAGES.userAdded}
        onSuccess={() => {
          setCompanyId(null);
          void queryClient.invalidateQueries({ queryKey: usersQueryOptions.queryKey });
        }}
        submitLabel="Add User"
        maw={520}
      >
        {(errors) => (
          <>
            <CompanySelect
              companies={companies}
              loading={companiesLoading}
              value={companyId}
              onChange={setCompanyId}
              error={errors.companyid}
            />
            <AccountFields errors={errors} />
          </>
        )}
      </FormScaffold>
    </SectionCard>
  );
}
