// The WSK administrator's editor of an event sport's participant kinds: a row per kind with its three days,
// two fees and default quota per federation, kinds added and removed, all saved at once
// (setParticipantSettings, PUT: a row's quota goes back as it stands, or it would be reset to no limit). Messages of the
// endpoint's schema and of the server land on their row and field.
import {
  ActionIcon,
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  PARTICIPANT_KIND_LABELS,
  type ParticipantKind,
  type ParticipantSettings,
} from '@portal/contract/event';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../../shared/api/api-error';
import { DateField } from '../../../shared/forms/date-field';
import { FormAlert } from '../../../shared/ui/form-alert';
import { useSetParticipantSettings } from '../api/set-participant-settings';
import {
  emptyRow,
  freeKinds,
  hasErrors,
  NO_ERRORS,
  type ParticipantRow,
  participantsBody,
  type RowField,
  type RowsErrors,
  rowsErrorsOf,
  rowsOf,
  validateRows,
} from '../lib/participant-rows';

export interface ParticipantSettingsEditorProps {
  readonly eventId: number;
  readonly sportId: number;
  readonly currency: string;
  readonly participants: readonly ParticipantSettings[];
  readonly onClose: () => void;
}

const DATE_FIELDS: readonly [RowField, string][] = [
  ['opens_on', 'Opens'],
  ['reduction_ends_on', 'Reduction ends'],
  ['closes_on', 'Closes'],
];

export function ParticipantSettingsEditor({
  eventId,
  sportId,
  currency,
  participants,
  onClose,
}: ParticipantSettingsEditorProps) {
  const save = useSetParticipantSettings(eventId, sportId);
  const [rows, setRows] = useState<ParticipantRow[]>(() => rowsOf(participants));
  const [errors, setErrors] = useState<RowsErrors>(NO_ERRORS);
  const [formError, setFormError] = useState<string | null>(null);
  const [adding, setAdding] = useState<ParticipantKind | null>(null);
  const [checked, setChecked] = useState(false);
  const free = freeKinds(rows);

  const change = (next: ParticipantRow[]) => {
    setRows(next);
    // After a first save attempt the messages follow the input.
    if (checked) setErrors(validateRows(next));
  };
  const setField = (index: number, field: RowField, value: string) =>
    change(rows.map((row, at) => (at === index ? { ...row, [field]: value } : row)));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setChecked(true);
    setFormError(null);
    const found = validateRows(rows);
    setErrors(found);
    if (hasErrors(found)) return;
    try {
      await save.mutateAsync(participantsBody(rows));
    } catch (error) {
      if (error instanceof ApiError && error.invalid_fields) {
        const shown = rowsErrorsOf(error.invalid_fields);
        setErrors(shown);
        if (!hasErrors(shown)) setFormError(error.error.message);
      } else {
        setFormError(
          error instanceof ApiError && error.error.message
            ? error.error.message
            : 'The registration dates could not be saved. Please try again.',
        );
      }
      return;
    }
    onClose();
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="participant-editor-title">
      <form
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-label="Registration dates, fees and quotas"
      >
        <Stack gap="md">
          <Stack gap={2}>
            <Title order={2} size="h4" id="participant-editor-title">
              Registration dates, fees and quotas
            </Title>
            <Text size="sm" c="dimmed">
              Every bound is inclusive and judged in the event’s time zone. Fees are in {currency}; leave a
              fee empty when the kind pays nothing. The quota is how many of a kind each national federation
              may register unless it has its own; leave it empty for no limit.
            </Text>
          </Stack>
          <FormAlert message={formError ?? errors.list} />
          {rows.length === 0 ? (
            <Text size="sm" c="dimmed">
              No participant kind registers for this sport yet.
            </Text>
          ) : null}
          {rows.map((row, index) => {
            const rowErrors = errors.rows[index] ?? {};
            const label = PARTICIPANT_KIND_LABELS[row.kind];
            return (
              <Paper key={row.kind} withBorder radius="sm" p="sm" bg="gray.0" aria-label={label}>
                <Stack gap="xs">
                  <Group justify="space-between" wrap="nowrap">
                    <Text fw={600}>{label}</Text>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Remove ${label}`}
                      onClick={() => change(rows.filter((_, at) => at !== index))}
                    >
                      <IconTrash size={18} aria-hidden />
                    </ActionIcon>
                  </Group>
                  {rowErrors.kind ? (
                    <Text size="xs" c="red">
                      {rowErrors.kind}
                    </Text>
                  ) : null}
                  <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs" verticalSpacing="xs">
                    {DATE_FIELDS.map(([field, name]) => (
                      <DateField
                        key={field}
                        label={name}
                        aria-label={`${label}: ${name}`}
                        withAsterisk={field !== 'reduction_ends_on'}
                        value={row[field]}
                        onChange={(value) => setField(index, field, value)}
                        error={rowErrors[field]}
                      />
                    ))}
                  </SimpleGrid>
                  <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="xs" verticalSpacing="xs">
                    <TextInput
                      label={`Fee (${currency})`}
                      aria-label={`${label}: Fee`}
                      inputMode="decimal"
                      placeholder="120.00"
                      value={row.amount}
                      onChange={(event) => setField(index, 'amount', event.currentTarget.value)}
                      error={rowErrors.amount}
                    />
                    <TextInput
                      label={`Reduced fee (${currency})`}
                      aria-label={`${label}: Reduced fee`}
                      inputMode="decimal"
                      placeholder="100.00"
                      value={row.reduced_amount}
                      onChange={(event) => setField(index, 'reduced_amount', event.currentTarget.value)}
                      error={rowErrors.reduced_amount}
                    />
                    <TextInput
                      label="Quota per federation"
                      aria-label={`${label}: Quota per federation`}
                      inputMode="numeric"
                      placeholder="No limit"
                      value={row.quota}
                      onChange={(event) => setField(index, 'quota', event.currentTarget.value)}
                      error={rowErrors.quota}
                    />
                  </SimpleGrid>
                </Stack>
              </Paper>
            );
          })}
          {free.length > 0 ? (
            <Group gap="xs" align="flex-end">
              <Select
                label="Add a kind of participant"
                placeholder="Choose a kind"
                data={free.map((kind) => ({ value: kind, label: PARTICIPANT_KIND_LABELS[kind] }))}
                value={adding}
                onChange={(value) => setAdding(value as ParticipantKind | null)}
                style={{ flex: '1 1 220px' }}
              />
              <Button
                variant="light"
                leftSection={<IconPlus size={16} aria-hidden />}
                disabled={adding === null}
                onClick={() => {
                  if (adding === null) return;
                  change([...rows, emptyRow(adding)]);
                  setAdding(null);
                }}
              >
                Add
              </Button>
            </Group>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={save.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              Save dates and fees
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
