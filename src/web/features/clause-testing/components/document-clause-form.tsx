import { Button, Group, Stack, Text } from '@mantine/core';
import { type FormEvent, type Ref, useState } from 'react';
import { MAX_UPLOAD_BYTES, ZDocumentUploadFields } from '../../../../shared/schemas/documents';
import { FileDropZone } from '../../../components/ui/file-drop-zone';
import { parseFormValues, type TFieldErrors } from '../../../components/ui/form-errors';
import { useDocumentParties } from '../../document-review/components/use-document-parties';
import { WeActForField } from '../../document-review/components/we-act-for-field';
import type { TPlaybookScope } from '../../playbook/api/playbook-scope';
import { ContractSelect } from '../../playbook/components/contract-select';
import type { TPlaybookSelection } from './use-playbook-selection';

const ACCEPTED = ['.pdf', '.docx'];

type TDocumentClauseFormProps = {
  scope: TPlaybookScope;
  selection: TPlaybookSelection;
  file: File | null;
  onFileChange: (file: File | null) => void;
  /** The file is being sent: 'Test Clause' spins. */
  uploading: boolean;
  /** `weActFor`: the contract's party chosen under "We act for", null where none is. */
  onTest: (contract: string, file: File, weActFor: string | null) => void;
  dropZoneRef?: Ref<{ focus: () => void }>;
};

/**
 * Document mode: the contract type whose playbook the document is checked against (each clause's
 * category is detected), a PDF/DOCX drop zone, "We act for" (the contract's parties, read once both
 * are chosen), and 'Test Clause', which uploads it for review.
 */
export function DocumentClauseForm({
  scope,
  selection,
  file,
  onFileChange,
  uploading,
  onTest,
  dropZoneRef,
}: TDocumentClauseFormProps) {
  const { contracts, contract, categories, chooseContract } = selection;
  const [errors, setErrors] = useState<TFieldErrors>({});
  const parties = useDocumentParties(scope, contract, file);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = { selected_contract: contract ?? '' };
    const parsed = parseFormValues(ZDocumentUploadFields, values, setErrors);
    if (parsed && file) onTest(parsed.selected_contract, file, parties.weActFor);
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Test a document">
      <Stack gap="md">
        <Stack gap={4}>
          <ContractSelect
            label="Contract Type"
            contracts={contracts}
            value={contract}
            onChange={(next) => {
              chooseContract(next);
              setErrors({});
            }}
            error={errors.selected_contract}
          />
          <Text size="sm" c="dimmed">
            {contract === null
              ? 'The playbook has no contract types yet: add one and its clause categories under Train model.'
              : categories.length === 0
                ? `"${contract}" has no clause categories yet, so no clause can be matched: add them under Train model.`
                : `Each clause's category is detected among the ${categories.length} categories of this contract type.`}
          </Text>
        </Stack>
        <FileDropZone
          accept={ACCEPTED}
          maxBytes={MAX_UPLOAD_BYTES}
          hint="Limit 200MB per file: PDF, DOCX"
          file={file}
          onChange={onFileChange}
          handleRef={dropZoneRef}
        />
        <WeActForField choice={parties} />
        <Group gap="md">
          <Button
            type="submit"
            // The review starts with the party shown: not while the parties are being read.
            disabled={file === null || contract === null || parties.parties.state === 'reading'}
            loading={uploading}
          >
            Test Clause
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
