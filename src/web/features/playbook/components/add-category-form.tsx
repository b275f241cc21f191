import { Alert, Button, Select, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { PLAYBOOK_MESSAGES } from '../../../../shared/messages';
import { type TPlaybook, ZAddCategoryRequest } from '../../../../shared/schemas/playbook';
import { ErrorModal } from '../../../components/ui/error-modal';
import { parseFormValues, type TFieldErrors } from '../../../components/ui/form-errors';
import { StatusLine } from '../../../components/ui/status-line';
import { addClauseCategory } from '../api/add-clause-category';
import type { TPlaybookScope } from '../api/playbook-scope';
import { ContractSelect } from './contract-select';
import { categoriesOf, keepOrFirst } from './read-playbook';
import { usePlaybookMutation } from './use-playbook-mutation';

const NO_CLAUSE = 'No Clause';

type TAdded = { contract: string; category: string };

/** 'Select Contract Type', its existing categories (informational), a new category name and 'Add Clause'. */
export function AddCategoryForm({ scope, playbook }: { scope: TPlaybookScope; playbook: TPlaybook }) {
  const [chosenContract, setChosenContract] = useState<string | null>(null);
  const [chosenExisting, setChosenExisting] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<TFieldErrors>({});
  const [added, setAdded] = useState<TAdded | null>(null);
  const mutation = usePlaybookMutation(scope, addClauseCategory);
  const contract = keepOrFirst(chosenContract, playbook.all_contracts);
  const categories = categoriesOf(playbook, contract);
  const existing = keepOrFirst(chosenExisting, categories);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const values = { contract_name: contract ?? '', category_name: new FormData(form).get('category_name') };
    setAdded(null);
    const parsed = parseFormValues(ZAddCategoryRequest, values, setFieldErrors);
    if (!parsed) return;
    mutation.mutate(parsed, {
      onSuccess: () => {
        setAdded({ contract: parsed.contract_name, category: parsed.category_name });
        setChosenExisting(parsed.category_name);
        form.reset();
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" maw={520}>
        <ContractSelect
          label="Select Contract Type"
          contracts={playbook.all_contracts}
          value={contract}
          onChange={(next) => {
            setChosenContract(next);
            setChosenExisting(null);
          }}
          error={fieldErrors.contract_name}
        />
        <Select
          label="Existing clause categories"
          description="The categories this contract type already has"
          data={categories.length > 0 ? categories : [NO_CLAUSE]}
          value={categories.length > 0 ? existing : NO_CLAUSE}
          onChange={setChosenExisting}
          disabled={categories.length === 0}
          allowDeselect={false}
          searchable={categories.length > 8}
          nothingFoundMessage="No clause category matches"
          checkIconPosition="right"
        />
        <TextInput
          label="Enter the clause category name"
          name="category_name"
          required
          autoComplete="off"
          error={fieldErrors.category_name}
        />
        <Button
          type="submit"
          loading={mutation.isPending}
          disabled={contract === null}
          style={{ alignSelf: 'flex-start' }}
        >
          Add Clause
        </Button>
        {added && (
          <>
            <Alert color="blue" variant="light" title="Clause category added">
              "{added.category}" now belongs to "{added.contract}": choose it under Train Model to write its
              guidelines.
            </Alert>
            <StatusLine tone="success">{PLAYBOOK_MESSAGES.categoryAdded}</StatusLine>
          </>
        )}
      </Stack>
      <ErrorModal error={mutation.error} onClose={mutation.reset} />
    </form>
  );
}
