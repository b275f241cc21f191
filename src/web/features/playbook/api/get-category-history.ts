import { ZCategoryHistory } from '../../../../shared/schemas/playbook';
import { apiRequest } from '../../../api-client';
import { scopeQuery, type TPlaybookScope } from './playbook-scope';

export const getCategoryHistory = async (scope: TPlaybookScope, contract: string, category: string) => {
  const query = scopeQuery(scope, { selected_contract: contract, selected_category: category });
  return (await apiRequest(`/train/history/${query}`, { data: ZCategoryHistory })).data;
};
