// The body of the athlete and ITO sport-selection steps: the sports already chosen (each saved as it is
// added), the "Add a sport" form, the marathon explanation, and the step's buttons. Going on needs at least
// one sport (§5 min_count).
import { Stack, Text, Title } from '@mantine/core';
import type { UserSport } from '@portal/contract/endpoints/sport-service';
import type { Sport } from '@portal/contract/sport';
import { validationMessages } from '@portal/contract/validation';
import { IconBallFootball } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { getMeQueryOptions } from '../../../shared/auth/get-me';
import { tokenManager } from '../../../shared/auth/token-manager';
import { EmptyState } from '../../../shared/ui/empty-state';
import { ErrorState } from '../../../shared/ui/error-state';
import { LoadingState } from '../../../shared/ui/loading-state';
import { getFederationsQueryOptions } from '../api/get-federations';
import { getMyUserSportsQueryOptions } from '../api/get-my-user-sports';
import { getSportsQueryOptions } from '../api/get-sports';
import { useStepNavigation } from '../hooks/use-step-navigation';
import { MarathonExplanationModal, needsMarathonExplanation } from './marathon-explanation-modal';
import { SelectedSportCard } from './selected-sport-card';
import { SportPicker } from './sport-picker';
import { StepActions } from './step-actions';

/**
 * A sport is open to the user unless it lists allowed countries without theirs. The country is the one of
 * their national federation; while it is unknown every sport shows and the server has the last word.
 */
export function sportIsOpenTo(sport: Sport, country: string | null): boolean {
  return (
    sport.allowed_countries.length === 0 || country === null || sport.allowed_countries.includes(country)
  );
}

export function SportSelectionPanel({ athlete }: { athlete: boolean }) {
  const navigation = useStepNavigation();
  const me = useQuery({ ...getMeQueryOptions(), enabled: tokenManager.hasTokens() });
  const mySports = useQuery(getMyUserSportsQueryOptions());
  const sports = useQuery(getSportsQueryOptions());
  const hasFederation = me.data?.national_federation != null;
  // Only to learn the user's country; without it every sport shows.
  const federations = useQuery({ ...getFederationsQueryOptions(), enabled: hasFederation });
  const [countError, setCountError] = useState<string | null>(null);
  const [continuing, setContinuing] = useState(false);
  const [marathonSport, setMarathonSport] = useState<UserSport | null>(null);
  const explained = useRef(new Set<number>());

  if (mySports.isPending || sports.isPending) return <LoadingState label="Loading your sports" />;
  if (mySports.isError || sports.isError) {
    return (
      <ErrorState
        title="Your sports could not be loaded"
        message="Please check your connection and try again."
        onRetry={() => {
          void mySports.refetch();
          void sports.refetch();
        }}
      />
    );
  }

  const chosen = mySports.data;
  const federationId = me.data?.national_federation?.id;
  const country =
    federations.data?.find((federation) => federation.id === federationId)?.country_code ?? null;
  const chosenIds = new Set(chosen.map((userSport) => userSport.sport.id));
  const available = sports.data.filter((sport) => !chosenIds.has(sport.id) && sportIsOpenTo(sport, country));

  // The explanation shows once per sport on this visit, and not at all once turned off.
  const saved = (userSport: UserSport) => {
    setCountError(null);
    if (needsMarathonExplanation(userSport) && !explained.current.has(userSport.id)) {
      explained.current.add(userSport.id);
      setMarathonSport(userSport);
    }
  };

  const goOn = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (chosen.length === 0) {
      setCountError(validationMessages.minCount(1));
      return;
    }
    setContinuing(true);
    try {
      await navigation.goNext();
    } finally {
      setContinuing(false);
    }
  };

  return (
    <Stack gap="lg">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Your sports
        </Title>
        {chosen.length === 0 ? (
          <EmptyState
            icon={<IconBallFootball size={28} stroke={1.6} aria-hidden />}
            title="No sport chosen yet"
            description="Add at least one sport below."
          />
        ) : (
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Your sports">
            {chosen.map((userSport) => (
              <SelectedSportCard key={userSport.id} userSport={userSport} athlete={athlete} onSaved={saved} />
            ))}
          </Stack>
        )}
      </Stack>
      {available.length > 0 ? (
        <SportPicker sports={available} withGear={athlete} onAdded={saved} />
      ) : (
        <Text size="sm" c="dimmed">
          You have chosen every sport open to you.
        </Text>
      )}
      <form onSubmit={(event) => void goOn(event)} noValidate>
        {countError ? (
          <Text c="red.8" size="sm" role="alert">
            {countError}
          </Text>
        ) : null}
        <StepActions navigation={navigation} submitting={continuing} />
      </form>
      <MarathonExplanationModal userSport={marathonSport} onClose={() => setMarathonSport(null)} />
    </Stack>
  );
}
