import { Alert, Stack, Text } from '@mantine/core';
import type { TJudgmentView } from '../../../shared/schemas/review';

const TEXT = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

/**
 * A rewrite the engine could not make safely: the clause is left as it is, with why, what the clause
 * says, what the level asks and the guideline's wording as a suggestion (never applied for the reviewer).
 */
export function JudgmentNote({ title, judgment }: { title: string; judgment?: TJudgmentView }) {
  return (
    <Alert
      color="orange"
      variant="light"
      title="Needs your judgment"
      role="note"
      data-testid="needs-judgment"
    >
      <Stack gap={6}>
        <Text size="sm" style={TEXT}>
          {`The ${title.toLowerCase()} rewrite is the clause unchanged. ${judgment?.reason ?? 'No edit could be verified.'}`}
        </Text>
        {judgment && judgment.found.length > 0 && (
          <Text size="sm" style={TEXT}>{`The clause says: ${judgment.found.join('; ')}`}</Text>
        )}
        {judgment && judgment.asks.length > 0 && (
          <Stack gap={2}>
            <Text size="sm" fw={600}>
              What the level asks
            </Text>
            {judgment.asks.map((ask) => (
              <Text key={ask} size="sm" style={TEXT}>
                {`• ${ask}`}
              </Text>
            ))}
          </Stack>
        )}
        {judgment?.suggestion && (
          <Stack gap={2}>
            <Text size="sm" fw={600}>
              Suggested wording (not applied)
            </Text>
            <Text size="sm" style={TEXT} data-testid="judgment-suggestion">
              {judgment.suggestion}
            </Text>
          </Stack>
        )}
      </Stack>
    </Alert>
  );
}
