import { useEffect, useState } from 'react';
import type { TCategorySuggestion } from '../../shared/schemas/addin';
import type { TPlaybookRoles } from '../../shared/schemas/playbook';
import { MAX_CLAUSE_CHARS } from '../../shared/schemas/review';
import { toApiError } from '../../web/api-client';
import { useClauseTest } from '../../web/features/clause-testing/components/use-clause-test';
import type { TPlaybookScope } from '../../web/features/playbook/api/playbook-scope';
import { keepOrFirst, keepOrPlaybookRole } from '../../web/features/playbook/components/read-playbook';
import { suggestCategory } from '../api/suggest-category';
import { readSelection } from '../word/word-actions';
import type { TCheckedText } from '../word/word-text';
import { useSessionEnded } from './session-ended';

const CHARS = new Intl.NumberFormat('en-US');

/** The selection as a clause to check, or what to do instead. */
const readClause = async (): Promise<{ checked: TCheckedText } | { problem: string }> => {
  let checked: TCheckedText;
  try {
    checked = await readSelection();
  } catch {
    return {
      problem: 'Word could not read the selection. Click into the document, select the clause and try again.',
    };
  }
  if (checked.clause === '') {
    return { problem: 'Nothing is selected. Select the clause in the document, then press Check selection.' };
  }
  if (checked.clause.length > MAX_CLAUSE_CHARS) {
    return {
      problem: `The selection has ${CHARS.format(checked.clause.length)} characters; select one clause of at most ${CHARS.format(MAX_CLAUSE_CHARS)}.`,
    };
  }
  return { checked };
};

/**
 * Check selection's state: the text read from Word, the category the classifier suggests (or the
 * lawyer chose), the role we act for (the playbook's own unless chosen), and the clause test (with its
 * refinements) of that text under that category. `checks` counts the checks, so that a result shows
 * as this check's only.
 */
export const useCheckSelection = (
  scope: TPlaybookScope,
  contract: string,
  categories: string[],
  roles: TPlaybookRoles,
) => {
  const clauseTest = useClauseTest(scope);
  const endSession = useSessionEnded();
  const [checked, setChecked] = useState<TCheckedText | null>(null);
  const [reading, setReading] = useState<'selection' | 'category' | null>(null);
  const [suggestion, setSuggestion] = useState<TCategorySuggestion | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [checks, setChecks] = useState(0);
  const category = keepOrFirst(chosen, categories);
  const [chosenRole, setChosenRole] = useState<string | null>(null);
  const weActFor = keepOrPlaybookRole(chosenRole, roles);

  useEffect(() => {
    if (clauseTest.error && toApiError(clauseTest.error).status === 401) endSession();
  }, [clauseTest.error, endSession]);

  const test = (text: TCheckedText, next: string, role = weActFor) =>
    void clauseTest.test({
      selected_contract: contract,
      selected_category: next,
      input_clause: text.clause,
      ...(role !== null && { we_act_for: role }),
    });

  /** The suggested category when the playbook has it, else the one chosen before. */
  const suggestFor = async (clause: string) => {
    try {
      const suggested = await suggestCategory(scope, contract, clause);
      setSuggestion(suggested);
      return suggested.category && categories.includes(suggested.category) ? suggested.category : category;
    } catch (error) {
      if (toApiError(error).status === 401) endSession();
      setSuggestion(null);
      return category;
    }
  };

  const check = async () => {
    setProblem(null);
    setChecks((count) => count + 1);
    setReading('selection');
    const read = await readClause();
    if ('problem' in read) {
      setReading(null);
      return setProblem(read.problem);
    }
    setChecked(read.checked);
    setReading('category');
    const next = await suggestFor(read.checked.clause);
    setReading(null);
    if (next === null)
      return setProblem(`"${contract}" has no clause categories yet: add one in Clausebook first.`);
    setChosen(next);
    test(read.checked, next);
  };

  const choose = (next: string) => {
    setChosen(next);
    setChecks((count) => count + 1);
    if (checked) test(checked, next);
  };

  /** Another role: the clause checked before is checked again from that side. */
  const chooseRole = (next: string) => {
    setChosenRole(next);
    if (!checked || category === null) return;
    setChecks((count) => count + 1);
    test(checked, category, next);
  };

  return {
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
  };
};
