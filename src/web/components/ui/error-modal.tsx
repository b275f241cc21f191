import { Button, Group, Modal, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { toApiError } from '../../api-client';

type TErrorModalProps = {
  /** The failure to show; the modal is open while it is set. */
  error: unknown;
  onClose: () => void;
  /** Further buttons shown before 'Close' (e.g. 'Reload latest'). */
  actions?: ReactNode;
};

/** The error popup: title 'Error', the answer's `detail`, closed by the 'Close' button. */
export function ErrorModal({ error, onClose, actions }: TErrorModalProps) {
  const opened = error !== null && error !== undefined;
  return (
    <Modal opened={opened} onClose={onClose} title="Error" withCloseButton={false} centered>
      <Text c="red.8" style={{ whiteSpace: 'pre-wrap' }}>
        {opened ? toApiError(error).detail : ''}
      </Text>
      <Group justify="flex-end" mt="lg">
        {opened && actions}
        <Button onClick={onClose} variant="default">
          Close
        </Button>
      </Group>
    </Modal>
  );
}
