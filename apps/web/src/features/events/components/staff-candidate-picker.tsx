// The person picker of the add-staff and assign-ITO dialogs: a debounced search of the candidates (§3 Staff
// candidate) showing, not filtering, what WSK weighs: valid for the event, passport, anti-doping and a
// completed registration (decision 016).
import { Avatar, Badge, Group, Radio, ScrollArea, Skeleton, Stack, Text } from '@mantine/core';
import type { StaffCandidate } from '@portal/contract/user';
import { isPassportExpired } from '@portal/contract/user';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../../shared/api/api-error';
import { formatCount } from '../../../shared/format/count';
import { formatDate } from '../../../shared/format/date';
import { DebouncedSearchField } from '../../../shared/ui/debounced-search-field';
import { listItoCandidatesQueryOptions } from '../api/list-ito-candidates';
import { listStaffCandidatesQueryOptions } from '../api/list-staff-candidates';

/** How many candidates one search shows; a narrower search finds the others. */
export const CANDIDATES_PAGE_SIZE = 10;

export interface StaffCandidatePickerProps {
  readonly eventId: number;
  /** Staff and LOC candidates (active accounts), or approved ITOs. */
  readonly among: 'staff' | 'ito';
  readonly value: StaffCandidate | null;
  readonly onChange: (candidate: StaffCandidate) => void;
  readonly label: string;
  readonly error?: string;
}

function CheckBadge({ ok, yes, no }: { readonly ok: boolean; readonly yes: string; readonly no: string }) {
  return (
    <Badge
      variant="light"
      color={ok ? 'green' : 'gray'}
      radius="sm"
      tt="none"
      style={{ overflow: 'visible' }}
    >
      {ok ? yes : no}
    </Badge>
  );
}

function passportText(candidate: StaffCandidate): { ok: boolean; text: string } {
  if (!candidate.has_passport) return { ok: false, text: 'No passport' };
  const expiry = formatDate(candidate.passport_expire_date);
  return isPassportExpired(candidate.passport_expire_date, new Date())
    ? { ok: false, text: `Passport expired ${expiry}` }
    : { ok: true, text: `Passport until ${expiry}` };
}

export function CandidateChecks({ candidate }: { readonly candidate: StaffCandidate }) {
  const passport = passportText(candidate);
  return (
    <Group gap={6}>
      <CheckBadge ok={candidate.is_valid_for_event} yes="Valid for event" no="Not valid for event" />
      <CheckBadge ok={passport.ok} yes={passport.text} no={passport.text} />
      <CheckBadge ok={candidate.has_anti_doping} yes="Anti-doping" no="No anti-doping" />
      <CheckBadge
        ok={candidate.registration_completed}
        yes="Registration completed"
        no="Registration not completed"
      />
    </Group>
  );
}

export function StaffCandidatePicker({
  eventId,
  among,
  value,
  onChange,
  label,
  error,
}: StaffCandidatePickerProps) {
  const [search, setSearch] = useState<string | undefined>(undefined);
  const query = { search, page: 1, page_size: CANDIDATES_PAGE_SIZE };
  const candidates = useQuery(
    among === 'staff'
      ? listStaffCandidatesQueryOptions(eventId, query)
      : listItoCandidatesQueryOptions(eventId, query),
  );
  const results = candidates.data?.results ?? [];
  const more = (candidates.data?.count ?? 0) - results.length;

  return (
    <Stack gap="xs">
      <DebouncedSearchField label={label} placeholder="Name or e-mail" value={search} onChange={setSearch} />
      {candidates.isPending ? (
        <Stack gap={6} role="status" aria-label="Loading people">
          <Skeleton height={56} radius="sm" />
          <Skeleton height={56} radius="sm" />
        </Stack>
      ) : candidates.isError && !candidates.data ? (
        <Text size="sm" c="red">
          {candidates.error instanceof ApiError && candidates.error.error.message
            ? candidates.error.error.message
            : 'The people could not be loaded.'}
        </Text>
      ) : results.length === 0 ? (
        <Text size="sm" c="dimmed">
          {search ? 'Nobody matches this search.' : 'Nobody can be added yet.'}
        </Text>
      ) : (
        <Radio.Group
          value={value ? String(value.id) : null}
          onChange={(id) => {
            const chosen = results.find((candidate) => String(candidate.id) === id);
            if (chosen) onChange(chosen);
          }}
          label="Person"
          error={error}
          aria-busy={candidates.isPlaceholderData}
        >
          <ScrollArea.Autosize mah={320} type="auto" mt={4}>
            <Stack gap={6}>
              {results.map((candidate) => (
                <Radio.Card
                  key={candidate.id}
                  value={String(candidate.id)}
                  radius="sm"
                  p="xs"
                  aria-label={candidate.full_name}
                >
                  <Group gap="sm" wrap="nowrap" align="flex-start">
                    <Radio.Indicator mt={4} />
                    <Avatar src={candidate.avatar} alt="" radius="xl" size={32} color="navy">
                      {`${candidate.first_name.charAt(0)}${candidate.last_name.charAt(0)}`.toUpperCase()}
                    </Avatar>
                    <Stack gap={4} miw={0}>
                      <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                        {candidate.full_name}
                      </Text>
                      <CandidateChecks candidate={candidate} />
                    </Stack>
                  </Group>
                </Radio.Card>
              ))}
            </Stack>
          </ScrollArea.Autosize>
        </Radio.Group>
      )}
      {results.length > 0 && more > 0 ? (
        <Text size="xs" c="dimmed">
          {more === 1 ? '1 more person matches' : `${formatCount(more)} more people match`}: narrow the search
          to find them.
        </Text>
      ) : null}
      {results.length === 0 && error ? (
        <Text size="xs" c="red">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
