import { Button, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { PLAYBOOK_MESSAGES } from '../../../../shared/messages';
import { type TPlaybook, ZAddContractRequest } from '../../../../shared/schemas/playbook';
import { ErrorModal } from '../../../components/ui/error-modal';
import { parseFormValues, type TFieldErrors } from '../../../components/ui/form-errors';
import { StatusLine } from '../../../components/ui/status-line';
import { addContractType } from '../api/add-contract-type';
import type { TPlaybookScope } from '../api/playbook-scope';
import { ExistingContracts } from './existing-contracts';
import { usePlaybookMutation } from './use-playbook-mutation';

/** The spec's default name in the add form. */
const DEFAULT_CONTRACT_NAME = 'Commercial';

/** 'Existing Contracts' and a new contract type name ('Commercial' by default) with 'Add Contract'. */
export function AddContractForm({ scope, playbook }: { scope: TPlaybookScope; playbook: TPlaybook }) {
  const [fieldErrors, setFieldErrors] = useState<TFieldErrors>({});
  const [added, setAdded] = useState(false);
  const mutation = usePlaybookMutation(scope, addContractType);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const values = { contract_name: new FormData(form).get('contract_name') };
    setAdded(false);
    const parsed = parseFormValues(ZAddContractRequest, values, setFieldErrors);
    if (!parsed) return;
    mutation.mutate(parsed, {
      onSuccess: () => {
        setAdded(true);
        form.reset();
      },
    });
  };

  return (
    <Stack gap="md">
      <ExistingContracts contracts={playbook.all_contracts} />
      <form onSubmit={submit} noValidate>
        <Stack gap="md" maw={520}>
          <TextInput
            label="Enter the name of new contract"
            name="contract_name"
            defaultValue={DEFAULT_CONTRACT_NAME}
            required
            autoComplete="off"
            error={fieldErrors.contract_name}
          />
          <Button type="submit" loading={mutation.isPending} style={{ alignSelf: 'flex-start' }}>
            Add Contract
          </Button>
          {added && <StatusLine tone="success">{PLAYBOOK_MESSAGES.contractAdded}</StatusLine>}
        </Stack>
      </form>
      <ErrorModal error={mutation.error} onClose={mutation.reset} />
    </Stack>
  );
}
