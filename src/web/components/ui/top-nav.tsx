import { Box, Button, Group, Text } from '@mantine/core';
import { Form, Link, NavLink, useNavigation } from 'react-router';
import type { TMe } from '../../../shared/schemas/auth';
import { WordAddinButton } from './word-addin-button';

/** `plain`: a link that never shows as current (Home and Legal share /legal; only Legal lights up). */
type TNavItem = { label: string; to: string; plain?: boolean };

const LOGGED_OUT: TNavItem[] = [
  { label: 'UserLogin', to: '/login/user' },
  { label: 'MasteradminLogin', to: '/login/masteradmin' },
];
const MASTER_ADMIN: TNavItem[] = [
  { label: 'Home', to: '/legal', plain: true },
  { label: 'TrainModel', to: '/train-model' },
  { label: 'Reviews', to: '/reviews' },
  { label: 'Legal', to: '/legal' },
];
const USER: TNavItem[] = [
  { label: 'TrainModel', to: '/train-model' },
  { label: 'Reviews', to: '/reviews' },
];

const itemsFor = (me: TMe | null): TNavItem[] => {
  if (!me) return LOGGED_OUT;
  return me.role === 'masteradmin' ? MASTER_ADMIN : USER;
};

/** The top bar: product name at the left, the links of the visitor's role, and Logout when logged in. */
export function TopNav({ me }: { me: TMe | null }) {
  const navigation = useNavigation();
  const loggingOut = navigation.state !== 'idle' && navigation.formAction === '/logout';

  return (
    <Box
      component="header"
      px={{ base: 'sm', sm: 'lg' }}
      py="xs"
      bg="indigo.9"
      style={{ position: 'sticky', top: 0, zIndex: 100 }}
    >
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text
          component={Link}
          to="/"
          fw={800}
          fz="xl"
          c="white"
          style={{ textDecoration: 'none', letterSpacing: '0.02em' }}
        >
          Clausebook
        </Text>
        <Group component="nav" aria-label="Main" gap={4} wrap="wrap">
          {itemsFor(me).map((item) => (
            <Button
              key={item.label}
              component={item.plain ? Link : NavLink}
              to={item.to}
              variant="subtle"
              color="gray.0"
              size="compact-md"
              className="top-nav-link"
              styles={{ root: { color: 'white' } }}
            >
              {item.label}
            </Button>
          ))}
          {me?.role === 'masteradmin' && <WordAddinButton />}
          {me && (
            <Group gap="xs" wrap="nowrap" ml="xs">
              <Text c="indigo.1" fz="sm" visibleFrom="sm">
                {me.username}
              </Text>
              <Form method="post" action="/logout">
                <Button type="submit" variant="white" size="compact-md" loading={loggingOut}>
                  Logout
                </Button>
              </Form>
            </Group>
          )}
        </Group>
      </Group>
    </Box>
  );
}
