// "Add a sport" of the athlete and ITO sport-selection steps: a sport, then its discipline (and, for
// athletes, stance and device when the sport has any), checked with the contract's user-sport body and
// saved at once with POST user-sports/. "Add sport" keeps the focus while the sport is saved (a disabled
// button would drop it), so the marathon explanation hands it back there when it closes.
import { Button, Group, Loader, NativeSelect, Paper, Stack, Title } from '@mantine/core';
import { type UserSport, userSportBodySchema } from '@portal/contract/endpoints/sport-service';
import type { Sport } from '@portal/contract/sport';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { parseErrors, useContractForm } from '../../../shared/forms/use-contract-form';
import { FormAlert } from '../../../shared/ui/form-alert';
import { useCreateUserSport } from '../api/create-user-sport';
import { getDevicesQueryOptions } from '../api/get-devices';
import { getDisciplinesQueryOptions } from '../api/get-disciplines';
import { getStancesQueryOptions } from '../api/get-stances';
import { optionalId, SportReferenceSelect } from './sport-reference-select';

type Values = Record<'sport' | 'discipline' | 'stance' | 'device', string>;
const EMPTY: Values = { sport: '', discipline: '', stance: '', device: '' };

/** What the form holds, as the contract's body; a missing sport reads as 'This field is required'. */
function candidateOf(values: Values, withGear: boolean) {
  return {
    sport: values.sport === '' ? undefined : Number(values.sport),
    discipline: optionalId(values.discipline),
    ...(withGear ? { stance: optionalId(values.stance), device: optionalId(values.device) } : {}),
  };
}

export interface SportPickerProps {
  /** The sports the user may still add (not chosen yet, open to their country). */
  readonly sports: readonly Sport[];
  /** Athletes also give a stance and a device; ITOs only a discipline. */
  readonly withGear: boolean;
  readonly onAdded: (userSport: UserSport) => void;
}

export function SportPicker({ sports, withGear, onAdded }: SportPickerProps) {
  const createUserSport = useCreateUserSport();
  const form = useContractForm<Values>({
    initial: EMPTY,
    validate: (values) =>
      parseErrors(userSportBodySchema.safeParse(candidateOf(values, withGear)), (key) =>
        key in EMPTY ? (key as keyof Values) : null,
      ),
  });
  const sportId = form.values.sport === '' ? null : Number(form.values.sport);
  const disciplines = useQuery(getDisciplinesQueryOptions(sportId));
  const stances = useQuery({ ...getStancesQueryOptions(sportId), enabled: withGear && sportId !== null });
  const devices = useQuery({ ...getDevicesQueryOptions(sportId), enabled: withGear && sportId !== null });

  const chooseSport = (value: string) => {
    form.setValue('sport', value);
    // The lower choices belong to the previous sport.
    form.fill({ discipline: '', stance: '', device: '' });
  };

  const submit = form.handleSubmit({
    send: (values) => createUserSport.mutateAsync(userSportBodySchema.parse(candidateOf(values, withGear))),
    failure: 'The sport could not be added. Please try again.',
    onSuccess: (userSport) => {
      form.fill(EMPTY);
      form.clearErrors();
      onAdded(userSport);
    },
  });

  const reference = (field: 'discipline' | 'stance' | 'device') => ({
    value: form.values[field],
    onChange: (value: string) => form.setValue(field, value),
    onBlur: form.blur(field),
    error: form.errors[field],
  });

  const adding = createUserSport.isPending;

  return (
    <Paper withBorder p="md">
      <form
        onSubmit={(event) => (adding ? event.preventDefault() : void submit(event))}
        noValidate
        aria-labelledby="add-sport-title"
      >
        <Stack gap="sm">
          <Title order={2} size="h4" id="add-sport-title">
            Add a sport
          </Title>
          <FormAlert message={form.formError} />
          <NativeSelect
            label="Sport"
            withAsterisk
            value={form.values.sport}
            onChange={(event) => chooseSport(event.currentTarget.value)}
            onBlur={form.blur('sport')}
            error={form.errors.sport}
            data={[
              { value: '', label: 'Choose a sport' },
              ...sports.map((sport) => ({ value: String(sport.id), label: sport.name })),
            ]}
          />
          {sportId !== null ? (
            <SportReferenceSelect
              label="Discipline"
              emptyLabel="No discipline"
              options={disciplines.data}
              loading={disciplines.isPending}
              failed={disciplines.isError}
              {...reference('discipline')}
            />
          ) : null}
          {withGear && sportId !== null && (stances.data?.length ?? 0) > 0 ? (
            <SportReferenceSelect
              label="Stance"
              emptyLabel="No stance"
              options={stances.data}
              {...reference('stance')}
            />
          ) : null}
          {withGear && sportId !== null && (devices.data?.length ?? 0) > 0 ? (
            <SportReferenceSelect
              label="Device"
              emptyLabel="No device"
              options={devices.data}
              {...reference('device')}
            />
          ) : null}
          <Group>
            <Button
              type="submit"
              variant="light"
              leftSection={adding ? <Loader size={16} aria-hidden /> : <IconPlus size={16} aria-hidden />}
              aria-busy={adding || undefined}
            >
              Add sport
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
