import { Accordion, Alert, Box, Button, CopyButton, Group, Loader, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { TClauseRefinement } from '../../../shared/schemas/document-reviews';
import type { TRewriteLevel } from '../../../shared/schemas/review';
import { DateTime } from '../../components/ui/date-time';
import { RedlineText } from '../../components/ui/redline-text';
import { JudgmentNote } from './judgment-note';
import { RefineForm } from './refine-form';
import { LEVEL_TITLES, strikeWaitMessage, type TRewrite } from './rewrite-state';

type TRewritePanelProps = {
  level: TRewriteLevel;
  rewrite: TRewrite;
  /** The engine that produced the test result: the refine hint depends on it. */
  engine: string;
  feedback: string;
  onFeedbackChange: (feedback: string) => void;
  onRefine: (feedback: string) => Promise<boolean>;
  onCheckAgain: () => void;
  /** The line under the redline, saying what it is measured against. */
  redlineCaption?: string;
};

const DEFAULT_CAPTION =
  'Changes against the clause you entered: struck text is removed, underlined text is added.';

const CLAUSE_BOX = {
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
} as const;

/** Who refined a kept rewrite, and when: "Refined by dana (master admin) · 12 Mar 2025, 14:05". */
function RefinedBy({ refinement }: { refinement: TClauseRefinement }) {
  const { username, role } = refinement.refined_by;
  return (
    <Text size="xs" c="dimmed">
      {`Refined by ${username ?? 'someone'}${role === 'masteradmin' ? ' (master admin)' : ''} · `}
      <DateTime value={refinement.refined_at} />
    </Text>
  );
}

/** One tab of the result: the final clause (with Copy), its redline against the input, and the refine form. */
export function RewritePanel({
  level,
  rewrite,
  engine,
  feedback,
  onFeedbackChange,
  onRefine,
  onCheckAgain,
  redlineCaption = DEFAULT_CAPTION,
}: TRewritePanelProps) {
  const title = LEVEL_TITLES[level];
  const [open, setOpen] = useState<string[]>(['final', 'struck']);
  const { strike } = rewrite;

  return (
    <Stack gap="lg">
      {/* A refined rewrite is the reviewer's own text: its warnings say what it misses. */}
      {rewrite.status === 'needs_judgment' && !rewrite.refinedWith && (
        <JudgmentNote title={title} judgment={rewrite.judgment} />
      )}
      {rewrite.status === 'meets' && (
        <Text size="sm" c="dimmed" data-testid="rewrite-meets">
          {`The clause already meets the ${title.toLowerCase()} position: it is left as it is.`}
        </Text>
      )}
      {rewrite.warnings && rewrite.warnings.length > 0 && (
        <Alert
          color="yellow"
          variant="light"
          title={`This ${title.toLowerCase()} rewrite misses the playbook`}
          role="note"
        >
          <Stack gap={4}>
            {rewrite.warnings.map((warning) => (
              <Text key={warning} size="sm" style={CLAUSE_BOX}>
                {`• ${warning}`}
              </Text>
            ))}
          </Stack>
        </Alert>
      )}
      {rewrite.note && (
        <Alert
          color="blue"
          variant="light"
          title={`How this ${title.toLowerCase()} rewrite was made`}
          role="note"
        >
          <Text size="sm" style={CLAUSE_BOX}>
            {rewrite.note}
          </Text>
        </Alert>
      )}
      <Accordion multiple value={open} onChange={setOpen} variant="separated" chevronPosition="left">
        <Accordion.Item value="final">
          <Accordion.Control>
            <Text fw={600}>{`Final ${title} Clause`}</Text>
          </Accordion.Control>
          <Accordion.Panel>
            <Stack gap="sm">
              <Box
                component="p"
                m={0}
                p="sm"
                fz="sm"
                lh={1.6}
                bg="gray.0"
                style={{ ...CLAUSE_BOX, borderRadius: 'var(--mantine-radius-sm)' }}
                data-testid={`final-${level}-clause`}
              >
                {rewrite.final}
              </Box>
              <Group justify="space-between" gap="sm" wrap="wrap">
                <Stack gap={0}>
                  <Text size="xs" c="dimmed">
                    {rewrite.refinedWith ? `Refined with engine: ${rewrite.refinedWith}` : ''}
                  </Text>
                  {rewrite.refinement && <RefinedBy refinement={rewrite.refinement} />}
                </Stack>
                <CopyButton value={rewrite.final} timeout={2000}>
                  {({ copied, copy }) => (
                    <Button
                      size="xs"
                      variant={copied ? 'filled' : 'light'}
                      color={copied ? 'teal' : undefined}
                      onClick={copy}
                    >
                      {copied ? 'Copied' : 'Copy'}
                    </Button>
                  )}
                </CopyButton>
              </Group>
            </Stack>
          </Accordion.Panel>
        </Accordion.Item>
        <Accordion.Item value="struck">
          <Accordion.Control>
            <Text fw={600}>{`Striked ${title} Clause`}</Text>
          </Accordion.Control>
          <Accordion.Panel>
            {strike.state === 'pending' && (
              <Group gap="xs" role="status">
                <Loader size="sm" />
                <Text c="dimmed">{strikeWaitMessage(level, rewrite)}</Text>
              </Group>
            )}
            {strike.state === 'failed' && (
              <Alert color="red" variant="light" title="The redline is not available">
                <Text size="sm" style={CLAUSE_BOX}>
                  {strike.message}
                </Text>
                <Button mt="sm" size="xs" variant="light" color="red" onClick={onCheckAgain}>
                  Check again
                </Button>
              </Alert>
            )}
            {strike.state === 'done' && (
              <Stack gap="xs">
                <RedlineText markup={strike.markup} />
                <Text size="xs" c="dimmed">
                  {redlineCaption}
                </Text>
              </Stack>
            )}
          </Accordion.Panel>
        </Accordion.Item>
      </Accordion>
      <RefineForm
        level={level}
        engine={engine}
        feedback={feedback}
        onFeedbackChange={onFeedbackChange}
        refining={rewrite.refining}
        onRefine={onRefine}
      />
    </Stack>
  );
}
