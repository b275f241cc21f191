import { type TCreateUserRequest, ZUser } from '../../../../shared/schemas/admin';
import { apiRequest } from '../../../api-client';

export const createUser = (request: TCreateUserRequest) =>
  apiRequest('/masteradmin/create/user/', {
    form: { username: request.username, email: request.email, companyid: String(request.companyid) },
    data: ZUser,
  });
