import { Container, Group, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { redirect, useLoaderData } from 'react-router';
import { toApiError } from '../api-client';
import { meQueryOptions } from '../features/auth/api/me-query-options';
import { ClauseTestingSection } from '../features/clause-testing/components/clause-testing-section';
import { companiesQueryOptions } from '../features/companies/api/companies-query-options';
import { CompanyEngineLine } from '../features/company-apis/components/company-engine-line';
import type { TPlaybookScope } from '../features/playbook/api/playbook-scope';
import { CompanySwitcher } from '../features/train-model/components/company-switcher';
import { PickCompanyPrompt } from '../features/train-model/components/pick-company-prompt';
import { TrainModelHeader } from '../features/train-model/components/train-model-header';
import { useChosenCompany } from '../features/train-model/components/use-chosen-company';
import type { TWorkspaceMode } from '../features/train-model/components/workspace-mode';
import { WorkspaceModeChoice } from '../features/train-model/components/workspace-mode-choice';
import { queryClient } from '../query-client';

/** 'Train model' is the second choice on the page: its code downloads when it is first chosen. */
const PlaybookTrainingSection = lazy(() =>
  import('../features/playbook/components/playbook-training-section').then((module) => ({
    default: module.PlaybookTrainingSection,
  })),
);

function LoadingPlaybookTraining() {
  return (
    <Group gap="xs" role="status">
      <Loader size="sm" />
      <Text c="dimmed">Loading Playbook Training…</Text>
    </Group>
  );
}

/** Not logged in → /login/; otherwise the page gets who is logged in (and master admins their companies). */
export const trainModelLoader = async () => {
  const me = await queryClient.fetchQuery(meQueryOptions);
  if (!me) throw redirect('/login/');
  if (me.role === 'masteradmin') await queryClient.prefetchQuery(companiesQueryOptions);
  return me;
};

export function TrainModel() {
  const me = useLoaderData<typeof trainModelLoader>();
  const [mode, setMode] = useState<TWorkspaceMode>('clause-testing');
  const isMasterAdmin = me.role === 'masteradmin';
  const companies = useQuery({ ...companiesQueryOptions, enabled: isMasterAdmin });
  const [chosenCompany, setChosenCompany] = useChosenCompany();

  // A remembered company that no longer exists counts as none.
  const companyId =
    chosenCompany !== null && companies.data?.some((company) => String(company.id) === chosenCompany)
      ? Number(chosenCompany)
      : null;
  const scope: TPlaybookScope | null = isMasterAdmin
    ? companyId === null
      ? null
      : { companyId, sendCompanyId: true }
    : { companyId: me.company_id, sendCompanyId: false };

  return (
    <Container size="xl" w="100%" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <TrainModelHeader
          me={me}
          companySwitcher={
            isMasterAdmin ? (
              <CompanySwitcher
                companies={companies.data ?? []}
                loading={companies.isPending}
                loadError={companies.isError ? toApiError(companies.error).detail : undefined}
                value={companyId === null ? null : String(companyId)}
                onChange={setChosenCompany}
              />
            ) : undefined
          }
          engine={
            scope === null ? undefined : (
              <CompanyEngineLine companyId={scope.companyId} isMasterAdmin={isMasterAdmin} />
            )
          }
        />
        <WorkspaceModeChoice value={mode} onChange={setMode} />
        {scope === null ? (
          <PickCompanyPrompt />
        ) : mode === 'clause-testing' ? (
          <ClauseTestingSection key={String(scope.companyId)} scope={scope} />
        ) : (
          <Suspense fallback={<LoadingPlaybookTraining />}>
            <PlaybookTrainingSection key={String(scope.companyId)} scope={scope} />
          </Suspense>
        )}
      </Stack>
    </Container>
  );
}
