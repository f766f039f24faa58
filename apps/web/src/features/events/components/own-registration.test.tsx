// The athlete's own registration: the credential link appears once it is approved, never before or after.
import { MantineProvider } from '@mantine/core';
import type { ParticipantStatus } from '@portal/contract/participant';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { theme } from '../../../app/theme';
import { installDomStubs } from '../../../shared/testing/dom-stubs';
import { participant } from '../testing/events-api';
import { OwnRegistration } from './own-registration';

function show(status: ParticipantStatus) {
  const element = (
    <OwnRegistration eventId={1} sportId={10} participant={participant(77, { status })} canWithdraw />
  );
  const router = createMemoryRouter([{ path: '/', element }]);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MantineProvider theme={theme}>
        <RouterProvider router={router} />
      </MantineProvider>
    </QueryClientProvider>,
  );
}

beforeAll(() => installDomStubs());

describe('own registration', () => {
  it('links an approved registration to its credential', () => {
    show('approved');
    expect(screen.getByRole('link', { name: 'Credential' }).getAttribute('href')).toBe('/pdf/77');
    expect(screen.getByRole('button', { name: 'Withdraw' })).toBeTruthy();
  });

  it.each(['pending', 'rejected', 'withdrawn'] as const)('has no credential while %s', (status) => {
    show(status);
    expect(screen.getByText(/^Your registration is|^WSK rejected/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Credential' })).toBeNull();
  });
});
