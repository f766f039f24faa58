import { describe, expect, it } from 'vitest';
import { DEFAULT_STARTUP_FLAGS } from './flags';
import { isKnownScreenPath, matchScreen, SCREEN_ROUTES, screenPath } from './routes';

describe('screen route table', () => {
  it('has unique names and paths', () => {
    expect(new Set(SCREEN_ROUTES.map((route) => route.name)).size).toBe(SCREEN_ROUTES.length);
    expect(new Set(SCREEN_ROUTES.map((route) => route.path)).size).toBe(SCREEN_ROUTES.length);
  });

  it('matches every route with sample parameters to itself', () => {
    for (const route of SCREEN_ROUTES) {
      const path = route.path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) =>
        name.endsWith('d') ? '12' : 'abc',
      );
      expect(matchScreen(path)?.route.name, path).toBe(route.name);
    }
  });

  it('prefers literal segments over parameters', () => {
    expect(matchScreen('/event/3/profile')?.route.name).toBe('event-profile');
    expect(matchScreen('/event/3/7')?.route.name).toBe('event-sport-profile');
    expect(matchScreen('/event/3/7')?.params).toEqual({ id: '3', sportId: '7' });
  });

  it('reads the events-history preview id without a slash before it', () => {
    const match = matchScreen('/profile/preview/events-history42');
    expect(match?.route.name).toBe('profile-preview-events-history');
    expect(match?.params).toEqual({ id: '42' });
    expect(screenPath('profile-preview-events-history', { id: 42 })).toBe(
      '/profile/preview/events-history42',
    );
    expect(matchScreen('/profile/preview/events-history')).toBeNull();
  });

  it('rejects non-numeric ids as not found', () => {
    expect(matchScreen('/event/abc/profile')).toBeNull();
    expect(matchScreen('/event/0/profile')).toBeNull();
    expect(matchScreen('/marathon-teams/1.5')).toBeNull();
    expect(matchScreen('/pdf/-1')).toBeNull();
    expect(matchScreen('/guard-check/1/2/x')).toBeNull();
  });

  it('accepts the event-registration steps with or without the trailing slash and nothing else', () => {
    expect(matchScreen('/event-registration/1/2/athlete')?.route.name).toBe('event-registration-athlete');
    expect(matchScreen('/event-registration/1/2/my-payments/')?.route.name).toBe(
      'event-registration-my-payments',
    );
    expect(matchScreen('/event-registration/1/2/unknown-step')).toBeNull();
  });

  it('hides a screen whose startup flag is off', () => {
    expect(isKnownScreenPath('/credits', DEFAULT_STARTUP_FLAGS)).toBe(false);
    expect(isKnownScreenPath('/credits', { ...DEFAULT_STARTUP_FLAGS, credits_page: true })).toBe(true);
    expect(isKnownScreenPath('/credits-mobile', DEFAULT_STARTUP_FLAGS)).toBe(true);
  });

  it('knows redirects and rejects unknown paths', () => {
    const flags = DEFAULT_STARTUP_FLAGS;
    expect(isKnownScreenPath('/', flags)).toBe(true);
    expect(isKnownScreenPath('/profile', flags)).toBe(true);
    expect(isKnownScreenPath('/home', flags)).toBe(true);
    expect(isKnownScreenPath('/nowhere', flags)).toBe(false);
    expect(isKnownScreenPath('/sign-in/extra', flags)).toBe(false);
    expect(isKnownScreenPath('/%E0%A4%A', flags)).toBe(false);
  });
});
