import { Select } from '@mantine/core';

type TContractSelectProps = {
  label: string;
  contracts: string[];
  value: string | null;
  onChange: (value: string) => void;
  error?: string;
  /** Shown in place of a value when there is no contract type (the spec's 'No contracts to display'). */
  emptyPlaceholder?: string;
};

/** A contract type dropdown: disabled, with a placeholder saying so, while there is none. */
export function ContractSelect({
  label,
  contracts,
  value,
  onChange,
  error,
  emptyPlaceholder = 'No contracts to display',
}: TContractSelectProps) {
  const empty = contracts.length === 0;
  return (
    <Select
      label={label}
      data={contracts}
      value={empty ? null : value}
      onChange={(next) => {
        if (next !== null) onChange(next);
      }}
      placeholder={empty ? emptyPlaceholder : 'Choose a contract type'}
      disabled={empty}
      error={error}
      searchable={contracts.length > 8}
      nothingFoundMessage="No contract type matches"
      allowDeselect={false}
      checkIconPosition="right"
    />
  );
}
