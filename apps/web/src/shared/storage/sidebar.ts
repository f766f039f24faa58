// The sidebar's collapsed flag, kept across visits (spec §3 "stored as 1 (collapsed) or 0 and restored
// at startup").
import { SIDEBAR_STORAGE } from '@portal/contract/constants';

export const SIDEBAR_STORAGE_KEY = 'portal.sidebar-collapsed';

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
}
