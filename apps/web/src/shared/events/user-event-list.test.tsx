// The rows of a user's events: each part with its status, and a credential link for an approved
// registration only (roster parts and pending registrations have none).
import { MantineProvider } from '@mantine/core';
import type { UserEvent } from '@portal/contract/event-parts';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { fakeMatchMedia } from '../testing/dom-stubs';
import { UserEventList } from './user-event-list';

const speed = { id: 4, name: 'Inline speed skating', type: 'INLINE_SPEED_SKATING' as const };
const downhill = { id: 5, name: 'Downhill', type: 'INLINE_DOWNHILL' as const };

const euro: UserEvent = {
  id: 1,
  name: 'European Inline Speed Championships',
  kind: 'championship',
  status: 'published',
  starts_on: '2026-07-01',
  ends_on: '2026-07-05',
  city: 'Rome',
  country: { id: 3, name: 'Italy', code: 'ITA' },
  cover_image: null,
  sports: [],
  roles: [
    { kind: 'staff', function: 'Chief of competition', sport: null, participant: null },
    { kind: 'athlete', function: '', sport: speed, participant: { id: 31, status: 'approved' } },
    { kind: 'athlete', function: '', sport: downhill, participant: { id: 32, status: 'pending' } },
  ],
};

function List({ events }: { readonly events: readonly UserEvent[] }) {
  const query = useQuery({
    queryKey: ['user-events-test'],
    queryFn: async () => ({ count: events.length, next: null, previous: null, results: [...events] }),
  });
  return (
    <UserEventList
      query={query}
      page={1}
      pageSize={20}
      onPage={() => undefined}
      emptyTitle="No events"
      emptyDescription="Nothing yet"
    />
  );
}

function show(events: readonly UserEvent[]) {
  const router = createMemoryRouter([{ path: '/', element: <List events={events} /> }]);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MantineProvider>
        <RouterProvider router={router} />
      </MantineProvider>
    </QueryClientProvider>,
  );
}

// jsdom has no matchMedia, which Mantine's colour scheme reads (the app's test helpers live in app/).
beforeAll(() => {
  window.matchMedia ??= fakeMatchMedia();
});

describe('user event list', () => {
  it('links an approved registration to its credential, and nothing else', async () => {
    show([euro]);
    const parts = await screen.findByRole('list', { name: 'Parts' });
    const links = within(parts).getAllByRole('link', { name: /^Credential/ });
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute('href')).toBe('/pdf/31');
    expect(links[0]?.getAttribute('aria-label')).toBe('Credential: Athlete · Inline speed skating');
    const pending = within(parts).getByText('Athlete · Downhill').closest('li') as HTMLElement;
    expect(within(pending).queryByRole('link')).toBeNull();
  });

  it('shows no credential link without an approved registration', async () => {
    show([{ ...euro, roles: euro.roles.filter((role) => role.participant?.status !== 'approved') }]);
    await screen.findByRole('list', { name: 'Parts' });
    expect(screen.queryByRole('link', { name: /^Credential/ })).toBeNull();
  });
});
