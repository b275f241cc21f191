import { Anchor, Badge, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { TMe } from '../../../../shared/schemas/auth';
import type { TDocumentReviewItem } from '../../../../shared/schemas/document-reviews';
import { DataTable, type TDataColumn } from '../../../components/ui/data-table';
import { DateTime } from '../../../components/ui/date-time';
import type { TPlaybookScope } from '../../playbook/api/playbook-scope';
import { reviewPath } from '../api/review-path';
import { DeleteReviewButton } from './delete-review-button';
import { mayDelete } from './may-delete';
import { ReviewStatus } from './review-status';
import { VerdictBadges } from './verdict-badges';

const FILE_KINDS = { pdf: 'PDF', docx: 'DOCX', txt: 'Text' } as const;

/** Who started a review, from where the reader sits: 'You', a colleague's name, or a master admin. */
function StartedBy({ review, me }: { review: TDocumentReviewItem; me: TMe }) {
  const { username, role } = review.started_by;
  if (username === null)
    return (
      <Text c="dimmed" fz="sm">
        Not recorded
      </Text>
    );
  const isMe = username === me.username && role === me.role;
  return (
    <Stack gap={2} align="flex-start">
      <Text fz="sm" fw={isMe ? 600 : undefined} style={{ overflowWrap: 'anywhere' }}>
        {isMe ? 'You' : username}
      </Text>
      {role === 'masteradmin' && (
        <Badge size="xs" variant="outline" color="gray" tt="none">
          master admin
        </Badge>
      )}
    </Stack>
  );
}

type TReviewsTableProps = {
  scope: TPlaybookScope;
  me: TMe;
  reviews: TDocumentReviewItem[];
  empty: string;
  onDeleted: () => void;
};

/** The company's document reviews: each row opens its report; a running one shows its progress. */
export function ReviewsTable({ scope, me, reviews, empty, onDeleted }: TReviewsTableProps) {
  const columns: TDataColumn<TDocumentReviewItem>[] = [
    {
      header: 'Document',
      breakAnywhere: true,
      cell: (review) => (
        <Stack gap={2}>
          <Anchor component={Link} to={reviewPath(scope, review.taskid)} fw={600} fz="sm">
            {review.filename}
          </Anchor>
          <Text fz="xs" c="dimmed">
            {FILE_KINDS[review.file_kind]}
          </Text>
        </Stack>
      ),
    },
    { header: 'Contract type', cell: (review) => <Text fz="sm">{review.contract}</Text> },
    { header: 'Started by', cell: (review) => <StartedBy review={review} me={me} /> },
    {
      header: 'Started',
      cell: (review) => (
        <Text fz="sm">
          <DateTime value={review.created_at} />
        </Text>
      ),
    },
    { header: 'Status', cell: (review) => <ReviewStatus review={review} /> },
    { header: 'Clauses by verdict', cell: (review) => <VerdictBadges review={review} /> },
    {
      header: 'Actions',
      width: 90,
      cell: (review) =>
        mayDelete(me, review.started_by) ? (
          <DeleteReviewButton
            scope={scope}
            taskId={review.taskid}
            filename={review.filename}
            onDeleted={onDeleted}
          />
        ) : null,
    },
  ];
  return (
    <DataTable
      label="Document reviews"
      columns={columns}
      rows={reviews}
      rowKey={(review) => review.taskid}
      minWidth={960}
      empty={empty}
    />
  );
}
