import { Paper, Stack, Text, Title } from '@mantine/core';

/** Exactly /legal: the product's headline. */
export function LegalIndex() {
  return (
    <Paper withBorder p={{ base: 'lg', sm: 48 }} bg="indigo.0">
      <Stack gap="md" maw={720}>
        <Title order={1} c="indigo.9" style={{ lineHeight: 1.2 }}>
          Revolutionize Your Contract Drafting with AI-Powered Clause Training
        </Title>
        <Text size="lg" c="dark.6">
          Build an intelligent playbook of standardized, preferred and acceptable clauses for every contract
          type, and let Clausebook apply it to each draft in your word processor, with a clear redline for
          every change.
        </Text>
      </Stack>
    </Paper>
  );
}
