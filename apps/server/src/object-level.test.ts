// Object-level access (docs/security.md, V8.2): for every endpoint with a path parameter, Italy's NF
// administrator calling with an object of France, and an athlete calling with another athlete's object, get
// exactly the answer (status and body) an unknown id gets, so that ids cannot be probed. The objects come
// from the two-federation fixture; OBJECT_OF says which object each endpoint's parameters name, and a new
// endpoint with a path parameter fails the test until it is classified there.
import { allEndpoints } from '@portal/contract/endpoints/all';
import { type AnyEndpoint, buildPath } from '@portal/contract/http';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { multipartForm, PDF } from './modules/uploads/test-helpers';
import { useTestApp } from './test/harness';
import {
  type PayerObjects,
  type PersonObjects,
  twoFederations,
  UNKNOWN_ID,
  unknownUploadKey,
} from './test/two-federations';
import { validArbitrary } from './test/zod-arbitrary';

const ctx = useTestApp();
const fx = twoFederations(ctx);

/** What one caller probes with: the victim's objects where the caller has one, and the shared others. */
interface Victim {
  readonly person: PersonObjects;
  readonly payer: PayerObjects;
}

type Params = Record<string, string | number>;
type Objects = typeof fx.objects;

/**
 * The object kinds endpoints take ids of: the parameters naming the victim's object, and the same
 * parameters naming nothing. Parameters that only locate (the event of a participant) stay real in both.
 */
const KINDS = {
  user: (_o: Objects, v: Victim, unknown: boolean) => {
    const id = unknown ? UNKNOWN_ID : v.person.user;
    return { id, user: id, userId: id };
  },
  registrationProgress: (_o, v, unknown) => ({ id: unknown ? UNKNOWN_ID : v.person.progress }),
  upload: (_o, v, unknown) => ({ key: unknown ? unknownUploadKey('pdf') : v.person.upload }),
  guardian: (_o, v, unknown) => ({ id: unknown ? UNKNOWN_ID : v.person.guardian }),
  socialLink: (_o, v, unknown) => ({ id: unknown ? UNKNOWN_ID : v.person.socialLink }),
  userSport: (_o, v, unknown) => ({ id: unknown ? UNKNOWN_ID : v.person.userSport }),
  palmaresForm: (_o, v, unknown) => ({ id: unknown ? UNKNOWN_ID : v.person.palmares }),
  export: (o, _v, unknown) => ({ key: unknown ? unknownUploadKey('csv') : o.exportKey }),
  wskIdRecord: (o, _v, unknown) => ({ id: unknown ? UNKNOWN_ID : o.wskIdRecord }),
  /** A draft event: 404 to all but WSK staff, exactly as an unknown event. */
  draftEvent: (o, _v, unknown) => ({ id: unknown ? UNKNOWN_ID : o.draft.id, group: 'staff' }),
  draftEventSport: (o, _v, unknown) =>
    unknown ? { id: UNKNOWN_ID, sportId: UNKNOWN_ID } : { id: o.draft.id, sportId: o.draft.sportId },
  draftEventPart: (o, _v, unknown) => {
    const part = (id: number) => (unknown ? UNKNOWN_ID : id);
    return {
      id: part(o.draft.id),
      newsId: part(o.draft.newsId),
      mediaId: part(o.draft.mediaId),
      reportId: part(o.draft.reportId),
      memberId: part(o.draft.memberId),
      assignmentId: part(o.draft.assignmentId),
    };
  },
  /** France in a published event both federations take part in. */
  federation: (o, _v, unknown) => ({
    id: o.event.id,
    sportId: o.event.sportId,
    federationId: unknown ? UNKNOWN_ID : o.federations.france,
  }),
  participant: (o, v, unknown) => ({
    id: o.event.id,
    participantId: unknown ? UNKNOWN_ID : v.payer.participant,
  }),
  /** `new_payments/participants/:id/`: the participant's line. */
  billedParticipant: (_o, v, unknown) => ({ id: unknown ? UNKNOWN_ID : v.payer.participant }),
  credentialCheck: (o, v, unknown) => ({
    id: o.event.id,
    userId: unknown ? UNKNOWN_ID : v.person.user,
    roleId: unknown ? UNKNOWN_ID : v.payer.participant,
  }),
  team: (o, _v, unknown) => ({ id: unknown ? UNKNOWN_ID : o.otherTeam.team }),
  eventTeam: (o, _v, unknown) => ({
    id: o.event.id,
    sportId: o.event.sportId,
    teamId: unknown ? UNKNOWN_ID : o.otherTeam.team,
  }),
  order: (_o, v, unknown) => ({ id: unknown ? UNKNOWN_ID : v.payer.order }),
  orderPayment: (_o, v, unknown) => ({ id: unknown ? UNKNOWN_ID : v.payer.payment }),
  checkout: (_o, v, unknown) => ({ token: unknown ? `unknown_${'x'.repeat(30)}` : v.payer.checkout }),
  refund: (_o, v, unknown) => ({ id: unknown ? UNKNOWN_ID : v.payer.refund }),
  teamApplication: (o, _v, unknown) => ({ id: unknown ? UNKNOWN_ID : o.teamApplication }),
  rosterEntry: (o, _v, unknown) => ({ id: unknown ? UNKNOWN_ID : o.otherTeam.rosterEntry }),
  annualOrder: (o, _v, unknown) => ({ id: unknown ? UNKNOWN_ID : o.otherTeam.annualOrder }),
  annualPayment: (o, _v, unknown) => ({ id: unknown ? UNKNOWN_ID : o.otherTeam.annualPayment }),
  annualRefund: (o, _v, unknown) => ({ id: unknown ? UNKNOWN_ID : o.otherTeam.annualRefund }),
} satisfies Record<string, (o: Objects, v: Victim, unknown: boolean) => Params>;

type Kind = keyof typeof KINDS;

/**
 * Endpoints whose answer may tell an object from an unknown id, with the reason. Everything else with a
 * path parameter must answer both alike.
 */
export const OBJECT_LEVEL_EXCEPTIONS: Readonly<Record<string, string>> = {
  getFederation: 'Federations are public reference data: every caller, signed in or not, lists them all.',
  receivePaymentNotification: 'The parameter names a payment provider, not an object of anyone.',
  // Marathon teams are public within the portal: listTeams shows every team, with its id, to every signed-in
  // user, so telling a team from an unknown id reveals nothing. What a team holds stays guarded: contacts
  // (getTeam), its roster places, orders and registrations answer others like unknown ids (checked here).
  getTeam: "A team's page is open to every signed-in user (contacts only to its administrator and WSK).",
  updateTeam: 'Teams are listed to all (listTeams): a 403 that names the rule tells nothing new.',
  getTeamRegistration: 'Teams are listed to all (listTeams): the 403 names the team-administrator rule.',
  listTeamRegistrationCandidates:
    'Teams are listed to all (listTeams): the 403 names the team-administrator rule.',
  listTeamParticipants: 'Teams are listed to all (listTeams): the 403 names the team-administrator rule.',
  registerTeamParticipant: 'Teams are listed to all (listTeams): the 403 names the team-administrator rule.',
};

/** The object each endpoint with a path parameter names (endpoint name → kind). */
export const OBJECT_OF: Readonly<Record<string, Kind>> = {
  getUser: 'user',
  updateUser: 'user',
  deleteMe: 'user',
  clearProfileRole: 'user',
  changeStepNationalFederation: 'registrationProgress',
  uploadFile: 'upload',
  getPrivateFile: 'upload',
  getPassportDetails: 'user',
  savePassportDetails: 'user',
  getPostalAddress: 'user',
  savePostalAddress: 'user',
  getAntiDoping: 'user',
  saveAntiDoping: 'user',
  saveNationalFederation: 'user',
  saveAvatar: 'user',
  editWskJobInformation: 'user',
  editNfJobInformation: 'user',
  nfViewerSetJob: 'user',
  updateLegalGuardian: 'guardian',
  getLegalGuardian: 'guardian',
  getUserSocialLinks: 'user',
  updateSocialLink: 'socialLink',
  deleteSocialLink: 'socialLink',
  updateUserSport: 'userSport',
  partialUpdateUserSportByUser: 'userSport',
  deleteUserSport: 'userSport',
  getUserSportsByUser: 'user',
  changeMarathonNoLevelShowModal: 'userSport',
  getPalmaresForm: 'palmaresForm',
  updatePalmaresForm: 'palmaresForm',
  getExportFile: 'export',
  matchAthlete: 'user',
  setWskId: 'user',
  approveFederation: 'user',
  approveWsk: 'user',
  approveNf: 'user',
  approveIto: 'user',
  declineFederation: 'user',
  declineWsk: 'user',
  declineNf: 'user',
  declineIto: 'user',
  deleteUser: 'user',
  findCandidates: 'wskIdRecord',
  getEvent: 'draftEvent',
  updateEvent: 'draftEvent',
  deleteEvent: 'draftEvent',
  publishEvent: 'draftEvent',
  archiveEvent: 'draftEvent',
  listEventSports: 'draftEvent',
  createEventSport: 'draftEvent',
  getEventSport: 'draftEventSport',
  updateEventSport: 'draftEventSport',
  deleteEventSport: 'draftEventSport',
  setParticipantSettings: 'draftEventSport',
  presignEventUpload: 'draftEvent',
  listEventNews: 'draftEvent',
  createEventNews: 'draftEvent',
  getEventNews: 'draftEventPart',
  updateEventNews: 'draftEventPart',
  deleteEventNews: 'draftEventPart',
  listEventMedia: 'draftEvent',
  createEventMedia: 'draftEvent',
  updateEventMedia: 'draftEventPart',
  deleteEventMedia: 'draftEventPart',
  listEventReports: 'draftEvent',
  createEventReport: 'draftEvent',
  updateEventReport: 'draftEventPart',
  deleteEventReport: 'draftEventPart',
  listEventStaff: 'draftEvent',
  listEventStaffCandidates: 'draftEvent',
  addStaffMember: 'draftEvent',
  updateStaffMember: 'draftEventPart',
  removeStaffMember: 'draftEventPart',
  listEventItos: 'draftEvent',
  listItoCandidates: 'draftEvent',
  assignIto: 'draftEvent',
  updateItoAssignment: 'draftEventPart',
  removeItoAssignment: 'draftEventPart',
  listFederationQuotas: 'draftEventSport',
  setFederationQuotas: 'draftEventSport',
  listNfManagement: 'draftEvent',
  getNfManagement: 'federation',
  listUserEvents: 'user',
  listRegistrationCandidates: 'draftEventSport',
  getFederationRegistration: 'federation',
  registerParticipant: 'draftEventSport',
  listEventSportParticipants: 'draftEventSport',
  getSelfRegistration: 'draftEventSport',
  registerSelf: 'draftEventSport',
  getParticipant: 'participant',
  withdrawParticipant: 'participant',
  approveParticipant: 'participant',
  rejectParticipant: 'participant',
  updatePreSeed: 'participant',
  listEventParticipants: 'draftEvent',
  exportEventParticipants: 'draftEvent',
  getCredentialsPickup: 'federation',
  setCredentialsPickup: 'federation',
  getCredential: 'participant',
  getCredentialPdf: 'participant',
  checkCredential: 'credentialCheck',
  getStaffRegistration: 'draftEvent',
  applyForStaff: 'draftEvent',
  getItoRegistration: 'draftEventSport',
  applyAsIto: 'draftEventSport',
  banTeam: 'team',
  unbanTeam: 'team',
  getPayment: 'orderPayment',
  confirmPayment: 'orderPayment',
  deletePayment: 'orderPayment',
  getAthleteOrderDetail: 'order',
  checkOrderAmount: 'order',
  changeDiscount: 'billedParticipant',
  changeAllowedPaymentSystems: 'order',
  moveToIndividual: 'billedParticipant',
  moveToFederation: 'billedParticipant',
  deleteOrderPayment: 'orderPayment',
  confirmOrderPayment: 'orderPayment',
  updateOrderPayment: 'orderPayment',
  declineOrderPayment: 'orderPayment',
  getTestCheckout: 'checkout',
  completeTestCheckout: 'checkout',
  deleteRefundRequest: 'refund',
  wskConfirmRefund: 'refund',
  wskChangeRefund: 'refund',
  getTeamApplication: 'teamApplication',
  withdrawTeamApplication: 'teamApplication',
  sendTeamApplicationCode: 'teamApplication',
  changeTeamApplicationStatus: 'teamApplication',
  changeRosterStatus: 'rosterEntry',
  removeRosterEntry: 'rosterEntry',
  getAnnualOrder: 'annualOrder',
  checkAnnualOrderAmount: 'annualOrder',
  withdrawAnnualOrderPayment: 'annualPayment',
  withdrawAnnualRefundRequest: 'annualRefund',
};

/** A request beyond its path: a body, a query, or a multipart form. */
interface RequestParts {
  readonly payload?: object;
  readonly query?: Record<string, string>;
  readonly form?: { payload: Buffer; headers: Record<string, string> };
}

/**
 * Endpoints whose generated body (or missing query) the contract refuses before the handler looks at the
 * object: a valid request of the caller's own, so that both calls reach the object check. `upload` is a file
 * of the caller's own, so that a body naming it is valid too.
 */
const REQUESTS: Readonly<
  Record<string, (o: Objects, caller: { id: number; upload: string; picture: string }) => RequestParts>
> = {
  updateUser: () => ({ payload: { first_name: 'Ada' } }),
  uploadFile: () => ({
    form: multipartForm(
      { key: 'k', expires: '9999999999', max_size: '1000', content_type: 'application/pdf', signature: 'x' },
      { name: 'a.pdf', type: 'application/pdf', bytes: PDF },
    ),
  }),
  savePassportDetails: (_o, caller) => ({
    payload: {
      first_name: 'Ada',
      last_name: 'Roll',
      birthday: '1990-01-01',
      gender: 'F',
      nationality: 'IT',
      passport_number: 'AB12345',
      active_until_date: '2031-01-01',
      passport_scan: caller.upload,
    },
  }),
  saveAntiDoping: (_o, caller) => ({
    payload: { anti_doping_year_issued: 2025, certificate: caller.upload },
  }),
  saveNationalFederation: (o) => ({ payload: { federation: o.federations.italy } }),
  saveAvatar: (_o, caller) => ({ payload: { avatar: caller.picture } }),
  updateLegalGuardian: () => ({ payload: { first_name: 'Gina' } }),
  updatePalmaresForm: () => ({ payload: { notes: 'Silver, 2026' } }),
  updatePreSeed: () => ({
    payload: { entries: [{ discipline: fx.speed.disciplines[0], pre_seed: '1250' }] },
  }),
  registerTeamParticipant: (_o, caller) => ({
    payload: {
      kind: 'team_athlete',
      user: caller.id,
      jersey_number: 12,
      entries: [{ discipline: fx.speed.disciplines[0], category: 'Senior women' }],
    },
  }),
  checkOrderAmount: () => ({ query: { amount: '1.00' } }),
  checkAnnualOrderAmount: () => ({ query: { amount: '1.00' } }),
};

const hasPathParameter = (endpoint: AnyEndpoint) => endpoint.path.includes(':');

/** One body per endpoint, the same for both calls: valid in its structure, so the handler gets to the object. */
function bodyOf(endpoint: AnyEndpoint): unknown {
  if (!endpoint.body || endpoint.method === 'GET') return undefined;
  return fc.sample(validArbitrary(endpoint.body), { seed: 42, numRuns: 1 })[0];
}

async function probe(endpoint: AnyEndpoint, token: string, params: Params, parts: RequestParts | null) {
  const payload = parts ? parts.payload : bodyOf(endpoint);
  const response = await ctx.app.inject({
    method: endpoint.method,
    url: buildPath(endpoint.path, params),
    ...(parts?.query && { query: parts.query }),
    ...(parts?.form
      ? { payload: parts.form.payload, headers: { ...parts.form.headers, ...ctx.bearer(token) } }
      : { headers: ctx.bearer(token), ...(payload !== undefined && { payload: payload as object }) }),
  });
  return { status: response.statusCode, body: response.body };
}

beforeAll(async () => {
  await fx.setUp();
}, 120_000);

describe('object-level access', () => {
  it('classifies every endpoint with a path parameter', () => {
    const withParameter = allEndpoints.filter(hasPathParameter).map((endpoint) => endpoint.name);
    expect(
      withParameter.filter(
        (name) => OBJECT_OF[name] === undefined && OBJECT_LEVEL_EXCEPTIONS[name] === undefined,
      ),
    ).toEqual([]);
    const known = new Set(withParameter);
    expect(
      [...Object.keys(OBJECT_OF), ...Object.keys(OBJECT_LEVEL_EXCEPTIONS)].filter((name) => !known.has(name)),
    ).toEqual([]);
    expect(Object.keys(OBJECT_OF).filter((name) => OBJECT_LEVEL_EXCEPTIONS[name] !== undefined)).toEqual([]);
  });

  const callers = [
    {
      name: "Italy's NF administrator, with France's objects",
      id: () => fx.ids.nfAdmin,
      token: () => ctx.token({ role: 'nf_admin', permission: 'admin', userId: fx.ids.nfAdmin }),
      victim: (): Victim => ({ person: fx.objects.frenchAthlete, payer: fx.objects.france }),
    },
    {
      name: "an athlete, with another athlete's objects",
      id: () => fx.callers.otherAthlete.id,
      token: () => ctx.token({ role: 'athlete', userId: fx.callers.otherAthlete.id }),
      victim: (): Victim => ({ person: fx.objects.selfAthlete, payer: fx.objects.athlete }),
    },
  ];

  for (const caller of callers) {
    it(`gives ${caller.name}, the answer of an unknown id`, { timeout: 120_000 }, async () => {
      const told: string[] = [];
      for (const endpoint of allEndpoints) {
        const kind = OBJECT_OF[endpoint.name];
        if (!kind) continue;
        const victim = caller.victim();
        const own = REQUESTS[endpoint.name];
        const parts = own
          ? own(fx.objects, {
              id: caller.id(),
              upload: await fx.upload(caller.id()),
              picture: await fx.upload(caller.id(), 'avatar', 'png'),
            })
          : null;
        // A fresh session per endpoint: a write that signs its caller out cannot change the next answer.
        const unknown = await probe(
          endpoint,
          await caller.token(),
          KINDS[kind](fx.objects, victim, true),
          parts,
        );
        const real = await probe(
          endpoint,
          await caller.token(),
          KINDS[kind](fx.objects, victim, false),
          parts,
        );
        if (unknown.status !== 403 && unknown.status !== 404) {
          // A 400 for the body, say, would hide whether the handler checks the object: give it a REQUESTS row.
          told.push(`${endpoint.name}: ${unknown.status} for an unknown id, not 403 or 404: ${unknown.body}`);
        }
        if (real.status !== unknown.status || real.body !== unknown.body) {
          told.push(
            `${endpoint.name} ${endpoint.method} ${endpoint.path}: object ${real.status} ${real.body.slice(0, 160)} | unknown ${unknown.status} ${unknown.body.slice(0, 160)}`,
          );
        }
      }
      expect(told).toEqual([]);
    });
  }
});
