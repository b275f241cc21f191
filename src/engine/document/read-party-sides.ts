import { ENTITY_WORDS, OPPOSITE_SIDES, SIDE_ACTS } from '../terms/legal-vocabulary';
import { sideOfRoleWord, yieldEitherSide } from '../terms/read-terms';
import { escapeRegExp } from '../terms/text-tokens';

/** How far into the document its parties are defined: the preamble. */
const PREAMBLE_CHARACTERS = 4000;
/** How many more sentences must say a party's side than the other's for it to count. */
const MIN_LEAD = 2;

/** A defined name in parentheses: '("ENERGOUS")', '(the "Client", which …)', '(hereinafter "CHT")'. */
const DEFINED_NAME =
  /\((?:the\s+|hereinafter\s+(?:referred\s+to\s+as\s+)?(?:the\s+)?)?["“]([A-Z][^"”()]{0,40}?)["”]/g;
const ENTITY = new RegExp(`\\b(?:${ENTITY_WORDS.map(escapeRegExp).join('|')})\\b`, 'i');

/** The parties the preamble defines: a defined name after a description naming a kind of entity. */
const definedParties = (text: string) => {
  const preamble = text.slice(0, PREAMBLE_CHARACTERS);
  const names: string[] = [];
  let from = 0;
  for (const match of preamble.matchAll(DEFINED_NAME)) {
    const at = match.index ?? 0;
    const name = (match[1] as string).replace(/[\s,;.]+$/, '');
    if (ENTITY.test(preamble.slice(from, at)) && !/^(this\s+)?agreement$/i.test(name)) names.push(name);
    from = at + match[0].length;
  }
  return [...new Set(names)];
};

/** Sentences in which `name` does what a party of `side` does (SIDE_ACTS). */
const actsOf = (text: string, name: string, side: keyof typeof SIDE_ACTS) => {
  const acts = SIDE_ACTS[side].map((act) => escapeRegExp(act).replace(/\s+/g, '\\s+')).join('|');
  const pattern = new RegExp(`\\b${escapeRegExp(name)}(?:['’]s)?\\s+(?:${acts})\\b`, 'gi');
  return text.match(pattern)?.length ?? 0;
};

/** A name as the contract mostly writes it: the preamble's "CORIO" is "Corio" in the clauses. */
const usualSpelling = (text: string, name: string) => {
  const counts = new Map<string, number>();
  for (const [found] of text.matchAll(new RegExp(`\\b${escapeRegExp(name)}\\b`, 'gi')))
    counts.set(found, (counts.get(found) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? name;
};

/**
 * Every party the preamble defines, as the contract mostly writes its name, with its side where the
 * contract shows it: names the preamble defines as a role ("Client") take the role's side; names of
 * their own ("ENERGOUS", "Corio") the side of what they do (one grants the licence and the other pays:
 * provider and customer). With two parties, one known side gives the other the other side. A side that
 * stays unclear is left out, so that nothing is compared by a guess; the party we act for settles it
 * (decision 042).
 */
export const readContractParties = (text: string): { name: string; side?: string }[] => {
  const names = definedParties(text);
  const sides = new Map<string, string>();
  const lead = new Map<string, number>();
  for (const name of names) {
    const role = sideOfRoleWord(name);
    if (role) sides.set(name, role);
    else lead.set(name, actsOf(text, name, 'provider') - actsOf(text, name, 'customer'));
  }
  const opposite = (side: string | undefined) => (side ? OPPOSITE_SIDES[side] : undefined);
  for (const { name, side } of yieldEitherSide([...sides].map(([name, side]) => ({ name, side }))))
    sides.set(name, side);
  if (names.length === 2) {
    // Two parties: the one that does more of what a provider does is the provider.
    const [one, other] = names as [string, string];
    const known = sides.get(one) ?? opposite(sides.get(other));
    const byActs = ((lead.get(one) ?? 0) - (lead.get(other) ?? 0)) / MIN_LEAD;
    const first = known ?? (byActs >= 1 ? 'provider' : byActs <= -1 ? 'customer' : undefined);
    if (first && (!sides.has(other) || sides.get(other) === opposite(first))) {
      sides.set(one, first);
      sides.set(other, opposite(first) as string);
    }
  } else
    for (const [name, votes] of lead) {
      if (votes >= MIN_LEAD) sides.set(name, 'provider');
      else if (votes <= -MIN_LEAD) sides.set(name, 'customer');
    }
  return names.map((name) => ({
    name: usualSpelling(text, name),
    ...(sides.has(name) && { side: sides.get(name) }),
  }));
};
