// The screens registry: route name (spec §2) -> the module that renders it. Every screen without an entry
// shows the placeholder; a later issue replaces one by adding `name: () => import('...')` here, pointing
// at a screen file that default-exports its component. The router wraps each importer in loadChunk.
import type { ComponentType } from 'react';

export interface ScreenModule {
  default: ComponentType;
}

export type ScreenImporter = () => Promise<ScreenModule>;

export const placeholderScreen: ScreenImporter = () => import('./screens/placeholder-screen');

export const SCREENS: Readonly<Partial<Record<string, ScreenImporter>>> = {
  maintenance: () => import('./screens/maintenance-screen'),
  'sign-in': () => import('../features/auth/pages/sign-in-screen'),
};

export function screenImporter(name: string): ScreenImporter {
  return SCREENS[name] ?? placeholderScreen;
}
