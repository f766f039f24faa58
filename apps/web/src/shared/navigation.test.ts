import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentPath, isOnMaintenanceOrNotFound, navigateTo, registerNavigation } from './navigation';

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('navigation', () => {
  it('uses the browser location until the router registers', () => {
    window.history.replaceState(null, '', '/profile/settings');
    expect(currentPath()).toBe('/profile/settings');
    expect(isOnMaintenanceOrNotFound()).toBe(false);
    window.history.replaceState(null, '', '/maintenance');
    expect(isOnMaintenanceOrNotFound()).toBe(true);
    window.history.replaceState(null, '', '/no/such/screen');
    expect(isOnMaintenanceOrNotFound()).toBe(true);
  });

  it('sends navigation to the registered router until it is unregistered', () => {
    const navigate = vi.fn();
    const unregister = registerNavigation({
      navigate,
      currentPath: () => '/events/all',
      isNotFoundPage: () => false,
    });
    navigateTo('/maintenance');
    expect(navigate).toHaveBeenCalledWith('/maintenance');
    expect(currentPath()).toBe('/events/all');
    unregister();
    window.history.replaceState(null, '', '/users');
    expect(currentPath()).toBe('/users');
  });

  it('asks the router whether the not-found page shows', () => {
    let notFound = false;
    const unregister = registerNavigation({
      navigate: vi.fn(),
      currentPath: () => '/credits',
      isNotFoundPage: () => notFound,
    });
    expect(isOnMaintenanceOrNotFound()).toBe(false);
    notFound = true;
    expect(isOnMaintenanceOrNotFound()).toBe(true);
    unregister();
  });

  it('recognises the maintenance page with a trailing slash', () => {
    const unregister = registerNavigation({
      navigate: vi.fn(),
      currentPath: () => '/maintenance/',
      isNotFoundPage: () => false,
    });
    expect(isOnMaintenanceOrNotFound()).toBe(true);
    unregister();
  });
});
