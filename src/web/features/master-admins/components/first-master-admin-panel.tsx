import { Alert, Code, List, Stack, Text, Title } from '@mantine/core';
import { CreateMasterAdminForm } from './create-master-admin-form';

type TFirstMasterAdminPanelProps = {
  /** Where the server saved the generated key; null when it comes from MASTER_SECRET_KEY. */
  keyFile: string | null;
  onCreated: (username: string) => void;
};

/** First run: no master admin exists, so the login form gives way to creating the first one. */
export function FirstMasterAdminPanel({ keyFile, onCreated }: TFirstMasterAdminPanelProps) {
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Create the first master admin
      </Title>
      <Alert color="indigo" variant="light" title="No master admin exists yet">
        {keyFile ? (
          <Stack gap={6}>
            <Text size="sm">Create the first master admin with the master secret key. You will find it:</Text>
            <List size="sm" spacing={4}>
              <List.Item>
                printed in the terminal where <Code>npm start</Code> runs, and
              </List.Item>
              <List.Item>
                saved on the server in the file <Code>{keyFile}</Code>.
              </List.Item>
            </List>
          </Stack>
        ) : (
          <Text size="sm">
            Create the first master admin with the master secret key: the <Code>MASTER_SECRET_KEY</Code> set
            in the server's environment (ask whoever runs the server).
          </Text>
        )}
      </Alert>
      <CreateMasterAdminForm submitLabel="Create master admin" onCreated={onCreated} />
    </Stack>
  );
}
