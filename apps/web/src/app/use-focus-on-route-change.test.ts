// Where the focus goes when a new screen shows: its heading, once it is there, unless the screen or the user
// put the focus somewhere first.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { focusScreenHeading, HEADING_WAIT_MS } from './use-focus-on-route-change';

function screenWith(html: string): HTMLElement {
  const main = document.createElement('main');
  main.innerHTML = html;
  document.body.append(main);
  return main;
}

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('focusScreenHeading', () => {
  it('focuses the heading of the screen, by script only', () => {
    screenWith('<h1>Passport details</h1><input aria-label="First name">');
    focusScreenHeading();
    const heading = document.querySelector('h1');
    expect(document.activeElement).toBe(heading);
    expect(heading?.getAttribute('tabindex')).toBe('-1');
  });

  it('waits for the heading of a screen still loading', async () => {
    const main = screenWith('<p>Loading</p>');
    focusScreenHeading();
    expect(document.activeElement).toBe(document.body);
    main.innerHTML = '<h1>Summary</h1>';
    await vi.waitFor(() => expect(document.activeElement).toBe(main.querySelector('h1')));
  });

  it('leaves a field or a dialog the screen focused itself', () => {
    const main = screenWith('<h1>Code</h1><input aria-label="Code">');
    main.querySelector('input')?.focus();
    focusScreenHeading();
    expect(document.activeElement).toBe(main.querySelector('input'));
  });

  it('gives up when the focus moves on before the heading shows, or after a while', async () => {
    vi.useFakeTimers();
    const main = screenWith('<button>Menu</button>');
    focusScreenHeading();
    main.querySelector('button')?.focus();
    main.insertAdjacentHTML('beforeend', '<h1>Late</h1>');
    // Mutations are reported in a microtask.
    await Promise.resolve();
    expect(document.activeElement).toBe(main.querySelector('button'));

    main.innerHTML = '';
    (document.activeElement as HTMLElement | null)?.blur();
    focusScreenHeading();
    vi.advanceTimersByTime(HEADING_WAIT_MS + 1);
    main.innerHTML = '<h1>Too late</h1>';
    await Promise.resolve();
    expect(document.activeElement).toBe(document.body);
  });
});
