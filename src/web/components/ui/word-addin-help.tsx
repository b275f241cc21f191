import { Anchor, Button, Group, List, Modal, Text } from '@mantine/core';

const MANIFEST_URL = '/addin/manifest.xml';

/** Word refuses add-ins served over plain HTTP, except from this computer. */
const servedOverHttps = () =>
  window.location.protocol === 'https:' ||
  ['localhost', '127.0.0.1', '[::1]'].includes(window.location.hostname);

/**
 * How a master admin deploys the Word add-in, in three lines: the manifest (this instance's own
 * address in it), sideloading it to try it, and deploying it to the company.
 */
export function WordAddinHelp({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Clausebook in Word"
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <List type="ordered" spacing="sm" size="sm">
        <List.Item>
          Download this instance’s{' '}
          <Anchor href={MANIFEST_URL} download="clausebook-word-addin.xml">
            add-in manifest
          </Anchor>
          .
        </List.Item>
        <List.Item>
          To try it: in Word on the web choose Insert › Add-ins › My Add-ins › Upload My Add-in; in Word on
          Windows list a shared folder holding it under File › Options › Trust Center › Trusted Add-in
          Catalogs; on a Mac copy it into ~/Library/Containers/com.microsoft.Word/Data/Documents/wef.
        </List.Item>
        <List.Item>
          For the whole company: in the Microsoft 365 admin center choose Settings › Integrated apps › Upload
          custom apps, upload the manifest and assign it to users or groups.
        </List.Item>
      </List>
      {!servedOverHttps() && (
        <Text size="sm" c="orange.8" mt="md" role="note">
          Word loads add-ins only over HTTPS: serve Clausebook over HTTPS (with PUBLIC_URL set to that
          address) before deploying it.
        </Text>
      )}
      <Group justify="flex-end" mt="lg">
        <Button onClick={onClose} variant="default">
          Close
        </Button>
      </Group>
    </Modal>
  );
}
