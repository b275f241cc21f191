import type { TMasterAdminLoginRequest } from '../../../../shared/schemas/auth';
import { apiRequest } from '../../../api-client';
import { ME_DATA } from './read-me';

export const loginMasterAdmin = (credentials: TMasterAdminLoginRequest) =>
  apiRequest('/masteradmin/login/', { form: credentials, data: ME_DATA });
