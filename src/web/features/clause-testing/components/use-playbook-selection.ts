import { useState } from 'react';
import type { TPlaybook } from '../../../../shared/schemas/playbook';
import { categoriesOf, keepOrFirst } from '../../playbook/components/read-playbook';

/**
 * The chosen contract type and clause category, as on the Train Model tab: the first contract by
 * default; choosing a contract picks its first category (or none). A choice that disappears from the
 * library falls back to the first one.
 */
export const usePlaybookSelection = (playbook: TPlaybook | undefined) => {
  const [chosenContract, setChosenContract] = useState<string | null>(null);
  const [chosenCategory, setChosenCategory] = useState<string | null>(null);
  const contracts = playbook?.all_contracts ?? [];
  const contract = keepOrFirst(chosenContract, contracts);
  const categories = playbook ? categoriesOf(playbook, contract) : [];
  const category = keepOrFirst(chosenCategory, categories);

  const chooseContract = (next: string) => {
    setChosenContract(next);
    setChosenCategory(playbook ? (categoriesOf(playbook, next)[0] ?? null) : null);
  };

  return { contracts, contract, categories, category, chooseContract, chooseCategory: setChosenCategory };
};

export type TPlaybookSelection = ReturnType<typeof usePlaybookSelection>;
