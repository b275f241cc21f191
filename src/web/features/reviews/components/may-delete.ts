import type { TMe } from '../../../../shared/schemas/auth';
import type { TReviewStarter } from '../../../../shared/schemas/document-reviews';

/**
 * Whether to offer 'Delete': to the user who ran the review and to master admins (the server decides;
 * this only spares a colleague a button that would be refused). A review that does not say who ran it
 * offers it to everyone, and the server answers.
 */
export const mayDelete = (me: TMe, startedBy: TReviewStarter | null) =>
  me.role === 'masteradmin' ||
  !startedBy ||
  startedBy.username === null ||
  (startedBy.username === me.username && startedBy.role === me.role);
