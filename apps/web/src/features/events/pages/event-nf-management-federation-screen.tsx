// /event/:id/nf-management/:federationId (§2, decision 016): one national federation for the event. WSK
// staff open any federation from the list; NF staff only their own (another is 403 on the server).
import { Stack } from '@mantine/core';
import { screenPath } from '@portal/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { ApiError } from '../../../shared/api/api-error';
import { ErrorState } from '../../../shared/ui/error-state';
import { LoadingState } from '../../../shared/ui/loading-state';
import { getEventQueryOptions } from '../api/get-event';
import { getNfManagementQueryOptions } from '../api/get-nf-management';
import { EventNotFound } from '../components/event-not-found';
import { NfFederationDetails } from '../components/nf-federation-details';
import { NfNotAvailable } from '../components/nf-not-available';
import { EventPartHeading } from '../components/staff-event-heading';
import { useEventCapabilities } from '../hooks/use-event-capabilities';
import { useRouteIds } from '../hooks/use-route-ids';

const statusOf = (error: unknown) => (error instanceof ApiError ? error.statusCode : undefined);

export default function EventNfManagementFederationScreen() {
  const { eventId } = useRouteIds();
  const federationId = Number(useParams().federationId);
  const capabilities = useEventCapabilities();
  const event = useQuery(getEventQueryOptions(eventId));
  const detail = useQuery(getNfManagementQueryOptions(eventId, federationId));

  if (statusOf(event.error) === 404 || statusOf(detail.error) === 404) return <EventNotFound />;
  if (statusOf(detail.error) === 403) {
    return (
      <NfNotAvailable
        eventId={eventId}
        message={detail.error instanceof ApiError ? (detail.error.error.message ?? undefined) : undefined}
      />
    );
  }
  if (detail.isPending) return <LoadingState label="Loading the federation" />;
  if (detail.isError) {
    return (
      <ErrorState
        titleOrder={1}
        title="The federation could not be loaded"
        message={detail.error instanceof ApiError ? detail.error.error.message : undefined}
        onRetry={() => void detail.refetch()}
      />
    );
  }
  const data = detail.data;
  // NF staff see one federation: their way back is the event, not a list of one.
  const back = capabilities.isWskStaff
    ? { to: screenPath('event-nf-management', { id: eventId }), label: 'All federations' }
    : undefined;

  return (
    <Stack gap="lg">
      <EventPartHeading
        eventId={eventId}
        eventName={event.data?.name ?? 'Event'}
        back={back}
        title={
          data.federation.code ? `${data.federation.name} (${data.federation.code})` : data.federation.name
        }
      >
        NF management{event.data ? ` for ${event.data.name}` : ''}.
      </EventPartHeading>
      <NfFederationDetails eventId={eventId} detail={data} />
    </Stack>
  );
}
