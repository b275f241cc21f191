import { ZCompanySignIns } from '../../../../shared/schemas/sign-in';
import { apiRequest } from '../../../api-client';

/** Every company's provider (client secrets masked by the server) and the redirect URI to register. */
export const getCompanySignIns = async () =>
  (await apiRequest('/masteradmin/get/sso/', { data: ZCompanySignIns })).data;
