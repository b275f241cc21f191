import type { TGuidelineLevel, TPlaybook, TPlaybookRoles } from '../../../../shared/schemas/playbook';

/** Reads the spec's list-of-single-key-maps library shape. */

const entryOf = <T>(list: Record<string, T>[], key: string): T | undefined => {
  for (const entry of list) {
    if (Object.hasOwn(entry, key)) return entry[key];
  }
  return undefined;
};

export const categoriesOf = (playbook: TPlaybook, contract: string | null): string[] =>
  contract === null ? [] : (entryOf(playbook.all_categories, contract) ?? []);

const NO_ROLES: TPlaybookRoles = { roles: [], playbook_role: null };

/** The roles a contract type's playbook names, for 'We act for' (none where it names none). */
export const rolesOf = (playbook: TPlaybook | undefined, contract: string | null): TPlaybookRoles =>
  !playbook || contract === null ? NO_ROLES : (entryOf(playbook.contract_roles, contract) ?? NO_ROLES);

/** The role chosen while the playbook still names it, else the one the playbook speaks for. */
export const keepOrPlaybookRole = (chosen: string | null, roles: TPlaybookRoles): string | null =>
  chosen !== null && roles.roles.includes(chosen) ? chosen : roles.playbook_role;

const LEVEL_LISTS = {
  preferred: 'preferred_clause',
  acceptable: 'acceptable_clause',
  unacceptable: 'unacceptable_clause',
} as const satisfies Record<TGuidelineLevel, keyof TPlaybook>;

/** The saved guideline of one level ('' when none). */
export const guidelineOf = (
  playbook: TPlaybook,
  level: TGuidelineLevel,
  contract: string,
  category: string,
): string => entryOf(entryOf(playbook[LEVEL_LISTS[level]], contract) ?? [], category) ?? '';

/** The category's version as loaded: what a training sends back as `base_version`. */
export const versionOf = (playbook: TPlaybook, contract: string, category: string): number | undefined =>
  entryOf(entryOf(playbook.category_versions, contract) ?? [], category);

/** The chosen value while it still exists, else the first one (or null when there is none). */
export const keepOrFirst = (chosen: string | null, options: string[]): string | null =>
  chosen !== null && options.includes(chosen) ? chosen : (options[0] ?? null);
