// The password and its confirmation, as the forms that set a password check them: the contract's
// password rule (§5 minimum length) and confirmedField's 'The password confirmation does not match'.
import { signUpBodyObject } from '@portal/contract/endpoints/users';
import { confirmedField, textField } from '@portal/contract/zod-rules';
import { type FieldErrors, parseErrors } from '../../../shared/forms/use-contract-form';

/** The `{field}` of the confirmed message. */
export const PASSWORD_CONFIRMATION_LABEL = 'password confirmation';

/** A confirmation field: plain text, compared with the password by confirmedField. */
export const passwordConfirmationField = () => textField([]);

const passwordFormSchema = confirmedField(
  signUpBodyObject.pick({ password: true }).extend({ password_confirmation: passwordConfirmationField() }),
  'password_confirmation',
  'password',
  PASSWORD_CONFIRMATION_LABEL,
);

export type PasswordField = 'password' | 'password_confirmation';
export type PasswordValues = Record<PasswordField, string>;

export function validatePasswordForm(values: PasswordValues): FieldErrors<PasswordField> {
  return parseErrors(passwordFormSchema.safeParse(values), (key) =>
    key === 'password' || key === 'password_confirmation' ? key : null,
  );
}
