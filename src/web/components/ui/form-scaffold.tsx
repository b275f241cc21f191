import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import type { z } from 'zod';
import { MESSAGES } from '../../../shared/messages';
import { ConfirmModal } from './confirm-modal';
import { ErrorModal } from './error-modal';
import { parseFormValues, type TFieldErrors } from './form-errors';
import { StatusLine } from './status-line';

/** What the person is asked before a destructive request is sent. */
export type TConfirmation = { title: string; message: string; confirmLabel: string };

type TFormScaffoldProps<TSchema extends z.ZodType, TResult> = {
  /** The shared request schema the values are checked against before anything is sent. */
  schema: TSchema;
  /** The names of the form's own fields whose values are read from the form when it is sent. */
  fields?: readonly string[];
  /** Values the page keeps in state (selects, controlled fields), checked and sent with the fields. */
  values?: () => Record<string, unknown>;
  send: (request: z.output<TSchema>) => Promise<TResult>;
  /** Whether the answer is the success the spec names (e.g. a 201); any other shows 'Something went wrong…'. */
  succeeded?: (result: TResult) => boolean;
  /** The success line, e.g. 'Company added to the database'. */
  successLine: string;
  /** Shown above the success line, from the request that succeeded. */
  successDetails?: (request: z.output<TSchema>) => ReactNode;
  /** After a success: refresh lists, clear state the fields keep outside the form… */
  onSuccess?: (request: z.output<TSchema>, result: TResult) => void;
  /** After a check that failed, with the messages under the fields. */
  onInvalid?: (errors: TFieldErrors) => void;
  /** Set for destructive requests: asked first, sent only once confirmed. */
  confirm?: (request: z.output<TSchema>) => TConfirmation;
  /** Whether the fields go back to their default values after a success (default true). */
  resetOnSuccess?: boolean;
  submitLabel: string;
  submitColor?: string;
  submitDisabled?: boolean;
  /** Shown beside the submit button. */
  submitHint?: ReactNode;
  /**
   * For requests that take a while: the submit button's text while the request runs (e.g. 'Checking
   * the credentials…', beside a spinner, instead of a bare spinner) and a line under it saying why.
   */
  busy?: { label: string; explanation?: string };
  /** 'inline': the fields and the button on one line (one-field forms); 'stack' (default): one under another. */
  layout?: 'inline' | 'stack';
  maw?: number;
  /** When it changes (another record chosen), the success line and the messages under the fields go. */
  resetKey?: string;
  /** Further buttons of the error popup, e.g. 'Reload latest'; `close` dismisses the popup. */
  errorActions?: (error: unknown, close: () => void) => ReactNode;
  /** The fields, given the messages to show under them. */
  children: (fieldErrors: TFieldErrors) => ReactNode;
};

/**
 * Every admin and playbook form: checks the values with the shared schema (messages under the fields),
 * optionally asks for confirmation, sends, spins the submit button while busy, then shows the success
 * line (or 'Something went wrong…' for an unexpected success status) and resets the fields, or shows
 * the server's message in the error popup.
 */
export function FormScaffold<TSchema extends z.ZodType, TResult>({
  schema,
  fields = [],
  values,
  send,
  succeeded = () => true,
  successLine,
  successDetails,
  onSuccess,
  onInvalid,
  confirm,
  resetOnSuccess = true,
  submitLabel,
  submitColor,
  submitDisabled = false,
  submitHint,
  busy,
  layout = 'stack',
  maw,
  resetKey,
  errorActions,
  children,
}: TFormScaffoldProps<TSchema, TResult>) {
  type TRequest = z.output<TSchema>;
  const [fieldErrors, setFieldErrors] = useState<TFieldErrors>({});
  const [outcome, setOutcome] = useState<{ request: TRequest } | 'unexpected' | null>(null);
  // The request awaiting confirmation; kept while the dialog closes, so its text does not blank out.
  const [pending, setPending] = useState<{ request: TRequest; form: HTMLFormElement } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const mutation = useMutation({ mutationFn: send });
  const [shownKey, setShownKey] = useState(resetKey);
  if (shownKey !== resetKey) {
    setShownKey(resetKey);
    setOutcome(null);
    setFieldErrors({});
  }

  const run = (request: TRequest, form: HTMLFormElement) =>
    mutation.mutate(request, {
      onSuccess: (result) => {
        if (!succeeded(result)) {
          setOutcome('unexpected');
          return;
        }
        setOutcome({ request });
        if (resetOnSuccess) form.reset();
        onSuccess?.(request, result);
      },
      onSettled: () => setConfirming(false),
    });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // One request at a time: Enter in a field submits even while the button is busy.
    if (mutation.isPending) return;
    const form = event.currentTarget;
    setOutcome(null);
    const data = new FormData(form);
    const read = Object.fromEntries(fields.map((name) => [name, data.get(name)]));
    const parsed = parseFormValues(schema, { ...read, ...values?.() }, (errors) => {
      setFieldErrors(errors);
      if (Object.keys(errors).length > 0) onInvalid?.(errors);
    });
    if (parsed === undefined) return;
    if (!confirm) {
      run(parsed, form);
      return;
    }
    setPending({ request: parsed, form });
    setConfirming(true);
  };

  const labelledBusy = mutation.isPending && busy !== undefined;
  const button = (
    <Button
      type="submit"
      color={submitColor}
      loading={mutation.isPending && !labelledBusy}
      disabled={submitDisabled || labelledBusy}
      leftSection={labelledBusy ? <Loader size={14} color="currentColor" /> : undefined}
      mt={layout === 'inline' ? { base: 0, xs: 25 } : undefined}
      style={layout === 'stack' && !submitHint ? { alignSelf: 'flex-start' } : undefined}
    >
      {labelledBusy ? busy.label : submitLabel}
    </Button>
  );
  const busyLine = labelledBusy && busy.explanation && (
    <Text role="status" size="sm" c="dimmed">
      {busy.explanation}
    </Text>
  );
  const confirmation = pending && confirm ? confirm(pending.request) : null;

  return (
    <>
      <form onSubmit={submit} noValidate aria-busy={mutation.isPending || undefined}>
        <Stack gap="md" maw={maw}>
          {layout === 'inline' ? (
            <Group align="flex-start" gap="sm" wrap="wrap">
              {children(fieldErrors)}
              {button}
            </Group>
          ) : (
            <>
              {children(fieldErrors)}
              {submitHint ? (
                <Group gap="md" wrap="wrap">
                  {button}
                  {submitHint}
                </Group>
              ) : (
                button
              )}
            </>
          )}
          {busyLine}
          {outcome !== null && outcome !== 'unexpected' && (
            <>
              {successDetails?.(outcome.request)}
              <StatusLine tone="success">{successLine}</StatusLine>
            </>
          )}
          {outcome === 'unexpected' && <StatusLine tone="warning">{MESSAGES.somethingWentWrong}</StatusLine>}
        </Stack>
      </form>
      {confirm && (
        <ConfirmModal
          opened={confirming}
          title={confirmation?.title ?? ''}
          message={confirmation?.message ?? ''}
          confirmLabel={confirmation?.confirmLabel ?? ''}
          busy={mutation.isPending}
          onConfirm={() => {
            if (pending) run(pending.request, pending.form);
          }}
          onCancel={() => setConfirming(false)}
        />
      )}
      <ErrorModal
        error={mutation.error}
        onClose={mutation.reset}
        actions={mutation.error ? errorActions?.(mutation.error, mutation.reset) : undefined}
      />
    </>
  );
}
