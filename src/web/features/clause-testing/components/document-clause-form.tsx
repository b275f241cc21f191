import { Alert, Button, Stack } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { FileDropZone } from '../../../components/ui/file-drop-zone';
import { PlaybookSelects } from './playbook-selects';
import type { TPlaybookSelection } from './use-playbook-selection';

const ACCEPTED = ['.pdf', '.docx'];
const MAX_BYTES = 200 * 1024 * 1024;

/**
 * Document mode: the selects, a PDF/DOCX drop zone and 'Test Clause'. Testing a document is not
 * available yet: choosing a file enables the button, which says so instead of sending anything.
 */
export function DocumentClauseForm({ selection }: { selection: TPlaybookSelection }) {
  const [file, setFile] = useState<File | null>(null);
  const [notice, setNotice] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setNotice(true);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <PlaybookSelects selection={selection} />
        <FileDropZone
          accept={ACCEPTED}
          maxBytes={MAX_BYTES}
          hint="Limit 200MB per file: PDF, DOCX"
          file={file}
          onChange={(next) => {
            setFile(next);
            setNotice(false);
          }}
        />
        <Button type="submit" disabled={file === null} style={{ alignSelf: 'flex-start' }}>
          Test Clause
        </Button>
        {notice && (
          <Alert color="blue" variant="light" role="status" title="Document testing is not available yet">
            Nothing was sent. Paste the clause under Text to test it against the playbook.
          </Alert>
        )}
      </Stack>
    </form>
  );
}
