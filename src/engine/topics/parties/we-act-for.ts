/**
 * "We act for" (decision 042): the playbook's roles, the one its positions speak for, and the contract's
 * parties mapped onto them from the party the reviewer acts for — never a silent guess of who is who.
 */
import { OPPOSITE_SIDES, PARTY_SIDES } from '../../terms/legal-vocabulary';
import type { TParty } from '../../terms/term-reading';
import { escapeRegExp, tokenise } from '../../terms/text-tokens';
import type { TGuidelines, TLevel } from '../../types';
import { readParties } from './read';
import { DUTY_AFTER_ROLE, LEVEL_WEIGHT, RIGHT_AFTER_ROLE } from './vocabulary';

/** A role a playbook names ("Customer") and its side ("customer"). */
export type TPlaybookRole = { role: string; side: string };
/** The playbook's roles, and the one its positions are written for (null where it names none). */
export type TPlaybookRoles = { roles: TPlaybookRole[]; home: TPlaybookRole | null };

const alternation = (phrases: readonly string[]) =>
  phrases
    .toSorted((a, b) => b.length - a.length)
    .map((phrase) => escapeRegExp(phrase).replace(/\s+/g, '\\s+'))
    .join('|');
const RIGHT = new RegExp(`^\\s+(?:${alternation(RIGHT_AFTER_ROLE)})\\b(?!\\s+not\\b)`, 'i');
const DUTY = new RegExp(`^\\s+(?:${alternation(DUTY_AFTER_ROLE)})\\b`, 'i');

/** How strongly a text's wording speaks for each role: rights it gives a role count for it, duties against. */
const leaningOf = (
  text: string,
  roles: readonly TPlaybookRole[],
  weight: number,
  into: Map<string, number>,
) => {
  for (const { role, side } of roles)
    for (const match of text.matchAll(new RegExp(`\\b${escapeRegExp(role)}\\b`, 'gi'))) {
      const after = text.slice(
        (match.index ?? 0) + match[0].length,
        (match.index ?? 0) + match[0].length + 40,
      );
      const lean = RIGHT.test(after) ? 1 : DUTY.test(after) ? -1 : 0;
      into.set(side, (into.get(side) ?? 0) + lean * weight);
    }
};

/**
 * The roles a contract type's guidelines name, and the side they speak for: the one their preferred
 * positions give rights to and bind least, and their unacceptable positions the reverse ("Customer may
 * terminate for convenience" preferred, "Supplier may suspend" unacceptable: the customer's playbook).
 * Where the wording does not tell, the buyer's side (customer, discloser) as a default the reviewer sees
 * and may change.
 */
export const readPlaybookRoles = (guidelines: readonly TGuidelines[]): TPlaybookRoles => {
  const byName = new Map<string, TPlaybookRole>();
  for (const levels of guidelines)
    for (const text of Object.values(levels))
      for (const party of readParties(tokenise(text)))
        if (OPPOSITE_SIDES[party.side] && !byName.has(party.name.toLowerCase()))
          byName.set(party.name.toLowerCase(), { role: titleCase(party.name), side: party.side });
  const named = [...byName.values()];
  const leaning = new Map<string, number>();
  for (const levels of guidelines)
    for (const [level, text] of Object.entries(levels))
      leaningOf(text, named, LEVEL_WEIGHT[level as TLevel], leaning);
  // A side's rights are the other side's burdens: the playbook that bars only the supplier speaks for
  // the customer, even where it never names the customer.
  const net = (side: string) => (leaning.get(side) ?? 0) - (leaning.get(OPPOSITE_SIDES[side] as string) ?? 0);
  const sides = [...new Set(named.flatMap((role) => [role.side, OPPOSITE_SIDES[role.side] as string]))];
  const [first] = sides.toSorted((a, b) => net(b) - net(a) || buyerFirst(a) - buyerFirst(b));
  const home =
    named.find((role) => role.side === first) ?? (first ? { role: roleWordOf(first), side: first } : null);
  const roles = home && !named.includes(home) ? [home, ...named] : named;
  return { roles, home };
};

const BUYER_SIDES = ['customer', 'discloser'];
const buyerFirst = (side: string) => (BUYER_SIDES.includes(side) ? 0 : 1);
/** The role word a side goes by where the playbook names only the other side ("Customer"). */
const roleWordOf = (side: string) =>
  (PARTY_SIDES[side]?.[0] ?? side).replace(/\b\p{L}/gu, (letter) => letter.toUpperCase());
const titleCase = (name: string) =>
  name === name.toUpperCase() ? name.charAt(0) + name.slice(1).toLowerCase() : name;

/** A party of the contract: its name and, where the contract shows it, its side. */
export type TContractParty = { name: string; side?: string };

/** The contract's parties with the sides the reviewer's choice gives them, and who that choice is. */
export type TPartiesWeActFor = {
  parties: TParty[];
  /** The party the reviewer acts for (chosen, or the one whose side is the playbook's); null if none. */
  actingFor: string | null;
  /** The playbook's roles that no party of the contract plays: their positions are not applied. */
  rolesWithoutParty: string[];
};

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The contract's parties mapped onto the playbook's roles from the party we act for: it plays the role
 * the playbook speaks for, and in a two-party contract the other party plays the other side. Without a
 * choice, the party the contract itself puts on the playbook's side (if exactly one) is the default.
 */
export const partiesWeActFor = (
  contractParties: readonly TContractParty[],
  { roles, home }: TPlaybookRoles,
  actingFor?: string | null,
): TPartiesWeActFor => {
  const chosen =
    (actingFor ? contractParties.find((party) => sameName(party.name, actingFor)) : undefined) ??
    onlyOne(contractParties.filter((party) => home && party.side === home.side));
  let parties = contractParties.flatMap((party) =>
    party.side ? [{ name: party.name, side: party.side }] : [],
  );
  if (chosen && home) {
    const theirSide = OPPOSITE_SIDES[home.side] as string;
    const twoParties = contractParties.length === 2;
    parties = contractParties.flatMap((party) => {
      if (party === chosen) return [{ name: party.name, side: home.side }];
      if (twoParties) return [{ name: party.name, side: theirSide }];
      return party.side && party.side !== home.side ? [{ name: party.name, side: party.side }] : [];
    });
  }
  const rolesWithoutParty =
    parties.length === 0
      ? []
      : roles.filter((role) => !parties.some((party) => party.side === role.side)).map((role) => role.role);
  return { parties, actingFor: chosen?.name ?? null, rolesWithoutParty };
};

const onlyOne = <T>(items: readonly T[]): T | undefined => (items.length === 1 ? items[0] : undefined);

/**
 * In a clause test, the role the reviewer acts for: where it is not the one the playbook speaks for,
 * the playbook's positions are ours all the same, so the clause's words for our role are read on the
 * playbook's side and the other role's on the other ("We act for: Supplier" with a customer's playbook
 * reads the clause's "Supplier may terminate …" as the position "Customer may terminate …"). Nothing to
 * map where we act for the playbook's own role.
 */
export const clausePartiesWeActFor = (
  { roles, home }: TPlaybookRoles,
  actingFor?: string | null,
): TParty[] => {
  const ours = actingFor ? roles.find((role) => sameName(role.role, actingFor)) : undefined;
  if (!ours || !home || ours.side === home.side) return [];
  return roles.flatMap((role) => {
    if (role.side === ours.side) return [{ name: role.role, side: home.side }];
    if (role.side === home.side) return [{ name: role.role, side: ours.side }];
    return [];
  });
};
