import { Box, Container, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { Outlet, redirect } from 'react-router';
import { ContractIllustration } from '../components/ui/contract-illustration';
import { meQueryOptions } from '../features/auth/api/me-query-options';
import { queryClient } from '../query-client';

/** A logged-in visitor has nothing to do here: masteradmin → /legal/add-company, user → /train-model. */
export const loginLoader = async () => {
  const me = await queryClient.fetchQuery(meQueryOptions);
  if (me) return redirect(me.role === 'masteradmin' ? '/legal/add-company' : '/train-model');
  return null;
};

/** Two columns: the form on the left, the illustration on the right (one column on phones). */
export function LoginLayout() {
  return (
    <Container size="lg" py={{ base: 'md', sm: 48 }} px={{ base: 'sm', sm: 'md' }} w="100%">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing={{ base: 'lg', md: 48 }} style={{ alignItems: 'center' }}>
        <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }}>
          <Outlet />
        </Paper>
        <Stack gap="sm" align="center">
          <Box w="100%" maw={{ base: 280, sm: 460 }}>
            <ContractIllustration />
          </Box>
          <Text ta="center" c="dimmed" size="sm" maw={380}>
            Your team's playbook of preferred and acceptable clauses, applied to every draft with a clear
            redline.
          </Text>
        </Stack>
      </SimpleGrid>
    </Container>
  );
}
