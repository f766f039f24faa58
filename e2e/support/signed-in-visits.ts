// The screens of the route table that need a signed-in user, each as the role it is for and with real demo
// ids in its path, and the data they show, made through the API before a sweep: the demo athlete registered
// by her federation (credential, accreditation check, events) and registered herself for a second sport (her
// own order), card payments in each state the redirect and checkout screens show, a users export e-mailed to
// WSK's administrator, and one WSK id record in each of the four statuses, shown together. The payment
// redirects, the test checkout, the export link and the accreditation card are screens like the others; no
// route is left out. The sweeps of signed-in-screens.e2e.test.ts open every one of them.
import { WSK_ID_STATUSES, type WskIdStatus } from '@portal/contract/constants';
import {
  createAnnualOrderPayment,
  listTeamAdminAwaitingAnnualOrders,
} from '@portal/contract/endpoints/annual-fees';
import type { TokenSet } from '@portal/contract/endpoints/auth';
import { getCredential } from '@portal/contract/endpoints/credentials';
import { listOutbox } from '@portal/contract/endpoints/dev';
import { getEventSport, listEvents } from '@portal/contract/endpoints/events';
import { completeTestCheckout, createOrderPayment } from '@portal/contract/endpoints/order-payments';
import { listAthleteAwaitingOrders } from '@portal/contract/endpoints/orders';
import { registerParticipant, registerSelf } from '@portal/contract/endpoints/participants';
import { getFederations } from '@portal/contract/endpoints/sport-service';
import { listTeamApplications } from '@portal/contract/endpoints/team-applications';
import { getMyTeams } from '@portal/contract/endpoints/teams';
import { exportUsersByEmail, setWskId } from '@portal/contract/endpoints/user-management';
import { getMe } from '@portal/contract/endpoints/users';
import { findCandidates, importWskIds, listWskIds } from '@portal/contract/endpoints/wsk-ids';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { callApi, createCompletedAthlete, type Method } from './accounts';
import { apiTokensOf } from './journeys';

export const DEMO_PASSWORD = 'Demo-pass-2026!';

/** The demo accounts (demo.ts), by the role each stands for. */
export const ACCOUNTS = {
  wskAdmin: 'wsk.admin@portal.test',
  wskViewer: 'wsk.viewer@portal.test',
  nfAdmin: 'nf.admin@portal.test',
  athlete: 'athlete@portal.test',
  ito: 'ito@portal.test',
  guest: 'guest@portal.test',
  teamAdmin: 'team.admin@portal.test',
} as const;
export type Role = keyof typeof ACCOUNTS;

/** The demo events (demo-events.ts): one open for registration, one in its reduction period. */
const OPEN_EVENT = 'European Inline Speed Championships';
const REDUCTION_EVENT = 'World Skate Games';

/** Ids the paths need, found (or made) through the API while the test runs. */
export interface DemoIds {
  readonly athleteId: number;
  readonly italyId: number;
  readonly openEventId: number;
  /** The open event's speed skating, where Italy registered the demo athlete. */
  readonly speedSportId: number;
  /** The open event's downhill, where the demo athlete registered herself. */
  readonly downhillSportId: number;
  readonly reductionEventId: number;
  /** The reduction-period event's sport that takes pre-seed and extra-quota requests. */
  readonly preSeedSportId: number;
  /** The demo athlete's approved registration: her credential. */
  readonly participantId: number;
  /** The address her credential's QR code carries. */
  readonly guardCheckPath: string;
  /** Her card payment the provider confirmed, and one still waiting at the test checkout. */
  readonly paidPaymentId: number;
  readonly checkoutPath: string;
  /** The demo team's confirmed card payment of its annual fee. */
  readonly teamPaymentId: number;
  readonly exportPath: string;
  readonly applicationId: number;
  readonly teamId: number;
  /** What the Wyldata database is searched for: the WSK ids of one record in each status. */
  readonly wskIdSearch: string;
}

export interface Visit {
  readonly route: string;
  readonly as: Role;
  readonly path: (ids: DemoIds) => string;
  /** What must show before the check, beyond the screen's title and its calls being over. */
  readonly ready?: (page: Page) => Promise<void>;
}

const heading = (name: string | RegExp) => (page: Page) =>
  page.getByRole('heading', { level: 1, name }).first().waitFor();

/** Every WSK id status badge, in its §3 colour. */
async function everyStatusShown(page: Page): Promise<void> {
  for (const status of Object.values(WSK_ID_STATUSES)) {
    await page.locator(`[data-status="${status}"]`).first().waitFor();
  }
}

const sport = (ids: DemoIds, step: string) =>
  `/event-registration/${ids.openEventId}/${ids.speedSportId}/${step}`;
const preSeed = (ids: DemoIds, step: string) =>
  `/event-registration/${ids.reductionEventId}/${ids.preSeedSportId}/${step}`;

/** Every signed-in route, as whom and where. */
export const VISITS: readonly Visit[] = [
  // Contact confirmation, password and role: the accounts these screens are for.
  { route: 'sign-up-operations', as: 'wskAdmin', path: () => '/operations/sign-up' },
  { route: 'update-phone', as: 'athlete', path: () => '/update-phone' },
  { route: 'update-email', as: 'athlete', path: () => '/update-email' },
  { route: 'confirm-phone', as: 'athlete', path: () => '/confirm-phone' },
  { route: 'confirm-phone-wsk', as: 'wskAdmin', path: () => '/confirm-phone-wsk' },
  { route: 'confirm-email', as: 'athlete', path: () => '/confirm-email' },
  { route: 'create-password', as: 'athlete', path: () => '/create-password' },
  { route: 'create-password-wsk', as: 'guest', path: () => '/wsk/create-password' },
  { route: 'role', as: 'guest', path: () => '/role' },
  // Sign-up steps (§4: athletes', staff's, ITOs' and NF administrators').
  { route: 'passport-details', as: 'athlete', path: () => '/passport-details' },
  { route: 'passport-details-wsk', as: 'ito', path: () => '/wsk/passport-details' },
  { route: 'sport-select-wsk', as: 'wskAdmin', path: () => '/wsk/sport-selection' },
  { route: 'sport-select-ito', as: 'ito', path: () => '/ito/sport-selection' },
  { route: 'select-federation-wsk', as: 'nfAdmin', path: () => '/wsk/select-federation' },
  { route: 'legal-guardians', as: 'athlete', path: () => '/legal-guardians' },
  { route: 'legal-guardians-anti-doping', as: 'athlete', path: () => '/legal-guardians/anti-doping' },
  { route: 'postal-address', as: 'athlete', path: () => '/postal-address' },
  { route: 'postal-address-wsk', as: 'wskAdmin', path: () => '/wsk/postal-address' },
  { route: 'social-profiles', as: 'athlete', path: () => '/social-profiles' },
  { route: 'anti-doping', as: 'athlete', path: () => '/anti-doping' },
  { route: 'anti-doping-wsk', as: 'wskAdmin', path: () => '/wsk/anti-doping' },
  { route: 'job-information-wsk', as: 'wskViewer', path: () => '/wsk/job-information' },
  { route: 'sport-select', as: 'athlete', path: () => '/sport-selection' },
  { route: 'national-federation', as: 'athlete', path: () => '/national-federation' },
  { route: 'summary', as: 'athlete', path: () => '/summary' },
  { route: 'profile-picture', as: 'athlete', path: () => '/profile-picture' },
  { route: 'congrats', as: 'athlete', path: () => '/congrats' },
  // Profile, and WSK's preview of the athlete's.
  { route: 'profile-account-details', as: 'athlete', path: () => '/profile/account-details' },
  { route: 'profile-passport-details', as: 'athlete', path: () => '/profile/passport-details' },
  { route: 'profile-postal-address', as: 'athlete', path: () => '/profile/postal-address' },
  { route: 'profile-anti-doping', as: 'athlete', path: () => '/profile/anti-doping' },
  { route: 'profile-events-history', as: 'athlete', path: () => '/profile/events-history' },
  { route: 'profile-support', as: 'athlete', path: () => '/profile/support' },
  { route: 'profile-settings', as: 'athlete', path: () => '/profile/settings' },
  {
    route: 'profile-preview-account-details',
    as: 'wskAdmin',
    path: (ids) => `/profile/preview/${ids.athleteId}/account-details`,
  },
  {
    route: 'profile-preview-passport-details',
    as: 'wskAdmin',
    path: (ids) => `/profile/preview/${ids.athleteId}/passport-details`,
  },
  {
    route: 'profile-preview-anti-doping',
    as: 'wskAdmin',
    path: (ids) => `/profile/preview/${ids.athleteId}/anti-doping`,
  },
  {
    route: 'profile-preview-postal-address',
    as: 'wskAdmin',
    path: (ids) => `/profile/preview/${ids.athleteId}/postal-address`,
  },
  {
    route: 'profile-preview-events-history',
    as: 'wskAdmin',
    path: (ids) => `/profile/preview/events-history${ids.athleteId}`,
  },
  // Events: WSK manages them, the federation registers, the athlete and the ITO take part.
  { route: 'events-my', as: 'athlete', path: () => '/events/my' },
  { route: 'events-all', as: 'wskAdmin', path: () => '/events/all' },
  { route: 'event-profile', as: 'wskAdmin', path: (ids) => `/event/${ids.openEventId}/profile` },
  { route: 'event-media', as: 'wskAdmin', path: (ids) => `/event/${ids.openEventId}/media` },
  { route: 'event-news', as: 'wskAdmin', path: (ids) => `/event/${ids.openEventId}/news` },
  { route: 'event-staff', as: 'wskAdmin', path: (ids) => `/event/${ids.openEventId}/staff` },
  { route: 'event-ito', as: 'wskAdmin', path: (ids) => `/event/${ids.openEventId}/ito` },
  { route: 'event-reports', as: 'wskAdmin', path: (ids) => `/event/${ids.openEventId}/reports` },
  { route: 'event-payments', as: 'wskAdmin', path: (ids) => `/event/${ids.openEventId}/payments` },
  { route: 'event-nf-management', as: 'wskAdmin', path: (ids) => `/event/${ids.openEventId}/nf-management` },
  {
    route: 'event-nf-management-federation',
    as: 'nfAdmin',
    path: (ids) => `/event/${ids.openEventId}/nf-management/${ids.italyId}`,
  },
  {
    route: 'event-staff-registration',
    as: 'athlete',
    path: (ids) => `/event/${ids.openEventId}/staff/registration`,
  },
  {
    route: 'event-loc-registration',
    as: 'athlete',
    path: (ids) => `/event/${ids.openEventId}/loc/registration`,
  },
  {
    route: 'event-ito-registration',
    as: 'ito',
    path: (ids) => `/event/${ids.openEventId}/${ids.speedSportId}/ito/registration`,
  },
  {
    route: 'event-sport-profile',
    as: 'nfAdmin',
    path: (ids) => `/event/${ids.openEventId}/${ids.speedSportId}`,
  },
  {
    route: 'event-registration-athlete',
    as: 'athlete',
    path: (ids) => `/event-registration/${ids.openEventId}/${ids.downhillSportId}/athlete`,
  },
  {
    route: 'event-registration-individual-athletes',
    as: 'nfAdmin',
    path: (ids) => sport(ids, 'individual-athletes'),
  },
  { route: 'event-registration-nto', as: 'nfAdmin', path: (ids) => sport(ids, 'nto') },
  { route: 'event-registration-team-admin-to', as: 'teamAdmin', path: (ids) => sport(ids, 'team-admin-to') },
  {
    route: 'event-registration-team-admin-athletes',
    as: 'teamAdmin',
    path: (ids) => sport(ids, 'team-admin-athletes'),
  },
  {
    route: 'event-registration-athletes-pre-seed',
    as: 'nfAdmin',
    path: (ids) => preSeed(ids, 'athletes-pre-seed'),
  },
  {
    route: 'event-registration-athletes-extra-quota',
    as: 'nfAdmin',
    path: (ids) => preSeed(ids, 'athletes-extra-quota'),
  },
  {
    route: 'event-registration-credentials-pickup',
    as: 'nfAdmin',
    path: (ids) => sport(ids, 'credentials-pickup'),
  },
  { route: 'event-registration-payments', as: 'nfAdmin', path: (ids) => sport(ids, 'payments') },
  { route: 'event-registration-team-payments', as: 'teamAdmin', path: (ids) => sport(ids, 'team-payments') },
  {
    route: 'event-registration-my-payments',
    as: 'athlete',
    path: (ids) => `/event-registration/${ids.openEventId}/${ids.downhillSportId}/my-payments`,
  },
  // Accreditation and card payments.
  { route: 'guard-check', as: 'wskAdmin', path: (ids) => ids.guardCheckPath, ready: heading('VALID') },
  { route: 'pdf', as: 'athlete', path: (ids) => `/pdf/${ids.participantId}` },
  {
    route: 'payment-redirect',
    as: 'athlete',
    path: (ids) => `/payment-redirect/${ids.openEventId}/${ids.downhillSportId}?payment=${ids.paidPaymentId}`,
    ready: heading('Payment received'),
  },
  {
    route: 'team-admin-payment-redirect',
    as: 'teamAdmin',
    path: (ids) => `/team-admin-payment-redirect?payment=${ids.teamPaymentId}&annual=1`,
    ready: heading('Payment received'),
  },
  { route: 'test-checkout', as: 'athlete', path: (ids) => ids.checkoutPath },
  // Administration.
  { route: 'users', as: 'wskAdmin', path: () => '/users' },
  {
    route: 'wyldata-db',
    as: 'wskAdmin',
    path: (ids) => `/wyldata-db?search=${encodeURIComponent(ids.wskIdSearch)}`,
    ready: everyStatusShown,
  },
  { route: 'export-file', as: 'wskAdmin', path: (ids) => ids.exportPath },
  { route: 'audit-log', as: 'wskAdmin', path: () => '/audit-log' },
  // Marathon teams: WSK reviews and bills, the team's administrator runs the team.
  { route: 'marathon-applications', as: 'wskAdmin', path: () => '/marathon-applications' },
  { route: 'annual-team-payments', as: 'wskAdmin', path: () => '/annual-team-payments' },
  {
    route: 'marathon-applications-team-admin-payments',
    as: 'teamAdmin',
    path: () => '/marathon-applications/team-admin-payments',
  },
  {
    route: 'marathon-team-application-details',
    as: 'wskAdmin',
    path: (ids) => `/marathon-team-application/${ids.applicationId}`,
  },
  { route: 'marathon-teams', as: 'wskAdmin', path: () => '/marathon-teams' },
  { route: 'marathon-team', as: 'teamAdmin', path: (ids) => `/marathon-teams/${ids.teamId}` },
];

/**
 * The screens also swept at the phone's width: one of every layout, and those a phone lays out differently
 * (tables that scroll sideways or become cards, the status badges of the WSK id records).
 */
export const PHONE_ROUTES: ReadonlySet<string> = new Set([
  'passport-details',
  'profile-account-details',
  'profile-preview-passport-details',
  'events-all',
  'event-profile',
  'event-payments',
  'event-nf-management-federation',
  'event-registration-individual-athletes',
  'event-registration-my-payments',
  'guard-check',
  'test-checkout',
  'users',
  'wyldata-db',
  'marathon-team',
]);

let serverUrl = '';
const tokens = new Map<Role, TokenSet>();

const pathOf = (path: string, params: Record<string, string | number>) =>
  path.replace(/:(\w+)/g, (_, name: string) => String(params[name]));

function api<T>(as: Role | null, method: Method, path: string, body?: unknown): Promise<T> {
  const token = as ? (tokens.get(as)?.access ?? null) : null;
  return callApi(serverUrl, method, path, token, body) as Promise<T>;
}

interface Paged<T> {
  readonly results: readonly T[];
}
interface PaymentReply {
  readonly payment: { readonly id: number };
  readonly checkout: { readonly url: string } | null;
}

/** A card payment of `amount` on an order, and its test checkout address. */
async function payByCard(as: Role, path: string, order: number, amount: string): Promise<PaymentReply> {
  const reply = await api<PaymentReply>(as, 'POST', path, {
    order,
    amount,
    payment_system: 'card',
    idempotency_key: `a11y-${as}-${order}-${Date.now()}-${Math.random()}`,
  });
  expect(reply.checkout?.url).toMatch(/\/test-checkout\//);
  return reply;
}

async function succeedCheckout(as: Role, reply: PaymentReply): Promise<void> {
  const token = new URL(reply.checkout?.url ?? '', serverUrl).pathname.split('/').pop() ?? '';
  await api(as, 'POST', pathOf(completeTestCheckout.path, { token }), { outcome: 'succeeded' });
}

/** The newest `/exports/<key>` link e-mailed to `to`. */
async function latestExportPath(to: string): Promise<string> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const messages = await api<{ text: string }[]>(
      null,
      'GET',
      `${listOutbox.path}?${new URLSearchParams({ to })}`,
    );
    const path = messages[0]?.text.match(/\/exports\/[0-9a-f]{32}\.(csv|xlsx)/)?.[0];
    if (path) return path;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No export link was sent to ${to}`);
}

/**
 * One WSK id record in each status, with WSK ids sharing a prefix so one search shows the four together:
 * imported (initial), searched with no one like them (no match found), searched with a new athlete like
 * them (ready to be matched), and linked to that athlete (matched).
 */
async function wskIdRecordsOfEveryStatus(): Promise<string> {
  const prefix = `AXE${Date.now()}`;
  const athlete = await createCompletedAthlete(serverUrl, 'marchetti', {
    passportExpiry: `${new Date().getFullYear() + 3}-06-30`,
    antiDopingYear: new Date().getFullYear(),
  });
  const rows: Record<WskIdStatus, string> = {
    initial: `${prefix}I,Quirina,Oberholzer-Tamm,,F,CHE`,
    no_match_found: `${prefix}N,Wendelin,Xylander-Pruss,,M,AUT`,
    // The new athlete, misspelt: she is the one candidate.
    ready_to_be_matched: `${prefix}R,Paola,Marcheti,08/03/1996,F,ITA`,
    matched: `${prefix}M,Paola,Marchetti,08/03/1996,F,ITA`,
  };
  await api('wskAdmin', 'POST', importWskIds.path, {
    file_name: 'accessibility.csv',
    content: ['wsk_id,first_name,last_name,birthday,gender,nationality', ...Object.values(rows)].join('\n'),
  });
  const records = await api<Paged<{ id: number; wsk_id: string }>>(
    'wskAdmin',
    'GET',
    `${listWskIds.path}?search=${prefix}`,
  );
  const idOf = (suffix: string) =>
    records.results.find((record) => record.wsk_id === `${prefix}${suffix}`)?.id;
  await api('wskAdmin', 'GET', pathOf(findCandidates.path, { id: idOf('N') ?? 0 }));
  await api('wskAdmin', 'GET', pathOf(findCandidates.path, { id: idOf('R') ?? 0 }));
  await api('wskAdmin', 'PATCH', pathOf(setWskId.path, { id: athlete.id }), { wsk_id: `${prefix}M` });

  const after = await api<Paged<{ status: WskIdStatus }>>(
    'wskAdmin',
    'GET',
    `${listWskIds.path}?search=${prefix}`,
  );
  expect(after.results.map((record) => record.status).sort()).toEqual(Object.values(WSK_ID_STATUSES).sort());
  return prefix;
}

/** Makes the data the screens show on the server at `url`, and answers the ids their paths need. */
export async function prepareDemoData(url: string): Promise<DemoIds> {
  serverUrl = url;
  // The roles that make the data; the sweep signs each role in again in its own browser context.
  for (const role of ['wskAdmin', 'nfAdmin', 'athlete', 'teamAdmin'] as const) {
    tokens.set(role, await apiTokensOf(serverUrl, { email: ACCOUNTS[role], password: DEMO_PASSWORD }));
  }
  const athleteId = (await api<{ id: number }>('athlete', 'GET', getMe.path)).id;
  const federations = await api<Paged<{ id: number; code: string }>>(
    null,
    'GET',
    `${getFederations.path}?search=ITA`,
  );
  const italyId = federations.results.find((federation) => federation.code === 'ITA')?.id ?? 0;

  const events = await api<
    Paged<{ id: number; name: string; sports: { id: number; sport: { type: string } }[] }>
  >('wskAdmin', 'GET', `${listEvents.path}?page_size=50`);
  const open = events.results.find((event) => event.name === OPEN_EVENT);
  const reduction = events.results.find((event) => event.name === REDUCTION_EVENT);
  if (!open || !reduction) throw new Error('The demo events are missing');
  const speedSportId = open.sports.find((entry) => entry.sport.type === 'INLINE_SPEED_SKATING')?.id ?? 0;
  const downhillSportId = open.sports.find((entry) => entry.sport.type === 'INLINE_DOWNHILL')?.id ?? 0;
  interface EventSport {
    need_pre_seed: boolean;
    disciplines: { id: number; name: string }[];
  }
  const eventSport = (eventId: number, sportId: number) =>
    api<EventSport>('wskAdmin', 'GET', pathOf(getEventSport.path, { id: eventId, sportId }));
  let preSeedSportId = 0;
  for (const entry of reduction.sports) {
    if ((await eventSport(reduction.id, entry.id)).need_pre_seed) preSeedSportId = entry.id;
  }

  // Italy registers the demo athlete for speed skating (approved: she has a credential).
  const speed = await eventSport(open.id, speedSportId);
  const participant = await api<{ id: number }>(
    'nfAdmin',
    'POST',
    pathOf(registerParticipant.path, { id: open.id, sportId: speedSportId }),
    {
      kind: 'athlete',
      user: athleteId,
      entries: [
        {
          discipline: speed.disciplines.find((entry) => entry.name === 'Track 1000 m')?.id,
          category: 'Senior women',
        },
      ],
    },
  );
  const credential = await api<{ check_url: string }>(
    'athlete',
    'GET',
    pathOf(getCredential.path, { participantId: participant.id }),
  );
  const guardCheckPath = credential.check_url.slice(credential.check_url.indexOf('/guard-check/'));

  // She registers herself for downhill: her own order, paid once by card and once left at the checkout.
  const downhill = await eventSport(open.id, downhillSportId);
  await api('athlete', 'POST', pathOf(registerSelf.path, { id: open.id, sportId: downhillSportId }), {
    entries: [{ discipline: downhill.disciplines[0]?.id, category: 'Senior women' }],
  });
  const orders = await api<Paged<{ id: number }>>(
    'athlete',
    'GET',
    `${listAthleteAwaitingOrders.path}?event=${open.id}`,
  );
  const order = orders.results[0]?.id ?? 0;
  const paid = await payByCard('athlete', createOrderPayment.path, order, '10.00');
  await succeedCheckout('athlete', paid);
  const waiting = await payByCard('athlete', createOrderPayment.path, order, '10.00');

  // The demo team pays part of its annual fee by card.
  const annual = await api<Paged<{ id: number }>>('teamAdmin', 'GET', listTeamAdminAwaitingAnnualOrders.path);
  const teamPayment = await payByCard(
    'teamAdmin',
    createAnnualOrderPayment.path,
    annual.results[0]?.id ?? 0,
    '50.00',
  );
  await succeedCheckout('teamAdmin', teamPayment);
  const teams = await api<{ id: number }[]>('teamAdmin', 'GET', getMyTeams.path);

  await api('wskAdmin', 'POST', exportUsersByEmail.path, { format: 'csv', list: 'all' });
  const applications = await api<Paged<{ id: number }>>('wskAdmin', 'GET', listTeamApplications.path);

  return {
    athleteId,
    italyId,
    openEventId: open.id,
    speedSportId,
    downhillSportId,
    reductionEventId: reduction.id,
    preSeedSportId,
    participantId: participant.id,
    guardCheckPath,
    paidPaymentId: paid.payment.id,
    checkoutPath: new URL(waiting.checkout?.url ?? '', serverUrl).pathname,
    teamPaymentId: teamPayment.payment.id,
    exportPath: await latestExportPath(ACCOUNTS.wskAdmin),
    applicationId: applications.results[0]?.id ?? 0,
    teamId: teams[0]?.id ?? 0,
    wskIdSearch: await wskIdRecordsOfEveryStatus(),
  };
}
