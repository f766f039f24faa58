// Matching a record to a user: the record on one side, the candidates (best first) on the other, the
// fields that agree tinted. A WSK administrator links a candidate (`set_wsk_id/`); a viewer only looks.
// On a phone the modal fills the screen and the two sides stack.
import { Alert, Badge, Button, Grid, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { APP_EVENTS } from '@portal/contract/app-events';
import { genderDisplay, type WskIdStatus } from '@portal/contract/constants';
import type { MatchCandidate, WskIdRecord } from '@portal/contract/user';
import { IconAlertCircle, IconLink, IconUserOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { ApiError } from '../../../shared/api/api-error';
import { appEvents } from '../../../shared/events/app-events';
import { formatDate } from '../../../shared/format/date';
import { EmptyState } from '../../../shared/ui/empty-state';
import { ErrorState } from '../../../shared/ui/error-state';
import { LoadingState } from '../../../shared/ui/loading-state';
import { useCandidates } from '../api/find-candidates';
import { useSetWskId } from '../api/set-wsk-id';
import { compareCandidate, scorePercent } from '../lib/compare';
import { recordDisplay } from '../lib/record-display';
import { RecordFields } from './record-fields';
import { WskIdStatusBadge } from './wsk-id-status-badge';

const candidateName = (candidate: MatchCandidate) =>
  [candidate.first_name, candidate.last_name].filter((part) => part.trim() !== '').join(' ') ||
  candidate.email ||
  `User ${candidate.pk}`;

function linkErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    const field = error.invalid_fields?.wsk_id?.[0];
    if (field) return field;
    const status = error.statusCode ?? error.error.code;
    if (status === 403) return 'Only WSK administrators may link WSK ids.';
    if (status === 404) return 'This user no longer exists.';
  }
  return 'The WSK id could not be linked. Please try again.';
}

function RecordSide({ record }: { readonly record: WskIdRecord }) {
  const display = recordDisplay(record);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label="WSK id record" bg="gray.0">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" align="flex-start">
          <Title order={3} size="h4" style={{ overflowWrap: 'anywhere' }}>
            Record {record.wsk_id}
          </Title>
          <WskIdStatusBadge status={record.status} />
        </Group>
        <RecordFields
          label="Record fields"
          rows={[
            { label: 'First name', value: record.first_name || '-' },
            { label: 'Last name', value: record.last_name || '-' },
            { label: 'Birthday', value: display.birthday },
            { label: 'Country', value: display.country },
            { label: 'Gender', value: display.gender },
            { label: 'WSK id', value: record.wsk_id },
          ]}
        />
      </Stack>
    </Paper>
  );
}

function CandidateCard({
  record,
  candidate,
  rank,
  canEdit,
  linking,
  onLink,
}: {
  readonly record: WskIdRecord;
  readonly candidate: MatchCandidate;
  readonly rank: number;
  readonly canEdit: boolean;
  /** Any link under way: every button waits, the one under way spins. */
  readonly linking: { pk: number } | null;
  readonly onLink: (candidate: MatchCandidate) => void;
}) {
  const agrees = compareCandidate(record, candidate);
  const name = candidateName(candidate);
  return (
    <Paper withBorder p="md" radius="md" component="li" aria-label={`Candidate ${rank}: ${name}`}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Text>
          <Badge variant="light" color="navy" radius="sm" tt="none" style={{ flexShrink: 0 }}>
            {scorePercent(candidate.score)} match
          </Badge>
        </Group>
        <RecordFields
          label={`Fields of ${name}`}
          rows={[
            { label: 'First name', value: candidate.first_name || '-', agrees: agrees.first_name },
            { label: 'Last name', value: candidate.last_name || '-', agrees: agrees.last_name },
            { label: 'Birthday', value: formatDate(candidate.birthday), agrees: agrees.birthday },
            { label: 'Country', value: candidate.country?.name ?? '-', agrees: agrees.country },
            { label: 'Gender', value: genderDisplay(candidate.gender), agrees: agrees.gender },
            { label: 'E-mail', value: candidate.email ?? '-' },
          ]}
        />
        {canEdit ? (
          <Button
            leftSection={<IconLink size={16} aria-hidden />}
            onClick={() => onLink(candidate)}
            loading={linking?.pk === candidate.pk}
            disabled={linking !== null && linking.pk !== candidate.pk}
            aria-label={`Link ${name} to ${record.wsk_id}`}
            style={{ alignSelf: 'flex-start' }}
          >
            Link
          </Button>
        ) : null}
      </Stack>
    </Paper>
  );
}

function CandidatesSide({
  record,
  canEdit,
  candidates,
  onLinked,
}: MatchPanelProps & {
  readonly candidates: ReturnType<typeof useCandidates>;
  readonly onLinked: () => void;
}) {
  const setWskId = useSetWskId();

  const link = (candidate: MatchCandidate) =>
    setWskId.mutate(
      { userId: candidate.pk, wskId: record.wsk_id },
      {
        onSuccess: () => {
          appEvents.emit(APP_EVENTS.SHOW_TIP, {
            title: 'WSK id linked',
            message: `${candidateName(candidate)} now holds WSK id ${record.wsk_id}; the record is matched.`,
          });
          onLinked();
        },
      },
    );

  let body: ReactNode;
  if (candidates.isPending) {
    body = <LoadingState label="Searching for candidates" />;
  } else if (candidates.isError) {
    body = (
      <ErrorState
        title="The candidates could not be loaded"
        titleOrder={4}
        message="Check your connection and try again."
        onRetry={() => void candidates.refetch()}
      />
    );
  } else if (candidates.data.length === 0) {
    body = (
      <EmptyState
        icon={<IconUserOff size={28} stroke={1.6} aria-hidden />}
        title="No candidates found"
        titleOrder={4}
        description={
          canEdit
            ? 'No user resembles this record, so it is now marked “No match found”. Search again once more athletes have signed up.'
            : 'No user resembles this record yet.'
        }
      />
    );
  } else {
    body = (
      <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Candidates">
        {candidates.data.map((candidate, index) => (
          <CandidateCard
            key={candidate.pk}
            record={record}
            candidate={candidate}
            rank={index + 1}
            canEdit={canEdit}
            linking={setWskId.isPending ? { pk: setWskId.variables.userId } : null}
            onLink={link}
          />
        ))}
      </Stack>
    );
  }

  return (
    <Stack gap="sm" component="section" aria-label="Candidates for this record">
      <Group justify="space-between" gap="xs">
        <Title order={3} size="h4">
          Candidates
        </Title>
        {candidates.data && candidates.data.length > 0 ? (
          <Text size="sm" c="dimmed">
            Best first; tinted fields agree with the record
          </Text>
        ) : null}
      </Group>
      {setWskId.isError ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle size={18} aria-hidden />}
          title="Not linked"
          role="alert"
        >
          {linkErrorMessage(setWskId.error)}
        </Alert>
      ) : null}
      {body}
    </Stack>
  );
}

/**
 * The status the record has after this search: an administrator's search records ready to be matched or
 * no match found on a record not yet matched (the contract's rule), and the lists reload to show it.
 */
export function statusAfterSearch(
  record: WskIdRecord,
  canEdit: boolean,
  found: readonly MatchCandidate[] | undefined,
): WskIdStatus {
  if (!canEdit || record.status === 'matched' || found === undefined) return record.status;
  return found.length > 0 ? 'ready_to_be_matched' : 'no_match_found';
}

function MatchBody({ record, canEdit, onLinked }: MatchPanelProps & { readonly onLinked: () => void }) {
  const candidates = useCandidates(record.id, { refreshLists: canEdit && record.status !== 'matched' });
  const shown = { ...record, status: statusAfterSearch(record, canEdit, candidates.data) };
  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, sm: 5 }}>
        <RecordSide record={shown} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 7 }}>
        <CandidatesSide record={record} canEdit={canEdit} candidates={candidates} onLinked={onLinked} />
      </Grid.Col>
    </Grid>
  );
}

export interface MatchPanelProps {
  readonly record: WskIdRecord;
  readonly canEdit: boolean;
}

export function MatchModal({
  record,
  canEdit,
  onClose,
}: {
  readonly record: WskIdRecord | null;
  readonly canEdit: boolean;
  readonly onClose: () => void;
}) {
  const phone = useMediaQuery('(max-width: 48em)');
  return (
    <Modal
      opened={record !== null}
      onClose={onClose}
      size="64rem"
      fullScreen={phone}
      title={record ? `Match ${recordDisplay(record).name}` : undefined}
      styles={{ title: { fontWeight: 800, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {record ? <MatchBody record={record} canEdit={canEdit} onLinked={onClose} /> : null}
    </Modal>
  );
}
