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

/** Role types whose roles carry a permission (viewer is a flag on WSK and NF roles, §6). */
const TYPES_WITH_PERMISSION: ReadonlySet<RoleType> = new Set([ROLE_TYPES.WSK_ADMIN, ROLE_TYPES.NF_ADMIN]);

export function roleTypeHasPermission(type: RoleType): boolean {
  return TYPES_WITH_PERMISSION.has(type);
}

/**
 * A role as the API returns it (§3). `permission` is null for guest, athlete and ITO roles. The pairing is
 * not refined into the schema, so that `.pick()`/`.extend()` keep working; `SEEDED_ROLES` is the only
 * source of roles and holds it.
 */
export const roleSchema = z
  .object({
    id: z.number().int().positive(),
    name: z.string(),
    type: roleTypeSchema,
    permission: permissionSchema.nullable(),
  })
  .meta({ id: 'Role' });
export type Role = z.infer<typeof roleSchema>;

/** The seven roles the database is seeded with; ids are the database's business. */
export const SEEDED_ROLES: readonly Omit<Role, 'id'>[] = [
  { name: 'Guest', type: ROLE_TYPES.GUEST, permission: null },
  { name: 'Athlete', type: ROLE_TYPES.ATHLETE, permission: null },
  { name: 'WSK', type: ROLE_TYPES.WSK_ADMIN, permission: PERMISSIONS.ADMIN },
  { name: 'WSK', type: ROLE_TYPES.WSK_ADMIN, permission: PERMISSIONS.VIEWER },
  { name: 'NF', type: ROLE_TYPES.NF_ADMIN, permission: PERMISSIONS.ADMIN },
  { name: 'NF', type: ROLE_TYPES.NF_ADMIN, permission: PERMISSIONS.VIEWER },
  { name: 'ITO', type: ROLE_TYPES.ITO, permission: null },
];

/** The two roles of the user-management view (§3 "User-view role constants"). */
export const USER_VIEW_ROLES = { ADMIN: 'admin', VIEWER: 'viewer' } as const;
export type UserViewRole = (typeof USER_VIEW_ROLES)[keyof typeof USER_VIEW_ROLES];

/** §3: NF and WSK roles append the capitalised permission ("NF Viewer"); other roles show their name. */
export function roleDisplayName(role: Pick<Role, 'name' | 'type' | 'permission'>): string {
  if (!roleTypeHasPermission(role.type) || role.permission === null) return role.name;
  return `${role.name} ${role.permission.charAt(0).toUpperCase()}${role.permission.slice(1)}`;
}

export interface RoleFlags {
  readonly isWSK: boolean;
  readonly isNF: boolean;
  readonly isAthlete: boolean;
  readonly isGuest: boolean;
  readonly isITO: boolean;
  /** The admin permission of a WSK or NF role; false for viewers and for roles without a permission. */
  readonly isAdmin: boolean;
}

/** §3 role flags; a user without a role (not signed in, or before role selection) has every flag off. */
export function roleFlags(role: Pick<Role, 'type' | 'permission'> | null | undefined): RoleFlags {
  return {
    isWSK: role?.type === ROLE_TYPES.WSK_ADMIN,
    isNF: role?.type === ROLE_TYPES.NF_ADMIN,
    isAthlete: role?.type === ROLE_TYPES.ATHLETE,
    isGuest: role?.type === ROLE_TYPES.GUEST,
    isITO: role?.type === ROLE_TYPES.ITO,
    isAdmin: role?.permission === PERMISSIONS.ADMIN,
  };
}
