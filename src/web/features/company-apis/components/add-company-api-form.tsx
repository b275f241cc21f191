import { PasswordInput, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { MESSAGES } from '../../../../shared/messages';
import { type TCompany, ZAddCompanyApiRequest } from '../../../../shared/schemas/admin';
import { CompanySelect } from '../../../components/ui/company-select';
import { FormScaffold } from '../../../components/ui/form-scaffold';
import { SectionCard } from '../../../components/ui/section-card';
import { addCompanyApi } from '../api/add-company-api';
import { companyApisQueryOptions } from '../api/company-apis-query-options';
import { COMPANY_ENGINE_QUERY_KEY } from '../api/company-engine-query-options';

type TAddCompanyApiFormProps = {
  companies: TCompany[];
  companiesLoading: boolean;
};

/** The api_type is fixed to 'azure' (shown disabled, so it is added to the request by hand). */
const API_TYPE = 'azure';

/** The server tries the credentials with one small request before it saves them (up to 30 s). */
const CHECKING = {
  label: 'Checking the credentials…',
  explanation:
    'Sending one small test request to the AI service with these credentials. This can take up to 30 seconds; nothing is saved unless it answers.',
};

/**
 * A company's Azure OpenAI credentials: api_key, deployment, api_base, api_version. When the server's
 * test request with them fails, the error popup says why (unreachable, key refused, deployment not
 * found) and the fields keep their values for a correction.
 */
export function AddCompanyApiForm({ companies, companiesLoading }: TAddCompanyApiFormProps) {
  const queryClient = useQueryClient();
  const [companyId, setCompanyId] = useState<string | null>(null);
  return (
    <SectionCard title="Add company API credentials" order={1}>
      <FormScaffold
        schema={ZAddCompanyApiRequest}
        fields={['api_key', 'deployment', 'api_base', 'api_version']}
        values={() => ({ company_id: companyId ?? '', api_type: API_TYPE })}
        send={addCompanyApi}
        succeeded={(result) => result.status === 201}
        successLine={MESSAGES.apiSaved}
        onSuccess={() => {
          setCompanyId(null);
          void queryClient.invalidateQueries({ queryKey: companyApisQueryOptions.queryKey });
          void queryClient.invalidateQueries({ queryKey: COMPANY_ENGINE_QUERY_KEY });
        }}
        submitLabel="Add Company API"
        busy={CHECKING}
      >
        {(errors) => (
          <>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
              <CompanySelect
                companies={companies}
                loading={companiesLoading}
                value={companyId}
                onChange={setCompanyId}
                error={errors.company_id}
              />
              <TextInput label="api_type" name="api_type" value={API_TYPE} disabled required readOnly />
              <PasswordInput
                label="api_key"
                name="api_key"
                required
                autoComplete="off"
                error={errors.api_key}
              />
              <TextInput
                label="deployment"
                name="deployment"
                required
                autoComplete="off"
                placeholder="gpt-4o"
                error={errors.deployment}
              />
              <TextInput
                label="api_base"
                name="api_base"
                required
                autoComplete="off"
                placeholder="https://my-resource.openai.azure.com"
                error={errors.api_base}
              />
              <TextInput
                label="api_version"
                name="api_version"
                required
                autoComplete="off"
                placeholder="2024-10-21"
                error={errors.api_version}
              />
            </SimpleGrid>
            <Text size="sm" c="dimmed">
              A company has one set of credentials: saving for a company that already has some replaces them.
            </Text>
          </>
        )}
      </FormScaffold>
    </SectionCard>
  );
}
