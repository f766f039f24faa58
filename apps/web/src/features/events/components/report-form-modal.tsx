// Adds a report (createEventReport): a PDF or picture uploaded at once through the event's presign call, a
// title and whether it is selected; or renames one (updateEventReport). Checked with the endpoints' schemas.
import { Button, Checkbox, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { createReportBodySchema, updateReportBodySchema } from '@portal/contract/endpoints/event-parts';
import type { EventReport } from '@portal/contract/event-parts';
import { type FieldErrors, parseErrors, useContractForm } from '../../../shared/forms/use-contract-form';
import { FormAlert } from '../../../shared/ui/form-alert';
import { FileUploadField } from '../../../shared/uploads/file-upload-field';
import { useCreateEventReport } from '../api/create-event-report';
import { eventUploadTarget } from '../api/presign-event-upload';
import { useUpdateEventReport } from '../api/update-event-report';

type Values = { title: string; file: string; selected: boolean };
type Field = keyof Values;

const fieldOf = (key: string): Field | null =>
  key === 'title' || key === 'file' || key === 'selected' ? key : null;

export const CHOOSE_REPORT_MESSAGE = 'Choose the document to upload';

export interface ReportFormModalProps {
  readonly eventId: number;
  /** The report to rename; none adds one. */
  readonly report?: EventReport | undefined;
  readonly onClose: () => void;
}

export function ReportFormModal({ eventId, report, onClose }: ReportFormModalProps) {
  const create = useCreateEventReport(eventId);
  const update = useUpdateEventReport(eventId);
  const saving = create.isPending || update.isPending;
  const phone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  const form = useContractForm<Values>({
    initial: { title: report?.title ?? '', file: '', selected: report?.selected ?? false },
    validate: (values): FieldErrors<Field> => {
      if (report) return parseErrors(updateReportBodySchema.safeParse({ title: values.title }), fieldOf);
      const errors = parseErrors(createReportBodySchema.safeParse(values), fieldOf);
      if (!values.file) errors.file = CHOOSE_REPORT_MESSAGE;
      return errors;
    },
    fieldOf,
  });
  const close = () => {
    if (!saving) onClose();
  };
  const submit = form.handleSubmit({
    send: (values) =>
      report
        ? update.mutateAsync({ reportId: report.id, body: { title: values.title } })
        : create.mutateAsync(values),
    failure: report ? 'The report could not be renamed.' : 'The report could not be added. Please try again.',
    onSuccess: () => onClose(),
  });

  const title = report ? 'Rename report' : 'Add report';
  return (
    <Modal opened onClose={close} title={title} size="lg" fullScreen={phone && !report} centered>
      <form onSubmit={submit} noValidate aria-label={title}>
        <Stack gap="md">
          <FormAlert message={form.formError} />
          {report ? null : (
            <FileUploadField
              label="Document"
              withAsterisk
              presignEndpoint={eventUploadTarget(eventId)}
              error={form.errors.file}
              onChange={(name) => {
                form.setValue('file', name);
                form.setErrors({ ...form.errors, file: undefined });
              }}
            />
          )}
          <TextInput label="Title" withAsterisk maxLength={200} data-autofocus {...form.text('title')} />
          {report ? null : (
            <Checkbox
              label="Selected"
              description="Selected reports are the ones people outside WSK see when the event shows only those"
              checked={form.values.selected}
              onChange={(change) => form.setValue('selected', change.currentTarget.checked)}
            />
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={saving}>
              Cancel
            </Button>
            <Button type="submit" loading={saving}>
              {report ? 'Save title' : 'Add report'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
