// Roles of spec §3/§6: a type (guest, athlete, WSK admin, NF admin, ITO) and, for WSK and NF, a permission.
import { type Permission, permissions, ROLE_TYPES, type RoleType, roleTypes } from '@portal/contract/roles';
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';

/** Role types that come in an admin and a viewer variant. */
export const ROLES_WITH_PERMISSION: readonly RoleType[] = [ROLE_TYPES.WSK_ADMIN, ROLE_TYPES.NF_ADMIN];

const quotedList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

export const roles = pgTable(
  'roles',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    type: text('type').$type<RoleType>().notNull(),
    /** admin or viewer for the WSK and NF roles; null for the others. */
    permission: text('permission').$type<Permission>(),
  },
  (table) => [
    // NULLS NOT DISTINCT: there is one guest role, not one per insert (PostgreSQL 15+).
    unique('roles_type_permission_unique').on(table.type, table.permission).nullsNotDistinct(),
    check('roles_type_check', sql`${table.type} in (${quotedList(roleTypes)})`),
    check('roles_permission_check', sql`${table.permission} in (${quotedList(permissions)})`),
    // Only the WSK and NF roles have an admin and a viewer variant (§6).
    check(
      'roles_permission_scope_check',
      sql`(${table.type} in (${quotedList(ROLES_WITH_PERMISSION)})) = (${table.permission} is not null)`,
    ),
  ],
);

export type RoleRow = typeof roles.$inferSelect;
