// /event/:id/payments (§2, decision 018): World Skate's view of an event's payments. WSK staff page through
// the federation and athlete orders, the team orders and the individual participants (a tab each, with the
// state, payer and search filters and the page in the address) and open an order in full; WSK
// administrators change discounts and payment systems there. The payers of an event pay from their own
// screens: anyone else is told this page is not theirs.
import { Anchor, Button, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { screenPath } from '@portal/contract/routes';
import { IconArrowLeft, IconLock } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { AppLink } from '../../../shared/ui/app-link';
import { EmptyState } from '../../../shared/ui/empty-state';
import { LoadingState } from '../../../shared/ui/loading-state';
import { useWskPaymentsAccess } from '../wsk/use-wsk-payments-access';
import { type OpenedOrder, WskOrderDrawer } from '../wsk/wsk-order-drawer';
import { WskPaymentsFilters } from '../wsk/wsk-payments-filters';
import {
  WskIndividualsList,
  WskOrdersList,
  type WskPaymentsListProps,
  WskTeamOrdersList,
} from '../wsk/wsk-payments-lists';
import {
  changeWskPaymentsView,
  readWskPaymentsView,
  WSK_PAYMENTS_SECTION_LABELS,
  WSK_PAYMENTS_SECTIONS,
  type WskPaymentsSection,
  type WskPaymentsView,
  wskPaymentsViewParams,
} from '../wsk/wsk-payments-view';

const LISTS: Readonly<Record<WskPaymentsSection, (props: WskPaymentsListProps) => ReactNode>> = {
  orders: WskOrdersList,
  teams: WskTeamOrdersList,
  individuals: WskIndividualsList,
};

function BackToEvent({ eventId }: { readonly eventId: number }) {
  return (
    <Anchor component={AppLink} to={screenPath('event-profile', { id: eventId })} size="sm">
      <Group gap={4} component="span" wrap="nowrap">
        <IconArrowLeft size={16} aria-hidden />
        Back to the event
      </Group>
    </Anchor>
  );
}

function NoAccess({ eventId }: { readonly eventId: number }) {
  return (
    <EmptyState
      color="signal"
      icon={<IconLock size={28} stroke={1.6} aria-hidden />}
      title="You do not have access to this page"
      titleOrder={1}
      description="The payments of this event are managed by World Skate."
      action={
        <Button component={AppLink} to={screenPath('event-profile', { id: eventId })} variant="default">
          Back to the event
        </Button>
      }
    />
  );
}

function EventPayments({ eventId, canEdit }: { readonly eventId: number; readonly canEdit: boolean }) {
  const [params, setParams] = useSearchParams();
  const view = readWskPaymentsView(params);
  const [opened, setOpened] = useState<OpenedOrder | null>(null);
  const show = (next: WskPaymentsView, replace = false) =>
    setParams(wskPaymentsViewParams(next), { replace });
  const List = LISTS[view.section];

  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <BackToEvent eventId={eventId} />
        <Title order={1}>Payments</Title>
        <Text c="dimmed">
          What each federation, athlete and team owes for this event and what they have paid. Open an order
          for its participants, payments and refunds.
        </Text>
      </Stack>
      <Tabs
        value={view.section}
        // Each section starts unfiltered on its first page.
        onChange={(value) =>
          value && value !== view.section && show({ section: value as WskPaymentsSection, page: 1 })
        }
        keepMounted={false}
      >
        <Tabs.List>
          {WSK_PAYMENTS_SECTIONS.map((section) => (
            <Tabs.Tab key={section} value={section}>
              {WSK_PAYMENTS_SECTION_LABELS[section]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {WSK_PAYMENTS_SECTIONS.map((section) => (
          <Tabs.Panel key={section} value={section} pt="lg">
            <Stack gap="lg">
              <WskPaymentsFilters
                view={view}
                // Typing a search replaces the history entry; the other filters add one.
                onChange={(change) =>
                  show(
                    changeWskPaymentsView(view, change),
                    Object.keys(change).every((key) => key === 'search'),
                  )
                }
              />
              <List
                eventId={eventId}
                view={view}
                onPage={(page) => show(changeWskPaymentsView(view, { page }))}
                onOpen={setOpened}
              />
            </Stack>
          </Tabs.Panel>
        ))}
      </Tabs>
      <WskOrderDrawer opened={opened} canEdit={canEdit} onClose={() => setOpened(null)} />
    </Stack>
  );
}

export default function EventPaymentsScreen() {
  const eventId = Number(useParams().id);
  const access = useWskPaymentsAccess();
  if (access.pending) return <LoadingState label="Loading the payments" />;
  if (!access.canRead) return <NoAccess eventId={eventId} />;
  return <EventPayments eventId={eventId} canEdit={access.canEdit} />;
}
