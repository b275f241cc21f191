import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { TReviewedClause } from '../../shared/schemas/documents';
import { REWRITE_LEVELS, type TRewriteLevel } from '../../shared/schemas/review';
import {
  ClauseTitle,
  clauseNumber,
} from '../../web/features/document-review/components/reviewed-clause-item';
import { LEVEL_COLORS, LEVEL_NAMES } from '../../web/review/components/level-colors';
import { goToClause, insertIntoClause } from '../word/word-actions';
import { insertOutcome, insertWait } from './insert-outcome';
import { useWordAction } from './use-word-action';
import { WordActionStatus } from './word-action-status';

type TFindingItemProps = {
  clause: TReviewedClause & { category: string; assessment: NonNullable<TReviewedClause['assessment']> };
  /** Which of the report's clauses with this same text it is (0 = the first). */
  occurrence: number;
  /** The Word comment for a rewrite of this clause. */
  comment: (level: TRewriteLevel) => string;
};

/** One finding of the document review: the clause, its verdict and why, 'Go to' and the inserts. */
export function FindingItem({ clause, occurrence, comment }: TFindingItemProps) {
  const action = useWordAction();
  const ref = { text: clause.text, occurrence };
  const markupOf = (level: TRewriteLevel) => clause[`${level}_striked_clause`];
  const unchanged = (level: TRewriteLevel) => clause[`${level}_final_clause`] === clause.text;

  const insert = (level: TRewriteLevel) => {
    const markup = markupOf(level);
    if (markup === null) return;
    void action.run(
      insertWait(level),
      () => insertIntoClause(ref, markup, comment(level)),
      (outcome) => insertOutcome(level, outcome),
    );
  };

  return (
    <Paper withBorder p="sm" radius="md" component="li" aria-label={`Clause ${clauseNumber(clause)}`}>
      <Stack gap={6}>
        <Group gap="xs" justify="space-between" wrap="nowrap" align="flex-start">
          <ClauseTitle clause={clause} />
          <Badge
            variant="light"
            color={LEVEL_COLORS[clause.assessment.level]}
            tt="none"
            style={{ flexShrink: 0 }}
          >
            {LEVEL_NAMES[clause.assessment.level]}
          </Badge>
        </Group>
        <Text size="xs" c="dimmed">{`#${clauseNumber(clause)} · ${clause.category}`}</Text>
        <Text size="sm" lineClamp={4}>
          {clause.assessment.reason}
        </Text>
        <Group gap="xs">
          <Button
            size="compact-sm"
            variant="default"
            disabled={action.busy}
            onClick={() =>
              void action.run(
                'Finding the clause in the document…',
                () => goToClause(ref),
                () => 'Selected the clause in the document.',
              )
            }
          >
            Go to
          </Button>
          {REWRITE_LEVELS.map((level) => (
            <Button
              key={level}
              size="compact-sm"
              variant={level === 'preferred' ? 'filled' : 'light'}
              disabled={action.busy || markupOf(level) === null || unchanged(level)}
              title={unchanged(level) ? `The clause already reads as the ${level} rewrite.` : undefined}
              onClick={() => insert(level)}
            >
              {`Insert ${LEVEL_NAMES[level].toLowerCase()}`}
            </Button>
          ))}
        </Group>
        <WordActionStatus status={action.status} />
      </Stack>
    </Paper>
  );
}
