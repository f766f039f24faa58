// Changing the discipline (and, for athletes, stance and device) of a sport already chosen, checked with
// the contract's patch body and saved with PATCH partial_update_by_user/.
import { Button, Group, Stack } from '@mantine/core';
import { type UserSport, userSportPatchSchema } from '@portal/contract/endpoints/sport-service';
import { useQuery } from '@tanstack/react-query';
import { parseErrors, useContractForm } from '../../../shared/forms/use-contract-form';
import { FormAlert } from '../../../shared/ui/form-alert';
import { getDevicesQueryOptions } from '../api/get-devices';
import { getDisciplinesQueryOptions } from '../api/get-disciplines';
import { getStancesQueryOptions } from '../api/get-stances';
import { useUpdateUserSport } from '../api/update-user-sport';
import { optionalId, SportReferenceSelect } from './sport-reference-select';

type Values = Record<'discipline' | 'stance' | 'device', string>;

function bodyOf(values: Values, withGear: boolean) {
  return {
    discipline: optionalId(values.discipline),
    ...(withGear ? { stance: optionalId(values.stance), device: optionalId(values.device) } : {}),
  };
}

export interface SportDetailsFormProps {
  readonly userSport: UserSport;
  readonly withGear: boolean;
  readonly onSaved: (userSport: UserSport) => void;
  readonly onCancel: () => void;
}

export function SportDetailsForm({ userSport, withGear, onSaved, onCancel }: SportDetailsFormProps) {
  const updateUserSport = useUpdateUserSport();
  const sportId = userSport.sport.id;
  const disciplines = useQuery(getDisciplinesQueryOptions(sportId));
  const stances = useQuery({ ...getStancesQueryOptions(sportId), enabled: withGear });
  const devices = useQuery({ ...getDevicesQueryOptions(sportId), enabled: withGear });
  const form = useContractForm<Values>({
    initial: {
      discipline: userSport.discipline ? String(userSport.discipline.id) : '',
      stance: userSport.stance ? String(userSport.stance.id) : '',
      device: userSport.device ? String(userSport.device.id) : '',
    },
    validate: (values) =>
      parseErrors(userSportPatchSchema.safeParse(bodyOf(values, withGear)), (key) =>
        key === 'discipline' || key === 'stance' || key === 'device' ? key : null,
      ),
  });

  const submit = form.handleSubmit({
    send: (values) => updateUserSport.mutateAsync({ id: userSport.id, body: bodyOf(values, withGear) }),
    failure: 'The sport could not be changed. Please try again.',
    onSuccess: onSaved,
  });

  const reference = (field: keyof Values) => ({
    value: form.values[field],
    onChange: (value: string) => form.setValue(field, value),
    onBlur: form.blur(field),
    error: form.errors[field],
  });

  return (
    <form onSubmit={submit} noValidate aria-label={`Change ${userSport.sport.name}`}>
      <Stack gap="sm">
        <FormAlert message={form.formError} />
        <SportReferenceSelect
          label="Discipline"
          emptyLabel="No discipline"
          options={disciplines.data}
          loading={disciplines.isPending}
          failed={disciplines.isError}
          {...reference('discipline')}
        />
        {withGear && (stances.data?.length ?? 0) > 0 ? (
          <SportReferenceSelect
            label="Stance"
            emptyLabel="No stance"
            options={stances.data}
            {...reference('stance')}
          />
        ) : null}
        {withGear && (devices.data?.length ?? 0) > 0 ? (
          <SportReferenceSelect
            label="Device"
            emptyLabel="No device"
            options={devices.data}
            {...reference('device')}
          />
        ) : null}
        <Group gap="sm" wrap="wrap">
          <Button type="submit" size="sm" loading={updateUserSport.isPending}>
            Save changes
          </Button>
          <Button variant="subtle" color="gray" size="sm" onClick={onCancel}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
