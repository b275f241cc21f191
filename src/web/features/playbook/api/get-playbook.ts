import { ZPlaybook } from '../../../../shared/schemas/playbook';
import { apiRequest } from '../../../api-client';
import { scopeQuery, type TPlaybookScope } from './playbook-scope';

export const getPlaybook = async (scope: TPlaybookScope) =>
  (await apiRequest(`/train/get-contracts/${scopeQuery(scope)}`, { data: ZPlaybook })).data;
