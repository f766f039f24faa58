// The demo's money (decision 018): the registrations of the demo are billed to their payers' orders
// (billing.ts); on the open event Italy has already paid a first instalment by bank transfer, confirmed by
// the WSK administrator, so its order is partially paid and `nf.admin@portal.test` has the rest to pay, while
// the French self-registration's order awaits payment. Deterministic; direct inserts.
import { and, eq } from 'drizzle-orm';
import type { Database } from '../client';
import { events } from '../schema/events';
import { federations } from '../schema/federations';
import { orderPayments, orders } from '../schema/payments';
import { users } from '../schema/users';
import { DEMO_NF_ADMIN_EMAIL } from './demo-event-participants';
import { DEMO_EVENTS } from './demo-events';

/** Italy's first instalment on the open event, confirmed. */
export const DEMO_ITALY_INSTALMENT = '100.00';
const WSK_ADMIN_EMAIL = 'wsk.admin@portal.test';

async function userIdOf(tx: Database, email: string): Promise<number | null> {
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row?.id ?? null;
}

/** Adds the demo payments; call inside the demo seed's transaction, after the registrations are billed. */
export async function seedDemoPayments(tx: Database, options: { readonly today: Date }): Promise<void> {
  const [order] = await tx
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(events, eq(events.id, orders.eventId))
    .innerJoin(federations, eq(federations.id, orders.federationId))
    .where(and(eq(events.name, DEMO_EVENTS[0]?.name ?? ''), eq(federations.code, 'ITA')));
  if (!order) return;
  await tx.insert(orderPayments).values({
    orderId: order.id,
    amount: DEMO_ITALY_INSTALMENT,
    paymentSystem: 'bank_transfer',
    state: 'confirmed',
    idempotencyKey: 'demo-italy-first-instalment',
    createdBy: await userIdOf(tx, DEMO_NF_ADMIN_EMAIL),
    decidedBy: await userIdOf(tx, WSK_ADMIN_EMAIL),
    decidedAt: options.today,
    createdAt: options.today,
    updatedAt: options.today,
  });
}
