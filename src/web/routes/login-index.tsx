import { RoleChoice } from '../features/auth/components/role-choice';

export function LoginIndex() {
  return <RoleChoice />;
}
