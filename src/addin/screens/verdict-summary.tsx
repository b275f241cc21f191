import { Badge, Box, Group, Stack, Table, Text } from '@mantine/core';
import type { TAssessmentView, TTermRow } from '../../shared/schemas/review';
import { LEVEL_COLORS, LEVEL_NAMES } from '../../web/review/components/level-colors';

const metText = (met: boolean | null) => (met === null ? '—' : met ? 'met' : 'not met');

/** What a term needs at each level, in one dimmed line. */
const asks = (row: TTermRow) =>
  [
    row.preferred && `Preferred: ${row.preferred}`,
    row.acceptable && `Acceptable: ${row.acceptable}`,
    row.unacceptable && `Unacceptable: ${row.unacceptable}`,
  ]
    .filter(Boolean)
    .join(' · ');

/** The verdict, the reason and the term table, narrow enough for a task pane. */
export function VerdictSummary({ assessment, engine }: { assessment: TAssessmentView; engine: string }) {
  const terms = assessment.terms ?? [];
  return (
    <Stack gap="xs" role="group" aria-label="Assessment">
      <Group gap="xs" justify="space-between">
        <Badge size="lg" variant="light" color={LEVEL_COLORS[assessment.level]} tt="none">
          {`Verdict: ${LEVEL_NAMES[assessment.level]}`}
        </Badge>
        <Text size="xs" c="dimmed">{`Engine: ${engine}`}</Text>
      </Group>
      {assessment.reason !== '' && <Text size="sm">{assessment.reason}</Text>}
      {terms.length > 0 && (
        <Box style={{ overflowX: 'auto' }}>
          <Table fz="xs" verticalSpacing={4} horizontalSpacing={6} aria-label="Terms" withRowBorders>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Term</Table.Th>
                <Table.Th>Clause says</Table.Th>
                <Table.Th>Met</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {terms.map((row) => (
                <Table.Tr key={row.key}>
                  <Table.Td>
                    <Text fz="xs" fw={600}>
                      {row.term}
                    </Text>
                    <Text fz="xs" c="dimmed">
                      {asks(row)}
                    </Text>
                  </Table.Td>
                  <Table.Td style={{ overflowWrap: 'break-word' }}>
                    {row.clause ? (
                      `“${row.clause.text}”`
                    ) : (
                      <Text span fz="xs" c="dimmed">
                        not stated
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Text fz="xs">{`Preferred: ${metText(row.met.preferred)}`}</Text>
                    <Text fz="xs">{`Acceptable: ${metText(row.met.acceptable)}`}</Text>
                    {row.unacceptable_term && (
                      <Badge size="xs" color="red" variant="light" tt="none">
                        Unacceptable term
                      </Badge>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Box>
      )}
    </Stack>
  );
}
