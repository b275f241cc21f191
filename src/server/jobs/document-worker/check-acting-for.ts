import { DocumentError } from '../../../engine/document/document-error';
import type { TWeActFor } from '../../../shared/schemas/documents';

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

const listed = (names: string[]) =>
  names.length <= 1
    ? names.join('')
    : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1] as string}`;

/**
 * Refuses a party the reviewer chose to act for that the contract does not define (decision 042): the
 * engine would fall back on the party it infers, and the reviewer would be told nothing. The message
 * names the parties read, so the reviewer can choose one of them.
 */
export const checkActingFor = (actingFor: string | undefined, weActFor: TWeActFor | undefined) => {
  if (actingFor === undefined) return;
  if (weActFor?.party && sameName(weActFor.party, actingFor)) return;
  const names = (weActFor?.parties ?? []).map((party) => `"${party.name}"`);
  throw new DocumentError(
    names.length === 0
      ? `"${actingFor}" is not a party of this contract: no parties could be read from it. Review it without choosing whom we act for, and each clause is read in its own words.`
      : `"${actingFor}" is not a party of this contract: the parties it defines are ${listed(names)}. Choose one of them under "We act for" and review it again.`,
  );
};
