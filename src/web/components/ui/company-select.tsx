import { Select } from '@mantine/core';
import type { TCompany } from '../../../shared/schemas/admin';

type TCompanySelectProps = {
  companies: TCompany[];
  loading: boolean;
  value: string | null;
  onChange: (value: string | null) => void;
  error?: string;
};

/** The required company dropdown of the admin forms (placeholder 'SELECT COMPANY'). */
export function CompanySelect({ companies, loading, value, onChange, error }: TCompanySelectProps) {
  const empty = !loading && companies.length === 0;
  return (
    <Select
      label="Company"
      placeholder="SELECT COMPANY"
      required
      searchable={companies.length > 8}
      nothingFoundMessage="No company matches"
      data={companies.map((company) => ({ value: String(company.id), label: company.name }))}
      value={value}
      onChange={onChange}
      error={error}
      description={empty ? 'No companies yet: add one under Add Company first.' : undefined}
      disabled={empty}
      allowDeselect={false}
      checkIconPosition="right"
      comboboxProps={{ withinPortal: true, keepMounted: false }}
    />
  );
}
