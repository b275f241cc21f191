import type { FastifyRequest } from 'fastify';
import { ZCompanyScope } from '../../../shared/schemas/playbook';
import type { TDb } from '../../db/client';
import { AppError } from '../../errors';
import { parseInput } from '../../route';
import { resolveCompanyId } from '../auth/auth.policy';
import { findCompany } from '../companies/find-company';

/**
 * The company whose playbook a request works on: the user's own, or the existing company a master
 * admin names with `company_id` (query string or form field). Named in both places, the two must
 * agree: neither silently wins over the other.
 */
export const resolvePlaybookCompany = async (db: TDb, request: FastifyRequest): Promise<number> => {
  const fromBody = parseInput(ZCompanyScope, {
    company_id: (request.body as Record<string, unknown> | undefined)?.company_id,
  }).company_id;
  const fromQuery = parseInput(ZCompanyScope, {
    company_id: (request.query as Record<string, unknown> | undefined)?.company_id,
  }).company_id;
  if (fromBody !== undefined && fromQuery !== undefined && fromBody !== fromQuery)
    throw new AppError(
      'VALIDATION_FAILED',
      'The company_id in the address and in the form differ: name the company once.',
    );
  const company_id = fromBody ?? fromQuery;
  const companyId = resolveCompanyId(request.principal, company_id);
  if (request.principal?.role === 'masteradmin') await findCompany(db, companyId);
  return companyId;
};
