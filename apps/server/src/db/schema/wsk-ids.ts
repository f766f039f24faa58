// The WSK id database (spec §3 WSK id record): the world federation's register of athlete ids, imported
// from CSV and matched to users (decision 014). One record per WSK id and per user, both held by unique
// constraints; a record is matched exactly when it has a user.
import { WSK_ID_STATUSES, type WskIdStatus, wskIdStatuses } from '@portal/contract/constants';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { federations } from './federations';
import { users } from './users';

/** The longest WSK id an import accepts (also the contract's set_wsk_id/ limit). */
export const MAX_WSK_ID_LENGTH = 50;

const quotedList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

export const wskIdRecords = pgTable(
  'wsk_id_records',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    wskId: text('wsk_id').notNull().unique('wsk_id_records_wsk_id_unique'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** Nationality as imported, not normalised. */
    nationalityRaw: text('nationality_raw'),
    birthday: date('birthday', { mode: 'string' }),
    /** As imported: the register holds values outside the portal's M/F/X. */
    gender: text('gender'),
    /** The federation of the country `nationality_raw` names, when the import recognised it. */
    countryFederationId: integer('country_federation_id').references(() => federations.id, {
      onDelete: 'set null',
    }),
    status: text('status').$type<WskIdStatus>().notNull().default(WSK_ID_STATUSES.INITIAL),
    /** The matched user; unique, so a user holds one record at most (users.wsk_id is unique too). */
    userId: integer('user_id')
      .references(() => users.id, { onDelete: 'restrict' })
      .unique('wsk_id_records_user_id_unique'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    // The list (modules/wsk-ids/queries.ts): each ordering with its id tiebreak, the status filter in the
    // default order (and the INITIAL records of search_candidates/), and the contains-search through
    // trigrams, which also serve the similarity (`%`) search of match_athlete/.
    index('wsk_id_records_status_last_name_id_index').on(table.status, table.lastName, table.id),
    index('wsk_id_records_last_name_id_index').on(table.lastName, table.id),
    index('wsk_id_records_created_at_id_index').on(table.createdAt, table.id),
    index('wsk_id_records_country_federation_id_index').on(table.countryFederationId),
    index('wsk_id_records_first_name_trgm_index').using('gin', table.firstName.op('gin_trgm_ops')),
    index('wsk_id_records_last_name_trgm_index').using('gin', table.lastName.op('gin_trgm_ops')),
    index('wsk_id_records_wsk_id_trgm_index').using('gin', table.wskId.op('gin_trgm_ops')),
    check('wsk_id_records_status_check', sql`${table.status} in (${quotedList(wskIdStatuses)})`),
    check(
      'wsk_id_records_matched_user_check',
      sql`(${table.status} = ${sql.raw(`'${WSK_ID_STATUSES.MATCHED}'`)}) = (${table.userId} is not null)`,
    ),
    check(
      'wsk_id_records_wsk_id_length_check',
      sql`char_length(${table.wskId}) between 1 and ${sql.raw(String(MAX_WSK_ID_LENGTH))}`,
    ),
  ],
);

export type WskIdRecordRow = typeof wskIdRecords.$inferSelect;
export type NewWskIdRecordRow = typeof wskIdRecords.$inferInsert;
