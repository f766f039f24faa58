// "Federation quotas" of the sport profile: the quotas national federations have of their own for a kind of
// participant, overriding the default quota per federation (decision 016). WSK staff read every
// federation's, NF staff their own (the server sends only theirs); WSK administrators edit them, all saved
// at once (setFederationQuotas, PUT replaces every row).
import {
  ActionIcon,
  Button,
  Group,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { setFederationQuotasBodySchema } from '@portal/contract/endpoints/event-parts';
import { PARTICIPANT_KIND_LABELS, type ParticipantKind } from '@portal/contract/event';
import type { FederationQuota } from '@portal/contract/event-parts';
import { IconAdjustments, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../../shared/api/api-error';
import { formatCount } from '../../../shared/format/count';
import { FormAlert } from '../../../shared/ui/form-alert';
import { getFederationsQueryOptions } from '../api/get-federations';
import { listFederationQuotasQueryOptions } from '../api/list-federation-quotas';
import { useSetFederationQuotas } from '../api/set-federation-quotas';
import { QUOTA_MESSAGE, quotaOf } from '../lib/participant-rows';

export interface FederationQuotasSectionProps {
  readonly eventId: number;
  readonly sportId: number;
  /** The kinds that register for the sport: the only ones a quota may be given for. */
  readonly kinds: readonly ParticipantKind[];
  readonly canEdit: boolean;
  /** NF staff read their own federation's quotas. */
  readonly own: boolean;
}

interface QuotaRow {
  readonly key: number;
  readonly federation: string;
  readonly kind: string;
  readonly quota: string;
}
type QuotaField = 'federation' | 'kind' | 'quota';
type QuotaErrors = { rows: Record<number, Partial<Record<QuotaField, string>>>; list: string | null };

let nextKey = 0;
const rowOf = (quota: FederationQuota): QuotaRow => ({
  key: nextKey++,
  federation: String(quota.federation.id),
  kind: quota.kind,
  quota: String(quota.quota),
});

function bodyOf(rows: readonly QuotaRow[]) {
  return {
    quotas: rows.map((row) => ({
      federation: Number(row.federation) || undefined,
      kind: row.kind || undefined,
      quota: quotaOf(row.quota) ?? undefined,
    })),
  };
}

function collect(entries: readonly (readonly [string, string])[]): QuotaErrors {
  const rows: QuotaErrors['rows'] = {};
  const list: string[] = [];
  for (const [path, message] of entries) {
    const [root, index, field] = path.split('.');
    if (
      root === 'quotas' &&
      index !== undefined &&
      (field === 'federation' || field === 'kind' || field === 'quota')
    ) {
      const at = Number(index);
      rows[at] = { ...rows[at], [field]: rows[at]?.[field] ?? message };
    } else if (!list.includes(message)) list.push(message);
  }
  return { rows, list: list.length > 0 ? list.join(' ') : null };
}

function validate(rows: readonly QuotaRow[]): QuotaErrors {
  const quotaIssues = rows.flatMap((row, index) =>
    row.quota.trim() === '' || quotaOf(row.quota) === undefined
      ? [[`quotas.${index}.quota`, QUOTA_MESSAGE.replace(', or leave it empty for no limit', '')] as const]
      : [],
  );
  const result = setFederationQuotasBodySchema.safeParse(bodyOf(rows));
  const schemaIssues = result.success
    ? []
    : result.error.issues.map((issue) => [issue.path.map(String).join('.'), issue.message] as const);
  return collect([...quotaIssues, ...schemaIssues]);
}

const hasErrors = (errors: QuotaErrors) => errors.list !== null || Object.keys(errors.rows).length > 0;

function QuotasEditor({
  eventId,
  sportId,
  kinds,
  quotas,
  onClose,
}: {
  readonly eventId: number;
  readonly sportId: number;
  readonly kinds: readonly ParticipantKind[];
  readonly quotas: readonly FederationQuota[];
  readonly onClose: () => void;
}) {
  const save = useSetFederationQuotas(eventId, sportId);
  const federations = useQuery(getFederationsQueryOptions());
  const [rows, setRows] = useState<QuotaRow[]>(() => quotas.map(rowOf));
  const [errors, setErrors] = useState<QuotaErrors>({ rows: {}, list: null });
  const [checked, setChecked] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const federationOptions = (federations.data ?? []).map((federation) => ({
    value: String(federation.id),
    label: federation.code ? `${federation.name} (${federation.code})` : federation.name,
  }));
  const kindOptions = kinds.map((kind) => ({ value: kind, label: PARTICIPANT_KIND_LABELS[kind] }));

  const change = (next: QuotaRow[]) => {
    setRows(next);
    if (checked) setErrors(validate(next));
  };
  const setField = (index: number, field: QuotaField, value: string) =>
    change(rows.map((row, at) => (at === index ? { ...row, [field]: value } : row)));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setChecked(true);
    setFormError(null);
    const found = validate(rows);
    setErrors(found);
    if (hasErrors(found)) return;
    try {
      await save.mutateAsync({
        quotas: rows.map((row) => ({
          federation: Number(row.federation),
          kind: row.kind as ParticipantKind,
          quota: quotaOf(row.quota) ?? 0,
        })),
      });
    } catch (error) {
      if (error instanceof ApiError && error.invalid_fields) {
        const shown = collect(
          Object.entries(error.invalid_fields).flatMap(([path, messages]) =>
            messages[0] ? [[path, messages[0]] as const] : [],
          ),
        );
        setErrors(shown);
        if (!hasErrors(shown)) setFormError(error.error.message);
      } else {
        setFormError(
          error instanceof ApiError && error.error.message
            ? error.error.message
            : 'The quotas could not be saved. Please try again.',
        );
      }
      return;
    }
    onClose();
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Federation quotas">
      <Stack gap="sm">
        <FormAlert message={formError ?? errors.list} />
        {rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            No federation has its own quota. Saving without rows gives every federation the default quotas.
          </Text>
        ) : null}
        {rows.map((row, index) => {
          const rowErrors = errors.rows[index] ?? {};
          const number = index + 1;
          return (
            <Paper key={row.key} withBorder radius="sm" p="sm" bg="gray.0">
              <Group gap="xs" align="flex-start" wrap="wrap">
                <Select
                  label="Federation"
                  aria-label={`Row ${number}: Federation`}
                  placeholder="Choose a federation"
                  searchable
                  data={federationOptions}
                  value={row.federation || null}
                  onChange={(value) => setField(index, 'federation', value ?? '')}
                  error={rowErrors.federation}
                  style={{ flex: '2 1 220px' }}
                />
                <Select
                  label="Participants"
                  aria-label={`Row ${number}: Participants`}
                  placeholder="Choose a kind"
                  data={kindOptions}
                  value={row.kind || null}
                  onChange={(value) => setField(index, 'kind', value ?? '')}
                  error={rowErrors.kind}
                  style={{ flex: '2 1 200px' }}
                />
                <TextInput
                  label="Quota"
                  aria-label={`Row ${number}: Quota`}
                  inputMode="numeric"
                  value={row.quota}
                  onChange={(event) => setField(index, 'quota', event.currentTarget.value)}
                  error={rowErrors.quota}
                  style={{ flex: '1 1 100px' }}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  mt={28}
                  aria-label={`Remove row ${number}`}
                  onClick={() => change(rows.filter((_, at) => at !== index))}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Group>
            </Paper>
          );
        })}
        <Group justify="space-between" gap="sm">
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => change([...rows, { key: nextKey++, federation: '', kind: '', quota: '' }])}
            disabled={kinds.length === 0}
          >
            Add a federation quota
          </Button>
          <Group gap="sm">
            <Button variant="default" onClick={onClose} disabled={save.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              Save quotas
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}

export function FederationQuotasSection({
  eventId,
  sportId,
  kinds,
  canEdit,
  own,
}: FederationQuotasSectionProps) {
  const quotas = useQuery(listFederationQuotasQueryOptions(eventId, sportId));
  const [editing, setEditing] = useState(false);
  const rows = quotas.data ?? [];

  return (
    <Stack gap="sm" component="section" aria-labelledby="federation-quotas-title">
      <Group justify="space-between" gap="sm">
        <Stack gap={0}>
          <Title order={2} size="h3" id="federation-quotas-title">
            {own ? 'Your federation’s quotas' : 'Federation quotas'}
          </Title>
          <Text size="sm" c="dimmed">
            {own
              ? 'Quotas set for your federation alone; every other kind follows the quota per federation above.'
              : 'Quotas of single federations that replace the quota per federation above.'}
          </Text>
        </Stack>
        {canEdit && !editing && quotas.isSuccess ? (
          <Button
            variant="light"
            leftSection={<IconAdjustments size={16} aria-hidden />}
            onClick={() => setEditing(true)}
          >
            Edit federation quotas
          </Button>
        ) : null}
      </Group>
      {quotas.isPending ? (
        <Text size="sm" c="dimmed" role="status">
          Loading the quotas…
        </Text>
      ) : quotas.isError ? (
        <Group gap="sm">
          <Text size="sm" c="red">
            The quotas could not be loaded.
          </Text>
          <Button variant="subtle" size="compact-sm" onClick={() => void quotas.refetch()}>
            Try again
          </Button>
        </Group>
      ) : editing ? (
        <QuotasEditor
          eventId={eventId}
          sportId={sportId}
          kinds={kinds}
          quotas={rows}
          onClose={() => setEditing(false)}
        />
      ) : rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {own ? 'Your federation has no quota of its own.' : 'No federation has a quota of its own.'}
        </Text>
      ) : (
        <Table verticalSpacing={6} fz="sm" maw={640} aria-label="Federation quotas">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Federation</Table.Th>
              <Table.Th>Participants</Table.Th>
              <Table.Th ta="right">Quota</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={`${row.federation.id}-${row.kind}`}>
                <Table.Td>{row.federation.name}</Table.Td>
                <Table.Td>{PARTICIPANT_KIND_LABELS[row.kind]}</Table.Td>
                <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {formatCount(row.quota)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
