/**
 * A light English stemmer for matching clause vocabulary across word forms: "terminate",
 * "termination", "terminating" → "termin"; "assignment", "assigned", "assignable" → "assign";
 * "licenses", "licensing" → "licens" (agent nouns such as "licensee" and "licensor" stay apart: they
 * name different parties). Deliberately small (suffix rules in the spirit of
 * Porter's), deterministic, and only ever used to compare words with each other.
 */
const MIN_STEM = 3;

/** Inflections: plurals, past tense, -ing. */
const inflection = (word: string): string => {
  if (word.endsWith('sses')) return word.slice(0, -2);
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (word.endsWith('ied') && word.length > 4) return `${word.slice(0, -3)}y`;
  for (const suffix of ['ing', 'ed']) {
    if (word.endsWith(suffix) && word.length - suffix.length >= MIN_STEM) {
      const stem = word.slice(0, -suffix.length);
      if (!/[aeiouy]/.test(stem)) return word;
      // "terminat(ed)" → "terminate", "licens(ed)" → "license", "commenc(ing)" → "commence";
      // "committ(ed)" → "commit".
      if (/(at|bl|iz|is|ur|ag|ic|iv|ns|nc|rc|lv|rv|uc)$/.test(stem)) return `${stem}e`;
      if (/([bdfgmnprt])\1$/.test(stem)) return stem.slice(0, -1);
      return stem;
    }
  }
  if (word.endsWith('s') && !/(ss|us|is)$/.test(word) && word.length > MIN_STEM) return word.slice(0, -1);
  return word;
};

/** Derivational suffixes, longest first; each maps to what is left in its place. */
const DERIVATIONS: [string, string][] = [
  ['ification', ''],
  ['ization', 'ize'],
  ['isation', 'ize'],
  ['ational', 'ate'],
  ['ivities', ''],
  ['ability', ''],
  ['ibility', ''],
  ['fulness', ''],
  ['iveness', ''],
  ['ivity', ''],
  ['itive', ''],
  ['ation', 'ate'],
  ['ition', ''],
  ['ility', 'il'],
  ['ively', ''],
  ['ably', ''],
  ['ibly', ''],
  ['ment', ''],
  ['ness', ''],
  ['ship', ''],
  ['ance', ''],
  ['ence', ''],
  ['able', ''],
  ['ible', ''],
  ['iary', ''],
  ['ify', ''],
  ['ity', ''],
  ['ive', ''],
  ['ial', ''],
  ['ful', ''],
  ['ous', ''],
  ['ize', ''],
  ['ise', ''],
  ['ate', ''],
  ['al', ''],
  ['ly', ''],
  ['er', ''],
];

const derivation = (word: string): string => {
  for (const [suffix, replacement] of DERIVATIONS) {
    if (word.endsWith(suffix) && word.length - suffix.length >= MIN_STEM) {
      return word.slice(0, -suffix.length) + replacement;
    }
  }
  return word;
};

/**
 * Words whose suffix carries the meaning in contracts: "the Effective Date" is not "the effect of
 * termination"; or whose stem would be another word: "notify" and "noted" are not "not".
 */
const KEPT_APART: Record<string, string> = {
  effective: 'effectiv',
  effectively: 'effectiv',
  effectiveness: 'effectiv',
  // Not "not": "notify", "noted" are no negation; "cannot" is one.
  notify: 'notif',
  notifies: 'notif',
  notified: 'notif',
  notifying: 'notif',
  notification: 'notif',
  notifications: 'notif',
  noted: 'note',
  noting: 'note',
  notable: 'notabl',
  notably: 'notabl',
  notation: 'notat',
  notations: 'notat',
  cannot: 'not',
};

const cache = new Map<string, string>();

export const stem = (word: string): string => {
  const known = cache.get(word);
  if (known !== undefined) return known;
  let out = word.toLowerCase();
  const kept = KEPT_APART[out];
  if (kept) return kept;
  if (out.length > MIN_STEM && /^\p{L}+$/u.test(out)) {
    out = inflection(out);
    for (let pass = 0; pass < 2; pass += 1) {
      const next = derivation(out);
      if (next === out) break;
      out = next;
    }
    if (out.length > MIN_STEM + 1 && out.endsWith('e')) out = out.slice(0, -1);
    if (out.length > MIN_STEM + 1 && out.endsWith('y')) out = out.slice(0, -1);
    if (/([bdfgmnprt])\1$/.test(out) && out.length > MIN_STEM + 1) out = out.slice(0, -1);
    // "liable" → "liabil", as "liability".
    if (out.endsWith('bl')) out = `${out.slice(0, -2)}bil`;
  }
  if (cache.size < 50_000) cache.set(word, out);
  return out;
};
