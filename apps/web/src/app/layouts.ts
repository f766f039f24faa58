// Layout name of the route table -> the module that renders it; each is its own chunk.
import type { Layout } from '@portal/contract/routes';
import type { ComponentType } from 'react';

export interface LayoutModule {
  default: ComponentType;
}

export type LayoutImporter = () => Promise<LayoutModule>;

export const LAYOUTS: Readonly<Record<Layout, LayoutImporter>> = {
  'content-full': () => import('./layouts/content-full-layout'),
  'content-right': () => import('./layouts/content-right-layout'),
  empty: () => import('./layouts/empty-layout'),
  profile: () => import('./layouts/profile-layout'),
  'profile-preview': () => import('./layouts/profile-preview-layout'),
  'event-profile': () => import('./layouts/event-profile-layout'),
  events: () => import('./layouts/events-layout'),
  users: () => import('./layouts/users-layout'),
  'marathon-teams': () => import('./layouts/marathon-teams-layout'),
};
