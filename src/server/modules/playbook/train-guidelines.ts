import { eq } from 'drizzle-orm';
import { GUIDELINE_LEVELS, type TTrainModelRequest } from '../../../shared/schemas/playbook';
import type { TDb } from '../../db/client';
import { clauseCategories, guidelines, guidelineVersions } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { recordAudit } from '../audit/record-audit';
import type { TPrincipal } from '../auth/principal';
import { getCategory } from './find-playbook-entries';

const staleEdit = (base: number, current: number) =>
  new AppError(
    'STALE_EDIT',
    `Someone saved these guidelines while you were editing (you started from version ${base}, it is now version ${current}). ` +
      'Your text was not saved: reload the category, then apply your changes again.',
  );

/**
 * Saves the three levels of a category. Levels whose text changed get a new version (who, when);
 * the category version moves on, and an editor who started from an older version gets a 409.
 */
export const trainGuidelines = async (
  db: TDb,
  actor: TPrincipal,
  companyId: number,
  input: TTrainModelRequest,
) => {
  const { contractType, category } = await getCategory(
    db,
    companyId,
    input.selected_contract,
    input.selected_category,
  );
  const texts = {
    preferred: input.preferred_clause,
    acceptable: input.acceptable_clause,
    unacceptable: input.unacceptable_clause,
  };
  return db.transaction(async (tx) => {
    // The row lock serialises concurrent trainings of one category, so the version check holds.
    const [current] = await tx
      .select()
      .from(clauseCategories)
      .where(eq(clauseCategories.id, category.id))
      .for('update');
    if (!current) throw notFound(`The clause category "${category.name}" was removed meanwhile.`);
    if (input.base_version !== undefined && input.base_version !== current.version) {
      throw staleEdit(input.base_version, current.version);
    }
    const saved = await tx.select().from(guidelines).where(eq(guidelines.categoryId, category.id));
    const changed = GUIDELINE_LEVELS.filter(
      (level) => (saved.find((g) => g.level === level)?.text ?? '') !== texts[level],
    );
    if (changed.length === 0) return { version: current.version, changed };

    const version = current.version + 1;
    await tx.update(clauseCategories).set({ version }).where(eq(clauseCategories.id, category.id));
    for (const level of changed) {
      const values = { categoryId: category.id, level, text: texts[level], version, updatedAt: new Date() };
      await tx
        .insert(guidelines)
        .values(values)
        .onConflictDoUpdate({ target: [guidelines.categoryId, guidelines.level], set: values });
      await tx.insert(guidelineVersions).values({
        categoryId: category.id,
        level,
        version,
        text: texts[level],
        authorRole: actor.role,
        authorName: actor.username,
      });
    }
    await recordAudit(tx, actor, {
      action: 'guidelines.train',
      targetType: 'clause-category',
      targetId: category.id,
      companyId,
      details: { contract: contractType.name, category: category.name, version, levels: changed },
    });
    return { version, changed };
  });
};
