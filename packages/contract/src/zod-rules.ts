// zod schemas that run the rules of validation.ts, so an endpoint's body schema and the form derived from
// it (STYLE.md) reject the same input with the same product message (spec §5).
import { z } from 'zod';
import {
  isEmptyValue,
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
 * Adds `rules` to `schema` as one refinement that reports only the first failing rule, as the forms do.
 * Type errors of `schema` itself keep its own message; the helpers below route those through the rules too.
 */
export function withRules<T extends z.ZodType>(schema: T, rules: readonly Rule[], label?: string): T {
  return schema.superRefine((value, ctx) => {
    const message = validate(value, rules, { label });
    if (message !== null) ctx.addIssue({ code: 'custom', message, input: value });
  });
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

/** A required password of at least `min` characters; never trimmed, blanks are part of a password. */
export function passwordField(min: number = PASSWORD_MIN_LENGTH) {
  return textField(['required', { rule: 'password', length: min }]);
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
