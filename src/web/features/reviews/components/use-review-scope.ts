import { useQuery } from '@tanstack/react-query';
import type { TMe } from '../../../../shared/schemas/auth';
import { toApiError } from '../../../api-client';
import { companiesQueryOptions } from '../../companies/api/companies-query-options';
import type { TPlaybookScope } from '../../playbook/api/playbook-scope';
import { useChosenCompany } from '../../train-model/components/use-chosen-company';

/**
 * Whose reviews a page shows: a user's own company's; for a master admin, the company a link names
 * (`?company_id=`), else the one chosen in this browser (shared with the playbook workspace), or none
 * yet. A company that no longer exists counts as none.
 */
export const useReviewScope = (me: TMe, companyInLink: string | null = null) => {
  const isMasterAdmin = me.role === 'masteradmin';
  const companies = useQuery({ ...companiesQueryOptions, enabled: isMasterAdmin });
  const [chosenCompany, setChosenCompany] = useChosenCompany();
  const wanted = companyInLink ?? chosenCompany;
  const company = isMasterAdmin
    ? companies.data?.find((candidate) => String(candidate.id) === wanted)
    : undefined;
  const scope: TPlaybookScope | null = isMasterAdmin
    ? company
      ? { companyId: company.id, sendCompanyId: true }
      : null
    : { companyId: me.company_id, sendCompanyId: false };
  return {
    isMasterAdmin,
    scope,
    /** The company's name, for a master admin. */
    companyName: company?.name ?? null,
    companies: {
      list: companies.data ?? [],
      loading: isMasterAdmin && companies.isPending,
      loadError: companies.isError ? toApiError(companies.error).detail : undefined,
    },
    chosenCompany: company ? String(company.id) : null,
    chooseCompany: setChosenCompany,
  };
};

export type TReviewScope = ReturnType<typeof useReviewScope>;
