// How much of a kind's quota a federation uses for an event sport: used of the quota, pending and approved
// registrations, and requests over the quota (extra officials for NTOs) when there are any or when the
// screen is about them.
import { Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import type { KindRegistration } from '@portal/contract/participant';
import { formatCount } from '../../../shared/format/count';

function Count({ label, value }: { readonly label: string; readonly value: string }) {
  return (
    <Stack gap={0} miw={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="lg" fw={700} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Text>
    </Stack>
  );
}

const number = formatCount;

export interface QuotaUseProps {
  /** Null while loading; undefined when the federation has no row for the kind. */
  readonly use: KindRegistration | null | undefined;
  readonly failed?: boolean;
  /** Whose quota, as the "no quota" line names them. */
  readonly noun?: string;
  /**
   * The requests over the quota, always shown: their label and, where their number is capped (one extra
   * official per role), the cap. Without it they show only when there are some.
   */
  readonly extra?: { readonly label: string; readonly of?: number };
}

export function QuotaUse({ use, failed = false, noun = 'athletes', extra }: QuotaUseProps) {
  const extraShown = use ? extra !== undefined || use.extra_quota > 0 : false;
  const extraValue = (count: number) =>
    extra?.of === undefined ? number(count) : `${number(count)} / ${number(extra.of)}`;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Quota">
      <Stack gap="sm">
        <Text fw={700}>Quota</Text>
        {failed ? (
          <Text size="sm" c="dimmed">
            The quota could not be loaded.
          </Text>
        ) : use === null ? (
          <Skeleton height={40} radius="sm" />
        ) : use === undefined ? (
          <Text size="sm" c="dimmed">
            No quota for {noun}.
          </Text>
        ) : (
          <SimpleGrid cols={{ base: extraShown ? 2 : 3, sm: extraShown ? 4 : 3 }} spacing="sm">
            <Count
              label="Used"
              value={
                use.quota === null
                  ? `${number(use.used)} (no limit)`
                  : `${number(use.used)} / ${number(use.quota)}`
              }
            />
            <Count label="Pending" value={number(use.pending)} />
            <Count label="Approved" value={number(use.approved)} />
            {extraShown ? (
              <Count label={extra?.label ?? 'Over the quota'} value={extraValue(use.extra_quota)} />
            ) : null}
          </SimpleGrid>
        )}
      </Stack>
    </Paper>
  );
}
