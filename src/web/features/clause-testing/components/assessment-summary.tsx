import { Badge, Group, Stack, Text } from '@mantine/core';
import { GUIDELINE_LEVELS } from '../../../../shared/schemas/playbook';
import type { TTestClauseResult } from '../../../../shared/schemas/review';
import { LEVEL_COLORS, LEVEL_NAMES } from '../../../review/components/level-colors';

const percent = (score: number) => `${Math.round(Math.min(1, Math.max(0, score)) * 100)}%`;

type TAssessmentSummaryProps = {
  assessment: TTestClauseResult['assessment'];
  engine: string;
};

/** Which guideline level the tested clause is closest to, why, the scores, and the engine used. */
export function AssessmentSummary({ assessment, engine }: TAssessmentSummaryProps) {
  const { level, reason, scores } = assessment;
  return (
    <Stack gap={6} aria-label="Assessment" role="group">
      <Group gap="sm" wrap="wrap" justify="space-between">
        <Badge size="lg" variant="light" color={LEVEL_COLORS[level]} tt="none">
          {`Closest to: ${level}`}
        </Badge>
        <Text size="sm" c="dimmed">
          Engine: {engine}
        </Text>
      </Group>
      {reason !== '' && <Text size="sm">{reason}</Text>}
      {scores && (
        <Group gap="lg" wrap="wrap">
          {GUIDELINE_LEVELS.filter((name) => scores[name] !== undefined).map((name) => (
            <Text key={name} size="sm" c="dimmed">
              {LEVEL_NAMES[name]}:{' '}
              <Text span fw={600} c={`${LEVEL_COLORS[name]}.8`}>
                {percent(scores[name] ?? 0)}
              </Text>
            </Text>
          ))}
        </Group>
      )}
    </Stack>
  );
}
