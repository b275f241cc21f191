import { Group, Radio, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import type { TPlaybook } from '../../../../shared/schemas/playbook';
import type { TPlaybookScope } from '../api/playbook-scope';
import { AddCategoryForm } from './add-category-form';
import { AddContractForm } from './add-contract-form';

type TEntryKind = 'contract' | 'category';

const isEntryKind = (value: string): value is TEntryKind => value === 'contract' || value === 'category';

/** 'Add Contract Type & Category': a contract type (default) or a clause category. */
export function AddPlaybookEntryPanel({ scope, playbook }: { scope: TPlaybookScope; playbook: TPlaybook }) {
  const [kind, setKind] = useState<TEntryKind>('contract');
  return (
    <Stack gap="lg">
      <Title order={3} size="h5">
        Add Contract Type & Category
      </Title>
      <Radio.Group
        label="What would you like to add?"
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
        <AddContractForm scope={scope} playbook={playbook} />
      ) : (
        <AddCategoryForm scope={scope} playbook={playbook} />
      )}
    </Stack>
  );
}
