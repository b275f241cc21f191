import { Button, Group, Loader, Stack, Text, Textarea } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { MESSAGES } from '../../../shared/messages';
import { MAX_FEEDBACK_CHARS, type TRewriteLevel } from '../../../shared/schemas/review';
import { refineWaitMessage } from './rewrite-state';

type TRefineFormProps = {
  level: TRewriteLevel;
  engine: string;
  feedback: string;
  onFeedbackChange: (feedback: string) => void;
  refining: boolean;
  /** Resolves true when the refinement came back (the field is cleared then). */
  onRefine: (feedback: string) => Promise<boolean>;
};

const CHARS = new Intl.NumberFormat('en-US');
const EXPLICIT_EDITS =
  'replace "X" with "Y", delete "X", insert "X" after "Y", insert "X" before "Y", append "X" (one per line)';

const hintFor = (engine: string) =>
  engine === 'builtin'
    ? `The built-in engine applies explicit edits only: ${EXPLICIT_EDITS}. Free-text instructions need an AI provider.`
    : `Describe the change in your own words, or give explicit edits: ${EXPLICIT_EDITS}.`;

const validate = (feedback: string): string | undefined => {
  if (feedback.trim() === '') return MESSAGES.fieldRequired;
  if (feedback.trim().length > MAX_FEEDBACK_CHARS)
    return `Keep the instruction to at most ${CHARS.format(MAX_FEEDBACK_CHARS)} characters.`;
  return undefined;
};

/** 'Guide a prompt to refine an output:': the reviewer's instruction for one rewrite. */
export function RefineForm({
  level,
  engine,
  feedback,
  onFeedbackChange,
  refining,
  onRefine,
}: TRefineFormProps) {
  const [error, setError] = useState<string | undefined>();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = validate(feedback);
    setError(problem);
    if (problem) return;
    if (await onRefine(feedback.trim())) onFeedbackChange('');
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        <Textarea
          label="Guide a prompt to refine an output:"
          name="user_feedback"
          required
          autosize
          minRows={3}
          maxRows={10}
          value={feedback}
          onChange={(event) => {
            onFeedbackChange(event.currentTarget.value);
            if (error) setError(undefined);
          }}
          description={hintFor(engine)}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          error={error}
        />
        <Group gap="md" wrap="wrap">
          <Button type="submit" loading={refining}>
            Refine Clause
          </Button>
          {refining && (
            <Group gap="xs" role="status">
              <Loader size="sm" />
              <Text c="dimmed">{refineWaitMessage(level)}</Text>
            </Group>
          )}
        </Group>
      </Stack>
    </form>
  );
}
