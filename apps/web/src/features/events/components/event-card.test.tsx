// An event card shows the event's cover picture, with its alt text, only when it has one.
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { theme } from '../../../app/theme';
import { installDomStubs } from '../../../shared/testing/dom-stubs';
import { listItem } from '../testing/events-api';
import { EventCard } from './event-card';

function show(element: ReactElement) {
  const router = createMemoryRouter([{ path: '/', element }]);
  render(
    <MantineProvider theme={theme}>
      <RouterProvider router={router} />
    </MantineProvider>,
  );
}

beforeAll(() => installDomStubs());

describe('event card', () => {
  it('shows the cover picture when the event has one', () => {
    show(<EventCard event={listItem(1, { cover_image: 'http://files.test/cover.jpg' })} />);
    const cover = screen.getByRole('img', { name: 'Cover picture of World Championships 1' });
    expect(cover.getAttribute('src')).toBe('http://files.test/cover.jpg');
  });

  it('shows no picture without a cover', () => {
    show(<EventCard event={listItem(1)} />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByRole('link', { name: 'World Championships 1' })).toBeTruthy();
  });
});
