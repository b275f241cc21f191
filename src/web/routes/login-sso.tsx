import { useSearchParams } from 'react-router';
import { OrganisationSignInForm } from '../features/auth/components/organisation-sign-in-form';

/** /login/sso: sign in with the company's identity provider (`?username=` prefills the field). */
export function LoginSso() {
  const [search] = useSearchParams();
  return <OrganisationSignInForm defaultUsername={search.get('username') ?? ''} />;
}
