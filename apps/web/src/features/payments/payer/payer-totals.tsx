// The totals strip of a payer's payments screen: what their orders of the event come to, per currency (an
// event charges in one), from `nf_total/` or `athlete_total/`.
import { Anchor, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { OrderTotals } from '@portal/contract/order';
import type { UseQueryResult } from '@tanstack/react-query';
import { AmountsStrip } from '../components/amounts-strip';

export function PayerTotals({ totals }: { readonly totals: UseQueryResult<OrderTotals> }) {
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      aria-labelledby="payer-totals"
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id="payer-totals">
          Totals
        </Title>
        {totals.isPending ? (
          <Skeleton height={44} aria-label="Loading the totals" />
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
            Nothing is charged for this event yet.
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
