// Role types and permissions of spec §3/§6, and the values derived from them.
import { z } from 'zod';

export const ROLE_TYPES = {
  GUEST: 'guest',
  ATHLETE: 'athlete',
  WSK_ADMIN: 'wsk_admin',
  NF_ADMIN: 'nf_admin',
  ITO: 'ito',
} as const;
export const roleTypes = Object.values(ROLE_TYPES);
export type RoleType = (typeof ROLE_TYPES)[keyof typeof ROLE_TYPES];
export const roleTypeSchema = z.enum(roleTypes);

export const PERMISSIONS = { ADMIN: 'admin', VIEWER: 'viewer' } as const;
export const permissions = Object.values(PERMISSIONS);
export type Permission = (typeof PERMISSIONS)[keyof typeof PERMISSIONS];
export const permissionSchema = z.enum(permissions);
