// zod schemas that run the rules of validation.ts, so an endpoint's body schema and the form derived from
// it (STYLE.md) reject the same input with the same product message (spec §5).
import { z } from 'zod';
import {
  isEmptyValue,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  type Rule,
  type RuleSpec,
  validate,
  validationMessages,
} from './validation';

/** Sends a type error (a missing field, null) through the same rules, so it reads as the product message. */
function typeError(rules: readonly Rule[], label?: string, fallback?: string) {
  // A value of the wrong type that the rules let pass (a list where text belongs) is simply not valid.
  return (issue: { readonly input?: unknown }) =>
    validate(issue.input, rules, { label }) ?? fallback ?? validationMessages.invalid(label);
}

/**
 * The rules behind each refinement that withRules adds. A refinement is a closure a walk of the schema
 * cannot read, so the walks that need its bounds (string-bounds.test.ts) look them up here. Keyed by the
 * check itself, which every copy of the schema (`.optional()`, `.trim()`, `.default()`) shares.
 */
const rulesByCheck = new WeakMap<z.core.$ZodCheck<never>, readonly Rule[]>();

/** The rules `check` runs when withRules added it; undefined for any other check. */
export function rulesOfCheck(check: z.core.$ZodCheck<never>): readonly Rule[] | undefined {
  return rulesByCheck.get(check);
}

/**
 * Adds `rules` to `schema` as one refinement that reports only the first failing rule, as the forms do.
 * Type errors of `schema` itself keep its own message; the helpers below route those through the rules too.
 */
export function withRules<T extends z.ZodType>(schema: T, rules: readonly Rule[], label?: string): T {
  const check = z.superRefine<z.output<T>>((value, ctx) => {
    const message = validate(value, rules, { label });
    if (message !== null) ctx.addIssue({ code: 'custom', message, input: value });
  });
  rulesByCheck.set(check as z.core.$ZodCheck<never>, rules);
  return schema.check(check);
}

/** A text field checked by `rules`, e.g. `textField(['required', { rule: 'max_length', length: 50 }])`. */
export function textField(rules: readonly Rule[], label?: string) {
  return withRules(z.string({ error: typeError(rules, label) }), rules, label);
}

export function requiredText(label?: string) {
  return textField(['required'], label);
}

/** Text of at least `length` characters, '' passing; combine with 'required' through textField to require it. */
export function minLengthText(length: number) {
  return textField([{ rule: 'min_length', length }]);
}

export function maxLengthText(length: number) {
  return textField([{ rule: 'max_length', length }]);
}

/**
 * An e-mail address, or a comma-separated list of them with `multiple`. Surrounding blanks are trimmed
 * before the check and in the parsed value, as a browser's e-mail input does.
 */
export function emailField({
  multiple = false,
  required = true,
}: {
  multiple?: boolean;
  required?: boolean;
} = {}) {
  const rules: Rule[] = [...(required ? (['required'] as const) : []), { rule: 'email', multiple }];
  return withRules(z.string({ error: typeError(rules) }).trim(), rules);
}

/**
 * A required new password of at least `min` and at most PASSWORD_MAX_LENGTH characters; never trimmed,
 * blanks are part of a password.
 */
export function passwordField(min: number = PASSWORD_MIN_LENGTH) {
  return textField([
    'required',
    { rule: 'password', length: min },
    { rule: 'max_length', length: PASSWORD_MAX_LENGTH },
  ]);
}

/**
 * A password typed to prove who one is (the current one, to confirm a change): only presence and the
 * maximum are checked, the minimum belongs to setting a password, not to typing one.
 */
export function currentPasswordField() {
  return textField(['required', { rule: 'max_length', length: CURRENT_PASSWORD_MAX_LENGTH }]);
}

/**
 * Longest password accepted where one is typed rather than set: looser than PASSWORD_MAX_LENGTH, so a
 * password set before that limit existed still signs in (it is hashed, never stored).
 */
export const CURRENT_PASSWORD_MAX_LENGTH = 1024;

/**
 * The answer of a captcha widget, sent as the browser got it; checked by the captcha service, so only its
 * size is ours to bound (reCAPTCHA's tokens run to a few thousand characters).
 */
export function captchaAnswerField() {
  return textField([{ rule: 'max_length', length: 8_000 }]).optional();
}

/** The agreement checkbox: only `true` passes. */
export function agreementField() {
  const rules: Rule[] = ['agreement'];
  return withRules(z.boolean({ error: typeError(rules) }), rules);
}

function jerseyField(
  range: 'jersey_number' | 'derby_jersey_number',
  used: readonly (number | string)[] | undefined,
) {
  const rules: Rule[] = [range, ...(used ? [{ rule: 'jersey_number_unique', used } as const] : [])];
  const outOfRange =
    range === 'jersey_number' ? validationMessages.jerseyNumber : validationMessages.derbyJerseyNumber;
  // Anything that is not a number is out of range, including a missing value.
  return withRules(z.number({ error: typeError(rules, undefined, outOfRange) }), rules);
}

/** A jersey number from 1 to 99, optionally not one of the numbers `used` by the other players. */
export function jerseyNumber({ used }: { used?: readonly (number | string)[] } = {}) {
  return jerseyField('jersey_number', used);
}

/** A roller-derby jersey number from 0 to 99, optionally not one of `used`. */
export function derbyJerseyNumber({ used }: { used?: readonly (number | string)[] } = {}) {
  return jerseyField('derby_jersey_number', used);
}

/**
 * An amount typed as text ("1,000.50"), compared as a decimal after stripping everything but digits and
 * the dot. The parsed value is the text as typed; normalise it with stripCurrencyText where it is stored.
 */
export function currencyValue({
  min,
  max,
  required = false,
}: {
  min?: number | string;
  max?: number | string;
  required?: boolean;
} = {}) {
  const rules: RuleSpec[] = [];
  if (required) rules.push({ rule: 'required_currency_value' });
  if (min !== undefined) rules.push({ rule: 'min_currency_value', amount: min });
  if (max !== undefined) rules.push({ rule: 'max_currency_value', amount: max });
  return textField(rules);
}

/** At least `count` selected items in the array `schema`. */
export function minCount<T extends z.ZodType<readonly unknown[]>>(schema: T, count: number): T {
  return withRules(schema, [{ rule: 'min_count', count }]);
}

/** At most `count` selected items in the array `schema`. */
export function maxCount<T extends z.ZodType<readonly unknown[]>>(schema: T, count: number): T {
  return withRules(schema, [{ rule: 'max_count', count }]);
}

/**
 * Requires `field` of the object `schema` to equal `target` ("password confirmation" = "password"), with
 * the message on `field`. It runs even when other fields fail, so the form shows every message at once,
 * but not when either of the two fields itself is invalid. Apply it last: zod refuses `.pick()` and
 * `.extend()` on a refined object, so export the plain object for forms to pick from and wrap each use.
 */
export function confirmedField<T extends z.ZodObject>(
  schema: T,
  field: keyof z.output<T> & string,
  target: keyof z.output<T> & string,
  label: string,
): T {
  return schema.superRefine(
    (data, ctx) => {
      // The refinement also runs on partly invalid input (see `when`), so read it as a plain record.
      const values = data as Readonly<Record<string, unknown>>;
      const message = validate(values[field], [{ rule: 'confirmed', target }], { label, values });
      if (message !== null) ctx.addIssue({ code: 'custom', message, path: [field], input: values[field] });
    },
    {
      when: (payload) =>
        typeof payload.value === 'object' &&
        payload.value !== null &&
        !payload.issues.some((issue) => {
          const key = issue.path?.[0];
          return key === undefined || key === field || key === target;
        }),
    },
  );
}

/** A required choice from a select (an id): a missing or non-numeric value reads 'This field is required'. */
export function requiredId() {
  return z
    .number({ error: () => validationMessages.required })
    .int()
    .positive()
    .max(2_147_483_647);
}

/** A required choice among `values` (a radio group or select of codes). */
export function requiredChoice<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, { error: () => validationMessages.required });
}

/**
 * A calendar day as YYYY-MM-DD that a database can hold: ISO 8601 (and zod's ISO date) has a year 0000,
 * PostgreSQL has none, so such a day is refused as invalid instead of failing the query.
 */
export function calendarDay(message = 'Enter a valid date') {
  return z.iso.date({ error: message }).refine((day) => day >= '0001-01-01', { error: message });
}

/**
 * A required calendar day as YYYY-MM-DD; `notAfterToday` refuses days after the caller's today (birthdays),
 * `notBefore` days before a fixed one.
 */
export function requiredDate({
  notAfterToday = false,
  notBefore = '1900-01-01',
}: {
  notAfterToday?: boolean;
  notBefore?: string;
} = {}) {
  return z.iso
    .date({
      error: (issue) => (isEmptyValue(issue.input) ? validationMessages.required : 'Enter a valid date'),
    })
    .refine((day) => day >= notBefore, { error: 'Enter a valid date' })
    .refine((day) => !notAfterToday || day <= todayIsoDate(), { error: 'The date cannot be in the future' });
}

function todayIsoDate(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
