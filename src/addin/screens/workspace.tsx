import { Button, Stack, Tabs, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { TMe } from '../../shared/schemas/auth';
import { toApiError } from '../../web/api-client';
import { companiesQueryOptions } from '../../web/features/companies/api/companies-query-options';
import { playbookQueryOptions } from '../../web/features/playbook/api/playbook-query-options';
import type { TPlaybookScope } from '../../web/features/playbook/api/playbook-scope';
import { ContractSelect } from '../../web/features/playbook/components/contract-select';
import { keepOrFirst } from '../../web/features/playbook/components/read-playbook';
import { CompanySwitcher } from '../../web/features/train-model/components/company-switcher';
import { CheckSelection } from './check-selection';
import { ReviewDocument } from './review-document';
import { useSessionEnded } from './session-ended';
import { Problem, WaitLine } from './status';

/** Ends the session when a query was refused with 401. */
const useEndOn401 = (error: unknown) => {
  const endSession = useSessionEnded();
  useEffect(() => {
    if (error && toApiError(error).status === 401) endSession();
  }, [error, endSession]);
};

/** The company's playbook: the contract type, then Check selection and Review document. */
function PlaybookArea({ scope }: { scope: TPlaybookScope }) {
  const query = useQuery(playbookQueryOptions(scope));
  const [chosen, setChosen] = useState<string | null>(null);
  useEndOn401(query.error);
  if (query.isPending) return <WaitLine>Loading your playbook…</WaitLine>;
  if (query.isError) {
    return (
      <Stack gap="xs">
        <Problem>{`The playbook could not be loaded: ${toApiError(query.error).detail}`}</Problem>
        <Button variant="light" size="xs" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </Stack>
    );
  }
  const playbook = query.data;
  const contract = keepOrFirst(chosen, playbook.all_contracts);
  return (
    <Stack gap="sm">
      <ContractSelect
        label="Contract Type"
        contracts={playbook.all_contracts}
        value={contract}
        onChange={setChosen}
      />
      {contract === null ? (
        <Text size="sm">
          The playbook has no contract types yet: add one in Clausebook under Train model.
        </Text>
      ) : (
        <Tabs defaultValue="clause" keepMounted>
          <Tabs.List grow>
            <Tabs.Tab value="clause">Clause</Tabs.Tab>
            <Tabs.Tab value="document">Document</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="clause" pt="sm">
            <CheckSelection key={contract} scope={scope} playbook={playbook} contract={contract} />
          </Tabs.Panel>
          <Tabs.Panel value="document" pt="sm">
            <ReviewDocument key={contract} scope={scope} playbook={playbook} contract={contract} />
          </Tabs.Panel>
        </Tabs>
      )}
    </Stack>
  );
}

/** A master admin works for the company they pick. */
function AdminCompany() {
  const query = useQuery(companiesQueryOptions);
  const [companyId, setCompanyId] = useState<string | null>(null);
  useEndOn401(query.error);
  return (
    <Stack gap="sm">
      <CompanySwitcher
        companies={query.data ?? []}
        loading={query.isPending}
        loadError={query.isError ? toApiError(query.error).detail : undefined}
        value={companyId}
        onChange={setCompanyId}
      />
      {companyId === null ? (
        <Text size="sm" c="dimmed">
          Pick the company whose playbook to check against.
        </Text>
      ) : (
        <PlaybookArea key={companyId} scope={{ companyId: Number(companyId), sendCompanyId: true }} />
      )}
    </Stack>
  );
}

/** The signed-in pane: a user's own company's playbook, or the company a master admin picks. */
export function Workspace({ me }: { me: TMe }) {
  return me.role === 'masteradmin' ? (
    <AdminCompany />
  ) : (
    <PlaybookArea scope={{ companyId: me.company_id, sendCompanyId: false }} />
  );
}
