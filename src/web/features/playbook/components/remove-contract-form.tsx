import { PLAYBOOK_MESSAGES } from '../../../../shared/messages';
import { type TPlaybook, ZRemoveContractRequest } from '../../../../shared/schemas/playbook';
import { FormScaffold } from '../../../components/ui/form-scaffold';
import type { TPlaybookScope } from '../api/playbook-scope';
import { removeContractType } from '../api/remove-contract-type';
import { ContractSelect } from './contract-select';
import { categoriesOf } from './read-playbook';
import { useChosenEntry } from './use-chosen-entry';
import { usePlaybookSend } from './use-playbook-send';

const confirmText = (contract: string, categoryCount: number) =>
  categoryCount === 1
    ? `Delete contract type "${contract}"? Its 1 clause category and its guidelines will be removed.`
    : `Delete contract type "${contract}"? Its ${categoryCount} clause categories and their guidelines will be removed.`;

/** A contract type ('NO CONTRACTS' when none) and 'Delete Contract', confirmed first. */
export function RemoveContractForm({ scope, playbook }: { scope: TPlaybookScope; playbook: TPlaybook }) {
  const { contract, chooseContract } = useChosenEntry(playbook);
  const send = usePlaybookSend(scope, removeContractType);
  return (
    <FormScaffold
      schema={ZRemoveContractRequest}
      values={() => ({ contractType: contract ?? '' })}
      send={send}
      confirm={(request) => ({
        title: 'Delete contract type',
        message: confirmText(request.contractType, categoriesOf(playbook, request.contractType).length),
        confirmLabel: 'Delete',
      })}
      successLine={PLAYBOOK_MESSAGES.contractRemoved}
      submitLabel="Delete Contract"
      submitColor="red"
      submitDisabled={contract === null}
      maw={520}
    >
      {(errors) => (
        <ContractSelect
          label="Contract Type"
          contracts={playbook.all_contracts}
          value={contract}
          onChange={chooseContract}
          error={errors.contractType}
          emptyPlaceholder="NO CONTRACTS"
        />
      )}
    </FormScaffold>
  );
}
