// Users calls of spec §7 (base client/users/users/): sign-up, the current user, reading and updating an
// account, deleting one's own. Later issues (sign-up steps, profile, user management) add theirs here.
import { z } from 'zod';
import { defineEndpoint, idParamsSchema } from '../http';
import { userSchema } from '../user';
import { agreementField, captchaAnswerField, emailField, passwordField, textField } from '../zod-rules';
import { phoneField, tokenSetSchema } from './auth';

export const USERS_BASE = '/api/client/users/users/';

const nameField = () => textField(['required', { rule: 'max_length', length: 150 }]);
const optionalNameField = () => textField([{ rule: 'max_length', length: 150 }]).nullable();

/** Either an e-mail or a phone must be given; the message goes on the e-mail field. */
function requireEmailOrPhone(
  value: { email?: string | undefined; phone?: string | undefined },
  ctx: z.RefinementCtx,
) {
  if (!value.email && !value.phone) {
    ctx.addIssue({ code: 'custom', path: ['email'], message: 'This field is required' });
  }
}

export const signUpBodyObject = z.object({
  email: emailField({ required: false }).optional(),
  phone: phoneField().optional(),
  first_name: nameField(),
  last_name: nameField(),
  password: passwordField(),
  /** The agreement checkbox linking the policies (§5 'You should accept the agreement'). */
  agreement: agreementField(),
  /** The captcha answer; required only when the deployment has a captcha (GET /api/config/). */
  captcha: captchaAnswerField(),
});
export const signUpBodySchema = signUpBodyObject.superRefine(requireEmailOrPhone);
export type SignUpBody = z.input<typeof signUpBodySchema>;

export const signUpReplySchema = z.object({ user: userSchema, tokens: tokenSetSchema });

export const signUp = defineEndpoint({
  name: 'signUp',
  method: 'POST',
  path: USERS_BASE,
  access: { auth: 'public' },
  summary:
    'Creates an account with e-mail or phone, names and password; sends a confirmation code and answers the user with a token set.',
  tags: ['users'],
  body: signUpBodySchema,
  response: signUpReplySchema,
  status: 201,
});

export const getMe = defineEndpoint({
  name: 'getMe',
  method: 'GET',
  path: `${USERS_BASE}me/`,
  // Open to an administrator who owes the second factor: the web app needs it to show the set-up.
  access: { auth: 'token', beforeSecondFactor: true },
  summary: 'The signed-in user.',
  tags: ['users'],
  response: userSchema,
});

export const getUser = defineEndpoint({
  name: 'getUser',
  method: 'GET',
  path: `${USERS_BASE}:id/`,
  access: { auth: 'token' },
  summary:
    'One account: one’s own, or within the caller’s scope (WSK staff: anyone; NF staff: users of their federation). Outside the scope 403, whether the user exists or not.',
  tags: ['users'],
  params: idParamsSchema,
  response: userSchema,
});

export const updateUserBodySchema = z
  .object({
    first_name: nameField(),
    last_name: nameField(),
    middle_name: optionalNameField(),
    stage_name: optionalNameField(),
    /** A new address is unconfirmed until its code is entered (`/update-email`, `/confirm-email`). */
    email: emailField(),
    /** A new number is unconfirmed until its code is entered (`/update-phone`, `/confirm-phone`). */
    phone: phoneField(),
  })
  .partial();
export type UpdateUserBody = z.input<typeof updateUserBodySchema>;

export const updateUser = defineEndpoint({
  name: 'updateUser',
  method: 'PATCH',
  path: `${USERS_BASE}:id/`,
  access: { auth: 'token' },
  summary: 'Updates one’s own main information; a changed e-mail or phone must be confirmed again.',
  tags: ['users'],
  params: idParamsSchema,
  body: updateUserBodySchema,
  response: userSchema,
});

export const deleteMe = defineEndpoint({
  name: 'deleteMe',
  method: 'DELETE',
  path: `${USERS_BASE}:id/delete_me/`,
  access: { auth: 'token' },
  summary:
    'Deletes one’s own account: personal data erased, financial records kept anonymised, every sign-in revoked.',
  tags: ['users'],
  params: idParamsSchema,
  response: z.null(),
  status: 204,
});

export const LAST_ADMIN_ROLE_MESSAGE = 'An administrator’s role can only be changed by another administrator';

export const clearProfileRole = defineEndpoint({
  name: 'clearProfileRole',
  method: 'DELETE',
  path: `${USERS_BASE}:id/clear_profile_role/`,
  access: { auth: 'token' },
  summary:
    'Leaves one’s role (or withdraws a pending request): the user has no role again and chooses one on /role; their records stay. Approved WSK administrators cannot leave their own role; a WSK administrator clears anyone’s.',
  tags: ['users'],
  params: idParamsSchema,
  response: userSchema,
});

export const usersEndpoints = [signUp, getMe, getUser, updateUser, deleteMe, clearProfileRole] as const;
