/** How a clause's cap is compared with the levels': what caps, what a higher cap asks, what is left uncapped. */
import { featurePresent, isFeature, statesFeature, withKeys } from '../../terms/clause-terms-for';
import type { TPlaybookPositions } from '../../terms/playbook-positions';
import type { TTermReading } from '../../terms/read-terms';
import { sidesOfTerms } from '../../terms/sides-of-terms';
import { featureKeyText, type TTermKey } from '../../terms/term-key';

/** Whether a text caps any liability: a cap's measure, a cap, or a liability it says is capped. */
export const capsLiability = (reading: TTermReading) =>
  reading.terms.some((t) => t.kind === 'cap') ||
  statesFeature(reading, (key) => isFeature('cap')(key) || key.scope === 'capped');

/** The terms of a cap: what a level that caps asks of a clause that caps too. */
export const isCapTerm = (term: TTermKey) =>
  (term.kind === 'cap' && term.cap === 'cap') ||
  (term.kind === 'feature' &&
    (term.scope === 'capped' ||
      (term.scope === undefined && ['cap', 'cap-based-on-fees'].includes(term.item))));

/**
 * Whether the obligations a clause leaves unlimited are only those of the side the preferred level
 * wants unlimited: the clause's indemnity binds that side, or no side the reading can place.
 */
export const unlimitedForWhomWanted = ({
  playbook,
  reading,
}: {
  playbook: TPlaybookPositions;
  reading: TTermReading;
}) => {
  const bound = sidesOfTerms(reading).get('feature:indemnify');
  return bound === undefined || bound === sidesOfTerms(playbook.readings.preferred).get('feature:uncapped');
};

/**
 * A level's higher cap for some items ("Supplier's liability for breach of its confidentiality or data
 * protection obligations shall not exceed two (2) times that amount") is more than met where the clause
 * leaves every one of those items out of its cap altogether.
 */
export const uncappedInstead = (level: TTermReading, clause: TTermReading) => {
  const items = level.terms.flatMap((t) =>
    t.kind === 'feature' && t.id.scope === 'super-cap' ? [t.id.item] : [],
  );
  return items.length > 0 && items.every((item) => leavesUncapped(clause, item));
};

/** The keys of a text's terms that leave an item out of its cap ("except for breach of confidentiality"). */
export const uncappedKeys = (item: string) => [
  featureKeyText(item, 'cap-carve-out'),
  featureKeyText(item, 'carve-out'),
];

/** Whether the text leaves the item (a liability's id, "confidentiality") out of its cap altogether. */
export const leavesUncapped = (reading: TTermReading, item: string) =>
  featurePresent(withKeys(reading, uncappedKeys(item)));

/**
 * The levels' caps rise from the unacceptable level to the preferred one: a higher cap is better for
 * the side the playbook speaks for, so liability no cap limits is better still.
 */
export const higherCapIsBetter = (playbook: TPlaybookPositions) =>
  playbook.positions.some((p) => p.term.kind === 'cap' && p.term.cap === 'cap' && p.direction > 0);
