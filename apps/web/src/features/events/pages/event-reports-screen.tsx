// /event/:id/reports (§2, §9 "show only selected reports"; decision 016): the event's reports, newest first,
// paged through the URL. The server decides which ones a reader gets; WSK staff see them all with the
// selected ones marked, and WSK administrators add, select, rename and delete them.
import { Alert, Button, Group, Stack } from '@mantine/core';
import type { EventReport } from '@portal/contract/event-parts';
import { DEFAULT_STARTUP_FLAGS } from '@portal/contract/flags';
import { IconFileReport, IconInfoCircle, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../../shared/api/api-error';
import { getConfigQueryOptions } from '../../../shared/config/get-config';
import { EmptyState } from '../../../shared/ui/empty-state';
import { ErrorState } from '../../../shared/ui/error-state';
import { FormAlert } from '../../../shared/ui/form-alert';
import { LoadingState } from '../../../shared/ui/loading-state';
import { ListPagination, StaleWhileLoading } from '../../../shared/ui/paged-list';
import { ScreenHeading } from '../../../shared/ui/screen-heading';
import { useDeleteEventReport } from '../api/delete-event-report';
import { getEventQueryOptions } from '../api/get-event';
import { listEventReportsQueryOptions, REPORTS_PAGE_SIZE } from '../api/list-event-reports';
import { useUpdateEventReport } from '../api/update-event-report';
import { ConfirmModal } from '../components/confirm-modal';
import { EventNotFound } from '../components/event-not-found';
import { ReportCard } from '../components/report-card';
import { ReportFormModal } from '../components/report-form-modal';
import { useEventCapabilities } from '../hooks/use-event-capabilities';
import { useRouteIds } from '../hooks/use-route-ids';

type Open = { readonly kind: 'add' } | { readonly kind: 'rename' | 'delete'; readonly report: EventReport };

const isNotFound = (error: unknown) => error instanceof ApiError && error.statusCode === 404;

export default function EventReportsScreen() {
  const { eventId } = useRouteIds();
  const capabilities = useEventCapabilities();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '', 10) || 1);
  const event = useQuery(getEventQueryOptions(eventId));
  const reports = useQuery(listEventReportsQueryOptions(eventId, page));
  const config = useQuery(getConfigQueryOptions());
  const flags = config.data?.flags ?? DEFAULT_STARTUP_FLAGS;
  const update = useUpdateEventReport(eventId);
  const remove = useDeleteEventReport(eventId);
  const [open, setOpen] = useState<Open | null>(null);
  const close = () => setOpen(null);
  const goTo = (next: number) => setParams(next > 1 ? { page: String(next) } : {});

  if (event.isPending) return <LoadingState label="Loading the reports" />;
  if (isNotFound(event.error) || isNotFound(reports.error)) return <EventNotFound />;
  if (event.isError) {
    return (
      <ErrorState
        titleOrder={1}
        title="The event could not be loaded"
        message={event.error instanceof ApiError ? event.error.error.message : undefined}
        onRetry={() => void event.refetch()}
      />
    );
  }
  const canManage = capabilities.canManage && event.data.status !== 'archived';
  const onlySelected = flags.show_only_selected_reports && event.data.show_only_selected_reports;
  // While a switch is on its way it shows the state asked for.
  const selecting =
    update.isPending && update.variables.body.selected !== undefined ? update.variables : null;

  let content: ReactNode;
  if (reports.isPending) content = <LoadingState label="Loading the reports" />;
  else if (reports.isError && !reports.data) {
    content = (
      <ErrorState
        title="The reports could not be loaded"
        message={reports.error instanceof ApiError ? reports.error.error.message : undefined}
        onRetry={() => void reports.refetch()}
      />
    );
  } else if (reports.data.results.length === 0) {
    content =
      reports.data.count > 0 ? (
        <EmptyState
          icon={<IconFileReport size={28} stroke={1.6} aria-hidden />}
          title="Nothing on this page"
          action={
            <Button variant="light" onClick={() => goTo(1)}>
              Go to the first page
            </Button>
          }
        />
      ) : (
        <EmptyState
          icon={<IconFileReport size={28} stroke={1.6} aria-hidden />}
          title="No reports yet"
          description={
            canManage ? 'Add PDF or picture reports of the event.' : 'Reports of the event will show here.'
          }
        />
      );
  } else {
    content = (
      <StaleWhileLoading stale={reports.isPlaceholderData}>
        <Stack gap="sm">
          {reports.data.results.map((report) => {
            const shown =
              selecting?.reportId === report.id
                ? { ...report, selected: selecting.body.selected === true }
                : report;
            return (
              <ReportCard
                key={report.id}
                report={shown}
                showSelected={capabilities.isWskStaff}
                manage={
                  canManage
                    ? {
                        selecting: selecting?.reportId === report.id,
                        onSelect: (selected) => update.mutate({ reportId: report.id, body: { selected } }),
                        onEdit: () => setOpen({ kind: 'rename', report }),
                        onDelete: () => setOpen({ kind: 'delete', report }),
                      }
                    : undefined
                }
              />
            );
          })}
        </Stack>
      </StaleWhileLoading>
    );
  }
  const pages = reports.data ? Math.max(1, Math.ceil(reports.data.count / REPORTS_PAGE_SIZE)) : 1;
  const selectFailed =
    update.isError && update.variables.body.selected !== undefined
      ? update.error instanceof ApiError
        ? update.error.error.message
        : 'The report could not be changed. Please try again.'
      : null;

  return (
    <Stack gap="lg" maw={960}>
      <Group justify="space-between" align="flex-start" gap="md">
        <ScreenHeading title="Reports">{event.data.name}</ScreenHeading>
        {canManage ? (
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setOpen({ kind: 'add' })}>
            Add report
          </Button>
        ) : null}
      </Group>
      {capabilities.isWskStaff && onlySelected ? (
        <Alert variant="light" color="navy" icon={<IconInfoCircle size={18} aria-hidden />}>
          Only selected reports are shown to people outside WSK.
        </Alert>
      ) : null}
      <FormAlert message={selectFailed} />
      {content}
      <ListPagination pages={pages} page={page} onChange={goTo} />
      {open?.kind === 'add' ? <ReportFormModal eventId={eventId} onClose={close} /> : null}
      {open?.kind === 'rename' ? (
        <ReportFormModal eventId={eventId} report={open.report} onClose={close} />
      ) : null}
      {open?.kind === 'delete' ? (
        <ConfirmModal
          title="Delete the report?"
          message={`“${open.report.title}” and its document are removed. This cannot be undone.`}
          confirmLabel="Delete report"
          danger
          onConfirm={() => remove.mutateAsync(open.report.id)}
          onDone={close}
          onClose={close}
        />
      ) : null}
    </Stack>
  );
}
