import { Button, Stack } from '@mantine/core';
import { useState } from 'react';
import { PLAYBOOK_MESSAGES } from '../../../../shared/messages';
import {
  type TPlaybook,
  type TRemoveContractRequest,
  ZRemoveContractRequest,
} from '../../../../shared/schemas/playbook';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { ErrorModal } from '../../../components/ui/error-modal';
import { parseFormValues, type TFieldErrors } from '../../../components/ui/form-errors';
import { StatusLine } from '../../../components/ui/status-line';
import type { TPlaybookScope } from '../api/playbook-scope';
import { removeContractType } from '../api/remove-contract-type';
import { ContractSelect } from './contract-select';
import { categoriesOf, keepOrFirst } from './read-playbook';
import { usePlaybookMutation } from './use-playbook-mutation';

const confirmText = (contract: string, categoryCount: number) =>
  categoryCount === 1
    ? `Delete contract type "${contract}"? Its 1 clause category and its guidelines will be removed.`
    : `Delete contract type "${contract}"? Its ${categoryCount} clause categories and their guidelines will be removed.`;

/** A contract type ('NO CONTRACTS' when none) and 'Delete Contract', confirmed first. */
export function RemoveContractForm({ scope, playbook }: { scope: TPlaybookScope; playbook: TPlaybook }) {
  const [chosen, setChosen] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<TFieldErrors>({});
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState<{ request: TRemoveContractRequest; message: string } | null>(null);
  const [removed, setRemoved] = useState(false);
  const mutation = usePlaybookMutation(scope, removeContractType);
  const contract = keepOrFirst(chosen, playbook.all_contracts);

  const askToDelete = () => {
    setRemoved(false);
    const values = { contractType: contract ?? '' };
    const parsed = parseFormValues(ZRemoveContractRequest, values, setFieldErrors);
    if (!parsed) return;
    setPending({
      request: parsed,
      message: confirmText(parsed.contractType, categoriesOf(playbook, parsed.contractType).length),
    });
    setConfirming(true);
  };

  const confirm = () => {
    if (!pending) return;
    mutation.mutate(pending.request, {
      onSuccess: () => setRemoved(true),
      onSettled: () => setConfirming(false),
    });
  };

  return (
    <Stack gap="md" maw={520}>
      <ContractSelect
        label="Contract Type"
        contracts={playbook.all_contracts}
        value={contract}
        onChange={setChosen}
        error={fieldErrors.contractType}
        emptyPlaceholder="NO CONTRACTS"
      />
      <Button
        color="red"
        onClick={askToDelete}
        loading={mutation.isPending}
        disabled={contract === null}
        style={{ alignSelf: 'flex-start' }}
      >
        Delete Contract
      </Button>
      {removed && <StatusLine tone="success">{PLAYBOOK_MESSAGES.contractRemoved}</StatusLine>}
      <ConfirmModal
        opened={confirming}
        title="Delete contract type"
        message={pending?.message ?? ''}
        confirmLabel="Delete"
        busy={mutation.isPending}
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      />
      <ErrorModal error={mutation.error} onClose={mutation.reset} />
    </Stack>
  );
}
