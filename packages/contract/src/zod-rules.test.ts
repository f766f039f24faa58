import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type Rule, validate, validationMessages } from './validation';
import {
  agreementField,
  calendarDay,
  captchaAnswerField,
  confirmedField,
  currencyValue,
  currentPasswordField,
  derbyJerseyNumber,
  emailField,
  jerseyNumber,
  maxCount,
  maxLengthText,
  minCount,
  minLengthText,
  passwordField,
  requiredText,
  textField,
  withRules,
} from './zod-rules';

/** Every message zod reports for `input`, with its path. */
function issues(schema: z.ZodType, input: unknown): { path: PropertyKey[]; message: string }[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map(({ path, message }) => ({ path, message }));
}

/** The single message zod reports, or null when the input passes. */
function message(schema: z.ZodType, input: unknown): string | null {
  const found = issues(schema, input);
  expect(found.length).toBeLessThanOrEqual(1);
  return found[0]?.message ?? null;
}

/** The zod helper and validate() give the same answer on every input. */
function expectSameAsValidate(schema: z.ZodType, rules: readonly Rule[], inputs: readonly unknown[]) {
  for (const input of inputs) expect(message(schema, input), String(input)).toBe(validate(input, rules));
}

describe('zod helpers give the messages of validation.ts', () => {
  it('requiredText', () => {
    expectSameAsValidate(requiredText(), ['required'], ['', '  ', 'a', undefined, null]);
    expect(message(requiredText(), undefined)).toBe('This field is required');
    expect(message(requiredText(), null)).toBe('This field is required');
  });

  it('emailField', () => {
    expectSameAsValidate(emailField(), ['required', 'email'], ['', 'a@b.co', 'nope', undefined]);
    expect(message(emailField(), 'nope')).toBe('Please enter valid email address');
    expect(message(emailField(), '')).toBe('This field is required');
    expect(emailField().parse('  a@b.co ')).toBe('a@b.co');
    expect(message(emailField({ required: false }), '')).toBeNull();
    expect(message(emailField({ multiple: true }), 'a@b.co, c@d.org')).toBeNull();
    expect(message(emailField({ multiple: true }), 'a@b.co, c')).toBe(validationMessages.email);
  });

  it('passwordField', () => {
    expect(message(passwordField(), '1234567')).toBe('Password should contain at least 8 characters');
    expect(message(passwordField(), '12345678')).toBeNull();
    expect(message(passwordField(10), '123456789')).toBe('Password should contain at least 10 characters');
    expect(message(passwordField(), '')).toBe('This field is required');
    expect(message(passwordField(), undefined)).toBe('This field is required');
    // Blanks are part of a password and not trimmed away.
    expect(passwordField().parse(' 1234567 ')).toBe(' 1234567 ');
    expect(message(passwordField(), 'x'.repeat(128))).toBeNull();
    expect(message(passwordField(), 'x'.repeat(129))).toBe(
      'This field can contain no more than 128 characters.',
    );
  });

  it('currentPasswordField and captchaAnswerField check presence and size only', () => {
    expect(message(currentPasswordField(), '1')).toBeNull();
    expect(message(currentPasswordField(), '')).toBe('This field is required');
    expect(message(currentPasswordField(), 'x'.repeat(1024))).toBeNull();
    expect(message(currentPasswordField(), 'x'.repeat(1025))).toBe(
      'This field can contain no more than 1024 characters.',
    );
    expect(message(captchaAnswerField(), undefined)).toBeNull();
    expect(message(captchaAnswerField(), 'x'.repeat(8_001))).toBe(
      'This field can contain no more than 8000 characters.',
    );
  });

  it('minLengthText and maxLengthText', () => {
    expectSameAsValidate(minLengthText(3), [{ rule: 'min_length', length: 3 }], ['', 'ab', 'abc']);
    expectSameAsValidate(maxLengthText(3), [{ rule: 'max_length', length: 3 }], ['', 'abc', 'abcd']);
    expect(message(maxLengthText(3), 'abcd')).toBe('This field can contain no more than 3 characters.');
  });

  it('textField stops at the first failure', () => {
    const schema = textField([
      'required',
      { rule: 'min_length', length: 3 },
      { rule: 'max_length', length: 5 },
    ]);
    expect(message(schema, '')).toBe('This field is required');
    expect(message(schema, 'ab')).toBe('This field should contain at least 3 characters');
    expect(message(schema, 'abcdef')).toBe('This field can contain no more than 5 characters.');
  });

  it('uses the label for messages that name the field', () => {
    expect(message(textField([{ rule: 'max', length: 2 }], 'Code'), 'abc')).toBe('Code is not valid.');
  });

  it('agreementField', () => {
    expect(message(agreementField(), false)).toBe('You should accept the agreement');
    expect(message(agreementField(), undefined)).toBe('You should accept the agreement');
    expect(message(agreementField(), true)).toBeNull();
  });

  it('jerseyNumber and derbyJerseyNumber', () => {
    expectSameAsValidate(jerseyNumber(), ['jersey_number'], [0, 1, 99, 100, 7.5]);
    expectSameAsValidate(derbyJerseyNumber(), ['derby_jersey_number'], [-1, 0, 99, 100]);
    expect(message(jerseyNumber(), 0)).toBe('Jersey number should be between 1 and 99');
    expect(message(jerseyNumber(), undefined)).toBe('Jersey number should be between 1 and 99');
    expect(message(jerseyNumber(), 'abc')).toBe('Jersey number should be between 1 and 99');
    expect(message(derbyJerseyNumber(), 0)).toBeNull();
    expect(message(derbyJerseyNumber(), 100)).toBe('Jersey number should be between 0 and 99');
    expect(message(jerseyNumber({ used: [7, 8] }), 7)).toBe(
      'This Jersey number is already in use by other player',
    );
    expect(message(jerseyNumber({ used: [7, 8] }), 100)).toBe('Jersey number should be between 1 and 99');
    expect(message(derbyJerseyNumber({ used: [0] }), 0)).toBe(
      'This Jersey number is already in use by other player',
    );
  });

  it('currencyValue', () => {
    const schema = currencyValue({ min: 1, max: 100.1, required: true });
    expect(message(schema, '')).toBe('Value is required');
    expect(message(schema, undefined)).toBe('Value is required');
    expect(message(schema, '0.99')).toBe('Value must be 1 or more');
    expect(message(schema, '100.10')).toBeNull();
    expect(message(schema, '$100.11')).toBe('Value must be 100.1 or less');
    expect(message(currencyValue({ max: 5 }), '')).toBeNull();
  });

  it('minCount and maxCount', () => {
    const schema = maxCount(minCount(z.array(z.number()), 1), 2);
    expect(message(schema, [])).toBe('Please select at least 1 items');
    expect(message(schema, [1, 2, 3])).toBe('Please select up to 2 items');
    expect(message(schema, [1])).toBeNull();
  });

  it('withRules keeps the schema type and adds the rules', () => {
    const schema = withRules(z.number(), [{ rule: 'max_value', max: 10 }]);
    expect(message(schema, 11)).toBe('The value of this field must be equal to or less than 10.');
    expect(schema.parse(10)).toBe(10);
  });
});

describe('confirmedField', () => {
  const form = confirmedField(
    z.object({ email: emailField(), password: passwordField(), password_confirmation: z.string() }),
    'password_confirmation',
    'password',
    'password confirmation',
  );

  it('puts the corrected message on the confirming field', () => {
    expect(
      issues(form, { email: 'a@b.co', password: '12345678', password_confirmation: '12345679' }),
    ).toEqual([{ path: ['password_confirmation'], message: 'The password confirmation does not match' }]);
    expect(
      issues(form, { email: 'a@b.co', password: '12345678', password_confirmation: '12345678' }),
    ).toEqual([]);
  });

  it('reports the mismatch together with errors of other fields', () => {
    expect(issues(form, { email: '', password: '12345678', password_confirmation: 'x' })).toEqual([
      { path: ['email'], message: 'This field is required' },
      { path: ['password_confirmation'], message: 'The password confirmation does not match' },
    ]);
  });

  it('stays quiet while the compared fields are themselves invalid or the input is not an object', () => {
    expect(issues(form, { email: 'a@b.co', password: 'short', password_confirmation: 'x' })).toEqual([
      { path: ['password'], message: 'Password should contain at least 8 characters' },
    ]);
    expect(issues(form, null)).toHaveLength(1);
  });

  it('wraps a form picked from a plain body schema', () => {
    const body = z.object({
      email: emailField(),
      password: passwordField(),
      password_confirmation: z.string(),
    });
    const picked = confirmedField(
      body.pick({ password: true, password_confirmation: true }),
      'password_confirmation',
      'password',
      'password confirmation',
    );
    expect(issues(picked, { password: '12345678', password_confirmation: '' })).toEqual([
      { path: ['password_confirmation'], message: 'The password confirmation does not match' },
    ]);
  });
});

describe('values of the wrong type', () => {
  it('read as the rule message when a rule rejects them, else as not valid', () => {
    expect(requiredText().safeParse(null).error?.issues[0]?.message).toBe('This field is required');
    expect(requiredText().safeParse(['x']).error?.issues[0]?.message).toBe('This field is not valid.');
    expect(requiredText('Name').safeParse(7).error?.issues[0]?.message).toBe('Name is not valid.');
  });

  it('read as not valid when they have no text at all, instead of throwing', () => {
    // A JSON object whose `toString` key shadows the method makes String() throw.
    const textless = { toString: null };
    const bounded = textField(['required', { rule: 'max_length', length: 5 }]);
    expect(bounded.safeParse(textless).error?.issues[0]?.message).toBe('This field is not valid.');
    const pattern = textField([{ rule: 'regex', pattern: '[0-9]{3}' }]);
    expect(pattern.safeParse({ toString: 'x' }).error?.issues[0]?.message).toBe('This field is not valid.');
    expect(currencyValue({ required: true }).safeParse(textless).error?.issues[0]?.message).toBe(
      'Value is required',
    );
  });
});

describe('calendarDay', () => {
  it('takes the days a database can hold and refuses year 0000 and impossible days', () => {
    const day = calendarDay();
    expect(day.safeParse('0001-01-01').success).toBe(true);
    expect(day.safeParse('2026-11-26').success).toBe(true);
    for (const input of ['0000-01-01', '0000-12-31', '2026-02-30', '2026-13-01', '26-11-2026', '']) {
      const result = day.safeParse(input);
      expect(result.success, input).toBe(false);
      expect(result.error?.issues[0]?.message, input).toBe('Enter a valid date');
    }
  });
});
