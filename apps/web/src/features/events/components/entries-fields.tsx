// The disciplines (checkboxes) and, when the event sport has categories, a category per chosen discipline
// out of those open to the athlete: the entries of a registration. Downhill reads as Luge to NF staff with
// the §9 flag on. The message of the disciplines is read with each of their checkboxes, marked invalid.
import { Checkbox, Group, Input, Select, Stack, Text } from '@mantine/core';
import type { EventSport } from '@portal/contract/event';
import { disciplineDisplayName } from '@portal/contract/event-parts';
import { useId } from 'react';
import type { EntriesDraft } from '../lib/registration';

export interface EntriesFieldsProps {
  readonly sport: EventSport;
  /** The categories open to the athlete (the candidate's `categories`). */
  readonly categories: readonly string[];
  readonly draft: EntriesDraft;
  readonly onChange: (draft: EntriesDraft) => void;
  readonly downhillAsLuge: boolean;
  readonly error?: string | undefined;
  readonly disabled?: boolean;
}

export function EntriesFields({
  sport,
  categories,
  draft,
  onChange,
  downhillAsLuge,
  error,
  disabled = false,
}: EntriesFieldsProps) {
  const id = useId();
  const withCategories = sport.categories.length > 0;
  if (sport.disciplines.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        This sport has no disciplines to choose.
      </Text>
    );
  }
  const toggle = (id: number, checked: boolean) => {
    const next: Record<number, string> = { ...draft };
    if (checked) next[id] = categories.length === 1 && withCategories ? (categories[0] ?? '') : '';
    else delete next[id];
    onChange(next);
  };

  const descriptionId = withCategories ? `${id}-description` : null;
  const errorId = error ? `${id}-error` : null;
  const describedBy = [errorId, descriptionId].filter(Boolean).join(' ') || undefined;

  return (
    <Input.Wrapper
      label="Disciplines"
      labelElement="div"
      description={withCategories ? 'Choose a category for each discipline.' : undefined}
      descriptionProps={{ id: `${id}-description` }}
      withAsterisk
      error={error}
      errorProps={{ id: `${id}-error` }}
    >
      <Stack gap="xs" mt="xs" role="group" aria-label="Disciplines" aria-describedby={describedBy}>
        {sport.disciplines.map((discipline) => {
          const name = disciplineDisplayName(discipline.name, { downhillAsLuge });
          const chosen = Object.hasOwn(draft, discipline.id);
          return (
            <Group key={discipline.id} gap="sm" wrap="wrap" align="center" mih={36}>
              <Checkbox
                label={name}
                checked={chosen}
                disabled={disabled}
                aria-invalid={error ? true : undefined}
                aria-describedby={errorId ?? undefined}
                onChange={(event) => toggle(discipline.id, event.currentTarget.checked)}
                miw={140}
              />
              {withCategories && chosen ? (
                <Select
                  aria-label={`${name}: category`}
                  placeholder="Category"
                  size="xs"
                  w={{ base: '100%', xs: 220 }}
                  allowDeselect={false}
                  disabled={disabled}
                  data={[...categories]}
                  value={draft[discipline.id] || null}
                  onChange={(value) => onChange({ ...draft, [discipline.id]: value ?? '' })}
                  nothingFoundMessage="No category is open to this athlete"
                />
              ) : null}
            </Group>
          );
        })}
      </Stack>
    </Input.Wrapper>
  );
}
