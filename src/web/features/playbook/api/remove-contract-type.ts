import { type TRemoveContractRequest, ZPlaybook } from '../../../../shared/schemas/playbook';
import { apiRequest } from '../../../api-client';
import { scopeFields, type TPlaybookScope } from './playbook-scope';

export const removeContractType = (scope: TPlaybookScope, request: TRemoveContractRequest) =>
  apiRequest('/train/remove-contract/', { form: { ...request, ...scopeFields(scope) }, data: ZPlaybook });
