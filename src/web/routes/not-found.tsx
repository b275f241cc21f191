import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

export function NotFound() {
  return (
    <Container size="sm" py={80}>
      <Stack gap="md" align="flex-start">
        <Title order={1} size="h2">
          Page not found
        </Title>
        <Text c="dimmed">There is no page at this address.</Text>
        <Button component={Link} to="/">
          Go to the start page
        </Button>
      </Stack>
    </Container>
  );
}
