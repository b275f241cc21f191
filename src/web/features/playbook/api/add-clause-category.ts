import { type TAddCategoryRequest, ZPlaybook } from '../../../../shared/schemas/playbook';
import { apiRequest } from '../../../api-client';
import { scopeFields, type TPlaybookScope } from './playbook-scope';

export const addClauseCategory = (scope: TPlaybookScope, request: TAddCategoryRequest) =>
  apiRequest('/train/add-category/', { form: { ...request, ...scopeFields(scope) }, data: ZPlaybook });
