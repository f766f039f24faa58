// Navigation for code outside React (the http client's maintenance redirect). The app shell registers
// the router here; until it does, the browser's location is used, so a redirect still works while the
// app is starting.
import { findRedirect, matchScreen, screenPath } from '@portal/contract/routes';

export interface Navigation {
  navigate(path: string): void;
  currentPath(): string;
  /** Whether the not-found page is showing; only the router knows about screens behind flags (§9). */
  isNotFoundPage(): boolean;
}

/** Where 418 and 503 replies send the browser (§8). */
export const MAINTENANCE_PATH = screenPath('maintenance');

const windowNavigation: Navigation = {
  navigate(path) {
    window.location.assign(path);
  },
  currentPath() {
    return window.location.pathname;
  },
  isNotFoundPage() {
    const path = window.location.pathname;
    return matchScreen(path) === null && findRedirect(path) === null;
  },
};

let navigation: Navigation = windowNavigation;

/** Returns the function that restores the previous navigation (for tests and hot reloads). */
export function registerNavigation(next: Navigation): () => void {
  const previous = navigation;
  navigation = next;
  return () => {
    if (navigation === next) navigation = previous;
  };
}

export function navigateTo(path: string): void {
  navigation.navigate(path);
}

export function currentPath(): string {
  return navigation.currentPath();
}

/** Spec §8: the maintenance redirect is skipped on these two pages. */
export function isOnMaintenanceOrNotFound(): boolean {
  return matchScreen(navigation.currentPath())?.route.name === 'maintenance' || navigation.isNotFoundPage();
}
