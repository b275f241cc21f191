import { type TTrainModelRequest, ZPlaybook } from '../../../../shared/schemas/playbook';
import { apiRequest } from '../../../api-client';
import { scopeFields, type TPlaybookScope } from './playbook-scope';

/** Saves a category's three guideline levels; `base_version` is the category version the editor started from. */
export const trainGuidelines = (scope: TPlaybookScope, request: TTrainModelRequest) => {
  const { base_version, ...texts } = request;
  const form = { ...texts, ...(base_version === undefined ? {} : { base_version: String(base_version) }) };
  return apiRequest('/train/model/', { form: { ...form, ...scopeFields(scope) }, data: ZPlaybook });
};
