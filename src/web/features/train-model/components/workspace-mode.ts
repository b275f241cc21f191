export const WORKSPACE_MODES = ['clause-testing', 'train-model'] as const;
export type TWorkspaceMode = (typeof WORKSPACE_MODES)[number];
