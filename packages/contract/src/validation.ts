// The validation rules of spec §5 as pure functions with their product messages. The web forms run them
// directly and the server runs them through zod-rules.ts, so both reject the same input with the same text.
import { DERBY_JERSEY_NUMBER, JERSEY_NUMBER, MESSAGES } from './constants';

/** Our default for "password minimum length n"; the spec does not give n. */
export const PASSWORD_MIN_LENGTH = 8;
/**
 * The longest password accepted, ours too (the spec gives none): long enough for any passphrase or password
 * manager (ASVS asks for at least 64), short enough that nobody hashes megabytes with argon2.
 */
export const PASSWORD_MAX_LENGTH = 128;

/** Label used for `{field}` when the caller gives none. */
const DEFAULT_LABEL = 'This field';

/** The product messages of §5, word for word. */
export const validationMessages = {
  /** Default for a rule without a product message. */
  invalid: (label: string = DEFAULT_LABEL) => `${label} is not valid.`,
  required: 'This field is required',
  email: 'Please enter valid email address',
  /** Corrects the half-Dutch 'The {field} niet overeen' of the old system (docs/decisions/003). */
  confirmed: (label = 'value') => `The ${label} does not match`,
  passwordMinLength: (length: number) => `Password should contain at least ${length} characters`,
  minLength: (length: number) => `This field should contain at least ${length} characters`,
  maxLength: (length: number) => `This field can contain no more than ${length} characters.`,
  agreement: 'You should accept the agreement',
  minCount: (count: number) => `Please select at least ${count} items`,
  maxCount: (count: number) => `Please select up to ${count} items`,
  maxCurrencyValue: (amount: number | string) => `Value must be ${amount} or less`,
  minCurrencyValue: (amount: number | string) => `Value must be ${amount} or more`,
  requiredCurrencyValue: 'Value is required',
  minValue: (min: number) => `The value of this field must be greater than ${min}`,
  maxValue: (max: number) => `The value of this field must be equal to or less than ${max}.`,
  jerseyNumber: `Jersey number should be between ${JERSEY_NUMBER.min} and ${JERSEY_NUMBER.max}`,
  derbyJerseyNumber: `Jersey number should be between ${DERBY_JERSEY_NUMBER.min} and ${DERBY_JERSEY_NUMBER.max}`,
  jerseyNumberInUse: 'This Jersey number is already in use by other player',
  noSuchValidator: MESSAGES.NO_SUCH_VALIDATOR,
} as const;

type NoParams = Record<never, never>;

/** Each rule's parameters. Rules other than the "required" kind pass an empty value (see isEmptyValue). */
export interface RuleParamMap {
  /** Rejects null, undefined, NaN, an empty list and blank text; `false` only with `rejectFalse`. */
  required: { readonly rejectFalse?: boolean };
  /** `multiple`: a comma-separated list, each address trimmed. */
  email: { readonly multiple?: boolean };
  /** Equal to the value of the field `target` of the same form. Not skipped when empty. */
  confirmed: { readonly target: string };
  /** The whole text matches, as the HTML `pattern` attribute does. */
  regex: { readonly pattern: string | RegExp };
  /** Generic length bounds (message '{field} is not valid.'). */
  min: { readonly length: number };
  max: { readonly length: number };
  /** Numeric bounds, both inclusive, as the HTML `min`/`max` attributes are. */
  min_value: { readonly min: number };
  max_value: { readonly max: number };
  password: { readonly length?: number };
  min_length: { readonly length: number };
  max_length: { readonly length: number };
  /** Must be truthy; not skipped when empty. */
  agreement: NoParams;
  /** Number of selected items; not skipped when empty. */
  min_count: { readonly count: number };
  max_count: { readonly count: number };
  /** Currency text is stripped to digits and dots, then compared as a decimal, both bounds inclusive. */
  min_currency_value: { readonly amount: number | string };
  max_currency_value: { readonly amount: number | string };
  /** At least one digit after stripping; not skipped when empty. */
  required_currency_value: NoParams;
  jersey_number: NoParams;
  derby_jersey_number: NoParams;
  /** Not one of `used`; leave the player's own current number out of the list. */
  jersey_number_unique: { readonly used: readonly (number | string)[] };
}
export type RuleName = keyof RuleParamMap;

/** `{ rule: 'max_length', length: 50 }`. */
export type RuleSpec = { [K in RuleName]: { readonly rule: K } & RuleParamMap[K] }[RuleName];
/** Rules whose parameters are all optional may be written by name alone: `'required'`. */
export type ShorthandRuleName = {
  [K in RuleName]: Partial<RuleParamMap[K]> extends RuleParamMap[K] ? K : never;
}[RuleName];
export type Rule = RuleSpec | ShorthandRuleName;

export interface ValidationContext {
  /** The field's label, for the `{field}` of the messages that name it. */
  readonly label?: string;
  /** The other values of the form, read by `confirmed`. */
  readonly values?: Readonly<Record<string, unknown>>;
}

export type Validator<K extends RuleName> = (
  value: unknown,
  params: RuleParamMap[K],
  context: ValidationContext,
) => string | null;

/** An unknown rule name is a programming error, so it throws instead of showing a message to the user. */
export class UnknownValidatorError extends Error {
  constructor(readonly ruleName: string) {
    super(validationMessages.noSuchValidator);
    this.name = 'UnknownValidatorError';
  }
}

/** Nothing entered: optional fields stay optional, and only the "required" kind of rule rejects it. */
export function isEmptyValue(value: unknown): boolean {
  return (
    value === null ||
    value === undefined ||
    value === '' ||
    (typeof value === 'number' && Number.isNaN(value)) ||
    (Array.isArray(value) && value.length === 0)
  );
}

/**
 * A value as the text rules read it. Values of the wrong type reach the rules too (zod-rules.ts routes type
 * errors through them), and one that has no text (a JSON object with a `toString` key) makes String throw;
 * read as no text, it leaves the type error to report.
 */
function asText(value: unknown): string {
  try {
    return String(value);
  } catch {
    return '';
  }
}

/** Characters as a person counts them (and as a PostgreSQL varchar does): code points, not UTF-16 units. */
function textLength(value: unknown): number {
  return [...asText(value)].length;
}

/** A number or numeric text; anything else is NaN. */
function toNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '') return Number(value);
  return Number.NaN;
}

/** A whole number given as a number or as digits; null otherwise. */
function toWholeNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isInteger(value) ? value : null;
  if (typeof value === 'string' && /^\d+$/.test(value.trim())) return Number(value.trim());
  return null;
}

// HTML's e-mail grammar with a top-level domain of two or more letters required, because an address
// without one cannot receive the confirmation e-mail.
const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;
const EMAIL_MAX_LENGTH = 254;

export function isEmailAddress(text: string): boolean {
  return text.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(text);
}

/** Currency text as §5 compares it: every character but digits and the dot removed ("$1,000.50" -> "1000.50"). */
export function stripCurrencyText(value: unknown): string {
  if (value === null || value === undefined) return '';
  return asText(value).replace(/[^\d.]/g, '');
}

interface Decimal {
  readonly negative: boolean;
  /** No leading zeros; '' for zero. */
  readonly whole: string;
  /** No trailing zeros. */
  readonly fraction: string;
}

function parseDecimal(text: string): Decimal | null {
  const match = /^(-?)(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match) return null;
  const [, sign = '', rawWhole = '', rawFraction = ''] = match;
  if (rawWhole === '' && rawFraction === '') return null;
  const whole = rawWhole.replace(/^0+/, '');
  const fraction = rawFraction.replace(/0+$/, '');
  return { negative: sign === '-' && (whole !== '' || fraction !== ''), whole, fraction };
}

function compareMagnitude(a: Decimal, b: Decimal): number {
  if (a.whole.length !== b.whole.length) return a.whole.length < b.whole.length ? -1 : 1;
  if (a.whole !== b.whole) return a.whole < b.whole ? -1 : 1;
  const width = Math.max(a.fraction.length, b.fraction.length);
  const fa = a.fraction.padEnd(width, '0');
  const fb = b.fraction.padEnd(width, '0');
  return fa === fb ? 0 : fa < fb ? -1 : 1;
}

/**
 * Compares two decimals written as text ('100.10' equals '100.1') digit by digit, so no binary
 * floating-point rounding can move an amount across a bound. Returns -1, 0 or 1; throws on non-decimal text.
 */
export function compareDecimalStrings(a: string, b: string): number {
  const x = parseDecimal(a);
  const y = parseDecimal(b);
  if (!x || !y) throw new RangeError(`Not a decimal: "${x ? b : a}"`);
  if (x.negative !== y.negative) return x.negative ? -1 : 1;
  const magnitude = compareMagnitude(x, y);
  return x.negative ? -magnitude : magnitude;
}

/** A bound given as a number is written in its shortest exact form (100.1 -> '100.1'), never via toFixed. */
function boundToDecimalText(amount: number | string): string {
  const text = typeof amount === 'number' ? String(amount) : amount.trim();
  if (!parseDecimal(text)) throw new RangeError(`Currency bound is not a plain decimal: "${text}"`);
  return text;
}

/** Stripped currency text, or null when it is not one decimal number (e.g. '1.2.3'). */
function currencyDecimalText(value: unknown): string | null {
  const text = stripCurrencyText(value);
  return parseDecimal(text) ? text : null;
}

function matchesWholePattern(text: string, pattern: string | RegExp): boolean {
  // A fresh expression without the global and sticky flags, so `lastIndex` never carries over between calls.
  const regex =
    typeof pattern === 'string'
      ? new RegExp(`^(?:${pattern})$`, 'u')
      : new RegExp(`^(?:${pattern.source})$`, pattern.flags.replace(/[gy]/g, ''));
  return regex.test(text);
}

function jerseyRange(value: unknown, range: { readonly min: number; readonly max: number }): boolean {
  const number = toWholeNumber(value);
  return number !== null && number >= range.min && number <= range.max;
}

/** The rule registry by name (§5). Each returns the failure message, or null when the value passes. */
export const VALIDATORS: { readonly [K in RuleName]: Validator<K> } = {
  required: (value, { rejectFalse = false }) => {
    const missing =
      value === null ||
      value === undefined ||
      (typeof value === 'number' && Number.isNaN(value)) ||
      (Array.isArray(value) && value.length === 0) ||
      (typeof value === 'string' && value.trim() === '') ||
      (rejectFalse && value === false);
    return missing ? validationMessages.required : null;
  },
  email: (value, { multiple = false }) => {
    if (isEmptyValue(value)) return null;
    if (typeof value !== 'string') return validationMessages.email;
    const addresses = multiple ? value.split(',') : [value];
    return addresses.every((address) => isEmailAddress(address.trim())) ? null : validationMessages.email;
  },
  confirmed: (value, { target }, { label, values }) =>
    value === values?.[target] ? null : validationMessages.confirmed(label),
  regex: (value, { pattern }, { label }) =>
    isEmptyValue(value) || matchesWholePattern(asText(value), pattern)
      ? null
      : validationMessages.invalid(label),
  min: (value, { length }, { label }) =>
    isEmptyValue(value) || textLength(value) >= length ? null : validationMessages.invalid(label),
  max: (value, { length }, { label }) =>
    isEmptyValue(value) || textLength(value) <= length ? null : validationMessages.invalid(label),
  min_value: (value, { min }) =>
    isEmptyValue(value) || toNumber(value) >= min ? null : validationMessages.minValue(min),
  max_value: (value, { max }) =>
    isEmptyValue(value) || toNumber(value) <= max ? null : validationMessages.maxValue(max),
  password: (value, { length = PASSWORD_MIN_LENGTH }) =>
    isEmptyValue(value) || textLength(value) >= length ? null : validationMessages.passwordMinLength(length),
  min_length: (value, { length }) =>
    isEmptyValue(value) || textLength(value) >= length ? null : validationMessages.minLength(length),
  max_length: (value, { length }) =>
    isEmptyValue(value) || textLength(value) <= length ? null : validationMessages.maxLength(length),
  agreement: (value) => (value ? null : validationMessages.agreement),
  min_count: (value, { count }) =>
    (Array.isArray(value) ? value.length : 0) >= count ? null : validationMessages.minCount(count),
  max_count: (value, { count }) =>
    (Array.isArray(value) ? value.length : 0) <= count ? null : validationMessages.maxCount(count),
  min_currency_value: (value, { amount }) => {
    if (stripCurrencyText(value) === '') return null;
    const text = currencyDecimalText(value);
    return text !== null && compareDecimalStrings(text, boundToDecimalText(amount)) >= 0
      ? null
      : validationMessages.minCurrencyValue(amount);
  },
  max_currency_value: (value, { amount }) => {
    if (stripCurrencyText(value) === '') return null;
    const text = currencyDecimalText(value);
    return text !== null && compareDecimalStrings(text, boundToDecimalText(amount)) <= 0
      ? null
      : validationMessages.maxCurrencyValue(amount);
  },
  required_currency_value: (value) =>
    /\d/.test(stripCurrencyText(value)) ? null : validationMessages.requiredCurrencyValue,
  jersey_number: (value) =>
    isEmptyValue(value) || jerseyRange(value, JERSEY_NUMBER) ? null : validationMessages.jerseyNumber,
  derby_jersey_number: (value) =>
    isEmptyValue(value) || jerseyRange(value, DERBY_JERSEY_NUMBER)
      ? null
      : validationMessages.derbyJerseyNumber,
  jersey_number_unique: (value, { used }) => {
    const number = toWholeNumber(value);
    // Not a jersey number at all is the range rules' message, not this one.
    if (number === null) return null;
    return used.some((other) => toWholeNumber(other) === number)
      ? validationMessages.jerseyNumberInUse
      : null;
  },
};

export function isRuleName(name: string): name is RuleName {
  return Object.hasOwn(VALIDATORS, name);
}

function toSpec(rule: Rule): RuleSpec {
  return typeof rule === 'string' ? { rule } : rule;
}

/**
 * Runs `rules` in order and returns the message of the first that fails, or null (§5 "stops at the first
 * failure"). Every name is checked before any rule runs, so a misspelt rule throws UnknownValidatorError
 * even when an earlier rule would have failed.
 */
export function validate(
  value: unknown,
  rules: readonly Rule[],
  context: ValidationContext = {},
): string | null {
  const specs = rules.map(toSpec);
  for (const spec of specs) {
    if (!isRuleName(spec.rule)) throw new UnknownValidatorError(spec.rule);
  }
  for (const spec of specs) {
    // TypeScript cannot pair `spec.rule` with its own parameter type across the union; the registry's
    // mapped type guarantees the pairing, so widening the validator here is safe.
    const validator = VALIDATORS[spec.rule] as Validator<RuleName>;
    const message = validator(value, spec as RuleParamMap[RuleName], context);
    if (message !== null) return message;
  }
  return null;
}

/** The constraint attributes of an HTML form control, as the DOM reports them. */
export interface NativeConstraints {
  readonly required?: boolean;
  readonly type?: string;
  /** `multiple` of an e-mail input. */
  readonly multiple?: boolean;
  /** The DOM reports '' for no pattern. */
  readonly pattern?: string;
  /** The DOM reports -1 for no minlength/maxlength. */
  readonly minLength?: number;
  readonly maxLength?: number;
  /** Attribute text ('' when absent) or a number; non-numeric bounds (dates) are ignored. */
  readonly min?: number | string;
  readonly max?: number | string;
}

function numericBound(bound: number | string | undefined): number | null {
  if (bound === undefined) return null;
  const number = toNumber(bound);
  return Number.isFinite(number) ? number : null;
}

/**
 * §5 "It also reads native constraints": the rules a control's attributes imply, in the order they are
 * checked. Length attributes map to the product rules min_length/max_length so the user reads the
 * specific message rather than '{field} is not valid.'.
 */
export function rulesFromNativeConstraints(constraints: NativeConstraints): RuleSpec[] {
  const rules: RuleSpec[] = [];
  if (constraints.required) rules.push({ rule: 'required' });
  if (constraints.type === 'email') rules.push({ rule: 'email', multiple: constraints.multiple === true });
  if (constraints.pattern) rules.push({ rule: 'regex', pattern: constraints.pattern });
  if (constraints.minLength !== undefined && constraints.minLength > 0) {
    rules.push({ rule: 'min_length', length: constraints.minLength });
  }
  if (constraints.maxLength !== undefined && constraints.maxLength >= 0) {
    rules.push({ rule: 'max_length', length: constraints.maxLength });
  }
  const min = numericBound(constraints.min);
  if (min !== null) rules.push({ rule: 'min_value', min });
  const max = numericBound(constraints.max);
  if (max !== null) rules.push({ rule: 'max_value', max });
  return rules;
}
