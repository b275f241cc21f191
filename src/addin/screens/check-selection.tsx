import { Button, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { TCategorySuggestion } from '../../shared/schemas/addin';
import type { TPlaybook } from '../../shared/schemas/playbook';
import { MAX_CLAUSE_CHARS, REWRITE_LEVELS, type TRewriteLevel } from '../../shared/schemas/review';
import { toApiError } from '../../web/api-client';
import { useClauseTest } from '../../web/features/clause-testing/components/use-clause-test';
import type { TPlaybookScope } from '../../web/features/playbook/api/playbook-scope';
import { CategorySelect } from '../../web/features/playbook/components/category-select';
import { categoriesOf, guidelineOf, keepOrFirst } from '../../web/features/playbook/components/read-playbook';
import { suggestCategory } from '../api/suggest-category';
import { insertIntoSelection, readSelection } from '../word/word-actions';
import type { TCheckedText } from '../word/word-text';
import { commentText } from './comment-text';
import { insertOutcome, insertWait } from './insert-outcome';
import { RewriteCard } from './rewrite-card';
import { useSessionEnded } from './session-ended';
import { Problem, WaitLine } from './status';
import { useWordAction } from './use-word-action';
import { VerdictSummary } from './verdict-summary';
import { WordActionStatus } from './word-action-status';

const CHARS = new Intl.NumberFormat('en-US');

type TCheckSelectionProps = { scope: TPlaybookScope; playbook: TPlaybook; contract: string };

/**
 * 'Check selection': reads the selected text, suggests its category (the lawyer may change it, which
 * checks it again), shows the verdict with its reason and terms, and each rewrite with 'Insert
 * preferred' / 'Insert acceptable' and Refine with feedback.
 */
export function CheckSelection({ scope, playbook, contract }: TCheckSelectionProps) {
  const clauseTest = useClauseTest(scope);
  const endSession = useSessionEnded();
  const categories = categoriesOf(playbook, contract);
  const [checked, setChecked] = useState<TCheckedText | null>(null);
  const [reading, setReading] = useState<'selection' | 'category' | null>(null);
  const [suggestion, setSuggestion] = useState<TCategorySuggestion | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [feedback, setFeedback] = useState<Record<TRewriteLevel, string>>({ preferred: '', acceptable: '' });
  const insert = useWordAction();
  const [lastInserted, setLastInserted] = useState<TRewriteLevel | null>(null);
  /** How many checks were made: a result belongs to the last one only. */
  const [checks, setChecks] = useState(0);
  const category = keepOrFirst(chosen, categories);

  useEffect(() => {
    if (clauseTest.error && toApiError(clauseTest.error).status === 401) endSession();
  }, [clauseTest.error, endSession]);

  const test = (text: TCheckedText, next: string) =>
    void clauseTest.test({ selected_contract: contract, selected_category: next, input_clause: text.clause });

  const check = async () => {
    setProblem(null);
    setLastInserted(null);
    setChecks((count) => count + 1);
    setReading('selection');
    let read: TCheckedText;
    try {
      read = await readSelection();
    } catch {
      setReading(null);
      return setProblem(
        'Word could not read the selection. Click into the document, select the clause and try again.',
      );
    }
    if (read.clause === '') {
      setReading(null);
      return setProblem(
        'Nothing is selected. Select the clause in the document, then press Check selection.',
      );
    }
    if (read.clause.length > MAX_CLAUSE_CHARS) {
      setReading(null);
      return setProblem(
        `The selection has ${CHARS.format(read.clause.length)} characters; select one clause of at most ${CHARS.format(MAX_CLAUSE_CHARS)}.`,
      );
    }
    setChecked(read);
    setReading('category');
    let next = category;
    try {
      const suggested = await suggestCategory(scope, contract, read.clause);
      setSuggestion(suggested);
      if (suggested.category && categories.includes(suggested.category)) next = suggested.category;
    } catch (error) {
      if (toApiError(error).status === 401) return endSession();
      setSuggestion(null);
    }
    setReading(null);
    if (next === null)
      return setProblem(`"${contract}" has no clause categories yet: add one in Clausebook first.`);
    setChosen(next);
    test(read, next);
  };

  const choose = (next: string) => {
    setChosen(next);
    setLastInserted(null);
    setChecks((count) => count + 1);
    if (checked) test(checked, next);
  };

  const result = clauseTest.result;
  const insertLevel = (level: TRewriteLevel) => {
    if (!checked || !result) return;
    const strike = result.rewrites[level].strike;
    if (strike.state !== 'done') return;
    const { selected_contract: forContract, selected_category: forCategory } = result.request;
    const comment = commentText({
      level,
      contract: forContract,
      category: forCategory,
      assessment: result.assessment,
      position: guidelineOf(playbook, level, forContract, forCategory),
    });
    setLastInserted(level);
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

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        Select a clause in the document, then check it against the playbook.
      </Text>
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
      {clauseTest.error !== null && toApiError(clauseTest.error).status !== 401 && (
        <Problem>{toApiError(clauseTest.error).detail}</Problem>
      )}
      {result && checked && reading === null && !clauseTest.testing && (
        <Stack gap="sm" data-testid="check-result" data-check={checks}>
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
              {lastInserted === level && <WordActionStatus status={insert.status} />}
            </RewriteCard>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
