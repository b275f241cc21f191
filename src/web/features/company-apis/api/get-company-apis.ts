import { z } from 'zod';
import { ZCompanyApi } from '../../../../shared/schemas/admin';
import { apiRequest } from '../../../api-client';

/** Every company's credentials, the API key masked by the server. */
export const getCompanyApis = async () =>
  (await apiRequest('/masteradmin/get/apis/', { data: z.array(ZCompanyApi) })).data;
