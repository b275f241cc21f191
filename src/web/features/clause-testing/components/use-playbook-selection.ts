import { useState } from 'react';
import type { TPlaybook } from '../../../../shared/schemas/playbook';
import {
  categoriesOf,
  keepOrFirst,
  keepOrPlaybookRole,
  rolesOf,
} from '../../playbook/components/read-playbook';

/**
 * The chosen contract type and clause category, as on the Train Model tab: the first contract by
 * default; choosing a contract picks its first category (or none). A choice that disappears from the
 * library falls back to the first one. 'We act for' starts at the role the contract type's playbook
 * speaks for and keeps the reviewer's choice from test to test until the contract type changes.
 */
export const usePlaybookSelection = (playbook: TPlaybook | undefined) => {
  const [chosenContract, setChosenContract] = useState<string | null>(null);
  const [chosenCategory, setChosenCategory] = useState<string | null>(null);
  const [chosenRole, setChosenRole] = useState<string | null>(null);
  const contracts = playbook?.all_contracts ?? [];
  const contract = keepOrFirst(chosenContract, contracts);
  const categories = playbook ? categoriesOf(playbook, contract) : [];
  const category = keepOrFirst(chosenCategory, categories);
  const roles = rolesOf(playbook, contract);
  const weActFor = keepOrPlaybookRole(chosenRole, roles);

  const chooseContract = (next: string) => {
    setChosenContract(next);
    setChosenCategory(playbook ? (categoriesOf(playbook, next)[0] ?? null) : null);
    setChosenRole(null);
  };

  return {
    contracts,
    contract,
    categories,
    category,
    roles,
    weActFor,
    chooseContract,
    chooseCategory: setChosenCategory,
    chooseRole: setChosenRole,
  };
};

export type TPlaybookSelection = ReturnType<typeof usePlaybookSelection>;
