// SQL of the credentials pick-up (decision 017): who collects a federation's credentials at an event's
// accreditation desk, one row per event and federation, written as an upsert on that pair.
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { eventCredentialsPickups } from '../../db/schema/participants';
import { users } from '../../db/schema/users';

export async function findCredentialsPickup(
  db: Database,
  params: { readonly eventId: number; readonly federationId: number },
) {
  const [row] = await db
    .select({
      fullName: eventCredentialsPickups.fullName,
      email: eventCredentialsPickups.email,
      phone: eventCredentialsPickups.phone,
      note: eventCredentialsPickups.note,
      updatedBy: { id: users.id, firstName: users.firstName, lastName: users.lastName },
      updatedAt: eventCredentialsPickups.updatedAt,
    })
    .from(eventCredentialsPickups)
    .leftJoin(users, eq(users.id, eventCredentialsPickups.updatedBy))
    .where(
      and(
        eq(eventCredentialsPickups.eventId, params.eventId),
        eq(eventCredentialsPickups.federationId, params.federationId),
      ),
    );
  return row;
}

export type CredentialsPickupRow = NonNullable<Awaited<ReturnType<typeof findCredentialsPickup>>>;

/** Names who collects the credentials: the event and federation's one row, created or replaced. */
export async function upsertCredentialsPickup(
  db: Database,
  values: {
    readonly eventId: number;
    readonly federationId: number;
    readonly fullName: string;
    readonly email: string | null;
    readonly phone: string | null;
    readonly note: string;
    readonly updatedBy: number;
    readonly updatedAt: Date;
  },
): Promise<void> {
  const { eventId: _, federationId: __, ...changes } = values;
  await db
    .insert(eventCredentialsPickups)
    .values(values)
    .onConflictDoUpdate({
      target: [eventCredentialsPickups.eventId, eventCredentialsPickups.federationId],
      set: changes,
    });
}
