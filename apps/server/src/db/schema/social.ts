// Social profiles (spec §7 Social): the networks a user can link and the user's links.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

export const socialProviders = pgTable('social_providers', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  code: text('code').notNull().unique('social_providers_code_unique'),
  name: text('name').notNull(),
  /** Host names a link may use (subdomains included). */
  domains: text('domains').array().notNull().default(sql`'{}'::text[]`),
  placeholder: text('placeholder').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const userSocialLinks = pgTable(
  'user_social_links',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    providerId: integer('provider_id')
      .notNull()
      .references(() => socialProviders.id, { onDelete: 'restrict' }),
    url: text('url').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [index('user_social_links_user_id_index').on(table.userId, table.id)],
);

export type SocialProviderRow = typeof socialProviders.$inferSelect;
export type UserSocialLinkRow = typeof userSocialLinks.$inferSelect;
