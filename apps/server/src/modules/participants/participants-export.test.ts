// The event's participants export (decision 017, slice 3): who may export, the CSV's bytes (BOM, header,
// CRLF, formula guard) and the count header first, every §3 listing column (role label, organisation type
// from job, else group, else department), the list's filters and order, the XLSX read back by ExcelJS, keyset
// batches (ties included, two queries each) and 2,500 participants.

import { exportEventParticipantsQuerySchema } from '@portal/contract/endpoints/participants';
import { EXPORT_CONTENT_TYPES, EXPORT_COUNT_HEADER } from '@portal/contract/endpoints/user-management';
import { pagedSchema } from '@portal/contract/http';
import { PARTICIPANT_EXPORT_COLUMNS, participantRowSchema } from '@portal/contract/participant';
import { ROLE_TYPES } from '@portal/contract/roles';
import { parse } from 'csv-parse/sync';
import { asc, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterEach, beforeAll, describe, expect, it, type MockInstance, vi } from 'vitest';
import { departments, groups, jobs } from '../../db/schema/organizations';
import { eventParticipantEntries, eventParticipants } from '../../db/schema/participants';
import { sports } from '../../db/schema/sports';
import { disciplines } from '../../db/schema/user-sports';
import type { AccessClaims } from '../../platform/auth/tokens';
import { useTestApp } from '../../test/harness';
import { EVENTS, expectError, peopleFixtures, UNKNOWN_ID } from '../events/people-fixtures';
import { EVENT_NOT_FOUND_MESSAGE } from '../events/service';
import { exportEventParticipants } from './participants-export';

const ctx = useTestApp();
const f = peopleFixtures(ctx);
const { tokens, call } = f;

const HEADERS = PARTICIPANT_EXPORT_COLUMNS.map(([, header]) => header);
const column = (key: (typeof PARTICIPANT_EXPORT_COLUMNS)[number][0]) =>
  PARTICIPANT_EXPORT_COLUMNS.findIndex(([name]) => name === key);

type Kind = (typeof eventParticipants.$inferInsert)['kind'];
type Status = (typeof eventParticipants.$inferInsert)['status'];

const event = { id: 0, sportA: 0, sportB: 0 };
const sportNames = { a: '', b: '' };
let draftId = 0;
const p: Record<string, number> = {};
const disciplineNames: string[] = [];

async function participant(
  key: string,
  values: {
    readonly user: number;
    /** Null for event staff and LOC members. */
    readonly eventSport: number | null;
    readonly kind: Kind;
    readonly status: Status;
    readonly federation: number | null;
    readonly fee?: string | null;
    readonly function?: string;
  },
) {
  const [row] = await ctx.db
    .insert(eventParticipants)
    .values({
      eventId: event.id,
      eventSportId: values.eventSport,
      kind: values.kind,
      userId: values.user,
      federationId: values.federation,
      status: values.status,
      currency: 'EUR',
      feeAmount: values.fee === undefined ? '120.5' : values.fee,
      function: values.function ?? null,
      createdAt: new Date('2026-03-04T10:00:00Z'),
    })
    .returning({ id: eventParticipants.id });
  p[key] = row?.id ?? 0;
}

const person = (role: (typeof ROLE_TYPES)[keyof typeof ROLE_TYPES], values: object, permission?: 'viewer') =>
  f.person(role, values, permission ?? null);

beforeAll(async () => {
  await f.setUp();
  const created = await f.publishedEvent({}, [f.refs.sportA, f.refs.sportB]);
  event.id = created.id;
  event.sportA = created.eventSports[0] ?? 0;
  event.sportB = created.eventSports[1] ?? 0;
  draftId = (await f.draftEvent()).id;
  const names = await ctx.db
    .select({ id: sports.id, name: sports.name })
    .from(sports)
    .where(sql`${sports.id} in (${f.refs.sportA}, ${f.refs.sportB})`);
  sportNames.a = names.find((row) => row.id === f.refs.sportA)?.name ?? '';
  sportNames.b = names.find((row) => row.id === f.refs.sportB)?.name ?? '';
  const twoDisciplines = await ctx.db
    .select({ id: disciplines.id, name: disciplines.name })
    .from(disciplines)
    .where(eq(disciplines.sportId, f.refs.sportA))
    .orderBy(asc(disciplines.name))
    .limit(2);
  disciplineNames.push(...twoDisciplines.map((row) => row.name));

  // The organisation chart: a job's type wins over its group's, a group's over its department's.
  const [department] = await ctx.db
    .insert(departments)
    .values({ name: 'Xport Department', organizationType: 'dept-type' })
    .returning();
  const [group] = await ctx.db
    .insert(groups)
    .values({ name: 'Xport Group', departmentId: department?.id, organizationType: 'group-type' })
    .returning();
  const [typedJob] = await ctx.db
    .insert(jobs)
    .values({ name: 'Xport Typed job', groupId: group?.id, organizationType: 'job-type' })
    .returning();
  const [plainJob] = await ctx.db
    .insert(jobs)
    .values({ name: 'Xport Plain job', groupId: group?.id, organizationType: null })
    .returning();

  const { italy, france } = f.refs;
  const anna = await person(ROLE_TYPES.ATHLETE, {
    firstName: 'Anna',
    lastName: 'Xportalpha',
    email: 'anna@xport.test',
    gender: 'F',
    federationId: italy,
    wskId: 'WSK-X-1',
  });
  const evil = await person(ROLE_TYPES.ATHLETE, {
    firstName: '=HYPERLINK("http://evil.test")',
    lastName: 'Xportbeta',
    gender: 'M',
    federationId: france,
  });
  const coach = await person(ROLE_TYPES.ATHLETE, { firstName: 'Carlo', lastName: 'Xportcoach' });
  const staff = async (firstName: string, values: object) =>
    person(ROLE_TYPES.WSK_ADMIN, { firstName, lastName: 'Xportstaff', ...values }, 'viewer');
  const byJob = await staff('Job', {
    departmentId: department?.id,
    groupId: group?.id,
    jobId: typedJob?.id,
  });
  const byGroup = await staff('Group', {
    departmentId: department?.id,
    groupId: group?.id,
    jobId: plainJob?.id,
  });
  const byDepartment = await staff('Department', { departmentId: department?.id });
  // Two people of the same name: the participant's id breaks the tie, across batches too.
  const twinA = await person(ROLE_TYPES.ATHLETE, { firstName: 'Twin', lastName: 'Xporttwin' });
  const twinB = await person(ROLE_TYPES.ATHLETE, { firstName: 'Twin', lastName: 'Xporttwin' });

  await participant('anna', {
    user: anna,
    eventSport: event.sportA,
    kind: 'athlete',
    status: 'approved',
    federation: italy,
  });
  await ctx.db.insert(eventParticipantEntries).values([
    { participantId: p.anna ?? 0, disciplineId: twoDisciplines[0]?.id ?? 0, category: 'Senior women' },
    { participantId: p.anna ?? 0, disciplineId: twoDisciplines[1]?.id ?? 0, category: null },
  ]);
  await participant('evil', {
    user: evil,
    eventSport: event.sportA,
    kind: 'team_athlete',
    status: 'pending',
    federation: france,
  });
  await participant('coach', {
    user: coach,
    eventSport: event.sportB,
    kind: 'nto',
    status: 'approved',
    federation: italy,
    fee: null,
    function: 'Coach',
  });
  for (const [key, user] of [
    ['byJob', byJob],
    ['byGroup', byGroup],
    ['byDepartment', byDepartment],
  ] as const) {
    await participant(key, {
      user,
      eventSport: null,
      kind: 'staff',
      status: 'pending',
      federation: null,
    });
  }
  await participant('twinB', {
    user: twinB,
    eventSport: event.sportA,
    kind: 'athlete',
    status: 'withdrawn',
    federation: italy,
  });
  await participant('twinA', {
    user: twinA,
    eventSport: event.sportA,
    kind: 'athlete',
    status: 'approved',
    federation: italy,
  });
});

const exportUrl = (eventId: number, query: string) => `${EVENTS}${eventId}/participants/export/?${query}`;

/** The CSV's rows without the BOM, header first, checking the bytes on the way. */
function csvRows(raw: Buffer): string[][] {
  expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = raw.toString('utf8').slice(1);
  expect(text.endsWith('\r\n')).toBe(true);
  // Every line break outside quotes is CRLF: no bare LF ends a record.
  expect(text.replace(/"[^"]*"/g, '').match(/(?<!\r)\n/)).toBeNull();
  return parse(text, { relax_column_count: false });
}

async function exportCsv(query: string, token = tokens.wskAdmin) {
  const response = await call('GET', exportUrl(event.id, `format=csv&${query}`), token);
  expect(response.statusCode, response.body).toBe(200);
  const [header, ...rows] = csvRows(response.rawPayload);
  expect(header).toEqual(HEADERS);
  expect(Number(response.headers[EXPORT_COUNT_HEADER])).toBe(rows.length);
  return rows;
}

const keyOf = (id: number | string) =>
  Object.entries(p).find(([, value]) => value === Number(id))?.[0] ?? `#${id}`;
const csvKeys = async (query: string) => (await exportCsv(query)).map((row) => keyOf(row[0] ?? ''));
const cellsOf = (row: readonly unknown[] | undefined) =>
  Object.fromEntries(PARTICIPANT_EXPORT_COLUMNS.map(([key], index) => [key, row?.[index]]));

/** The ids the management list shows, every page, for the same query. */
async function listIds(query: string) {
  const found: number[] = [];
  for (let page = 1; ; page++) {
    const response = await call(
      'GET',
      `${EVENTS}${event.id}/participants/?${query}&page=${page}&page_size=3`,
      tokens.wskAdmin,
    );
    expect(response.statusCode, response.body).toBe(200);
    const body = pagedSchema(participantRowSchema).parse(response.json());
    found.push(...body.results.map((row) => row.id));
    if (!body.next) return found;
  }
}

const ORDER = ['anna', 'evil', 'coach', 'byDepartment', 'byGroup', 'byJob', 'twinB', 'twinA'];

describe('access', () => {
  it('lets WSK staff export and refuses NF staff and everyone else', async () => {
    for (const token of [tokens.wskAdmin, tokens.wskViewer]) {
      const response = await call('GET', exportUrl(event.id, 'format=csv'), token);
      expect(response.statusCode, response.body).toBe(200);
    }
    for (const token of [tokens.nfAdmin, tokens.nfViewer, tokens.athlete, tokens.ito, tokens.guest]) {
      expect((await call('GET', exportUrl(event.id, 'format=xlsx'), token)).statusCode).toBe(403);
    }
    expect((await call('GET', exportUrl(event.id, 'format=csv'), null)).statusCode).toBe(401);
    expectError(
      await call('GET', exportUrl(UNKNOWN_ID, 'format=csv'), tokens.wskAdmin),
      404,
      EVENT_NOT_FOUND_MESSAGE,
    );
    const draft = await call('GET', exportUrl(draftId, 'format=csv'), tokens.wskViewer);
    expect([draft.statusCode, draft.headers[EXPORT_COUNT_HEADER]]).toEqual([200, '0']);
  });

  it('asks for a format', async () => {
    const response = await call('GET', exportUrl(event.id, 'format=pdf'), tokens.wskAdmin);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().invalid_fields)).toEqual(['format']);
  });
});

describe('CSV', () => {
  it('answers a UTF-8 attachment named after the event, with the count first and no caching', async () => {
    const response = await call('GET', exportUrl(event.id, 'format=csv'), tokens.wskAdmin);
    expect(response.headers['content-type']).toBe(EXPORT_CONTENT_TYPES.csv);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="participants-${event.id}.csv"`,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers[EXPORT_COUNT_HEADER]).toBe(String(ORDER.length));
    const [header, ...rows] = csvRows(response.rawPayload);
    expect(header).toEqual(HEADERS);
    expect(rows.map((row) => keyOf(row[0] ?? ''))).toEqual(ORDER);
  });

  it('writes the §3 listing record of a participant', async () => {
    const rows = await exportCsv('search=anna@xport');
    expect(cellsOf(rows[0])).toEqual({
      id: String(p.anna),
      full_name: 'Anna Xportalpha',
      first_name: 'Anna',
      last_name: 'Xportalpha',
      gender: 'Female',
      role: 'Athlete',
      group: '',
      department: '',
      job: '',
      organization_type_id: '',
      email: 'anna@xport.test',
      sport: sportNames.a,
      need_wsk_match: 'No',
      federation: 'Italy',
      status: 'Approved',
      function: '',
      entries: `${disciplineNames[0]} (Senior women), ${disciplineNames[1]}`,
      fee: '120.50',
      currency: 'EUR',
      registered: '2026-03-04',
    });
    const [coach] = await exportCsv('kind=nto');
    expect(cellsOf(coach)).toMatchObject({
      role: 'National technical official',
      sport: sportNames.b,
      function: 'Coach',
      fee: '',
      entries: '',
      need_wsk_match: 'No',
    });
  });

  it('takes the organisation type from the job, else the group, else the department', async () => {
    const rows = await exportCsv('kind=staff');
    expect(rows.map((row) => keyOf(row[0] ?? ''))).toEqual(['byDepartment', 'byGroup', 'byJob']);
    const picked = (key: string) => {
      const cells = cellsOf(rows.find((row) => keyOf(row[0] ?? '') === key));
      return [
        cells.department,
        cells.group,
        cells.job,
        cells.organization_type_id,
        cells.role,
        cells.federation,
      ];
    };
    expect(picked('byJob')).toEqual([
      'Xport Department',
      'Xport Group',
      'Xport Typed job',
      'job-type',
      'Event staff',
      '',
    ]);
    expect(picked('byGroup')).toEqual([
      'Xport Department',
      'Xport Group',
      'Xport Plain job',
      'group-type',
      'Event staff',
      '',
    ]);
    expect(picked('byDepartment')).toEqual(['Xport Department', '', '', 'dept-type', 'Event staff', '']);
  });

  it('defuses a formula at the start of a cell and marks an athlete without a WSK id', async () => {
    const [evil] = await exportCsv('search=xportbeta');
    expect(cellsOf(evil)).toMatchObject({
      first_name: `'=HYPERLINK("http://evil.test")`,
      full_name: `'=HYPERLINK("http://evil.test") Xportbeta`,
      role: 'Team athlete',
      need_wsk_match: 'Yes',
      status: 'Pending',
      federation: 'France',
    });
  });

  it('exports what the list shows under the same filters, in its order', async () => {
    for (const query of [
      '',
      'kind=athlete',
      `event_sport=${event.sportB}`,
      'status=pending',
      `federation=${f.refs.italy}`,
      'need_wsk_match=true',
      'need_wsk_match=false&kind=athlete',
      'search=twin xport',
    ]) {
      const exported = (await exportCsv(query)).map((row) => Number(row[0]));
      expect(exported, query).toEqual(await listIds(query));
    }
    expect(await csvKeys('need_wsk_match=true')).toEqual(['evil', 'twinB', 'twinA']);
    expect(await csvKeys(`federation=${f.refs.france}`)).toEqual(['evil']);
  });
});

describe('XLSX', () => {
  it('is a workbook with the header, numbers for ids and the text as given', async () => {
    const response = await call('GET', exportUrl(event.id, 'format=xlsx'), tokens.wskViewer);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe(EXPORT_CONTENT_TYPES.xlsx);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="participants-${event.id}.xlsx"`,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.name).toBe('Participants');
    const rows: unknown[][] = [];
    sheet?.eachRow({ includeEmpty: true }, (row) => {
      rows.push(HEADERS.map((_, index) => row.getCell(index + 1).value));
    });
    const [header, ...data] = rows;
    expect(header).toEqual(HEADERS);
    expect(data).toHaveLength(Number(response.headers[EXPORT_COUNT_HEADER]));
    expect(data.map((row) => row[0])).toEqual(ORDER.map((key) => p[key]));
    const anna = cellsOf(data[0]);
    expect([anna.id, anna.full_name, anna.role, anna.entries, anna.fee, anna.registered]).toEqual([
      p.anna,
      'Anna Xportalpha',
      'Athlete',
      `${disciplineNames[0]} (Senior women), ${disciplineNames[1]}`,
      '120.50',
      '2026-03-04',
    ]);
    // An inline string is never a formula: no apostrophe needed. Empty cells stay empty.
    expect(cellsOf(data[1]).first_name).toBe('=HYPERLINK("http://evil.test")');
    expect(anna.group).toBeNull();
    expect(cellsOf(data[5]).organization_type_id).toBe('job-type');
  });
});

describe('keyset batches', () => {
  afterEach(() => vi.restoreAllMocks());

  const wsk: AccessClaims = { userId: 1, sessionId: 1, role: 'wsk_admin', permission: 'viewer' };

  async function exportedIds(query: string, batchSize: number, onStart?: () => void) {
    const file = await exportEventParticipants(
      { db: ctx.db, config: ctx.config },
      wsk,
      { id: event.id },
      exportEventParticipantsQuerySchema.parse(
        Object.fromEntries(new URLSearchParams(`format=csv&${query}`)),
      ),
      { batchSize },
    );
    onStart?.();
    const chunks: Buffer[] = [];
    for await (const chunk of file.chunks) chunks.push(Buffer.from(chunk));
    return csvRows(Buffer.concat(chunks))
      .slice(1)
      .map((row) => keyOf(row[0] ?? ''));
  }

  it('resume exactly after the last row, ties of name included', async () => {
    for (const size of [1, 2, 3]) expect(await exportedIds('', size), String(size)).toEqual(ORDER);
    expect(await exportedIds('search=twin', 1)).toEqual(['twinB', 'twinA']);
  });

  it('read a batch and its entries in two queries, never one per row', async () => {
    const { driver } = ctx.database.handle;
    const target: { query: (...args: never[]) => unknown } =
      driver.kind === 'pglite' ? driver.client : driver.pool;
    // 8 rows in batches of 3: three batches of two queries once the file is counted.
    const watch: { spy?: MockInstance } = {};
    await exportedIds('', 3, () => {
      watch.spy = vi.spyOn(target, 'query');
    });
    expect(watch.spy?.mock.calls.length).toBe(3 * 2);
  });
});

describe('2,500 participants', () => {
  it('export completely, in order, batch after batch', { timeout: 120_000 }, async () => {
    const athlete = await ctx.roleIdOf(ROLE_TYPES.ATHLETE);
    await ctx.db.execute(sql`
      insert into users (email, first_name, last_name, role_id, role_status, registration_completed, federation_id)
      select 'bulk' || g || '@xport-bulk.test', 'Bulk', 'Qbulk' || lpad(g::text, 5, '0'), ${athlete},
        'approved', true, ${f.refs.italy}::int
      from generate_series(1, 2500) as g`);
    await ctx.db.execute(sql`
      insert into event_participants (event_id, event_sport_id, kind, user_id, federation_id, status, currency)
      select ${event.id}::int, ${event.sportA}::int, 'athlete', id, federation_id, 'approved', 'EUR'
      from users where email like 'bulk%@xport-bulk.test'`);
    const response = await call('GET', exportUrl(event.id, 'format=csv&search=qbulk'), tokens.wskAdmin);
    expect(response.statusCode).toBe(200);
    expect(response.headers[EXPORT_COUNT_HEADER]).toBe('2500');
    const [, ...rows] = csvRows(response.rawPayload);
    expect(rows).toHaveLength(2500);
    expect(rows[0]?.[column('last_name')]).toBe('Qbulk00001');
    expect(rows[999]?.[column('last_name')]).toBe('Qbulk01000');
    expect(rows[1000]?.[column('last_name')]).toBe('Qbulk01001');
    expect(rows[2499]?.[column('last_name')]).toBe('Qbulk02500');
    expect(new Set(rows.map((row) => row[0])).size).toBe(2500);
    expect(rows.every((row) => row[column('need_wsk_match')] === 'Yes')).toBe(true);
  });
});
