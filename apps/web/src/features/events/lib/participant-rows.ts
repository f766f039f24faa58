// The participant settings editor's rows (one per kind that registers) and the PUT body they make, checked
// with the endpoint's schema; a message of the server or the schema lands on its row and field
// ('participants.0.closes_on'). The PUT replaces every row and a missing quota means "no limit", so each
// row carries its quota back.
import {
  MAX_QUOTA,
  type SetParticipantSettingsBody,
  setParticipantSettingsBodySchema,
} from '@portal/contract/endpoints/events';
import { PARTICIPANT_KINDS, type ParticipantKind, type ParticipantSettings } from '@portal/contract/event';
import type { InvalidFields } from '@portal/contract/http';
import { formatCount } from '../../../shared/format/count';
import type { ParseResult } from '../../../shared/forms/use-contract-form';

export interface ParticipantRow {
  readonly kind: ParticipantKind;
  readonly opens_on: string;
  readonly reduction_ends_on: string;
  readonly closes_on: string;
  readonly amount: string;
  readonly reduced_amount: string;
  /** The default quota per federation as typed; empty: no limit. */
  readonly quota: string;
}
export type RowField = Exclude<keyof ParticipantRow, 'kind'>;
export const ROW_FIELDS: readonly RowField[] = [
  'opens_on',
  'reduction_ends_on',
  'closes_on',
  'amount',
  'reduced_amount',
  'quota',
];

export interface RowsErrors {
  /** Per row index, per field: the first message. */
  readonly rows: Readonly<Record<number, Partial<Record<RowField | 'kind', string>>>>;
  /** Messages about the list as a whole (a kind twice). */
  readonly list: string | null;
}

export const NO_ERRORS: RowsErrors = { rows: {}, list: null };

export function rowsOf(participants: readonly ParticipantSettings[]): ParticipantRow[] {
  return participants.map((settings) => ({
    kind: settings.kind,
    opens_on: settings.opens_on,
    reduction_ends_on: settings.reduction_ends_on ?? '',
    closes_on: settings.closes_on,
    amount: settings.amount ?? '',
    reduced_amount: settings.reduced_amount ?? '',
    quota: settings.quota === null ? '' : String(settings.quota),
  }));
}

export function emptyRow(kind: ParticipantKind): ParticipantRow {
  return {
    kind,
    opens_on: '',
    reduction_ends_on: '',
    closes_on: '',
    amount: '',
    reduced_amount: '',
    quota: '',
  };
}

/** The kinds not yet in the editor, in the contract's order. */
export function freeKinds(rows: readonly ParticipantRow[]): ParticipantKind[] {
  return PARTICIPANT_KINDS.filter((kind) => !rows.some((row) => row.kind === kind));
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

export const QUOTA_MESSAGE = `Enter a whole number from 0 to ${formatCount(MAX_QUOTA)}, or leave it empty for no limit`;

/** A typed quota: null when empty (no limit), undefined when it is no whole number in range. */
export function quotaOf(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^\d{1,6}$/.test(trimmed)) return undefined;
  const quota = Number(trimmed);
  return quota <= MAX_QUOTA ? quota : undefined;
}

export function participantsBody(rows: readonly ParticipantRow[]): SetParticipantSettingsBody {
  return {
    participants: rows.map((row) => ({
      kind: row.kind,
      opens_on: row.opens_on,
      reduction_ends_on: orNull(row.reduction_ends_on),
      closes_on: row.closes_on,
      amount: orNull(row.amount),
      reduced_amount: orNull(row.reduced_amount),
      // An unreadable quota is caught by validateRows before anything is sent.
      quota: quotaOf(row.quota) ?? null,
    })),
  };
}

/** Sorts messages keyed by a dotted path ('participants.2.amount') onto rows and fields. */
function collect(entries: readonly (readonly [string, string])[]): RowsErrors {
  const rows: Record<number, Partial<Record<RowField | 'kind', string>>> = {};
  const list: string[] = [];
  for (const [path, message] of entries) {
    const [root, index, field] = path.split('.');
    const row = Number(index);
    if (root === 'participants' && Number.isInteger(row) && field) {
      const key = (ROW_FIELDS as readonly string[]).includes(field) ? (field as RowField) : 'kind';
      rows[row] = { ...rows[row], [key]: rows[row]?.[key] ?? message };
    } else if (!list.includes(message)) {
      list.push(message);
    }
  }
  return { rows, list: list.length > 0 ? list.join(' ') : null };
}

export function validateRows(rows: readonly ParticipantRow[]): RowsErrors {
  const quotaIssues = rows.flatMap((row, index) =>
    quotaOf(row.quota) === undefined ? [[`participants.${index}.quota`, QUOTA_MESSAGE] as const] : [],
  );
  const result: ParseResult = setParticipantSettingsBodySchema.safeParse(participantsBody(rows));
  const schemaIssues =
    result.success || !result.error
      ? []
      : result.error.issues.map((issue) => [issue.path.map(String).join('.'), issue.message] as const);
  if (quotaIssues.length === 0 && schemaIssues.length === 0) return NO_ERRORS;
  return collect([...quotaIssues, ...schemaIssues]);
}

export function rowsErrorsOf(invalidFields: InvalidFields): RowsErrors {
  return collect(
    Object.entries(invalidFields).flatMap(([path, messages]) =>
      messages[0] ? [[path, messages[0]] as const] : [],
    ),
  );
}

export function hasErrors(errors: RowsErrors): boolean {
  return errors.list !== null || Object.keys(errors.rows).length > 0;
}
