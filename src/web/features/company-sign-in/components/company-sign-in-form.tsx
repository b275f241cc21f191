import { Checkbox, Code, PasswordInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { MESSAGES } from '../../../../shared/messages';
import type { TCompany } from '../../../../shared/schemas/admin';
import { ZAddCompanySignInRequest } from '../../../../shared/schemas/sign-in';
import { CompanySelect } from '../../../components/ui/company-select';
import { FormScaffold } from '../../../components/ui/form-scaffold';
import { SectionCard } from '../../../components/ui/section-card';
import { companySignInsQueryOptions } from '../api/company-sign-ins-query-options';
import { saveCompanySignIn } from '../api/save-company-sign-in';

type TCompanySignInFormProps = {
  companies: TCompany[];
  companiesLoading: boolean;
  /** The address the provider must send people back to (from the server), once known. */
  redirectUri: string | undefined;
};

/** The server reads the provider's discovery document before it saves (up to 10 s). */
const CHECKING = {
  label: 'Checking the provider…',
  explanation:
    "Reading the provider's OpenID Connect discovery document. This can take up to 10 seconds; nothing is saved unless it answers.",
};

/**
 * A company's OpenID Connect provider: issuer, client ID and secret (from the app registered at the
 * provider with the redirect URI shown here), and whether its users must sign in with it. When the
 * provider cannot be read, the error popup says why and the fields keep their values.
 */
export function CompanySignInForm({ companies, companiesLoading, redirectUri }: TCompanySignInFormProps) {
  const queryClient = useQueryClient();
  const [companyId, setCompanyId] = useState<string | null>(null);
  const [requireSso, setRequireSso] = useState(false);
  return (
    <SectionCard title="Company sign-in (single sign-on)" order={1}>
      <Stack gap={4}>
        <Text size="sm">Register Clausebook at the company's identity provider with this redirect URI:</Text>
        {/* Wrapped rather than scrolled: the whole address stays visible on a phone. */}
        <Code
          block
          data-testid="sso-redirect-uri"
          style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
        >
          {redirectUri ?? 'Loading…'}
        </Code>
        <Text size="sm" c="dimmed">
          The provider must vouch for each user's e-mail address (the README says how for Microsoft Entra ID
          and other providers); it must equal the address registered for the user here.
        </Text>
      </Stack>
      <FormScaffold
        schema={ZAddCompanySignInRequest}
        fields={['issuer', 'client_id', 'client_secret']}
        values={() => ({ company_id: companyId ?? '', require_sso: String(requireSso) })}
        send={saveCompanySignIn}
        succeeded={(result) => result.status === 201}
        successLine={MESSAGES.signInSaved}
        onSuccess={() => {
          setCompanyId(null);
          setRequireSso(false);
          void queryClient.invalidateQueries({ queryKey: companySignInsQueryOptions.queryKey });
        }}
        submitLabel="Save Company Sign-in"
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
              <TextInput
                label="Issuer URL"
                name="issuer"
                required
                autoComplete="off"
                placeholder="https://login.microsoftonline.com/<tenant id>/v2.0"
                error={errors.issuer}
              />
              <TextInput
                label="Client ID"
                name="client_id"
                required
                autoComplete="off"
                error={errors.client_id}
              />
              <PasswordInput
                label="Client secret"
                name="client_secret"
                required
                autoComplete="off"
                error={errors.client_secret}
              />
            </SimpleGrid>
            <Checkbox
              label="Require single sign-on"
              description="The company's users can then no longer log in with username and email."
              checked={requireSso}
              onChange={(event) => setRequireSso(event.currentTarget.checked)}
              error={errors.require_sso}
            />
            <Text size="sm" c="dimmed">
              A company has one identity provider: saving for a company that already has one replaces it.
            </Text>
          </>
        )}
      </FormScaffold>
    </SectionCard>
  );
}
