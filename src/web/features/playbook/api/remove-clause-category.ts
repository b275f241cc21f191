import { type TRemoveCategoryRequest, ZPlaybook } from '../../../../shared/schemas/playbook';
import { apiRequest } from '../../../api-client';
import { scopeFields, type TPlaybookScope } from './playbook-scope';

export const removeClauseCategory = (scope: TPlaybookScope, request: TRemoveCategoryRequest) =>
  apiRequest('/train/remove-category/', { form: { ...request, ...scopeFields(scope) }, data: ZPlaybook });
