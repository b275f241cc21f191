import { useLocalStorage } from '@mantine/hooks';

const STORAGE_KEY = 'clausebook.train-model.company-id';

/** The company a master admin works on, remembered in this browser (a company id, or null for none). */
export const useChosenCompany = () =>
  useLocalStorage<string | null>({
    key: STORAGE_KEY,
    defaultValue: null,
    getInitialValueInEffect: false,
    serialize: (value) => value ?? '',
    deserialize: (value) => (value ? value : null),
  });
