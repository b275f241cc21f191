import { Container, Stack } from '@mantine/core';
import { useState } from 'react';
import { redirect, useLoaderData } from 'react-router';
import { meQueryOptions } from '../features/auth/api/me-query-options';
import { ClauseTestingSection } from '../features/train-model/components/clause-testing-section';
import { PlaybookTrainingSection } from '../features/train-model/components/playbook-training-section';
import { TrainModelHeader } from '../features/train-model/components/train-model-header';
import type { TWorkspaceMode } from '../features/train-model/components/workspace-mode';
import { WorkspaceModeChoice } from '../features/train-model/components/workspace-mode-choice';
import { queryClient } from '../query-client';

/** Not logged in → /login/; otherwise the page gets who is logged in (for the company name). */
export const trainModelLoader = async () => {
  const me = await queryClient.fetchQuery(meQueryOptions);
  if (!me) throw redirect('/login/');
  return me;
};

export function TrainModel() {
  const me = useLoaderData<typeof trainModelLoader>();
  const [mode, setMode] = useState<TWorkspaceMode>('clause-testing');

  return (
    <Container size="xl" w="100%" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <TrainModelHeader me={me} />
        <WorkspaceModeChoice value={mode} onChange={setMode} />
        {mode === 'clause-testing' ? <ClauseTestingSection /> : <PlaybookTrainingSection />}
      </Stack>
    </Container>
  );
}
