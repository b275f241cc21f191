import type { TUserLoginRequest } from '../../../../shared/schemas/auth';
import { apiRequest } from '../../../api-client';
import { ME_DATA } from './read-me';

export const loginUser = (credentials: TUserLoginRequest) =>
  apiRequest('/user/login/', { form: credentials, data: ME_DATA });
