import { Button, Group, Text } from '@mantine/core';
import { type ComponentProps, lazy, Suspense, useState } from 'react';
import { toApiError } from '../../api-client';
import type { ErrorModal } from './error-modal';

type TErrorModalProps = ComponentProps<typeof ErrorModal>;

/**
 * If the popup's code cannot be downloaded (the network failed, which is also when a login fails with
 * 'Could not reach the Clausebook server…'), the error is still shown: in words, under the form.
 */
function InlineError({ error, onClose }: TErrorModalProps) {
  if (error === null || error === undefined) return null;
  return (
    <Group role="alert" justify="space-between" align="flex-start" gap="sm" mt="md" wrap="nowrap">
      <Text c="red.8" style={{ whiteSpace: 'pre-wrap', flex: 1 }}>
        {toApiError(error).detail}
      </Text>
      <Button onClick={onClose} variant="default" size="compact-sm" style={{ flexShrink: 0 }}>
        Close
      </Button>
    </Group>
  );
}

const loadErrorModal = () => import('./error-modal');

const ErrorModalCode = lazy(() =>
  loadErrorModal().then(
    (module) => ({ default: module.ErrorModal }),
    () => ({ default: InlineError }),
  ),
);

/** Starts downloading the error popup's code, e.g. when a form is sent, so a failure shows at once. */
export const preloadErrorModal = () => {
  loadErrorModal().catch(() => undefined);
};

/**
 * The error popup for pages that must stay light (the login forms): its code (Mantine's modal, focus
 * trap and scroll lock) downloads when it is first needed, then it stays mounted so that closing it
 * plays out as usual and gives the focus back.
 */
export function LazyErrorModal(props: TErrorModalProps) {
  const [needed, setNeeded] = useState(false);
  if (!needed && props.error !== null && props.error !== undefined) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ErrorModalCode {...props} />
    </Suspense>
  );
}
