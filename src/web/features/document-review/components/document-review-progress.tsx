import { Button, Group, Paper, Progress, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { TDocumentProgress } from '../../../../shared/schemas/documents';
import {
  describeStage,
  isCounted,
  STEP_COUNT,
  stageName,
  stagePercent,
  stepOf,
} from './document-review-state';

type TProgressBarProps = {
  /** The line above the bar, e.g. 'Uploading… 42%'. */
  label: string;
  /** The bar's accessible name. */
  name: string;
  /** 0–100, or null when unknown (an animated full bar). */
  percent: number | null;
  /** Read once by screen readers (the visible label changes too often to announce). */
  announcement: string;
  detail: string;
  onCancel?: () => void;
};

function ProgressBar({ label, name, percent, announcement, detail, onCancel }: TProgressBarProps) {
  return (
    <Paper withBorder p="md" radius="md" bg="indigo.0" aria-busy="true">
      <Stack gap="xs">
        <VisuallyHidden role="status">{announcement}</VisuallyHidden>
        <Group justify="space-between" gap="xs" wrap="nowrap" align="baseline">
          <Text fw={600} aria-hidden="true">
            {label}
          </Text>
          {onCancel && (
            <Button size="compact-sm" variant="subtle" color="gray" onClick={onCancel}>
              Cancel
            </Button>
          )}
        </Group>
        <Progress.Root size="lg" radius="xl">
          <Progress.Section
            value={percent ?? 100}
            animated={percent === null || percent < 100}
            striped
            withAria={false}
            role="progressbar"
            aria-label={name}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent ?? undefined}
            aria-valuetext={percent === null ? 'In progress' : `${percent}%`}
          />
        </Progress.Root>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {detail}
        </Text>
      </Stack>
    </Paper>
  );
}

type TUploadProgressProps = { filename: string; fraction: number | null; onCancel: () => void };

/** 'Uploading… NN%' while the file is sent. */
export function UploadProgress({ filename, fraction, onCancel }: TUploadProgressProps) {
  const percent = fraction === null ? null : Math.round(fraction * 100);
  return (
    <ProgressBar
      label={percent === null ? 'Uploading…' : `Uploading… ${percent}%`}
      name="Upload progress"
      percent={percent}
      announcement={`Uploading ${filename}`}
      detail={filename}
      onCancel={onCancel}
    />
  );
}

type TReviewProgressProps = { filename: string; progress: TDocumentProgress };

/** The review's stage in words, its step, and how much of the stage is done. */
export function ReviewProgress({ filename, progress }: TReviewProgressProps) {
  const step = stepOf(progress);
  const counted = isCounted(progress);
  const percent = counted ? stagePercent(progress) : null;
  const stage = describeStage(progress);
  return (
    <ProgressBar
      label={percent === null ? `${stage}…` : `${stage} · ${percent}%`}
      name="Review progress"
      percent={percent}
      announcement={stageName(progress)}
      detail={`${step ? `Step ${step} of ${STEP_COUNT} · ` : ''}${filename} · A long contract can take a few minutes: you may leave this page and find the review under Reviews.`}
    />
  );
}
