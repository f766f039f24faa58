// The text of every message the portal sends, each as a subject, plain text and HTML. Links are built
// from PUBLIC_URL and the screen paths of the contract's route table.

import { CURRENCY_LOCALE } from '@portal/contract/constants';
import { CONFIRMATION_CODE_TTL_MINUTES } from '@portal/contract/endpoints/verification';
import { screenPath } from '@portal/contract/routes';

export interface MessageContent {
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

/** The three parts of an e-mailed confirmation or recovery link. */
export interface LinkParts {
  readonly uid: string;
  readonly token: string;
  readonly code: string;
}

const escapeHtml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

const SIGNATURE = 'The federation portal';

function html(paragraphs: readonly string[]): string {
  return `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">${paragraphs
    .map((paragraph) => `<p>${paragraph}</p>`)
    .join('')}<p>${SIGNATURE}</p></body></html>`;
}

const linkHtml = (url: string) => `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`;
const codeHtml = (code: string) => `<strong style="font-size:1.4em;letter-spacing:0.2em">${code}</strong>`;
const validity = `It is valid for ${CONFIRMATION_CODE_TTL_MINUTES} minutes.`;

export function emailConfirmation(publicUrl: string, link: LinkParts): MessageContent {
  const url = publicUrl + screenPath('confirm-email-by-link', { ...link });
  return {
    subject: 'Confirm your e-mail address',
    text: `Your confirmation code is ${link.code}. ${validity}\n\nOr open this link to confirm your e-mail address:\n${url}\n\n${SIGNATURE}`,
    html: html([
      `Your confirmation code is ${codeHtml(link.code)}. ${validity}`,
      `Or open this link to confirm your e-mail address: ${linkHtml(url)}`,
    ]),
  };
}

export function phoneConfirmation(code: string): MessageContent {
  return {
    subject: 'Confirm your phone number',
    text: `Your federation portal confirmation code is ${code}. ${validity}`,
    html: html([`Your federation portal confirmation code is ${codeHtml(code)}. ${validity}`]),
  };
}

export function passwordRecoveryEmail(publicUrl: string, link: LinkParts): MessageContent {
  const url = publicUrl + screenPath('confirm-password-by-link', { ...link });
  const ignore = 'If you did not ask to reset your password, ignore this message.';
  return {
    subject: 'Reset your password',
    text: `Your password recovery code is ${link.code}. ${validity}\n\nOr open this link to choose a new password:\n${url}\n\n${ignore}\n\n${SIGNATURE}`,
    html: html([
      `Your password recovery code is ${codeHtml(link.code)}. ${validity}`,
      `Or open this link to choose a new password: ${linkHtml(url)}`,
      ignore,
    ]),
  };
}

export function passwordRecoverySms(code: string): MessageContent {
  return {
    subject: 'Reset your password',
    text: `Your federation portal password recovery code is ${code}. ${validity}`,
    html: html([`Your federation portal password recovery code is ${codeHtml(code)}. ${validity}`]),
  };
}

export function loginLinkEmail(url: string): MessageContent {
  return {
    subject: 'Sign in to the federation portal',
    text: `Open this link to sign in to the federation portal (it works once):\n${url}\n\n${SIGNATURE}`,
    html: html([`Open this link to sign in to the federation portal (it works once): ${linkHtml(url)}`]),
  };
}

export function contactSupportEmail(from: { name: string; email: string; message: string }): MessageContent {
  return {
    subject: `Contact form: ${from.name}`,
    text: `From: ${from.name} <${from.email}>\n\n${from.message}`,
    html: `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5"><p>From: ${escapeHtml(
      from.name,
    )} &lt;${escapeHtml(from.email)}&gt;</p><p style="white-space:pre-wrap">${escapeHtml(
      from.message,
    )}</p></body></html>`,
  };
}

export function supportRequestEmail(request: {
  userId: number;
  name: string;
  email: string | null;
  phone: string | null;
  subject: string;
  message: string;
}): MessageContent {
  const contacts = [request.email, request.phone]
    .filter((value): value is string => Boolean(value))
    .join(', ');
  const from = `${request.name} (user ${request.userId}${contacts ? `, ${contacts}` : ''})`;
  return {
    subject: `Support request: ${request.subject}`,
    text: `From: ${from}\n\n${request.message}`,
    html: `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5"><p>From: ${escapeHtml(
      from,
    )}</p><p><strong>${escapeHtml(request.subject)}</strong></p><p style="white-space:pre-wrap">${escapeHtml(
      request.message,
    )}</p></body></html>`,
  };
}

/** To a user whose requested role an administrator approved (user management). */
export function roleApprovedEmail(publicUrl: string, roleName: string): MessageContent {
  const url = publicUrl + screenPath('sign-in');
  const approved = `Your ${roleName} role in the federation portal has been approved.`;
  return {
    subject: `Your ${roleName} role has been approved`,
    text: `${approved} Sign in to use it:\n${url}\n\n${SIGNATURE}`,
    html: html([escapeHtml(approved), `Sign in to use it: ${linkHtml(url)}`]),
  };
}

/** To a user whose request for a role an administrator declined: they are a guest again. */
export function roleDeclinedEmail(publicUrl: string, roleName: string): MessageContent {
  const url = publicUrl + screenPath('role');
  const declined = `Your request for the ${roleName} role in the federation portal was declined. Your account stays open as a guest account.`;
  return {
    subject: `Your request for the ${roleName} role was declined`,
    text: `${declined} You may choose a role again:\n${url}\n\n${SIGNATURE}`,
    html: html([escapeHtml(declined), `You may choose a role again: ${linkHtml(url)}`]),
  };
}

/** To someone an administrator invited with a role: a one-time sign-in link into the role's sign-up steps. */
export function invitationEmail(roleName: string, url: string): MessageContent {
  const invited = `You are invited to the federation portal as ${roleName}.`;
  const open = 'Open this link to sign in and complete your registration (it works once, within 7 days):';
  return {
    subject: `You are invited to the federation portal as ${roleName}`,
    text: `${invited}\n\n${open}\n${url}\n\n${SIGNATURE}`,
    html: html([escapeHtml(invited), `${escapeHtml(open)} ${linkHtml(url)}`]),
  };
}

/**
 * To the contact of a marathon team application: the code that confirms the e-mail and submits the
 * application, with a link to the screen that types it in.
 */
export function teamApplicationCodeEmail(
  publicUrl: string,
  params: { readonly email: string; readonly code: string; readonly teamName: string },
): MessageContent {
  const url = `${publicUrl}/confirm-team-application-email/${encodeURIComponent(params.email)}/${params.code}`;
  const intro = `You applied with the team ${params.teamName} to the federation portal.`;
  const next = 'Once the e-mail is confirmed, the federation reviews the application.';
  return {
    subject: 'Confirm the e-mail of your team application',
    text: `${intro} Your confirmation code is ${params.code}. ${validity}\n\nOr open this link to confirm the e-mail:\n${url}\n\n${next}\n\n${SIGNATURE}`,
    html: html([
      escapeHtml(intro),
      `Your confirmation code is ${codeHtml(params.code)}. ${validity}`,
      `Or open this link to confirm the e-mail: ${linkHtml(url)}`,
      escapeHtml(next),
    ]),
  };
}

/** To the contact of a marathon team application the federation rejected, with its reason. */
export function teamApplicationRejectedEmail(teamName: string, reason: string): MessageContent {
  const rejected = `The application of the team ${teamName} to the federation portal was rejected.`;
  const again = 'You may apply again while team applications are open.';
  return {
    subject: `The application of ${teamName} was rejected`,
    text: `${rejected}\n\nReason: ${reason}\n\n${again}\n\n${SIGNATURE}`,
    html: `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5"><p>${escapeHtml(
      rejected,
    )}</p><p style="white-space:pre-wrap">Reason: ${escapeHtml(reason)}</p><p>${escapeHtml(
      again,
    )}</p><p>${SIGNATURE}</p></body></html>`,
  };
}

/**
 * To the administrator of a marathon team whose application was approved: a one-time sign-in link into
 * the sign-up steps.
 */
export function teamAdministratorInvitationEmail(teamName: string, url: string): MessageContent {
  const approved = `The application of the team ${teamName} was approved, and you are its administrator in the federation portal.`;
  const open = 'Open this link to sign in and complete your registration (it works once, within 7 days):';
  return {
    subject: `You are the administrator of ${teamName}`,
    text: `${approved}\n\n${open}\n${url}\n\n${SIGNATURE}`,
    html: html([escapeHtml(approved), `${escapeHtml(open)} ${linkHtml(url)}`]),
  };
}

const greeting = (firstName: string) => (firstName ? `Dear ${firstName},` : 'Hello,');

/** The expiry reminders' day format: "26 November 2026", the same in every time zone. */
function longDate(day: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

/** To a user whose passport expires within 30 days (`expired` false) or has expired (true). */
export function passportReminderEmail(
  publicUrl: string,
  params: { readonly firstName: string; readonly activeUntil: string; readonly expired: boolean },
): MessageContent {
  const url = publicUrl + screenPath('profile-passport-details');
  const when = longDate(params.activeUntil);
  const state = params.expired
    ? `Your passport registered in the federation portal expired on ${when}.`
    : `Your passport registered in the federation portal expires on ${when}.`;
  const ask = 'Please enter the details of a valid passport, so that you can still be registered for events:';
  return {
    subject: params.expired ? 'Your passport has expired' : 'Your passport expires soon',
    text: `${greeting(params.firstName)}\n\n${state} ${ask}\n${url}\n\n${SIGNATURE}`,
    html: html([
      escapeHtml(greeting(params.firstName)),
      `${escapeHtml(state)} ${escapeHtml(ask)} ${linkHtml(url)}`,
    ]),
  };
}

/**
 * To an athlete whose anti-doping certificate is valid until the end of `lastValidYear` (`expired` false),
 * or has expired (true).
 */
export function antiDopingReminderEmail(
  publicUrl: string,
  params: { readonly firstName: string; readonly lastValidYear: number; readonly expired: boolean },
): MessageContent {
  const url = publicUrl + screenPath('profile-anti-doping');
  const state = params.expired
    ? `Your anti-doping certificate expired at the end of ${params.lastValidYear}.`
    : `Your anti-doping certificate is valid until the end of ${params.lastValidYear}.`;
  const ask = 'Please upload a new certificate, so that you can still be registered for events:';
  return {
    subject: params.expired
      ? 'Your anti-doping certificate has expired'
      : 'Your anti-doping certificate expires soon',
    text: `${greeting(params.firstName)}\n\n${state} ${ask}\n${url}\n\n${SIGNATURE}`,
    html: html([
      escapeHtml(greeting(params.firstName)),
      `${escapeHtml(state)} ${escapeHtml(ask)} ${linkHtml(url)}`,
    ]),
  };
}

/** To the payer of an order not fully paid a week or more after it was opened. */
export function unpaidOrderReminderEmail(
  publicUrl: string,
  params: {
    readonly firstName: string;
    /** "the event Roller Games 2026" or "the season 2026". */
    readonly billed: string;
    readonly outstanding: string;
    readonly currency: string;
    /** The payments screen of the order, a path of the route table. */
    readonly path: string;
  },
): MessageContent {
  const url = publicUrl + params.path;
  const amount = new Intl.NumberFormat(CURRENCY_LOCALE, {
    style: 'currency',
    currency: params.currency,
  }).format(params.outstanding as Intl.StringNumericLiteral);
  const state = `The order for ${params.billed} is not fully paid: ${amount} is outstanding.`;
  const ask = 'You can pay it on the payments screen:';
  return {
    subject: `Payment reminder: ${amount} outstanding`,
    text: `${greeting(params.firstName)}\n\n${state} ${ask}\n${url}\n\nIf you have paid in the meantime, please ignore this message.\n\n${SIGNATURE}`,
    html: html([
      escapeHtml(greeting(params.firstName)),
      `${escapeHtml(state)} ${escapeHtml(ask)} ${linkHtml(url)}`,
      'If you have paid in the meantime, please ignore this message.',
    ]),
  };
}

/**
 * To a staff member who asked for a users export by e-mail: a link to the `/exports/:key` screen, which
 * hands the signed-in owner a fresh download link until the export is deleted.
 */
export function usersExportReadyEmail(
  publicUrl: string,
  params: {
    readonly firstName: string;
    readonly key: string;
    readonly fileName: string;
    readonly rows: number;
    readonly lifetimeHours: number;
  },
): MessageContent {
  const url = publicUrl + screenPath('export-file', { key: params.key });
  const users = `${params.rows.toLocaleString('en-GB')} ${params.rows === 1 ? 'user' : 'users'}`;
  const ready = `The users export you asked for is ready: ${params.fileName}, ${users}.`;
  const open = 'Sign in to the federation portal with this account and open this link to download it:';
  const lifetime = `The file is deleted ${params.lifetimeHours} hours after it was made; export again after that.`;
  return {
    subject: `Your users export ${params.fileName} is ready`,
    text: `${greeting(params.firstName)}\n\n${ready}\n\n${open}\n${url}\n\n${lifetime}\n\n${SIGNATURE}`,
    html: html([
      escapeHtml(greeting(params.firstName)),
      escapeHtml(ready),
      `${escapeHtml(open)} ${linkHtml(url)}`,
      escapeHtml(lifetime),
    ]),
  };
}
