import { NAMED_INSTRUMENT } from '../terms/adapt-guideline-text';
import type { TRewriteLevel } from '../terms/assess-clause';
import { instrumentSelfName, isUnilateralInstrument } from '../terms/clause-spelling';
import { COMMON_DEFINED_TERMS, PARTY_SIDES, PLACES, SUBJECT_VERBS } from '../terms/legal-vocabulary';
import type { TPlaybookPositions } from '../terms/playbook-positions';
import { escapeRegExp } from '../terms/text-tokens';
import { insertedText, quoted } from './inserted-text';
import type { TRewriteCheck } from './verify-input';

/** Capitalised words any contract may use without defining them. */
const GENERIC_CAPITALS = new Set(
  [
    'agreement',
    'party',
    'parties',
    'section',
    'sections',
    'clause',
    'clauses',
    'article',
    'schedule',
    'exhibit',
    'annex',
    'appendix',
    'i',
    'state',
    'states',
    'united',
    'federal',
    'court',
    'courts',
    'county',
    'district',
    'commonwealth',
    'province',
    'republic',
    'effective',
    'date',
    'january',
    'february',
    'march',
    'april',
    'may',
    'june',
    'july',
    'august',
    'september',
    'october',
    'november',
    'december',
  ].concat(
    Object.values(PLACES)
      .flat()
      .flatMap((name) => name.split(/\s+/)),
  ),
);

/** Role words a party goes by ("supplier", "licensee"); "company", "user" and "member" are also plain words. */
const ROLE_WORDS = new Set(
  Object.values(PARTY_SIDES)
    .flat()
    .filter((word) => !/\s/.test(word) && !['company', 'user', 'member', 'agency'].includes(word)),
);

const WORD = /[\p{L}][\p{L}\p{N}'’-]*/gu;

/** Words of a text with whether each opens a sentence (or a list item, or the text). */
const wordsOf = (text: string) =>
  [...text.matchAll(WORD)].map((match) => {
    const before = text.slice(0, match.index).trimEnd();
    return {
      word: match[0].replace(/['’]s$/i, ''),
      opensSentence: before === '' || /[.:;!?(\]]$/.test(before) || /\([a-z0-9]+\)$/i.test(before),
    };
  });

const isCapitalised = (word: string) => /^\p{Lu}/u.test(word);

/**
 * The clause's defined terms: runs of capitalised words it writes inside a sentence, outside quotation
 * marks ("the Supplier", "any Confidential Information"), none of them a generic capital or in capitals.
 */
const definedPhrases = (clause: string) => {
  const phrases = new Set<string>();
  const runs = clause.matchAll(
    /(?<![\p{L}"“'‘])\p{Lu}\p{Ll}+(?:\s+(?:of\s+)?\p{Lu}\p{Ll}+)*(?![\p{L}"”'’])/gu,
  );
  for (const run of runs) {
    const before = clause.slice(0, run.index).trimEnd();
    if (before === '' || /[.:;!?(\]"“]$/.test(before) || /\([a-z0-9]+\)$/i.test(before)) continue;
    const words = run[0].split(/\s+/).filter((word) => word !== 'of');
    if (words.every((word) => GENERIC_CAPITALS.has(word.toLowerCase()))) continue;
    phrases.add(run[0]);
  }
  return phrases;
};

/**
 * (d) An edit brings in no party name, role or defined term the clause (or, in a document, the contract's
 * parties) does not use, and writes the clause's defined terms with their capitals: "Customer" put into a
 * distribution deal, "Intellectual Property Rights" where the clause defines none, "the supplier" where
 * the clause writes "Supplier".
 */
export const addsNoPartyOrDefinedTerm: TRewriteCheck = {
  id: 'no-new-party-or-defined-term',
  rule: "an edit uses only the clause's parties and defined terms, with their capitals",
  check: ({ clause, rewrite, assessment, rewriteAssessment, playbook, level }) => {
    // The words that state a term the level asks for name a place or an instrument, not a party: "New
    // Castle County", "the United Nations Convention on Contracts for the International Sale of Goods".
    const asked = new Set(
      playbook.positions.filter((position) => position.statements[level]).map((position) => position.termKey),
    );
    const statingAskedTerms = rewriteAssessment.reading.terms
      .filter((term) => asked.has(term.key) && term.kind !== 'who')
      .map((term) => term.quote.text);
    // The contract type's own vocabulary: a name the playbook writes at this level and another (an NDA's
    // "Confidential Information"). Party roles are never taken from the playbook.
    const { vocabulary, playbookTerms } = playbookWords(playbook, level);
    const known = new Set(
      [
        clause,
        ...statingAskedTerms,
        ...vocabulary,
        ...(assessment.context.parties ?? []).map((party) => party.name),
      ]
        .flatMap((text) => text.match(WORD) ?? [])
        .map((word) => word.replace(/['’]s$/i, '').toLowerCase()),
    );
    const defined = definedPhrases(clause);
    const failures = new Set<string>();
    // A term the rewrite defines itself ('(the "Receiving Party")') is its own.
    const definedInRewrite = new Set(
      [...rewrite.matchAll(/["“]([^"”]{1,60})["”]/g)].flatMap((m) =>
        (m[1]?.match(WORD) ?? []).map((w) => w.toLowerCase()),
      ),
    );
    const added = insertedText(clause, rewrite);
    for (const phrase of defined) {
      const lower = new RegExp(`\\b${phrase.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`);
      if (added.some((text) => lower.test(text)))
        failures.add(
          `writes ${quoted(phrase.toLowerCase())} where the clause writes the defined term ${quoted(phrase)}`,
        );
    }
    // A place or instrument stating a term the level asks for ("New Castle County") is no such term.
    const askedWords = statingAskedTerms.join(' ').toLowerCase();
    for (const { phrase, message } of playbookTermsBroughtIn(
      clause,
      rewrite,
      playbookTerms,
      definedInRewrite,
    ))
      if (!askedWords.includes(phrase)) failures.add(message);
    for (const added of insertedText(clause, rewrite))
      for (const { word, opensSentence } of wordsOf(added.replace(NAMED_INSTRUMENT, ' '))) {
        const lower = word.toLowerCase();
        if (known.has(lower) || definedInRewrite.has(lower)) continue;
        const role = ROLE_WORDS.has(lower);
        // A word in capitals is the clause's style (or an acronym), not a defined term of its own.
        const capitals = word.length > 1 && word === word.toUpperCase();
        if (role || (isCapitalised(word) && !capitals && !opensSentence && !GENERIC_CAPITALS.has(lower)))
          failures.add(
            `brings in ${quoted(word)}, a ${role ? 'party role' : 'defined term or name'} the clause does not use`,
          );
      }
    // A name the levels share is still the playbook's party, not the contract type's vocabulary.
    const partiesKnown = [clause, ...(assessment.context.parties ?? []).map((party) => party.name)];
    for (const name of partyNamesInCapitals(playbook.guidelines[level]))
      if (
        !partiesKnown.some((text) => says(text, name)) &&
        insertedText(clause, rewrite).some((text) => says(text, name))
      )
        failures.add(`brings in ${quoted(name)}, a party name of the playbook the clause does not use`);
    const self = instrumentSelfName(clause, true);
    const party = insertedText(clause, rewrite)
      .join(' ')
      .match(/\bpart(?:y|ies)\b/i);
    if (self && isUnilateralInstrument(self) && party && !/\bpart(?:y|ies)\b/i.test(clause))
      failures.add(
        `brings in ${quoted(party[0])} into ${quoted(`this ${self}`)}, which one person makes alone`,
      );
    return [...failures];
  },
};

/**
 * The names the level's text writes in capitals as a party's, amid words in lower case ("MMMW's entire
 * liability", "MMMW shall not be liable"): its own parties' names. In a clause written in capitals such
 * a name looks like the clause's style, so it is found in the level's text, where it stands out.
 */
const partyNamesInCapitals = (guideline: string) =>
  new Set(
    [
      ...guideline.matchAll(
        new RegExp(`\\b(\\p{Lu}[\\p{Lu}\\p{N}&]+)(?:['’]s\\b|\\s+(?:${SUBJECT_VERBS.join('|')})\\b)`, 'gu'),
      ),
    ].map((match) => match[1] as string),
  );

const says = (text: string, name: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(name)}(?![\\p{L}\\p{N}])`, 'iu').test(text);

const COMMON = new Set(COMMON_DEFINED_TERMS.map((term) => term.toLowerCase()));
/** A place or forum by its name ("New Castle County", "the Southern District"), not a defined term. */
const PLACE_KIND = /\b(?:County|State|District|Province|Commonwealth|Republic|City|Court|Courts)\b/;

/** A level's defined terms, as a regular expression of their words (PLAYBOOK_TERMS). */
type TPlaybookTerm = { phrase: string; words: RegExp };

/**
 * The words of a level that another level writes too (the contract type's vocabulary), and the level's
 * defined terms that are not a party role, a common term or a place: read once per playbook and level,
 * as they depend on nothing else (a playbook never changes once built).
 */
const PLAYBOOK_WORDS = new WeakMap<
  TPlaybookPositions,
  Partial<Record<TRewriteLevel, { vocabulary: string[]; playbookTerms: TPlaybookTerm[] }>>
>();
const playbookWords = (playbook: TPlaybookPositions, level: TRewriteLevel) => {
  const read = PLAYBOOK_WORDS.get(playbook) ?? {};
  PLAYBOOK_WORDS.set(playbook, read);
  read[level] ??= readPlaybookWords(playbook.guidelines, level);
  return read[level];
};

const readPlaybookWords = (guidelines: TPlaybookPositions['guidelines'], level: TRewriteLevel) => {
  const levelWords = (text: string) => new Set((text.match(WORD) ?? []).map((w) => w.toLowerCase()));
  const own = levelWords(guidelines[level]);
  const other = levelWords(guidelines[level === 'preferred' ? 'acceptable' : 'preferred']);
  return {
    vocabulary: [...own].filter((word) => other.has(word) && !ROLE_WORDS.has(word)),
    // A law or convention by its name is no defined term of the playbook.
    playbookTerms: [...definedPhrases(guidelines[level].replace(NAMED_INSTRUMENT, ' '))]
      .filter((phrase) => !ROLE_WORDS.has(phrase.toLowerCase()) && !COMMON.has(phrase.toLowerCase()))
      .filter((phrase) => !PLACE_KIND.test(phrase))
      .map((phrase) => ({ phrase, words: new RegExp(`\\b${escapeRegExp(phrase.toLowerCase())}\\b`) })),
  };
};

/**
 * The playbook's own defined terms ("Deliverables", "Statement of Work", "Customer Data") that an edit
 * brings into a clause that does not use them, in capitals or written as ordinary words: they name
 * things a contract of another kind (a sale of goods, a licence) does not have. Terms nearly every
 * contract defines ("Agreement", "Confidential Information") and those the edit defines itself pass.
 */
const playbookTermsBroughtIn = (
  clause: string,
  rewrite: string,
  playbookTerms: readonly TPlaybookTerm[],
  definedInRewrite: ReadonlySet<string>,
) => {
  const added = insertedText(clause, rewrite).join(' ').toLowerCase();
  const own = clause.toLowerCase();
  return playbookTerms
    .filter(({ phrase }) => !phrase.split(/\s+/).every((word) => definedInRewrite.has(word.toLowerCase())))
    .filter(({ words }) => words.test(added) && !words.test(own))
    .map(({ phrase }) => ({
      phrase: phrase.toLowerCase(),
      message: `brings in ${quoted(phrase.toLowerCase())}, a term of the playbook the clause does not use`,
    }));
};
