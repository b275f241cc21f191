import { Group, Radio, Stack, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';

type TEntryKind = 'contract' | 'category';

const isEntryKind = (value: string): value is TEntryKind => value === 'contract' || value === 'category';

type TPlaybookEntryPanelProps = {
  /** The tab's title, e.g. 'Add Contract Type & Category'. */
  title: string;
  /** The radio group's question, e.g. 'What would you like to add?'. */
  question: string;
  /** The form for a contract type (the default choice). */
  contractForm: ReactNode;
  /** The form for a clause category. */
  categoryForm: ReactNode;
};

/** The add and remove tabs: a radio 'Contract Type' (default) or 'Clause Category', and the chosen form. */
export function PlaybookEntryPanel({
  title,
  question,
  contractForm,
  categoryForm,
}: TPlaybookEntryPanelProps) {
  const [kind, setKind] = useState<TEntryKind>('contract');
  return (
    <Stack gap="lg">
      <Title order={3} size="h5">
        {title}
      </Title>
      <Radio.Group
        label={question}
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
      {kind === 'contract' ? contractForm : categoryForm}
    </Stack>
  );
}
