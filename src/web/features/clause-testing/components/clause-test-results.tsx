import { Divider, Stack } from '@mantine/core';
import type { TRewriteLevel } from '../../../../shared/schemas/review';
import { AssessmentView } from '../../../review/components/assessment-view';
import { RewriteTabs } from '../../../review/components/rewrite-tabs';
import { WeActForNote } from '../../../review/components/we-act-for-note';
import type { TClauseTestResult } from './clause-test-state';

type TClauseTestResultsProps = {
  result: TClauseTestResult;
  onRefine: (level: TRewriteLevel, feedback: string) => Promise<boolean>;
  onCheckAgain: (level: TRewriteLevel) => void;
};

/** The result panel: whom the test acted for, the assessment, then the tabs 'Preferred Clause' and 'Acceptable Clause'. */
export function ClauseTestResults({ result, onRefine, onCheckAgain }: TClauseTestResultsProps) {
  return (
    <Stack gap="md" component="section" aria-label="Clause test result">
      <Divider />
      <WeActForNote weActFor={result.weActFor} />
      <AssessmentView
        assessment={result.assessment}
        clause={result.request.input_clause}
        engine={result.engine}
      />
      <RewriteTabs
        rewrites={result.rewrites}
        engine={result.engine}
        onRefine={onRefine}
        onCheckAgain={onCheckAgain}
      />
    </Stack>
  );
}
