// The kept counts of live users per federation, role, approval and registration state (migration 0021):
// they follow every kind of write to `users`, one row or many in a statement, and the lists count from them
// exactly what counting the users would give.
import { ROLE_TYPES } from '@portal/contract/roles';
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { executeRows } from '../../db/client';
import { users } from '../../db/schema/users';
import { useTestApp } from '../../test/harness';
import { countUserList, type UserListFilters, type UserListScope } from './user-list-queries';
import { validityDayOf } from './user-lists';

const ctx = useTestApp({ seedDemo: true });

interface Group {
  federation_id: number | null;
  role_id: number | null;
  role_status: string;
  registration_completed: boolean;
  live_users: number;
}

const order = sql.raw(
  'order by federation_id nulls first, role_id nulls first, role_status, registration_completed',
);

/** The counts as counting the live users gives them. */
const counted = () =>
  executeRows<Group>(
    ctx.db,
    sql`select federation_id, role_id, role_status, registration_completed, count(*)::int as live_users
      from users where deleted_at is null group by 1, 2, 3, 4 ${order}`,
  );

/** The kept counts (groups that went back to nobody are left at zero). */
const kept = () =>
  executeRows<Group>(
    ctx.db,
    sql`select federation_id, role_id, role_status, registration_completed, live_users
      from user_list_counts where live_users <> 0 ${order}`,
  );

async function expectInStep() {
  expect(await kept()).toEqual(await counted());
}

let serial = 0;
async function insertUsers(values: Partial<typeof users.$inferInsert>, howMany: number) {
  const rows = Array.from({ length: howMany }, () => {
    serial += 1;
    return { email: `counted${serial}@portal.test`, ...values };
  });
  return (await ctx.db.insert(users).values(rows).returning({ id: users.id })).map((row) => row.id);
}

describe('kept user counts', () => {
  it('start in step with the seeded users', async () => {
    expect((await counted()).length).toBeGreaterThan(3);
    await expectInStep();
  });

  it('follow inserts, updates of every counted column, soft and hard deletes, one row or many', async () => {
    const italy = await ctx.federationIdOf('ITA');
    const france = await ctx.federationIdOf('FRA');
    const athlete = await ctx.roleIdOf(ROLE_TYPES.ATHLETE);
    const guest = await ctx.roleIdOf(ROLE_TYPES.GUEST);

    const ids = await insertUsers({ federationId: italy, roleId: athlete, roleStatus: 'pending' }, 5);
    await insertUsers({}, 2);
    await expectInStep();

    // One statement approving some, one moving a user to France, one completing a registration.
    await ctx.db
      .update(users)
      .set({ roleStatus: 'approved' })
      .where(inArray(users.id, ids.slice(0, 3)));
    await ctx.db
      .update(users)
      .set({ federationId: france })
      .where(eq(users.id, ids[0] ?? 0));
    await ctx.db
      .update(users)
      .set({ registrationCompleted: true })
      .where(eq(users.id, ids[1] ?? 0));
    await ctx.db
      .update(users)
      .set({ roleId: guest, federationId: null })
      .where(eq(users.id, ids[2] ?? 0));
    await expectInStep();

    // A change of nothing counted changes no count.
    const before = await kept();
    await ctx.db.update(users).set({ firstName: 'Renamed' }).where(inArray(users.id, ids));
    expect(await kept()).toEqual(before);

    // Deleted accounts leave the counts; a deleted account's later changes do not bring it back.
    await ctx.db
      .update(users)
      .set({ deletedAt: new Date() })
      .where(inArray(users.id, ids.slice(3)));
    await ctx.db
      .update(users)
      .set({ roleStatus: 'approved' })
      .where(inArray(users.id, ids.slice(3)));
    await expectInStep();
    await ctx.db.delete(users).where(inArray(users.id, ids.slice(2)));
    await expectInStep();
  });

  it('count changes that commit side by side, and leave out one rolled back', async () => {
    const italy = await ctx.federationIdOf('ITA');
    const athlete = await ctx.roleIdOf(ROLE_TYPES.ATHLETE);
    const values = { federationId: italy, roleId: athlete, roleStatus: 'pending' as const };
    const scope: UserListScope = { kind: 'all' };
    const filters: UserListFilters = { federationId: italy, role: { status: 'pending' } };
    const countNow = () => countUserList(ctx.db, { scope, filters, day: validityDayOf(new Date()) });
    const start = await countNow();

    await Promise.all(
      [1, 2, 3].map(() =>
        ctx.db.transaction(async (tx) => {
          serial += 1;
          await tx.insert(users).values({ email: `side${serial}@portal.test`, ...values });
        }),
      ),
    );
    await expect(
      ctx.db.transaction(async (tx) => {
        await tx.insert(users).values({ email: 'rolled.back@portal.test', ...values });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');

    expect(await countNow()).toBe(start + 3);
    await expectInStep();
  });
});

describe('list counts', () => {
  it('are what counting the users gives, from the kept counts or from the users', async () => {
    const day = validityDayOf(new Date());
    const [nfAdmin] = await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'nf.admin@portal.test'));
    const scopes: UserListScope[] = [{ kind: 'all' }, { kind: 'nf', callerId: nfAdmin?.id ?? 0 }];
    const filterSets: UserListFilters[] = [
      {},
      { role: { status: 'pending' } },
      { role: { status: 'approved', types: [ROLE_TYPES.ATHLETE] } },
      { role: { status: 'approved', exceptType: ROLE_TYPES.GUEST }, registrationCompleted: true },
      { role: { status: 'approved', types: [ROLE_TYPES.NF_ADMIN], permission: 'admin' } },
      { federationId: await ctx.federationIdOf('ITA') },
      // Not in the kept counts: counted from the users.
      { gender: 'F' },
      { search: 'ross' },
    ];
    for (const scope of scopes) {
      for (const filters of filterSets) {
        const [expected] = await executeRows<{ total: number }>(
          ctx.db,
          sql`select count(*)::int as total from users u left join roles r on r.id = u.role_id
            where u.deleted_at is null
              ${scope.kind === 'nf' ? sql`and u.federation_id = (select nf_admin_federation_id from users where id = ${scope.callerId})` : sql``}
              ${filters.role ? sql`and u.role_status = ${filters.role.status}` : sql``}
              ${filters.role?.types ? sql`and r.type = ${filters.role.types[0]}` : sql``}
              ${filters.role?.exceptType ? sql`and r.type <> ${filters.role.exceptType}` : sql``}
              ${filters.role?.permission ? sql`and r.permission = ${filters.role.permission}` : sql``}
              ${filters.federationId !== undefined ? sql`and u.federation_id = ${filters.federationId}` : sql``}
              ${filters.registrationCompleted !== undefined ? sql`and u.registration_completed = ${filters.registrationCompleted}` : sql``}
              ${filters.gender ? sql`and u.gender = ${filters.gender}` : sql``}
              ${filters.search ? sql`and (u.first_name ilike '%ross%' or u.last_name ilike '%ross%' or u.email ilike '%ross%' or u.wsk_id ilike '%ross%')` : sql``}`,
        );
        expect(await countUserList(ctx.db, { scope, filters, day }), JSON.stringify({ scope, filters })).toBe(
          expected?.total,
        );
      }
    }
  });
});
