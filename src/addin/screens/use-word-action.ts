import { useState } from 'react';
import { MarkupError } from '../word/text-changes';

/** What a Word action left to say: what it did, or what went wrong and what to do. */
export type TWordActionState =
  | { state: 'idle' }
  | { state: 'busy'; doing: string }
  | { state: 'done'; said: string }
  | { state: 'failed'; problem: string };

/** Word's own errors (office.js) carry a code; the message is for developers, so it is kept short. */
const problemOf = (error: unknown) => {
  if (error instanceof MarkupError) return error.message;
  const code = (error as { code?: unknown } | null)?.code;
  return `Word stopped with an error${typeof code === 'string' ? ` (${code})` : ''} before finishing. Check the clause’s tracked changes (reject any half-made ones), select the clause again and retry.`;
};

/** Runs one Word action at a time, saying what it is doing, what it did, or what to do. */
export const useWordAction = () => {
  const [status, setStatus] = useState<TWordActionState>({ state: 'idle' });
  const run = async <T>(doing: string, action: () => Promise<T>, said: (result: T) => string) => {
    setStatus({ state: 'busy', doing });
    try {
      const result = await action();
      setStatus({ state: 'done', said: said(result) });
    } catch (error) {
      setStatus({ state: 'failed', problem: problemOf(error) });
    }
  };
  return { status, run, busy: status.state === 'busy' };
};
