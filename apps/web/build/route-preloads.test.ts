import { describe, expect, it } from 'vitest';
import type { Manifest } from './manifest';
import { routePreloadsOf } from './route-preloads';

// A small build: the entry with a shared chunk, a layout and two screens sharing a chunk with a style sheet.
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index-1.js',
    isEntry: true,
    imports: ['_core.js'],
    css: ['assets/index-1.css'],
  },
  '_core.js': { file: 'assets/core-2.js' },
  'src/app/layouts/events.tsx': { file: 'assets/events-layout-3.js', imports: ['_core.js', '_tabs.js'] },
  '_tabs.js': { file: 'assets/tabs-4.js', css: ['assets/tabs-4.css'] },
  'src/app/screens/a.tsx': { file: 'assets/a-5.js', imports: ['_tabs.js', '_core.js'] },
  'src/app/screens/b.tsx': { file: 'assets/b-6.js' },
  'src/shared/get-me.ts': { file: 'assets/get-me-7.js', imports: ['_core.js', '_user.js'] },
  '_user.js': { file: 'assets/user-8.js' },
};

describe('routePreloadsOf', () => {
  const preloads = routePreloadsOf(manifest, {
    layouts: new Map([['events', 'src/app/layouts/events.tsx']]),
    screens: new Map([
      ['a', 'src/app/screens/a.tsx'],
      ['b', 'src/app/screens/b.tsx'],
    ]),
    startup: ['src/shared/get-me.ts'],
  });

  it("lists each chunk's files beyond the entry's, scripts before style sheets, as absolute paths", () => {
    expect(preloads.layouts).toEqual({
      events: ['/assets/events-layout-3.js', '/assets/tabs-4.js', '/assets/tabs-4.css'],
    });
    expect(preloads.screens.a).toEqual(['/assets/a-5.js', '/assets/tabs-4.js', '/assets/tabs-4.css']);
    expect(preloads.screens.b).toEqual(['/assets/b-6.js']);
    expect(preloads.startup).toEqual(['/assets/get-me-7.js', '/assets/user-8.js']);
  });
});
