// /event-registration/:id/:sportId/individual-athletes (§2, decision 017): a national federation registers
// its athletes for an event sport. NF staff work for their own federation; WSK staff choose one (kept in the
// address with the search, the page and the eligible-only switch). The athlete window and today's fee, the
// federation's use of its quota, its registered athletes (administrators withdraw them) and its athletes
// with the reasons the ineligible may not be registered. A closed window raises the §8 dates guard.
import { SimpleGrid, Stack, Title } from '@mantine/core';
import type { RegistrationCandidate } from '@portal/contract/participant';
import { useState } from 'react';
import { FederationRegistrationFrame } from '../components/federation-registration-frame';
import { QuotaUse } from '../components/quota-use';
import { RegisterAthleteModal } from '../components/register-athlete-modal';
import { RegisteredAthletes } from '../components/registered-athletes';
import { RegistrationCandidates } from '../components/registration-candidates';
import { RegistrationWindowSummary } from '../components/registration-window-summary';
import { useDownhillAsLuge } from '../hooks/use-downhill-as-luge';
import { useEventCapabilities } from '../hooks/use-event-capabilities';
import { useRegistrationAddress } from '../hooks/use-registration-address';
import { useRouteIds } from '../hooks/use-route-ids';
import { guardWindow, windowClosed } from '../lib/registration';

export default function EventRegistrationIndividualAthletesScreen() {
  const { eventId, sportId: routeSportId } = useRouteIds();
  const sportId = routeSportId ?? 0;
  const capabilities = useEventCapabilities();
  const address = useRegistrationAddress();
  const downhillAsLuge = useDownhillAsLuge();
  const [registering, setRegistering] = useState<RegistrationCandidate | null>(null);

  return (
    <FederationRegistrationFrame
      eventId={eventId}
      sportId={sportId}
      capabilities={capabilities}
      title="Register athletes"
      kind="athlete"
      forOthers={{
        title: 'Registering athletes is not available to you',
        description: 'National federations register their athletes here, and WSK staff for any federation.',
      }}
      federationPart="Its registered athletes and the athletes it may register appear here."
      chosenFederation={address.chosenFederation}
      onFederation={address.chooseFederation}
      summary={({ event, settings, federationId, registration }) =>
        settings ? (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <RegistrationWindowSummary settings={settings} currency={event.currency} />
            {federationId === null ? null : (
              <QuotaUse
                use={
                  registration.isPending
                    ? null
                    : registration.data?.kinds.find((kind) => kind.kind === 'athlete')
                }
                failed={registration.isError}
              />
            )}
          </SimpleGrid>
        ) : null
      }
    >
      {({ sport, settings, federationId, published }) => {
        const { isWskStaff } = capabilities;
        const canRegister = capabilities.canRegister && published;
        const canWithdraw = capabilities.canRegister && (isWskStaff || !windowClosed(settings));
        return (
          <>
            <Stack gap="sm" component="section" aria-labelledby="registered-athletes">
              <Title order={2} size="h3" id="registered-athletes">
                Registered athletes
              </Title>
              <RegisteredAthletes
                eventId={eventId}
                sportId={sportId}
                federationId={federationId}
                canWithdraw={canWithdraw}
                downhillAsLuge={downhillAsLuge}
              />
            </Stack>
            <Stack gap="sm" component="section" aria-labelledby="registration-candidates">
              <Title order={2} size="h3" id="registration-candidates">
                Athletes of the federation
              </Title>
              <RegistrationCandidates
                eventId={eventId}
                sportId={sportId}
                federationId={federationId}
                view={address.view}
                onView={address.show}
                canRegister={canRegister}
                onRegister={(candidate) => {
                  if (!guardWindow(settings)) setRegistering(candidate);
                }}
              />
            </Stack>
            {registering ? (
              <RegisterAthleteModal
                eventId={eventId}
                sport={sport}
                candidate={registering}
                federationId={isWskStaff ? federationId : undefined}
                downhillAsLuge={downhillAsLuge}
                onClose={() => setRegistering(null)}
              />
            ) : null}
          </>
        );
      }}
    </FederationRegistrationFrame>
  );
}
