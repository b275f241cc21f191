import { ZDocumentReviewPage } from '../../../../shared/schemas/document-reviews';
import type { TTaskStatus } from '../../../../shared/schemas/review';
import { apiRequest } from '../../../api-client';
import { scopeQuery, type TPlaybookScope } from '../../playbook/api/playbook-scope';

/** What the Reviews list shows: filters (undefined: all) and the page's cursor (undefined: the first). */
export type TReviewListRequest = {
  status?: TTaskStatus;
  contract?: string;
  cursor?: string;
  limit?: number;
};

/** A page of the company's document reviews, newest first. */
export const listDocumentReviews = async (scope: TPlaybookScope, request: TReviewListRequest) => {
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(request)) {
    if (value !== undefined) params[name] = String(value);
  }
  return (await apiRequest(`/test/document/${scopeQuery(scope, params)}`, { data: ZDocumentReviewPage }))
    .data;
};
