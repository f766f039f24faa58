import { describe, expect, it } from 'vitest';
import {
  compareDecimalStrings,
  isEmailAddress,
  isRuleName,
  PASSWORD_MIN_LENGTH,
  type Rule,
  rulesFromNativeConstraints,
  stripCurrencyText,
  UnknownValidatorError,
  VALIDATORS,
  validate,
  validationMessages,
} from './validation';

const check = (value: unknown, rule: Rule, label?: string, values?: Record<string, unknown>) =>
  validate(value, [rule], { label, values });

describe('product messages', () => {
  it('are the §5 texts, word for word', () => {
    expect(validationMessages.required).toBe('This field is required');
    expect(validationMessages.email).toBe('Please enter valid email address');
    expect(validationMessages.passwordMinLength(8)).toBe('Password should contain at least 8 characters');
    expect(validationMessages.minLength(3)).toBe('This field should contain at least 3 characters');
    expect(validationMessages.maxLength(50)).toBe('This field can contain no more than 50 characters.');
    expect(validationMessages.agreement).toBe('You should accept the agreement');
    expect(validationMessages.minCount(2)).toBe('Please select at least 2 items');
    expect(validationMessages.maxCount(5)).toBe('Please select up to 5 items');
    expect(validationMessages.maxCurrencyValue(100)).toBe('Value must be 100 or less');
    expect(validationMessages.minCurrencyValue(1)).toBe('Value must be 1 or more');
    expect(validationMessages.requiredCurrencyValue).toBe('Value is required');
    expect(validationMessages.minValue(5)).toBe('The value of this field must be greater than 5');
    expect(validationMessages.maxValue(10)).toBe('The value of this field must be equal to or less than 10.');
    expect(validationMessages.jerseyNumber).toBe('Jersey number should be between 1 and 99');
    expect(validationMessages.derbyJerseyNumber).toBe('Jersey number should be between 0 and 99');
    expect(validationMessages.jerseyNumberInUse).toBe('This Jersey number is already in use by other player');
    expect(validationMessages.noSuchValidator).toBe('No such validator exists');
  });

  it('corrects the confirmed message and defaults the rest to "{field} is not valid."', () => {
    expect(validationMessages.confirmed('Password confirmation')).toBe(
      'The Password confirmation does not match',
    );
    expect(validationMessages.confirmed()).toBe('The value does not match');
    expect(validationMessages.invalid('Code')).toBe('Code is not valid.');
    expect(validationMessages.invalid()).toBe('This field is not valid.');
  });
});

describe('required', () => {
  it('rejects null, undefined, NaN, an empty list and blank text', () => {
    for (const value of [null, undefined, Number.NaN, [], '', '   ', '\n\t']) {
      expect(check(value, 'required'), String(value)).toBe('This field is required');
    }
  });

  it('accepts values, zero and false by default', () => {
    for (const value of ['a', ' a ', 0, false, [1], {}]) expect(check(value, 'required')).toBeNull();
  });

  it('rejects false on request', () => {
    expect(check(false, { rule: 'required', rejectFalse: true })).toBe('This field is required');
    expect(check(true, { rule: 'required', rejectFalse: true })).toBeNull();
  });
});

describe('email', () => {
  it('accepts ordinary addresses and rejects malformed ones', () => {
    for (const ok of ['a@b.co', 'first.last+tag@sub.example.org', "o'neil@example.ie"]) {
      expect(check(ok, 'email'), ok).toBeNull();
    }
    for (const bad of [
      'a',
      'a@',
      '@b.co',
      'a@b',
      'a@b.',
      'a b@c.co',
      'a@b..co',
      'a@-b.co',
      'a@b.co,c@d.co',
      5,
    ]) {
      expect(check(bad, 'email'), String(bad)).toBe('Please enter valid email address');
    }
    expect(isEmailAddress(`${'a'.repeat(250)}@b.co`)).toBe(false);
  });

  it('trims each address of a comma-separated list', () => {
    const multiple: Rule = { rule: 'email', multiple: true };
    expect(check('a@b.co, c@d.org ,e@f.io', multiple)).toBeNull();
    expect(check(' a@b.co ', multiple)).toBeNull();
    expect(check('a@b.co, nope', multiple)).toBe('Please enter valid email address');
    expect(check('a@b.co,', multiple)).toBe('Please enter valid email address');
  });

  it('passes an empty value, leaving that to required', () => {
    expect(check('', 'email')).toBeNull();
    expect(check(null, 'email')).toBeNull();
  });
});

describe('confirmed', () => {
  it('compares with the target field of the form', () => {
    const rule: Rule = { rule: 'confirmed', target: 'password' };
    expect(check('secret12', rule, 'password confirmation', { password: 'secret12' })).toBeNull();
    expect(check('secret13', rule, 'password confirmation', { password: 'secret12' })).toBe(
      'The password confirmation does not match',
    );
    expect(check('', rule, 'password confirmation', { password: 'secret12' })).toBe(
      'The password confirmation does not match',
    );
    expect(check('x', rule)).toBe('The value does not match');
  });
});

describe('generic length rules', () => {
  it('checks length with the default message and lets an empty value pass', () => {
    expect(check('abc', { rule: 'max', length: 3 }, 'Code')).toBeNull();
    expect(check('abcd', { rule: 'max', length: 3 }, 'Code')).toBe('Code is not valid.');
    expect(check('', { rule: 'max', length: 0 })).toBeNull();
    expect(check(null, { rule: 'max', length: 0 })).toBeNull();
    expect(check('ab', { rule: 'min', length: 3 })).toBe('This field is not valid.');
    expect(check('abc', { rule: 'min', length: 3 })).toBeNull();
    expect(check('', { rule: 'min', length: 3 })).toBeNull();
  });

  it('counts characters, not UTF-16 units', () => {
    expect(check('🛼🛼', { rule: 'max_length', length: 2 })).toBeNull();
    expect(check('🛼🛼', { rule: 'min_length', length: 3 })).toBe(
      'This field should contain at least 3 characters',
    );
  });
});

describe('regex', () => {
  it('matches the whole text, as the HTML pattern attribute', () => {
    expect(check('AB12', { rule: 'regex', pattern: '[A-Z]+\\d+' })).toBeNull();
    expect(check('xAB12', { rule: 'regex', pattern: '[A-Z]+\\d+' }, 'Code')).toBe('Code is not valid.');
    expect(check('a|b', { rule: 'regex', pattern: 'a|b' })).toBe('This field is not valid.');
    expect(check('', { rule: 'regex', pattern: '\\d+' })).toBeNull();
  });

  it('does not carry state between calls of a global expression', () => {
    const rule: Rule = { rule: 'regex', pattern: /\d+/g };
    expect(check('12', rule)).toBeNull();
    expect(check('12', rule)).toBeNull();
  });
});

describe('numeric bounds', () => {
  it('min_value is inclusive and names the bound', () => {
    expect(check(5, { rule: 'min_value', min: 5 })).toBeNull();
    expect(check('5.5', { rule: 'min_value', min: 5 })).toBeNull();
    expect(check(4.99, { rule: 'min_value', min: 5 })).toBe('The value of this field must be greater than 5');
    expect(check('abc', { rule: 'min_value', min: 5 })).toBe(
      'The value of this field must be greater than 5',
    );
    expect(check('', { rule: 'min_value', min: 5 })).toBeNull();
  });

  it('max_value is inclusive and names the bound', () => {
    expect(check(10, { rule: 'max_value', max: 10 })).toBeNull();
    expect(check('10.01', { rule: 'max_value', max: 10 })).toBe(
      'The value of this field must be equal to or less than 10.',
    );
    expect(check(null, { rule: 'max_value', max: 10 })).toBeNull();
  });
});

describe('product length rules', () => {
  it('password needs at least n characters, 8 by default', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(check('1234567', 'password')).toBe('Password should contain at least 8 characters');
    expect(check('12345678', 'password')).toBeNull();
    expect(check('12345', { rule: 'password', length: 6 })).toBe(
      'Password should contain at least 6 characters',
    );
    expect(check('', 'password')).toBeNull();
  });

  it('min_length and max_length', () => {
    expect(check('ab', { rule: 'min_length', length: 3 })).toBe(
      'This field should contain at least 3 characters',
    );
    expect(check('abc', { rule: 'min_length', length: 3 })).toBeNull();
    expect(check('abcd', { rule: 'max_length', length: 3 })).toBe(
      'This field can contain no more than 3 characters.',
    );
    expect(check('abc', { rule: 'max_length', length: 3 })).toBeNull();
    expect(check('', { rule: 'max_length', length: 3 })).toBeNull();
  });
});

describe('agreement', () => {
  it('must be truthy', () => {
    expect(check(true, 'agreement')).toBeNull();
    for (const value of [false, null, undefined, '', 0]) {
      expect(check(value, 'agreement')).toBe('You should accept the agreement');
    }
  });
});

describe('counts', () => {
  it('min_count and max_count count the selected items', () => {
    expect(check([], { rule: 'min_count', count: 1 })).toBe('Please select at least 1 items');
    expect(check(null, { rule: 'min_count', count: 1 })).toBe('Please select at least 1 items');
    expect(check([1], { rule: 'min_count', count: 1 })).toBeNull();
    expect(check([1, 2, 3], { rule: 'max_count', count: 2 })).toBe('Please select up to 2 items');
    expect(check([1, 2], { rule: 'max_count', count: 2 })).toBeNull();
    expect(check([], { rule: 'max_count', count: 2 })).toBeNull();
  });
});

describe('currency values', () => {
  it('strips the text to digits and the dot', () => {
    expect(stripCurrencyText('$1,000.50')).toBe('1000.50');
    expect(stripCurrencyText(' 12 USD ')).toBe('12');
    expect(stripCurrencyText(null)).toBe('');
    expect(stripCurrencyText(12.5)).toBe('12.5');
  });

  it('compares decimals exactly, without floating point', () => {
    expect(check('100.10', { rule: 'max_currency_value', amount: 100.1 })).toBeNull();
    expect(check('100.10', { rule: 'min_currency_value', amount: 100.1 })).toBeNull();
    expect(check('100.11', { rule: 'max_currency_value', amount: 100.1 })).toBe(
      'Value must be 100.1 or less',
    );
    expect(check('100.09', { rule: 'min_currency_value', amount: '100.1' })).toBe(
      'Value must be 100.1 or more',
    );
    // As binary floats both would read as 0.3.
    expect(check('0.30000000000000001', { rule: 'max_currency_value', amount: 0.3 })).toBe(
      'Value must be 0.3 or less',
    );
    expect(check('$1,000.00', { rule: 'max_currency_value', amount: 1000 })).toBeNull();
    expect(check('$1,000.01', { rule: 'max_currency_value', amount: 1000 })).toBe(
      'Value must be 1000 or less',
    );
    expect(check('0099', { rule: 'max_currency_value', amount: 100 })).toBeNull();
    expect(check('.5', { rule: 'min_currency_value', amount: 0.5 })).toBeNull();
  });

  it('rejects text that is not one number and passes an empty one', () => {
    expect(check('1.2.3', { rule: 'max_currency_value', amount: 100 })).toBe('Value must be 100 or less');
    expect(check('1.2.3', { rule: 'min_currency_value', amount: 0 })).toBe('Value must be 0 or more');
    expect(check('', { rule: 'min_currency_value', amount: 1 })).toBeNull();
    expect(check('abc', { rule: 'min_currency_value', amount: 1 })).toBeNull();
  });

  it('requires at least one digit', () => {
    for (const value of ['', '$', '.', null, undefined]) {
      expect(check(value, 'required_currency_value')).toBe('Value is required');
    }
    expect(check('0', 'required_currency_value')).toBeNull();
    expect(check('$5', 'required_currency_value')).toBeNull();
  });

  it('compareDecimalStrings orders decimals by value', () => {
    expect(compareDecimalStrings('100.10', '100.1')).toBe(0);
    expect(compareDecimalStrings('9.99', '10')).toBe(-1);
    expect(compareDecimalStrings('10', '9.99')).toBe(1);
    expect(compareDecimalStrings('0.001', '0.0009')).toBe(1);
    expect(compareDecimalStrings('-1', '0')).toBe(-1);
    expect(compareDecimalStrings('-2', '-1')).toBe(-1);
    expect(compareDecimalStrings('-0', '0')).toBe(0);
    expect(() => compareDecimalStrings('1e3', '1')).toThrow(RangeError);
  });

  it('refuses a bound it cannot write as a plain decimal', () => {
    expect(() => check('1', { rule: 'max_currency_value', amount: 1e21 })).toThrow(RangeError);
  });
});

describe('jersey numbers', () => {
  it('accepts 1 to 99', () => {
    for (const ok of [1, 99, '7', '07']) expect(check(ok, 'jersey_number'), String(ok)).toBeNull();
    for (const bad of [0, 100, 7.5, -1, 'abc', '1.5']) {
      expect(check(bad, 'jersey_number'), String(bad)).toBe('Jersey number should be between 1 and 99');
    }
    expect(check('', 'jersey_number')).toBeNull();
  });

  it('accepts 0 to 99 for derby', () => {
    for (const ok of [0, 99, '0']) expect(check(ok, 'derby_jersey_number'), String(ok)).toBeNull();
    for (const bad of [100, -1, 2.5]) {
      expect(check(bad, 'derby_jersey_number')).toBe('Jersey number should be between 0 and 99');
    }
  });

  it('rejects a number already used in the list', () => {
    const rule: Rule = { rule: 'jersey_number_unique', used: [7, '12'] };
    expect(check(7, rule)).toBe('This Jersey number is already in use by other player');
    expect(check('12', rule)).toBe('This Jersey number is already in use by other player');
    expect(check('07', rule)).toBe('This Jersey number is already in use by other player');
    expect(check(8, rule)).toBeNull();
    expect(check('', rule)).toBeNull();
  });
});

describe('validate', () => {
  it('stops at the first failure', () => {
    const rules: Rule[] = ['required', { rule: 'min_length', length: 3 }, { rule: 'max_length', length: 5 }];
    expect(validate('', rules)).toBe('This field is required');
    expect(validate('ab', rules)).toBe('This field should contain at least 3 characters');
    expect(validate('abcdef', rules)).toBe('This field can contain no more than 5 characters.');
    expect(validate('abcd', rules)).toBeNull();
    // Only the first failure is reported even when a later rule would fail too.
    expect(validate('x', [{ rule: 'min_length', length: 3 }, 'email'])).toBe(
      'This field should contain at least 3 characters',
    );
    expect(validate('anything', [])).toBeNull();
  });

  it('throws "No such validator exists" for an unknown rule, before running any rule', () => {
    const rules = ['required', 'no_such_rule'] as unknown as Rule[];
    expect(() => validate('', rules)).toThrow(UnknownValidatorError);
    expect(() => validate('', rules)).toThrow('No such validator exists');
    let thrown: unknown = null;
    try {
      validate('x', [{ rule: 'nope' } as unknown as Rule]);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(UnknownValidatorError);
    expect((thrown as UnknownValidatorError).ruleName).toBe('nope');
    // Names of Object.prototype are not rules.
    expect(isRuleName('toString')).toBe(false);
    expect(() => validate('x', ['constructor' as unknown as Rule])).toThrow('No such validator exists');
  });

  it('has a registry entry for every rule of §5', () => {
    expect(Object.keys(VALIDATORS).sort()).toEqual(
      [
        'required',
        'email',
        'confirmed',
        'regex',
        'min',
        'max',
        'min_value',
        'max_value',
        'password',
        'min_length',
        'max_length',
        'agreement',
        'min_count',
        'max_count',
        'min_currency_value',
        'max_currency_value',
        'required_currency_value',
        'jersey_number',
        'derby_jersey_number',
        'jersey_number_unique',
      ].sort(),
    );
  });
});

describe('native constraints', () => {
  it('reads required, e-mail, pattern, length and value bounds in that order', () => {
    expect(
      rulesFromNativeConstraints({
        required: true,
        type: 'email',
        multiple: true,
        pattern: '.+@example\\.org',
        minLength: 5,
        maxLength: 40,
      }),
    ).toEqual([
      { rule: 'required' },
      { rule: 'email', multiple: true },
      { rule: 'regex', pattern: '.+@example\\.org' },
      { rule: 'min_length', length: 5 },
      { rule: 'max_length', length: 40 },
    ]);
    expect(rulesFromNativeConstraints({ type: 'number', min: '1', max: 10 })).toEqual([
      { rule: 'min_value', min: 1 },
      { rule: 'max_value', max: 10 },
    ]);
  });

  it('ignores what the DOM reports for an absent attribute and non-numeric bounds', () => {
    expect(
      rulesFromNativeConstraints({
        required: false,
        type: 'text',
        pattern: '',
        minLength: -1,
        maxLength: -1,
        min: '',
        max: '',
      }),
    ).toEqual([]);
    expect(rulesFromNativeConstraints({ type: 'date', min: '2025-01-01', max: '2025-12-31' })).toEqual([]);
    expect(rulesFromNativeConstraints({ maxLength: 0 })).toEqual([{ rule: 'max_length', length: 0 }]);
  });

  it('gives rules that validate runs', () => {
    const rules = rulesFromNativeConstraints({ required: true, type: 'email', maxLength: 10 });
    expect(validate('', rules)).toBe('This field is required');
    expect(validate('nope', rules)).toBe('Please enter valid email address');
    expect(validate('abcdef@gh.io', rules)).toBe('This field can contain no more than 10 characters.');
    expect(validate('a@gh.io', rules)).toBeNull();
  });
});
