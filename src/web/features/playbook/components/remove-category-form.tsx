import { PLAYBOOK_MESSAGES } from '../../../../shared/messages';
import { type TPlaybook, ZRemoveCategoryRequest } from '../../../../shared/schemas/playbook';
import { FormScaffold } from '../../../components/ui/form-scaffold';
import type { TPlaybookScope } from '../api/playbook-scope';
import { removeClauseCategory } from '../api/remove-clause-category';
import { CategorySelect } from './category-select';
import { ContractSelect } from './contract-select';
import { useChosenEntry } from './use-chosen-entry';
import { usePlaybookSend } from './use-playbook-send';

/** A contract type, one of its clause categories and 'Delete Category', confirmed first. */
export function RemoveCategoryForm({ scope, playbook }: { scope: TPlaybookScope; playbook: TPlaybook }) {
  const { contract, categories, category, chooseContract, chooseCategory } = useChosenEntry(playbook);
  const send = usePlaybookSend(scope, removeClauseCategory);
  return (
    <FormScaffold
      schema={ZRemoveCategoryRequest}
      values={() => ({ contractType: contract ?? '', clauseType: category ?? '' })}
      send={send}
      confirm={({ contractType, clauseType }) => ({
        title: 'Delete clause category',
        message: `Delete clause category "${clauseType}" of contract type "${contractType}"? Its guidelines and their history will be removed.`,
        confirmLabel: 'Delete',
      })}
      successLine={PLAYBOOK_MESSAGES.categoryRemoved}
      submitLabel="Delete Category"
      submitColor="red"
      submitDisabled={category === null}
      maw={520}
    >
      {(errors) => (
        <>
          <ContractSelect
            label="Contract Type"
            contracts={playbook.all_contracts}
            value={contract}
            onChange={chooseContract}
            error={errors.contractType}
          />
          <CategorySelect
            label="Clause Category"
            categories={categories}
            value={category}
            onChange={chooseCategory}
            error={errors.clauseType}
          />
        </>
      )}
    </FormScaffold>
  );
}
