import { redirect } from 'react-router';
import { meQueryOptions } from '../features/auth/api/me-query-options';
import { queryClient } from '../query-client';

/** '/': each role's own start page (the route has no page: this loader always redirects). */
export const homeRedirectLoader = async () => {
  const me = await queryClient.fetchQuery(meQueryOptions);
  if (!me) return redirect('/login');
  return redirect(me.role === 'masteradmin' ? '/legal' : '/train-model');
};
