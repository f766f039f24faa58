// Form state for the contract's schemas (STYLE.md: a form's schema is derived from the endpoint's body), as
// the sign-in screen does it: messages on blur and then on input (§5), every message on submit, and a
// failed reply's invalid_fields on their fields or, when no field fits, above the form. A refused submit
// leaves the focus on the first field with a message.
import { type ChangeEvent, type FormEvent, useCallback, useState } from 'react';
import { ApiError, messageWithWait } from '../api/api-error';
import { useFocusFirstInvalid } from './focus-first-invalid';

export type FormValue = string | boolean;
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** What a zod `safeParse` answers, read structurally so the web app needs no zod of its own. */
export interface ParseResult {
  readonly success: boolean;
  readonly error?: {
    readonly issues: readonly { readonly path: readonly PropertyKey[]; readonly message: string }[];
  };
}

/** The first message per form field of a parse; `fieldOf` maps a schema or server key to a form field. */
export function parseErrors<K extends string>(
  result: ParseResult,
  fieldOf: (key: string) => K | null,
): FieldErrors<K> {
  const errors: FieldErrors<K> = {};
  if (result.success || !result.error) return errors;
  for (const issue of result.error.issues) {
    const key = issue.path[0];
    const field = typeof key === 'string' ? fieldOf(key) : null;
    if (field && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}

/** A failed call as the form shows it: messages on fields, and a message above the form or null. */
export function serverErrors<K extends string>(
  error: unknown,
  fieldOf: (key: string) => K | null,
  fallback: string,
): { fields: FieldErrors<K>; form: string | null } {
  if (error instanceof ApiError && error.invalid_fields) {
    const fields: FieldErrors<K> = {};
    const other: string[] = [];
    for (const [key, messages] of Object.entries(error.invalid_fields)) {
      const message = messages[0];
      if (!message) continue;
      const field = fieldOf(key);
      if (field) fields[field] ??= message;
      else other.push(message);
    }
    const form = other.length > 0 ? other.join(' ') : Object.keys(fields).length === 0 ? error.message : null;
    return { fields, form };
  }
  const message = error instanceof ApiError ? messageWithWait(error) : null;
  return { fields: {}, form: message ?? fallback };
}

export interface ContractFormOptions<V extends Record<string, FormValue>> {
  initial: V;
  /** Every failing field's first message for these values. */
  validate: (values: V) => FieldErrors<keyof V & string>;
  /** Maps a server's invalid_fields key to a field; defaults to the field of the same name. */
  fieldOf?: (key: string) => (keyof V & string) | null;
}

/** Props for a Mantine text input bound to one field, as `text(field)` gives them. */
export interface TextFieldProps {
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onBlur: () => void;
  error: string | undefined;
  /** Set on the field itself where Mantine only styles it (a password field's inner input). */
  'aria-invalid': true | undefined;
}

/** Props for a DateField (date-field.tsx) bound to one field, as `date(field)` gives them. */
export interface DateFieldBinding extends Omit<TextFieldProps, 'onChange'> {
  onChange: (value: string) => void;
}

export interface SubmitOptions<V extends Record<string, FormValue>, R> {
  /** The call that sends the checked values. */
  send: (values: V) => Promise<R>;
  /** The message above the form when the call fails without one of its own. */
  failure: string;
  /** After a failed call is shown (e.g. a single-use captcha answer is reset). */
  onFailure?: () => void;
  /** After the call succeeds. */
  onSuccess: (result: R, values: V) => void | Promise<void>;
  /** The fields marked touched on submit; every field unless given. */
  touch?: readonly (keyof V & string)[];
}

export function useContractForm<V extends Record<string, FormValue>>({
  initial,
  validate,
  fieldOf,
}: ContractFormOptions<V>) {
  type K = keyof V & string;
  const [values, setValues] = useState<V>(initial);
  const [touched, setTouched] = useState<Partial<Record<K, boolean>>>({});
  const [errors, setErrors] = useState<FieldErrors<K>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const focusInvalid = useFocusFirstInvalid();

  const showFieldError = (field: K, next: V) => {
    setErrors((current) => ({ ...current, [field]: validate(next)[field] }));
  };

  const setValue = <F extends K>(field: F, value: V[F]) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // After the first blur the message follows the input (§5: validation runs on input and on blur).
    if (touched[field]) showFieldError(field, next);
  };

  /** Fills fields without validating them (values loaded from the server). */
  const fill = useCallback((partial: Partial<V>) => {
    setValues((current) => ({ ...current, ...partial }));
  }, []);

  const blur = (field: K) => () => {
    setTouched((current) => ({ ...current, [field]: true }));
    showFieldError(field, values);
  };

  /** Props for a Mantine text input bound to `field`. */
  const text = (field: K): TextFieldProps => ({
    value: String(values[field]),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setValue(field, event.currentTarget.value as V[K]),
    onBlur: blur(field),
    error: errors[field],
    'aria-invalid': errors[field] ? true : undefined,
  });

  /** Props for a DateField bound to `field`: the field hands over its day, not an input event. */
  const date = (field: K): DateFieldBinding => ({
    ...text(field),
    onChange: (value: string) => setValue(field, value as V[K]),
  });

  /**
   * Runs every rule on submit; true when the values may be sent. `fields` are the ones marked touched
   * (every field unless given), so their messages follow the input from now on.
   */
  const check = (fields: readonly K[] = Object.keys(values) as K[]): boolean => {
    const found = validate(values);
    const all: Partial<Record<K, boolean>> = {};
    for (const key of fields) all[key] = true;
    setTouched(all);
    setErrors(found);
    setFormError(null);
    const passed = Object.keys(found).length === 0;
    if (!passed) focusInvalid.request();
    return passed;
  };

  const defaultFieldOf = (key: string): K | null => (Object.hasOwn(initial, key) ? (key as K) : null);

  /** Shows a failed call: invalid_fields on their fields, anything else above the form. */
  const fail = (error: unknown, fallback: string, form?: HTMLElement | null) => {
    const shown = serverErrors(error, fieldOf ?? defaultFieldOf, fallback);
    setErrors(shown.fields);
    setFormError(shown.form);
    if (Object.keys(shown.fields).length > 0) focusInvalid.request(form);
  };

  const clearErrors = useCallback(() => {
    setErrors({});
    setFormError(null);
  }, []);

  /**
   * The form's onSubmit: checks every rule, sends the values, and shows a failed call (then runs
   * `onFailure`) or goes on with `onSuccess`.
   */
  const handleSubmit =
    <R>({ send, failure, onFailure, onSuccess, touch }: SubmitOptions<V, R>) =>
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const form = event.currentTarget;
      if (!check(touch)) {
        focusInvalid.request(form);
        return;
      }
      let result: R;
      try {
        result = await send(values);
      } catch (error) {
        fail(error, failure, form);
        onFailure?.();
        return;
      }
      await onSuccess(result, values);
    };

  return {
    values,
    errors,
    formError,
    setValue,
    fill,
    blur,
    text,
    date,
    check,
    fail,
    setErrors,
    setFormError,
    clearErrors,
    handleSubmit,
  };
}
