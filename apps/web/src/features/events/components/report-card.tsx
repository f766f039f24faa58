// One report of /event/:id/reports: its title as a link to the document (a new tab), the day it was added,
// and for WSK staff whether it is selected; WSK administrators switch that, rename or delete it.
import { Anchor, Badge, Button, Group, Paper, Stack, Switch, Text, ThemeIcon } from '@mantine/core';
import type { EventReport } from '@portal/contract/event-parts';
import { IconExternalLink, IconFileTypePdf, IconPencil, IconPhoto, IconTrash } from '@tabler/icons-react';
import { formatDate } from '../../../shared/format/date';

export interface ReportCardProps {
  readonly report: EventReport;
  /** WSK staff see whether the report is selected. */
  readonly showSelected: boolean;
  /** WSK administrators' controls; none for everyone else. */
  readonly manage?:
    | {
        readonly onSelect: (selected: boolean) => void;
        readonly selecting: boolean;
        readonly onEdit: () => void;
        readonly onDelete: () => void;
      }
    | undefined;
}

export function ReportCard({ report, showSelected, manage }: ReportCardProps) {
  const pdf = report.content_type === 'application/pdf';
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={report.title}>
      <Group justify="space-between" align="center" gap="md">
        <Group gap="sm" wrap="nowrap" align="flex-start" miw={0} style={{ flex: '1 1 16rem' }}>
          <ThemeIcon variant="light" color={pdf ? 'red' : 'navy'} size="lg" radius="md" aria-hidden>
            {pdf ? <IconFileTypePdf size={20} /> : <IconPhoto size={20} />}
          </ThemeIcon>
          <Stack gap={2} miw={0}>
            <Anchor
              href={report.file_url}
              target="_blank"
              rel="noopener noreferrer"
              fw={600}
              style={{ overflowWrap: 'anywhere' }}
            >
              {report.title}
              <IconExternalLink size={14} aria-hidden style={{ marginLeft: 4, verticalAlign: '-2px' }} />
            </Anchor>
            <Group gap="xs">
              <Text size="sm" c="dimmed">
                {pdf ? 'PDF' : 'Picture'} · added{' '}
                <time dateTime={report.created}>{formatDate(report.created)}</time>
              </Text>
              {showSelected && report.selected ? (
                <Badge variant="light" color="teal" size="sm" tt="none">
                  Selected
                </Badge>
              ) : null}
            </Group>
          </Stack>
        </Group>
        {manage ? (
          <Group gap="xs" wrap="nowrap">
            <Switch
              label="Selected"
              aria-label={`Selected: ${report.title}`}
              checked={report.selected}
              disabled={manage.selecting}
              onChange={(change) => manage.onSelect(change.currentTarget.checked)}
            />
            <Button
              variant="default"
              size="xs"
              leftSection={<IconPencil size={14} aria-hidden />}
              aria-label={`Rename “${report.title}”`}
              onClick={manage.onEdit}
            >
              Rename
            </Button>
            <Button
              variant="subtle"
              color="red"
              size="xs"
              leftSection={<IconTrash size={14} aria-hidden />}
              aria-label={`Delete “${report.title}”`}
              onClick={manage.onDelete}
            >
              Delete
            </Button>
          </Group>
        ) : null}
      </Group>
    </Paper>
  );
}
