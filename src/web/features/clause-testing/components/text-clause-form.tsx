import { Button, Group, Loader, Stack, Text, Textarea } from '@mantine/core';
import type { FormEvent } from 'react';
import {
  MAX_CLAUSE_CHARS,
  type TTestClauseRequest,
  ZTestClauseRequest,
} from '../../../../shared/schemas/review';
import { type TFieldErrors, toFieldErrors } from '../../../components/ui/form-errors';
import { PlaybookSelects } from './playbook-selects';
import type { TPlaybookSelection } from './use-playbook-selection';

type TTextClauseFormProps = {
  selection: TPlaybookSelection;
  clause: string;
  onClauseChange: (clause: string) => void;
  errors: TFieldErrors;
  onErrorsChange: (errors: TFieldErrors) => void;
  testing: boolean;
  onTest: (request: TTestClauseRequest) => void;
};

const CHARS = new Intl.NumberFormat('en-US');
const TOO_LONG = `Keep the clause to at most ${CHARS.format(MAX_CLAUSE_CHARS)} characters.`;

/** The clause to evaluate against the chosen category's guidelines, checked before it is sent. */
export function TextClauseForm({
  selection,
  clause,
  onClauseChange,
  errors,
  onErrorsChange,
  testing,
  onTest,
}: TTextClauseFormProps) {
  const { contract, category, weActFor } = selection;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = {
      selected_contract: contract ?? '',
      selected_category: category ?? '',
      input_clause: clause,
      ...(weActFor !== null && { we_act_for: weActFor }),
    };
    const parsed = ZTestClauseRequest.safeParse(values);
    if (!parsed.success) {
      const found = toFieldErrors(parsed.error, values);
      if (found.input_clause && clause.trim() !== '') found.input_clause = TOO_LONG;
      onErrorsChange(found);
      return;
    }
    onErrorsChange({});
    onTest(parsed.data);
  };

  const length = clause.length;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <PlaybookSelects selection={selection} errors={errors} />
        <Textarea
          label="Enter the clause you want to evaluate"
          name="input_clause"
          required
          autosize
          minRows={6}
          maxRows={18}
          value={clause}
          onChange={(event) => {
            onClauseChange(event.currentTarget.value);
            if (errors.input_clause) onErrorsChange({ ...errors, input_clause: undefined });
          }}
          error={errors.input_clause}
          description={
            length > MAX_CLAUSE_CHARS * 0.9
              ? `${CHARS.format(length)} of ${CHARS.format(MAX_CLAUSE_CHARS)} characters`
              : undefined
          }
          placeholder="Paste a clause from the counterparty's draft"
        />
        <Group gap="md" wrap="wrap">
          <Button type="submit" loading={testing} disabled={category === null}>
            Test Clause
          </Button>
          {testing && (
            <Group gap="xs" role="status">
              <Loader size="sm" />
              <Text c="dimmed">Evaluating Clause, please wait...</Text>
            </Group>
          )}
        </Group>
      </Stack>
    </form>
  );
}
