// Job information: the organisation chart as an ordered tree; a WSK user's organisation > department >
// group > job (their own during sign-up, anyone's by a WSK administrator), checked as a chain; an NF
// user's federation (their own only while pending) and position. Each write may complete the registration.
import { organizationChartSchema } from '@portal/contract/endpoints/sign-up-steps';
import { userSchema } from '@portal/contract/user';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { federations } from '../../db/schema/federations';
import { departments, groups, jobs, organizations } from '../../db/schema/organizations';
import { registrationProgresses } from '../../db/schema/registration';
import { users } from '../../db/schema/users';
import { nextContact, signUp } from '../../test/accounts';
import { useTestApp } from '../../test/harness';
import {
  CHOOSE_DEPARTMENT_MESSAGE,
  CHOOSE_FEDERATION_MESSAGE,
  CHOOSE_GROUP_MESSAGE,
  CHOOSE_JOB_MESSAGE,
  CHOOSE_ORGANIZATION_MESSAGE,
  getOrganizationChart,
  NF_FEDERATION_FIXED_MESSAGE,
} from './job-information';

const ctx = useTestApp({ seedDemo: true });

const USERS = '/api/client/users/users/';
const CHART = '/api/client/users/organization-chart/';
const MY_PROGRESS = '/api/client/users/register-progresses/my/';
const wskJob = (id: number) => `${USERS}${id}/edit_wsk_job_information/`;
const nfJob = (id: number) => `${USERS}${id}/edit_nf_job_information/`;
const nfPosition = (id: number) => `${USERS}${id}/nf_viewer_set_job/`;

const send = (method: 'GET' | 'POST' | 'PATCH', url: string, token: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: ctx.bearer(token), ...(payload && { payload }) });

/** A fresh sign-up that asked for `role` (set_is_<role>/), pending approval. */
async function newSignUp(role: 'wsk_viewer' | 'nf' | 'athlete') {
  const { user, tokens } = await signUp(ctx, { email: nextContact().email });
  expect((await send('POST', `${USERS}set_is_${role}/`, tokens.access)).statusCode).toBe(200);
  return { id: user.id, token: tokens.access };
}

/** Marks the other required steps of a staff sign-up, so that the step under test completes it. */
async function markOtherStaffSteps(userId: number) {
  await ctx.db
    .update(registrationProgresses)
    .set({ stepPassportDetails: true, stepAddProfilePicture: true, stepSportDetails: true })
    .where(eq(registrationProgresses.userId, userId));
}

const idOfDemo = async (email: string) =>
  (await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]?.id ?? 0;

const federationId = async (where: { code: string } | { isDefault: true }) => {
  const [row] = await ctx.db
    .select({ id: federations.id })
    .from(federations)
    .where('code' in where ? eq(federations.code, where.code) : eq(federations.isDefault, true));
  if (!row) throw new Error('No such federation');
  return row.id;
};

/**
 * Two organisations (inserted out of name order), each with a department, group and job, plus a second
 * department, group and job under the first ones to build broken chains from, and an orphan department.
 */
const chart = {
  org: 0,
  department: 0,
  group: 0,
  job: 0,
  otherOrg: 0,
  otherDepartment: 0,
  otherGroup: 0,
  otherJob: 0,
};

beforeAll(async () => {
  const insertOrg = async (name: string) =>
    (await ctx.db.insert(organizations).values({ name, organizationType: 'wsk' }).returning())[0]?.id ?? 0;
  const insertDepartment = async (organizationId: number | null, name: string) =>
    (await ctx.db.insert(departments).values({ organizationId, name }).returning())[0]?.id ?? 0;
  const insertGroup = async (departmentId: number, name: string, allowSports = false) =>
    (await ctx.db.insert(groups).values({ departmentId, name, allowSports }).returning())[0]?.id ?? 0;
  const insertJob = async (groupId: number, name: string) =>
    (await ctx.db.insert(jobs).values({ groupId, name, organizationType: 'staff' }).returning())[0]?.id ?? 0;

  chart.otherOrg = await insertOrg('Test Org B');
  chart.org = await insertOrg('Test Org A');
  chart.otherDepartment = await insertDepartment(chart.otherOrg, 'Test Dept B1');
  chart.department = await insertDepartment(chart.org, 'Test Dept A2');
  await insertDepartment(chart.org, 'Test Dept A1');
  await insertDepartment(null, 'Test Dept Orphan');
  chart.otherGroup = await insertGroup(chart.otherDepartment, 'Test Group B1', true);
  chart.group = await insertGroup(chart.department, 'Test Group A2-1');
  chart.otherJob = await insertJob(chart.otherGroup, 'Test Job B1');
  chart.job = await insertJob(chart.group, 'Test Job Z');
  await insertJob(chart.group, 'Test Job M');
});

const goodChain = () => ({
  organization: chart.org,
  department: chart.department,
  group: chart.group,
  job: chart.job,
});

describe('GET organization-chart/', () => {
  it('answers the whole tree to any signed-in user, ordered by name at each level', async () => {
    const response = await send('GET', CHART, await ctx.tokenFor('athlete@portal.test'));
    expect(response.statusCode).toBe(200);
    const { organizations: tree } = organizationChartSchema.parse(response.json());
    const ours = tree.filter((organization) => organization.name.startsWith('Test Org'));
    expect(ours.map((organization) => organization.name)).toEqual(['Test Org A', 'Test Org B']);
    expect(ours[0]).toEqual({
      id: chart.org,
      name: 'Test Org A',
      organization_type: 'wsk',
      departments: [
        { id: expect.any(Number), name: 'Test Dept A1', organization_type: null, groups: [] },
        {
          id: chart.department,
          name: 'Test Dept A2',
          organization_type: null,
          groups: [
            {
              id: chart.group,
              name: 'Test Group A2-1',
              organization_type: null,
              allow_sports: false,
              jobs: [
                { id: expect.any(Number), name: 'Test Job M', organization_type: 'staff' },
                { id: chart.job, name: 'Test Job Z', organization_type: 'staff' },
              ],
            },
          ],
        },
      ],
    });
    expect(ours[1]?.departments[0]?.groups[0]).toMatchObject({ allow_sports: true });
    const departmentNames = tree.flatMap((organization) => organization.departments.map((d) => d.name));
    expect(departmentNames).not.toContain('Test Dept Orphan');
  });

  it('answers 401 without a token', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: CHART })).statusCode).toBe(401);
  });

  it('reads the chart in one query per level, however large it is', async () => {
    let queries = 0;
    const counting = new Proxy(ctx.db, {
      get(target, key, receiver) {
        const value = Reflect.get(target, key, receiver);
        if (key !== 'select' || typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          queries += 1;
          return value.apply(target, args);
        };
      },
    });
    const tree = await getOrganizationChart(counting);
    expect(tree.organizations.length).toBeGreaterThanOrEqual(2);
    expect(queries).toBe(4);
  });
});

describe('PATCH users/{id}/edit_wsk_job_information/', () => {
  it('lets a WSK viewer in sign-up set their own job, marking the step and completing the registration', async () => {
    const viewer = await newSignUp('wsk_viewer');
    await markOtherStaffSteps(viewer.id);
    const response = await send('PATCH', wskJob(viewer.id), viewer.token, { ...goodChain(), complete: true });
    expect(response.statusCode, response.body).toBe(200);
    const user = userSchema.parse(response.json());
    expect(user).toMatchObject({
      id: viewer.id,
      organization: { id: chart.org, name: 'Test Org A' },
      department: { id: chart.department },
      group: { id: chart.group, allow_sports: false },
      job: { id: chart.job, name: 'Test Job Z' },
      registration_completed: true,
    });
    expect((await send('GET', MY_PROGRESS, viewer.token)).json()).toMatchObject({
      step_job_information: true,
      user__registration_completed: true,
    });
  });

  it('sets the job without marking the step when complete is not sent', async () => {
    const viewer = await newSignUp('wsk_viewer');
    const response = await send('PATCH', wskJob(viewer.id), viewer.token, goodChain());
    expect(response.statusCode).toBe(200);
    expect(response.json().job).toMatchObject({ id: chart.job });
    expect((await send('GET', MY_PROGRESS, viewer.token)).json().step_job_information).toBe(false);
  });

  it.each<[string, () => object, string, string]>([
    [
      'an unknown organisation',
      () => ({ organization: 999_999 }),
      'organization',
      CHOOSE_ORGANIZATION_MESSAGE,
    ],
    [
      'a department of another organisation',
      () => ({ department: chart.otherDepartment }),
      'department',
      CHOOSE_DEPARTMENT_MESSAGE,
    ],
    ['an unknown department', () => ({ department: 999_999 }), 'department', CHOOSE_DEPARTMENT_MESSAGE],
    ['a group of another department', () => ({ group: chart.otherGroup }), 'group', CHOOSE_GROUP_MESSAGE],
    ['a job of another group', () => ({ job: chart.otherJob }), 'job', CHOOSE_JOB_MESSAGE],
    ['an unknown job', () => ({ job: 999_999 }), 'job', CHOOSE_JOB_MESSAGE],
  ])('answers 400 to %s and changes nothing', async (_label, change, field, message) => {
    const viewer = await newSignUp('wsk_viewer');
    const response = await send('PATCH', wskJob(viewer.id), viewer.token, {
      ...goodChain(),
      ...change(),
      complete: true,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().invalid_fields).toEqual({ [field]: [message] });
    const [row] = await ctx.db.select().from(users).where(eq(users.id, viewer.id));
    expect(row?.jobId).toBeNull();
  });

  it('answers 400 to a missing unit', async () => {
    const viewer = await newSignUp('wsk_viewer');
    const { job: _, ...withoutJob } = goodChain();
    const response = await send('PATCH', wskJob(viewer.id), viewer.token, withoutJob);
    expect(response.statusCode).toBe(400);
    expect(response.json().invalid_fields).toEqual({ job: ['This field is required'] });
  });

  it('refuses an athlete their own with 403', async () => {
    const athlete = await newSignUp('athlete');
    const response = await send('PATCH', wskJob(athlete.id), athlete.token, goodChain());
    expect(response.statusCode).toBe(403);
  });

  it('lets the WSK administrator set anyone’s (an unknown user is 404)', async () => {
    const viewer = await newSignUp('wsk_viewer');
    const admin = await ctx.tokenFor('wsk.admin@portal.test');
    const response = await send('PATCH', wskJob(viewer.id), admin, { ...goodChain(), complete: true });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id: viewer.id, job: { id: chart.job } });
    expect((await send('GET', MY_PROGRESS, viewer.token)).json().step_job_information).toBe(true);
    expect((await send('PATCH', wskJob(999_999), admin, goodChain())).statusCode).toBe(404);
  });

  it('refuses a WSK viewer, approved or pending, another user’s with 403', async () => {
    const target = await newSignUp('wsk_viewer');
    const approved = await ctx.tokenFor('wsk.viewer@portal.test');
    expect((await send('PATCH', wskJob(target.id), approved, goodChain())).statusCode).toBe(403);
    const pending = await newSignUp('wsk_viewer');
    expect((await send('PATCH', wskJob(target.id), pending.token, goodChain())).statusCode).toBe(403);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, target.id));
    expect(row?.jobId).toBeNull();
  });
});

describe('PATCH users/{id}/edit_nf_job_information/', () => {
  it('lets a pending NF user set their own federation and position, completing the registration', async () => {
    const nf = await newSignUp('nf');
    await markOtherStaffSteps(nf.id);
    const italy = await federationId({ code: 'ITA' });
    const response = await send('PATCH', nfJob(nf.id), nf.token, {
      nf_admin_federation: italy,
      position: 'Secretary',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(userSchema.parse(response.json())).toMatchObject({
      nf_admin_federation: { id: italy, code: 'ITA' },
      position: 'Secretary',
      registration_completed: true,
    });
  });

  it('keeps the position when none is sent', async () => {
    const nf = await newSignUp('nf');
    const italy = await federationId({ code: 'ITA' });
    await send('PATCH', nfJob(nf.id), nf.token, { nf_admin_federation: italy, position: 'Coach' });
    const response = await send('PATCH', nfJob(nf.id), nf.token, { nf_admin_federation: italy });
    expect(response.json().position).toBe('Coach');
  });

  it('refuses the approved NF administrator a change of their own federation with 403', async () => {
    const token = await ctx.tokenFor('nf.admin@portal.test');
    const id = await idOfDemo('nf.admin@portal.test');
    const response = await send('PATCH', nfJob(id), token, {
      nf_admin_federation: await federationId({ code: 'FRA' }),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe(NF_FEDERATION_FIXED_MESSAGE);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, id));
    expect(row?.nfAdminFederationId).toBe(await federationId({ code: 'ITA' }));
  });

  it('refuses the default federation and unknown ones with 400', async () => {
    const nf = await newSignUp('nf');
    for (const id of [await federationId({ isDefault: true }), 999_999]) {
      const response = await send('PATCH', nfJob(nf.id), nf.token, { nf_admin_federation: id });
      expect(response.statusCode).toBe(400);
      expect(response.json().invalid_fields).toEqual({ nf_admin_federation: [CHOOSE_FEDERATION_MESSAGE] });
    }
  });

  it('refuses other roles and other users with 403; the WSK administrator sets anyone’s', async () => {
    const italy = await federationId({ code: 'ITA' });
    const athlete = await newSignUp('athlete');
    expect(
      (await send('PATCH', nfJob(athlete.id), athlete.token, { nf_admin_federation: italy })).statusCode,
    ).toBe(403);
    const nf = await newSignUp('nf');
    const other = await newSignUp('nf');
    expect((await send('PATCH', nfJob(nf.id), other.token, { nf_admin_federation: italy })).statusCode).toBe(
      403,
    );
    const admin = await ctx.tokenFor('wsk.admin@portal.test');
    const response = await send('PATCH', nfJob(nf.id), admin, { nf_admin_federation: italy });
    expect(response.statusCode).toBe(200);
    expect(response.json().nf_admin_federation).toMatchObject({ id: italy });
  });
});

describe('PATCH users/{id}/nf_viewer_set_job/', () => {
  it('lets an NF user set their own position', async () => {
    const token = await ctx.tokenFor('nf.viewer@portal.test');
    const id = await idOfDemo('nf.viewer@portal.test');
    const response = await send('PATCH', nfPosition(id), token, { position: 'Treasurer' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id, position: 'Treasurer' });
  });

  it('refuses other roles and other users’ with 403', async () => {
    const athlete = await newSignUp('athlete');
    expect((await send('PATCH', nfPosition(athlete.id), athlete.token, { position: 'X' })).statusCode).toBe(
      403,
    );
    const nf = await newSignUp('nf');
    const viewer = await ctx.tokenFor('nf.viewer@portal.test');
    expect((await send('PATCH', nfPosition(nf.id), viewer, { position: 'X' })).statusCode).toBe(403);
  });
});
