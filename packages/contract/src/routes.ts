// The screen route table of spec §2. The web router is built from it and the server decides from it
// whether an unknown path answers 404, so a screen exists in one place only.
import type { StartupFlags } from './flags';

export const LAYOUTS = [
  'content-full',
  'content-right',
  'empty',
  'profile',
  'profile-preview',
  'event-profile',
  'events',
  'users',
  'marathon-teams',
] as const;
export type Layout = (typeof LAYOUTS)[number];

export interface ScreenRoute {
  /** Stable route name; later issues navigate by it. */
  readonly name: string;
  /** Path as §2 writes it, parameters as `:name` (a parameter may follow a literal prefix in a segment). */
  readonly path: string;
  readonly title: string;
  readonly layout: Layout;
  /** Needs a signed-in user; a visitor is sent to sign-in. */
  readonly auth: boolean;
  /** Shows the user header above the layout. */
  readonly header: boolean;
  /** A startup flag (§9) that must be on for the screen to exist; off, the path is not found. */
  readonly flag?: keyof StartupFlags;
}

export interface RedirectRoute {
  readonly path: string;
  readonly to: string;
}

/** Parameters that must be whole positive numbers; anything else is the not-found page (§2). */
const NUMERIC_PARAMS = new Set(['id', 'sportId', 'federationId', 'eventId', 'userId', 'roleId']);

/** The steps after `/event-registration/:id/:sportId/` (§2). */
export const EVENT_REGISTRATION_STEPS = [
  'athlete',
  'individual-athletes',
  'nto',
  'team-admin-to',
  'team-admin-athletes',
  'athletes-pre-seed',
  'athletes-extra-quota',
  'credentials-pickup',
  'payments',
  'team-payments',
  'my-payments',
] as const;

type RouteOptions = Partial<Pick<ScreenRoute, 'auth' | 'header' | 'flag'>>;

const authScreen = (name: string, path: string, title: string, options: RouteOptions = {}): ScreenRoute => ({
  name,
  path,
  title,
  layout: 'content-right',
  auth: false,
  header: false,
  ...options,
});

const signUpStep = (name: string, path: string, title: string): ScreenRoute => ({
  name,
  path,
  title,
  layout: 'content-right',
  auth: true,
  header: false,
});

const screen = (name: string, path: string, title: string, layout: Layout, options: RouteOptions = {}) => ({
  name,
  path,
  title,
  layout,
  auth: true,
  header: true,
  ...options,
});

const titleCase = (slug: string) =>
  slug
    .split('-')
    .map((word) =>
      word === 'nto' || word === 'to' ? word.toUpperCase() : word[0]?.toUpperCase() + word.slice(1),
    )
    .join(' ');

export const SCREEN_ROUTES: readonly ScreenRoute[] = [
  // Public and authentication
  authScreen('sign-in', '/sign-in', 'Sign in'),
  authScreen('sign-up', '/sign-up', 'Sign up'),
  // Staff fill in their main information here once signed in (an invitation's link, §4 guard).
  authScreen('sign-up-operations', '/operations/sign-up', 'Sign up for operations staff', { auth: true }),
  authScreen('forgot-password', '/forgot-password', 'Forgot password'),
  authScreen('forgot-password-confirm-phone', '/forgot-password/confirm-phone', 'Confirm your phone'),
  authScreen('forgot-password-confirm-email', '/forgot-password/confirm-email', 'Confirm your e-mail'),
  authScreen('forgot-password-contact-us', '/forgot-password/contact-us', 'Contact us'),
  authScreen('new-password', '/new-password', 'New password'),
  authScreen('set-password-success', '/set-password-success', 'Password set'),
  screen('anti-doping-policy', '/anti-doping-policy', 'Anti-doping policy', 'content-full', {
    auth: false,
    header: false,
  }),
  screen('privacy-policy', '/privacy-policy', 'Privacy policy', 'content-full', {
    auth: false,
    header: false,
  }),
  authScreen('update-phone', '/update-phone', 'Update phone', { auth: true }),
  authScreen('update-email', '/update-email', 'Update e-mail', { auth: true }),
  authScreen('confirm-phone', '/confirm-phone', 'Confirm phone', { auth: true }),
  authScreen('confirm-phone-wsk', '/confirm-phone-wsk', 'Confirm phone', { auth: true }),
  authScreen('confirm-email', '/confirm-email', 'Confirm e-mail', { auth: true }),
  authScreen('create-password', '/create-password', 'Create password', { auth: true }),
  authScreen('create-password-wsk', '/wsk/create-password', 'Create password', { auth: true }),
  authScreen('role', '/role', 'Choose your role', { auth: true }),
  authScreen('confirm-email-by-link', '/confirm-email-by-link/:uid/:token/:code', 'Confirm e-mail'),
  authScreen(
    'confirm-password-by-link',
    '/confirm-password-by-link/:uid/:token/:code',
    'Confirm password reset',
  ),
  authScreen('login-by-token', '/login_by_token/:token', 'Signing in'),
  screen('credits', '/credits', 'Credits', 'empty', { auth: false, header: false, flag: 'credits_page' }),
  screen('credits-mobile', '/credits-mobile', 'Credits', 'empty', { auth: false, header: false }),
  screen('maintenance', '/maintenance', 'Maintenance', 'empty', { auth: false, header: false }),

  // Sign-up steps
  signUpStep('passport-details', '/passport-details', 'Passport details'),
  signUpStep('passport-details-wsk', '/wsk/passport-details', 'Passport details'),
  signUpStep('sport-select-wsk', '/wsk/sport-selection', 'Sport selection'),
  signUpStep('sport-select-ito', '/ito/sport-selection', 'Sport selection'),
  signUpStep('select-federation-wsk', '/wsk/select-federation', 'National federation'),
  signUpStep('legal-guardians', '/legal-guardians', 'Legal guardians'),
  signUpStep('legal-guardians-anti-doping', '/legal-guardians/anti-doping', 'Anti-doping of legal guardians'),
  signUpStep('postal-address', '/postal-address', 'Postal address'),
  signUpStep('postal-address-wsk', '/wsk/postal-address', 'Postal address'),
  signUpStep('social-profiles', '/social-profiles', 'Social profiles'),
  signUpStep('anti-doping', '/anti-doping', 'Anti-doping'),
  signUpStep('anti-doping-wsk', '/wsk/anti-doping', 'Anti-doping'),
  signUpStep('job-information-wsk', '/wsk/job-information', 'Job information'),
  signUpStep('sport-select', '/sport-selection', 'Sport selection'),
  signUpStep('national-federation', '/national-federation', 'National federation'),
  signUpStep('summary', '/summary', 'Summary'),
  signUpStep('profile-picture', '/profile-picture', 'Profile picture'),
  signUpStep('congrats', '/congrats', 'Congratulations'),

  // Profile
  screen('profile-account-details', '/profile/account-details', 'Account details', 'profile'),
  screen('profile-passport-details', '/profile/passport-details', 'Passport details', 'profile'),
  screen('profile-postal-address', '/profile/postal-address', 'Postal address', 'profile'),
  screen('profile-anti-doping', '/profile/anti-doping', 'Anti-doping', 'profile'),
  screen('profile-events-history', '/profile/events-history', 'Events history', 'profile'),
  screen('profile-support', '/profile/support', 'Support', 'profile'),
  screen('profile-settings', '/profile/settings', 'Settings', 'profile'),
  screen(
    'profile-preview-account-details',
    '/profile/preview/:id/account-details',
    'Account details',
    'profile-preview',
  ),
  screen(
    'profile-preview-passport-details',
    '/profile/preview/:id/passport-details',
    'Passport details',
    'profile-preview',
  ),
  screen('profile-preview-anti-doping', '/profile/preview/:id/anti-doping', 'Anti-doping', 'profile-preview'),
  screen(
    'profile-preview-postal-address',
    '/profile/preview/:id/postal-address',
    'Postal address',
    'profile-preview',
  ),
  // §2: "The events-history preview path has no slash before the id".
  screen(
    'profile-preview-events-history',
    '/profile/preview/events-history:id',
    'Events history',
    'profile-preview',
  ),

  // Events
  screen('events-my', '/events/my', 'My events', 'events'),
  screen('events-all', '/events/all', 'All events', 'events'),
  screen('event-profile', '/event/:id/profile', 'Event profile', 'event-profile'),
  screen('event-media', '/event/:id/media', 'Media', 'event-profile'),
  screen('event-news', '/event/:id/news', 'News', 'event-profile'),
  screen('event-staff', '/event/:id/staff', 'Staff', 'event-profile'),
  screen('event-ito', '/event/:id/ito', 'Officials', 'event-profile'),
  screen('event-reports', '/event/:id/reports', 'Reports', 'event-profile'),
  screen('event-payments', '/event/:id/payments', 'Payments', 'event-profile'),
  screen('event-nf-management', '/event/:id/nf-management', 'NF management', 'event-profile'),
  screen(
    'event-nf-management-federation',
    '/event/:id/nf-management/:federationId',
    'NF management',
    'event-profile',
  ),
  screen('event-staff-registration', '/event/:id/staff/registration', 'Staff registration', 'event-profile'),
  screen('event-loc-registration', '/event/:id/loc/registration', 'LOC registration', 'event-profile'),
  screen(
    'event-ito-registration',
    '/event/:id/:sportId/ito/registration',
    'ITO registration',
    'event-profile',
  ),
  screen('event-sport-profile', '/event/:id/:sportId', 'Sport profile', 'event-profile'),
  ...EVENT_REGISTRATION_STEPS.map((step) =>
    screen(
      `event-registration-${step}`,
      `/event-registration/:id/:sportId/${step}`,
      `Event registration: ${titleCase(step)}`,
      'event-profile',
    ),
  ),
  screen('guard-check', '/guard-check/:eventId/:userId/:roleId', 'Credential check', 'empty', {
    header: false,
  }),
  screen('payment-redirect', '/payment-redirect/:id/:sportId', 'Payment', 'empty', { header: false }),
  screen('team-admin-payment-redirect', '/team-admin-payment-redirect', 'Payment', 'empty', {
    header: false,
  }),
  // Not in §2: the built-in test checkout of the card provider adapter (decision 018), where the payer
  // succeeds or fails a test card payment while no real provider is configured.
  screen('test-checkout', '/test-checkout/:token', 'Test card payment', 'empty', { header: false }),

  // Other
  screen('users', '/users', 'User management', 'users'),
  screen('wyldata-db', '/wyldata-db', 'Wyldata database', 'users'),
  // Not in §2: the link of an export e-mailed to the staff member who asked for it (decision 013 update).
  screen('export-file', '/exports/:key', 'Export', 'users'),
  // Not in §2: the audit log of administrative and money actions, for WSK administrators (decision 024).
  screen('audit-log', '/audit-log', 'Audit log', 'users'),
  screen('pdf', '/pdf/:id', 'Accreditation card', 'empty', { header: false }),

  // Marathon teams
  screen(
    'marathon-team-application',
    '/marathon-team-application',
    'Marathon team application',
    'content-right',
    {
      auth: false,
      header: false,
    },
  ),
  screen(
    'confirm-team-application',
    '/confirm-team-application/:email/:id',
    'Confirm team application',
    'empty',
    {
      auth: false,
      header: false,
    },
  ),
  screen(
    'confirm-team-application-email',
    '/confirm-team-application-email/:email/:code',
    'Confirm team application e-mail',
    'empty',
    { auth: false, header: false },
  ),
  screen('marathon-applications', '/marathon-applications', 'Marathon applications', 'marathon-teams'),
  screen('annual-team-payments', '/annual-team-payments', 'Annual team payments', 'marathon-teams'),
  screen(
    'marathon-applications-team-admin-payments',
    '/marathon-applications/team-admin-payments',
    'Team admin payments',
    'marathon-teams',
  ),
  screen(
    'marathon-team-application-details',
    '/marathon-team-application/:id',
    'Team application',
    'marathon-teams',
  ),
  screen('marathon-teams', '/marathon-teams', 'Marathon teams', 'marathon-teams'),
  screen('marathon-team', '/marathon-teams/:id', 'Marathon team', 'marathon-teams'),
];

export const REDIRECT_ROUTES: readonly RedirectRoute[] = [
  { path: '/', to: '/sign-in' },
  { path: '/profile', to: '/profile/account-details' },
  { path: '/home', to: '/profile/account-details' },
];

export const NOT_FOUND_MESSAGE = 'This page could not be found';

const routesByName = new Map(SCREEN_ROUTES.map((route) => [route.name, route]));

export function getScreenRoute(name: string): ScreenRoute {
  const route = routesByName.get(name);
  if (!route) throw new Error(`Unknown route name "${name}"`);
  return route;
}

interface CompiledRoute {
  readonly route: ScreenRoute;
  readonly pattern: RegExp;
  readonly paramNames: readonly string[];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One regular expression per route; a parameter may follow literal text inside its segment. */
function compile(route: ScreenRoute): CompiledRoute {
  const paramNames: string[] = [];
  const source = route.path
    .split('/')
    .map((segment) =>
      segment.replace(/([^:]*):([A-Za-z_]\w*)|(.+)/g, (_, prefix: string, name: string, literal: string) => {
        if (literal !== undefined) return escapeRegExp(literal);
        paramNames.push(name);
        return `${escapeRegExp(prefix)}(${NUMERIC_PARAMS.has(name) ? '[1-9]\\d{0,9}' : '[^/]+'})`;
      }),
    )
    .join('/');
  // A single trailing slash is the same screen (`/event-registration/:id/:sportId/` is written so in §2).
  return { route, pattern: new RegExp(`^${source}/?$`), paramNames };
}

const compiled = SCREEN_ROUTES.map(compile);

export interface ScreenMatch {
  readonly route: ScreenRoute;
  readonly params: Readonly<Record<string, string>>;
}

/**
 * The screen a browser path shows, or null for the not-found page. Parameters are validated here
 * (numeric ids), so "failing route validation also gives 404" holds on the server and in the browser.
 */
export function matchScreen(pathname: string): ScreenMatch | null {
  let decoded: string;
  try {
    decoded = decodeURI(pathname);
  } catch {
    return null;
  }
  // Literal segments win over parameters, as in any router: `/event/1/profile` is not a sport profile.
  let best: { match: ScreenMatch; literalScore: number } | null = null;
  for (const { route, pattern, paramNames } of compiled) {
    const result = pattern.exec(decoded);
    if (!result) continue;
    const params: Record<string, string> = {};
    paramNames.forEach((name, index) => {
      params[name] = result[index + 1] ?? '';
    });
    const literalScore = route.path.split('/').filter((segment) => segment && !segment.includes(':')).length;
    if (!best || literalScore > best.literalScore) best = { match: { route, params }, literalScore };
  }
  return best?.match ?? null;
}

export function findRedirect(pathname: string): RedirectRoute | null {
  const normalised = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  return REDIRECT_ROUTES.find((redirect) => redirect.path === normalised) ?? null;
}

/** A matched screen whose startup flag is off does not exist for this deployment. */
export function isScreenEnabled(route: ScreenRoute, flags: StartupFlags): boolean {
  return route.flag === undefined || flags[route.flag];
}

/** Whether the server answers a browser path with 200 (a screen or a redirect) or 404. */
export function isKnownScreenPath(pathname: string, flags: StartupFlags): boolean {
  const match = matchScreen(pathname);
  if (match) return isScreenEnabled(match.route, flags);
  return findRedirect(pathname) !== null;
}

/** `/event/:id/profile` + `{ id: 3 }` -> `/event/3/profile`. */
export function screenPath(name: string, params: Record<string, string | number> = {}): string {
  return getScreenRoute(name).path.replace(/:([A-Za-z_]\w*)/g, (_, param: string) => {
    const value = params[param];
    if (value === undefined) throw new Error(`Missing parameter "${param}" for route "${name}"`);
    return encodeURIComponent(String(value));
  });
}
