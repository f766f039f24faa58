// The demo's seasons and annual team fees (decision 019): a season for the calendar year of the seeding day
// and one for the next ("2026", "2027": 1 January to 31 December), each with its annual team fee
// ("Annual team fee 2026", 250.00 EUR), and the demo team's annual order for the current season, opened with
// its one line for the fee and not paid yet, so team.admin@portal.test has it to pay. Deterministic; direct
// inserts.
import { eq } from 'drizzle-orm';
import type { Database } from '../client';
import { orderLines, orders } from '../schema/payments';
import { annualTeamFees, teamSeasons, teams } from '../schema/teams';
import { DEMO_TEAM_NAME } from './demo-teams';

/** Every demo season's fee. */
export const DEMO_ANNUAL_FEE = { amount: '250.00', currency: 'EUR' } as const;

/** The fee's name for a season. */
export const demoAnnualFeeName = (seasonName: string) => `Annual team fee ${seasonName}`;

/** Adds the seasons, their fees and the demo team's unpaid annual order; call after the teams seed. */
export async function seedDemoAnnualFees(
  tx: Database,
  options: { readonly today?: Date } = {},
): Promise<void> {
  const year = (options.today ?? new Date()).getUTCFullYear();
  const fees: { seasonId: number; feeId: number }[] = [];
  for (const seasonYear of [year, year + 1]) {
    const name = String(seasonYear);
    const [season] = await tx
      .insert(teamSeasons)
      .values({ name, startsOn: `${name}-01-01`, endsOn: `${name}-12-31` })
      .returning({ id: teamSeasons.id });
    if (!season) throw new Error(`The season ${name} was not inserted`);
    const [fee] = await tx
      .insert(annualTeamFees)
      .values({ seasonId: season.id, name: demoAnnualFeeName(name), ...DEMO_ANNUAL_FEE })
      .returning({ id: annualTeamFees.id });
    if (!fee) throw new Error(`The fee of season ${name} was not inserted`);
    fees.push({ seasonId: season.id, feeId: fee.id });
  }

  const [team] = await tx.select({ id: teams.id }).from(teams).where(eq(teams.name, DEMO_TEAM_NAME));
  const current = fees[0];
  if (!team || !current) return;
  const [order] = await tx
    .insert(orders)
    .values({
      seasonId: current.seasonId,
      payerKind: 'team',
      teamId: team.id,
      currency: DEMO_ANNUAL_FEE.currency,
    })
    .returning({ id: orders.id });
  if (!order) throw new Error('The demo team’s annual order was not inserted');
  await tx
    .insert(orderLines)
    .values({ orderId: order.id, annualFeeId: current.feeId, fee: DEMO_ANNUAL_FEE.amount });
}
