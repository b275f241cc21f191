import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

/** The login landing: pick master admin or normal user. */
export function RoleChoice() {
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          Welcome to Clausebook
        </Title>
        <Text c="dimmed" mt={4}>
          Please choose your role to continue
        </Text>
      </div>
      <Stack gap="sm">
        <Button component={Link} to="/login/masteradmin" size="md" fullWidth>
          MASTERADMIN
        </Button>
        <Button component={Link} to="/login/user" size="md" variant="light" fullWidth>
          NORMALUSER
        </Button>
      </Stack>
    </Stack>
  );
}
