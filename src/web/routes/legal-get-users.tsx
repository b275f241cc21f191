import { UsersTable } from '../features/users/components/users-table';

export function LegalGetUsers() {
  return <UsersTable />;
}
