import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { TDocumentReviewState } from '../../document-review/components/document-review-state';
import type { TPlaybookScope } from '../../playbook/api/playbook-scope';
import { reviewPath } from '../api/review-path';

/** The review the server keeps for an upload, once it has one: a link to its page under Reviews. */
export function KeptReviewLink({ scope, state }: { scope: TPlaybookScope; state: TDocumentReviewState }) {
  if (state.phase === 'idle' || state.phase === 'uploading') return null;
  return (
    <Text fz="sm" c="dimmed">
      {'This review is kept for your company: '}
      <Anchor component={Link} to={reviewPath(scope, state.taskId)} fz="sm" underline="always">
        Open it in Reviews
      </Anchor>
      {' to come back to it, share its address with a colleague or delete it.'}
    </Text>
  );
}
