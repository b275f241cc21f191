import { type TUserLoginRequest, ZMe } from '../../../../shared/schemas/auth';
import { apiRequest } from '../../../api-client';

export const loginUser = (credentials: TUserLoginRequest) =>
  apiRequest('/user/login/', { form: credentials, data: ZMe });
