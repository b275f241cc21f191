import { Button, type ButtonProps } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { ErrorModal } from '../../../components/ui/error-modal';
import type { TPlaybookScope } from '../../playbook/api/playbook-scope';
import { deleteDocumentReview } from '../api/delete-document-review';

type TDeleteReviewButtonProps = {
  scope: TPlaybookScope;
  taskId: string;
  filename: string;
  /** Called once the server has deleted the review. */
  onDeleted: () => void;
  size?: ButtonProps['size'];
};

/**
 * 'Delete', then a confirmation naming the file: the review goes with its report, refinements, upload
 * and Word files. A refusal (not the reviewer's own, already gone…) shows the server's reason.
 */
export function DeleteReviewButton({
  scope,
  taskId,
  filename,
  onDeleted,
  size = 'xs',
}: TDeleteReviewButtonProps) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const confirm = async () => {
    setBusy(true);
    try {
      await deleteDocumentReview(scope, taskId);
      setConfirming(false);
      notifications.show({ title: 'Review deleted', message: filename, color: 'teal' });
      onDeleted();
    } catch (failure) {
      setConfirming(false);
      setError(failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        color="red"
        variant="light"
        size={size}
        onClick={() => setConfirming(true)}
        aria-label={`Delete ${filename}`}
      >
        Delete
      </Button>
      <ConfirmModal
        opened={confirming}
        title="Delete this review?"
        message={`Delete the review of "${filename}"? Its report, the refinements kept with it, the uploaded document and its Word files are deleted for everyone in the company. This cannot be undone.`}
        confirmLabel="Delete review"
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(false)}
      />
      <ErrorModal error={error} onClose={() => setError(null)} />
    </>
  );
}
