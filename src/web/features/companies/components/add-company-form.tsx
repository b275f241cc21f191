import { TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '../../../../shared/messages';
import { ZAddCompanyRequest } from '../../../../shared/schemas/admin';
import { FormScaffold } from '../../../components/ui/form-scaffold';
import { SectionCard } from '../../../components/ui/section-card';
import { addCompany } from '../api/add-company';
import { companiesQueryOptions } from '../api/companies-query-options';

/** 'Company Name' and 'Add Company'; the companies table refreshes after a 201. */
export function AddCompanyForm() {
  const queryClient = useQueryClient();
  return (
    <SectionCard title="Add a company" order={1}>
      <FormScaffold
        schema={ZAddCompanyRequest}
        fields={['company_name']}
        send={addCompany}
        succeeded={(result) => result.status === 201}
        successLine={MESSAGES.companyAdded}
        onSuccess={() => void queryClient.invalidateQueries({ queryKey: companiesQueryOptions.queryKey })}
        submitLabel="Add Company"
        layout="inline"
      >
        {(errors) => (
          <TextInput
            label="Company Name"
            name="company_name"
            required
            autoComplete="organization"
            error={errors.company_name}
            style={{ flex: '1 1 16rem' }}
          />
        )}
      </FormScaffold>
    </SectionCard>
  );
}
