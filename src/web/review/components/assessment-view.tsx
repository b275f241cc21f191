import { Badge, Box, Code, Group, Stack, Switch, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { GUIDELINE_LEVELS } from '../../../shared/schemas/playbook';
import type { TAssessmentView, TTermRow } from '../../../shared/schemas/review';
import { DataTable, type TDataColumn } from '../../components/ui/data-table';
import { LEVEL_COLORS, LEVEL_NAMES, percent } from './level-colors';

const CLAUSE_BOX = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

/** "met" / "not met" / "—" for one level, in words so it does not rest on colour. */
const metText = (met: boolean | null) => (met === null ? '—' : met ? 'met' : 'not met');

const MetCell = ({ row }: { row: TTermRow }) => (
  <Stack gap={2}>
    {(['preferred', 'acceptable'] as const).map((level) => (
      <Text key={level} fz="xs" c={row.met[level] === false ? 'red.9' : row.met[level] ? 'teal.9' : 'dimmed'}>
        {`${LEVEL_NAMES[level]}: ${metText(row.met[level])}`}
      </Text>
    ))}
    {row.unacceptable_term && (
      <Badge size="xs" color="red" variant="light" tt="none">
        Unacceptable term
      </Badge>
    )}
  </Stack>
);

const COLUMNS: TDataColumn<TTermRow>[] = [
  { header: 'Term', cell: (row) => <Text fz="sm">{row.term}</Text>, width: 170 },
  {
    header: 'Clause says',
    cell: (row) =>
      row.clause ? (
        <Text fz="sm">{`"${row.clause.text}"`}</Text>
      ) : (
        <Text fz="sm" c="dimmed">
          not stated
        </Text>
      ),
    breakAnywhere: true,
  },
  { header: 'Preferred', cell: (row) => <Text fz="sm">{row.preferred ?? '—'}</Text> },
  { header: 'Acceptable', cell: (row) => <Text fz="sm">{row.acceptable ?? '—'}</Text> },
  // Without it a term only the unacceptable level states reads as two dashes.
  { header: 'Unacceptable', cell: (row) => <Text fz="sm">{row.unacceptable ?? '—'}</Text> },
  { header: 'Met', cell: (row) => <MetCell row={row} />, width: 150 },
];

/** The rule behind a row, shown on demand: its topic and the id a legal engineer can search the engine for. */
const WHY_COLUMN: TDataColumn<TTermRow> = {
  header: 'Why',
  cell: (row) =>
    row.rule ? (
      <Stack gap={2}>
        <Text fz="xs" c="dimmed">{`Topic: ${row.topic ?? '—'}`}</Text>
        <Code fz="xs">{row.rule}</Code>
      </Stack>
    ) : (
      <Text fz="xs" c="dimmed">
        not recorded
      </Text>
    ),
  breakAnywhere: true,
  width: 190,
};

/** The clause with the words each term was read from marked (unacceptable ones in red). */
export function MarkedClause({ clause, rows }: { clause: string; rows: TTermRow[] }) {
  const marks = rows
    .flatMap((row) =>
      row.clause ? [{ ...row.clause, unacceptable: row.unacceptable_term, term: row.term }] : [],
    )
    .filter(
      (mark) =>
        mark.start >= 0 && mark.end <= clause.length && clause.slice(mark.start, mark.end) === mark.text,
    )
    .sort((a, b) => a.start - b.start || b.end - a.end);
  const pieces: ReactNode[] = [];
  let at = 0;
  for (const mark of marks) {
    if (mark.start < at) continue;
    if (mark.start > at) pieces.push(clause.slice(at, mark.start));
    pieces.push(
      <Box
        component="mark"
        key={`${mark.start}-${mark.end}`}
        title={mark.term}
        px={2}
        bg={mark.unacceptable ? 'red.1' : 'yellow.2'}
        c="inherit"
        style={{ borderRadius: 3, textDecoration: mark.unacceptable ? 'underline wavy' : undefined }}
      >
        {clause.slice(mark.start, mark.end)}
      </Box>,
    );
    at = mark.end;
  }
  pieces.push(clause.slice(at));
  return (
    <Box
      component="p"
      m={0}
      p="sm"
      fz="sm"
      lh={1.7}
      bg="gray.0"
      style={{ ...CLAUSE_BOX, borderRadius: 'var(--mantine-radius-sm)' }}
    >
      {pieces}
    </Box>
  );
}

type TAssessmentViewProps = {
  assessment: TAssessmentView;
  /** The clause the assessment reads (its term quotes are offsets into it); shown marked unless it already is. */
  clause?: string;
  engine: string;
};

/**
 * The verdict and why: the level the clause meets, the reason, the AI's own reading beside it, the fit
 * to each level, the clause with the words each term was read from marked, and the term table.
 */
export function AssessmentView({ assessment, clause, engine }: TAssessmentViewProps) {
  const { level, reason, scores, terms = [], ai_level: aiLevel, ai_reason: aiReason } = assessment;
  const [showWhy, setShowWhy] = useState(false);
  return (
    <Stack gap="sm" aria-label="Assessment" role="group">
      <Group gap="sm" wrap="wrap" justify="space-between">
        <Badge size="lg" variant="light" color={LEVEL_COLORS[level]} tt="none">
          {`Verdict: ${LEVEL_NAMES[level]}`}
        </Badge>
        <Text size="sm" c="dimmed">
          Engine: {engine}
        </Text>
      </Group>
      {reason !== '' && <Text size="sm">{reason}</Text>}
      {aiReason && (
        <Text size="sm" c="dimmed">
          <Text span fw={600} c="dark.6">{`AI reading${aiLevel ? ` (${LEVEL_NAMES[aiLevel]})` : ''}: `}</Text>
          {aiReason}
        </Text>
      )}
      {scores && (
        <Group gap="lg" wrap="wrap">
          {GUIDELINE_LEVELS.filter((name) => scores[name] !== undefined).map((name) => (
            <Text key={name} size="sm" c="dimmed">
              {`Fit to ${LEVEL_NAMES[name].toLowerCase()}: `}
              <Text span fw={600} c={`${LEVEL_COLORS[name]}.9`}>
                {percent(scores[name] ?? 0)}
              </Text>
            </Text>
          ))}
        </Group>
      )}
      {terms.length > 0 && (
        <>
          <Group gap="sm" justify="space-between" wrap="wrap">
            <Text fz="sm" fw={600}>
              Terms read from the clause
            </Text>
            <Switch
              size="xs"
              label="Why: the rule behind each row"
              checked={showWhy}
              onChange={(event) => setShowWhy(event.currentTarget.checked)}
            />
          </Group>
          {clause !== undefined && <MarkedClause clause={clause} rows={terms} />}
          <DataTable
            label="Terms"
            columns={showWhy ? [...COLUMNS, WHY_COLUMN] : COLUMNS}
            rows={terms}
            rowKey={(row) => row.key}
            minWidth={640}
            empty="No terms."
          />
        </>
      )}
    </Stack>
  );
}
