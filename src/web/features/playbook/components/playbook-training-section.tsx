import { Button, Tabs } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { SectionCard } from '../../../components/ui/section-card';
import { playbookQueryOptions } from '../api/playbook-query-options';
import type { TPlaybookScope } from '../api/playbook-scope';
import { AddCategoryForm } from './add-category-form';
import { AddContractForm } from './add-contract-form';
import { PlaybookEntryPanel } from './playbook-entry-panel';
import { PlaybookLoadStatus } from './playbook-load-status';
import { RemoveEntryForm } from './remove-entry-form';
import { TrainModelPanel } from './train-model-panel';

/**
 * 'PLAYBOOK TRAINING': the company's guidelines per contract type and clause category, with tabs to
 * train, add and remove. Only the open tab is mounted, so every label on the page is unique.
 */
export function PlaybookTrainingSection({ scope }: { scope: TPlaybookScope }) {
  const query = useQuery(playbookQueryOptions(scope));
  const [tab, setTab] = useState<string | null>('train');
  const playbook = query.data;

  return (
    <SectionCard
      title="PLAYBOOK TRAINING"
      actions={
        playbook && (
          <Button variant="light" size="xs" onClick={() => void query.refetch()} loading={query.isFetching}>
            Refresh playbook
          </Button>
        )
      }
    >
      <PlaybookLoadStatus query={query} />
      {playbook && (
        <Tabs value={tab} onChange={setTab} keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="train">Train Model</Tabs.Tab>
            <Tabs.Tab value="add">Add Contract Type & Category</Tabs.Tab>
            <Tabs.Tab value="remove">Remove Contract Type & Category</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="train" pt="lg">
            <TrainModelPanel
              scope={scope}
              playbook={playbook}
              loadedAt={query.dataUpdatedAt}
              onReload={() => query.refetch()}
            />
          </Tabs.Panel>
          <Tabs.Panel value="add" pt="lg">
            <PlaybookEntryPanel
              title="Add Contract Type & Category"
              question="What would you like to add?"
              contractForm={<AddContractForm scope={scope} playbook={playbook} />}
              categoryForm={<AddCategoryForm scope={scope} playbook={playbook} />}
            />
          </Tabs.Panel>
          <Tabs.Panel value="remove" pt="lg">
            <PlaybookEntryPanel
              title="Remove Contract Type & Category"
              question="What would you like to remove?"
              contractForm={<RemoveEntryForm kind="contract" scope={scope} playbook={playbook} />}
              categoryForm={<RemoveEntryForm kind="category" scope={scope} playbook={playbook} />}
            />
          </Tabs.Panel>
        </Tabs>
      )}
    </SectionCard>
  );
}
