import { SCREEN_ROUTES } from '@portal/contract/routes';
import { describe, expect, it } from 'vitest';
import { SCREENS, screenImporter } from './screens';

describe('the screens registry', () => {
  it('has a screen for every route of the table', () => {
    expect(SCREEN_ROUTES.filter((route) => !SCREENS[route.name]).map((route) => route.name)).toEqual([]);
  });

  it('names only routes of the table', () => {
    const names = new Set(SCREEN_ROUTES.map((route) => route.name));
    expect(Object.keys(SCREENS).filter((name) => !names.has(name))).toEqual([]);
  });

  it('refuses a route name without a screen', () => {
    expect(() => screenImporter('nowhere')).toThrow("No screen is registered for the route 'nowhere'");
  });
});
