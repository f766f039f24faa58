// The daily reminders, delivered to the outbox by the job worker: passports, anti-doping certificates and
// unpaid orders; each sent once per person, document and stage, and never for a valid document.
import { ROLE_TYPES } from '@portal/contract/roles';
import { eq, inArray, isNull, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/payments';
import { users } from '../../db/schema/users';
import { outbox } from '../../test/accounts';
import { useTestApp } from '../../test/harness';
import { orderFixtures } from '../payments/orders-fixtures';
import { queueDailyReminders } from './service';

const ctx = useTestApp();
const DAY = 24 * 3_600_000;
const day = (iso: string) => new Date(`${iso}T06:00:00Z`);
/** Runs the reminders of that day and delivers what they queued. */
const runDay = async (now: Date) => {
  const counts = await queueDailyReminders({ db: ctx.db, config: ctx.config }, now);
  await ctx.app.jobs.runDue({ now });
  return counts;
};
let counter = 0;
async function person(values: {
  activeUntilDate?: string;
  antiDopingYearIssued?: number;
  athlete?: boolean;
}) {
  counter += 1;
  const email = `reminded${counter}@portal.test`;
  const roleId = await ctx.roleIdOf(values.athlete ? ROLE_TYPES.ATHLETE : ROLE_TYPES.GUEST);
  const [row] = await ctx.db
    .insert(users)
    .values({ email, firstName: `Rita${counter}`, roleId, ...values })
    .returning({ id: users.id });
  return { id: row?.id ?? 0, email };
}

describe('passport reminders', () => {
  it('reminds within 30 days and once expired, once each, and not for a valid passport', async () => {
    const soon = await person({ activeUntilDate: '2030-03-20' });
    const valid = await person({ activeUntilDate: '2030-06-01' });
    const long = await person({ activeUntilDate: '2025-01-01' });
    await runDay(day('2030-03-01'));
    const [first, ...others] = await outbox(ctx, soon.email);
    expect(others).toHaveLength(0);
    expect(first?.subject).toBe('Your passport expires soon');
    expect(first?.text).toContain('20 March 2030');
    expect(first?.text).toContain('http://portal.test/profile/passport-details');
    expect(await outbox(ctx, valid.email)).toHaveLength(0);
    expect(await outbox(ctx, long.email)).toHaveLength(0);

    // Not again the next days, whichever run queues it.
    await runDay(day('2030-03-02'));
    await runDay(day('2030-03-02'));
    expect(await outbox(ctx, soon.email)).toHaveLength(1);

    // Expired on its day ("today or earlier"), reminded once.
    await runDay(day('2030-03-20'));
    await runDay(day('2030-03-25'));
    const messages = await outbox(ctx, soon.email);
    expect(messages.map((message) => message.subject)).toEqual([
      'Your passport has expired',
      'Your passport expires soon',
    ]);
  });
});

describe('anti-doping reminders', () => {
  it('reminds athletes from 1 November of the last valid year and once expired, once each', async () => {
    const lastYear = await person({ athlete: true, antiDopingYearIssued: 2028 });
    const valid = await person({ athlete: true, antiDopingYearIssued: 2029 });
    const notAthlete = await person({ antiDopingYearIssued: 2028 });
    await runDay(day('2030-10-31'));
    expect(await outbox(ctx, lastYear.email)).toHaveLength(0);

    await runDay(day('2030-11-01'));
    await runDay(day('2030-11-02'));
    const [expiring, ...rest] = await outbox(ctx, lastYear.email);
    expect(rest).toHaveLength(0);
    expect(expiring?.subject).toBe('Your anti-doping certificate expires soon');
    expect(expiring?.text).toContain('valid until the end of 2030');
    expect(expiring?.text).toContain('http://portal.test/profile/anti-doping');
    expect(await outbox(ctx, valid.email)).toHaveLength(0);
    expect(await outbox(ctx, notAthlete.email)).toHaveLength(0);

    await runDay(day('2031-01-01'));
    await runDay(day('2031-02-01'));
    const messages = await outbox(ctx, lastYear.email);
    expect(messages.map((message) => message.subject)).toEqual([
      'Your anti-doping certificate has expired',
      'Your anti-doping certificate expires soon',
    ]);
    expect(await outbox(ctx, valid.email)).toHaveLength(0);
  });
});

describe('unpaid order reminders', () => {
  const f = orderFixtures(ctx);
  beforeAll(async () => {
    await f.setUp();
  });

  it('reminds the payers of orders open a week or more, once a week', async () => {
    const billed = await f.billedEvent({ italy: 1, self: true, team: 1 });
    // Every fixture person gets an address; the orders were opened on 1 March 2030.
    await ctx.db
      .update(users)
      .set({ email: sql`'payer' || ${users.id} || '@portal.test'` })
      .where(isNull(users.email));
    const ids = [billed.orders.athlete, billed.orders.team, billed.orders.italy];
    await ctx.db
      .update(orders)
      .set({ createdAt: day('2030-03-01') })
      .where(inArray(orders.id, ids));
    const emailOf = async (id: number) => {
      const [row] = await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, id));
      return row?.email ?? '';
    };
    // Fixture athletes may also get passport or anti-doping reminders: only payment reminders count here.
    const payments = async (to: string) =>
      (await outbox(ctx, to)).filter((message) => message.subject?.startsWith('Payment reminder'));
    const athlete = await emailOf(f.callers.selfAthlete.id);
    const teamAdmin = await emailOf(f.callers.teamAdmin.id);
    // A federation order is paid by the NF: its approved administrators are reminded, not its viewers, not
    // an administrator still waiting for approval, not another federation's.
    const nfStaff = async (
      email: string,
      permission: 'admin' | 'viewer',
      values: Partial<typeof users.$inferInsert>,
    ) => {
      await ctx.db.insert(users).values({
        email,
        firstName: 'Nadia',
        roleId: await ctx.roleIdOf(ROLE_TYPES.NF_ADMIN, permission),
        roleStatus: 'approved',
        nfAdminFederationId: f.refs.italy,
        ...values,
      });
      return email;
    };
    const italyAdmin = await nfStaff('italy.nf.admin@portal.test', 'admin', {});
    const italyViewer = await nfStaff('italy.nf.viewer@portal.test', 'viewer', {});
    const pendingAdmin = await nfStaff('italy.nf.pending@portal.test', 'admin', { roleStatus: 'pending' });
    const franceAdmin = await nfStaff('france.nf.admin@portal.test', 'admin', {
      nfAdminFederationId: f.refs.france,
    });

    await runDay(day('2030-03-07'));
    expect(await payments(athlete)).toHaveLength(0);

    const counts = await runDay(day('2030-03-08'));
    expect(counts.unpaidOrders).toBeGreaterThanOrEqual(2);
    const [athleteReminder] = await payments(athlete);
    expect(athleteReminder?.subject).toBe('Payment reminder: €120.50 outstanding');
    expect(athleteReminder?.text).toContain(
      `http://portal.test/event-registration/${billed.target.id}/${billed.target.sportId}/my-payments`,
    );
    const [teamReminder] = await payments(teamAdmin);
    expect(teamReminder?.text).toContain('/team-payments');
    const [federationReminder, ...again] = await payments(italyAdmin);
    expect(again).toHaveLength(0);
    expect(federationReminder?.text).toContain(
      `http://portal.test/event-registration/${billed.target.id}/${billed.target.sportId}/payments`,
    );
    for (const notPayer of [italyViewer, pendingAdmin, franceAdmin])
      expect(await payments(notPayer)).toEqual([]);

    await runDay(day('2030-03-09'));
    await runDay(new Date(day('2030-03-14').getTime() + 17 * 3_600_000));
    expect(await payments(athlete)).toHaveLength(1);
    await runDay(new Date(day('2030-03-08').getTime() + 7 * DAY));
    expect(await payments(athlete)).toHaveLength(2);
  });
});
