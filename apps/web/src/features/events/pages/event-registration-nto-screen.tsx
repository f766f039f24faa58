// /event-registration/:id/:sportId/nto (§2, decision 017): a national federation registers its national
// technical officials for an event sport, each with a function. NF staff work for their own federation; WSK
// staff choose one (kept in the address with the search, the page and the eligible-only switch). The NTO
// window and today's fee, the federation's use of its NTO quota (and of the extra official roles where the
// sport has them), its registered NTOs (administrators withdraw them; the approved have a credential) and
// its members with the reasons the ineligible may not be registered. A closed window raises the §8 guard.
import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { extraOfficialFunctions, type RegistrationCandidate } from '@portal/contract/participant';
import { useState } from 'react';
import { FederationRegistrationFrame } from '../components/federation-registration-frame';
import { QuotaUse } from '../components/quota-use';
import { RegisterNtoModal } from '../components/register-nto-modal';
import { RegisteredAthletes } from '../components/registered-athletes';
import { RegistrationCandidates } from '../components/registration-candidates';
import { RegistrationWindowSummary } from '../components/registration-window-summary';
import { useEventCapabilities } from '../hooks/use-event-capabilities';
import { useRegistrationAddress } from '../hooks/use-registration-address';
import { useRouteIds } from '../hooks/use-route-ids';
import { guardWindow, windowClosed } from '../lib/registration';

export default function EventRegistrationNtoScreen() {
  const { eventId, sportId: routeSportId } = useRouteIds();
  const sportId = routeSportId ?? 0;
  const capabilities = useEventCapabilities();
  const address = useRegistrationAddress();
  const [registering, setRegistering] = useState<RegistrationCandidate | null>(null);

  return (
    <FederationRegistrationFrame
      eventId={eventId}
      sportId={sportId}
      capabilities={capabilities}
      title="Register NTOs"
      kind="nto"
      forOthers={{
        title: 'Registering NTOs is not available to you',
        description:
          'National federations register their national technical officials here, and WSK staff for any federation.',
      }}
      federationPart="Its registered NTOs and the members it may register appear here."
      chosenFederation={address.chosenFederation}
      onFederation={address.chooseFederation}
      summary={({ event, sport, settings, federationId, registration }) => {
        const roles = extraOfficialFunctions(sport);
        return settings ? (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <RegistrationWindowSummary settings={settings} currency={event.currency} />
            {federationId === null ? null : (
              <QuotaUse
                use={
                  registration.isPending ? null : registration.data?.kinds.find((kind) => kind.kind === 'nto')
                }
                failed={registration.isError}
                noun="national technical officials"
                {...(roles.length > 0 ? { extra: { label: 'Extra officials', of: roles.length } } : {})}
              />
            )}
          </SimpleGrid>
        ) : null;
      }}
    >
      {({ sport, settings, federationId, published }) => {
        const { isWskStaff } = capabilities;
        const roles = extraOfficialFunctions(sport);
        const canRegister = capabilities.canRegister && published;
        const canWithdraw = capabilities.canRegister && (isWskStaff || !windowClosed(settings));
        return (
          <>
            <Stack gap="sm" component="section" aria-labelledby="registered-ntos">
              <Title order={2} size="h3" id="registered-ntos">
                Registered NTOs
              </Title>
              {roles.length > 0 ? (
                <Text size="sm" c="dimmed">
                  Beyond the quota, the federation may register one extra official for each of these roles:{' '}
                  {roles.join(', ')}. Extra officials are pending until WSK approves them.
                </Text>
              ) : null}
              <RegisteredAthletes
                kind="nto"
                eventId={eventId}
                sportId={sportId}
                federationId={federationId}
                canWithdraw={canWithdraw}
                downhillAsLuge={false}
              />
            </Stack>
            <Stack gap="sm" component="section" aria-labelledby="registration-candidates">
              <Title order={2} size="h3" id="registration-candidates">
                Members of the federation
              </Title>
              <RegistrationCandidates
                kind="nto"
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
              <RegisterNtoModal
                eventId={eventId}
                sportId={sportId}
                candidate={registering}
                federationId={isWskStaff ? federationId : undefined}
                extraFunctions={roles}
                onClose={() => setRegistering(null)}
              />
            ) : null}
          </>
        );
      }}
    </FederationRegistrationFrame>
  );
}
