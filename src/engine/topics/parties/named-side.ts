/**
 * A side is the playbook's word for a party's role ("provider", "customer", "mutual" …), or — for a
 * party the contract defines but no role word places ("the Distributor" in a clause on its own) — the
 * party's own name as a side of its own. How such a side is written is this module's alone: code asks
 * `isNamedSide`, never the text.
 */
const NAMED = 'named:';

/** The side of a defined party no role word places: its own name. */
export const namedSide = (name: string) => `${NAMED}${name}`;

/** Whether a side is only a party's own name (no role the playbook knows). */
export const isNamedSide = (side: string) => side.startsWith(NAMED);
