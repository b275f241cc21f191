import { Badge, Progress, Stack, Text } from '@mantine/core';
import type { TDocumentReviewItem } from '../../../../shared/schemas/document-reviews';
import { DOCUMENT_STAGES, type TDocumentProgress } from '../../../../shared/schemas/documents';
import {
  describeStage,
  isCounted,
  stagePercent,
} from '../../document-review/components/document-review-state';

const QUEUED: TDocumentProgress = { stage: 'queued', done: 0, total: 1 };

/** The list's progress as the report's progress reads it (a stage it does not know reads as queued). */
const progressOf = (progress: TDocumentReviewItem['progress']): TDocumentProgress =>
  progress && (DOCUMENT_STAGES as readonly string[]).includes(progress.stage)
    ? (progress as TDocumentProgress)
    : QUEUED;

/** Where a review stands: running (its stage and how far), completed, or failed with its reason. */
export function ReviewStatus({ review }: { review: TDocumentReviewItem }) {
  if (review.status === 'completed') {
    return (
      <Badge color="teal" variant="light" tt="none">
        Completed
      </Badge>
    );
  }
  if (review.status === 'failed') {
    return (
      <Stack gap={4}>
        <Badge color="red" variant="light" tt="none">
          Failed
        </Badge>
        <Text fz="xs" c="red.9" lineClamp={3} style={{ overflowWrap: 'anywhere' }}>
          {review.error}
        </Text>
      </Stack>
    );
  }
  const progress = progressOf(review.progress);
  const percent = isCounted(progress) ? stagePercent(progress) : null;
  return (
    <Stack gap={4} miw={140}>
      <Badge color="indigo" variant="light" tt="none">
        Running
      </Badge>
      <Progress.Root size="sm">
        <Progress.Section
          value={percent ?? 100}
          animated
          striped
          withAria={false}
          role="progressbar"
          aria-label={`Progress of ${review.filename}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent ?? undefined}
          aria-valuetext={percent === null ? 'In progress' : `${percent}%`}
        />
      </Progress.Root>
      <Text fz="xs" c="dimmed">
        {describeStage(progress)}
      </Text>
    </Stack>
  );
}
