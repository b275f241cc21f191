import { Button, Group, Modal, Text } from '@mantine/core';

type TConfirmModalProps = {
  opened: boolean;
  title: string;
  /** The question, e.g. 'Delete contract type "NDA"? …'. */
  message: string;
  confirmLabel: string;
  /** The confirmed action is running: the confirm button spins and the modal stays open. */
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** Asks before a destructive action: 'Cancel' (focused first) or the red confirm button. */
export function ConfirmModal({
  opened,
  title,
  message,
  confirmLabel,
  busy,
  onConfirm,
  onCancel,
}: TConfirmModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={() => {
        if (!busy) onCancel();
      }}
      title={title}
      centered
      closeOnClickOutside={!busy}
      closeOnEscape={!busy}
      withCloseButton={false}
    >
      <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel} disabled={busy} data-autofocus>
          Cancel
        </Button>
        <Button color="red" onClick={onConfirm} loading={busy}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
