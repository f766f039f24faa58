// The credentials pick-up (decision 017, slice 2): who collects a federation's credentials at an event.
// WSK staff read any federation's and NF staff their own; the federation's NF administrators and WSK
// administrators write it (one row per event and federation) while the event is published and not over in
// its own time zone; every write is audited; the e-mail and phone are checked as the contract says.
import { ARCHIVED_EVENT_MESSAGE } from '@portal/contract/endpoints/events';
import { PARTICIPANT_MESSAGES } from '@portal/contract/endpoints/participants';
import { federationCredentialsPickupSchema } from '@portal/contract/participant';
import { dayInTimeZone } from '@portal/contract/registration-window';
import { PERMISSIONS, ROLE_TYPES } from '@portal/contract/roles';
import { validationMessages } from '@portal/contract/validation';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/audit';
import { events } from '../../db/schema/events';
import { eventCredentialsPickups } from '../../db/schema/participants';
import { useTestApp } from '../../test/harness';
import { EVENTS, expectError, expectInvalid, UNKNOWN_ID } from '../events/people-fixtures';
import { EVENT_NOT_FOUND_MESSAGE } from '../events/service';
import { registrationFixtures } from './participants-fixtures';

const ctx = useTestApp();
const f = registrationFixtures(ctx);
const { tokens, call } = f;

beforeAll(() => f.setUp());

const pickupUrl = (eventId: number, federationId: number) =>
  `${EVENTS}${eventId}/credentials-pickup/${federationId}/`;

const body = {
  full_name: 'Marco Bianchi',
  email: 'marco.bianchi@fisr.test',
  phone: '+39 06 1234567',
  note: 'Arrives on the first day at 9:00',
};

async function read(eventId: number, federationId: number, token: string) {
  const response = await call('GET', pickupUrl(eventId, federationId), token);
  expect(response.statusCode, response.body).toBe(200);
  return federationCredentialsPickupSchema.parse(response.json());
}

describe('reading the pick-up', () => {
  let eventId = 0;
  beforeAll(async () => {
    eventId = (await f.event()).id;
  });

  it('is null until named, editable by the federation’s NF administrators and WSK administrators', async () => {
    const own = await read(eventId, f.refs.italy, tokens.nfAdmin);
    expect(own).toEqual({
      event: eventId,
      federation: { id: f.refs.italy, name: expect.any(String), code: 'ITA' },
      pickup: null,
      editable: true,
    });
    expect((await read(eventId, f.refs.italy, tokens.nfViewer)).editable).toBe(false);
    expect((await read(eventId, f.refs.france, tokens.wskAdmin)).editable).toBe(true);
    expect((await read(eventId, f.refs.france, tokens.wskViewer)).editable).toBe(false);
  });

  it('keeps NF staff to their own federation and everyone else out', async () => {
    for (const actor of ['nfAdmin', 'nfViewer'] as const) {
      expectError(
        await call('GET', pickupUrl(eventId, f.refs.france), tokens[actor]),
        403,
        PARTICIPANT_MESSAGES.OWN_FEDERATION_ONLY,
      );
    }
    for (const actor of ['athlete', 'ito', 'guest'] as const) {
      expect((await call('GET', pickupUrl(eventId, f.refs.italy), tokens[actor])).statusCode, actor).toBe(
        403,
      );
    }
    expect((await call('GET', pickupUrl(eventId, UNKNOWN_ID), tokens.wskViewer)).statusCode).toBe(404);
    expectError(
      await call('GET', pickupUrl(UNKNOWN_ID, f.refs.italy), tokens.wskViewer),
      404,
      EVENT_NOT_FOUND_MESSAGE,
    );
  });

  it('hides a draft from NF staff', async () => {
    const draft = await f.event({ publish: false });
    expectError(
      await call('GET', pickupUrl(draft.id, f.refs.italy), tokens.nfAdmin),
      404,
      EVENT_NOT_FOUND_MESSAGE,
    );
    const seen = await read(draft.id, f.refs.italy, tokens.wskAdmin);
    expect(seen.editable).toBe(false);
  });
});

describe('naming who collects the credentials', () => {
  let eventId = 0;
  beforeAll(async () => {
    eventId = (await f.event()).id;
  });

  it('keeps one row per event and federation, the latest values, audited', async () => {
    const first = await call('PUT', pickupUrl(eventId, f.refs.italy), tokens.nfAdmin, body);
    expect(first.statusCode, first.body).toBe(200);
    expect(federationCredentialsPickupSchema.parse(first.json())).toMatchObject({
      pickup: { ...body, updated_by: { id: f.ids.nfAdmin } },
      editable: true,
    });
    const second = await call('PUT', pickupUrl(eventId, f.refs.italy), tokens.wskAdmin, {
      full_name: 'Sara Verdi',
      email: '',
      phone: '',
    });
    expect(second.statusCode, second.body).toBe(200);
    expect((await read(eventId, f.refs.italy, tokens.nfViewer)).pickup).toMatchObject({
      full_name: 'Sara Verdi',
      email: null,
      phone: null,
      note: '',
      updated_by: { id: f.ids.wskAdmin },
    });
    const rows = await ctx.db
      .select()
      .from(eventCredentialsPickups)
      .where(eq(eventCredentialsPickups.eventId, eventId));
    expect(rows).toHaveLength(1);
    const audits = await ctx.db
      .select({ details: auditEvents.details })
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.action, 'event_credentials_pickup.set'),
          eq(auditEvents.actorUserId, f.ids.nfAdmin),
        ),
      );
    expect(audits.map((row) => row.details)).toContainEqual({ event: eventId, federation: f.refs.italy });
    // Another federation has its own row.
    const french = await call('PUT', pickupUrl(eventId, f.refs.france), tokens.wskAdmin, body);
    expect(french.statusCode, french.body).toBe(200);
    expect((await read(eventId, f.refs.italy, tokens.nfAdmin)).pickup?.full_name).toBe('Sara Verdi');
  });

  it('lets only the federation’s NF administrators and WSK administrators write', async () => {
    for (const actor of ['nfViewer', 'wskViewer', 'athlete', 'ito', 'guest'] as const) {
      expect(
        (await call('PUT', pickupUrl(eventId, f.refs.italy), tokens[actor], body)).statusCode,
        actor,
      ).toBe(403);
    }
    expectError(
      await call('PUT', pickupUrl(eventId, f.refs.france), tokens.nfAdmin, body),
      403,
      PARTICIPANT_MESSAGES.OWN_FEDERATION_ONLY,
    );
    // An NF administrator of no federation may open none.
    const orphan = await f.person(ROLE_TYPES.NF_ADMIN, {}, PERMISSIONS.ADMIN);
    const orphanToken = await ctx.token({
      role: ROLE_TYPES.NF_ADMIN,
      permission: PERMISSIONS.ADMIN,
      userId: orphan,
    });
    expect((await call('PUT', pickupUrl(eventId, f.refs.italy), orphanToken, body)).statusCode).toBe(403);
  });

  it('checks the name, the e-mail and the phone', async () => {
    const url = pickupUrl(eventId, f.refs.italy);
    await expectInvalid(
      await call('PUT', url, tokens.nfAdmin, { ...body, full_name: ' ' }),
      'full_name',
      validationMessages.required,
    );
    await expectInvalid(
      await call('PUT', url, tokens.nfAdmin, { ...body, email: 'not-an-address' }),
      'email',
      validationMessages.email,
    );
    await expectInvalid(
      await call('PUT', url, tokens.nfAdmin, { ...body, phone: 'call me' }),
      'phone',
      'Enter a phone number such as +39 06 1234567',
    );
  });

  it('refuses a draft, an archived event and an event that is over', async () => {
    const draft = await f.event({ publish: false });
    expectError(
      await call('PUT', pickupUrl(draft.id, f.refs.italy), tokens.nfAdmin, body),
      404,
      EVENT_NOT_FOUND_MESSAGE,
    );
    await expectInvalid(
      await call('PUT', pickupUrl(draft.id, f.refs.italy), tokens.wskAdmin, body),
      null,
      PARTICIPANT_MESSAGES.EVENT_NOT_PUBLISHED,
    );
    // Days in the event's zone (Rome): the last day itself is still open, the day after it is not.
    const romeToday = dayInTimeZone(new Date(), 'Europe/Rome');
    const romeDay = (days: number) =>
      new Date(Date.parse(`${romeToday}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
    const over = await f.event();
    await ctx.db
      .update(events)
      .set({ startsOn: romeDay(-5), endsOn: romeDay(-1) })
      .where(eq(events.id, over.id));
    for (const token of [tokens.nfAdmin, tokens.wskAdmin]) {
      await expectInvalid(
        await call('PUT', pickupUrl(over.id, f.refs.italy), token, body),
        null,
        PARTICIPANT_MESSAGES.EVENT_OVER,
      );
    }
    expect((await read(over.id, f.refs.italy, tokens.nfAdmin)).editable).toBe(false);
    const endsToday = await f.event();
    await ctx.db
      .update(events)
      .set({ startsOn: romeDay(-5), endsOn: romeToday })
      .where(eq(events.id, endsToday.id));
    const open = await call('PUT', pickupUrl(endsToday.id, f.refs.italy), tokens.nfAdmin, body);
    expect(open.statusCode, open.body).toBe(200);
    await f.archive(endsToday.id);
    expect((await read(endsToday.id, f.refs.italy, tokens.nfAdmin)).editable).toBe(false);
    await expectInvalid(
      await call('PUT', pickupUrl(endsToday.id, f.refs.italy), tokens.nfAdmin, body),
      null,
      ARCHIVED_EVENT_MESSAGE,
    );
  });
});
