import { asc, eq } from 'drizzle-orm';
import { redline } from '../../../engine/redline';
import {
  GUIDELINE_LEVELS,
  type TCategoryHistory,
  type TGuidelineLevel,
} from '../../../shared/schemas/playbook';
import type { TDb } from '../../db/client';
import { guidelineVersions } from '../../db/schema';
import { getCategory } from './find-playbook-entries';

/** Every saved version of a category's levels, newest first, each with its redline against the one before. */
export const getCategoryHistory = async (
  db: TDb,
  companyId: number,
  contractName: string,
  categoryName: string,
): Promise<TCategoryHistory> => {
  const { contractType, category } = await getCategory(db, companyId, contractName, categoryName);
  const rows = await db
    .select()
    .from(guidelineVersions)
    .where(eq(guidelineVersions.categoryId, category.id))
    .orderBy(asc(guidelineVersions.version));
  const previous = new Map<TGuidelineLevel, string>();
  const versions = rows.map((row) => {
    const entry = {
      level: row.level,
      version: row.version,
      text: row.text,
      redline: redline(previous.get(row.level) ?? '', row.text),
      author: row.authorName,
      created_at: row.createdAt.toISOString(),
    };
    previous.set(row.level, row.text);
    return entry;
  });
  // Newest version first; within one version, the levels in their usual order.
  versions.sort(
    (a, b) => b.version - a.version || GUIDELINE_LEVELS.indexOf(a.level) - GUIDELINE_LEVELS.indexOf(b.level),
  );
  return { contract: contractType.name, category: category.name, version: category.version, versions };
};
