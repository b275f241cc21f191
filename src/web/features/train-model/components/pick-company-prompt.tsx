import { Paper, Stack, Text, Title } from '@mantine/core';

/** Shown to a master admin until a company is chosen: nothing of any playbook loads before that. */
export function PickCompanyPrompt() {
  return (
    <Paper
      withBorder
      shadow="xs"
      p={{ base: 'md', sm: 'xl' }}
      component="section"
      aria-labelledby="pick-company"
    >
      <Stack gap={6} align="center" ta="center">
        <Title order={2} size="h4" id="pick-company">
          Pick a company to work on its playbook
        </Title>
        <Text c="dimmed" size="sm" maw={520}>
          Each company keeps its own contract types, clause categories and guidelines. Choose one in the
          Company list above; this browser remembers your choice.
        </Text>
      </Stack>
    </Paper>
  );
}
