// How much of its athlete quota a federation uses for an event sport: used of the quota, pending and
// approved registrations, and requests over the quota when there are any.
import { Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import type { KindRegistration } from '@portal/contract/participant';

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

const number = (value: number) => value.toLocaleString('en-US');

export interface QuotaUseProps {
  /** Null while loading; undefined when the federation has no row for the kind. */
  readonly use: KindRegistration | null | undefined;
  readonly failed?: boolean;
}

export function QuotaUse({ use, failed = false }: QuotaUseProps) {
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
            No quota for athletes.
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 3, sm: use.extra_quota > 0 ? 4 : 3 }} spacing="sm">
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
            {use.extra_quota > 0 ? <Count label="Over the quota" value={number(use.extra_quota)} /> : null}
          </SimpleGrid>
        )}
      </Stack>
    </Paper>
  );
}
