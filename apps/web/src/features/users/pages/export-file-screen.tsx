// /exports/:key: the link of a users export e-mailed to the staff member who asked for it. The owner gets the
// file name, a Download button (a short-lived signed link, refreshed while the screen is open) and when the
// export is deleted; anyone else, and everyone once it is deleted, the same "no longer available".
import { Button, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { EXPORT_GONE_MESSAGE, EXPORT_LIFETIME_HOURS } from '@portal/contract/endpoints/user-management';
import { screenPath } from '@portal/contract/routes';
import { IconDownload, IconFileOff, IconFileSpreadsheet } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { ApiError } from '../../../shared/api/api-error';
import { formatDate } from '../../../shared/format/date';
import { AppLink } from '../../../shared/ui/app-link';
import { EmptyState } from '../../../shared/ui/empty-state';
import { ErrorState } from '../../../shared/ui/error-state';
import { LoadingState } from '../../../shared/ui/loading-state';
import { ScreenHeading } from '../../../shared/ui/screen-heading';
import { getExportFileQueryOptions } from '../api/get-export-file';

/** "26/11/2026 14:05" in the viewer's time zone. */
function formatDateTime(value: string): string {
  const time = new Date(value).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });
  return `${formatDate(value)} ${time}`;
}

/** A key the server refuses (400: not an export's shape) or does not know for this user (404). */
const isGone = (error: unknown) =>
  error instanceof ApiError && (error.statusCode === 404 || error.statusCode === 400);

export default function ExportFileScreen() {
  const { key = '' } = useParams();
  const file = useQuery(getExportFileQueryOptions(key));

  if (file.isPending) return <LoadingState label="Loading the export" />;
  if (file.isError) {
    if (isGone(file.error)) {
      return (
        <EmptyState
          titleOrder={1}
          icon={<IconFileOff size={28} stroke={1.6} aria-hidden />}
          title={EXPORT_GONE_MESSAGE}
          description={`Exports sent by e-mail are kept for ${EXPORT_LIFETIME_HOURS} hours, for the person who asked for them only. Export the list again from user management.`}
          action={
            <Button component={AppLink} to={screenPath('users')} variant="default">
              Go to user management
            </Button>
          }
        />
      );
    }
    return (
      <ErrorState
        titleOrder={1}
        title="The export could not be loaded"
        message="Please try again in a moment."
        onRetry={() => void file.refetch()}
      />
    );
  }

  const { file_name: fileName, url, expires_at: expiresAt } = file.data;
  return (
    <Stack gap="lg" maw={720}>
      <ScreenHeading title="Your export">
        The users export you asked for is ready. Download it before it is deleted.
      </ScreenHeading>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Group justify="space-between" align="center" gap="md">
          <Group gap="sm" wrap="nowrap" miw={0} style={{ flex: '1 1 16rem' }}>
            <ThemeIcon variant="light" color="navy" size="xl" radius="md">
              <IconFileSpreadsheet size={24} stroke={1.6} aria-hidden />
            </ThemeIcon>
            <Stack gap={2} miw={0}>
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {fileName}
              </Text>
              <Text size="sm" c="dimmed">
                Available until {formatDateTime(expiresAt)}
              </Text>
            </Stack>
          </Group>
          <Button
            component="a"
            href={url}
            download={fileName}
            leftSection={<IconDownload size={18} aria-hidden />}
            style={{ flex: '0 0 auto' }}
          >
            Download
          </Button>
        </Group>
      </Paper>
    </Stack>
  );
}
