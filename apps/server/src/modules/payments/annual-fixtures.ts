import { TEAMS_BASE } from '@portal/contract/endpoints/teams';
import type { OrderDetail } from '@portal/contract/order';
import { expect } from 'vitest';
import { annualTeamFees, teamSeasons } from '../../db/schema/teams';
import type { TestApp } from '../../test/harness';
import { paymentsSetup } from './payments-test-setup';

export const ANNUAL_ORDERS = `${TEAMS_BASE}annual-orders/`;
export const ANNUAL_PAYMENTS = `${TEAMS_BASE}annual-order-payments/`;
export const ANNUAL_REFUNDS = `${TEAMS_BASE}annual-order-line-refund-requests/`;

export interface Season {
  readonly id: number;
  readonly name: string;
  /** The season's fee; null for a season with none. */
  readonly feeId: number | null;
}

/** A season (first to last day) with its fee unless `amount` is null. */
export async function insertSeason(
  ctx: TestApp,
  season: { name: string; startsOn: string; endsOn: string; amount: string | null; currency?: string },
): Promise<Season> {
  const [row] = await ctx.db
    .insert(teamSeasons)
    .values({ name: season.name, startsOn: season.startsOn, endsOn: season.endsOn })
    .returning({ id: teamSeasons.id });
  if (!row) throw new Error('No season');
  if (season.amount === null) return { id: row.id, name: season.name, feeId: null };
  const [fee] = await ctx.db
    .insert(annualTeamFees)
    .values({
      seasonId: row.id,
      name: `Annual team fee ${season.name}`,
      amount: season.amount,
      currency: season.currency ?? 'EUR',
    })
    .returning({ id: annualTeamFees.id });
  return { id: row.id, name: season.name, feeId: fee?.id ?? null };
}

const year = new Date().getUTCFullYear();
const yearSeason = (offset: number, amount: string | null) => ({
  name: `${year + offset}`,
  startsOn: `${year + offset}-01-01`,
  endsOn: `${year + offset}-12-31`,
  amount,
});

/** The payments fixtures with seasons and the annual calls. */
export function annualSetup(ctx: TestApp) {
  const p = paymentsSetup(ctx);
  const { call } = p;
  const seasons = {
    past: { id: 0, name: '', feeId: null } as Season,
    current: { id: 0, name: '', feeId: null } as Season,
    next: { id: 0, name: '', feeId: null } as Season,
    /** The year after next: a season with no fee yet. */
    noFee: { id: 0, name: '', feeId: null } as Season,
  };

  /** The callers, teams and seasons (250.00 EUR this year, 300.00 next year, 200.00 last year); beforeAll. */
  async function setUp() {
    await p.setUp();
    Object.assign(seasons.past, await insertSeason(ctx, yearSeason(-1, '200.00')));
    Object.assign(seasons.current, await insertSeason(ctx, yearSeason(0, '250.00')));
    Object.assign(seasons.next, await insertSeason(ctx, yearSeason(1, '300.00')));
    Object.assign(seasons.noFee, await insertSeason(ctx, yearSeason(2, null)));
  }

  /** POST annual-orders/ as the token's user. */
  const open = (token: string, team: number, season: number) =>
    call('POST', ANNUAL_ORDERS, token, { team, season });

  /** The team's annual order for the season, opened by its administrator (or the token given). */
  async function openOrder(team: number, season: number, token: string): Promise<OrderDetail> {
    const response = await open(token, team, season);
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as OrderDetail;
  }

  const { submit, uploadProof, bankTransfer } = p.paymentCalls(ANNUAL_PAYMENTS);

  return { ...p, setUp, seasons, open, openOrder, submit, uploadProof, bankTransfer };
}
