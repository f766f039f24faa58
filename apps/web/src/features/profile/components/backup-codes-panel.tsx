// The backup codes, shown once after turning two-factor sign-in on or asking for new ones: the codes, Copy
// and Download, and a plain word that they will not be shown again.
import { Alert, Button, CopyButton, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy, IconDownload, IconKey } from '@tabler/icons-react';
import { saveFile } from '../../../shared/export/stream-export';
import { backupCodesFile } from '../lib/backup-codes-file';

export interface BackupCodesPanelProps {
  readonly codes: readonly string[];
  /** The user has stored them; the panel closes for good. */
  readonly onDone: () => void;
}

export function BackupCodesPanel({ codes, onDone }: BackupCodesPanelProps) {
  return (
    <Stack gap="md">
      <Alert
        color="yellow"
        variant="light"
        icon={<IconKey size={18} aria-hidden />}
        title="Store your backup codes now"
      >
        If you lose your phone, each of these codes signs you in once instead of a code from the app. They are
        shown only this once: copy or download them and keep them somewhere safe, such as a password manager.
      </Alert>
      <Paper withBorder radius="sm" p="sm" bg="gray.0">
        <SimpleGrid
          component="ul"
          aria-label="Backup codes"
          cols={{ base: 2, xs: 2, sm: 5 }}
          spacing="xs"
          verticalSpacing={6}
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
        >
          {codes.map((code) => (
            <Text component="li" key={code} ff="monospace" fw={600} ta="center" size="sm">
              {code}
            </Text>
          ))}
        </SimpleGrid>
      </Paper>
      <Group gap="sm">
        <CopyButton value={codes.join('\n')}>
          {({ copied, copy }) => (
            <Button
              variant="default"
              onClick={copy}
              leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
            >
              {copied ? 'Copied' : 'Copy'}
            </Button>
          )}
        </CopyButton>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={() => saveFile(backupCodesFile(codes))}
        >
          Download .txt
        </Button>
        <Button onClick={onDone}>I have stored them</Button>
      </Group>
      <Text size="xs" c="dimmed">
        Used codes stop working. When few are left, ask for new codes here.
      </Text>
    </Stack>
  );
}
