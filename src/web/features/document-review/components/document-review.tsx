import { Alert, Box, Group, Loader, Text } from '@mantine/core';
import { type ReactNode, useEffect, useRef } from 'react';
import type { TPlaybookScope } from '../../playbook/api/playbook-scope';
import { DocumentReport } from './document-report';
import { DocumentReviewFailure } from './document-review-failure';
import { ReviewProgress, UploadProgress } from './document-review-progress';
import type { TDocumentReview } from './use-document-review';

type TDocumentReviewProps = {
  scope: TPlaybookScope;
  review: TDocumentReview;
  /** Clears the review and the chosen file, ready for another (offered where a file can be chosen). */
  onUploadAnother?: () => void;
};

/** What the document review shows under its form: the upload, the review's progress, why it failed, or the report. */
export function DocumentReview({ scope, review, onUploadAnother }: TDocumentReviewProps) {
  const box = useRef<HTMLDivElement>(null);
  const { phase } = review.state;
  // 'Test Clause' sits near the bottom of a laptop screen: bring the progress into view, and once the
  // review is done, the report's top, clear of the sticky top bar (two lines high on a phone).
  useEffect(() => {
    if (phase === 'uploading') box.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
    if (phase === 'completed') box.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, [phase]);
  if (phase === 'idle') return null;
  return (
    <Box ref={box} style={{ scrollMarginTop: 96 }}>
      {view(scope, review, onUploadAnother)}
    </Box>
  );
}

const view = (scope: TPlaybookScope, review: TDocumentReview, onUploadAnother?: () => void): ReactNode => {
  const { state } = review;
  switch (state.phase) {
    case 'idle':
      return null;
    case 'opening':
      return (
        <Group gap="xs" role="status">
          <Loader size="sm" />
          <Text c="dimmed">Opening the review…</Text>
        </Group>
      );
    case 'unavailable':
      return (
        <Alert color="red" variant="light" title="The review could not be opened" role="alert">
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {state.message}
          </Text>
        </Alert>
      );
    case 'uploading':
      return <UploadProgress filename={state.filename} fraction={state.fraction} onCancel={review.reset} />;
    case 'reviewing':
      return <ReviewProgress filename={state.filename} progress={state.progress} />;
    case 'failed':
      return (
        <DocumentReviewFailure
          title="The document could not be reviewed"
          filename={state.filename}
          message={state.message}
          onUploadAnother={onUploadAnother}
        />
      );
    case 'lost':
      return (
        <DocumentReviewFailure
          title="The review's progress is not available"
          filename={state.filename}
          message={state.message}
          onUploadAnother={onUploadAnother}
          onCheckAgain={review.checkAgain}
        />
      );
    case 'completed':
      return (
        <DocumentReport
          scope={scope}
          taskId={state.taskId}
          report={state.report}
          filesGone={state.filesGone}
          rewrites={review.rewrites}
          onRefine={review.refine}
          onCheckAgain={review.checkRewriteAgain}
        />
      );
  }
};
