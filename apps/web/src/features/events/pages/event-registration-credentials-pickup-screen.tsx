// /event-registration/:id/:sportId/credentials-pickup (§2, decision 017): a national federation names who
// collects its credentials at the event's accreditation desk. The pick-up is per event and federation,
// whichever sport the screen is opened from. NF staff see their own federation's, WSK staff choose one;
// NF and WSK administrators change it until the event ends, everyone else reads it.
import { Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../shared/api/api-error';
import { ErrorState } from '../../../shared/ui/error-state';
import { LoadingState } from '../../../shared/ui/loading-state';
import { getCredentialsPickupQueryOptions } from '../api/get-credentials-pickup';
import { CredentialsPickupForm } from '../components/credentials-pickup-form';
import { FederationRegistrationFrame } from '../components/federation-registration-frame';
import { useEventCapabilities } from '../hooks/use-event-capabilities';
import { useRegistrationAddress } from '../hooks/use-registration-address';
import { useRouteIds } from '../hooks/use-route-ids';

function Pickup({ eventId, federationId }: { readonly eventId: number; readonly federationId: number }) {
  const pickup = useQuery(getCredentialsPickupQueryOptions(eventId, federationId));
  if (pickup.isPending) return <LoadingState label="Loading the credentials pick-up" />;
  if (pickup.isError) {
    return (
      <ErrorState
        titleOrder={3}
        title="The credentials pick-up could not be loaded"
        message={pickup.error instanceof ApiError ? pickup.error.error.message : undefined}
        onRetry={() => void pickup.refetch()}
      />
    );
  }
  // A new federation's answer starts the form afresh.
  return <CredentialsPickupForm key={federationId} eventId={eventId} data={pickup.data} />;
}

export default function EventRegistrationCredentialsPickupScreen() {
  const { eventId, sportId: routeSportId } = useRouteIds();
  const sportId = routeSportId ?? 0;
  const capabilities = useEventCapabilities();
  const address = useRegistrationAddress();

  return (
    <FederationRegistrationFrame
      eventId={eventId}
      sportId={sportId}
      capabilities={capabilities}
      title="Credentials pick-up"
      kind={null}
      forOthers={{
        title: 'The credentials pick-up is not available to you',
        description:
          'National federations name who collects their credentials here, and WSK staff for any federation.',
      }}
      federationPart="Who collects its credentials appears here."
      chosenFederation={address.chosenFederation}
      onFederation={address.chooseFederation}
    >
      {({ federationId }) => (
        <Stack gap="sm" component="section" aria-labelledby="credentials-pickup">
          <Title order={2} size="h3" id="credentials-pickup">
            Who collects the credentials
          </Title>
          <Text size="sm" c="dimmed">
            One person collects the federation’s credentials for every sport of the event at the accreditation
            desk.
          </Text>
          <Pickup eventId={eventId} federationId={federationId} />
        </Stack>
      )}
    </FederationRegistrationFrame>
  );
}
