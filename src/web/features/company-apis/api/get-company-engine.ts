import { ZCompanyEngine } from '../../../../shared/schemas/ai-engine';
import { apiRequest } from '../../../api-client';

/**
 * The engine a company's clause tests and refinements use (its own credentials, the server's default
 * or the built-in engine). Master admins name the company; users get their own.
 */
export const getCompanyEngine = async (companyId: number | null) => {
  const query = companyId === null ? '' : `?company_id=${companyId}`;
  return (await apiRequest(`/train/ai-engine/${query}`, { data: ZCompanyEngine })).data;
};
