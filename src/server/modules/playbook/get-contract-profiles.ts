import { asc, eq, inArray } from 'drizzle-orm';
import type { TGuidelines } from '../../../engine';
import type { TDb } from '../../db/client';
import { clauseCategories, guidelines } from '../../db/schema';
import { getContractType } from './find-playbook-entries';

export type TCategoryPlaybook = {
  name: string;
  guidelines: TGuidelines;
  trained: boolean;
  /** Bumped by every training: which version of the category a review applied. */
  version: number;
};

/** Every category of a contract type with its guideline texts ('' where not trained yet). */
export const getContractProfiles = async (db: TDb, companyId: number, contractName: string) => {
  const contractType = await getContractType(db, companyId, contractName);
  const categories = await db
    .select()
    .from(clauseCategories)
    .where(eq(clauseCategories.contractTypeId, contractType.id))
    .orderBy(asc(clauseCategories.id));
  const texts = categories.length
    ? await db
        .select()
        .from(guidelines)
        .where(
          inArray(
            guidelines.categoryId,
            categories.map((c) => c.id),
          ),
        )
    : [];
  const profiles: TCategoryPlaybook[] = categories.map((category) => {
    const text = (level: keyof TGuidelines) =>
      texts.find((g) => g.categoryId === category.id && g.level === level)?.text ?? '';
    const levels = {
      preferred: text('preferred'),
      acceptable: text('acceptable'),
      unacceptable: text('unacceptable'),
    };
    return {
      name: category.name,
      guidelines: levels,
      trained: Boolean(levels.preferred && levels.acceptable && levels.unacceptable),
      version: category.version,
    };
  });
  return { contractType: contractType.name, categories: profiles };
};
