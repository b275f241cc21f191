import { Group, Radio } from '@mantine/core';
import { type TWorkspaceMode, WORKSPACE_MODES } from './workspace-mode';

type TWorkspaceModeChoiceProps = {
  value: TWorkspaceMode;
  onChange: (value: TWorkspaceMode) => void;
};

const isMode = (value: string): value is TWorkspaceMode =>
  (WORKSPACE_MODES as readonly string[]).includes(value);

/** 'Clause Testing' (default) or 'Train model'. */
export function WorkspaceModeChoice({ value, onChange }: TWorkspaceModeChoiceProps) {
  return (
    <Radio.Group
      label="What would you like to do?"
      value={value}
      onChange={(next) => {
        if (isMode(next)) onChange(next);
      }}
    >
      <Group mt="xs" gap="xl">
        <Radio value="clause-testing" label="Clause Testing" />
        <Radio value="train-model" label="Train model" />
      </Group>
    </Radio.Group>
  );
}
