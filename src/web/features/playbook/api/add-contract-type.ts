import { type TAddContractRequest, ZPlaybook } from '../../../../shared/schemas/playbook';
import { apiRequest } from '../../../api-client';
import { scopeFields, type TPlaybookScope } from './playbook-scope';

export const addContractType = (scope: TPlaybookScope, request: TAddContractRequest) =>
  apiRequest('/train/add-contract/', { form: { ...request, ...scopeFields(scope) }, data: ZPlaybook });
