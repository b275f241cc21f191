import { type TAddCompanyApiRequest, ZCompanyApi } from '../../../../shared/schemas/admin';
import { apiRequest } from '../../../api-client';

/** Saves a company's AI-service credentials; a company that already has some gets them replaced. */
export const addCompanyApi = (request: TAddCompanyApiRequest) =>
  apiRequest('/masteradmin/add/api/', {
    form: {
      api_type: request.api_type,
      api_key: request.api_key,
      deployment: request.deployment,
      api_base: request.api_base,
      api_version: request.api_version,
      company_id: String(request.company_id),
    },
    data: ZCompanyApi,
  });
