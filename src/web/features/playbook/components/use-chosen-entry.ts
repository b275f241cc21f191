import { useState } from 'react';
import type { TPlaybook } from '../../../../shared/schemas/playbook';
import { categoriesOf, keepOrFirst } from './read-playbook';

/**
 * The contract type and clause category a form works on: the chosen ones while they exist, else the
 * first; choosing a contract type picks its first category (the spec's rule for every select pair).
 */
export const useChosenEntry = (playbook: TPlaybook) => {
  const [chosenContract, setChosenContract] = useState<string | null>(null);
  const [chosenCategory, setChosenCategory] = useState<string | null>(null);
  const contract = keepOrFirst(chosenContract, playbook.all_contracts);
  const categories = categoriesOf(playbook, contract);
  const category = keepOrFirst(chosenCategory, categories);
  return {
    contract,
    categories,
    category,
    chooseContract: (next: string) => {
      setChosenContract(next);
      setChosenCategory(categoriesOf(playbook, next)[0] ?? null);
    },
    chooseCategory: setChosenCategory,
  };
};
