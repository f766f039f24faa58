// The totals of a payments screen: what the orders come to, per currency (an event charges in one), from a
// payer's `nf_total/` or `athlete_total/`, or from the sums WSK's lists give of every order their filters
// match.
import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { OrderTotals } from '@portal/contract/order';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId } from 'react';
import { LoadingBlock } from '../../../shared/ui/loading-block';
import { AmountsStrip } from './amounts-strip';

export interface TotalsPanelProps {
  readonly totals: UseQueryResult<Pick<OrderTotals, 'totals'>>;
  /** Under the title (what the totals cover). */
  readonly description?: string;
  /** When nothing is charged. */
  readonly empty?: string;
}

export function TotalsPanel({
  totals,
  description,
  empty = 'Nothing is charged for this event yet.',
}: TotalsPanelProps) {
  const titleId = useId();
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Stack gap={2}>
          <Title order={2} size="h4" id={titleId}>
            Totals
          </Title>
          {description ? (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          ) : null}
        </Stack>
        {totals.isPending ? (
          <LoadingBlock height={44} label="Loading the totals" />
        ) : totals.isError ? (
          <Group gap={6}>
            <Text size="sm" c="red.8">
              The totals could not be loaded.
            </Text>
            <Anchor component="button" type="button" size="sm" onClick={() => void totals.refetch()}>
              Try again
            </Anchor>
          </Group>
        ) : totals.data.totals.length === 0 ? (
          <Text size="sm" c="dimmed">
            {empty}
          </Text>
        ) : (
          totals.data.totals.map((amounts) => (
            <AmountsStrip key={amounts.currency} amounts={amounts} label={`Totals in ${amounts.currency}`} />
          ))
        )}
      </Stack>
    </Paper>
  );
}
