// The sidebar's collapsed flag, kept across visits (spec §3 "stored as 1 (collapsed) or 0 and restored
// at startup"), and a change signal so the open shell follows a change made elsewhere (the settings
// screen, another tab).
import { SIDEBAR_STORAGE } from '@portal/contract/constants';

export const SIDEBAR_STORAGE_KEY = 'portal.sidebar-collapsed';

/** The window event `writeSidebarCollapsed` raises; its detail is the new flag. */
export const SIDEBAR_CHANGED_EVENT = 'portal:sidebar-changed';

// Storage can be missing or throw (privacy modes, a full quota, storage disabled by policy); the sidebar
// then simply starts expanded and does not remember.
function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function readSidebarCollapsed(): boolean {
  try {
    return localStorageOrNull()?.getItem(SIDEBAR_STORAGE_KEY) === SIDEBAR_STORAGE.COLLAPSED;
  } catch {
    return false;
  }
}

export function writeSidebarCollapsed(collapsed: boolean): void {
  try {
    localStorageOrNull()?.setItem(
      SIDEBAR_STORAGE_KEY,
      collapsed ? SIDEBAR_STORAGE.COLLAPSED : SIDEBAR_STORAGE.EXPANDED,
    );
  } catch {
    // Not remembering is the only consequence.
  }
  // Raised even when storage failed: the flag travels in the event, so this page still follows it.
  window.dispatchEvent(new CustomEvent<boolean>(SIDEBAR_CHANGED_EVENT, { detail: collapsed }));
}

/**
 * Calls `listener` with the new flag whenever it changes: written in this page, or stored by another tab
 * (the storage event). Returns the function that unsubscribes.
 */
export function subscribeSidebarCollapsed(listener: (collapsed: boolean) => void): () => void {
  const onChange = (event: Event) => {
    if (event instanceof CustomEvent && typeof event.detail === 'boolean') listener(event.detail);
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === SIDEBAR_STORAGE_KEY) listener(event.newValue === SIDEBAR_STORAGE.COLLAPSED);
  };
  window.addEventListener(SIDEBAR_CHANGED_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(SIDEBAR_CHANGED_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}
