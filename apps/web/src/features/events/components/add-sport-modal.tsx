// Adds a sport of the reference list to the event with some of that sport's disciplines (createEventSport);
// the sport's flags are copied by the server, and whether its athletes register themselves is chosen here
// (off: their national federations register them). Then the new sport's profile opens, where its dates
// are set.
import { Button, Group, Modal, MultiSelect, Select, Stack, Switch } from '@mantine/core';
import { createEventSportBodySchema } from '@portal/contract/endpoints/events';
import { screenPath } from '@portal/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { parseErrors, useContractForm } from '../../../shared/forms/use-contract-form';
import { FormAlert } from '../../../shared/ui/form-alert';
import { useCreateEventSport } from '../api/create-event-sport';
import { getDisciplinesQueryOptions } from '../api/get-disciplines';
import { getSportsQueryOptions } from '../api/get-sports';

type Values = { sport: string; disciplines: string; allow_self_registration: boolean };
type Field = keyof Values;

const fieldOf = (key: string): Field | null =>
  key === 'sport' || key === 'disciplines' || key === 'allow_self_registration' ? key : null;

// The multiselect's ids travel in the form as one comma-separated string (the form holds text and flags).
const ids = (text: string) => (text ? text.split(',').map(Number) : []);

function body(values: Values) {
  return {
    sport: values.sport ? Number(values.sport) : Number.NaN,
    disciplines: ids(values.disciplines),
    allow_self_registration: values.allow_self_registration,
  };
}

export function AddSportModal({
  eventId,
  taken,
  onClose,
}: {
  readonly eventId: number;
  readonly taken: readonly number[];
  readonly onClose: () => void;
}) {
  const create = useCreateEventSport(eventId);
  const navigate = useNavigate();
  const sports = useQuery(getSportsQueryOptions());
  const form = useContractForm<Values>({
    initial: { sport: '', disciplines: '', allow_self_registration: false },
    validate: (values) => parseErrors(createEventSportBodySchema.safeParse(body(values)), fieldOf),
    fieldOf,
  });
  const sportId = form.values.sport ? Number(form.values.sport) : null;
  const disciplines = useQuery(getDisciplinesQueryOptions(sportId));

  const close = () => {
    if (!create.isPending) onClose();
  };

  const submit = form.handleSubmit({
    send: (values) => create.mutateAsync(body(values)),
    failure: 'The sport could not be added. Please try again.',
    onSuccess: (sport) => {
      onClose();
      void navigate(screenPath('event-sport-profile', { id: eventId, sportId: sport.id }));
    },
  });

  return (
    <Modal opened onClose={close} title="Add sport" centered>
      <form onSubmit={submit} noValidate aria-label="Add sport">
        <Stack gap="md">
          <FormAlert message={form.formError} />
          <Select
            label="Sport"
            withAsterisk
            searchable
            placeholder="Choose a sport"
            data={(sports.data ?? []).map((sport) => ({
              value: String(sport.id),
              label: sport.name,
              disabled: taken.includes(sport.id),
            }))}
            value={form.values.sport || null}
            onChange={(value) => {
              form.setValue('sport', value ?? '');
              form.fill({ disciplines: '' });
            }}
            onBlur={form.blur('sport')}
            error={form.errors.sport}
            data-autofocus
          />
          <MultiSelect
            label="Disciplines"
            placeholder={sportId === null ? 'Choose a sport first' : 'Any of its disciplines'}
            disabled={sportId === null}
            searchable
            data={(disciplines.data ?? []).map((discipline) => ({
              value: String(discipline.id),
              label: discipline.name,
            }))}
            value={form.values.disciplines ? form.values.disciplines.split(',') : []}
            onChange={(value) => form.setValue('disciplines', value.join(','))}
            error={form.errors.disciplines}
            nothingFoundMessage={disciplines.isPending ? 'Loading…' : 'No disciplines'}
          />
          <Switch
            label="Athletes register themselves"
            description="Off: national federations register their athletes."
            checked={form.values.allow_self_registration}
            onChange={(event) => form.setValue('allow_self_registration', event.currentTarget.checked)}
            error={form.errors.allow_self_registration}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={create.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              Add sport
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
