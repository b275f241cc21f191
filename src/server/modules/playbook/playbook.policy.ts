import type { FastifyRequest } from 'fastify';
import { ZCompanyScope } from '../../../shared/schemas/playbook';
import type { TDb } from '../../db/client';
import { parseInput } from '../../route';
import { resolveCompanyId } from '../auth/auth.policy';
import { findCompany } from '../companies/find-company';

/**
 * The company whose playbook a request works on: the user's own, or the existing company a master
 * admin names with `company_id` (query string or form field).
 */
export const resolvePlaybookCompany = async (db: TDb, request: FastifyRequest): Promise<number> => {
  const fromBody = (request.body as Record<string, unknown> | undefined)?.company_id;
  const fromQuery = (request.query as Record<string, unknown> | undefined)?.company_id;
  const { company_id } = parseInput(ZCompanyScope, { company_id: fromBody ?? fromQuery });
  const companyId = resolveCompanyId(request.principal, company_id);
  if (request.principal?.role === 'masteradmin') await findCompany(db, companyId);
  return companyId;
};
