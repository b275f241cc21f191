import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { toApiError } from '../api-client';

/** Shown when a loader or a page fails (for example the server cannot be reached). */
export function RouteError() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const detail = isRouteErrorResponse(error) ? error.statusText : toApiError(error).detail;

  return (
    <Container size="sm" py={80}>
      <Stack gap="md" role="alert">
        <Text fw={800} fz="xl" c="indigo.9">
          Clausebook
        </Text>
        <Title order={1} size="h2">
          {notFound ? 'Page not found' : 'This page could not be loaded'}
        </Title>
        <Text c="dimmed">{detail}</Text>
        <Group>
          <Button onClick={() => window.location.reload()}>Try again</Button>
          <Button component={Link} to="/" variant="default" reloadDocument>
            Go to the start page
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
