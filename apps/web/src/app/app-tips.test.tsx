// The tip events of §8 become notifications that say their kind, so an error tip can be told from the others.
import { MantineProvider } from '@mantine/core';
import { APP_EVENTS } from '@portal/contract/app-events';
import { act, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { appEvents } from '../shared/events/app-events';
import { installDomStubs } from '../shared/testing/dom-stubs';
import { AppTips } from './app-tips';

beforeAll(installDomStubs);

function renderTips() {
  render(
    <MantineProvider>
      <AppTips />
    </MantineProvider>,
  );
}

describe('AppTips', () => {
  it.each([
    [APP_EVENTS.SHOW_TIP, 'info'],
    [APP_EVENTS.SHOW_WARNING_TIP, 'warning'],
    [APP_EVENTS.SHOW_ERROR_TIP, 'error'],
  ] as const)('shows %s as a notification of kind %s', async (event, kind) => {
    renderTips();
    act(() => appEvents.emit(event, { title: 'Saving failed', message: `A ${kind} tip` }));
    const tip = (await screen.findByText(`A ${kind} tip`, {}, { timeout: 5_000 })).closest('[data-tip]');
    expect(tip?.getAttribute('data-tip')).toBe(kind);
    expect(tip?.textContent).toContain('Saving failed');
  });
});
