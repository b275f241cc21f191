import { Accordion, Badge, Group, List, Text } from '@mantine/core';

/** 'Existing Contracts': an expandable list of the contract type names. */
export function ExistingContracts({ contracts }: { contracts: string[] }) {
  return (
    <Accordion variant="contained">
      <Accordion.Item value="existing-contracts">
        <Accordion.Control>
          <Group gap="xs" wrap="nowrap">
            <Text fw={600}>Existing Contracts</Text>
            <Badge variant="light" color="gray" aria-label={`${contracts.length} contract types`}>
              {contracts.length}
            </Badge>
          </Group>
        </Accordion.Control>
        <Accordion.Panel>
          {contracts.length === 0 ? (
            <Text size="sm" c="dimmed">
              No contract types yet.
            </Text>
          ) : (
            <List spacing={4} size="sm" aria-label="Existing Contracts">
              {contracts.map((contract) => (
                <List.Item key={contract} style={{ overflowWrap: 'anywhere' }}>
                  {contract}
                </List.Item>
              ))}
            </List>
          )}
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
