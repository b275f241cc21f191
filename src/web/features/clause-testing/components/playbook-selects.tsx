import { SimpleGrid, Stack, Text } from '@mantine/core';
import { CategorySelect } from '../../playbook/components/category-select';
import { ContractSelect } from '../../playbook/components/contract-select';
import { RoleSelect } from '../../playbook/components/role-select';
import type { TPlaybookSelection } from './use-playbook-selection';

type TPlaybookSelectsProps = {
  selection: TPlaybookSelection;
  errors?: { selected_contract?: string; selected_category?: string; we_act_for?: string };
};

/**
 * 'Contract Type', 'Clause Category' and 'We act for' (where the playbook names roles), with a hint
 * when there is nothing to test against.
 */
export function PlaybookSelects({ selection, errors }: TPlaybookSelectsProps) {
  const { contracts, contract, categories, category, chooseContract, chooseCategory } = selection;
  const withRoles = selection.roles.roles.length > 0;
  return (
    <Stack gap="xs">
      <SimpleGrid cols={{ base: 1, sm: withRoles ? 3 : 2 }} spacing="md">
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
        <RoleSelect
          roles={selection.roles}
          value={selection.weActFor}
          onChange={selection.chooseRole}
          error={errors?.we_act_for}
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
