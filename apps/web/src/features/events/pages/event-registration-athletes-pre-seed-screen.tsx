// /event-registration/:id/:sportId/athletes-pre-seed (§2, decision 017): where the event sport has
// `need_pre_seed`, a national federation gives a result (a time or points) for each entry of its approved
// athletes, for seeding heats and start lists, during the reduction period of the athlete window only
// (outside it the fields are off with the §8 'Reduction Period is closed'). NF staff work for their own
// federation; WSK staff choose one.
import { Stack, Text, Title } from '@mantine/core';
import { PARTICIPANT_MESSAGES } from '@portal/contract/endpoints/participants';
import { FederationRegistrationFrame } from '../components/federation-registration-frame';
import { PreSeedList } from '../components/pre-seed-list';
import { RegistrationWindowSummary } from '../components/registration-window-summary';
import { useDownhillAsLuge } from '../hooks/use-downhill-as-luge';
import { useEventCapabilities } from '../hooks/use-event-capabilities';
import { useRegistrationAddress } from '../hooks/use-registration-address';
import { useRouteIds } from '../hooks/use-route-ids';
import { outcomeMessage } from '../lib/phase';
import { type WindowRule, windowOutcome } from '../lib/registration';

const REDUCTION_ONLY: WindowRule = { duringReductionPeriodOnly: true };

export default function EventRegistrationAthletesPreSeedScreen() {
  const { eventId, sportId: routeSportId } = useRouteIds();
  const sportId = routeSportId ?? 0;
  const capabilities = useEventCapabilities();
  const address = useRegistrationAddress();
  const downhillAsLuge = useDownhillAsLuge();

  return (
    <FederationRegistrationFrame
      eventId={eventId}
      sportId={sportId}
      capabilities={capabilities}
      title="Pre-seed results"
      kind="athlete"
      forOthers={{
        title: 'Pre-seed results are not available to you',
        description:
          'National federations give their athletes’ results here, and WSK staff for any federation.',
      }}
      notOffered={(sport) =>
        sport.need_pre_seed
          ? null
          : {
              title: PARTICIPANT_MESSAGES.PRE_SEED_NOT_OFFERED,
              description: 'Heats and start lists of this sport are drawn without them.',
            }
      }
      federationPart="Its approved athletes and their results appear here."
      chosenFederation={address.chosenFederation}
      onFederation={address.chooseFederation}
      summary={({ event, settings }) =>
        settings ? (
          <RegistrationWindowSummary settings={settings} currency={event.currency} rule={REDUCTION_ONLY} />
        ) : null
      }
    >
      {({ settings, federationId, published }) => {
        const canEdit = capabilities.canRegister && published;
        const blocked = outcomeMessage(settings ? windowOutcome(settings, REDUCTION_ONLY) : null);
        return (
          <Stack gap="sm" component="section" aria-labelledby="pre-seed-athletes">
            <Title order={2} size="h3" id="pre-seed-athletes">
              Approved athletes
            </Title>
            <Text size="sm" c="dimmed">
              One result per discipline: a time or points, such as 00:41.350 or 1250. Leave a field blank to
              clear it. Results are given during the reduction period.
            </Text>
            {canEdit && blocked ? (
              <Text size="sm" c="red.8" role="status">
                {blocked}
              </Text>
            ) : null}
            <PreSeedList
              eventId={eventId}
              sportId={sportId}
              federationId={federationId}
              canEdit={canEdit}
              blocked={blocked}
              downhillAsLuge={downhillAsLuge}
            />
          </Stack>
        );
      }}
    </FederationRegistrationFrame>
  );
}
