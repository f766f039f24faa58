import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Loaded afresh for each test: the module keeps the registered router, and a test file that built the app's
// router before this one (they share a worker) leaves its registration behind.
let navigation: typeof import('./navigation');
beforeEach(async () => {
  vi.resetModules();
  navigation = await import('./navigation');
});

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('navigation', () => {
  it('uses the browser location until the router registers', () => {
    window.history.replaceState(null, '', '/profile/settings');
    expect(navigation.currentPath()).toBe('/profile/settings');
    expect(navigation.isOnMaintenanceOrNotFound()).toBe(false);
    window.history.replaceState(null, '', '/maintenance');
    expect(navigation.isOnMaintenanceOrNotFound()).toBe(true);
    window.history.replaceState(null, '', '/no/such/screen');
    expect(navigation.isOnMaintenanceOrNotFound()).toBe(true);
  });

  it('sends navigation to the registered router until it is unregistered', () => {
    const navigate = vi.fn();
    const unregister = navigation.registerNavigation({
      navigate,
      currentPath: () => '/events/all',
      isNotFoundPage: () => false,
    });
    navigation.navigateTo('/maintenance');
    expect(navigate).toHaveBeenCalledWith('/maintenance');
    expect(navigation.currentPath()).toBe('/events/all');
    unregister();
    window.history.replaceState(null, '', '/users');
    expect(navigation.currentPath()).toBe('/users');
  });

  it('asks the router whether the not-found page shows', () => {
    let notFound = false;
    const unregister = navigation.registerNavigation({
      navigate: vi.fn(),
      currentPath: () => '/credits',
      isNotFoundPage: () => notFound,
    });
    expect(navigation.isOnMaintenanceOrNotFound()).toBe(false);
    notFound = true;
    expect(navigation.isOnMaintenanceOrNotFound()).toBe(true);
    unregister();
  });

  it('recognises the maintenance page with a trailing slash', () => {
    const unregister = navigation.registerNavigation({
      navigate: vi.fn(),
      currentPath: () => '/maintenance/',
      isNotFoundPage: () => false,
    });
    expect(navigation.isOnMaintenanceOrNotFound()).toBe(true);
    unregister();
  });
});
