import { Select } from '@mantine/core';
import type { TCompany } from '../../../../shared/schemas/admin';

type TCompanySwitcherProps = {
  companies: TCompany[];
  loading: boolean;
  /** Why the companies could not be loaded, if they could not. */
  loadError?: string;
  value: string | null;
  onChange: (value: string | null) => void;
};

/** The master admin's company switcher: the company whose playbook the page works on. */
export function CompanySwitcher({ companies, loading, loadError, value, onChange }: TCompanySwitcherProps) {
  const empty = !loading && !loadError && companies.length === 0;
  return (
    <Select
      label="Company"
      placeholder={loading ? 'Loading companies…' : 'SELECT COMPANY'}
      data={companies.map((company) => ({ value: String(company.id), label: company.name }))}
      value={value}
      onChange={(next) => {
        if (next !== null) onChange(next);
      }}
      error={loadError}
      description={empty ? 'No companies yet: add one under Legal → Add Company.' : undefined}
      disabled={loading || empty}
      searchable={companies.length > 8}
      nothingFoundMessage="No company matches"
      allowDeselect={false}
      checkIconPosition="right"
      w={{ base: '100%', xs: 280 }}
    />
  );
}
