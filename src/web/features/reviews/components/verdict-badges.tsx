import { Badge, Group, Text } from '@mantine/core';
import type { TDocumentReviewItem } from '../../../../shared/schemas/document-reviews';
import { GUIDELINE_LEVELS } from '../../../../shared/schemas/playbook';
import { LEVEL_COLORS, LEVEL_NAMES } from '../../../review/components/level-colors';

/** A completed review's matched clauses by verdict, as its report's header counts them. */
export function VerdictBadges({ review }: { review: TDocumentReviewItem }) {
  const { counts } = review;
  if (!counts)
    return (
      <Text c="dimmed" fz="sm">
        —
      </Text>
    );
  if (counts.matched === 0) {
    return (
      <Text c="dimmed" fz="sm">
        {`No clause of ${counts.clauses} matched the playbook`}
      </Text>
    );
  }
  return (
    <Group gap={4} wrap="wrap" role="group" aria-label={`Clauses of ${review.filename} by level reached`}>
      {GUIDELINE_LEVELS.map((level) => (
        <Badge key={level} size="sm" variant="light" color={LEVEL_COLORS[level]} tt="none">
          {`${counts[level]} ${LEVEL_NAMES[level].toLowerCase()}`}
        </Badge>
      ))}
      {counts.without_terms > 0 && (
        <Badge size="sm" variant="light" color="gray" tt="none">
          {`${counts.without_terms} without terms`}
        </Badge>
      )}
      {counts.not_assessed > 0 && (
        <Badge size="sm" variant="light" color="gray" tt="none">
          {`${counts.not_assessed} not assessed`}
        </Badge>
      )}
      {review.refined > 0 && (
        <Badge size="sm" variant="outline" color="indigo" tt="none">
          {`${review.refined} refined`}
        </Badge>
      )}
    </Group>
  );
}
