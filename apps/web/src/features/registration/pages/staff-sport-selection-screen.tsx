// /wsk/sport-selection (spec §2, WSK and NF staff): the sports the staff user works for, as one list that
// replaces the previous one (wsk_sports/ for WSK users, nf_sports/ for NF users); at least one.
import { Checkbox, SimpleGrid, Stack } from '@mantine/core';
import { staffSportsBodySchema, type UserSport } from '@portal/contract/endpoints/sport-service';
import { roleFlags } from '@portal/contract/roles';
import { getScreenRoute } from '@portal/contract/routes';
import type { Sport } from '@portal/contract/sport';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { getMeQueryOptions } from '../../../shared/auth/get-me';
import { tokenManager } from '../../../shared/auth/token-manager';
import { serverErrors } from '../../../shared/forms/use-contract-form';
import { ErrorState } from '../../../shared/ui/error-state';
import { FormAlert } from '../../../shared/ui/form-alert';
import { LoadingState } from '../../../shared/ui/loading-state';
import { ScreenHeading } from '../../../shared/ui/screen-heading';
import { getSportsQueryOptions } from '../api/get-sports';
import { getStaffSportsQueryOptions, type StaffSportsKind } from '../api/get-staff-sports';
import { useSetStaffSports } from '../api/set-staff-sports';
import { StepActions } from '../components/step-actions';
import { useStepNavigation } from '../hooks/use-step-navigation';

const TITLE = getScreenRoute('sport-select-wsk').title;

export default function StaffSportSelectionScreen() {
  const me = useQuery({ ...getMeQueryOptions(), enabled: tokenManager.hasTokens() });
  const flags = roleFlags(me.data?.role);
  const kind: StaffSportsKind | null = flags.isWSK ? 'wsk' : flags.isNF ? 'nf' : null;

  return (
    <Stack gap="lg">
      <ScreenHeading title={TITLE}>Tick the sports you work for; you can change them later.</ScreenHeading>
      {me.isPending ? (
        <LoadingState label="Loading your sports" />
      ) : kind === null ? (
        <ErrorState
          title="This step is for federation staff"
          message="Only world and national federation staff choose their sports here."
        />
      ) : (
        <StaffSportsForm kind={kind} />
      )}
    </Stack>
  );
}

function StaffSportsForm({ kind }: { kind: StaffSportsKind }) {
  const navigation = useStepNavigation();
  const sports = useQuery(getSportsQueryOptions());
  const current = useQuery(getStaffSportsQueryOptions(kind));

  if (sports.isPending || current.isPending) return <LoadingState label="Loading your sports" />;
  if (sports.isError || current.isError) {
    return (
      <ErrorState
        title="The sports could not be loaded"
        message="Please check your connection and try again."
        onRetry={() => {
          void sports.refetch();
          void current.refetch();
        }}
      />
    );
  }
  return <SportsChecklist kind={kind} sports={sports.data} current={current.data} navigation={navigation} />;
}

function SportsChecklist({
  kind,
  sports,
  current,
  navigation,
}: {
  kind: StaffSportsKind;
  sports: readonly Sport[];
  current: readonly UserSport[];
  navigation: ReturnType<typeof useStepNavigation>;
}) {
  const setStaffSports = useSetStaffSports(kind);
  const [selected, setSelected] = useState<string[]>(() => current.map((item) => String(item.sport.id)));
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [continuing, setContinuing] = useState(false);

  const body = { sports: selected.map(Number) };
  const parsed = staffSportsBodySchema.safeParse(body);
  const clientError = parsed.success ? undefined : parsed.error.issues[0]?.message;
  const error = serverError ?? (touched ? clientError : undefined);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(true);
    setFormError(null);
    if (clientError) return;
    try {
      await setStaffSports.mutateAsync(body);
    } catch (failure) {
      const shown = serverErrors(
        failure,
        (key) => (key === 'sports' ? key : null),
        'Your sports could not be saved. Please try again.',
      );
      setServerError(shown.fields.sports);
      setFormError(shown.form);
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
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <FormAlert message={formError} />
        <Checkbox.Group
          label="Sports"
          withAsterisk
          value={selected}
          onChange={(value) => {
            setSelected(value);
            setTouched(true);
            setServerError(undefined);
          }}
          error={error}
        >
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" verticalSpacing="xs" mt="xs">
            {sports.map((sport) => (
              <Checkbox key={sport.id} value={String(sport.id)} label={sport.name} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
        <StepActions navigation={navigation} submitting={setStaffSports.isPending || continuing} />
      </Stack>
    </form>
  );
}
