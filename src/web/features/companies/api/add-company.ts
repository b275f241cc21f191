import { type TAddCompanyRequest, ZCompany } from '../../../../shared/schemas/admin';
import { apiRequest } from '../../../api-client';

export const addCompany = (request: TAddCompanyRequest) =>
  apiRequest('/masteradmin/add/company/', { form: request, data: ZCompany });
