// The eligibility rules of event registration (decision 017), as pure functions of the facts the candidate
// query reads per person: which reasons keep a person from being registered (as an athlete or as a national
// technical official, or for a team), which categories of the event sport they may enter, and the dates the rules are
// judged on (the passport on the event's last day, the anti-doping certificate in that day's year, the age
// group on its first day). queries.ts holds the same
// rules as SQL for the `eligible=true` filter; the tests pin both to the same boundaries.
import type { Gender } from '@portal/contract/constants';
import { PARTICIPANT_MESSAGES } from '@portal/contract/endpoints/participants';
import type { EventCategory, ParticipantKind } from '@portal/contract/event';
import { INELIGIBILITY_REASONS, type IneligibilityReason } from '@portal/contract/participant';
import { AGE_OF_MAJORITY, type AgeGroup, ageGroupOn } from '@portal/contract/user';
import { validationMessages } from '@portal/contract/validation';
import type { ValidityDay } from '../users/user-list-queries';
import { validityDayOf } from '../users/user-lists';

/** What the candidate query knows about one person. */
export interface EligibilityFacts {
  /** An approved athlete role on an account that was not deleted. */
  readonly approvedAthlete: boolean;
  readonly federationId: number | null;
  readonly registrationCompleted: boolean;
  /** A passports row (the sign-up step's passport details). */
  readonly hasPassport: boolean;
  /** The passport's active-until date is after the event's last day. */
  readonly passportValid: boolean;
  readonly antiDopingValid: boolean;
  readonly gender: Gender | null;
  /** On the event's first day; null without a birthday. */
  readonly ageGroup: AgeGroup | null;
  /** An active (pending or approved) registration for this sport and kind. */
  readonly registered: boolean;
}

/** What the registration asks of every person. */
export interface RegistrationTerms {
  readonly categories: readonly EventCategory[];
  /** The sport's allowed countries admit the federation registered for. */
  readonly countryAllowed: boolean;
  /**
   * For a write, the federation registered for: the person must be an approved athlete of it. Lists are of
   * that federation's approved athletes already, so they leave it out.
   */
  readonly federationId?: number | null;
}

/** The days eligibility is judged on for an event. */
export interface EventJudgement {
  /** Passport and anti-doping: the event's last day (its year for the certificate). */
  readonly validity: ValidityDay;
  /** The event's first day, for the age group. */
  readonly firstDay: string;
  /** The latest birthday (YYYY-MM-DD, compared as text) of someone adult on the first day. */
  readonly adultBornBy: string;
}

/**
 * The latest birthday of a person of age on `day`: the same month and day AGE_OF_MAJORITY years earlier.
 * Compared as text, so 29 February works in every year (a birthday of 29 February 2008 is of age on
 * 1 March 2026, not on 28 February), exactly as `ageGroupOn` counts.
 */
export function adultBornBy(day: string): string {
  const year = Number(day.slice(0, 4)) - AGE_OF_MAJORITY;
  return `${String(year).padStart(4, '0')}${day.slice(4)}`;
}

export function judgementOf(event: { readonly startsOn: string; readonly endsOn: string }): EventJudgement {
  return {
    validity: validityDayOf(new Date(`${event.endsOn}T00:00:00Z`)),
    firstDay: event.startsOn,
    adultBornBy: adultBornBy(event.startsOn),
  };
}

/** The age group on the event's first day; null without a birthday. */
export function ageGroupAt(birthday: string | null, judgement: EventJudgement): AgeGroup | null {
  return birthday === null ? null : ageGroupOn(birthday, judgement.firstDay);
}

const fitsGender = (category: EventCategory, gender: Gender | null) =>
  category.gender === null || category.gender === gender;
const fitsAge = (category: EventCategory, ageGroup: AgeGroup | null) =>
  category.age_group === null || category.age_group === ageGroup;

/** The names of the categories open to the person, in the sport's order; empty when the sport has none. */
export function fittingCategories(
  categories: readonly EventCategory[],
  person: { readonly gender: Gender | null; readonly ageGroup: AgeGroup | null },
): string[] {
  return categories
    .filter((category) => fitsGender(category, person.gender) && fitsAge(category, person.ageGroup))
    .map((category) => category.name);
}

/**
 * Why the person may not be registered, in the contract's order; empty when they may. A sport with
 * categories none of which fits is `wrong_gender` when no category admits the person's gender, otherwise
 * `wrong_age_group` (a category of their gender exists, not for their age). `banned` is a team's: WSK's ban
 * of a team (decision 019) stops every registration for it, see the team functions below.
 */
export function ineligibilityReasons(
  facts: EligibilityFacts,
  terms: RegistrationTerms,
): IneligibilityReason[] {
  const reasons = new Set<IneligibilityReason>();
  const write = terms.federationId !== undefined;
  if (write && !facts.approvedAthlete) reasons.add('not_an_athlete');
  if (!facts.registrationCompleted) reasons.add('registration_not_completed');
  if (!facts.hasPassport) reasons.add('passport_missing');
  else if (!facts.passportValid) reasons.add('passport_expires');
  if (!facts.antiDopingValid) reasons.add('anti_doping_missing');
  if (write && (terms.federationId === null || facts.federationId !== terms.federationId)) {
    reasons.add('wrong_federation');
  }
  if (!terms.countryAllowed) reasons.add('country_not_allowed');
  if (terms.categories.length > 0 && fittingCategories(terms.categories, facts).length === 0) {
    const genderFits = terms.categories.some((category) => fitsGender(category, facts.gender));
    reasons.add(genderFits ? 'wrong_age_group' : 'wrong_gender');
  }
  if (facts.registered) reasons.add('already_registered');
  return INELIGIBILITY_REASONS.filter((reason) => reasons.has(reason));
}

/** Whether the sport's allowed countries (alpha-2; none = every country) admit the federation's country. */
export function countryAllowed(allowedCountries: readonly string[], countryCode: string | null): boolean {
  return allowedCountries.length === 0 || (countryCode !== null && allowedCountries.includes(countryCode));
}

/** What the candidate query knows about a person registered as a national technical official. */
export interface OfficialFacts {
  /** An approved role other than guest on an account that was not deleted. */
  readonly approvedMember: boolean;
  readonly federationId: number | null;
  readonly registrationCompleted: boolean;
  readonly hasPassport: boolean;
  readonly passportValid: boolean;
  /** An active (pending or approved) NTO registration for this sport. */
  readonly registered: boolean;
}

/**
 * Why the person may not be registered as a national technical official, in the contract's order; empty
 * when they may. Officials have no anti-doping, age or gender rule; the sport's country rule applies as
 * for athletes. `not_a_member` and `wrong_federation` are judged on writes (`terms.federationId` given):
 * the lists are already of the federation's members.
 */
export function officialIneligibilityReasons(
  facts: OfficialFacts,
  terms: Pick<RegistrationTerms, 'countryAllowed' | 'federationId'>,
): IneligibilityReason[] {
  const reasons = new Set<IneligibilityReason>();
  const write = terms.federationId !== undefined;
  if (write && !facts.approvedMember) reasons.add('not_a_member');
  if (!facts.registrationCompleted) reasons.add('registration_not_completed');
  if (!facts.hasPassport) reasons.add('passport_missing');
  else if (!facts.passportValid) reasons.add('passport_expires');
  if (write && (terms.federationId === null || facts.federationId !== terms.federationId)) {
    reasons.add('wrong_federation');
  }
  if (!terms.countryAllowed) reasons.add('country_not_allowed');
  if (facts.registered) reasons.add('already_registered');
  return INELIGIBILITY_REASONS.filter((reason) => reasons.has(reason));
}

/** The reasons a write answers first: who the person is (their role) before what they lack. */
const ROLE_REASONS: readonly IneligibilityReason[] = ['not_an_athlete', 'not_a_member'];

/** The reason a refused write names on `user`: a role reason when there is one, else the first. */
export function leadingReason(reasons: readonly IneligibilityReason[]): IneligibilityReason | undefined {
  return reasons.find((reason) => ROLE_REASONS.includes(reason)) ?? reasons[0];
}

/** Kinds judged as athletes (anti-doping, age group, gender, categories and entries). */
export function isAthleteKind(kind: ParticipantKind): boolean {
  return kind === 'athlete' || kind === 'team_athlete';
}

/** What a team registration asks beyond the person: a team WSK banned registers nobody (`banned`). */
export interface TeamTerms {
  readonly teamBanned: boolean;
}

/**
 * Why a roster member may not be registered as a team athlete, in the contract's order: the athlete rules
 * with the role judged on lists too (a roster is not a list of approved athletes), and no federation or
 * country rule (teams are international); `banned` while WSK has banned the team.
 */
export function teamAthleteIneligibilityReasons(
  facts: EligibilityFacts,
  terms: Pick<RegistrationTerms, 'categories'> & TeamTerms,
): IneligibilityReason[] {
  const reasons = new Set(
    ineligibilityReasons(facts, { categories: terms.categories, countryAllowed: true }),
  );
  if (!facts.approvedAthlete) reasons.add('not_an_athlete');
  if (terms.teamBanned) reasons.add('banned');
  return INELIGIBILITY_REASONS.filter((reason) => reasons.has(reason));
}

/**
 * Why a person may not be registered as a team official: any account may serve a team, so only the
 * registration, the passport on the event's last day, an active registration and the team's ban count.
 */
export function teamOfficialIneligibilityReasons(
  facts: OfficialFacts,
  terms: TeamTerms,
): IneligibilityReason[] {
  const reasons = new Set(officialIneligibilityReasons(facts, { countryAllowed: true }));
  if (terms.teamBanned) reasons.add('banned');
  return INELIGIBILITY_REASONS.filter((reason) => reasons.has(reason));
}

/**
 * The errors of a registration's entries (on `entries`): at least one where the sport has disciplines,
 * disciplines of the sport, a category where it has any, one the person fits (`fitting`).
 */
export function entryErrorsOf(
  entries: readonly { readonly discipline: number; readonly category: string | null }[],
  sport: {
    readonly disciplineIds: ReadonlySet<number>;
    readonly categories: readonly EventCategory[];
    readonly fitting: readonly string[];
  },
): string[] {
  const errors = new Set<string>();
  if (sport.disciplineIds.size > 0 && entries.length === 0) errors.add(validationMessages.minCount(1));
  const names = new Set(sport.categories.map((category) => category.name));
  for (const entry of entries) {
    if (!sport.disciplineIds.has(entry.discipline)) errors.add(PARTICIPANT_MESSAGES.DISCIPLINE_NOT_OF_SPORT);
    if (names.size === 0) {
      if (entry.category !== null) errors.add(PARTICIPANT_MESSAGES.CATEGORY_NOT_OF_SPORT);
    } else if (entry.category === null) errors.add(PARTICIPANT_MESSAGES.CATEGORY_REQUIRED);
    else if (!names.has(entry.category)) errors.add(PARTICIPANT_MESSAGES.CATEGORY_NOT_OF_SPORT);
    else if (!sport.fitting.includes(entry.category)) errors.add(PARTICIPANT_MESSAGES.CATEGORY_NOT_ALLOWED);
  }
  return [...errors];
}
