import { PLAYBOOK_MESSAGES } from '../../../../shared/messages';
import {
  type TPlaybook,
  type TRemoveCategoryRequest,
  type TRemoveContractRequest,
  ZRemoveCategoryRequest,
  ZRemoveContractRequest,
} from '../../../../shared/schemas/playbook';
import { FormScaffold } from '../../../components/ui/form-scaffold';
import type { TPlaybookScope } from '../api/playbook-scope';
import { removeClauseCategory } from '../api/remove-clause-category';
import { removeContractType } from '../api/remove-contract-type';
import { CategorySelect } from './category-select';
import { ContractSelect } from './contract-select';
import { categoriesOf } from './read-playbook';
import { useChosenEntry } from './use-chosen-entry';
import { usePlaybookSend } from './use-playbook-send';

type TRemoveRequest = TRemoveContractRequest | TRemoveCategoryRequest;

const isCategoryRequest = (request: TRemoveRequest): request is TRemoveCategoryRequest =>
  'clauseType' in request;

/** What the confirmation asks, naming everything that goes with the entry. */
const confirmText = (playbook: TPlaybook, request: TRemoveRequest) => {
  if (isCategoryRequest(request)) {
    return `Delete clause category "${request.clauseType}" of contract type "${request.contractType}"? Its guidelines and their history will be removed.`;
  }
  const count = categoriesOf(playbook, request.contractType).length;
  return count === 1
    ? `Delete contract type "${request.contractType}"? Its 1 clause category and its guidelines will be removed.`
    : `Delete contract type "${request.contractType}"? Its ${count} clause categories and their guidelines will be removed.`;
};

const removeEntry = (scope: TPlaybookScope, request: TRemoveRequest) =>
  isCategoryRequest(request) ? removeClauseCategory(scope, request) : removeContractType(scope, request);

const KINDS = {
  contract: {
    schema: ZRemoveContractRequest,
    title: 'Delete contract type',
    submitLabel: 'Delete Contract',
    successLine: PLAYBOOK_MESSAGES.contractRemoved,
  },
  category: {
    schema: ZRemoveCategoryRequest,
    title: 'Delete clause category',
    submitLabel: 'Delete Category',
    successLine: PLAYBOOK_MESSAGES.categoryRemoved,
  },
} as const;

type TRemoveEntryFormProps = {
  /** 'contract': a contract type ('NO CONTRACTS' when none); 'category': one of a contract type's categories. */
  kind: keyof typeof KINDS;
  scope: TPlaybookScope;
  playbook: TPlaybook;
};

/** The Remove tab's form: the entry to delete and 'Delete Contract' or 'Delete Category', confirmed first. */
export function RemoveEntryForm({ kind, scope, playbook }: TRemoveEntryFormProps) {
  const { contract, categories, category, chooseContract, chooseCategory } = useChosenEntry(playbook);
  const send = usePlaybookSend(scope, removeEntry);
  const { schema, title, submitLabel, successLine } = KINDS[kind];
  const forCategory = kind === 'category';
  return (
    <FormScaffold
      schema={schema}
      values={() => ({
        contractType: contract ?? '',
        ...(forCategory ? { clauseType: category ?? '' } : {}),
      })}
      send={send}
      confirm={(request) => ({ title, message: confirmText(playbook, request), confirmLabel: 'Delete' })}
      successLine={successLine}
      submitLabel={submitLabel}
      submitColor="red"
      submitDisabled={(forCategory ? category : contract) === null}
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
            emptyPlaceholder={forCategory ? undefined : 'NO CONTRACTS'}
          />
          {forCategory && (
            <CategorySelect
              label="Clause Category"
              categories={categories}
              value={category}
              onChange={chooseCategory}
              error={errors.clauseType}
            />
          )}
        </>
      )}
    </FormScaffold>
  );
}
