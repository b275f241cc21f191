import { SimpleGrid, Stack, Text } from '@mantine/core';
import { CategorySelect } from '../../playbook/components/category-select';
import { ContractSelect } from '../../playbook/components/contract-select';
import type { TPlaybookSelection } from './use-playbook-selection';

type TPlaybookSelectsProps = {
  selection: TPlaybookSelection;
  errors?: { selected_contract?: string; selected_category?: string };
};

/** 'Contract Type' and 'Clause Category', with a hint when there is nothing to test against. */
export function PlaybookSelects({ selection, errors }: TPlaybookSelectsProps) {
  const { contracts, contract, categories, category, chooseContract, chooseCategory } = selection;
  return (
    <Stack gap="xs">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <ContractSelect
          label="Contract Type"
          contracts={contracts}
          value={contract}
          onChange={chooseContract}
          error={errors?.selected_contract}
        />
        <CategorySelect
          label="Clause Category"
          categories={categories}
          value={category}
          onChange={chooseCategory}
          error={errors?.selected_category}
        />
      </SimpleGrid>
      {category === null && (
        <Text size="sm" c="dimmed">
          {contract === null
            ? 'The playbook has no contract types yet: add one and a clause category under Train model.'
            : `"${contract}" has no clause categories yet: add one under Train model.`}
        </Text>
      )}
    </Stack>
  );
}
