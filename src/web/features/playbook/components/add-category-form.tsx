import { Alert, Select, TextInput } from '@mantine/core';
import { useState } from 'react';
import { PLAYBOOK_MESSAGES } from '../../../../shared/messages';
import { type TPlaybook, ZAddCategoryRequest } from '../../../../shared/schemas/playbook';
import { FormScaffold } from '../../../components/ui/form-scaffold';
import { addClauseCategory } from '../api/add-clause-category';
import type { TPlaybookScope } from '../api/playbook-scope';
import { ContractSelect } from './contract-select';
import { categoriesOf, keepOrFirst } from './read-playbook';
import { usePlaybookSend } from './use-playbook-send';

const NO_CLAUSE = 'No Clause';

/** 'Select Contract Type', its existing categories (informational), a new category name and 'Add Clause'. */
export function AddCategoryForm({ scope, playbook }: { scope: TPlaybookScope; playbook: TPlaybook }) {
  const [chosenContract, setChosenContract] = useState<string | null>(null);
  const [chosenExisting, setChosenExisting] = useState<string | null>(null);
  const send = usePlaybookSend(scope, addClauseCategory);
  const contract = keepOrFirst(chosenContract, playbook.all_contracts);
  const categories = categoriesOf(playbook, contract);
  const existing = keepOrFirst(chosenExisting, categories);

  return (
    <FormScaffold
      schema={ZAddCategoryRequest}
      fields={['category_name']}
      values={() => ({ contract_name: contract ?? '' })}
      send={send}
      successLine={PLAYBOOK_MESSAGES.categoryAdded}
      successDetails={(added) => (
        <Alert color="blue" variant="light" title="Clause category added">
          "{added.category_name}" now belongs to "{added.contract_name}": choose it under Train Model to write
          its guidelines.
        </Alert>
      )}
      onSuccess={(added) => setChosenExisting(added.category_name)}
      submitLabel="Add Clause"
      submitDisabled={contract === null}
      maw={520}
    >
      {(errors) => (
        <>
          <ContractSelect
            label="Select Contract Type"
            contracts={playbook.all_contracts}
            value={contract}
            onChange={(next) => {
              setChosenContract(next);
              setChosenExisting(null);
            }}
            error={errors.contract_name}
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
            error={errors.category_name}
          />
        </>
      )}
    </FormScaffold>
  );
}
