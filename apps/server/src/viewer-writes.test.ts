// Viewers do not write (docs/security.md, V8.3). Every write the permission matrix lets a WSK or NF viewer
// reach is classified in VIEWER_WRITES (packages/contract/src/permission-matrix.ts). Here: the table covers
// exactly those writes; the `public` ones need no token at all; each `object-scoped` write is refused to both
// viewers on a real object of their scope (Italy's orders and participants for Italy's NF viewer, a team and
// its orders, roster and application for both); and each own-account write that takes a user's id is refused
// on another user of their federation.
import { randomUUID } from 'node:crypto';
import { allEndpoints } from '@portal/contract/endpoints/all';
import { type AnyEndpoint, buildPath } from '@portal/contract/http';
import {
  MATRIX_CALLERS,
  type MatrixCaller,
  PERMISSION_MATRIX,
  VIEWER_WRITES,
} from '@portal/contract/permission-matrix';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from './db/schema/audit';
import { eventParticipants } from './db/schema/participants';
import { orderPayments, orders, refundRequests } from './db/schema/payments';
import { teamMembers } from './db/schema/teams';
import { useTestApp } from './test/harness';
import { twoFederations } from './test/two-federations';

const ctx = useTestApp();
const fx = twoFederations(ctx);

const VIEWERS = ['wsk_admin:viewer', 'nf_admin:viewer'] as const satisfies readonly MatrixCaller[];
type Viewer = (typeof VIEWERS)[number];

const byName = new Map(allEndpoints.map((endpoint) => [endpoint.name, endpoint]));
const isWrite = (endpoint: AnyEndpoint) => endpoint.method !== 'GET';
const viewersOf = (name: string) => VIEWERS.filter((viewer) => PERMISSION_MATRIX[name]?.includes(viewer));

interface Attempt {
  readonly params?: Record<string, string | number>;
  readonly payload?: object;
  /** The one who may make this very call (its answer is 2xx, made after the viewers' refusals). */
  readonly by: () => Promise<string>;
}

type Objects = typeof fx.objects;

/**
 * For every object-scoped write: the call on a real object in the viewer's scope that an administrator of
 * that scope (or the object's owner) could make. Italy's NF viewer works for Italy; the WSK viewer sees all.
 */
const italyNf = async () => fx.tokens.nfAdmin;
const teamAdmin = async () => fx.callers.teamAdmin.token;
const ATTEMPTS: Readonly<Record<string, (o: Objects, viewer: { id: number; athlete: number }) => Attempt>> = {
  // First: the athlete's answer puts them on the roster, which the team registration below needs.
  changeRosterStatus: (o) => ({
    params: { id: o.italianTeam.rosterEntry },
    payload: { status: 'accepted' },
    by: () => ctx.token({ role: 'athlete', userId: o.italianTeam.rosterAthlete }),
  }),
  withdrawParticipant: (o) => ({
    params: { id: o.event.id, participantId: o.italy.spareParticipant },
    by: italyNf,
  }),
  updateTeam: (o) => ({
    params: { id: o.italianTeam.team },
    payload: { name: 'Roma Renamed' },
    by: teamAdmin,
  }),
  registerTeamParticipant: (o) => ({
    params: { id: o.event.id, sportId: o.event.sportId, teamId: o.italianTeam.team },
    payload: {
      kind: 'team_athlete',
      user: o.italianTeam.rosterAthlete,
      jersey_number: 77,
      entries: [{ discipline: fx.speed.disciplines[0], category: 'Senior women' }],
    },
    by: teamAdmin,
  }),
  createOrderPayment: (o) => ({
    payload: { order: o.italy.order, amount: '1.00', payment_system: 'card', idempotency_key: randomUUID() },
    by: italyNf,
  }),
  deleteOrderPayment: (o) => ({ params: { id: o.italy.payment }, by: italyNf }),
  completeTestCheckout: (o) => ({
    params: { token: o.italy.checkout },
    payload: { outcome: 'succeeded' },
    by: italyNf,
  }),
  createRefundRequest: (o) => ({
    payload: { participant: o.italy.participant, amount: '1.00', reason: 'Injured before the event' },
    by: italyNf,
  }),
  deleteRefundRequest: (o) => ({ params: { id: o.italy.refund }, by: italyNf }),
  withdrawTeamApplication: (o) => ({
    params: { id: o.teamApplication },
    by: async () => fx.callers.otherTeamAdmin.token,
  }),
  addRosterEntry: (o, viewer) => ({
    payload: { team: o.italianTeam.team, user: viewer.athlete, jersey_number: 42 },
    by: teamAdmin,
  }),
  removeRosterEntry: (o) => ({ params: { id: o.italianTeam.rosterEntry }, by: teamAdmin }),
  createAnnualOrder: (o) => ({
    payload: { team: o.italianTeam.team, season: fx.seasons.next.id },
    by: teamAdmin,
  }),
  createAnnualOrderPayment: (o) => ({
    payload: {
      order: o.italianTeam.annualOrder,
      amount: '1.00',
      payment_system: 'card',
      idempotency_key: randomUUID(),
    },
    by: teamAdmin,
  }),
  withdrawAnnualOrderPayment: (o) => ({ params: { id: o.italianTeam.annualPayment }, by: teamAdmin }),
  createAnnualRefundRequest: (o) => ({
    payload: { line: o.italianTeam.annualLine, amount: '1.00', reason: 'Team withdrew' },
    by: teamAdmin,
  }),
  withdrawAnnualRefundRequest: (o) => ({ params: { id: o.italianTeam.annualRefund }, by: teamAdmin }),
};

/**
 * Where a viewer is answered 404 rather than 403, and why: the handler answers everyone who may not act on
 * the object as for an unknown id (object-level.test.ts). Either way nothing is written, which the test
 * checks on the audit log and the tables these writes touch.
 */
const PAYER_ONLY = 'A payer’s own action: anyone but the payer is answered as for an unknown id.';
const TEAM_ADMIN_ONLY = 'A team administrator’s action: others are answered as for an unknown id.';
const BOTH = (reason: string) => ({ 'wsk_admin:viewer': reason, 'nf_admin:viewer': reason });
const REFUSED_AS_UNKNOWN: Readonly<Record<string, Partial<Record<Viewer, string>>>> = {
  createOrderPayment: BOTH(PAYER_ONLY),
  deleteOrderPayment: BOTH(PAYER_ONLY),
  completeTestCheckout: BOTH('Only the payer who started the checkout knows it.'),
  createRefundRequest: BOTH(PAYER_ONLY),
  deleteRefundRequest: BOTH(PAYER_ONLY),
  createAnnualOrderPayment: BOTH(PAYER_ONLY),
  withdrawAnnualOrderPayment: BOTH(PAYER_ONLY),
  createAnnualRefundRequest: BOTH(PAYER_ONLY),
  withdrawAnnualRefundRequest: BOTH(PAYER_ONLY),
  removeRosterEntry: BOTH('Anyone but the team’s administrator, a WSK administrator and the athlete.'),
  withdrawTeamApplication: { 'nf_admin:viewer': 'Team applications are WSK’s and the applicant’s only.' },
  changeRosterStatus: { 'nf_admin:viewer': 'Rosters are seen by their team’s administrator and WSK only.' },
  createAnnualOrder: { 'nf_admin:viewer': TEAM_ADMIN_ONLY },
};

/** Own-account writes that take a user's id: the body a user would send for themselves. */
const OWN_ACCOUNT_BY_ID: Readonly<
  Record<string, (own: { upload: string; picture: string }) => object | undefined>
> = {
  updateUser: () => ({ first_name: 'Vera' }),
  deleteMe: () => undefined,
  clearProfileRole: () => undefined,
  savePassportDetails: (own) => ({
    first_name: 'Vera',
    last_name: 'Viewer',
    birthday: '1990-01-01',
    gender: 'F',
    nationality: 'IT',
    passport_number: 'VV12345',
    active_until_date: '2031-01-01',
    passport_scan: own.upload,
  }),
  savePostalAddress: () => ({ country: 'IT', city: 'Roma', postcode: '00100', street: 'Via Roma 1' }),
  saveAntiDoping: (own) => ({ anti_doping_year_issued: 2025, certificate: own.upload }),
  saveNationalFederation: () => ({ federation: fx.refs.italy }),
  saveAvatar: (own) => ({ avatar: own.picture }),
  editWskJobInformation: () => ({ organization: 1, department: 1, group: 1, job: 1 }),
  editNfJobInformation: () => ({ nf_admin_federation: fx.refs.italy, position: 'President' }),
  nfViewerSetJob: () => ({ position: 'President' }),
};

const viewerId = (viewer: Viewer) => (viewer === 'wsk_admin:viewer' ? fx.ids.wskViewer : fx.ids.nfViewer);
const viewerToken = (viewer: Viewer) =>
  ctx.token({
    role: viewer === 'wsk_admin:viewer' ? 'wsk_admin' : 'nf_admin',
    permission: 'viewer',
    userId: viewerId(viewer),
  });

/** Whether the server has the endpoint's route (two-factor routes may land after their contract). */
const routed = (endpoint: AnyEndpoint) => ctx.app.hasRoute({ method: endpoint.method, url: endpoint.path });

/** The rows these writes would add, change or remove: a refused write leaves them all as they were. */
async function writtenRows() {
  const [audit, payments, refunds, roster, orderRows, participants] = await Promise.all([
    ctx.db.select({ id: auditEvents.id }).from(auditEvents),
    ctx.db.select({ id: orderPayments.id, state: orderPayments.state }).from(orderPayments),
    ctx.db.select({ id: refundRequests.id, state: refundRequests.state }).from(refundRequests),
    ctx.db.select({ id: teamMembers.id, status: teamMembers.status }).from(teamMembers),
    ctx.db.select({ id: orders.id }).from(orders),
    ctx.db.select({ id: eventParticipants.id, status: eventParticipants.status }).from(eventParticipants),
  ]);
  const sorted = <T extends { id: number }>(rows: T[]) => [...rows].sort((x, y) => x.id - y.id);
  return {
    audit: audit.length,
    payments: sorted(payments),
    refunds: sorted(refunds),
    roster: sorted(roster),
    orders: sorted(orderRows),
    participants: sorted(participants),
  };
}

beforeAll(async () => {
  await fx.setUp();
}, 120_000);

describe('viewers and writes', () => {
  it('classifies every write a viewer reaches, and nothing else', () => {
    const reached = allEndpoints
      .filter((endpoint) => isWrite(endpoint) && viewersOf(endpoint.name).length > 0)
      .map((endpoint) => endpoint.name);
    expect(reached.filter((name) => VIEWER_WRITES[name] === undefined)).toEqual([]);
    const reachedSet = new Set(reached);
    expect(Object.keys(VIEWER_WRITES).filter((name) => !reachedSet.has(name))).toEqual([]);
  });

  it('lists as public only writes open without a token', () => {
    const wrong = Object.entries(VIEWER_WRITES)
      .filter(([, entry]) => entry.kind === 'public')
      .map(([name]) => byName.get(name))
      .filter(
        (endpoint) =>
          endpoint === undefined ||
          endpoint.access.auth === 'token' ||
          MATRIX_CALLERS.some((caller) => !PERMISSION_MATRIX[endpoint.name]?.includes(caller)),
      )
      .map((endpoint) => endpoint?.name);
    expect(wrong).toEqual([]);
  });

  it('has an attempt for every object-scoped write', () => {
    const scoped = Object.entries(VIEWER_WRITES)
      .filter(([, entry]) => entry.kind === 'object-scoped')
      .map(([name]) => name);
    expect(scoped.filter((name) => ATTEMPTS[name] === undefined)).toEqual([]);
    expect(Object.keys(ATTEMPTS).filter((name) => VIEWER_WRITES[name]?.kind !== 'object-scoped')).toEqual([]);
  });

  it('refuses every object-scoped write to both viewers, on an object of their scope', {
    timeout: 60_000,
  }, async () => {
    const before = await writtenRows();
    const wrong: string[] = [];
    for (const [name, attemptOf] of Object.entries(ATTEMPTS)) {
      const endpoint = byName.get(name);
      if (!endpoint || !routed(endpoint)) continue;
      for (const viewer of viewersOf(name)) {
        const athlete = await fx.athlete();
        const attempt = attemptOf(fx.objects, { id: viewerId(viewer), athlete });
        const response = await ctx.app.inject({
          method: endpoint.method,
          url: buildPath(endpoint.path, attempt.params ?? {}),
          headers: ctx.bearer(await viewerToken(viewer)),
          ...(attempt.payload && { payload: attempt.payload }),
        });
        const expected = REFUSED_AS_UNKNOWN[name]?.[viewer] === undefined ? 403 : 404;
        if (response.statusCode !== expected) {
          wrong.push(
            `${name} as ${viewer}: ${response.statusCode} ${response.body.slice(0, 200)}, not ${expected}`,
          );
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(await writtenRows()).toEqual(before);

    // The same calls by the one who may make them succeed: the viewers were refused for who they are, not
    // for a malformed request or a missing object.
    const failed: string[] = [];
    for (const [name, attemptOf] of Object.entries(ATTEMPTS)) {
      const endpoint = byName.get(name);
      if (!endpoint || !routed(endpoint) || viewersOf(name).length === 0) continue;
      const attempt = attemptOf(fx.objects, { id: 0, athlete: await fx.athlete() });
      const response = await ctx.app.inject({
        method: endpoint.method,
        url: buildPath(endpoint.path, attempt.params ?? {}),
        headers: ctx.bearer(await attempt.by()),
        ...(attempt.payload && { payload: attempt.payload }),
      });
      if (response.statusCode >= 300)
        failed.push(`${name}: ${response.statusCode} ${response.body.slice(0, 200)}`);
    }
    expect(failed).toEqual([]);
  });

  it("refuses own-account writes on another user's id", { timeout: 60_000 }, async () => {
    const byId = Object.entries(VIEWER_WRITES)
      .filter(
        ([name, entry]) =>
          entry.kind === 'own-account' && byName.get(name)?.path.includes('/users/users/:id/'),
      )
      .map(([name]) => name);
    expect(byId.filter((name) => OWN_ACCOUNT_BY_ID[name] === undefined)).toEqual([]);

    const wrong: string[] = [];
    const other = fx.callers.selfAthlete.id; // an Italian athlete: in both viewers' scope
    for (const name of byId) {
      const endpoint = byName.get(name);
      const bodyOf = OWN_ACCOUNT_BY_ID[name];
      if (!endpoint || !bodyOf || !routed(endpoint)) continue;
      for (const viewer of viewersOf(name)) {
        const payload = bodyOf({
          upload: await fx.upload(viewerId(viewer)),
          picture: await fx.upload(viewerId(viewer), 'avatar', 'png'),
        });
        const response = await ctx.app.inject({
          method: endpoint.method,
          url: buildPath(endpoint.path, { id: other }),
          headers: ctx.bearer(await viewerToken(viewer)),
          ...(payload && { payload }),
        });
        if (response.statusCode !== 403 && response.statusCode !== 404) {
          wrong.push(`${name} as ${viewer}: ${response.statusCode} ${response.body.slice(0, 200)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});
