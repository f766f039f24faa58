// "E-mail it to me" beside the export buttons of /users: the same export (tab, filters, ordering), made by
// the server in the background and e-mailed as a link, for lists too large to wait for in the browser.
import { Alert, Button, Menu, Stack } from '@mantine/core';
import { APP_EVENTS } from '@portal/contract/app-events';
import type { ExportFormat, ExportUsersBody } from '@portal/contract/endpoints/user-management';
import { IconChevronDown, IconFileSpreadsheet, IconFileTypeCsv, IconMail } from '@tabler/icons-react';
import { ApiError } from '../../../shared/api/api-error';
import { appEvents } from '../../../shared/events/app-events';
import { useExportUsersByEmail } from '../api/export-users-by-email';

export interface EmailExportMenuProps {
  /** The export body of what the screen shows, in this format. */
  readonly bodyFor: (format: ExportFormat) => ExportUsersBody;
}

export function EmailExportMenu({ bodyFor }: EmailExportMenuProps) {
  const exportByEmail = useExportUsersByEmail();
  const send = (format: ExportFormat) =>
    exportByEmail.mutate(bodyFor(format), {
      onSuccess: (reply) =>
        appEvents.emit(APP_EVENTS.SHOW_TIP, { title: 'Export on its way', message: reply.detail }),
    });
  const error = exportByEmail.error;
  return (
    <Stack gap="xs">
      <Menu position="bottom-start" shadow="md" width={220}>
        <Menu.Target>
          <Button
            variant="default"
            leftSection={<IconMail size={16} aria-hidden />}
            rightSection={<IconChevronDown size={14} aria-hidden />}
            loading={exportByEmail.isPending}
          >
            E-mail it to me
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>Prepared in the background</Menu.Label>
          <Menu.Item leftSection={<IconFileTypeCsv size={16} aria-hidden />} onClick={() => send('csv')}>
            CSV file
          </Menu.Item>
          <Menu.Item leftSection={<IconFileSpreadsheet size={16} aria-hidden />} onClick={() => send('xlsx')}>
            XLSX file
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {error ? (
        <Alert
          color="red"
          variant="light"
          role="alert"
          title="The export was not requested"
          withCloseButton
          onClose={() => exportByEmail.reset()}
          maw={420}
        >
          {error instanceof ApiError && error.error.message
            ? error.error.message
            : 'The export could not be requested. Please try again.'}
        </Alert>
      ) : null}
    </Stack>
  );
}
