// Where a card payment comes back to: the event's redirect screen for an athlete or a federation, the team
// administrator's with the event and sport, and with `annual=1` for a team's annual order (no event).
import { describe, expect, it } from 'vitest';
import { annualOrder, order, orderLine, team } from '../payer/testing/payer-api';
import { paymentRedirectPath, returnSportOf } from './payment-return';

describe('payment return', () => {
  it('returns an event order to its event and sport', () => {
    const own = order(31, { payer: { kind: 'athlete', id: 7, name: 'Ada Skater', federation: null } });
    expect(paymentRedirectPath(own, 501, returnSportOf(own, null))).toBe(
      '/payment-redirect/1/10?payment=501',
    );
    const teams = order(32, { payer: { kind: 'team', id: team.id, name: team.name, federation: null } });
    expect(paymentRedirectPath(teams, 502, 10)).toBe(
      '/team-admin-payment-redirect?payment=502&event=1&sport=10',
    );
  });

  it('returns an annual order to the team’s annual payments, whatever sport is at hand', () => {
    const annual = annualOrder(41);
    expect(returnSportOf(annual, null)).toBeNull();
    expect(paymentRedirectPath(annual, 601, returnSportOf(annual, null))).toBe(
      '/team-admin-payment-redirect?payment=601&annual=1',
    );
    expect(returnSportOf(order(33, { lines: [orderLine(1)] }), null)).toBe(10);
  });
});
