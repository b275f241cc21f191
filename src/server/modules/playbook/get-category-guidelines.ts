import { eq } from 'drizzle-orm';
import type { TGuidelines } from '../../../engine';
import type { TDb } from '../../db/client';
import { guidelines } from '../../db/schema';
import { AppError } from '../../errors';
import { getCategory } from './find-playbook-entries';

/** The three guideline texts of a category; a category not trained yet cannot be reviewed against. */
export const getCategoryGuidelines = async (
  db: TDb,
  companyId: number,
  contractName: string,
  categoryName: string,
) => {
  const { contractType, category } = await getCategory(db, companyId, contractName, categoryName);
  const rows = await db.select().from(guidelines).where(eq(guidelines.categoryId, category.id));
  const text = (level: keyof TGuidelines) => rows.find((row) => row.level === level)?.text ?? '';
  const levels: TGuidelines = {
    preferred: text('preferred'),
    acceptable: text('acceptable'),
    unacceptable: text('unacceptable'),
  };
  if (!levels.preferred || !levels.acceptable || !levels.unacceptable) {
    throw new AppError(
      'NOT_TRAINED',
      `"${category.name}" of "${contractType.name}" has no guidelines yet: train it in Playbook Training first.`,
    );
  }
  return { contractType: contractType.name, category: category.name, guidelines: levels };
};
