import { Code } from '@mantine/core';
import type { TCompanySignIn } from '../../../../shared/schemas/sign-in';
import { DateTime } from '../../../components/ui/date-time';
import type { TQueryTable } from '../../../components/ui/query-table-card';

/** 'Company sign-in settings': which companies sign in with their own provider (the secret masked). */
export const COMPANY_SIGN_INS_TABLE: TQueryTable<TCompanySignIn> = {
  title: 'Company sign-in settings',
  items: 'sign-in settings',
  emptyText:
    'No company signs in with its own identity provider yet: its users log in with username and email.',
  columns: [
    { header: 'Company', cell: (signIn) => signIn.company_name },
    { header: 'Issuer', cell: (signIn) => signIn.issuer, breakAnywhere: true },
    { header: 'Client ID', cell: (signIn) => signIn.client_id, breakAnywhere: true },
    { header: 'Client secret (masked)', cell: (signIn) => <Code>{signIn.client_secret_masked}</Code> },
    { header: 'Required', cell: (signIn) => (signIn.require_sso ? 'Yes' : 'No') },
    { header: 'Updated', cell: (signIn) => <DateTime value={signIn.updated_at} /> },
  ],
  rowKey: (signIn) => signIn.company_id,
  minWidth: 820,
};
