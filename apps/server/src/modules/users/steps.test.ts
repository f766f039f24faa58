// The sign-up step records: passport details, postal address, anti-doping, national federation and the
// profile picture. Saves (own id only, contract messages, attached files, progress flags, completion) and
// reads within scope (documents only for the owner and administrators).
import {
  NOT_BELONG_OR_FEDERATION_MESSAGE,
  passportDetailsBodySchema,
  postalAddressBodySchema,
} from '@portal/contract/endpoints/sign-up-steps';
import { ROLE_TYPES } from '@portal/contract/roles';
import { registrationProgressSchema, userSchema } from '@portal/contract/user';
import { and, eq, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { federations } from '../../db/schema/federations';
import { passports } from '../../db/schema/personal-details';
import { registrationProgresses } from '../../db/schema/registration';
import { sports } from '../../db/schema/sports';
import { fileUploads } from '../../db/schema/uploads';
import { userSports } from '../../db/schema/user-sports';
import { users } from '../../db/schema/users';
import { nextContact, signUp } from '../../test/accounts';
import { useTestApp } from '../../test/harness';
import { IMAGE_REQUIRED_MESSAGE, UNKNOWN_UPLOAD_MESSAGE } from '../uploads/attach';
import { presignFile, uploadFileAs } from '../uploads/test-helpers';
import { PROFILE_FORBIDDEN } from './access';
import {
  EXPIRY_BEFORE_BIRTHDAY_MESSAGE,
  FEDERATION_LOCKED_MESSAGE,
  UNKNOWN_FEDERATION_MESSAGE,
} from './steps';

const ctx = useTestApp({ seedDemo: true });

const USERS = '/api/client/users/users/';
const ME = `${USERS}me/`;
const MY_PROGRESS = '/api/client/users/register-progresses/my/';
const step = (id: number, name: string) => `${USERS}${id}/${name}/`;

const CURRENT_YEAR = new Date().getUTCFullYear();
/** A birthday `years` years ago (UTC), as YYYY-MM-DD. */
const yearsAgo = (years: number) => {
  const day = new Date();
  day.setUTCFullYear(day.getUTCFullYear() - years);
  return day.toISOString().slice(0, 10);
};

const get = (url: string, token: string) =>
  ctx.app.inject({ method: 'GET', url, headers: ctx.bearer(token) });
const put = (url: string, token: string, payload: object) =>
  ctx.app.inject({ method: 'PUT', url, headers: ctx.bearer(token), payload });

/** A fresh sign-up (a guest with an unfinished registration). */
async function newUser() {
  const { user, tokens } = await signUp(ctx, { email: nextContact().email });
  return { id: user.id, token: tokens.access };
}

const passportBody = (scan: string, overrides: Record<string, unknown> = {}) => ({
  first_name: 'Giulia',
  last_name: 'Bianchi',
  birthday: '1998-06-15',
  gender: 'F',
  nationality: 'IT',
  passport_number: 'YB7654321',
  active_until_date: '2032-01-31',
  passport_scan: scan,
  ...overrides,
});

/** A user with saved passport details; answers the scan's key too. */
async function userWithPassport(overrides: Record<string, unknown> = {}) {
  const user = await newUser();
  const scan = await uploadFileAs(ctx, user.token, 'pdf');
  const response = await put(step(user.id, 'passport_details'), user.token, passportBody(scan, overrides));
  expect(response.statusCode, response.body).toBe(200);
  return { ...user, scan };
}

async function federationOf(where: 'italy' | 'other' | 'default') {
  const condition =
    where === 'default'
      ? eq(federations.isDefault, true)
      : where === 'italy'
        ? eq(federations.code, 'ITA')
        : and(ne(federations.code, 'ITA'), eq(federations.isDefault, false));
  const [row] = await ctx.db.select().from(federations).where(condition).limit(1);
  if (!row) throw new Error(`No ${where} federation in the reference seed`);
  return row;
}

async function progressOf(token: string) {
  const response = await get(MY_PROGRESS, token);
  expect(response.statusCode).toBe(200);
  return registrationProgressSchema.parse(response.json());
}

async function meOf(token: string) {
  const response = await get(ME, token);
  expect(response.statusCode).toBe(200);
  return userSchema.parse(response.json());
}

async function uploadRow(key: string) {
  const [row] = await ctx.db.select().from(fileUploads).where(eq(fileUploads.key, key));
  return row;
}

describe('passport details', () => {
  it('saves them, attaches the scan and marks the step; the owner reads them with a link', async () => {
    const user = await newUser();
    const scan = await uploadFileAs(ctx, user.token, 'pdf');
    const saved = await put(step(user.id, 'passport_details'), user.token, passportBody(scan));
    expect(saved.statusCode, saved.body).toBe(200);
    const { passport_scan, ...details } = saved.json();
    expect(details).toEqual({
      first_name: 'Giulia',
      last_name: 'Bianchi',
      birthday: '1998-06-15',
      gender: 'F',
      nationality: 'IT',
      passport_number: 'YB7654321',
      active_until_date: '2032-01-31',
    });
    expect(passport_scan).toMatchObject({ file_name: scan, content_type: 'application/pdf' });
    expect(passport_scan.url).toMatch(/\/api\/files\/[0-9a-f]{32}\.pdf\/\?expires=\d+&signature=/);
    expect(await uploadRow(scan)).toMatchObject({ purpose: 'passport_scan', isPrivate: true });
    expect((await uploadRow(scan))?.attachedAt).toBeInstanceOf(Date);

    const read = await get(step(user.id, 'passport_details'), user.token);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ ...details, passport_scan: { file_name: scan } });

    expect(await progressOf(user.token)).toMatchObject({
      step_passport_details: true,
      need_legal_guardian_step: false,
    });
    expect(await meOf(user.token)).toMatchObject({ age_group: 'adult', active_until_date: '2032-01-31' });
  });

  it('answers null before the step', async () => {
    const user = await newUser();
    const response = await get(step(user.id, 'passport_details'), user.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBeNull();
  });

  it('keeps the stored scan when saved again with it, and takes a new one', async () => {
    const user = await userWithPassport();
    const again = await put(
      step(user.id, 'passport_details'),
      user.token,
      passportBody(user.scan, { passport_number: 'ZZ0000001' }),
    );
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({
      passport_number: 'ZZ0000001',
      passport_scan: { file_name: user.scan },
    });
    const newer = await uploadFileAs(ctx, user.token, 'png');
    const replaced = await put(step(user.id, 'passport_details'), user.token, passportBody(newer));
    expect(replaced.json().passport_scan.file_name).toBe(newer);
  });

  it('asks a minor for a legal guardian, and no longer once the birthday is corrected', async () => {
    const user = await userWithPassport({ birthday: yearsAgo(15) });
    expect((await progressOf(user.token)).need_legal_guardian_step).toBe(true);
    expect((await meOf(user.token)).age_group).toBe('minor');

    const corrected = await put(
      step(user.id, 'passport_details'),
      user.token,
      passportBody(user.scan, { birthday: yearsAgo(30) }),
    );
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(await progressOf(user.token)).toMatchObject({
      need_legal_guardian_step: false,
      step_passport_details: true,
    });
    expect((await meOf(user.token)).age_group).toBe('adult');
  });

  it('answers 400 with the contract’s messages', async () => {
    const user = await newUser();
    const url = step(user.id, 'passport_details');
    const missing = await put(url, user.token, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().invalid_fields).toEqual({
      first_name: ['This field is required'],
      last_name: ['This field is required'],
      birthday: ['This field is required'],
      gender: ['This field is required'],
      nationality: ['This field is required'],
      passport_number: ['This field is required'],
      active_until_date: ['This field is required'],
      passport_scan: ['Upload the document'],
    });

    const scan = await uploadFileAs(ctx, user.token, 'pdf');
    const cases: [Record<string, unknown>, string, string[]][] = [
      [{ birthday: '2001-02-30' }, 'birthday', ['Enter a valid date']],
      [{ active_until_date: '31/12/2030' }, 'active_until_date', ['Enter a valid date']],
      [{ birthday: `${CURRENT_YEAR + 1}-01-01` }, 'birthday', ['The date cannot be in the future']],
      [{ passport_number: 'AB-12' }, 'passport_number', ['Passport number is not valid.']],
      [{ passport_scan: '../etc/passwd' }, 'passport_scan', ['Unknown file']],
    ];
    for (const [overrides, field, messages] of cases) {
      const response = await put(url, user.token, passportBody(scan, overrides));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.json().invalid_fields).toEqual({ [field]: messages });
    }
    // The country is an ISO alpha-2 code; the reply carries the contract schema's own message.
    const country = passportBody(scan, { nationality: 'ITA' });
    const expected = passportDetailsBodySchema.safeParse(country).error?.issues.map((issue) => issue.message);
    const response = await put(url, user.token, country);
    expect(response.statusCode).toBe(400);
    expect(response.json().invalid_fields).toEqual({ nationality: expected });

    const before = await put(url, user.token, passportBody(scan, { active_until_date: '1998-06-15' }));
    expect(before.statusCode).toBe(400);
    expect(before.json().invalid_fields).toEqual({ active_until_date: [EXPIRY_BEFORE_BIRTHDAY_MESSAGE] });

    // Nothing was saved, and the scan is still free for the record that takes it.
    expect((await get(url, user.token)).json()).toBeNull();
    expect((await uploadRow(scan))?.attachedAt).toBeNull();
    expect((await progressOf(user.token)).step_passport_details).toBe(false);
  });
});

describe('attaching uploaded files', () => {
  it('refuses another user’s upload, one never uploaded, and one attached elsewhere', async () => {
    const user = await newUser();
    const other = await newUser();
    const url = step(user.id, 'passport_details');
    const othersFile = await uploadFileAs(ctx, other.token, 'pdf');
    const notUploaded = (await presignFile(ctx, user.token, 'later.pdf')).new_file_name;
    for (const key of [othersFile, notUploaded]) {
      const response = await put(url, user.token, passportBody(key));
      expect(response.statusCode, key).toBe(400);
      expect(response.json().invalid_fields).toEqual({ passport_scan: [UNKNOWN_UPLOAD_MESSAGE] });
    }
    expect((await uploadRow(othersFile))?.attachedAt).toBeNull();

    const scan = await uploadFileAs(ctx, user.token, 'pdf');
    expect((await put(url, user.token, passportBody(scan))).statusCode).toBe(200);
    const reused = await put(step(user.id, 'anti_doping'), user.token, {
      anti_doping_year_issued: CURRENT_YEAR,
      certificate: scan,
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().invalid_fields).toEqual({ certificate: [UNKNOWN_UPLOAD_MESSAGE] });
    expect((await get(step(user.id, 'anti_doping'), user.token)).json()).toBeNull();
  });

  it('refuses a PDF as the profile picture and leaves it unattached and private', async () => {
    const user = await newUser();
    const pdf = await uploadFileAs(ctx, user.token, 'pdf');
    const response = await put(step(user.id, 'avatar'), user.token, { avatar: pdf });
    expect(response.statusCode).toBe(400);
    expect(response.json().invalid_fields).toEqual({ avatar: [IMAGE_REQUIRED_MESSAGE] });
    expect(await uploadRow(pdf)).toMatchObject({ attachedAt: null, isPrivate: true });
    expect((await meOf(user.token)).avatar).toBeNull();
    expect((await progressOf(user.token)).step_add_profile_picture).toBe(false);
  });
});

describe('postal address', () => {
  const address = { country: 'IT', region: null, city: 'Milano', postcode: '20121', street: 'Via Roma 2' };

  it('saves it, marks the step and reads it back', async () => {
    const user = await newUser();
    const saved = await put(step(user.id, 'postal_address'), user.token, address);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual(address);
    const changed = await put(step(user.id, 'postal_address'), user.token, {
      ...address,
      region: 'Lombardia',
    });
    expect(changed.json().region).toBe('Lombardia');
    const read = await get(step(user.id, 'postal_address'), user.token);
    expect(read.json()).toEqual({ ...address, region: 'Lombardia' });
    expect((await progressOf(user.token)).step_postal_address_details).toBe(true);
  });

  it('answers null before the step and 400 to bad input', async () => {
    const user = await newUser();
    expect((await get(step(user.id, 'postal_address'), user.token)).json()).toBeNull();
    const missing = await put(step(user.id, 'postal_address'), user.token, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().invalid_fields).toEqual({
      country: ['This field is required'],
      city: ['This field is required'],
      postcode: ['This field is required'],
      street: ['This field is required'],
    });
    const country = { ...address, country: 'it' };
    const expected = postalAddressBodySchema.safeParse(country).error?.issues.map((issue) => issue.message);
    const badCountry = await put(step(user.id, 'postal_address'), user.token, country);
    expect(badCountry.statusCode).toBe(400);
    expect(badCountry.json().invalid_fields).toEqual({ country: expected });
  });
});

describe('anti-doping', () => {
  it('saves the year and the certificate, marks the step and tells whether it expired', async () => {
    const user = await newUser();
    const certificate = await uploadFileAs(ctx, user.token, 'pdf');
    const saved = await put(step(user.id, 'anti_doping'), user.token, {
      anti_doping_year_issued: CURRENT_YEAR,
      certificate,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      anti_doping_year_issued: CURRENT_YEAR,
      expired: false,
      certificate: { file_name: certificate, content_type: 'application/pdf' },
    });
    expect(await uploadRow(certificate)).toMatchObject({
      purpose: 'anti_doping_certificate',
      isPrivate: true,
    });
    expect((await progressOf(user.token)).step_anti_doping_details).toBe(true);
    expect((await meOf(user.token)).anti_doping_year_issued).toBe(CURRENT_YEAR);

    const old = await put(step(user.id, 'anti_doping'), user.token, {
      anti_doping_year_issued: CURRENT_YEAR - 3,
      certificate,
    });
    expect(old.json()).toMatchObject({ anti_doping_year_issued: CURRENT_YEAR - 3, expired: true });
    expect((await get(step(user.id, 'anti_doping'), user.token)).json()).toMatchObject({ expired: true });
  });

  it('answers 400 to a year in the future, too early, or missing fields', async () => {
    const user = await newUser();
    const certificate = await uploadFileAs(ctx, user.token, 'pdf');
    const url = step(user.id, 'anti_doping');
    const future = await put(url, user.token, { anti_doping_year_issued: CURRENT_YEAR + 1, certificate });
    expect(future.statusCode).toBe(400);
    expect(future.json().invalid_fields).toEqual({
      anti_doping_year_issued: ['The year cannot be in the future'],
    });
    const early = await put(url, user.token, { anti_doping_year_issued: 1999, certificate });
    expect(early.json().invalid_fields).toEqual({
      anti_doping_year_issued: ['The value of this field must be greater than 1999'],
    });
    const missing = await put(url, user.token, {});
    expect(missing.json().invalid_fields).toEqual({
      anti_doping_year_issued: ['This field is required'],
      certificate: ['Upload the document'],
    });
  });
});

describe('national federation', () => {
  it('sets the chosen federation, also on the athlete sports, and marks the step', async () => {
    const user = await newUser();
    const italy = await federationOf('italy');
    const [sport] = await ctx.db.select({ id: sports.id }).from(sports).limit(1);
    if (!sport) throw new Error('No sport in the reference seed');
    await ctx.db.insert(userSports).values({ userId: user.id, sportId: sport.id, kind: 'athlete' });

    const saved = await put(step(user.id, 'national_federation'), user.token, { federation: italy.id });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({
      federation: {
        id: italy.id,
        name: italy.name,
        code: 'ITA',
        country_code: italy.countryCode,
        flag: italy.flag,
        is_default: false,
      },
      not_belong_to_any_federation: false,
    });
    const [sportRow] = await ctx.db.select().from(userSports).where(eq(userSports.userId, user.id));
    expect(sportRow?.federationId).toBe(italy.id);
    expect((await progressOf(user.token)).step_national_federation).toBe(true);
    expect(await meOf(user.token)).toMatchObject({
      national_federation: { id: italy.id, name: italy.name, code: 'ITA' },
      not_belong_to_any_federation: false,
    });
  });

  it('gives the default federation to a user who belongs to none', async () => {
    const user = await newUser();
    const fallback = await federationOf('default');
    const saved = await put(step(user.id, 'national_federation'), user.token, {
      not_belong_to_any_federation: true,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      federation: { id: fallback.id, is_default: true },
      not_belong_to_any_federation: true,
    });
    expect(await meOf(user.token)).toMatchObject({
      national_federation: { id: fallback.id },
      not_belong_to_any_federation: true,
    });
  });

  it('answers 400 to no choice, both choices, the default or an unknown federation', async () => {
    const user = await newUser();
    const url = step(user.id, 'national_federation');
    const italy = await federationOf('italy');
    const fallback = await federationOf('default');
    for (const body of [{}, { federation: italy.id, not_belong_to_any_federation: true }]) {
      const response = await put(url, user.token, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().invalid_fields).toEqual({ federation: [NOT_BELONG_OR_FEDERATION_MESSAGE] });
    }
    for (const federation of [fallback.id, 999_999]) {
      const response = await put(url, user.token, { federation });
      expect(response.statusCode).toBe(400);
      expect(response.json().invalid_fields).toEqual({ federation: [UNKNOWN_FEDERATION_MESSAGE] });
    }
    expect((await progressOf(user.token)).step_national_federation).toBe(false);
  });
});

describe('profile picture', () => {
  it('answers the user with a public link that is served without a signature', async () => {
    const user = await userWithPassport();
    const picture = await uploadFileAs(ctx, user.token, 'png');
    const saved = await put(step(user.id, 'avatar'), user.token, { avatar: picture });
    expect(saved.statusCode, saved.body).toBe(200);
    const me = userSchema.parse(saved.json());
    expect(me.avatar).toBe(`http://portal.test/api/files/${picture}/`);
    expect(await uploadRow(picture)).toMatchObject({ purpose: 'avatar', isPrivate: false });
    expect((await progressOf(user.token)).step_add_profile_picture).toBe(true);
    expect((await meOf(user.token)).avatar).toBe(me.avatar);

    const served = await ctx.app.inject({ method: 'GET', url: `/api/files/${picture}/` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=86400');

    // The passport scan stays private: no signature, no file.
    const scan = await ctx.app.inject({ method: 'GET', url: `/api/files/${user.scan}/` });
    expect(scan.statusCode).toBe(403);
  });

  it('passes an older full link through as it is', async () => {
    const user = await newUser();
    const link = 'https://cdn.example.org/avatars/old.jpg';
    await ctx.db.update(users).set({ avatar: link }).where(eq(users.id, user.id));
    expect((await meOf(user.token)).avatar).toBe(link);
  });
});

describe('writing another user’s records', () => {
  it('answers 403 to every save', async () => {
    const owner = await newUser();
    const intruder = await newUser();
    const key = await uploadFileAs(ctx, intruder.token, 'png');
    const saves: [string, object][] = [
      ['passport_details', passportBody(key)],
      ['postal_address', { country: 'IT', city: 'Roma', postcode: '00100', street: 'Via Appia 1' }],
      ['anti_doping', { anti_doping_year_issued: CURRENT_YEAR, certificate: key }],
      ['national_federation', { not_belong_to_any_federation: true }],
      ['avatar', { avatar: key }],
    ];
    for (const [name, body] of saves) {
      const response = await put(step(owner.id, name), intruder.token, body);
      expect(response.statusCode, name).toBe(403);
    }
    expect((await uploadRow(key))?.attachedAt).toBeNull();
  });
});

describe('reading another user’s records', () => {
  /** An Italian user (national federation Italy) with a passport scan and an anti-doping certificate. */
  async function italianWithDocuments() {
    const user = await userWithPassport();
    const italy = await federationOf('italy');
    const certificate = await uploadFileAs(ctx, user.token, 'pdf');
    const url = (name: string) => step(user.id, name);
    expect((await put(url('national_federation'), user.token, { federation: italy.id })).statusCode).toBe(
      200,
    );
    expect(
      (await put(url('anti_doping'), user.token, { anti_doping_year_issued: CURRENT_YEAR, certificate }))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await put(url('postal_address'), user.token, {
          country: 'IT',
          city: 'Torino',
          postcode: '10121',
          street: 'Via Po 3',
        })
      ).statusCode,
    ).toBe(200);
    return { ...user, certificate, url };
  }

  async function readAll(url: (name: string) => string, token: string) {
    return {
      passport: await get(url('passport_details'), token),
      anti: await get(url('anti_doping'), token),
      address: await get(url('postal_address'), token),
    };
  }

  it('gives documents to the owner, WSK and NF administrators; viewers read without them', async () => {
    const user = await italianWithDocuments();
    const readers: [string, string, boolean][] = [
      ['owner', user.token, true],
      ['WSK admin', await ctx.tokenFor('wsk.admin@portal.test'), true],
      ['WSK viewer', await ctx.tokenFor('wsk.viewer@portal.test'), false],
      ['NF admin of Italy', await ctx.tokenFor('nf.admin@portal.test'), true],
      ['NF viewer of Italy', await ctx.tokenFor('nf.viewer@portal.test'), false],
    ];
    for (const [who, token, documents] of readers) {
      const { passport, anti, address } = await readAll(user.url, token);
      for (const response of [passport, anti, address]) expect(response.statusCode, who).toBe(200);
      expect(passport.json().passport_number, who).toBe('YB7654321');
      expect(address.json().city, who).toBe('Torino');
      expect(anti.json().anti_doping_year_issued, who).toBe(CURRENT_YEAR);
      if (documents) {
        expect(passport.json().passport_scan, who).toMatchObject({ file_name: user.scan });
        expect(anti.json().certificate, who).toMatchObject({ file_name: user.certificate });
        const link = await ctx.app.inject({
          method: 'GET',
          url: passport.json().passport_scan.url.replace('http://portal.test', ''),
        });
        expect(link.statusCode, who).toBe(200);
      } else {
        expect(passport.json().passport_scan, who).toBeNull();
        expect(anti.json().certificate, who).toBeNull();
      }
    }
  });

  it('answers 403 to NF staff of another federation and to other users', async () => {
    const user = await italianWithDocuments();
    const other = await federationOf('other');
    const otherNfAdminId = 90_001;
    const otherNfAdmin = await ctx.token({
      role: ROLE_TYPES.NF_ADMIN,
      permission: 'admin',
      userId: otherNfAdminId,
    });
    await ctx.db.update(users).set({ nfAdminFederationId: other.id }).where(eq(users.id, otherNfAdminId));
    const readers: [string, string][] = [
      ['NF admin of another federation', otherNfAdmin],
      ['the demo athlete', await ctx.tokenFor('athlete@portal.test')],
    ];
    for (const [who, token] of readers) {
      const { passport, anti, address } = await readAll(user.url, token);
      for (const response of [passport, anti, address]) {
        expect(response.statusCode, who).toBe(403);
        expect(response.json()).toEqual({ error: { code: 403, message: PROFILE_FORBIDDEN } });
      }
    }
  });
});

describe('completing the registration', () => {
  it('completes an athlete’s registration with sport, passport, federation and picture, then fixes the federation', async () => {
    const user = await newUser();
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: `${USERS}set_is_athlete/`,
          headers: ctx.bearer(user.token),
        })
      ).statusCode,
    ).toBe(200);
    const [sport] = await ctx.db.select({ id: sports.id }).from(sports).limit(1);
    if (!sport) throw new Error('No sport in the reference seed');
    await ctx.db.insert(userSports).values({ userId: user.id, sportId: sport.id, kind: 'athlete' });
    await ctx.db
      .update(registrationProgresses)
      .set({ stepSportDetails: true })
      .where(eq(registrationProgresses.userId, user.id));

    const scan = await uploadFileAs(ctx, user.token, 'pdf');
    expect((await put(step(user.id, 'passport_details'), user.token, passportBody(scan))).statusCode).toBe(
      200,
    );
    const italy = await federationOf('italy');
    expect(
      (await put(step(user.id, 'national_federation'), user.token, { federation: italy.id })).statusCode,
    ).toBe(200);
    expect((await meOf(user.token)).registration_completed).toBe(false);

    const picture = await uploadFileAs(ctx, user.token, 'png');
    const saved = await put(step(user.id, 'avatar'), user.token, { avatar: picture });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().registration_completed).toBe(true);
    expect((await progressOf(user.token)).user__registration_completed).toBe(true);

    const other = await federationOf('other');
    const refused = await put(step(user.id, 'national_federation'), user.token, { federation: other.id });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: { code: 403, message: FEDERATION_LOCKED_MESSAGE } });
    expect((await meOf(user.token)).national_federation?.id).toBe(italy.id);
  });
});

describe('the demo athlete', () => {
  it('has seeded passport details, postal address, anti-doping year and national federation', async () => {
    const token = await ctx.tokenFor('athlete@portal.test');
    const me = await meOf(token);
    expect(me).toMatchObject({
      national_federation: { code: 'ITA' },
      age_group: 'adult',
      active_until_date: '2031-05-31',
      anti_doping_year_issued: CURRENT_YEAR,
    });
    const passport = await get(step(me.id, 'passport_details'), token);
    expect(passport.statusCode).toBe(200);
    expect(passport.json()).toEqual({
      first_name: 'Alessia',
      last_name: 'Rossi',
      birthday: '2001-04-12',
      gender: 'F',
      nationality: 'IT',
      passport_number: 'YA1234567',
      active_until_date: '2031-05-31',
      passport_scan: null,
    });
    expect((await get(step(me.id, 'postal_address'), token)).json()).toMatchObject({ country: 'IT' });
    expect((await get(step(me.id, 'anti_doping'), token)).json()).toEqual({
      anti_doping_year_issued: CURRENT_YEAR,
      expired: false,
      certificate: null,
    });
    const [row] = await ctx.db.select().from(passports).where(eq(passports.userId, me.id));
    expect(row?.scan).toBeNull();
  });
});
