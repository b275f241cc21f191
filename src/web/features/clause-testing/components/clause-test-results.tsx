import { Divider, Stack, Tabs } from '@mantine/core';
import { useState } from 'react';
import { REWRITE_LEVELS, type TRewriteLevel } from '../../../../shared/schemas/review';
import { AssessmentSummary } from './assessment-summary';
import { LEVEL_TITLES, type TClauseTestResult } from './clause-test-state';
import { RewritePanel } from './rewrite-panel';

type TClauseTestResultsProps = {
  result: TClauseTestResult;
  onRefine: (level: TRewriteLevel, feedback: string) => Promise<boolean>;
  onCheckAgain: (level: TRewriteLevel) => void;
};

/**
 * The result panel: the assessment, then the tabs 'Preferred Clause' and 'Acceptable Clause'. Only the
 * open tab is mounted (so each label on the page is unique); the refine drafts live here and survive
 * switching tabs.
 */
export function ClauseTestResults({ result, onRefine, onCheckAgain }: TClauseTestResultsProps) {
  const [tab, setTab] = useState<string | null>('preferred');
  const [drafts, setDrafts] = useState<Record<TRewriteLevel, string>>({ preferred: '', acceptable: '' });

  return (
    <Stack gap="md" component="section" aria-label="Clause test result">
      <Divider />
      <AssessmentSummary assessment={result.assessment} engine={result.engine} />
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List>
          {REWRITE_LEVELS.map((level) => (
            <Tabs.Tab key={level} value={level}>
              {`${LEVEL_TITLES[level]} Clause`}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {REWRITE_LEVELS.map((level) => (
          <Tabs.Panel key={level} value={level} pt="md">
            <RewritePanel
              level={level}
              rewrite={result.rewrites[level]}
              engine={result.engine}
              feedback={drafts[level]}
              onFeedbackChange={(feedback) => setDrafts((current) => ({ ...current, [level]: feedback }))}
              onRefine={(feedback) => onRefine(level, feedback)}
              onCheckAgain={() => onCheckAgain(level)}
            />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
