import { ZCategorySuggestion } from '../../shared/schemas/addin';
import { apiRequest } from '../../web/api-client';
import { scopeFields, type TPlaybookScope } from '../../web/features/playbook/api/playbook-scope';

/** The document classifier's suggestion of a clause's category within a contract type. */
export const suggestCategory = async (scope: TPlaybookScope, contract: string, clause: string) =>
  (
    await apiRequest('/test/classify/text-clause/', {
      form: { selected_contract: contract, input_clause: clause, ...scopeFields(scope) },
      data: ZCategorySuggestion,
    })
  ).data;
