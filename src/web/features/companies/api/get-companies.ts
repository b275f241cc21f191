import { z } from 'zod';
import { ZCompany } from '../../../../shared/schemas/admin';
import { apiRequest } from '../../../api-client';

export const getCompanies = async () =>
  (await apiRequest('/masteradmin/get/companies/', { data: z.array(ZCompany) })).data;
