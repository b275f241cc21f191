import { Box } from '@mantine/core';
import { Outlet, useLoaderData } from 'react-router';
import { TopNav } from '../components/ui/top-nav';
import { meQueryOptions } from '../features/auth/api/me-query-options';
import { queryClient } from '../query-client';

/** Who is logged in (null when nobody is): the HttpOnly cookie can only be read by the server. */
export const rootLoader = () => queryClient.fetchQuery(meQueryOptions);

export function RootLayout() {
  const me = useLoaderData<typeof rootLoader>();
  return (
    <Box mih="100dvh" style={{ display: 'flex', flexDirection: 'column' }}>
      <TopNav me={me} />
      <Box component="main" style={{ flex: 1, display: 'flex', flexDirection: 'column' }}>
        <Outlet />
      </Box>
    </Box>
  );
}
