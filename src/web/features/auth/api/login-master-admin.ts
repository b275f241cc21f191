import { type TMasterAdminLoginRequest, ZMe } from '../../../../shared/schemas/auth';
import { apiRequest } from '../../../api-client';

export const loginMasterAdmin = (credentials: TMasterAdminLoginRequest) =>
  apiRequest('/masteradmin/login/', { form: credentials, data: ZMe });
