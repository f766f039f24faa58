// Demo records of the WSK id database (decision 014), made from the athletes already in the database so
// the matching screen has real work: MATCHED records of some athletes (users.wsk_id set too), records
// READY_TO_BE_MATCHED that spell other athletes' names with a typo, INITIAL records (some of which a
// search will match) and NO_MATCH_FOUND records of people who are not users. Deterministic: a seeded
// generator and fixed name lists, so every demo database looks the same for the same users.
import { WSK_ID_STATUSES } from '@portal/contract/constants';
import { ROLE_TYPES } from '@portal/contract/roles';
import { and, asc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { searchInitialRecords } from '../../modules/wsk-ids/queries';
import type { Database } from '../client';
import { federations } from '../schema/federations';
import { roles } from '../schema/roles';
import { users } from '../schema/users';
import { type NewWskIdRecordRow, wskIdRecords } from '../schema/wsk-ids';

/** How many records the demo has, and how many of them of each kind at most. */
export const DEMO_WSK_ID_RECORDS = 200;
/** Athletes linked from the free ones, when the holders of a WSK id are fewer. */
const MATCHED_QUOTA = 50;
/** Every holder of a WSK id gets their record, up to this many (the demo population makes about 40). */
const HOLDERS_CAP = 100;
const READY_QUOTA = 40;
const INITIAL_WITH_CANDIDATES = 10;
const INITIAL_QUOTA = 40;

/** Countries of the records of people who are not users. */
const COUNTRY_CODES = [
  'ITA',
  'FRA',
  'ESP',
  'DEU',
  'NLD',
  'BEL',
  'PRT',
  'CHE',
  'GBR',
  'POL',
  'CZE',
  'USA',
  'ARG',
  'COL',
  'CHL',
  'BRA',
  'CHN',
  'JPN',
  'KOR',
  'NZL',
] as const;

// Names rare enough not to be any demo user's: the people of the register who never signed up.
const FIRST_NAMES = [
  'Aukusti',
  'Brynjar',
  'Cosmina',
  'Dagny',
  'Eirlys',
  'Fiachra',
  'Gwenllian',
  'Hallvard',
  'Iolanthe',
  'Jovanka',
  'Kaito',
  'Leocadia',
  'Mirela',
  'Nuno',
  'Oona',
  'Pilar',
  'Quirin',
  'Radka',
  'Solveig',
  'Tadeusz',
  'Ulla',
  'Vesna',
  'Wiremu',
  'Xiadani',
  'Yannick',
  'Zofia',
] as const;
const LAST_NAMES = [
  'Ahlqvist',
  'Bergendahl',
  'Czajkowska',
  'Dalgaard',
  'Eklundh',
  'Fitzalan',
  'Gjerdrum',
  'Hautamaki',
  'Ionescu-Vlad',
  'Jovanovska',
  'Kallenberg',
  'Lindqvist',
  'Makelainen',
  'Norgaard',
  'Oyelaran',
  'Pazdzior',
  'Quisumbing',
  'Rautavaara',
  'Szabolcsi',
  'Tuilagi',
  'Uusitalo',
  'Vainikolo',
  'Wojciechowska',
  'Xiong-Haldane',
  'Ystgaard',
  'Zeitlinger',
] as const;

/** mulberry32: a small seeded generator, 0 <= value < 1. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

type Random = () => number;
const pick = <T>(random: Random, values: readonly T[]): T =>
  values[Math.floor(random() * values.length)] as T;

/** Letters a register clerk mistypes into one another. */
const SLIPS: Readonly<Record<string, string>> = {
  c: 'k',
  k: 'c',
  s: 'z',
  z: 's',
  i: 'y',
  y: 'i',
  e: 'a',
  a: 'e',
  o: 'u',
  u: 'o',
  t: 'd',
  d: 't',
  n: 'm',
  m: 'n',
  r: 'l',
  l: 'r',
  v: 'w',
  w: 'v',
  b: 'p',
  p: 'b',
};

/**
 * One inner letter changed or doubled. Only names of six letters or more: a shorter one would lose too
 * many trigrams to stay a candidate, so it is written in capitals instead (trigrams ignore case).
 */
function misspell(name: string, random: Random): string {
  if (name.length < 6) return name.toUpperCase();
  const position = 1 + Math.floor(random() * (name.length - 2));
  const letter = name.charAt(position);
  const slip = SLIPS[letter.toLowerCase()];
  return `${name.slice(0, position)}${slip ?? `${letter}${letter}`}${name.slice(position + 1)}`;
}

interface Athlete {
  readonly id: number;
  readonly email: string | null;
  readonly firstName: string;
  readonly lastName: string;
  readonly birthday: string | null;
  readonly gender: string | null;
  readonly wskId: string | null;
  readonly federationId: number | null;
  readonly federation: { code: string; countryCode: string; name: string } | null;
}

/** How the register wrote a known athlete's nationality: alpha-3, alpha-2 or the country's name. */
function nationalityOf(athlete: Athlete, random: Random): string | null {
  const federation = athlete.federation;
  if (!federation) return null;
  return pick(random, [federation.code, federation.code, federation.countryCode, federation.name]);
}

/** The register's entry for an athlete: the names as given (or misspelt, or in swapped order). */
function recordOf(
  athlete: Athlete,
  wskId: string,
  random: Random,
  spelling: 'exact' | 'typo',
): NewWskIdRecordRow {
  let firstName = athlete.firstName;
  let lastName = athlete.lastName;
  if (spelling === 'typo') {
    const variant = Math.floor(random() * 4);
    if (variant === 0) [firstName, lastName] = [lastName, firstName];
    else if (lastName.length >= 6 || firstName.length < 6) lastName = misspell(lastName, random);
    else firstName = misspell(firstName, random);
  }
  return {
    wskId,
    firstName,
    lastName,
    birthday: athlete.birthday,
    gender: athlete.gender,
    nationalityRaw: nationalityOf(athlete, random),
    countryFederationId: athlete.federationId,
  };
}

/** YYYY-MM-DD of a day between 12 and 40 years before `today`. */
function birthdayBefore(today: Date, random: Random): string {
  const day = 86_400_000;
  const youngest = today.getTime() - 12 * 365 * day;
  return new Date(youngest - Math.floor(random() * 28 * 365) * day).toISOString().slice(0, 10);
}

/**
 * Creates the demo's WSK id records from the live athletes (approved or pending) in the database. Runs in
 * the caller's transaction (the demo seed's), on a database without records.
 */
export async function seedDemoWskIds(
  tx: Database,
  { today, demoAthleteEmail }: { today: Date; demoAthleteEmail: string },
): Promise<void> {
  const random = generator(20_260_101);
  const athletes: Athlete[] = await tx
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      birthday: users.birthday,
      gender: users.gender,
      wskId: users.wskId,
      federationId: users.federationId,
      federation: { code: federations.code, countryCode: federations.countryCode, name: federations.name },
    })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .leftJoin(federations, and(eq(federations.id, users.federationId), eq(federations.isDefault, false)))
    .where(and(eq(roles.type, ROLE_TYPES.ATHLETE), isNull(users.deletedAt)))
    .orderBy(asc(users.id));
  const named = athletes.filter((athlete) => athlete.firstName !== '' && athlete.lastName !== '');

  const takenWskIds = new Set(
    (await tx.select({ wskId: users.wskId }).from(users).where(isNotNull(users.wskId))).map(
      (row) => row.wskId,
    ),
  );
  let serial = 0;
  const nextWskId = () => {
    let wskId: string;
    do {
      serial += 1;
      // Register ids: WSK, the year of entry and a serial.
      wskId = `WSK${2010 + (serial % 16)}${String(10_000 + serial * 37).padStart(6, '0')}`;
    } while (takenWskIds.has(wskId));
    takenWskIds.add(wskId);
    return wskId;
  };

  // MATCHED: the athletes who hold a WSK id already (so every held WSK id has its record), then every
  // other athlete without one up to the quota (the demo athlete stays unmatched, to show the matching
  // from her side), so that half of them remain to be matched.
  const holders = named.filter((athlete) => athlete.wskId !== null).slice(0, HOLDERS_CAP);
  const free = named.filter((athlete) => athlete.wskId === null);
  const demoAthlete = free.filter((athlete) => athlete.email === demoAthleteEmail);
  const others = free.filter((athlete) => athlete.email !== demoAthleteEmail);
  const toMatch = others
    .filter((_, index) => index % 2 === 1)
    .slice(0, Math.max(0, MATCHED_QUOTA - holders.length));
  const matchedIds = new Set(toMatch.map((athlete) => athlete.id));
  const unmatched = [...demoAthlete, ...others.filter((athlete) => !matchedIds.has(athlete.id))];

  const matched = [
    ...holders.map((athlete) => ({ athlete, wskId: athlete.wskId ?? nextWskId() })),
    ...toMatch.map((athlete) => ({ athlete, wskId: nextWskId() })),
  ];
  const matchedRecords = matched.map(({ athlete, wskId }) => ({
    ...recordOf(athlete, wskId, random, 'exact'),
    status: WSK_ID_STATUSES.MATCHED,
    userId: athlete.id,
  }));

  // READY_TO_BE_MATCHED: the unmatched athletes misspelt, searched below so the status is the truth.
  const ready = unmatched.slice(0, READY_QUOTA);
  const readyRecords = ready.map((athlete) => recordOf(athlete, nextWskId(), random, 'typo'));
  // INITIAL that a search will match: more misspellings, of the athletes after those (or again the same).
  const initialMatchable =
    unmatched.length === 0
      ? []
      : Array.from({ length: INITIAL_WITH_CANDIDATES }, (_, index) => {
          const athlete = unmatched[(ready.length + index) % unmatched.length] as Athlete;
          return recordOf(athlete, nextWskId(), random, 'typo');
        });

  // People who never signed up: the rest of INITIAL, and NO_MATCH_FOUND (searched below as well).
  const countries = await tx
    .select({
      id: federations.id,
      code: federations.code,
      countryCode: federations.countryCode,
      name: federations.name,
    })
    .from(federations)
    .where(and(inArray(federations.code, [...COUNTRY_CODES]), eq(federations.isDefault, false)));
  const usedNames = new Set<string>();
  const stranger = (): NewWskIdRecordRow => {
    let firstName: string;
    let lastName: string;
    do {
      firstName = pick(random, FIRST_NAMES);
      lastName = pick(random, LAST_NAMES);
    } while (usedNames.has(`${firstName} ${lastName}`));
    usedNames.add(`${firstName} ${lastName}`);
    const country = countries.length > 0 ? pick(random, countries) : null;
    const birthdayKnown = random() < 0.9;
    return {
      wskId: nextWskId(),
      firstName,
      lastName,
      birthday: birthdayKnown ? birthdayBefore(today, random) : null,
      gender: pick(random, ['M', 'F', 'F', 'M', 'X', 'W']),
      nationalityRaw: country ? pick(random, [country.code, country.countryCode, country.name]) : null,
      countryFederationId: country?.id ?? null,
    };
  };
  const initialStrangers = Array.from(
    { length: Math.max(0, INITIAL_QUOTA - initialMatchable.length) },
    stranger,
  );
  const noMatchCount =
    DEMO_WSK_ID_RECORDS -
    matchedRecords.length -
    readyRecords.length -
    initialMatchable.length -
    initialStrangers.length;
  const noMatchRecords = Array.from({ length: Math.max(0, noMatchCount) }, stranger);

  if (matchedRecords.length > 0) {
    await tx.insert(wskIdRecords).values(matchedRecords);
    for (const { athlete, wskId } of matched) {
      if (athlete.wskId !== wskId) await tx.update(users).set({ wskId }).where(eq(users.id, athlete.id));
    }
  }
  await tx.insert(wskIdRecords).values([...initialMatchable, ...initialStrangers]);
  const searched = await tx
    .insert(wskIdRecords)
    .values([...readyRecords, ...noMatchRecords])
    .returning({ id: wskIdRecords.id });
  // The real search decides READY_TO_BE_MATCHED or NO_MATCH_FOUND, so no status in the demo is a lie.
  await searchInitialRecords(tx, { ids: searched.map((row) => row.id) });
}
