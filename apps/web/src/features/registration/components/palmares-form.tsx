// The palmares of one athlete sport (spec §7 palmares forms): best results (year, competition, place) as
// rows to add and remove, and notes. Checked with the contract's palmares body, created with POST
// palmares-forms/ the first time and changed with PATCH afterwards.
import {
  ActionIcon,
  Button,
  Group,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  MAX_PALMARES_RESULTS,
  type PalmaresForm as PalmaresFormRecord,
  palmaresFormBodySchema,
  type UserSport,
} from '@portal/contract/endpoints/sport-service';
import { IconCheck, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useRef, useState } from 'react';
import { ErrorState } from '../../../shared/ui/error-state';
import { FormAlert } from '../../../shared/ui/form-alert';
import { LoadingState } from '../../../shared/ui/loading-state';
import { useCreatePalmaresForm } from '../api/create-palmares-form';
import { getPalmaresFormQueryOptions } from '../api/get-palmares-form';
import { useUpdatePalmaresForm } from '../api/update-palmares-form';
import { issuesByPath, usePathErrors } from '../hooks/use-path-errors';

interface ResultRow {
  /** Keeps a row's inputs when an earlier row is removed. */
  readonly key: number;
  readonly year: string | number;
  readonly competition: string;
  readonly place: string | number;
}

const asNumber = (value: string | number): number | undefined =>
  value === '' ? undefined : typeof value === 'number' ? value : Number(value);

function candidateOf(userSport: number, rows: readonly ResultRow[], notes: string) {
  return {
    user_sport: userSport,
    results: rows.map((row) => ({
      year: asNumber(row.year),
      competition: row.competition,
      place: asNumber(row.place),
    })),
    notes: notes.trim() === '' ? null : notes,
  };
}

export function PalmaresForm({ userSport }: { userSport: UserSport }) {
  const formId = userSport.palmares_form;
  const existing = useQuery({ ...getPalmaresFormQueryOptions(formId ?? 0), enabled: formId !== null });
  if (formId !== null && existing.isPending) return <LoadingState label="Loading the palmares" />;
  if (formId !== null && existing.isError) {
    return (
      <ErrorState
        title="The palmares could not be loaded"
        message="Please try again."
        onRetry={() => void existing.refetch()}
      />
    );
  }
  return <PalmaresEditor userSport={userSport} existing={existing.data ?? null} />;
}

function PalmaresEditor({
  userSport,
  existing,
}: {
  userSport: UserSport;
  existing: PalmaresFormRecord | null;
}) {
  const nextKey = useRef(0);
  const rowOf = (result?: { year: number; competition: string; place: number }): ResultRow => {
    nextKey.current += 1;
    return {
      key: nextKey.current,
      year: result?.year ?? '',
      competition: result?.competition ?? '',
      place: result?.place ?? '',
    };
  };
  const [rows, setRows] = useState<ResultRow[]>(() =>
    existing && existing.results.length > 0 ? existing.results.map(rowOf) : [rowOf()],
  );
  const [notes, setNotes] = useState(existing?.notes ?? '');
  const [saved, setSaved] = useState(false);
  const createForm = useCreatePalmaresForm();
  const updateForm = useUpdatePalmaresForm();
  const errors = usePathErrors(
    issuesByPath(palmaresFormBodySchema.safeParse(candidateOf(userSport.id, rows, notes))),
  );
  const headingId = useId();

  const change = (index: number, field: 'year' | 'competition' | 'place', value: string | number) => {
    setSaved(false);
    errors.changed(`results.${index}.${field}`);
    setRows((current) => current.map((row, at) => (at === index ? { ...row, [field]: value } : row)));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaved(false);
    if (!errors.check()) return;
    const body = palmaresFormBodySchema.parse(candidateOf(userSport.id, rows, notes));
    try {
      if (existing) {
        await updateForm.mutateAsync({ id: existing.id, body: { results: body.results, notes: body.notes } });
      } else {
        await createForm.mutateAsync(body);
      }
      setSaved(true);
    } catch (error) {
      errors.fail(error, 'The palmares could not be saved. Please try again.', (key) =>
        /^(results|notes)(\.|$)/.test(key),
      );
    }
  };

  const field = (index: number, name: 'year' | 'competition' | 'place') => ({
    onBlur: () => errors.touch(`results.${index}.${name}`),
    error: errors.errorOf(`results.${index}.${name}`),
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby={headingId}>
      <Stack gap="sm">
        <Text fw={700} id={headingId}>
          Palmares in {userSport.sport.name}
        </Text>
        <Text size="sm" c="dimmed">
          Your best results, up to {MAX_PALMARES_RESULTS}.
        </Text>
        <FormAlert message={errors.formError ?? errors.errorOf('results') ?? null} />
        {rows.map((row, index) => (
          <Paper key={row.key} withBorder p="sm" radius="md">
            <Stack gap="xs">
              <Group justify="space-between" gap="sm" wrap="nowrap">
                <Text size="sm" fw={600}>
                  Result {index + 1}
                </Text>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={`Remove result ${index + 1}`}
                  onClick={() => setRows((current) => current.filter((_, at) => at !== index))}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Group>
              <SimpleGrid cols={2} spacing="sm">
                <NumberInput
                  label="Year"
                  withAsterisk
                  allowDecimal={false}
                  allowNegative={false}
                  hideControls
                  value={row.year}
                  onChange={(value) => change(index, 'year', value)}
                  {...field(index, 'year')}
                />
                <NumberInput
                  label="Place"
                  withAsterisk
                  allowDecimal={false}
                  allowNegative={false}
                  hideControls
                  value={row.place}
                  onChange={(value) => change(index, 'place', value)}
                  {...field(index, 'place')}
                />
              </SimpleGrid>
              <TextInput
                label="Competition"
                withAsterisk
                value={row.competition}
                onChange={(event) => change(index, 'competition', event.currentTarget.value)}
                {...field(index, 'competition')}
              />
            </Stack>
          </Paper>
        ))}
        {rows.length < MAX_PALMARES_RESULTS ? (
          <Group>
            <Button
              variant="subtle"
              size="sm"
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => setRows((current) => [...current, rowOf()])}
            >
              Add a result
            </Button>
          </Group>
        ) : null}
        <Textarea
          label="Notes"
          rows={3}
          value={notes}
          onChange={(event) => {
            setSaved(false);
            errors.changed('notes');
            setNotes(event.currentTarget.value);
          }}
          onBlur={() => errors.touch('notes')}
          error={errors.errorOf('notes')}
        />
        <Group gap="sm" wrap="wrap">
          <Button type="submit" size="sm" loading={createForm.isPending || updateForm.isPending}>
            Save palmares
          </Button>
          {saved ? (
            <Text size="sm" c="teal.8" role="status">
              <IconCheck size={14} aria-hidden /> Palmares saved
            </Text>
          ) : null}
        </Group>
      </Stack>
    </form>
  );
}
