import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  readSidebarCollapsed,
  SIDEBAR_STORAGE_KEY,
  subscribeSidebarCollapsed,
  writeSidebarCollapsed,
} from './sidebar';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('sidebar storage', () => {
  it('is expanded by default', () => {
    expect(readSidebarCollapsed()).toBe(false);
  });

  it("stores '1' when collapsed and '0' when expanded, and reads them back", () => {
    writeSidebarCollapsed(true);
    expect(localStorage.getItem(SIDEBAR_STORAGE_KEY)).toBe('1');
    expect(readSidebarCollapsed()).toBe(true);
    writeSidebarCollapsed(false);
    expect(localStorage.getItem(SIDEBAR_STORAGE_KEY)).toBe('0');
    expect(readSidebarCollapsed()).toBe(false);
  });

  it('reads anything but 1 as expanded', () => {
    localStorage.setItem(SIDEBAR_STORAGE_KEY, 'true');
    expect(readSidebarCollapsed()).toBe(false);
  });

  it('tolerates storage that throws', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => writeSidebarCollapsed(true)).not.toThrow();
    expect(readSidebarCollapsed()).toBe(false);
  });
});

describe('sidebar change signal', () => {
  it('tells subscribers about a write until they unsubscribe', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeSidebarCollapsed(listener);
    writeSidebarCollapsed(true);
    writeSidebarCollapsed(false);
    expect(listener.mock.calls).toEqual([[true], [false]]);
    unsubscribe();
    writeSidebarCollapsed(true);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('follows the flag stored by another tab', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeSidebarCollapsed(listener);
    window.dispatchEvent(new StorageEvent('storage', { key: SIDEBAR_STORAGE_KEY, newValue: '1' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'other', newValue: '1' }));
    expect(listener.mock.calls).toEqual([[true]]);
    unsubscribe();
  });

  it('still announces a write that storage refused', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const listener = vi.fn();
    const unsubscribe = subscribeSidebarCollapsed(listener);
    writeSidebarCollapsed(true);
    expect(listener).toHaveBeenCalledWith(true);
    unsubscribe();
  });
});
