import { Text } from '@mantine/core';
import { SectionCard } from '../../../components/ui/section-card';

/** Clause Testing: paste a clause, get the preferred and acceptable rewrites with their redlines. */
export function ClauseTestingSection() {
  return (
    <SectionCard title="CLAUSE TESTING">
      <Text c="dimmed">
        Check a clause from a counterparty's draft against your playbook and get a preferred and an acceptable
        rewrite, each with its redline.
      </Text>
    </SectionCard>
  );
}
