// Rules of the sign-up step records (contract endpoints/sign-up-steps.ts): passport details, postal
// address, anti-doping certificate, national federation and profile picture. Reads follow access.ts; writes
// are the owner's own, each in one transaction with its attached file and its registration-progress flags.
import type {
  AntiDoping,
  AntiDopingBody,
  PassportDetails,
  PassportDetailsBody,
  PostalAddress,
  PostalAddressBody,
  UserNationalFederation,
} from '@portal/contract/endpoints/sign-up-steps';
import { AGE_OF_MAJORITY, ageGroupOn, ageOn, isAntiDopingExpired, type User } from '@portal/contract/user';
import type { AccessClaims } from '../../platform/auth/tokens';
import { Forbidden, Invalid, NotFound } from '../../platform/http/errors';
import { attachUpload, storedFileFor } from '../uploads/attach';
import { requireUserReadAccess } from './access';
import { markSteps } from './progress';
import { updateUserRow } from './queries';
import { getCurrentUser, USER_NOT_FOUND_MESSAGE, type UsersDeps } from './service';
import {
  type FederationDetailsRow,
  findFederation,
  findPassportDetails,
  findPostalAddress,
  findStepState,
  setAthleteSportsFederation,
  setFederationWhileRegistering,
  upsertAntiDopingCertificate,
  upsertPassport,
  upsertPostalAddress,
} from './step-queries';

export type StepsDeps = Pick<UsersDeps, 'db' | 'config' | 'storage'>;

export const EXPIRY_BEFORE_BIRTHDAY_MESSAGE = 'The passport cannot expire before the birthday';
export const UNKNOWN_FEDERATION_MESSAGE = 'Choose a national federation from the list';
export const FEDERATION_LOCKED_MESSAGE = 'Your national federation can only be changed by an administrator';

/** The server's calendar day in UTC, as YYYY-MM-DD: the day ages are counted on. */
const todayUtc = (now = new Date()) => now.toISOString().slice(0, 10);

/** Writes are one's own: another user's id is refused as updateUser refuses it. */
function requireOwn(caller: AccessClaims, id: number): void {
  if (id !== caller.userId) throw new Forbidden();
}

async function requireStepState(deps: StepsDeps, userId: number) {
  const state = await findStepState(deps.db, { userId });
  // The access guard has just found the user's session, so only a concurrent deletion gets here.
  if (!state) throw new NotFound(USER_NOT_FOUND_MESSAGE);
  return state;
}

// Passport details ---------------------------------------------------------------------------------------

async function readPassport(
  deps: StepsDeps,
  userId: number,
  documents: boolean,
): Promise<PassportDetails | null> {
  const row = await findPassportDetails(deps.db, { userId });
  // The user fields are written with the passport row; without them there is no complete record to show.
  if (!row || row.birthday === null || row.gender === null || row.activeUntilDate === null) return null;
  return {
    first_name: row.firstName,
    last_name: row.lastName,
    birthday: row.birthday,
    gender: row.gender,
    nationality: row.nationality,
    passport_number: row.number,
    active_until_date: row.activeUntilDate,
    passport_scan: await storedFileFor(deps, row.scan, documents),
  };
}

export async function getPassportDetails(
  deps: StepsDeps,
  caller: AccessClaims,
  userId: number,
): Promise<PassportDetails | null> {
  const { documents } = await requireUserReadAccess(deps.db, caller, userId);
  return readPassport(deps, userId, documents);
}

/**
 * Saves one's passport details: the passport row, the user's birthday, gender, expiry and age group, the
 * scan, the passport step and, following the birthday, whether the legal-guardian step is needed.
 */
export async function savePassportDetails(
  deps: StepsDeps,
  caller: AccessClaims,
  userId: number,
  body: PassportDetailsBody,
): Promise<PassportDetails> {
  requireOwn(caller, userId);
  // Dates are zero-padded YYYY-MM-DD (the contract checked), so they order as text.
  if (body.active_until_date <= body.birthday) {
    throw new Invalid({ active_until_date: [EXPIRY_BEFORE_BIRTHDAY_MESSAGE] });
  }
  const today = todayUtc();
  await deps.db.transaction(async (tx) => {
    const state = await findStepState(tx, { userId });
    if (!state) throw new NotFound(USER_NOT_FOUND_MESSAGE);
    await attachUpload(tx, {
      key: body.passport_scan,
      ownerUserId: userId,
      purpose: 'passport_scan',
      field: 'passport_scan',
      currentKey: state.passportScan,
      storage: deps.storage,
    });
    await upsertPassport(tx, {
      userId,
      values: {
        firstName: body.first_name,
        lastName: body.last_name,
        nationality: body.nationality,
        number: body.passport_number,
        scan: body.passport_scan,
      },
    });
    await updateUserRow(tx, {
      id: userId,
      values: {
        birthday: body.birthday,
        gender: body.gender,
        activeUntilDate: body.active_until_date,
        ageGroup: ageGroupOn(body.birthday, today),
      },
    });
    await markSteps(tx, userId, {
      stepPassportDetails: true,
      // Follows the data both ways: a corrected birthday can make the guardian step unnecessary again.
      needLegalGuardianStep: ageOn(body.birthday, today) < AGE_OF_MAJORITY,
    });
  });
  const saved = await readPassport(deps, userId, true);
  if (!saved) throw new NotFound(USER_NOT_FOUND_MESSAGE);
  return saved;
}

// Postal address -----------------------------------------------------------------------------------------

export async function getPostalAddress(
  deps: StepsDeps,
  caller: AccessClaims,
  userId: number,
): Promise<PostalAddress | null> {
  await requireUserReadAccess(deps.db, caller, userId);
  return (await findPostalAddress(deps.db, { userId })) ?? null;
}

export async function savePostalAddress(
  deps: StepsDeps,
  caller: AccessClaims,
  userId: number,
  body: PostalAddressBody,
): Promise<PostalAddress> {
  requireOwn(caller, userId);
  const values = {
    country: body.country,
    region: body.region ?? null,
    city: body.city,
    postcode: body.postcode,
    street: body.street,
  };
  await deps.db.transaction(async (tx) => {
    await upsertPostalAddress(tx, { userId, values });
    await markSteps(tx, userId, { stepPostalAddressDetails: true });
  });
  return values;
}

// Anti-doping --------------------------------------------------------------------------------------------

async function readAntiDoping(
  deps: StepsDeps,
  userId: number,
  documents: boolean,
): Promise<AntiDoping | null> {
  const state = await findStepState(deps.db, { userId });
  if (!state || state.antiDopingYearIssued === null) return null;
  return {
    anti_doping_year_issued: state.antiDopingYearIssued,
    expired: isAntiDopingExpired(state.antiDopingYearIssued, new Date().getUTCFullYear()),
    certificate: await storedFileFor(deps, state.antiDopingCertificate, documents),
  };
}

export async function getAntiDoping(
  deps: StepsDeps,
  caller: AccessClaims,
  userId: number,
): Promise<AntiDoping | null> {
  const { documents } = await requireUserReadAccess(deps.db, caller, userId);
  return readAntiDoping(deps, userId, documents);
}

export async function saveAntiDoping(
  deps: StepsDeps,
  caller: AccessClaims,
  userId: number,
  body: AntiDopingBody,
): Promise<AntiDoping> {
  requireOwn(caller, userId);
  await deps.db.transaction(async (tx) => {
    const state = await findStepState(tx, { userId });
    if (!state) throw new NotFound(USER_NOT_FOUND_MESSAGE);
    await attachUpload(tx, {
      key: body.certificate,
      ownerUserId: userId,
      purpose: 'anti_doping_certificate',
      field: 'certificate',
      currentKey: state.antiDopingCertificate,
      storage: deps.storage,
    });
    await updateUserRow(tx, {
      id: userId,
      values: { antiDopingYearIssued: body.anti_doping_year_issued },
    });
    await upsertAntiDopingCertificate(tx, { userId, certificate: body.certificate });
    await markSteps(tx, userId, { stepAntiDopingDetails: true });
  });
  const saved = await readAntiDoping(deps, userId, true);
  if (!saved) throw new NotFound(USER_NOT_FOUND_MESSAGE);
  return saved;
}

// National federation ------------------------------------------------------------------------------------

const toNationalFederation = (row: FederationDetailsRow) => ({
  id: row.id,
  name: row.name,
  code: row.code,
  country_code: row.countryCode,
  flag: row.flag,
  is_default: row.isDefault,
});

/**
 * Sets one's national federation (and the federation of one's athlete sports) and marks the step. Only
 * during registration: NF staff read the users of their federation, so a registered user may not move
 * themselves into another federation's scope.
 */
export async function saveNationalFederation(
  deps: StepsDeps,
  caller: AccessClaims,
  userId: number,
  body: { federation?: number | null | undefined; not_belong_to_any_federation: boolean },
): Promise<UserNationalFederation> {
  requireOwn(caller, userId);
  const state = await requireStepState(deps, userId);
  if (state.registrationCompleted) throw new Forbidden(FEDERATION_LOCKED_MESSAGE);
  const notBelong = body.not_belong_to_any_federation;
  return deps.db.transaction(async (tx) => {
    const federation = notBelong
      ? await findFederation(tx, { isDefault: true })
      : body.federation != null
        ? await findFederation(tx, { id: body.federation })
        : undefined;
    if (!notBelong && (!federation || federation.isDefault)) {
      throw new Invalid({ federation: [UNKNOWN_FEDERATION_MESSAGE] });
    }
    if (!federation) throw new Error('The reference seed has no default federation');
    // Checked again as it is written: the registration may have completed meanwhile.
    const changed = await setFederationWhileRegistering(tx, {
      userId,
      federationId: federation.id,
      notBelong,
    });
    if (!changed) throw new Forbidden(FEDERATION_LOCKED_MESSAGE);
    await setAthleteSportsFederation(tx, { userId, federationId: federation.id });
    await markSteps(tx, userId, { stepNationalFederation: true });
    return { federation: toNationalFederation(federation), not_belong_to_any_federation: notBelong };
  });
}

// Profile picture ----------------------------------------------------------------------------------------

/** Sets one's profile picture (an image, made public) and marks the step; answers the updated user. */
export async function saveAvatar(
  deps: StepsDeps,
  caller: AccessClaims,
  userId: number,
  body: { avatar: string },
): Promise<User> {
  requireOwn(caller, userId);
  await deps.db.transaction(async (tx) => {
    const state = await findStepState(tx, { userId });
    if (!state) throw new NotFound(USER_NOT_FOUND_MESSAGE);
    await attachUpload(tx, {
      key: body.avatar,
      ownerUserId: userId,
      purpose: 'avatar',
      field: 'avatar',
      currentKey: state.avatar,
      storage: deps.storage,
    });
    await updateUserRow(tx, { id: userId, values: { avatar: body.avatar } });
    await markSteps(tx, userId, { stepAddProfilePicture: true });
  });
  return getCurrentUser(deps.db, userId, deps.config);
}
