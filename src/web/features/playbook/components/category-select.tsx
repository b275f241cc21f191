import { Select } from '@mantine/core';

type TCategorySelectProps = {
  label: string;
  categories: string[];
  value: string | null;
  onChange: (value: string) => void;
  error?: string;
};

/** A clause category dropdown of one contract type: disabled with 'No categories to display' when empty. */
export function CategorySelect({ label, categories, value, onChange, error }: TCategorySelectProps) {
  const empty = categories.length === 0;
  return (
    <Select
      label={label}
      data={categories}
      value={empty ? null : value}
      onChange={(next) => {
        if (next !== null) onChange(next);
      }}
      placeholder={empty ? 'No categories to display' : 'Choose a clause category'}
      disabled={empty}
      error={error}
      searchable={categories.length > 8}
      nothingFoundMessage="No clause category matches"
      allowDeselect={false}
      checkIconPosition="right"
    />
  );
}
