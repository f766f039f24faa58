import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppLink, LinkPrefetchProvider } from './app-link';

const prefetchAllowed = vi.hoisted(() => ({ value: true }));
vi.mock('../net/prefetch', () => ({ canPrefetch: () => prefetchAllowed.value }));

function renderLink(prefetch: (path: string) => void, props: { prefetch?: 'intent' | 'none' } = {}) {
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <LinkPrefetchProvider value={prefetch}>
          <AppLink to="/events/all?page=2" {...props}>
            All events
          </AppLink>
        </LinkPrefetchProvider>
      ),
    },
  ]);
  render(<RouterProvider router={router} />);
  return screen.getByRole('link', { name: 'All events' });
}

afterEach(() => {
  prefetchAllowed.value = true;
});

describe('AppLink', () => {
  it('warms the target path once on hover, focus or touch', () => {
    const prefetch = vi.fn();
    const link = renderLink(prefetch);
    expect(link.getAttribute('href')).toBe('/events/all?page=2');
    fireEvent.mouseEnter(link);
    fireEvent.focus(link);
    fireEvent.touchStart(link);
    expect(prefetch).toHaveBeenCalledTimes(1);
    expect(prefetch).toHaveBeenCalledWith('/events/all');
  });

  it('does not warm on a slow or data-saving connection', () => {
    prefetchAllowed.value = false;
    const prefetch = vi.fn();
    fireEvent.mouseEnter(renderLink(prefetch));
    expect(prefetch).not.toHaveBeenCalled();
  });

  it('does not warm when told not to', () => {
    const prefetch = vi.fn();
    fireEvent.mouseEnter(renderLink(prefetch, { prefetch: 'none' }));
    expect(prefetch).not.toHaveBeenCalled();
  });
});
