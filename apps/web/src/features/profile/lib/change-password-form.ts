// The change-password form as the contract checks it: updatePassword's body (current password required,
// §5 password rule) plus a confirmation compared by confirmedField ('The password confirmation does not
// match').
import { updatePassword } from '@portal/contract/endpoints/verification';
import { confirmedField, textField } from '@portal/contract/zod-rules';
import { type FieldErrors, parseErrors } from '../../../shared/forms/use-contract-form';

/** The `{field}` of the confirmed rule's message. */
export const PASSWORD_CONFIRMATION_LABEL = 'password confirmation';

export type ChangePasswordField = 'current_password' | 'password' | 'password_confirmation';
export type ChangePasswordValues = Record<ChangePasswordField, string>;

// The endpoint always has a body; its definition types it as optional like every endpoint's.
const bodySchema = updatePassword.body;
if (!bodySchema) throw new Error('updatePassword declares no body');

const changePasswordSchema = confirmedField(
  bodySchema.extend({ password_confirmation: textField([]) }),
  'password_confirmation',
  'password',
  PASSWORD_CONFIRMATION_LABEL,
);

const isField = (key: string): key is ChangePasswordField =>
  key === 'current_password' || key === 'password' || key === 'password_confirmation';

export function validateChangePassword(values: ChangePasswordValues): FieldErrors<ChangePasswordField> {
  return parseErrors(changePasswordSchema.safeParse(values), (key) => (isField(key) ? key : null));
}
