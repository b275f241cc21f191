import { Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { PLAYBOOK_MESSAGES } from '../../../../shared/messages';
import { type TPlaybook, ZAddContractRequest } from '../../../../shared/schemas/playbook';
import { FormScaffold } from '../../../components/ui/form-scaffold';
import { addContractType } from '../api/add-contract-type';
import type { TPlaybookScope } from '../api/playbook-scope';
import { ExistingContracts } from './existing-contracts';
import { usePlaybookSend } from './use-playbook-send';

/** The spec's default name in the add form. */
const DEFAULT_CONTRACT_NAME = 'Commercial';

/**
 * The name the field starts with: the spec's 'Commercial' while the library has no contract type of
 * that name (in any letter case), else nothing, so that adding at once is never a duplicate.
 */
const defaultNameFor = (contracts: string[]) =>
  contracts.some((contract) => contract.toLowerCase() === DEFAULT_CONTRACT_NAME.toLowerCase())
    ? ''
    : DEFAULT_CONTRACT_NAME;

/** 'Existing Contracts' and a new contract type name ('Commercial' by default) with 'Add Contract'. */
export function AddContractForm({ scope, playbook }: { scope: TPlaybookScope; playbook: TPlaybook }) {
  const [name, setName] = useState(() => defaultNameFor(playbook.all_contracts));
  const send = usePlaybookSend(scope, addContractType);
  return (
    <Stack gap="md">
      <ExistingContracts contracts={playbook.all_contracts} />
      <FormScaffold
        schema={ZAddContractRequest}
        values={() => ({ contract_name: name })}
        send={send}
        successLine={PLAYBOOK_MESSAGES.contractAdded}
        onSuccess={(_request, result) => setName(defaultNameFor(result.data.all_contracts))}
        resetOnSuccess={false}
        submitLabel="Add Contract"
        maw={520}
      >
        {(errors) => (
          <TextInput
            label="Enter the name of new contract"
            name="contract_name"
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            required
            autoComplete="off"
            error={errors.contract_name}
          />
        )}
      </FormScaffold>
    </Stack>
  );
}
