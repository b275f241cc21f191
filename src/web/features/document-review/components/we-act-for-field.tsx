import { Alert, Group, Loader, Select, Stack, Text } from '@mantine/core';
import type { TWeActFor } from '../../../../shared/schemas/documents';
import type { TDocumentPartiesChoice } from './use-document-parties';

/** "Distributor — the playbook's Customer": a party with the role the contract gives it. */
export const partyWithRole = ({ name, role }: TWeActFor['parties'][number]) =>
  role ? `${name} — the playbook's ${role}` : `${name} — plays no role of the playbook`;

const LABEL = 'We act for';

/**
 * What choosing a party the contract puts on another side does: the playbook's positions are read for
 * it, and in a two-party contract the other party takes the side it leaves (as the review maps them).
 */
const swapNote = (read: TWeActFor, chosen: string | null) => {
  const party = read.parties.find((candidate) => candidate.name === chosen);
  if (!party || !read.playbook_role || party.role === read.playbook_role) return null;
  const other = read.parties.length === 2 ? read.parties.find((candidate) => candidate !== party) : undefined;
  const leaves = other && party.role ? `, and ${other.name} takes the ${party.role}'s side` : '';
  return `Acting for ${party.name}: the playbook's positions for the ${read.playbook_role} are applied to ${party.name}${leaves}.`;
};

/**
 * "We act for" on the document form (decision 042): the contract's parties, read once a document and a
 * contract type are chosen, each with the playbook role the contract gives it; the inferred one chosen.
 * Where none can be read, it says so: the review then reads each clause in its own words.
 */
export function WeActForField({ choice }: { choice: TDocumentPartiesChoice }) {
  const { parties, weActFor, choose } = choice;
  if (parties.state === 'idle') return null;
  if (parties.state === 'reading') {
    return (
      <Group gap="xs" role="status" aria-live="polite">
        <Loader size="xs" />
        <Text size="sm" c="dimmed">
          Reading the contract's parties…
        </Text>
      </Group>
    );
  }
  if (parties.state === 'failed') {
    return (
      <Alert color="orange" variant="light" title="The contract's parties could not be read">
        {parties.message}
      </Alert>
    );
  }
  const read = parties.parties;
  if (read.parties.length === 0) {
    return (
      <Stack gap={2}>
        <Text size="sm" fw={500}>
          {LABEL}
        </Text>
        <Text size="sm" c="dimmed">
          No parties could be read from this contract, so there is no side to choose: the review reads each
          clause in its own words.
        </Text>
      </Stack>
    );
  }
  const side = read.playbook_role ? `the playbook's ${read.playbook_role}` : "the playbook's side";
  const swap = swapNote(read, weActFor);
  return (
    <Stack gap={4}>
      <Select
        label={LABEL}
        description={`The parties of this contract, each with the role the contract gives it. The party you choose takes ${side}.`}
        data={read.parties.map((party) => ({ value: party.name, label: partyWithRole(party) }))}
        value={weActFor}
        onChange={choose}
        placeholder="Not chosen: each clause is read in its own words"
        clearable={read.party === null}
        allowDeselect={false}
        checkIconPosition="right"
      />
      {swap && (
        <Text size="sm" c="dimmed">
          {swap}
        </Text>
      )}
    </Stack>
  );
}
