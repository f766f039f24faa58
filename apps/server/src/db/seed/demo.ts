// Demo accounts for trying the portal, created only when the database has no users yet and SEED_DEMO is
// not 'false'. One argon2id hash is computed and shared by all of them to keep start-up fast.

import type { UserSportKind } from '@portal/contract/endpoints/sport-service';
import { PERMISSIONS, type Permission, ROLE_TYPES, type RoleType } from '@portal/contract/roles';
import { SPORT_TYPES } from '@portal/contract/sport';
import { ageGroupOn } from '@portal/contract/user';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { billUnbilledParticipants } from '../../modules/payments/billing';
import { hashPassword } from '../../platform/auth/password';
import type { Database } from '../client';
import { federations } from '../schema/federations';
import { antiDopingCertificates, passports, postalAddresses } from '../schema/personal-details';
import { registrationProgresses } from '../schema/registration';
import { roles } from '../schema/roles';
import { sports } from '../schema/sports';
import { devices, disciplines, userSports } from '../schema/user-sports';
import { type NewUserRow, users } from '../schema/users';
import { seedDemoAnnualFees } from './demo-annual-fees';
import { type DemoFileStorage, demoPdf, seedDemoEventContent, storeDemoFile } from './demo-event-content';
import { seedDemoEventParticipants } from './demo-event-participants';
import { seedDemoEventPeople } from './demo-event-people';
import { seedDemoEvents } from './demo-events';
import { seedDemoPayments } from './demo-payments';
import { seedDemoPopulation } from './demo-population';
import { seedDemoTeamApplications } from './demo-team-applications';
import { seedDemoTeams } from './demo-teams';
import { seedDemoWskIds } from './demo-wsk-ids';
import { SEED_LOCK_KEY } from './reference';
import { ALL_STEPS_DONE } from './steps';

export const DEMO_PASSWORD = 'Demo-pass-2026!';
export const DEMO_FEDERATION_CODE = 'ITA';
export const DEMO_ATHLETE_EMAIL = 'athlete@portal.test';

/** The demo athlete's sign-up step records; the scan and the certificate are written when there is a storage. */
export const DEMO_ATHLETE_PASSPORT = {
  firstName: 'Alessia',
  lastName: 'Rossi',
  nationality: 'IT',
  number: 'YA1234567',
  activeUntilDate: '2031-05-31',
} as const;
export const DEMO_ATHLETE_ADDRESS = {
  country: 'IT',
  region: 'Lazio',
  city: 'Roma',
  postcode: '00184',
  street: 'Via dei Fori Imperiali 1',
} as const;

interface DemoAccount {
  readonly email: string;
  /** Stored as the contract's phone field outputs it: digits with a leading +, no spaces. */
  readonly phone: string;
  readonly label: string;
  readonly role: RoleType;
  readonly permission: Permission | null;
  readonly profile: Partial<NewUserRow>;
  /** Italy's federation as the user's national federation (athletes) or the one they administer (NF). */
  readonly italy?: 'nationality' | 'nf_admin';
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: 'wsk.admin@portal.test',
    phone: '+390600000001',
    label: 'WSK admin',
    role: ROLE_TYPES.WSK_ADMIN,
    permission: PERMISSIONS.ADMIN,
    profile: { firstName: 'Wanda', lastName: 'Keller', gender: 'F' },
  },
  {
    email: 'wsk.viewer@portal.test',
    phone: '+390600000002',
    label: 'WSK viewer',
    role: ROLE_TYPES.WSK_ADMIN,
    permission: PERMISSIONS.VIEWER,
    profile: { firstName: 'Victor', lastName: 'Stein', gender: 'M' },
  },
  {
    email: 'nf.admin@portal.test',
    phone: '+390600000003',
    label: 'NF admin (Italy)',
    role: ROLE_TYPES.NF_ADMIN,
    permission: PERMISSIONS.ADMIN,
    profile: { firstName: 'Nadia', lastName: 'Ferri', gender: 'F' },
    italy: 'nf_admin',
  },
  {
    email: 'nf.viewer@portal.test',
    phone: '+390600000004',
    label: 'NF viewer (Italy)',
    role: ROLE_TYPES.NF_ADMIN,
    permission: PERMISSIONS.VIEWER,
    profile: { firstName: 'Nicola', lastName: 'Verdi', gender: 'M' },
    italy: 'nf_admin',
  },
  {
    email: DEMO_ATHLETE_EMAIL,
    phone: '+390600000005',
    label: 'athlete (Italy)',
    role: ROLE_TYPES.ATHLETE,
    permission: null,
    profile: {
      firstName: 'Alessia',
      lastName: 'Rossi',
      gender: 'F',
      birthday: '2001-04-12',
      activeUntilDate: DEMO_ATHLETE_PASSPORT.activeUntilDate,
      isValidForEvent: true,
    },
    italy: 'nationality',
  },
  {
    email: 'ito@portal.test',
    phone: '+390600000006',
    label: 'ITO',
    role: ROLE_TYPES.ITO,
    permission: null,
    profile: { firstName: 'Ines', lastName: 'Tanaka', gender: 'F' },
  },
  {
    email: 'guest@portal.test',
    phone: '+390600000007',
    label: 'guest',
    role: ROLE_TYPES.GUEST,
    permission: null,
    profile: { firstName: 'Gustavo', lastName: 'Silva', gender: 'M' },
  },
  {
    email: 'team.admin@portal.test',
    phone: '+390600000008',
    label: 'athlete, administrator of the demo marathon team',
    role: ROLE_TYPES.ATHLETE,
    permission: null,
    profile: {
      firstName: 'Tommaso',
      lastName: 'Bianchi',
      gender: 'M',
      birthday: '1995-09-03',
      isValidForEvent: true,
    },
    italy: 'nationality',
  },
];

export interface DemoSeedResult {
  /** False when the database already had users, so nothing was created. */
  readonly created: boolean;
}

/** `YYYY-MM-DD` of the same day `years` later (29 February becomes 1 March). */
function addYears(day: Date, years: number): string {
  const result = new Date(Date.UTC(day.getUTCFullYear() + years, day.getUTCMonth(), day.getUTCDate()));
  return result.toISOString().slice(0, 10);
}

/** The demo athlete's sport (with discipline and device), the ITO's and the NF staff's, all in Italy. */
export const DEMO_SPORTS: readonly {
  email: string;
  kind: UserSportKind;
  discipline?: string;
  device?: string;
}[] = [
  { email: DEMO_ATHLETE_EMAIL, kind: 'athlete', discipline: 'Track 1000 m', device: 'Inline skates' },
  { email: 'ito@portal.test', kind: 'ito', discipline: 'Track 1000 m' },
  { email: 'nf.admin@portal.test', kind: 'nf' },
  { email: 'nf.viewer@portal.test', kind: 'nf' },
];

async function seedDemoSports(
  tx: Database,
  created: readonly { id: number; email: string | null }[],
  italyId: number,
): Promise<void> {
  const [speed] = await tx
    .select({ id: sports.id })
    .from(sports)
    .where(eq(sports.type, SPORT_TYPES.INLINE_SPEED_SKATING))
    .orderBy(asc(sports.id))
    .limit(1);
  if (!speed)
    throw new Error('Reference sport INLINE_SPEED_SKATING is missing; run the reference seed first');
  const [discipline] = await tx
    .select({ id: disciplines.id })
    .from(disciplines)
    .where(and(eq(disciplines.sportId, speed.id), eq(disciplines.name, 'Track 1000 m')));
  const [device] = await tx
    .select({ id: devices.id })
    .from(devices)
    .where(and(eq(devices.sportId, speed.id), eq(devices.name, 'Inline skates')));
  const rows = DEMO_SPORTS.flatMap((entry) => {
    const user = created.find((row) => row.email === entry.email);
    if (!user) return [];
    return [
      {
        userId: user.id,
        sportId: speed.id,
        kind: entry.kind,
        federationId: italyId,
        disciplineId: entry.discipline ? (discipline?.id ?? null) : null,
        deviceId: entry.device ? (device?.id ?? null) : null,
      },
    ];
  });
  await tx.insert(userSports).values(rows);
}

/**
 * The demo athlete's passport scan and anti-doping certificate: one-page specimen PDFs, stored as her
 * private, attached uploads (as the sign-up steps leave them).
 */
async function storeDemoAthleteDocuments(
  tx: Database,
  files: { readonly storage: DemoFileStorage; readonly owner: number },
  today: Date,
): Promise<{ passportScan: string; antiDopingCertificate: string }> {
  const name = `${DEMO_ATHLETE_PASSPORT.firstName} ${DEMO_ATHLETE_PASSPORT.lastName}`;
  const pdf = { extension: 'pdf', contentType: 'application/pdf', isPrivate: true, at: today } as const;
  const passportScan = await storeDemoFile(tx, files, {
    ...pdf,
    bytes: demoPdf(`Passport ${DEMO_ATHLETE_PASSPORT.number} - ${name} (specimen)`),
    purpose: 'passport_scan',
    originalName: 'passport-scan.pdf',
  });
  const antiDopingCertificate = await storeDemoFile(tx, files, {
    ...pdf,
    bytes: demoPdf(`Anti-doping certificate ${today.getUTCFullYear()} - ${name} (specimen)`),
    purpose: 'anti_doping_certificate',
    originalName: 'anti-doping-certificate.pdf',
  });
  return { passportScan, antiDopingCertificate };
}

export async function seedDemo(
  db: Database,
  options: { today?: Date; storage?: DemoFileStorage } = {},
): Promise<DemoSeedResult> {
  const today = options.today ?? new Date();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const [existing] = await tx.select({ total: count() }).from(users);
    if ((existing?.total ?? 0) > 0) return { created: false };

    const roleRows = await tx.select().from(roles);
    const roleIdOf = (type: RoleType, permission: Permission | null) => {
      const row = roleRows.find((role) => role.type === type && role.permission === permission);
      if (!row)
        throw new Error(`Reference role ${type}/${permission} is missing; run the reference seed first`);
      return row.id;
    };
    const [italy] = await tx
      .select({ id: federations.id })
      .from(federations)
      .where(and(eq(federations.code, DEMO_FEDERATION_CODE), eq(federations.isDefault, false)));
    if (!italy) throw new Error('Reference federation ITA is missing; run the reference seed first');

    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const activeUntilDate = addYears(today, 2);
    const todayIso = today.toISOString().slice(0, 10);
    const created = await tx
      .insert(users)
      .values(
        DEMO_ACCOUNTS.map((account) => ({
          email: account.email,
          emailVerified: true,
          phone: account.phone,
          phoneVerified: true,
          passwordHash,
          roleId: roleIdOf(account.role, account.permission),
          registrationCompleted: true,
          federationId: account.italy === 'nationality' ? italy.id : null,
          nfAdminFederationId: account.italy === 'nf_admin' ? italy.id : null,
          ...(account.role === ROLE_TYPES.ATHLETE && {
            activeUntilDate,
            antiDopingYearIssued: today.getUTCFullYear(),
          }),
          ...account.profile,
          ...(account.profile.birthday && { ageGroup: ageGroupOn(account.profile.birthday, todayIso) }),
          roleStatus: 'approved' as const,
        })),
      )
      .returning({ id: users.id, email: users.email });
    // They have completed registration, so every step is done and the sign-up guard sends them to their
    // profile. On conflict: a progress row already there (never expected here) is left as it is.
    await tx
      .insert(registrationProgresses)
      .values(created.map(({ id }) => ({ userId: id, ...ALL_STEPS_DONE })))
      .onConflictDoNothing({ target: registrationProgresses.userId });

    const athlete = created.find((row) => row.email === DEMO_ATHLETE_EMAIL);
    if (!athlete) throw new Error('The demo athlete was not created');
    const { activeUntilDate: _, ...passport } = DEMO_ATHLETE_PASSPORT;
    const documents = options.storage
      ? await storeDemoAthleteDocuments(tx, { storage: options.storage, owner: athlete.id }, today)
      : null;
    await tx
      .insert(passports)
      .values({ userId: athlete.id, ...passport, scan: documents?.passportScan ?? null });
    if (documents) {
      await tx
        .insert(antiDopingCertificates)
        .values({ userId: athlete.id, certificate: documents.antiDopingCertificate });
    }
    await tx.insert(postalAddresses).values({ userId: athlete.id, ...DEMO_ATHLETE_ADDRESS });
    await seedDemoSports(tx, created, italy.id);
    await seedDemoPopulation(tx, { passwordHash, today });
    // The WSK id register is drawn from the athletes above.
    await seedDemoWskIds(tx, { today, demoAthleteEmail: DEMO_ATHLETE_EMAIL });
    await seedDemoEvents(tx, {
      today,
      createdBy: created.find((row) => row.email === 'wsk.admin@portal.test')?.id ?? null,
    });
    await seedDemoEventContent(tx, {
      today,
      createdBy: created.find((row) => row.email === 'wsk.admin@portal.test')?.id ?? null,
      ...(options.storage && { storage: options.storage }),
    });
    await seedDemoEventPeople(tx);
    await seedDemoEventParticipants(tx, { today });
    // The demo marathon team's roster avoids the people registered above.
    await seedDemoTeams(tx, { demoAthleteEmail: DEMO_ATHLETE_EMAIL });
    // Seasons, the current annual team fee and the demo team's unpaid annual order.
    await seedDemoAnnualFees(tx, { today });
    // An open application period with one application waiting for WSK's review.
    await seedDemoTeamApplications(tx, { today });
    // The registrations above, inserted directly, become lines on their payers' orders; Italy has paid a part.
    await billUnbilledParticipants(tx);
    await seedDemoPayments(tx, { today });
    return { created: true };
  });
}
