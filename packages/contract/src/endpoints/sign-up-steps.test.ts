import { describe, expect, it } from 'vitest';
import { legalGuardianBodyObject, legalGuardianPatchSchema } from './legal-guardians';
import {
  antiDopingBodySchema,
  NOT_BELONG_OR_FEDERATION_MESSAGE,
  nationalFederationBodySchema,
  passportDetailsBodySchema,
} from './sign-up-steps';
import { SOCIAL_URL_MESSAGE, socialLinkBodySchema, urlMatchesDomains } from './social';

const key = `${'a'.repeat(32)}.pdf`;
const firstMessage = (
  result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } },
  field: string,
) => result.error?.issues.find((issue) => issue.path[0] === field)?.message;

const passport = {
  first_name: 'Ada',
  last_name: 'Skater',
  birthday: '2000-05-01',
  gender: 'F',
  nationality: 'IT',
  passport_number: 'YA1234567',
  active_until_date: '2031-05-31',
  passport_scan: key,
};

describe('passport details body', () => {
  it('accepts a complete passport', () => {
    expect(passportDetailsBodySchema.safeParse(passport).success).toBe(true);
  });

  it.each([
    ['first_name', '', 'This field is required'],
    ['birthday', '', 'This field is required'],
    ['birthday', '2000-13-01', 'Enter a valid date'],
    ['birthday', '2999-01-01', 'The date cannot be in the future'],
    ['gender', 'Q', 'This field is required'],
    ['nationality', '', 'This field is required'],
    ['passport_number', 'AB 12', 'Passport number is not valid.'],
    ['passport_scan', '', 'Upload the document'],
  ])('%s = %j: %s', (field, value, message) => {
    expect(firstMessage(passportDetailsBodySchema.safeParse({ ...passport, [field]: value }), field)).toBe(
      message,
    );
  });
});

describe('anti-doping body', () => {
  it('refuses a year in the future or before 2000', () => {
    const next = new Date().getFullYear() + 1;
    expect(
      firstMessage(
        antiDopingBodySchema.safeParse({ anti_doping_year_issued: next, certificate: key }),
        'anti_doping_year_issued',
      ),
    ).toBe('The year cannot be in the future');
    expect(antiDopingBodySchema.safeParse({ anti_doping_year_issued: 1999, certificate: key }).success).toBe(
      false,
    );
    expect(antiDopingBodySchema.safeParse({ anti_doping_year_issued: 2025, certificate: key }).success).toBe(
      true,
    );
  });
});

describe('national federation body', () => {
  it('takes a federation or "none", not both and not neither', () => {
    expect(nationalFederationBodySchema.safeParse({ federation: 5 }).success).toBe(true);
    expect(nationalFederationBodySchema.safeParse({ not_belong_to_any_federation: true }).success).toBe(true);
    expect(firstMessage(nationalFederationBodySchema.safeParse({}), 'federation')).toBe(
      NOT_BELONG_OR_FEDERATION_MESSAGE,
    );
    expect(
      firstMessage(
        nationalFederationBodySchema.safeParse({ federation: 5, not_belong_to_any_federation: true }),
        'federation',
      ),
    ).toBe(NOT_BELONG_OR_FEDERATION_MESSAGE);
  });
});

describe('legal guardian bodies', () => {
  const guardian = {
    first_name: 'Maria',
    last_name: 'Skater',
    relation: 'mother',
    email: 'maria@example.org',
    phone: '+39 06 1234567',
    consent_document: key,
  };
  it('normalises the phone and requires every field', () => {
    const parsed = legalGuardianBodyObject.safeParse(guardian);
    expect(parsed.success && parsed.data.phone).toBe('+39061234567');
    expect(firstMessage(legalGuardianBodyObject.safeParse({ ...guardian, phone: '' }), 'phone')).toBe(
      'This field is required',
    );
    expect(firstMessage(legalGuardianBodyObject.safeParse({ ...guardian, email: 'x' }), 'email')).toBe(
      'Please enter valid email address',
    );
  });
  it('accepts only a true anti-doping acknowledgement', () => {
    expect(
      firstMessage(
        legalGuardianPatchSchema.safeParse({ anti_doping_acknowledged: false }),
        'anti_doping_acknowledged',
      ),
    ).toBe('You should accept the agreement');
    expect(legalGuardianPatchSchema.safeParse({ anti_doping_acknowledged: true }).success).toBe(true);
  });
});

describe('social links', () => {
  it('matches hosts and subdomains of the provider only', () => {
    expect(urlMatchesDomains('https://www.instagram.com/ada', ['instagram.com'])).toBe(true);
    expect(urlMatchesDomains('https://instagram.com/ada', ['instagram.com'])).toBe(true);
    expect(urlMatchesDomains('https://instagram.com.evil.org/ada', ['instagram.com'])).toBe(false);
    expect(urlMatchesDomains('https://user@evilinstagram.com/ada', ['instagram.com'])).toBe(false);
    expect(urlMatchesDomains('http://instagram.com/ada', ['instagram.com'])).toBe(false);
  });
  it('requires an https link', () => {
    expect(
      firstMessage(socialLinkBodySchema.safeParse({ provider: 1, url: 'instagram.com/ada' }), 'url'),
    ).toBe('Link is not valid.');
    expect(SOCIAL_URL_MESSAGE).toContain('https://');
  });
});
