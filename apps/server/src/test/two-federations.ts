// The two-federation fixture of the object-level and viewer tests (object-level.test.ts, viewer-writes.test.ts):
// the payments fixtures (NF staff of Italy, France's NF administrator, a self-registered Italian athlete, two
// teams) plus, for Italy, France and that athlete, one object of every kind an endpoint takes the id of:
// profile documents, guardian, social link, sport and palmares, orders, payments, refunds, participants, team
// orders and roster places, a team application, an export, a WSK id record and a draft event with its parts.
import { randomBytes } from 'node:crypto';
import { GUARDIAN_RELATIONS } from '@portal/contract/user';
import { asc } from 'drizzle-orm';
import { eventItos, eventMedia, eventNews, eventReports, eventStaff } from '../db/schema/event-parts';
import { legalGuardians } from '../db/schema/personal-details';
import { registrationProgresses } from '../db/schema/registration';
import { socialProviders, userSocialLinks } from '../db/schema/social';
import { teamApplicationPeriods, teamApplications } from '../db/schema/team-applications';
import { teamMembers } from '../db/schema/teams';
import { fileUploads } from '../db/schema/uploads';
import { palmaresForms, userSports } from '../db/schema/user-sports';
import { wskIdRecords } from '../db/schema/wsk-ids';
import { annualSetup } from '../modules/payments/annual-fixtures';
import { ORDER_PAYMENTS } from '../modules/payments/payments-test-setup';
import { USERS_EXPORT_PURPOSE } from '../modules/users/export-by-email';
import type { TestApp } from './harness';

/** An id no row has: within the contract's id range, far above anything a test file inserts. */
export const UNKNOWN_ID = 2_000_000_000;

/** A stored name of the upload key's shape that no file has. */
export const unknownUploadKey = (extension: 'pdf' | 'csv' | 'png') =>
  `${randomBytes(16).toString('hex')}.${extension}`;

/** The objects of one person's account: what their profile, documents and sport endpoints take ids of. */
export interface PersonObjects {
  readonly user: number;
  readonly progress: number;
  /** A private document they uploaded (its stored name). */
  readonly upload: string;
  readonly guardian: number;
  readonly socialLink: number;
  readonly userSport: number;
  readonly palmares: number;
}

/** The objects of one payer: an order with a line and its participant, a pending payment, a card checkout, a refund. */
export interface PayerObjects {
  readonly order: number;
  readonly participant: number;
  /** A second participant on the order where it has one (Italy's), else 0. */
  readonly spareParticipant: number;
  readonly line: number;
  readonly payment: number;
  /** The token of a pending card payment's test checkout. */
  readonly checkout: string;
  readonly refund: number;
}

/** A team's objects: the team, a roster place, its annual order with a pending payment and a refund request. */
export interface TeamObjects {
  readonly team: number;
  readonly admin: { id: number; token: string };
  /** A pending place, and its athlete. */
  readonly rosterEntry: number;
  readonly rosterAthlete: number;
  readonly annualOrder: number;
  readonly annualLine: number;
  readonly annualPayment: number;
  readonly annualRefund: number;
}

let counter = 0;
const next = () => {
  counter += 1;
  return counter;
};

export function twoFederations(ctx: TestApp) {
  const a = annualSetup(ctx);
  /** annualSetup's own payment calls are the annual ones; these are the event orders'. */
  const orderPayments = a.paymentCalls(ORDER_PAYMENTS);
  const state = {} as {
    /** The published, billed event (Italy, France, the self athlete and the Italian team registered). */
    event: { id: number; sportId: number };
    /** A draft event (404 to all but WSK staff) with a news item, a photo, a report, staff and an ITO. */
    draft: {
      id: number;
      sportId: number;
      newsId: number;
      mediaId: number;
      reportId: number;
      memberId: number;
      assignmentId: number;
    };
    federations: { italy: number; france: number };
    /** A French athlete's account, Italy's NF administrator's reach ends before it. */
    frenchAthlete: PersonObjects;
    /** The self-registered Italian athlete's account (the victim of the athlete caller). */
    selfAthlete: PersonObjects;
    france: PayerObjects;
    italy: PayerObjects;
    athlete: PayerObjects;
    /** The team of Rome (administered by the fixtures' team administrator; the self athlete on its roster). */
    italianTeam: TeamObjects;
    /** The team of Lyon, administered by someone else. */
    otherTeam: TeamObjects;
    teamApplication: number;
    /** A users export France's NF administrator asked for by e-mail. */
    exportKey: string;
    wskIdRecord: number;
  };

  /** A file the user uploaded (not yet attached to a record): its stored name. */
  async function upload(
    ownerUserId: number,
    purpose = 'user_document',
    extension: 'pdf' | 'csv' | 'png' = 'pdf',
  ) {
    const key = unknownUploadKey(extension);
    const contentTypes = { pdf: 'application/pdf', csv: 'text/csv', png: 'image/png' } as const;
    await ctx.db.insert(fileUploads).values({
      key,
      ownerUserId,
      purpose,
      originalName: `document.${extension}`,
      contentType: contentTypes[extension],
      isPrivate: extension !== 'png',
      maxBytes: 10_000,
      sizeBytes: 10,
      expiresAt: new Date(Date.now() + 86_400_000),
      uploadedAt: new Date(),
    });
    return key;
  }

  async function personObjects(user: number, federationId: number): Promise<PersonObjects> {
    const n = next();
    const [progress] = await ctx.db
      .insert(registrationProgresses)
      .values({ userId: user })
      .onConflictDoUpdate({ target: registrationProgresses.userId, set: { stepPassportDetails: true } })
      .returning({ id: registrationProgresses.id });
    const document = await upload(user);
    const [guardian] = await ctx.db
      .insert(legalGuardians)
      .values({
        userId: user,
        firstName: 'Gina',
        lastName: 'Guardian',
        relation: GUARDIAN_RELATIONS[0],
        email: `guardian${n}@two-federations.test`,
        phone: `+39060000${String(n).padStart(4, '0')}`,
      })
      .returning({ id: legalGuardians.id });
    const [provider] = await ctx.db
      .select({ id: socialProviders.id })
      .from(socialProviders)
      .orderBy(asc(socialProviders.id))
      .limit(1);
    const [link] = await ctx.db
      .insert(userSocialLinks)
      .values({ userId: user, providerId: provider?.id ?? 0, url: `https://example.com/skater${n}` })
      .returning({ id: userSocialLinks.id });
    const [sport] = await ctx.db
      .insert(userSports)
      .values({ userId: user, sportId: a.speed.sportId, kind: 'athlete', federationId })
      .returning({ id: userSports.id });
    const [palmares] = await ctx.db
      .insert(palmaresForms)
      .values({ userSportId: sport?.id ?? 0, notes: 'Gold, 2025' })
      .returning({ id: palmaresForms.id });
    return {
      user,
      progress: progress?.id ?? 0,
      upload: document,
      guardian: guardian?.id ?? 0,
      socialLink: link?.id ?? 0,
      userSport: sport?.id ?? 0,
      palmares: palmares?.id ?? 0,
    };
  }

  async function payerObjects(order: number, token: string): Promise<PayerObjects> {
    const [line] = await a.lineIdsOf(order);
    const [participant, spare] = await a.participantsOf(order);
    // Confirmed money on the order, so that a refund can be asked of its first line.
    await a.pay(order, '20.00');
    const payment = await orderPayments.bankTransfer(token, order, '10.00');
    const card = await a.cardPayment(token, order, '1.00');
    const refund = await a.refund(line ?? 0, '5.00', 'requested');
    return {
      order,
      participant: participant ?? 0,
      spareParticipant: spare ?? 0,
      line: line ?? 0,
      payment: payment.id,
      checkout: card.token,
      refund,
    };
  }

  async function teamObjects(team: number, admin: { id: number; token: string }): Promise<TeamObjects> {
    const rosterAthlete = await a.athlete();
    const [place] = await ctx.db
      .insert(teamMembers)
      .values({ teamId: team, userId: rosterAthlete, jerseyNumber: 77, status: 'pending' })
      .returning({ id: teamMembers.id });
    const annual = await a.openOrder(team, a.seasons.current.id, admin.token);
    const annualLine = annual.lines[0]?.id ?? 0;
    await a.pay(annual.id, '20.00');
    const payment = await a.bankTransfer(admin.token, annual.id, '10.00');
    const annualRefund = await a.refund(annualLine, '5.00', 'requested');
    return {
      team,
      admin,
      rosterEntry: place?.id ?? 0,
      rosterAthlete,
      annualOrder: annual.id,
      annualLine,
      annualPayment: payment.id,
      annualRefund,
    };
  }

  async function draftEvent() {
    const target = await a.event({ publish: false });
    const [news] = await ctx.db
      .insert(eventNews)
      .values({ eventId: target.id, title: 'Draft news', body: 'Not out yet' })
      .returning({ id: eventNews.id });
    const [media] = await ctx.db
      .insert(eventMedia)
      .values({ eventId: target.id, kind: 'video', videoUrl: 'https://example.com/video' })
      .returning({ id: eventMedia.id });
    const [report] = await ctx.db
      .insert(eventReports)
      .values({ eventId: target.id, title: 'Draft report', fileKey: await upload(a.ids.wskAdmin) })
      .returning({ id: eventReports.id });
    const [member] = await ctx.db
      .insert(eventStaff)
      .values({ eventId: target.id, userId: a.ids.guest, group: 'staff', function: 'Speaker' })
      .returning({ id: eventStaff.id });
    const [assignment] = await ctx.db
      .insert(eventItos)
      .values({ eventId: target.id, eventSportId: target.sportId, userId: a.ids.ito, function: 'Judge' })
      .returning({ id: eventItos.id });
    return {
      ...target,
      newsId: news?.id ?? 0,
      mediaId: media?.id ?? 0,
      reportId: report?.id ?? 0,
      memberId: member?.id ?? 0,
      assignmentId: assignment?.id ?? 0,
    };
  }

  /** Everything above; call in beforeAll (about ten seconds on PGlite). */
  async function setUp() {
    await a.setUp();
    const { callers } = a;
    state.federations = { italy: a.refs.italy, france: a.refs.france };
    const billed = await a.billedEvent({ italy: 2, france: 1, team: 1 });
    state.event = billed.event;
    state.draft = await draftEvent();

    const french = await a.athlete({ federationId: a.refs.france, firstName: 'Fleur' });
    state.frenchAthlete = await personObjects(french, a.refs.france);
    state.selfAthlete = await personObjects(callers.selfAthlete.id, a.refs.italy);

    state.italy = await payerObjects(billed.italy, callers.italyNf.token);
    state.france = await payerObjects(billed.france, callers.franceNf.token);
    state.athlete = await payerObjects(billed.athlete, callers.selfAthlete.token);

    state.italianTeam = await teamObjects(a.teamIds.team, callers.teamAdmin);
    state.otherTeam = await teamObjects(a.teamIds.otherTeam, callers.otherTeamAdmin);

    const [period] = await ctx.db
      .insert(teamApplicationPeriods)
      .values({ name: 'Two federations', startsOn: '2020-01-01', endsOn: '2020-12-31' })
      .returning({ id: teamApplicationPeriods.id });
    const [application] = await ctx.db
      .insert(teamApplications)
      .values({
        periodId: period?.id ?? 0,
        teamName: 'Marseille Roller Club',
        countryCode: 'FR',
        contactEmail: 'contact@marseille.test',
        contactPhone: '+33100000000',
        adminFirstName: 'Marc',
        adminLastName: 'Admin',
        adminEmail: 'marc@marseille.test',
        status: 'submitted',
        applicantUserId: callers.otherTeamAdmin.id,
        submittedAt: new Date(),
      })
      .returning({ id: teamApplications.id });
    state.teamApplication = application?.id ?? 0;

    state.exportKey = await upload(callers.franceNf.id, USERS_EXPORT_PURPOSE, 'csv');
    const [record] = await ctx.db
      .insert(wskIdRecords)
      .values({
        wskId: 'FRA-000001',
        firstName: 'Fleur',
        lastName: 'Register',
        countryFederationId: a.refs.france,
      })
      .returning({ id: wskIdRecords.id });
    state.wskIdRecord = record?.id ?? 0;
  }

  return { ...a, setUp, upload, objects: state };
}

export type TwoFederations = ReturnType<typeof twoFederations>;
