import { Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { TPlaybook } from '../../shared/schemas/playbook';
import { REWRITE_LEVELS, type TRewriteLevel } from '../../shared/schemas/review';
import { toApiError } from '../../web/api-client';
import type { TPlaybookScope } from '../../web/features/playbook/api/playbook-scope';
import { CategorySelect } from '../../web/features/playbook/components/category-select';
import { categoriesOf, guidelineOf, rolesOf } from '../../web/features/playbook/components/read-playbook';
import { RoleSelect } from '../../web/features/playbook/components/role-select';
import { WeActForNote } from '../../web/review/components/we-act-for-note';
import { insertIntoSelection } from '../word/word-actions';
import { commentText } from './comment-text';
import { insertOutcome, insertWait } from './insert-outcome';
import { RewriteCard } from './rewrite-card';
import { Problem, WaitLine } from './status';
import { useCheckSelection } from './use-check-selection';
import { useWordAction } from './use-word-action';
import { VerdictSummary } from './verdict-summary';
import { WordActionStatus } from './word-action-status';

type TCheckSelectionProps = { scope: TPlaybookScope; playbook: TPlaybook; contract: string };

/**
 * 'Check selection': reads the selected text, suggests its category (the lawyer may change it, which
 * checks it again), shows the verdict with its reason and terms, and each rewrite with 'Insert
 * preferred' / 'Insert acceptable' and Refine with feedback.
 */
export function CheckSelection({ scope, playbook, contract }: TCheckSelectionProps) {
  const categories = categoriesOf(playbook, contract);
  const roles = rolesOf(playbook, contract);
  const {
    clauseTest,
    checked,
    reading,
    suggestion,
    category,
    weActFor,
    problem,
    checks,
    check,
    choose,
    chooseRole,
  } = useCheckSelection(scope, contract, categories, roles);
  const [feedback, setFeedback] = useState<Record<TRewriteLevel, string>>({ preferred: '', acceptable: '' });
  const insert = useWordAction();
  /** The level last inserted for this check: its card shows the outcome. */
  const [lastInserted, setLastInserted] = useState<{ level: TRewriteLevel; check: number } | null>(null);
  const result = clauseTest.result;

  const insertLevel = (level: TRewriteLevel) => {
    const strike = result?.rewrites[level].strike;
    if (!checked || !result || strike?.state !== 'done') return;
    const { selected_contract: forContract, selected_category: forCategory } = result.request;
    const comment = commentText({
      level,
      contract: forContract,
      category: forCategory,
      assessment: result.assessment,
      position: guidelineOf(playbook, level, forContract, forCategory),
    });
    setLastInserted({ level, check: checks });
    void insert.run(
      insertWait(level),
      () => insertIntoSelection(checked, strike.markup, comment),
      (outcome) => insertOutcome(level, outcome),
    );
  };

  const suggestionNote = suggestion?.category
    ? `Suggested from the clause’s words: ${suggestion.category}${suggestion.sure ? '' : ' (not sure)'}. Change it if it is wrong.`
    : suggestion
      ? 'No category fits the clause clearly: choose one.'
      : undefined;
  const testFailure = clauseTest.error !== null ? toApiError(clauseTest.error) : null;

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        Select a clause in the document, then check it against the playbook.
      </Text>
      <RoleSelect roles={roles} value={weActFor} onChange={chooseRole} size="xs" />
      <Button onClick={() => void check()} loading={reading !== null} disabled={clauseTest.testing}>
        Check selection
      </Button>
      {reading === 'selection' && <WaitLine>Reading the selection in Word…</WaitLine>}
      {reading === 'category' && <WaitLine>Working out the clause’s category…</WaitLine>}
      {problem && <Problem>{problem}</Problem>}
      {checked && category !== null && (
        <Stack gap={4}>
          <CategorySelect
            label="Clause Category"
            categories={categories}
            value={category}
            onChange={choose}
          />
          {suggestionNote && (
            <Text size="xs" c="dimmed">
              {suggestionNote}
            </Text>
          )}
        </Stack>
      )}
      {clauseTest.testing && <WaitLine>Checking the clause against your playbook…</WaitLine>}
      {testFailure && testFailure.status !== 401 && <Problem>{testFailure.detail}</Problem>}
      {result && checked && reading === null && !clauseTest.testing && (
        <Stack gap="sm" data-testid="check-result" data-check={checks}>
          <WeActForNote weActFor={result.weActFor} size="xs" />
          <VerdictSummary assessment={result.assessment} engine={result.engine} />
          {REWRITE_LEVELS.map((level) => (
            <RewriteCard
              key={level}
              level={level}
              rewrite={result.rewrites[level]}
              unchanged={result.rewrites[level].final === result.request.input_clause}
              engine={result.engine}
              insertBusy={insert.busy}
              onInsert={() => insertLevel(level)}
              onCheckAgain={() => clauseTest.checkAgain(level)}
              refine={{
                feedback: feedback[level],
                onFeedbackChange: (next) => setFeedback((current) => ({ ...current, [level]: next })),
                onRefine: (text) => clauseTest.refine(level, text),
              }}
            >
              {lastInserted?.level === level && lastInserted.check === checks && (
                <WordActionStatus status={insert.status} />
              )}
            </RewriteCard>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
