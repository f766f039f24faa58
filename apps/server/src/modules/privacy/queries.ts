// SQL of the personal-data export: the catalogue's foreign keys to users.id, and the rows of one table that
// are a user's. Table and column names come from the catalogue and from tables.ts, never from a request.
import { type SQL, sql } from 'drizzle-orm';
import { type Database, executeRows } from '../../db/client';

/** One column that references users.id, as the database itself declares it. */
export interface UserReference {
  readonly table: string;
  readonly column: string;
}

/** Every foreign-key column of the current schema that references users.id, by table and column. */
export function listUserReferences(db: Database): Promise<UserReference[]> {
  return executeRows<UserReference>(
    db,
    sql`select source.relname as "table", source_column.attname as "column"
        from pg_constraint fk
        join pg_class source on source.oid = fk.conrelid
        join pg_namespace ns on ns.oid = source.relnamespace
        join pg_class target on target.oid = fk.confrelid
        cross join lateral unnest(fk.conkey, fk.confkey) as pair(source_attnum, target_attnum)
        join pg_attribute source_column
          on source_column.attrelid = fk.conrelid and source_column.attnum = pair.source_attnum
        join pg_attribute target_column
          on target_column.attrelid = fk.confrelid and target_column.attnum = pair.target_attnum
        where fk.contype = 'f' and ns.nspname = current_schema()
          and target.relname = 'users' and target_column.attname = 'id'
        order by 1, 2`,
  );
}

/** `text` of tables.ts with each `$user` bound to the user's id. */
function withUser(text: string, userId: number): SQL {
  return sql.join(
    text.split('$user').map((part) => sql.raw(part)),
    sql`${userId}`,
  );
}

/**
 * The rows of `table` that are the user's: those where one of `columns` is the user (`actorColumns` among
 * them), or that meet one of the `through` conditions. `__subject` on each row tells whether it is theirs
 * beyond having acted on it (a column of `columns` not in `actorColumns`, or a `through` condition).
 */
export function selectRowsOfUser(
  db: Database,
  params: {
    readonly table: string;
    readonly columns: readonly string[];
    readonly actorColumns: ReadonlySet<string>;
    readonly through: readonly string[];
    readonly userId: number;
  },
): Promise<Record<string, unknown>[]> {
  const { userId } = params;
  const byColumn = (column: string) => sql`${sql.identifier(column)} = ${userId}`;
  const subject = [
    ...params.columns.filter((column) => !params.actorColumns.has(column)).map(byColumn),
    ...params.through.map((text) => sql`(${withUser(text, userId)})`),
  ];
  const actor = params.columns.filter((column) => params.actorColumns.has(column)).map(byColumn);
  const any = [...subject, ...actor];
  if (any.length === 0) return Promise.resolve([]);
  const isSubject = subject.length > 0 ? sql`(${sql.join(subject, sql` or `)})` : sql`false`;
  return executeRows<Record<string, unknown>>(
    db,
    sql`select *, ${isSubject} as "__subject" from ${sql.identifier(params.table)}
        where ${sql.join(any, sql` or `)} order by 1`,
  );
}
