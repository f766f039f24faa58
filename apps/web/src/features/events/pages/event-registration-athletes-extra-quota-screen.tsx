// /event-registration/:id/:sportId/athletes-extra-quota (§2, decision 017): where the event sport has
// `need_extra_quota`, a national federation whose athlete quota is full asks WSK for places over it, during
// the reduction period only. The rule, the athlete window (with 'Reduction Period is closed' once that
// period is over), the quota use with the requests over it, the federation's registered athletes with the
// requests marked (administrators withdraw them) and its athletes, each eligible one with a request button:
// off while the quota has places or outside the reduction period, with the reason.
import { Alert, Anchor, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { PARTICIPANT_MESSAGES } from '@portal/contract/endpoints/participants';
import type { RegistrationCandidate } from '@portal/contract/participant';
import { screenPath } from '@portal/contract/routes';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { formatDate } from '../../../shared/format/date';
import { AppLink } from '../../../shared/ui/app-link';
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
import { outcomeMessage } from '../lib/phase';
import { guardWindow, quotaFull, type WindowRule, windowClosed, windowOutcome } from '../lib/registration';

const REDUCTION_ONLY: WindowRule = { duringReductionPeriodOnly: true };
const REQUEST = { label: 'Request a place', name: (person: string) => `Request a place for ${person}` };

export default function EventRegistrationAthletesExtraQuotaScreen() {
  const { eventId, sportId: routeSportId } = useRouteIds();
  const sportId = routeSportId ?? 0;
  const capabilities = useEventCapabilities();
  const address = useRegistrationAddress();
  const downhillAsLuge = useDownhillAsLuge();
  const [requesting, setRequesting] = useState<RegistrationCandidate | null>(null);

  return (
    <FederationRegistrationFrame
      eventId={eventId}
      sportId={sportId}
      capabilities={capabilities}
      title="Places over the quota"
      kind="athlete"
      forOthers={{
        title: 'Requests over the quota are not available to you',
        description:
          'National federations ask for places over their quota here, and WSK staff for any federation.',
      }}
      notOffered={(sport) =>
        sport.need_extra_quota
          ? null
          : {
              title: PARTICIPANT_MESSAGES.EXTRA_QUOTA_NOT_OFFERED,
              description: 'Athletes of this sport register within their federation’s quota only.',
            }
      }
      federationPart="Its quota, its requests over it and the athletes it may ask for appear here."
      chosenFederation={address.chosenFederation}
      onFederation={address.chooseFederation}
      summary={({ event, settings, federationId, registration }) => (
        <Stack gap="md">
          <Alert
            color="navy"
            variant="light"
            icon={<IconInfoCircle size={18} aria-hidden />}
            title="The rule"
          >
            Once the federation’s athlete quota is full, it may ask for places over it during the reduction
            period
            {settings?.reduction_ends_on ? ` (until ${formatDate(settings.reduction_ends_on)})` : ''}. WSK
            decides on each request; an approved request does not take a place of the quota.
          </Alert>
          {settings ? (
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
              <RegistrationWindowSummary
                settings={settings}
                currency={event.currency}
                rule={REDUCTION_ONLY}
              />
              {federationId === null ? null : (
                <QuotaUse
                  use={
                    registration.isPending
                      ? null
                      : registration.data?.kinds.find((kind) => kind.kind === 'athlete')
                  }
                  failed={registration.isError}
                  extra={{ label: 'Over the quota' }}
                />
              )}
            </SimpleGrid>
          ) : null}
        </Stack>
      )}
    >
      {({ sport, settings, federationId, registration, published }) => {
        const { isWskStaff } = capabilities;
        const use = registration.data?.kinds.find((kind) => kind.kind === 'athlete');
        const outcome = settings ? windowOutcome(settings, REDUCTION_ONLY) : null;
        // The window first (it stops every request), then the quota (a request while places remain is refused).
        const blocked =
          outcomeMessage(outcome) ??
          (registration.data && !quotaFull(use) ? PARTICIPANT_MESSAGES.QUOTA_NOT_FULL : null);
        const canRequest = capabilities.canRegister && published;
        const canWithdraw = capabilities.canRegister && (isWskStaff || !windowClosed(settings));
        return (
          <>
            <Stack gap="sm" component="section" aria-labelledby="registered-athletes">
              <Title order={2} size="h3" id="registered-athletes">
                Requests over the quota
              </Title>
              <Text size="sm" c="dimmed">
                The athletes within the quota are registered on{' '}
                <Anchor
                  component={AppLink}
                  to={screenPath('event-registration-individual-athletes', { id: eventId, sportId })}
                >
                  Register athletes
                </Anchor>
                .
              </Text>
              <RegisteredAthletes
                extraQuotaOnly
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
                canRegister={canRequest}
                action={REQUEST}
                blocked={canRequest ? blocked : null}
                onRegister={(candidate) => {
                  if (!guardWindow(settings, REDUCTION_ONLY)) setRequesting(candidate);
                }}
              />
            </Stack>
            {requesting ? (
              <RegisterAthleteModal
                eventId={eventId}
                sport={sport}
                candidate={requesting}
                federationId={isWskStaff ? federationId : undefined}
                downhillAsLuge={downhillAsLuge}
                extraQuota
                onClose={() => setRequesting(null)}
              />
            ) : null}
          </>
        );
      }}
    </FederationRegistrationFrame>
  );
}
