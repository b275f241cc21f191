import { Button, Stack } from '@mantine/core';
import { useState } from 'react';
import { PLAYBOOK_MESSAGES } from '../../../../shared/messages';
import {
  type TPlaybook,
  type TRemoveCategoryRequest,
  ZRemoveCategoryRequest,
} from '../../../../shared/schemas/playbook';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { ErrorModal } from '../../../components/ui/error-modal';
import { parseFormValues, type TFieldErrors } from '../../../components/ui/form-errors';
import { StatusLine } from '../../../components/ui/status-line';
import type { TPlaybookScope } from '../api/playbook-scope';
import { removeClauseCategory } from '../api/remove-clause-category';
import { CategorySelect } from './category-select';
import { ContractSelect } from './contract-select';
import { categoriesOf, keepOrFirst } from './read-playbook';
import { usePlaybookMutation } from './use-playbook-mutation';

const confirmText = ({ contractType, clauseType }: TRemoveCategoryRequest) =>
  `Delete clause category "${clauseType}" of contract type "${contractType}"? Its guidelines and their history will be removed.`;

/** A contract type, one of its clause categories and 'Delete Category', confirmed first. */
export function RemoveCategoryForm({ scope, playbook }: { scope: TPlaybookScope; playbook: TPlaybook }) {
  const [chosenContract, setChosenContract] = useState<string | null>(null);
  const [chosenCategory, setChosenCategory] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<TFieldErrors>({});
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState<{ request: TRemoveCategoryRequest; message: string } | null>(null);
  const [removed, setRemoved] = useState(false);
  const mutation = usePlaybookMutation(scope, removeClauseCategory);
  const contract = keepOrFirst(chosenContract, playbook.all_contracts);
  const categories = categoriesOf(playbook, contract);
  const category = keepOrFirst(chosenCategory, categories);

  const askToDelete = () => {
    setRemoved(false);
    const values = { contractType: contract ?? '', clauseType: category ?? '' };
    const parsed = parseFormValues(ZRemoveCategoryRequest, values, setFieldErrors);
    if (!parsed) return;
    setPending({ request: parsed, message: confirmText(parsed) });
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
        onChange={(next) => {
          setChosenContract(next);
          setChosenCategory(categoriesOf(playbook, next)[0] ?? null);
        }}
        error={fieldErrors.contractType}
      />
      <CategorySelect
        label="Clause Category"
        categories={categories}
        value={category}
        onChange={setChosenCategory}
        error={fieldErrors.clauseType}
      />
      <Button
        color="red"
        onClick={askToDelete}
        loading={mutation.isPending}
        disabled={category === null}
        style={{ alignSelf: 'flex-start' }}
      >
        Delete Category
      </Button>
      {removed && <StatusLine tone="success">{PLAYBOOK_MESSAGES.categoryRemoved}</StatusLine>}
      <ConfirmModal
        opened={confirming}
        title="Delete clause category"
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
