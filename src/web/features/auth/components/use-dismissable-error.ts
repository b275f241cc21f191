import { useState } from 'react';

/** The error of the latest result until the person closes it; a new submission shows its error again. */
export const useDismissableError = <T extends { error?: unknown }>(result: T | undefined) => {
  const [dismissed, setDismissed] = useState<T | undefined>(undefined);
  const error = result !== undefined && result !== dismissed ? (result.error ?? null) : null;
  return { error, dismiss: () => setDismissed(result) };
};
