// The code field of two-factor sign-in (decision 026): a code from the authenticator app, a backup code, or
// either. The app's code gets the keyboard and autofill of one-time codes; backup codes are typed as
// printed (`ABCDE-FGHJK`). The contract's twoFactorCodeField checks what is typed.
import { TextInput, type TextInputProps } from '@mantine/core';
import { TOTP_DIGITS, twoFactorCodeField } from '@portal/contract/endpoints/two-factor';
import type { Ref } from 'react';

export type OneTimeCodeKind = 'app' | 'backup' | 'either';

export interface OneTimeCodeInputProps extends Omit<TextInputProps, 'ref'> {
  readonly kind?: OneTimeCodeKind;
  readonly ref?: Ref<HTMLInputElement>;
}

/** The contract's message for a typed code (the same as the server's) on `code`; empty when it passes. */
export function oneTimeCodeErrors(code: string): { code?: string } {
  const message = twoFactorCodeField().safeParse(code).error?.issues[0]?.message;
  return message ? { code: message } : {};
}

/** `ABCDE-FGHJK` with its dash, and a little room for spaces typed in between. */
const BACKUP_CODE_MAX_LENGTH = 14;

export function OneTimeCodeInput({ kind = 'app', ...props }: OneTimeCodeInputProps) {
  const app = kind === 'app';
  return (
    <TextInput
      autoComplete={kind === 'backup' ? 'off' : 'one-time-code'}
      inputMode={app ? 'numeric' : 'text'}
      autoCapitalize={app ? 'off' : 'characters'}
      autoCorrect="off"
      spellCheck={false}
      maxLength={app ? TOTP_DIGITS : BACKUP_CODE_MAX_LENGTH}
      // The backup code's shape helps; a made-up six-digit code would read like a real one.
      placeholder={kind === 'backup' ? 'ABCDE-FGHJK' : undefined}
      withAsterisk
      styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', letterSpacing: '0.08em' } }}
      {...props}
    />
  );
}
