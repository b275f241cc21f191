import { Group, Radio, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import type { TPlaybook } from '../../../../shared/schemas/playbook';
import type { TPlaybookScope } from '../api/playbook-scope';
import { RemoveCategoryForm } from './remove-category-form';
import { RemoveContractForm } from './remove-contract-form';

type TEntryKind = 'contract' | 'category';

const isEntryKind = (value: string): value is TEntryKind => value === 'contract' || value === 'category';

/** 'Remove Contract Type & Category': a contract type (default) or a clause category. */
export function RemovePlaybookEntryPanel({
  scope,
  playbook,
}: {
  scope: TPlaybookScope;
  playbook: TPlaybook;
}) {
  const [kind, setKind] = useState<TEntryKind>('contract');
  return (
    <Stack gap="lg">
      <Title order={3} size="h5">
        Remove Contract Type & Category
      </Title>
      <Radio.Group
        label="What would you like to remove?"
        required
        value={kind}
        onChange={(next) => {
          if (isEntryKind(next)) setKind(next);
        }}
      >
        <Group mt="xs" gap="xl">
          <Radio value="contract" label="Contract Type" />
          <Radio value="category" label="Clause Category" />
        </Group>
      </Radio.Group>
      {kind === 'contract' ? (
        <RemoveContractForm scope={scope} playbook={playbook} />
      ) : (
        <RemoveCategoryForm scope={scope} playbook={playbook} />
      )}
    </Stack>
  );
}
