import { Group, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import type { TMe } from '../../../../shared/schemas/auth';
import { ErrorModal } from '../../../components/ui/error-modal';
import { DocumentReview } from '../../document-review/components/document-review';
import type { TDocumentReviewState } from '../../document-review/components/document-review-state';
import { useDocumentReview } from '../../document-review/components/use-document-review';
import type { TPlaybookScope } from '../../playbook/api/playbook-scope';
import { DeleteReviewButton } from './delete-review-button';
import { mayDelete } from './may-delete';

/** The file a review is of, once the server has said. */
const filenameOf = (state: TDocumentReviewState) => {
  switch (state.phase) {
    case 'completed':
      return state.report.filename;
    case 'reviewing':
    case 'failed':
    case 'lost':
      return state.filename;
    default:
      return null;
  }
};

type TKeptReviewProps = {
  scope: TPlaybookScope;
  me: TMe;
  taskId: string;
  onDeleted: () => void;
};

/**
 * A review kept on the server, opened by its address: its report (refinements are kept with it), why
 * it failed, or its progress while it runs — polled again from where it stands each time the page is
 * opened. With 'Delete' once the server has said which file it is (for the user who ran it and
 * master admins).
 */
export function KeptReview({ scope, me, taskId, onDeleted }: TKeptReviewProps) {
  const review = useDocumentReview(scope);
  const { open } = review;
  // biome-ignore lint/correctness/useExhaustiveDependencies: opened once per review and company; `open` is new each render
  useEffect(() => {
    void open(taskId);
  }, [taskId, scope.companyId]);
  const filename = filenameOf(review.state);

  return (
    <Stack gap="md">
      {filename !== null && (
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Text c="dimmed" fz="sm">
            Anyone in your company can open this review from its address, refine its clauses and download its
            Word files.
          </Text>
          {mayDelete(me, review.startedBy) && (
            <DeleteReviewButton
              scope={scope}
              taskId={taskId}
              filename={filename}
              onDeleted={onDeleted}
              size="sm"
            />
          )}
        </Group>
      )}
      <DocumentReview scope={scope} review={review} />
      <ErrorModal error={review.error} onClose={review.clearError} />
    </Stack>
  );
}
