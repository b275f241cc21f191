import { Paper, Stack, Text, Title } from '@mantine/core';
import type { TWeActFor } from '../../../../shared/schemas/documents';
import { partyWithRole } from './we-act-for-field';

const listed = (items: string[]) =>
  items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/** "We act for: Distributor (the playbook's Customer)", or why no side was taken. */
const actingFor = (weActFor: TWeActFor) => {
  if (weActFor.party === null) {
    return weActFor.parties.length === 0
      ? 'no party chosen: none could be read from the contract, so each clause was read in its own words'
      : 'no party chosen: each clause was read in its own words';
  }
  return weActFor.playbook_role
    ? `${weActFor.party} (the playbook's ${weActFor.playbook_role})`
    : weActFor.party;
};

/**
 * Whom a document review acted for (decision 042): the party, the contract's other parties with the
 * playbook roles they played, and the playbook's roles no party plays, whose positions were not applied.
 */
export function WeActForSummary({ weActFor }: { weActFor: TWeActFor }) {
  const others = weActFor.parties.filter((party) => party.name !== weActFor.party);
  const unplayed = weActFor.roles_without_party;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="we-act-for-title">
      <Stack gap={4}>
        <Title order={4} size="h5" id="we-act-for-title">
          {`We act for: ${actingFor(weActFor)}`}
        </Title>
        {others.length > 0 && (
          <Text fz="sm">
            <Text span c="dimmed" fz="sm">
              {others.length === 1 ? 'The other party: ' : 'The other parties: '}
            </Text>
            {others.map(partyWithRole).join(' · ')}
          </Text>
        )}
        {unplayed.length > 0 && (
          <Text fz="sm" c="orange.9">
            {`Not applied: the playbook's positions for the ${listed(unplayed)} — no party of this contract plays ${unplayed.length === 1 ? 'that role' : 'those roles'}.`}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
