import { Text } from '@mantine/core';
import { SectionCard } from '../../../components/ui/section-card';

/** Playbook Training: the guidelines per contract type and clause category. */
export function PlaybookTrainingSection() {
  return (
    <SectionCard title="PLAYBOOK TRAINING">
      <Text c="dimmed">
        Keep your preferred, acceptable and unacceptable guidelines for each contract type and clause
        category.
      </Text>
    </SectionCard>
  );
}
