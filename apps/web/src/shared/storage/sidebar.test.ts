import { afterEach, describe, expect, it, vi } from 'vitest';
import { readSidebarCollapsed, SIDEBAR_STORAGE_KEY, writeSidebarCollapsed } from './sidebar';

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
