import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SectionNav, sectionItem } from './section-nav';

/** A row of three 100 px items in a 150 px wide nav: only the nav has a width jsdom cannot give it. */
function layOut() {
  const size = (
    name: 'scrollWidth' | 'clientWidth' | 'offsetLeft' | 'offsetWidth',
    of: (el: HTMLElement) => number,
  ) =>
    vi.spyOn(HTMLElement.prototype, name, 'get').mockImplementation(function (this: HTMLElement) {
      return of(this);
    });
  const items = (el: HTMLElement) => Array.from(el.parentElement?.children ?? []).indexOf(el);
  size('scrollWidth', (el) => (el.tagName === 'NAV' ? 300 : 100));
  size('clientWidth', (el) => (el.tagName === 'NAV' ? 150 : 100));
  size('offsetWidth', () => 100);
  size('offsetLeft', (el) => items(el) * 100);
}

function renderOn(path: string, routeName: string) {
  const nav = (
    <SectionNav
      label="Events"
      items={[
        sectionItem('events-my'),
        sectionItem('events-all'),
        sectionItem('events-my', { label: 'Third' }),
      ]}
    />
  );
  const router = createMemoryRouter([{ path, handle: { routeName }, element: nav }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
  return screen.getByRole('navigation', { name: 'Events' });
}

afterEach(() => vi.restoreAllMocks());

describe('SectionNav', () => {
  it('marks the current item and centres it in an overflowing row in the next frame', async () => {
    layOut();
    const nav = renderOn('/events/all', 'events-all');
    expect(screen.getByRole('link', { name: 'All events' }).getAttribute('aria-current')).toBe('page');
    // Not measured while the screen is built: the browser lays the page out in the frame anyway.
    expect(nav.scrollLeft).toBe(0);
    // The second item (100 px from the start) centred in 150 px: 100 - (150 - 100) / 2.
    await waitFor(() => expect(nav.scrollLeft).toBe(75));
  });

  it('leaves a row that fits alone', async () => {
    const nav = renderOn('/events/all', 'events-all');
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(nav.scrollLeft).toBe(0);
  });
});
