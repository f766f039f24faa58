// Contact confirmation, passwords and one-time sign-in links (spec §7 Users calls, §4). Codes are six
// digits, expire after CONFIRMATION_CODE_TTL_MINUTES, allow CONFIRMATION_CODE_MAX_TRIES wrong tries and
// can be sent again once a minute.
import { z } from 'zod';
import { defineEndpoint } from '../http';
import { userSchema } from '../user';
import { currentPasswordField, emailField, passwordField, textField } from '../zod-rules';
import { phoneField, signInReplySchema, tokenSetSchema } from './auth';
import { USERS_BASE } from './users';

export const CONFIRMATION_CODE_LENGTH = 6;
export const CONFIRMATION_CODE_TTL_MINUTES = 15;
export const CONFIRMATION_CODE_MAX_TRIES = 5;
export const CONFIRMATION_CODE_RESEND_SECONDS = 60;

export const contactTypes = ['email', 'phone'] as const;
export type ContactType = (typeof contactTypes)[number];

/** Six digits; blanks people paste around a code are ignored, up to a length no pasted code reaches. */
export const confirmationCodeField = () =>
  textField(
    ['required', { rule: 'regex', pattern: '^\\s*\\d{6}\\s*$' }, { rule: 'max_length', length: 20 }],
    'Code',
  ).transform((code) => code.trim());

/**
 * The secret of a link or sign-in link as sent in the URL: 43 base64url characters today (32 random bytes),
 * with room to lengthen it.
 */
const linkTokenField = () => textField(['required', { rule: 'max_length', length: 200 }]);

export const resendConfirmationCode = defineEndpoint({
  name: 'resendConfirmationCode',
  method: 'POST',
  path: `${USERS_BASE}resend_confirmation_code/`,
  access: { auth: 'token' },
  summary:
    'Sends a new confirmation code to the e-mail or phone of the signed-in user (at most once a minute).',
  tags: ['verification'],
  body: z.object({ type: z.enum(contactTypes) }),
  response: z.null(),
  status: 204,
});

export const confirmEmailByCode = defineEndpoint({
  name: 'confirmEmailByCode',
  method: 'POST',
  path: `${USERS_BASE}confirm_email_by_code/`,
  access: { auth: 'token' },
  summary: 'Confirms the e-mail address of the signed-in user with the code sent to it.',
  tags: ['verification'],
  body: z.object({ code: confirmationCodeField() }),
  response: userSchema,
});

export const confirmPhoneByCode = defineEndpoint({
  name: 'confirmPhoneByCode',
  method: 'POST',
  path: `${USERS_BASE}confirm_phone_by_code/`,
  access: { auth: 'token' },
  summary: 'Confirms the phone number of the signed-in user with the code sent to it.',
  tags: ['verification'],
  body: z.object({ code: confirmationCodeField() }),
  response: userSchema,
});

/** The three parts of a link sent by e-mail: `/confirm-…-by-link/:uid/:token/:code`. */
export const linkPartsSchema = z.object({
  /** The user id in base64url. */
  uid: textField(['required', { rule: 'max_length', length: 100 }]),
  token: linkTokenField(),
  code: confirmationCodeField(),
});

export const confirmEmailByLink = defineEndpoint({
  name: 'confirmEmailByLink',
  method: 'POST',
  path: `${USERS_BASE}confirm_email_by_link/`,
  access: { auth: 'public' },
  summary: 'Confirms an e-mail address from the link in the confirmation e-mail.',
  tags: ['verification'],
  body: linkPartsSchema,
  response: z.null(),
  status: 204,
});

export const setPassword = defineEndpoint({
  name: 'setPassword',
  method: 'POST',
  path: `${USERS_BASE}set_password/`,
  // The one endpoint the token set of a password recovery may call.
  access: { auth: 'token', recovery: true },
  summary:
    'Sets the password of the signed-in user (invited users, and the last step of a password recovery); ends a recovery’s sign-in.',
  tags: ['verification'],
  body: z.object({ password: passwordField(), is_forgot_password: z.boolean() }),
  response: z.null(),
  status: 204,
});

export const updatePassword = defineEndpoint({
  name: 'updatePassword',
  method: 'POST',
  path: `${USERS_BASE}update_password/`,
  access: { auth: 'token' },
  summary: 'Changes the password; needs the current one.',
  tags: ['verification'],
  body: z.object({ current_password: currentPasswordField(), password: passwordField() }),
  response: z.null(),
  status: 204,
});

/** An e-mail or a phone number, one of the two (the message goes on the e-mail field). */
const contactObject = z.object({
  email: emailField({ required: false }).optional(),
  phone: phoneField().optional(),
});
const requireContact = (value: z.infer<typeof contactObject>, ctx: z.RefinementCtx) => {
  if (!value.email && !value.phone) {
    ctx.addIssue({ code: 'custom', path: ['email'], message: 'This field is required' });
  }
};

export const forgotPasswordBodySchema = contactObject.superRefine(requireContact);

export const forgotPassword = defineEndpoint({
  name: 'forgotPassword',
  method: 'POST',
  path: `${USERS_BASE}forgot_password/`,
  access: { auth: 'public' },
  summary:
    'Sends a recovery code (and, by e-mail, a link). Answers the same whether or not the account exists.',
  tags: ['verification'],
  body: forgotPasswordBodySchema,
  response: z.null(),
  status: 204,
});

export const confirmForgotPasswordByCodeBodySchema = contactObject
  .extend({ code: confirmationCodeField() })
  .superRefine(requireContact);

/** The reply of a confirmed recovery: a short-lived token set that only allows `set_password/`. */
export const recoveryTokenSetSchema = tokenSetSchema;

export const confirmForgotPasswordByCode = defineEndpoint({
  name: 'confirmForgotPasswordByCode',
  method: 'POST',
  path: `${USERS_BASE}confirm_forgot_password_by_code/`,
  access: { auth: 'public' },
  summary: 'Checks a recovery code; answers a short-lived token set that only allows set_password/.',
  tags: ['verification'],
  body: confirmForgotPasswordByCodeBodySchema,
  response: recoveryTokenSetSchema,
});

export const confirmForgotPasswordByLink = defineEndpoint({
  name: 'confirmForgotPasswordByLink',
  method: 'POST',
  path: `${USERS_BASE}confirm_forgot_password_by_link/`,
  access: { auth: 'public' },
  summary: 'Checks a recovery link; answers a short-lived token set that only allows set_password/.',
  tags: ['verification'],
  body: linkPartsSchema,
  response: recoveryTokenSetSchema,
});

export const loginByToken = defineEndpoint({
  name: 'loginByToken',
  method: 'POST',
  path: '/api/v1/auth/sign_in/login_by_token/',
  access: { auth: 'public' },
  summary:
    'Exchanges a one-time sign-in link (`/login_by_token/:token`, from invitations and e-mails) for a token set.',
  tags: ['auth'],
  body: z.object({ token: linkTokenField() }),
  response: signInReplySchema,
});

export const verificationEndpoints = [
  resendConfirmationCode,
  confirmEmailByCode,
  confirmPhoneByCode,
  confirmEmailByLink,
  setPassword,
  updatePassword,
  forgotPassword,
  confirmForgotPasswordByCode,
  confirmForgotPasswordByLink,
  loginByToken,
] as const;
