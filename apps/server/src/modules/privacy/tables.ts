// The decision for every table linked to users (docs/decisions/025-personal-data-export-and-erasure.md):
// exported (with the columns withheld) or excluded (with the reason). privacy.test.ts walks the database
// catalogue and fails for a table that references users.id and is in neither list, so a new table cannot be
// forgotten by the personal-data export.

/** How a table is exported. */
export interface ExportedTable {
  /** Secrets: replaced by WITHHELD, since the user can do nothing with them but an attacker could. */
  readonly withheld?: readonly string[];
  /**
   * Rows that are the user's through one hop (the lines of their orders, the tokens of their sessions):
   * a condition on the table's columns, `$user` standing for the caller's id. Only fixed SQL of this file.
   */
  readonly through?: readonly string[];
}

/**
 * Columns that name who acted on a record (decided, registered, created, edited it) rather than whom it is
 * about. A row reached only through one of them is someone else's record: it is exported without its free
 * text and personal fields (ACTED_ON_COLUMNS), so the export shows what the user did, not other people's data.
 */
export const ACTOR_COLUMNS: ReadonlySet<string> = new Set([
  'actor_user_id',
  'added_by',
  'author_user_id',
  'banned_by',
  'created_by',
  'decided_by',
  'registered_by',
  'updated_by',
]);

/** What is kept of a row the user only acted on: ids, times and states, never names, contacts or text. */
export function isActedOnColumn(column: string): boolean {
  return (
    column === 'id' ||
    column.endsWith('_id') ||
    column.endsWith('_by') ||
    column.endsWith('_at') ||
    ['action', 'status', 'state', 'kind', 'purpose'].includes(column)
  );
}

/** The user's own rows through their orders. */
const OF_THEIR_ORDERS = 'order_id in (select id from orders where user_id = $user)';

/**
 * Every table the export reads (table name → how). A table referencing users.id is read for each such
 * column the catalogue names; `through` adds the rows reached in one hop.
 */
export const EXPORTED_TABLES: Readonly<Record<string, ExportedTable>> = {
  users: { withheld: ['password_hash'], through: ['id = $user'] },
  // Sign-in and verification: the times are the user's; the hashes would only help an attacker.
  sessions: {},
  refresh_tokens: {
    withheld: ['token_hash'],
    through: ['session_id in (select id from sessions where user_id = $user)'],
  },
  login_links: { withheld: ['token_hash'] },
  // Two-factor sign-in: whether and since when it is on, which backup codes are used; never the secret.
  user_two_factor: { withheld: ['secret_encrypted'] },
  two_factor_backup_codes: { withheld: ['code_hash'] },
  verification_codes: { withheld: ['code_hash', 'link_token_hash'] },
  registration_progresses: {},
  // The personal records of the sign-up steps.
  passports: {},
  postal_addresses: {},
  anti_doping_certificates: {},
  legal_guardians: {},
  user_social_links: {},
  user_sports: {},
  palmares_forms: { through: ['user_sport_id in (select id from user_sports where user_id = $user)'] },
  wsk_id_records: {},
  file_uploads: {},
  support_messages: {},
  // Events: what they entered, staffed or judged, and what they wrote or decided as staff.
  events: {},
  event_news: {},
  event_media: {},
  event_reports: {},
  event_staff: {},
  event_itos: {},
  event_participants: {},
  event_participant_entries: {
    through: ['participant_id in (select id from event_participants where user_id = $user)'],
  },
  event_credentials_pickups: {},
  // Money: orders they pay, their lines, payments and refunds.
  orders: {},
  order_lines: { through: [OF_THEIR_ORDERS] },
  order_payments: { through: [OF_THEIR_ORDERS] },
  refund_requests: {
    through: [`order_line_id in (select id from order_lines where ${OF_THEIR_ORDERS})`],
  },
  // Teams: those they administer, their memberships and applications.
  teams: {},
  team_members: {},
  team_applications: { withheld: ['code_hash'] },
  team_application_documents: {
    through: ['application_id in (select id from team_applications where applicant_user_id = $user)'],
  },
  // The audit log: what they did (reduced, ACTOR_COLUMNS) and what was done to them.
  audit_events: {},
};

/**
 * Tables referencing users.id that the export leaves out (table name → why). Empty today: every table that
 * references users holds something of the user. A table added here needs a reason a reviewer accepts.
 */
export const EXCLUDED_TABLES: Readonly<Record<string, string>> = {};
