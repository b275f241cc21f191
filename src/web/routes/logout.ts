import { notifications } from '@mantine/notifications';
import { redirect } from 'react-router';
import { MESSAGES } from '../../shared/messages';
import { ApiError, toApiError } from '../api-client';
import { logout } from '../features/auth/api/logout';
import { queryClient } from '../query-client';

/** POST /logout: ends the session on the server (which clears the cookie), forgets cached data, → /login. */
export const logoutAction = async () => {
  try {
    await logout();
    notifications.show({ message: MESSAGES.loggedOut, color: 'indigo' });
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401)) {
      notifications.show({ title: 'Logout failed', message: toApiError(error).detail, color: 'red' });
    }
  }
  queryClient.clear();
  return redirect('/login');
};

/** Visiting /logout directly does not log anyone out. */
export const logoutLoader = () => redirect('/login');
