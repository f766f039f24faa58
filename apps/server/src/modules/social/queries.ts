// SQL of social profiles: the providers and a user's links (with their provider joined).
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { socialProviders, userSocialLinks } from '../../db/schema/social';
import { users } from '../../db/schema/users';

export async function listProviders(db: Database) {
  return db.select().from(socialProviders).orderBy(asc(socialProviders.sortOrder), asc(socialProviders.id));
}

export async function findProviders(db: Database, params: { readonly ids: readonly number[] }) {
  if (params.ids.length === 0) return [];
  return db
    .select()
    .from(socialProviders)
    .where(inArray(socialProviders.id, [...params.ids]));
}

const linkColumns = {
  id: userSocialLinks.id,
  userId: userSocialLinks.userId,
  url: userSocialLinks.url,
  createdAt: userSocialLinks.createdAt,
  provider: {
    id: socialProviders.id,
    code: socialProviders.code,
    name: socialProviders.name,
    domains: socialProviders.domains,
  },
};

/** A user's links, or some by id, oldest first; `userId` also limits the ids to that user's. One query. */
export async function listLinks(
  db: Database,
  params: { readonly userId?: number; readonly ids?: readonly number[] },
) {
  return db
    .select(linkColumns)
    .from(userSocialLinks)
    .innerJoin(socialProviders, eq(socialProviders.id, userSocialLinks.providerId))
    .where(
      and(
        params.userId === undefined ? undefined : eq(userSocialLinks.userId, params.userId),
        params.ids === undefined ? undefined : inArray(userSocialLinks.id, [...params.ids]),
      ),
    )
    .orderBy(asc(userSocialLinks.id));
}

export type LinkListRow = Awaited<ReturnType<typeof listLinks>>[number];

/**
 * Locks the user's row until the end of the transaction, so that two requests adding links at once count
 * them one after the other.
 */
export async function lockUser(db: Database, params: { readonly id: number }) {
  await db.select({ id: users.id }).from(users).where(eq(users.id, params.id)).for('update');
}

export async function countLinks(db: Database, params: { readonly userId: number }) {
  const [row] = await db
    .select({ total: count() })
    .from(userSocialLinks)
    .where(eq(userSocialLinks.userId, params.userId));
  return row?.total ?? 0;
}

export async function insertLinks(
  db: Database,
  rows: readonly { readonly userId: number; readonly providerId: number; readonly url: string }[],
) {
  const inserted = await db
    .insert(userSocialLinks)
    .values([...rows])
    .returning({ id: userSocialLinks.id });
  return inserted.map((row) => row.id);
}

/** Updates the owner's link; false when it is not theirs (or does not exist). */
export async function updateOwnLink(
  db: Database,
  params: {
    readonly id: number;
    readonly userId: number;
    readonly values: { providerId?: number; url?: string };
  },
) {
  const rows = await db
    .update(userSocialLinks)
    .set(params.values)
    .where(and(eq(userSocialLinks.id, params.id), eq(userSocialLinks.userId, params.userId)))
    .returning({ id: userSocialLinks.id });
  return rows.length > 0;
}

export async function deleteOwnLink(db: Database, params: { readonly id: number; readonly userId: number }) {
  const rows = await db
    .delete(userSocialLinks)
    .where(and(eq(userSocialLinks.id, params.id), eq(userSocialLinks.userId, params.userId)))
    .returning({ id: userSocialLinks.id });
  return rows.length > 0;
}
