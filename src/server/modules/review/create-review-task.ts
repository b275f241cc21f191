import type { TDb } from '../../db/client';
import { reviewTasks } from '../../db/schema';
import type { TReviewTaskInput } from './review-task-input';

export const createReviewTask = async (db: TDb, companyId: number, input: TReviewTaskInput) => {
  const [task] = await db.insert(reviewTasks).values({ companyId, kind: input.kind, input }).returning();
  if (!task) throw new Error('insert returned no row');
  return task;
};
