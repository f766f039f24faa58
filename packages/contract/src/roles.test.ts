import { describe, expect, it } from 'vitest';
import {
  PERMISSIONS,
  ROLE_TYPES,
  type Role,
  roleDisplayName,
  roleFlags,
  roleSchema,
  roleTypeHasPermission,
  SEEDED_ROLES,
  USER_VIEW_ROLES,
} from './roles';

describe('roles', () => {
  it('seeds the seven role combinations with their names', () => {
    expect(SEEDED_ROLES.map((role) => [role.name, role.type, role.permission])).toEqual([
      ['Guest', 'guest', null],
      ['Athlete', 'athlete', null],
      ['WSK', 'wsk_admin', 'admin'],
      ['WSK', 'wsk_admin', 'viewer'],
      ['NF', 'nf_admin', 'admin'],
      ['NF', 'nf_admin', 'viewer'],
      ['ITO', 'ito', null],
    ]);
  });

  it('gives a permission exactly to the WSK and NF seeded roles', () => {
    for (const role of SEEDED_ROLES) {
      expect(role.permission !== null, role.type).toBe(roleTypeHasPermission(role.type));
      expect(roleSchema.parse({ id: 1, ...role })).toEqual({ id: 1, ...role });
    }
  });

  it('rejects an unknown type or permission', () => {
    expect(roleSchema.safeParse({ id: 1, name: 'X', type: 'admin', permission: null }).success).toBe(false);
    expect(roleSchema.safeParse({ id: 1, name: 'NF', type: 'nf_admin', permission: 'owner' }).success).toBe(
      false,
    );
  });

  it('appends the capitalised permission to NF and WSK names only', () => {
    expect(SEEDED_ROLES.map(roleDisplayName)).toEqual([
      'Guest',
      'Athlete',
      'WSK Admin',
      'WSK Viewer',
      'NF Admin',
      'NF Viewer',
      'ITO',
    ]);
    expect(roleDisplayName({ name: 'NF', type: ROLE_TYPES.NF_ADMIN, permission: null })).toBe('NF');
    // A permission on another role type is not part of its name.
    expect(roleDisplayName({ name: 'ITO', type: ROLE_TYPES.ITO, permission: PERMISSIONS.ADMIN })).toBe('ITO');
  });

  it('derives the role flags', () => {
    const role = (type: Role['type'], permission: Role['permission']) => ({ type, permission });
    expect(roleFlags(role('wsk_admin', 'admin'))).toEqual({
      isWSK: true,
      isNF: false,
      isAthlete: false,
      isGuest: false,
      isITO: false,
      isAdmin: true,
    });
    expect(roleFlags(role('wsk_admin', 'viewer'))).toMatchObject({ isWSK: true, isAdmin: false });
    expect(roleFlags(role('nf_admin', 'admin'))).toMatchObject({ isNF: true, isWSK: false, isAdmin: true });
    expect(roleFlags(role('nf_admin', 'viewer'))).toMatchObject({ isNF: true, isAdmin: false });
    expect(roleFlags(role('athlete', null))).toMatchObject({ isAthlete: true, isAdmin: false });
    expect(roleFlags(role('guest', null))).toMatchObject({ isGuest: true, isAdmin: false });
    expect(roleFlags(role('ito', null))).toMatchObject({ isITO: true, isAdmin: false });
    const none = {
      isWSK: false,
      isNF: false,
      isAthlete: false,
      isGuest: false,
      isITO: false,
      isAdmin: false,
    };
    expect(roleFlags(null)).toEqual(none);
    expect(roleFlags(undefined)).toEqual(none);
  });

  it('has the user-view role constants', () => {
    expect(USER_VIEW_ROLES).toEqual({ ADMIN: 'admin', VIEWER: 'viewer' });
  });
});
