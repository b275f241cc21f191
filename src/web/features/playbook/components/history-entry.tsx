import { Badge, Group, Paper, Text } from '@mantine/core';
import type { TGuidelineVersion } from '../../../../shared/schemas/playbook';
import { DateTime } from '../../../components/ui/date-time';
import { RedlineText } from '../../../components/ui/redline-text';
import { GUIDELINE_FIELDS } from './guideline-levels';

/** One saved version of one level: level, version, author, time and the redline against the one before. */
export function HistoryEntry({ entry }: { entry: TGuidelineVersion }) {
  const level = GUIDELINE_FIELDS.find((field) => field.level === entry.level);
  return (
    <Paper component="li" withBorder p="sm" radius="sm" style={{ listStyle: 'none' }}>
      <Group gap="xs" wrap="wrap" mb={6}>
        <Badge color={level?.color ?? 'gray'} variant="light" tt="none">
          {level?.badge ?? entry.level}
        </Badge>
        <Text fw={700} size="sm">
          v{entry.version}
        </Text>
        <Text size="sm" c="dimmed">
          {entry.author}
        </Text>
        <Text size="sm" c="dimmed">
          <DateTime value={entry.created_at} />
        </Text>
      </Group>
      <RedlineText markup={entry.redline} />
    </Paper>
  );
}
