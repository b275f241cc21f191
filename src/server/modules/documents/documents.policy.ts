import type { reviewTasks } from '../../db/schema';
import { forbidden } from '../../errors';
import type { TPrincipal } from '../auth/principal';

/**
 * Deleting a review is its reviewer's own, or a master admin's (decision 036): anyone of the company
 * may open and refine it, but it is not theirs to remove. The company was checked before (another
 * company's review is not found).
 */
export const requireReviewDeleter = (
  principal: TPrincipal,
  task: Pick<typeof reviewTasks.$inferSelect, 'startedByRole' | 'startedById'>,
) => {
  if (principal.role === 'masteradmin') return;
  if (task.startedByRole === principal.role && task.startedById === principal.id) return;
  throw forbidden('Only the person who started this review, or a master admin, can delete it.');
};
