// The filter bar of the audit log: action (exact or a prefix ending in a dot), the actor's name or e-mail,
// the target user's id and a range of days. Text fields are debounced; a malformed action is shown on the
// field and not sent.
import { Autocomplete, Button, Group, Paper, SimpleGrid, TextInput } from '@mantine/core';
import { AUDIT_MESSAGES } from '@portal/contract/endpoints/audit';
import { IconFilterOff } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { DateField, onWholeDay } from '../../../shared/forms/date-field';
import { DebouncedSearchField } from '../../../shared/ui/debounced-search-field';
import {
  AUDIT_ACTION_SUGGESTIONS,
  type AuditFilterKey,
  type AuditFilters as Filters,
  hasAuditFilters,
  isValidActionFilter,
} from '../lib/audit-view';

export interface AuditFiltersProps {
  readonly filters: Filters;
  readonly onChange: (key: AuditFilterKey, value: string | undefined) => void;
  readonly onClear: () => void;
}

/** A text field that shows what is typed at once and applies it on blur, Enter or a pick. */
function useDraft(value: string | undefined, apply: (next: string | undefined) => void) {
  const [draft, setDraft] = useState(value ?? '');
  useEffect(() => setDraft(value ?? ''), [value]);
  const commit = (next = draft) => {
    const trimmed = next.trim() || undefined;
    if (trimmed !== value) apply(trimmed);
  };
  return { draft, setDraft, commit };
}

export function AuditFilters({ filters, onChange, onClear }: AuditFiltersProps) {
  const action = useDraft(filters.action, (next) => onChange('action', next));
  const target = useDraft(filters.target, (next) => onChange('target', next));
  const actionError =
    filters.action && !isValidActionFilter(filters.action) ? AUDIT_MESSAGES.ACTION : undefined;
  const targetError = filters.target && !/^\d+$/.test(filters.target) ? 'Enter a user id' : undefined;
  const rangeError =
    filters.date_from && filters.date_to && filters.date_from > filters.date_to
      ? AUDIT_MESSAGES.DATE_RANGE
      : undefined;

  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="form"
      role="search"
      aria-label="Audit log filters"
      onSubmit={(event) => {
        event.preventDefault();
        action.commit();
        target.commit();
      }}
    >
      <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="sm">
        <Autocomplete
          label="Action"
          placeholder="e.g. user."
          data={[...AUDIT_ACTION_SUGGESTIONS]}
          value={action.draft}
          onChange={action.setDraft}
          onOptionSubmit={(picked) => action.commit(picked)}
          onBlur={() => action.commit()}
          error={actionError}
          autoCapitalize="off"
          spellCheck={false}
        />
        <DebouncedSearchField
          label="Actor"
          placeholder="Name or e-mail"
          value={filters.actor_search}
          onChange={(value) => onChange('actor_search', value)}
        />
        <TextInput
          label="Target user id"
          placeholder="e.g. 42"
          inputMode="numeric"
          value={target.draft}
          onChange={(event) => target.setDraft(event.currentTarget.value)}
          onBlur={() => target.commit()}
          error={targetError}
        />
        <DateField
          label="From"
          value={filters.date_from ?? ''}
          onChange={onWholeDay((day) => onChange('date_from', day))}
          error={rangeError}
        />
        <DateField
          label="To"
          value={filters.date_to ?? ''}
          onChange={onWholeDay((day) => onChange('date_to', day))}
        />
      </SimpleGrid>
      {/* Enter in a text field applies it. */}
      <button type="submit" hidden aria-hidden tabIndex={-1} />
      {hasAuditFilters(filters) ? (
        <Group justify="flex-end" mt="sm">
          <Button variant="subtle" size="xs" leftSection={<IconFilterOff size={16} />} onClick={onClear}>
            Clear filters
          </Button>
        </Group>
      ) : null}
    </Paper>
  );
}
