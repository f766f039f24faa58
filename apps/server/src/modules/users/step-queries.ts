// SQL of the sign-up step records: passport details (the passports row and the user's birthday, gender and
// expiry), postal address, anti-doping certificate, national federation (also on the athlete's sports) and
// the fields a step reads back before it writes.
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { federations } from '../../db/schema/federations';
import { antiDopingCertificates, passports, postalAddresses } from '../../db/schema/personal-details';
import { userSports } from '../../db/schema/user-sports';
import { users } from '../../db/schema/users';

/** The passport row with the passport fields kept on the user; undefined before the passport step. */
export async function findPassportDetails(db: Database, params: { readonly userId: number }) {
  const [row] = await db
    .select({
      firstName: passports.firstName,
      lastName: passports.lastName,
      nationality: passports.nationality,
      number: passports.number,
      scan: passports.scan,
      birthday: users.birthday,
      gender: users.gender,
      activeUntilDate: users.activeUntilDate,
    })
    .from(passports)
    .innerJoin(users, eq(users.id, passports.userId))
    .where(eq(passports.userId, params.userId))
    .limit(1);
  return row;
}

export async function upsertPassport(
  db: Database,
  params: {
    readonly userId: number;
    readonly values: {
      readonly firstName: string;
      readonly lastName: string;
      readonly nationality: string;
      readonly number: string;
      readonly scan: string;
    };
  },
): Promise<void> {
  await db
    .insert(passports)
    .values({ userId: params.userId, ...params.values })
    .onConflictDoUpdate({ target: passports.userId, set: { ...params.values, updatedAt: new Date() } });
}

export async function findPostalAddress(db: Database, params: { readonly userId: number }) {
  const [row] = await db
    .select({
      country: postalAddresses.country,
      region: postalAddresses.region,
      city: postalAddresses.city,
      postcode: postalAddresses.postcode,
      street: postalAddresses.street,
    })
    .from(postalAddresses)
    .where(eq(postalAddresses.userId, params.userId))
    .limit(1);
  return row;
}

export async function upsertPostalAddress(
  db: Database,
  params: {
    readonly userId: number;
    readonly values: {
      readonly country: string;
      readonly region: string | null;
      readonly city: string;
      readonly postcode: string;
      readonly street: string;
    };
  },
): Promise<void> {
  await db
    .insert(postalAddresses)
    .values({ userId: params.userId, ...params.values })
    .onConflictDoUpdate({
      target: postalAddresses.userId,
      set: { ...params.values, updatedAt: new Date() },
    });
}

/** The fields of the user row the steps read before writing: completion, stored files and the like. */
export async function findStepState(db: Database, params: { readonly userId: number }) {
  const [row] = await db
    .select({
      registrationCompleted: users.registrationCompleted,
      avatar: users.avatar,
      antiDopingYearIssued: users.antiDopingYearIssued,
      antiDopingCertificate: antiDopingCertificates.certificate,
      passportScan: passports.scan,
    })
    .from(users)
    .leftJoin(passports, eq(passports.userId, users.id))
    .leftJoin(antiDopingCertificates, eq(antiDopingCertificates.userId, users.id))
    .where(and(eq(users.id, params.userId), isNull(users.deletedAt)))
    .limit(1);
  return row;
}

const federationColumns = {
  id: federations.id,
  name: federations.name,
  code: federations.code,
  countryCode: federations.countryCode,
  flag: federations.flag,
  isDefault: federations.isDefault,
};

/** A federation by id, or the default one (of users who belong to none) with `{ isDefault: true }`. */
export async function findFederation(
  db: Database,
  params: { readonly id: number } | { readonly isDefault: true },
) {
  const [row] = await db
    .select(federationColumns)
    .from(federations)
    .where('id' in params ? eq(federations.id, params.id) : eq(federations.isDefault, true))
    .limit(1);
  return row;
}

export type FederationDetailsRow = NonNullable<Awaited<ReturnType<typeof findFederation>>>;

/**
 * Sets the user's national federation while their registration is not completed; false when it is (or
 * there is no such user). One conditional update, so the rule holds against the row as it is written.
 */
export async function setFederationWhileRegistering(
  db: Database,
  params: { readonly userId: number; readonly federationId: number; readonly notBelong: boolean },
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ federationId: params.federationId, notBelongToAnyFederation: params.notBelong })
    .where(and(eq(users.id, params.userId), isNull(users.deletedAt), eq(users.registrationCompleted, false)))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** The federation an athlete represents in each of their athlete sports. */
export async function setAthleteSportsFederation(
  db: Database,
  params: { readonly userId: number; readonly federationId: number },
): Promise<void> {
  await db
    .update(userSports)
    .set({ federationId: params.federationId })
    .where(and(eq(userSports.userId, params.userId), eq(userSports.kind, 'athlete')));
}

/** Creates or replaces the user's anti-doping certificate. */
export async function upsertAntiDopingCertificate(
  db: Database,
  params: { readonly userId: number; readonly certificate: string },
): Promise<void> {
  await db
    .insert(antiDopingCertificates)
    .values({ userId: params.userId, certificate: params.certificate })
    .onConflictDoUpdate({
      target: antiDopingCertificates.userId,
      set: { certificate: params.certificate, updatedAt: new Date() },
    });
}
