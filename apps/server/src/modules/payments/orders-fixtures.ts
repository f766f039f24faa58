// Helpers of the order read tests: the callers of participants-fixtures.ts (NF staff of Italy) plus NF staff
// of France and two teams with their administrators, events whose registrations are made through the real
// endpoints so billing opens the orders (Italy's NF with several lines, France's NF, a self-registered
// athlete, a team), and direct inserts of payments, refunds, discounts and cancellations to reach each state.
import { ROLE_TYPES } from '@portal/contract/roles';
import { and, asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { orderLines, orderPayments, orders, refundRequests } from '../../db/schema/payments';
import { teamMembers, teams } from '../../db/schema/teams';
import type { TestApp } from '../../test/harness';
import { registrationFixtures } from '../participants/participants-fixtures';

export const NEW_PAYMENTS = '/api/client/new_payments/';

type Target = { id: number; sportId: number };

export interface Caller {
  id: number;
  token: string;
}

export interface BilledEvent {
  readonly target: Target;
  /** The order ids of the event's payers; 0 where the event has no such order. */
  readonly orders: { italy: number; france: number; athlete: number; team: number };
}

export interface BillingOptions {
  /** Athletes Italy's NF registers (120.50 each); 2 unless told. */
  readonly italy?: number;
  /** Athletes WSK registers for France (120.50 each); 0 unless told. */
  readonly france?: number;
  /** The self-registered athlete registers (120.50); false unless told. */
  readonly self?: boolean;
  /** Roster athletes the team registers (60.00 each); 0 unless told. */
  readonly team?: number;
  readonly startsOn?: string;
  readonly endsOn?: string;
}

export function orderFixtures(ctx: TestApp) {
  const f = registrationFixtures(ctx);
  const { tokens, call } = f;
  const callers = {
    franceNf: { id: 0, token: '' } as Caller,
    /** An Italian athlete who registers themselves; on the team's roster. */
    selfAthlete: { id: 0, token: '' } as Caller,
    teamAdmin: { id: 0, token: '' } as Caller,
    otherTeamAdmin: { id: 0, token: '' } as Caller,
  };
  const teamIds = { team: 0, otherTeam: 0 };

  async function makeTeam(name: string, admin: Caller) {
    admin.id = await f.person(ROLE_TYPES.GUEST, { federationId: f.refs.italy });
    admin.token = await ctx.token({ role: ROLE_TYPES.GUEST, userId: admin.id });
    const [row] = await ctx.db
      .insert(teams)
      .values({ name, countryCode: 'IT', adminUserId: admin.id })
      .returning({ id: teams.id });
    return row?.id ?? 0;
  }

  /** The callers and teams; call in beforeAll. */
  async function setUp() {
    await f.setUp();
    callers.franceNf.id = await f.person(
      ROLE_TYPES.NF_ADMIN,
      { nfAdminFederationId: f.refs.france },
      'admin',
    );
    callers.franceNf.token = await ctx.token({
      role: ROLE_TYPES.NF_ADMIN,
      permission: 'admin',
      userId: callers.franceNf.id,
    });
    callers.selfAthlete.id = await f.athlete({ firstName: 'Selma', lastName: 'Selfpayer' });
    callers.selfAthlete.token = await ctx.token({ role: ROLE_TYPES.ATHLETE, userId: callers.selfAthlete.id });
    teamIds.team = await makeTeam('Roma Marathon Rollers', callers.teamAdmin);
    teamIds.otherTeam = await makeTeam('Lyon Inline Club', callers.otherTeamAdmin);
    await ctx.db
      .insert(teamMembers)
      .values({ teamId: teamIds.team, userId: callers.selfAthlete.id, status: 'accepted' });
  }

  let eventCounter = 0;
  /** Roster jersey numbers are unique within the team. */
  let jersey = 0;

  /** A published event taking NF, self and team registrations, with the registrations asked for. */
  async function billedEvent(options: BillingOptions = {}): Promise<BilledEvent> {
    eventCounter += 1;
    const target = await f.event({
      publish: false,
      allowSelfRegistration: true,
      ...(options.startsOn !== undefined && { starts_on: options.startsOn }),
      ...(options.endsOn !== undefined && { ends_on: options.endsOn }),
      window: { quota: 20 },
    });
    const set = await call('PUT', `${f.sportUrl(target)}participants/`, tokens.wskAdmin, {
      participants: [
        f.participantsWindow({ quota: 20 }),
        f.participantsWindow({ amount: '60', quota: 20 }, 'team_athlete'),
      ],
    });
    expect(set.statusCode, set.body).toBe(200);
    await f.publish(target.id);

    for (let index = 0; index < (options.italy ?? 2); index += 1) {
      await f.register(target, await f.athlete({ firstName: `Italian${eventCounter}x${index}` }));
    }
    for (let index = 0; index < (options.france ?? 0); index += 1) {
      const french = await f.athlete({ federationId: f.refs.france });
      await f.register(target, french, tokens.wskAdmin, { federation: f.refs.france });
    }
    if (options.self) {
      const response = await call(
        'POST',
        `${f.sportUrl(target)}registration/self/`,
        callers.selfAthlete.token,
        {
          entries: [{ discipline: f.speed.disciplines[0], category: 'Senior women' }],
        },
      );
      expect(response.statusCode, response.body).toBe(201);
    }
    for (let index = 0; index < (options.team ?? 0); index += 1) {
      const member = await f.athlete();
      jersey += 1;
      await ctx.db
        .insert(teamMembers)
        .values({ teamId: teamIds.team, userId: member, jerseyNumber: jersey, status: 'accepted' });
      const response = await call(
        'POST',
        `${f.sportUrl(target)}teams/${teamIds.team}/participants/`,
        callers.teamAdmin.token,
        {
          kind: 'team_athlete',
          user: member,
          jersey_number: jersey,
          entries: [{ discipline: f.speed.disciplines[0], category: 'Senior women' }],
        },
      );
      expect(response.statusCode, response.body).toBe(201);
    }
    return { target, orders: await ordersOf(target.id) };
  }

  async function ordersOf(eventId: number) {
    const rows = await ctx.db
      .select({
        id: orders.id,
        payerKind: orders.payerKind,
        federationId: orders.federationId,
        userId: orders.userId,
      })
      .from(orders)
      .where(eq(orders.eventId, eventId));
    const find = (predicate: (row: (typeof rows)[number]) => boolean) => rows.find(predicate)?.id ?? 0;
    return {
      italy: find((row) => row.payerKind === 'federation' && row.federationId === f.refs.italy),
      france: find((row) => row.payerKind === 'federation' && row.federationId === f.refs.france),
      athlete: find((row) => row.payerKind === 'athlete' && row.userId === callers.selfAthlete.id),
      team: find((row) => row.payerKind === 'team'),
    };
  }

  async function lineIdsOf(orderId: number): Promise<number[]> {
    const rows = await ctx.db
      .select({ id: orderLines.id })
      .from(orderLines)
      .where(eq(orderLines.orderId, orderId))
      .orderBy(asc(orderLines.id));
    return rows.map((row) => row.id);
  }

  let paymentCounter = 0;
  /** A payment on the order (confirmed unless told), as WSK or the provider would have left it. */
  async function pay(
    orderId: number,
    amount: string,
    state: 'pending' | 'confirmed' | 'declined' = 'confirmed',
  ) {
    paymentCounter += 1;
    await ctx.db.insert(orderPayments).values({
      orderId,
      amount,
      state,
      paymentSystem: 'bank_transfer',
      idempotencyKey: `test-payment-${paymentCounter}`,
    });
  }

  /** A refund on a line (confirmed unless told), as it was left whatever the rules say now; answers its id. */
  async function refund(
    lineId: number,
    amount: string,
    state: 'requested' | 'confirmed' | 'declined' = 'confirmed',
  ): Promise<number> {
    const [row] = await ctx.db
      .insert(refundRequests)
      .values({ orderLineId: lineId, amount, state, reason: 'Injured' })
      .returning({ id: refundRequests.id });
    return row?.id ?? 0;
  }

  /** Every line of the order fully discounted: the order is waived. */
  async function waive(orderId: number) {
    const lines = await ctx.db.select().from(orderLines).where(eq(orderLines.orderId, orderId));
    for (const line of lines) {
      await ctx.db.update(orderLines).set({ discount: line.fee }).where(eq(orderLines.id, line.id));
    }
  }

  /** Every line of the order cancelled (registrations withdrawn before paying): the order is cancelled. */
  async function cancel(orderId: number) {
    await ctx.db
      .update(orderLines)
      .set({ cancelledAt: new Date() })
      .where(and(eq(orderLines.orderId, orderId)));
  }

  /** The line's fee changed (an amount no registration window gives). */
  async function setFee(lineId: number, fee: string) {
    await ctx.db.update(orderLines).set({ fee }).where(eq(orderLines.id, lineId));
  }

  /** The line moved to another order, as an NF's move to the individual order leaves it. */
  async function moveLine(lineId: number, orderId: number) {
    await ctx.db.update(orderLines).set({ orderId }).where(eq(orderLines.id, lineId));
  }

  const get = (url: string, token: string | null) => call('GET', `${NEW_PAYMENTS}${url}`, token);

  return {
    ...f,
    setUp,
    callers,
    teamIds,
    billedEvent,
    ordersOf,
    lineIdsOf,
    pay,
    refund,
    waive,
    cancel,
    moveLine,
    setFee,
    get,
  };
}
