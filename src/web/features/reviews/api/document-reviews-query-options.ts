import { queryOptions } from '@tanstack/react-query';
import type { TPlaybookScope } from '../../playbook/api/playbook-scope';
import { listDocumentReviews, type TReviewListRequest } from './list-document-reviews';

/** While a review on the page is running, the page is asked again this often to show its progress. */
export const RUNNING_REVIEWS_REFRESH_MS = 2000;

export const documentReviewsKey = (scope: TPlaybookScope) => ['document-reviews', scope.companyId] as const;

/** One page of the Reviews list; asked again every 2 s while one of its reviews is still running. */
export const documentReviewsQueryOptions = (scope: TPlaybookScope, request: TReviewListRequest) =>
  queryOptions({
    queryKey: [...documentReviewsKey(scope), request] as const,
    queryFn: () => listDocumentReviews(scope, request),
    refetchInterval: (query) =>
      query.state.data?.reviews.some((review) => review.status === 'pending')
        ? RUNNING_REVIEWS_REFRESH_MS
        : false,
  });
