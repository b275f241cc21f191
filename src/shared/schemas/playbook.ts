import { z } from 'zod';
import { nameField, newNameField, optionalWholeNumber, requiredText } from './fields';

export const GUIDELINE_LEVELS = ['preferred', 'acceptable', 'unacceptable'] as const;
export const ZGuidelineLevel = z.enum(GUIDELINE_LEVELS);
export type TGuidelineLevel = z.infer<typeof ZGuidelineLevel>;

/** Longest guideline text a level may hold. */
export const MAX_GUIDELINE_CHARS = 20_000;

/** `company_id`: master admins name the company they act for; users may omit it. */
export const ZCompanyScope = z.object({ company_id: optionalWholeNumber('company_id', 1) });

export const ZAddContractRequest = z.object({ contract_name: newNameField('contract_name') });
export type TAddContractRequest = z.infer<typeof ZAddContractRequest>;

export const ZAddCategoryRequest = z.object({
  contract_name: nameField('contract_name'),
  category_name: newNameField('category_name'),
});
export type TAddCategoryRequest = z.infer<typeof ZAddCategoryRequest>;

export const ZRemoveContractRequest = z.object({ contractType: nameField('contractType') });
export type TRemoveContractRequest = z.infer<typeof ZRemoveContractRequest>;

export const ZRemoveCategoryRequest = z.object({
  contractType: nameField('contractType'),
  clauseType: nameField('clauseType'),
});
export type TRemoveCategoryRequest = z.infer<typeof ZRemoveCategoryRequest>;

const guideline = (field: string) => requiredText(field, MAX_GUIDELINE_CHARS, { multiline: true });

export const ZTrainModelRequest = z.object({
  selected_contract: nameField('selected_contract'),
  selected_category: nameField('selected_category'),
  preferred_clause: guideline('preferred_clause'),
  acceptable_clause: guideline('acceptable_clause'),
  unacceptable_clause: guideline('unacceptable_clause'),
  /** The category version the editor started from; a newer saved version → 409. */
  base_version: optionalWholeNumber('base_version', 0),
});
export type TTrainModelRequest = z.infer<typeof ZTrainModelRequest>;

/** `[{ [contract]: value }]`, one single-key map per contract, in contract order (the spec's shape). */
const perContract = <T extends z.ZodType>(value: T) => z.array(z.record(z.string(), value));
/** `[{ [contract]: [{ [category]: value }] }]`. */
const perCategory = <T extends z.ZodType>(value: T) => perContract(z.array(z.record(z.string(), value)));

/**
 * The roles a contract type's trained guidelines name ("Customer", "Supplier"), for "We act for", and
 * the one its positions speak for (null where they name none).
 */
export const ZPlaybookRoles = z.object({ roles: z.array(z.string()), playbook_role: z.string().nullable() });
export type TPlaybookRoles = z.infer<typeof ZPlaybookRoles>;

/**
 * The playbook library as get-contracts and every add/remove/train answer it. `category_versions`
 * (added beyond the spec) is what the editor sends back as `base_version`; `contract_roles` (also
 * beyond it) are the roles a clause test may act for, refreshed by every training like the rest.
 */
export const ZPlaybook = z.object({
  all_contracts: z.array(z.string()),
  all_categories: perContract(z.array(z.string())),
  preferred_clause: perCategory(z.string()),
  acceptable_clause: perCategory(z.string()),
  unacceptable_clause: perCategory(z.string()),
  category_versions: perCategory(z.number()),
  contract_roles: perContract(ZPlaybookRoles),
});
export type TPlaybook = z.infer<typeof ZPlaybook>;

export const ZHistoryQuery = z.object({
  selected_contract: nameField('selected_contract'),
  selected_category: nameField('selected_category'),
});

export const ZGuidelineVersion = z.object({
  level: ZGuidelineLevel,
  version: z.number(),
  text: z.string(),
  /** Redline markup (~~struck~~ **added**) against the level's previous version. */
  redline: z.string(),
  author: z.string(),
  created_at: z.string(),
});
export type TGuidelineVersion = z.infer<typeof ZGuidelineVersion>;

export const ZCategoryHistory = z.object({
  contract: z.string(),
  category: z.string(),
  version: z.number(),
  versions: z.array(ZGuidelineVersion),
});
export type TCategoryHistory = z.infer<typeof ZCategoryHistory>;
