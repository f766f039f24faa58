// Reading an import file of the WSK id database (decision 014): CSV separated by commas or semicolons (the
// header line decides), a byte order mark tolerated, header names matched without regard to case, spaces,
// underscores or hyphens. Checking each row's values is the service's business; this only finds them.
import { WSK_ID_IMPORT_COLUMNS, WSK_ID_IMPORT_REQUIRED_COLUMNS } from '@portal/contract/endpoints/wsk-ids';
import { CsvError, parse } from 'csv-parse/sync';
import { Invalid } from '../../platform/http/errors';

export type ImportColumn = (typeof WSK_ID_IMPORT_COLUMNS)[number];

/** One data row: its 1-based line in the file and its trimmed values ('' for an empty or absent cell). */
export interface CsvRow {
  readonly line: number;
  readonly values: Readonly<Record<ImportColumn, string>>;
}

export const EMPTY_FILE_MESSAGE = 'The file has no header line';
export const missingColumnsMessage = (columns: readonly string[]) =>
  `The file has no ${columns.join(', ')} column${columns.length > 1 ? 's' : ''}; the first line must name the columns (${WSK_ID_IMPORT_COLUMNS.join(', ')})`;
export const malformedCsvMessage = (line: number | undefined) =>
  `The file is not valid CSV${line ? ` (line ${line})` : ''}: check the quotes`;

interface InfoRecord {
  readonly record: string[];
  readonly info: { readonly lines: number };
}

/** 'First Name', 'first_name', 'FIRST-NAME' and 'firstname' are one column. */
const headerKey = (name: string) => name.toLowerCase().replace(/[\s_-]+/g, '');

const COLUMN_BY_KEY = new Map<string, ImportColumn>(
  WSK_ID_IMPORT_COLUMNS.map((column) => [headerKey(column), column]),
);

/** The separator the header line uses most: ';' (spreadsheets in many European locales) or ','. */
function delimiterOf(content: string): ';' | ',' {
  const end = content.indexOf('\n');
  const header = end === -1 ? content : content.slice(0, end);
  const count = (character: string) => header.split(character).length - 1;
  return count(';') > count(',') ? ';' : ',';
}

/** The file's rows, or 400 on `content` when it is not CSV or lacks a required column. */
export function readImportCsv(content: string): CsvRow[] {
  // One kind of line break, so that the parser's line count is the line number an editor shows.
  const text = content.replace(/\r\n?/g, '\n');
  let records: InfoRecord[];
  try {
    // With `info`, each record comes as { record, info } (the declared return type knows no such option).
    records = parse(text, {
      bom: true,
      delimiter: delimiterOf(text.replace(/^\uFEFF/, '')),
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      trim: true,
    }) as unknown as InfoRecord[];
  } catch (error) {
    if (error instanceof CsvError) {
      const line = typeof error.lines === 'number' ? error.lines : undefined;
      throw new Invalid({ content: [malformedCsvMessage(line)] }, malformedCsvMessage(line));
    }
    throw error;
  }
  const [header, ...data] = records;
  if (!header) throw new Invalid({ content: [EMPTY_FILE_MESSAGE] }, EMPTY_FILE_MESSAGE);

  const positions = new Map<ImportColumn, number>();
  header.record.forEach((name, index) => {
    const column = COLUMN_BY_KEY.get(headerKey(name));
    // The first column of a name counts; other columns are ignored.
    if (column && !positions.has(column)) positions.set(column, index);
  });
  const missing = WSK_ID_IMPORT_REQUIRED_COLUMNS.filter((column) => !positions.has(column));
  if (missing.length > 0) {
    const message = missingColumnsMessage(missing);
    throw new Invalid({ content: [message] }, message);
  }

  return data.map(({ record, info }) => {
    const values = Object.fromEntries(
      WSK_ID_IMPORT_COLUMNS.map((column) => {
        const position = positions.get(column);
        return [column, position === undefined ? '' : (record[position] ?? '')];
      }),
    ) as Record<ImportColumn, string>;
    // info.lines is where the record ends; a quoted value may span lines.
    const spanned = record.reduce((lines, value) => lines + (value.split('\n').length - 1), 0);
    return { line: info.lines - spanned, values };
  });
}
