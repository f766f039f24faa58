// The event form in a modal: a new draft (createEvent) or the changes of an existing event (updateEvent).
// Checked with the endpoint's schema; the server's field messages show on their fields. Custom sections are
// edited when the §9 flag is on; the cover picture once the event exists (its uploads need the event's id).
import {
  Button,
  Checkbox,
  Group,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { EVENT_KIND_LABELS, EVENT_KINDS, type Event } from '@portal/contract/event';
import { DEFAULT_STARTUP_FLAGS } from '@portal/contract/flags';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useMemo, useState } from 'react';
import { getConfigQueryOptions } from '../../../shared/config/get-config';
import { DateField } from '../../../shared/forms/date-field';
import { useContractForm } from '../../../shared/forms/use-contract-form';
import { FormAlert } from '../../../shared/ui/form-alert';
import { useCreateEvent } from '../api/create-event';
import { getFederationsQueryOptions } from '../api/get-federations';
import { useUpdateEvent } from '../api/update-event';
import {
  currencyOptions,
  type EventFormValues,
  emptyEventValues,
  eventBody,
  eventValues,
  fieldOf,
  hasSectionErrors,
  type SectionDraft,
  sectionDraft,
  timeZoneOptions,
  validateEvent,
  validateSections,
} from '../lib/event-form';
import { CoverImageField } from './cover-image-field';
import { CustomSectionsEditor } from './custom-sections-editor';

export interface EventFormModalProps {
  /** The event to change; none creates a draft. */
  readonly event?: Event;
  readonly onClose: () => void;
  /** After a successful save, with the event the server answered. */
  readonly onSaved: (event: Event) => void;
}

const KIND_OPTIONS = EVENT_KINDS.map((kind) => ({ value: kind, label: EVENT_KIND_LABELS[kind] }));

export function EventFormModal({ event, onClose, onSaved }: EventFormModalProps) {
  const create = useCreateEvent();
  const update = useUpdateEvent(event?.id ?? 0);
  const saving = create.isPending || update.isPending;
  const phone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  const federations = useQuery(getFederationsQueryOptions());
  const zones = useMemo(() => timeZoneOptions(), []);
  const form = useContractForm<EventFormValues>({
    initial: event ? eventValues(event) : emptyEventValues(),
    validate: validateEvent,
    fieldOf,
  });
  const config = useQuery(getConfigQueryOptions());
  const flags = config.data?.flags ?? DEFAULT_STARTUP_FLAGS;
  const [sections, setSections] = useState<SectionDraft[]>(() =>
    (event?.custom_sections ?? []).map((section) => sectionDraft(section)),
  );
  // Section messages show from the first submit on, then follow the input.
  const [sectionsChecked, setSectionsChecked] = useState(false);
  const sectionErrors = validateSections(sections);
  /** undefined: the cover stays as it is; a stored name: the new picture; null: removed. */
  const [cover, setCover] = useState<string | null | undefined>(undefined);

  const countries = (federations.data ?? []).map((federation) => ({
    value: String(federation.id),
    label: federation.name,
  }));
  // The event's own country stays shown while the list loads.
  if (event?.country && !countries.some((country) => country.value === String(event.country?.id))) {
    countries.unshift({ value: String(event.country.id), label: event.country.name });
  }

  const close = () => {
    if (!saving) onClose();
  };

  const send = form.handleSubmit({
    send: (values) =>
      event
        ? update.mutateAsync({
            ...eventBody(values, sections),
            ...(cover === undefined ? {} : { cover_image: cover }),
          })
        : create.mutateAsync(eventBody(values, sections)),
    failure: event ? 'The event could not be saved. Please try again.' : 'The event could not be created.',
    onSuccess: (saved) => onSaved(saved),
  });
  const submit = (submitted: FormEvent<HTMLFormElement>) => {
    setSectionsChecked(true);
    if (!hasSectionErrors(sectionErrors)) return send(submitted);
    // The other fields show their messages too, and nothing is sent.
    submitted.preventDefault();
    form.check();
    return undefined;
  };

  const title = event ? 'Edit event' : 'New event';
  const select = (field: 'kind' | 'country' | 'currency' | 'time_zone') => ({
    value: form.values[field] || null,
    onChange: (value: string | null) => form.setValue(field, value ?? ''),
    onBlur: form.blur(field),
    error: form.errors[field],
  });

  return (
    <Modal opened onClose={close} title={title} size="lg" fullScreen={phone} centered>
      <form onSubmit={submit} noValidate aria-label={title}>
        <Stack gap="md">
          <FormAlert message={form.formError} />
          <TextInput label="Name" withAsterisk maxLength={200} data-autofocus {...form.text('name')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Select
              label="Kind"
              withAsterisk
              placeholder="Choose a kind"
              data={KIND_OPTIONS}
              {...select('kind')}
            />
            <Select
              label="Country"
              withAsterisk
              searchable
              placeholder="Host federation"
              nothingFoundMessage="No country matches"
              data={countries}
              {...select('country')}
            />
            <DateField label="Starts on" withAsterisk {...form.date('starts_on')} />
            <DateField label="Ends on" withAsterisk {...form.date('ends_on')} />
            <TextInput label="City" withAsterisk maxLength={100} {...form.text('city')} />
            <TextInput label="Venue" maxLength={200} {...form.text('venue')} />
            <Select
              label="Currency"
              withAsterisk
              description="Fees of this event are in this currency"
              data={currencyOptions(form.values.currency)}
              allowDeselect={false}
              {...select('currency')}
            />
            <Select
              label="Time zone"
              withAsterisk
              searchable
              description="Registration days are judged in this zone"
              nothingFoundMessage="No time zone matches"
              data={zones}
              limit={50}
              allowDeselect={false}
              {...select('time_zone')}
            />
          </SimpleGrid>
          <Textarea
            label="Description"
            rows={5}
            resize="vertical"
            maxLength={20_000}
            {...form.text('description')}
          />
          {flags.custom_sections ? (
            <CustomSectionsEditor
              sections={sections}
              errors={sectionsChecked ? sectionErrors.sections : []}
              listError={sectionsChecked ? sectionErrors.list : null}
              onChange={setSections}
            />
          ) : null}
          {event ? (
            <CoverImageField
              eventId={event.id}
              eventName={event.name}
              current={event.cover_image}
              value={cover}
              onChange={setCover}
            />
          ) : null}
          <Checkbox
            label="Show only selected reports"
            description="Participants see the reports marked as selected; staff see all of them"
            checked={form.values.show_only_selected_reports}
            onChange={(change) => form.setValue('show_only_selected_reports', change.currentTarget.checked)}
            error={form.errors.show_only_selected_reports}
            // Mantine marks a checkbox's error by its look only.
            aria-invalid={form.errors.show_only_selected_reports ? true : undefined}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={saving}>
              Cancel
            </Button>
            <Button type="submit" loading={saving}>
              {event ? 'Save changes' : 'Create event'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
