// The demo population: about 300 people across ten federations behind the fixed demo accounts, so that the
// user-management lists, filters, approvals and exports have something to show. Deterministic (fixed name
// lists combined by index, dates relative to `today`), written in a handful of multi-row inserts.
import type { Gender } from '@portal/contract/constants';
import { PERMISSIONS, type Permission, ROLE_TYPES, type RoleType } from '@portal/contract/roles';
import { ageGroupOn } from '@portal/contract/user';
import { asc, inArray } from 'drizzle-orm';
import type { Database } from '../client';
import { federations } from '../schema/federations';
import { passports } from '../schema/personal-details';
import { registrationProgresses } from '../schema/registration';
import { roles } from '../schema/roles';
import { sports } from '../schema/sports';
import { userSports } from '../schema/user-sports';
import { type NewUserRow, type RoleStatus, users } from '../schema/users';
import { ALL_STEPS_DONE } from './steps';

/** The domain of every population e-mail; the fixed demo accounts use portal.test. */
export const DEMO_POPULATION_DOMAIN = 'demo.portal.test';

interface Names {
  readonly female: readonly string[];
  readonly male: readonly string[];
  readonly last: readonly string[];
}

/** Federations by ISO alpha-3 code, with names common in the country. */
const NAMES: Readonly<Record<string, Names>> = {
  ITA: {
    female: ['Giulia', 'Chiara', 'Francesca', 'Martina', 'Sara', 'Elisa', 'Federica', 'Noemi'],
    male: ['Luca', 'Matteo', 'Davide', 'Andrea', 'Niccolò', 'Gabriele', 'Riccardo', 'Pietro'],
    last: ['Russo', 'Esposito', 'Colombo', 'Ricci', 'Marino', 'Greco', 'Bruno', 'Gallo', 'Conti', 'De Luca'],
  },
  FRA: {
    female: ['Camille', 'Léa', 'Manon', 'Chloé', 'Inès', 'Océane', 'Élodie', 'Margaux'],
    male: ['Lucas', 'Hugo', 'Théo', 'Maxime', 'Antoine', 'Clément', 'Jérôme', 'Baptiste'],
    last: ['Martin', 'Bernard', 'Dubois', 'Lefèvre', 'Moreau', 'Girard', 'Mercier', 'Fontaine', 'Roux'],
  },
  DEU: {
    female: ['Lena', 'Anna', 'Jana', 'Katharina', 'Sophie', 'Marie', 'Lea', 'Johanna'],
    male: ['Jonas', 'Lukas', 'Felix', 'Maximilian', 'Jörg', 'Tobias', 'Niklas', 'Florian'],
    last: ['Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Becker', 'Hoffmann', 'Schäfer', 'Koch'],
  },
  ESP: {
    female: ['Lucía', 'María', 'Paula', 'Carmen', 'Nerea', 'Irene', 'Alba', 'Ainhoa'],
    male: ['Hugo', 'Pablo', 'Álvaro', 'Javier', 'Iñigo', 'Sergio', 'Adrián', 'Raúl'],
    last: ['García', 'Fernández', 'González', 'Rodríguez', 'López', 'Martínez', 'Sánchez', 'Pérez', 'Muñoz'],
  },
  NLD: {
    female: ['Sanne', 'Lotte', 'Femke', 'Eva', 'Anouk', 'Fleur', 'Noor', 'Iris'],
    male: ['Daan', 'Sem', 'Bram', 'Thijs', 'Ruben', 'Jesse', 'Joost', 'Sven'],
    last: ['de Jong', 'Jansen', 'de Vries', 'van den Berg', 'Bakker', 'Visser', 'Smit', 'Meijer', 'Mulder'],
  },
  USA: {
    female: ['Emily', 'Madison', 'Ashley', 'Olivia', 'Hannah', 'Taylor', 'Brooke', 'Kayla'],
    male: ['Jacob', 'Michael', 'Ethan', 'Tyler', 'Ryan', 'Brandon', 'Austin', 'Dylan'],
    last: ['Johnson', 'Williams', 'Brown', 'Jones', 'Miller', 'Davis', 'Wilson', 'Anderson', "O'Connor"],
  },
  BRA: {
    female: ['Ana', 'Beatriz', 'Larissa', 'Camila', 'Fernanda', 'Letícia', 'Gabriela', 'Júlia'],
    male: ['João', 'Gabriel', 'Rafael', 'Thiago', 'Gustavo', 'Vinícius', 'Leonardo', 'Caio'],
    last: ['Silva', 'Santos', 'Oliveira', 'Souza', 'Lima', 'Pereira', 'Carvalho', 'Gonçalves', 'Araújo'],
  },
  JPN: {
    female: ['Yui', 'Haruka', 'Aoi', 'Sakura', 'Miyu', 'Rin', 'Nanami', 'Hina'],
    male: ['Haruto', 'Ren', 'Sota', 'Yuto', 'Kaito', 'Riku', 'Takumi', 'Daiki'],
    last: ['Sato', 'Suzuki', 'Takahashi', 'Tanaka', 'Watanabe', 'Ito', 'Yamamoto', 'Nakamura', 'Kobayashi'],
  },
  COL: {
    female: ['Valentina', 'Daniela', 'Mariana', 'Natalia', 'Sofía', 'Juliana', 'Catalina', 'Isabella'],
    male: ['Santiago', 'Sebastián', 'Andrés', 'Camilo', 'Julián', 'Nicolás', 'Mateo', 'Esteban'],
    last: ['Rodríguez', 'Gómez', 'Díaz', 'Restrepo', 'Ramírez', 'Castaño', 'Vargas', 'Ospina', 'Zapata'],
  },
  PRT: {
    female: ['Inês', 'Beatriz', 'Mariana', 'Leonor', 'Matilde', 'Carolina', 'Joana', 'Rita'],
    male: ['Tiago', 'Diogo', 'Rodrigo', 'Gonçalo', 'Duarte', 'Rúben', 'Afonso', 'Tomás'],
    last: ['Ferreira', 'Costa', 'Rodrigues', 'Martins', 'Sousa', 'Fernandes', 'Gonçalves', 'Pinto', 'Moura'],
  },
};

type Country = keyof typeof NAMES;

interface Group {
  readonly role: RoleType;
  readonly permission: Permission | null;
  readonly status: RoleStatus;
  /** How many of each country, in the order of `countries`. */
  readonly countries: readonly (readonly [Country, number])[];
}

const athlete = (status: RoleStatus, countries: Group['countries']): Group => ({
  role: ROLE_TYPES.ATHLETE,
  permission: null,
  status,
  countries,
});

/** Italy has NF staff among the fixed accounts; the population brings staff for the other federations. */
const STAFF_COUNTRIES = ['FRA', 'DEU', 'ESP', 'NLD', 'USA', 'BRA', 'JPN'] as const satisfies Country[];

/** Who the population is: 236 approved athletes, 20 awaiting their federation, staff and requests. */
export const DEMO_POPULATION_GROUPS: readonly Group[] = [
  athlete('approved', [
    ['ITA', 40],
    ['FRA', 28],
    ['DEU', 24],
    ['ESP', 26],
    ['NLD', 20],
    ['USA', 22],
    ['BRA', 22],
    ['JPN', 18],
    ['COL', 20],
    ['PRT', 16],
  ]),
  athlete('pending', [
    ['ITA', 6],
    ['FRA', 3],
    ['ESP', 3],
    ['BRA', 3],
    ['COL', 3],
    ['JPN', 2],
  ]),
  {
    role: ROLE_TYPES.NF_ADMIN,
    permission: PERMISSIONS.ADMIN,
    status: 'approved',
    countries: STAFF_COUNTRIES.map((country) => [country, 1]),
  },
  {
    role: ROLE_TYPES.NF_ADMIN,
    permission: PERMISSIONS.VIEWER,
    status: 'approved',
    countries: STAFF_COUNTRIES.map((country) => [country, 1]),
  },
  {
    role: ROLE_TYPES.WSK_ADMIN,
    permission: PERMISSIONS.VIEWER,
    status: 'approved',
    countries: [
      ['ITA', 1],
      ['DEU', 1],
      ['USA', 1],
      ['ESP', 1],
    ],
  },
  {
    role: ROLE_TYPES.ITO,
    permission: null,
    status: 'approved',
    countries: [
      ['ITA', 2],
      ['FRA', 1],
      ['DEU', 1],
      ['NLD', 1],
      ['JPN', 1],
      ['COL', 1],
      ['PRT', 1],
    ],
  },
  {
    role: ROLE_TYPES.GUEST,
    permission: null,
    status: 'approved',
    countries: [
      ['ITA', 3],
      ['FRA', 2],
      ['USA', 3],
      ['BRA', 2],
      ['NLD', 2],
    ],
  },
  // Requests the world federation approves; an NF request carries the federation chosen.
  {
    role: ROLE_TYPES.WSK_ADMIN,
    permission: PERMISSIONS.VIEWER,
    status: 'pending',
    countries: [
      ['FRA', 1],
      ['JPN', 1],
      ['PRT', 1],
    ],
  },
  {
    role: ROLE_TYPES.NF_ADMIN,
    permission: PERMISSIONS.VIEWER,
    status: 'pending',
    countries: [
      ['ITA', 1],
      ['COL', 1],
      ['PRT', 1],
      ['ESP', 1],
    ],
  },
  {
    role: ROLE_TYPES.ITO,
    permission: null,
    status: 'pending',
    countries: [
      ['BRA', 1],
      ['DEU', 1],
      ['USA', 1],
    ],
  },
];

/** How many people the population has when the reference seed has every federation of NAMES. */
export const DEMO_POPULATION_SIZE = DEMO_POPULATION_GROUPS.flatMap((group) => group.countries).reduce(
  (total, [, count]) => total + count,
  0,
);

const DAY = 86_400_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** ASCII for an e-mail's local part: accents dropped, anything else but letters and digits removed. */
const emailPart = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

interface Person {
  readonly n: number;
  readonly group: Group;
  readonly country: Country;
  /** The position within the group and country, which varies the person's data. */
  readonly k: number;
}

function peopleOf(groups: readonly Group[]): Person[] {
  const people: Person[] = [];
  for (const group of groups) {
    for (const [country, total] of group.countries) {
      for (let k = 0; k < total; k++) people.push({ n: people.length + 1, group, country, k });
    }
  }
  return people;
}

/**
 * Adds the population inside the demo seed's transaction. Roles and federations come from the reference
 * seed; a federation missing from it (renamed code) just has no people.
 */
export async function seedDemoPopulation(
  tx: Database,
  { passwordHash, today }: { passwordHash: string; today: Date },
): Promise<void> {
  const roleRows = await tx.select().from(roles);
  const roleIdOf = (type: RoleType, permission: Permission | null) => {
    const row = roleRows.find((role) => role.type === type && role.permission === permission);
    if (!row)
      throw new Error(`Reference role ${type}/${permission} is missing; run the reference seed first`);
    return row.id;
  };
  const federationRows = await tx
    .select({ id: federations.id, code: federations.code, countryCode: federations.countryCode })
    .from(federations)
    .where(inArray(federations.code, Object.keys(NAMES)));
  const federationOf = new Map(federationRows.map((row) => [row.code, row]));
  const sportIds = (await tx.select({ id: sports.id }).from(sports).orderBy(asc(sports.id))).map(
    (row) => row.id,
  );

  const todayIso = isoDay(today.getTime());
  const midnight = Date.parse(todayIso);
  const year = today.getUTCFullYear();
  const people = peopleOf(DEMO_POPULATION_GROUPS).filter((person) => federationOf.has(person.country));

  const usedNames = new Map<string, number>();
  const rows = people.map((person) => {
    const { n, k, group, country } = person;
    const federation = federationOf.get(country);
    const names = NAMES[country] as Names;
    const gender: Gender = n % 17 === 0 ? 'X' : n % 2 === 0 ? 'F' : 'M';
    const firstNames = gender === 'F' || (gender === 'X' && k % 2 === 0) ? names.female : names.male;
    // The c-th person of a country and name list gets first name c mod F and last name (c mod F + c div F)
    // mod L: every pair differs until the country has used all F × L of them.
    const listKey = `${country}:${firstNames === names.female ? 'female' : 'male'}`;
    const c = usedNames.get(listKey) ?? 0;
    usedNames.set(listKey, c + 1);
    const firstName = firstNames[c % firstNames.length] ?? '';
    const lastName =
      names.last[((c % firstNames.length) + Math.floor(c / firstNames.length)) % names.last.length] ?? '';
    const isAthlete = group.role === ROLE_TYPES.ATHLETE;
    const isGuest = group.role === ROLE_TYPES.GUEST;
    // About one in twelve approved athletes and half the pending ones are still signing up.
    const registrationCompleted =
      group.status === 'pending' ? n % 2 === 0 : isAthlete ? n % 12 !== 5 : !(isGuest && k % 3 === 2);
    const hasPassport = registrationCompleted && !isGuest;
    // One passport in nine has expired (some today, which already counts as expired).
    const expired = n % 9 === 4;
    const activeUntilDate = hasPassport
      ? expired
        ? isoDay(midnight - (n % 3 === 0 ? 0 : (30 + n * 7) % 400) * DAY)
        : isoDay(midnight + (120 + ((n * 37) % 1700)) * DAY)
      : null;
    // Anti-doping for athletes and officials: missing for one in eight, expired (3 years old) for one in ten.
    const needsAntiDoping = isAthlete || group.role === ROLE_TYPES.ITO;
    const antiDopingYearIssued =
      !needsAntiDoping || !registrationCompleted || n % 8 === 3
        ? null
        : n % 10 === 7
          ? year - 3
          : year - (n % 3);
    const birthday = isoDay(Date.UTC(year - 19 - ((n * 13) % 22), (n * 5) % 12, 1 + ((n * 11) % 28)));
    const createdAt = new Date(midnight - (700 - n * 2) * DAY + n * 3_600_000);
    const email = `${emailPart(firstName)}.${emailPart(lastName)}.${n}@${DEMO_POPULATION_DOMAIN}`;
    const user: NewUserRow = {
      email,
      emailVerified: true,
      passwordHash,
      firstName,
      lastName,
      gender,
      birthday,
      ageGroup: ageGroupOn(birthday, todayIso),
      roleId: roleIdOf(group.role, group.permission),
      roleStatus: group.status,
      federationId: federation?.id ?? null,
      nfAdminFederationId: group.role === ROLE_TYPES.NF_ADMIN ? (federation?.id ?? null) : null,
      registrationCompleted,
      activeUntilDate,
      antiDopingYearIssued,
      isValidForEvent:
        registrationCompleted &&
        activeUntilDate !== null &&
        activeUntilDate > todayIso &&
        antiDopingYearIssued !== null &&
        antiDopingYearIssued > year - 3,
      wskId:
        isAthlete && group.status === 'approved' && n % 3 === 0 ? `DEMO${String(n).padStart(6, '0')}` : null,
      createdAt,
      // A pending request was the account's last change; the not-approved lists show the oldest first.
      updatedAt: group.status === 'pending' ? new Date(createdAt.getTime() + (n % 20) * DAY) : createdAt,
    };
    return { person, user, hasPassport, federation };
  });
  if (rows.length === 0) return;

  const created = await tx
    .insert(users)
    .values(rows.map(({ user }) => user))
    .returning({ id: users.id });

  const progress: (typeof registrationProgresses.$inferInsert)[] = [];
  const passportRows: (typeof passports.$inferInsert)[] = [];
  const sportRows: (typeof userSports.$inferInsert)[] = [];
  for (const [index, row] of rows.entries()) {
    const id = created[index]?.id;
    if (id === undefined) throw new Error('The population insert returned fewer rows than it was given');
    const { person, user, hasPassport, federation } = row;
    const { role } = person.group;
    const hasSports = role !== ROLE_TYPES.GUEST && role !== ROLE_TYPES.WSK_ADMIN;
    progress.push(
      user.registrationCompleted
        ? { userId: id, ...ALL_STEPS_DONE }
        : {
            userId: id,
            stepRoleGuestIsSelected: true,
            stepUserMainInformation: true,
            stepNationalFederation: role === ROLE_TYPES.ATHLETE,
            stepSportDetails: hasSports && person.n % 3 !== 0,
          },
    );
    if (hasPassport && federation) {
      passportRows.push({
        userId: id,
        firstName: user.firstName ?? '',
        lastName: user.lastName ?? '',
        nationality: federation.countryCode,
        number: `${federation.countryCode}${String(4_000_000 + person.n * 7919).slice(-7)}`,
      });
    }
    if (hasSports && (user.registrationCompleted || person.n % 3 !== 0) && sportIds.length > 0) {
      const kind = role === ROLE_TYPES.ATHLETE ? 'athlete' : role === ROLE_TYPES.ITO ? 'ito' : 'nf';
      const first = (person.n * 3) % sportIds.length;
      // One athlete in four skates a second sport.
      const second = role === ROLE_TYPES.ATHLETE && person.n % 4 === 0 && sportIds.length > 1;
      const picks = second ? [first, first + 1] : [first];
      for (const pick of picks) {
        sportRows.push({
          userId: id,
          sportId: sportIds[pick % sportIds.length] as number,
          kind,
          federationId: role === ROLE_TYPES.ITO ? null : (federation?.id ?? null),
        });
      }
    }
  }
  await tx.insert(registrationProgresses).values(progress);
  if (passportRows.length > 0) await tx.insert(passports).values(passportRows);
  if (sportRows.length > 0) await tx.insert(userSports).values(sportRows);
}
