import { Text } from '@mantine/core';
import { SectionCard } from '../components/ui/section-card';
import { CreateMasterAdminForm } from '../features/master-admins/components/create-master-admin-form';

export function LegalCreateMasterAdmin() {
  return (
    <SectionCard title="Create a new MasterAdmin" order={1}>
      <Text size="sm" c="dimmed">
        A new master admin needs the master secret key of this installation.
      </Text>
      <CreateMasterAdminForm submitLabel="Create MasterAdmin" />
    </SectionCard>
  );
}
