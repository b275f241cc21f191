import { Accordion, Button, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { TRewriteLevel } from '../../shared/schemas/review';
import { RedlineText } from '../../web/components/ui/redline-text';
import { LEVEL_NAMES } from '../../web/review/components/level-colors';
import { RefineForm } from '../../web/review/components/refine-form';
import type { TRewrite } from '../../web/review/components/rewrite-state';
import { Problem, WaitLine } from './status';

type TRewriteCardProps = {
  level: TRewriteLevel;
  rewrite: TRewrite;
  /** The rewrite is the clause as it stands: nothing to insert. */
  unchanged: boolean;
  engine: string;
  insertBusy: boolean;
  onInsert: () => void;
  onCheckAgain: () => void;
  refine: {
    feedback: string;
    onFeedbackChange: (feedback: string) => void;
    onRefine: (feedback: string) => Promise<boolean>;
  };
  /** The insertion's outcome line. */
  children?: ReactNode;
};

/** One rewrite: the changes it makes (the redline), 'Insert <level>', and Refine with feedback. */
export function RewriteCard({
  level,
  rewrite,
  unchanged,
  engine,
  insertBusy,
  onInsert,
  onCheckAgain,
  refine,
  children,
}: TRewriteCardProps) {
  const name = LEVEL_NAMES[level];
  const { strike } = rewrite;
  return (
    <Paper withBorder p="sm" radius="md" role="region" aria-label={`${name} rewrite`}>
      <Stack gap="xs">
        <Title order={3} size="h5">
          {`${name} rewrite`}
        </Title>
        {rewrite.warnings?.map((warning) => (
          <Text key={warning} size="xs" c="orange.8">{`Misses the playbook: ${warning}`}</Text>
        ))}
        {rewrite.note && (
          <Text size="xs" c="dimmed">
            {rewrite.note}
          </Text>
        )}
        {strike.state === 'pending' && <WaitLine>Working out the changes to mark up…</WaitLine>}
        {strike.state === 'failed' && (
          <Problem>
            {strike.message}{' '}
            <Button size="compact-xs" variant="light" color="red" onClick={onCheckAgain}>
              Check again
            </Button>
          </Problem>
        )}
        {strike.state === 'done' && <RedlineText markup={strike.markup} />}
        {unchanged ? (
          <Text
            size="sm"
            c="dimmed"
          >{`The clause already reads as the ${name.toLowerCase()} rewrite: nothing to insert.`}</Text>
        ) : (
          <Button
            onClick={onInsert}
            loading={insertBusy}
            disabled={strike.state !== 'done' || rewrite.refining}
            variant={level === 'preferred' ? 'filled' : 'light'}
          >
            {`Insert ${name.toLowerCase()}`}
          </Button>
        )}
        {children}
        <Accordion variant="contained" chevronPosition="left">
          <Accordion.Item value="refine">
            <Accordion.Control>
              <Text size="sm" fw={600}>
                Refine with feedback
              </Text>
            </Accordion.Control>
            <Accordion.Panel>
              <RefineForm
                level={level}
                engine={engine}
                feedback={refine.feedback}
                onFeedbackChange={refine.onFeedbackChange}
                refining={rewrite.refining}
                onRefine={refine.onRefine}
              />
            </Accordion.Panel>
          </Accordion.Item>
        </Accordion>
      </Stack>
    </Paper>
  );
}
