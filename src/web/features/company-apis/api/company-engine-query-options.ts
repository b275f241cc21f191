import { queryOptions } from '@tanstack/react-query';
import { getCompanyEngine } from './get-company-engine';

/** Every company's engine answer; saving credentials invalidates them all. */
export const COMPANY_ENGINE_QUERY_KEY = ['company-engine'] as const;

/** `sendCompanyId`: master admins name the company, users are answered for their own. */
export const companyEngineQueryOptions = (companyId: number | null, sendCompanyId: boolean) =>
  queryOptions({
    queryKey: [...COMPANY_ENGINE_QUERY_KEY, companyId],
    queryFn: () => getCompanyEngine(sendCompanyId ? companyId : null),
  });
