import { type TAddCompanySignInRequest, ZCompanySignIn } from '../../../../shared/schemas/sign-in';
import { apiRequest } from '../../../api-client';

/** Saves a company's OpenID Connect provider; a company that already has one gets it replaced. */
export const saveCompanySignIn = (request: TAddCompanySignInRequest) =>
  apiRequest('/masteradmin/add/sso/', {
    form: {
      company_id: String(request.company_id),
      issuer: request.issuer,
      client_id: request.client_id,
      client_secret: request.client_secret,
      require_sso: String(request.require_sso),
    },
    data: ZCompanySignIn,
  });
