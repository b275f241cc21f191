import { Box, Container, Loader, NavLink, Paper, Stack, Text } from '@mantine/core';
import { Link, Outlet, redirect, useLocation, useNavigation } from 'react-router';
import { meQueryOptions } from '../features/auth/api/me-query-options';
import { queryClient } from '../query-client';

/** Not logged in → /login; logged in but not a master admin → /train-model/. */
export const legalLoader = async () => {
  const me = await queryClient.fetchQuery(meQueryOptions);
  if (!me) return redirect('/login');
  if (me.role !== 'masteradmin') return redirect('/train-model/');
  return null;
};

const SECTIONS = [
  { to: 'add-company', label: 'Add Company' },
  { to: 'add-company-api', label: 'Add Company API' },
  { to: 'company-sign-in', label: 'Company Sign-in' },
  { to: 'add-user', label: 'Add User' },
  { to: 'get-users', label: 'Get Users' },
  { to: 'create-masteradmin', label: 'Create MasterAdmin' },
] as const;

/** The admin area: the sidebar at the left, the chosen section (or the landing text) at the right. */
export function LegalLayout() {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const loading = navigation.state === 'loading';

  return (
    <Container size="xl" w="100%" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Box
        style={{
          display: 'flex',
          gap: 'var(--mantine-spacing-lg)',
          alignItems: 'flex-start',
          flexWrap: 'wrap',
        }}
      >
        <Paper
          withBorder
          p="xs"
          component="aside"
          style={{ flex: '1 1 220px', maxWidth: '100%' }}
          maw={{ sm: 260 }}
        >
          <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" py={6}>
            Administration
          </Text>
          <Stack gap={2} component="nav" aria-label="Administration">
            {SECTIONS.map((section) => (
              <NavLink
                key={section.to}
                component={Link}
                to={section.to}
                label={section.label}
                active={pathname.replace(/\/$/, '') === `/legal/${section.to}`}
                variant="light"
                style={{ borderRadius: 'var(--mantine-radius-sm)' }}
                rightSection={
                  section.to === 'add-company' && loading ? (
                    <Loader size={14} aria-hidden="true" data-testid="legal-nav-loader" />
                  ) : undefined
                }
              />
            ))}
          </Stack>
        </Paper>
        <Box style={{ flex: '999 1 480px', minWidth: 0 }} aria-busy={loading}>
          <Outlet />
        </Box>
      </Box>
    </Container>
  );
}
