// Export CSV / Export XLSX of what a screen shows (the users of a tab, an event's participants): the file
// streams in with a progress bar (rows for a CSV, bytes for an XLSX), can be cancelled, and is saved by the
// browser when complete.
import { Alert, Button, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { APP_EVENTS } from '@portal/contract/app-events';
import type { ExportFormat } from '@portal/contract/endpoints/user-management';
import { IconFileSpreadsheet, IconFileTypeCsv } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { ApiError, isAbortError } from '../api/api-error';
import { appEvents } from '../events/app-events';
import { type ExportProgress, exportPercent, exportProgressLabel } from './export-progress';
import { type ExportedFile, type ExportRun, saveFile } from './stream-export';

export interface ExportButtonsProps {
  /** Fetches one format of what the screen shows (its filters included). */
  readonly exportFile: (format: ExportFormat, run: ExportRun) => Promise<ExportedFile>;
  /** What the rows are, for the progress line ("12 of 40 users"). */
  readonly rowsNoun: string;
}

type ExportState =
  | { readonly status: 'idle' }
  | { readonly status: 'running'; readonly format: ExportFormat; readonly progress: ExportProgress | null }
  | { readonly status: 'failed'; readonly message: string };

export function ExportButtons({ exportFile, rowsNoun }: ExportButtonsProps) {
  const [state, setState] = useState<ExportState>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);

  // Leaving the screen stops a running export.
  useEffect(() => () => controller.current?.abort(), []);

  const run = async (format: ExportFormat) => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setState({ status: 'running', format, progress: null });
    try {
      const file = await exportFile(format, {
        signal: current.signal,
        onProgress: (progress) => {
          if (!current.signal.aborted) setState({ status: 'running', format, progress });
        },
      });
      if (current.signal.aborted) return;
      saveFile(file);
      setState({ status: 'idle' });
      appEvents.emit(APP_EVENTS.SHOW_TIP, {
        title: 'Export ready',
        message: `${file.fileName} was downloaded.`,
      });
    } catch (error) {
      if (isAbortError(error) || current.signal.aborted) return;
      setState({
        status: 'failed',
        message:
          error instanceof ApiError && error.error.message
            ? error.error.message
            : 'The export failed. Please try again.',
      });
    } finally {
      if (controller.current === current) controller.current = null;
    }
  };

  const cancel = () => {
    controller.current?.abort();
    controller.current = null;
    setState({ status: 'idle' });
  };

  const running = state.status === 'running';
  return (
    <Stack gap="xs">
      <Group gap="xs">
        <Button
          variant="default"
          leftSection={<IconFileTypeCsv size={16} aria-hidden />}
          onClick={() => void run('csv')}
          disabled={running}
        >
          Export CSV
        </Button>
        <Button
          variant="default"
          leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
          onClick={() => void run('xlsx')}
          disabled={running}
        >
          Export XLSX
        </Button>
      </Group>
      {state.status === 'running' ? (
        <ExportRunning state={state} rowsNoun={rowsNoun} onCancel={cancel} />
      ) : null}
      {state.status === 'failed' ? (
        <Alert
          color="red"
          variant="light"
          role="alert"
          title="Export failed"
          withCloseButton
          onClose={() => setState({ status: 'idle' })}
        >
          {state.message}
        </Alert>
      ) : null}
    </Stack>
  );
}

function ExportRunning({
  state,
  rowsNoun,
  onCancel,
}: {
  readonly state: Extract<ExportState, { status: 'running' }>;
  readonly rowsNoun: string;
  readonly onCancel: () => void;
}) {
  const percent = state.progress ? exportPercent(state.progress) : null;
  const label = state.progress ? exportProgressLabel(state.progress, rowsNoun) : 'Preparing the file…';
  return (
    <Paper withBorder radius="md" p="sm" role="status" aria-label={`Exporting ${state.format.toUpperCase()}`}>
      <Group justify="space-between" gap="xs" mb={6} wrap="nowrap">
        <Text size="sm">
          Exporting {state.format.toUpperCase()}: {label}
        </Text>
        <Button size="compact-sm" variant="subtle" color="gray" onClick={onCancel}>
          Cancel
        </Button>
      </Group>
      <Progress
        value={percent ?? 100}
        animated={percent === null}
        striped={percent === null}
        aria-label="Export progress"
        transitionDuration={150}
      />
    </Paper>
  );
}
