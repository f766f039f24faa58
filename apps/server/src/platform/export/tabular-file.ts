// Streamed tabular files (decision 013): rows arrive batch by batch and leave as CSV (RFC 4180, with a byte
// order mark, CRLF and formula-injection guards) or XLSX (SpreadsheetML zipped by hand through fflate), so
// memory stays flat whatever the number of rows. The exports decide the columns and read the batches.
import type { ExportFormat } from '@portal/contract/endpoints/user-management';
import { Zip, ZipDeflate } from 'fflate';

/** Rows an export reads per batch. */
export const EXPORT_BATCH_SIZE = 1000;

/** A cell: text, a number (an id) or nothing. */
export type ExportCell = string | number | null;

/** A file's columns in order, each a row key and its header. */
export type ExportColumns<Key extends string> = readonly (readonly [Key, string])[];

export interface TableLayout<Key extends string> {
  readonly columns: ExportColumns<Key>;
  /** The name of the XLSX file's one sheet. */
  readonly sheetName: string;
}

export type TableRow<Key extends string> = Readonly<Record<Key, ExportCell>>;

/** An export ready to be sent: counted before the first row is read, the bytes produced as they are read. */
export interface StreamedExport {
  readonly count: number;
  readonly filename: string;
  readonly contentType: string;
  /** The file's bytes; nothing is read from the database until the first chunk is asked for. */
  readonly chunks: AsyncGenerator<Uint8Array>;
}

/** The file of these batches in the given format. */
export function writeTable<Key extends string>(
  format: ExportFormat,
  layout: TableLayout<Key>,
  batches: AsyncIterable<readonly TableRow<Key>[]>,
): AsyncGenerator<Uint8Array> {
  const keys = layout.columns.map(([key]) => key);
  const headers = layout.columns.map(([, header]) => header);
  const lines = mapBatches(batches, (row) => keys.map((key) => row[key]));
  return format === 'csv' ? csvFile(headers, lines) : xlsxFile(layout.sheetName, headers, lines);
}

async function* mapBatches<Row>(
  batches: AsyncIterable<readonly Row[]>,
  cellsOf: (row: Row) => ExportCell[],
): AsyncGenerator<ExportCell[][]> {
  for await (const rows of batches) yield rows.map(cellsOf);
}

// CSV (RFC 4180) ------------------------------------------------------------------------------------------

/** Excel reads a UTF-8 file as such (accents and all) only when it starts with a byte order mark. */
const UTF8_BOM = '\uFEFF';
const CRLF = '\r\n';
/** OWASP CSV injection: a spreadsheet takes a cell starting with one of these for a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: ExportCell): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const csvLine = (cells: readonly ExportCell[]) => `${cells.map(csvCell).join(',')}${CRLF}`;

async function* csvFile(
  headers: readonly string[],
  batches: AsyncIterable<readonly (readonly ExportCell[])[]>,
): AsyncGenerator<Uint8Array> {
  yield Buffer.from(UTF8_BOM + csvLine(headers), 'utf8');
  for await (const rows of batches) {
    yield Buffer.from(rows.map(csvLine).join(''), 'utf8');
  }
}

// XLSX (SpreadsheetML in a ZIP) -----------------------------------------------------------------------------

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml';

/** The parts of the workbook around its one sheet. */
const xlsxParts = (sheetName: string): readonly (readonly [string, string])[] => [
  [
    '[Content_Types].xml',
    `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      `<Override PartName="/xl/workbook.xml" ContentType="${CONTENT_TYPE}.sheet.main+xml"/>` +
      `<Override PartName="/xl/worksheets/sheet1.xml" ContentType="${CONTENT_TYPE}.worksheet+xml"/>` +
      `<Override PartName="/xl/styles.xml" ContentType="${CONTENT_TYPE}.styles+xml"/>` +
      '</Types>',
  ],
  [
    '_rels/.rels',
    `${XML_HEAD}<Relationships xmlns="${PACKAGE_REL_NS}">` +
      `<Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/>` +
      '</Relationships>',
  ],
  [
    'xl/workbook.xml',
    `${XML_HEAD}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">` +
      `<sheets><sheet name="${xmlText(sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
  ],
  [
    'xl/_rels/workbook.xml.rels',
    `${XML_HEAD}<Relationships xmlns="${PACKAGE_REL_NS}">` +
      `<Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/>` +
      `<Relationship Id="rId2" Type="${REL_NS}/styles" Target="styles.xml"/>` +
      '</Relationships>',
  ],
  [
    'xl/styles.xml',
    // Style 1 is the bold header row.
    `${XML_HEAD}<styleSheet xmlns="${MAIN_NS}">` +
      '<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font>' +
      '<font><b/><sz val="11"/><name val="Calibri"/></font></fonts>' +
      '<fills count="2"><fill><patternFill patternType="none"/></fill>' +
      '<fill><patternFill patternType="gray125"/></fill></fills>' +
      '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
      '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
      '<cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
      '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs>' +
      '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
      '</styleSheet>',
  ],
];

/** A, B, … Z, AA, …: the letters of a 0-based column index. */
function columnLetters(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  }
  return letters;
}

/** The header row frozen in view, and every column wide enough for a name or an e-mail. */
const sheetHead = (columnCount: number) =>
  `${XML_HEAD}<worksheet xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">` +
  '<sheetViews><sheetView workbookViewId="0">' +
  '<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>' +
  `<cols><col min="1" max="${columnCount}" width="20" customWidth="1"/></cols><sheetData>`;
const SHEET_TAIL = '</sheetData></worksheet>';

// Characters XML 1.0 does not allow (controls, lone surrogates, U+FFFE/U+FFFF) are dropped.
const NOT_XML_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
const XML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
};

export function xmlText(value: string): string {
  return value.replace(NOT_XML_CHAR, '').replace(/[&<>"]/g, (char) => XML_ESCAPES[char] ?? char);
}

/** A row of the sheet; text as inline strings (no formula is ever written), numbers as numbers. */
function sheetRow(
  letters: readonly string[],
  rowNumber: number,
  cells: readonly ExportCell[],
  style?: number,
): string {
  const styleAttribute = style === undefined ? '' : ` s="${style}"`;
  let xml = `<row r="${rowNumber}">`;
  cells.forEach((value, index) => {
    if (value === null || value === '') return;
    const ref = `${letters[index]}${rowNumber}`;
    xml +=
      typeof value === 'number'
        ? `<c r="${ref}"${styleAttribute}><v>${value}</v></c>`
        : `<c r="${ref}"${styleAttribute} t="inlineStr"><is><t xml:space="preserve">${xmlText(value)}</t></is></c>`;
  });
  return `${xml}</row>`;
}

const utf8 = (text: string) => Buffer.from(text, 'utf8');

/**
 * The workbook, written as a ZIP stream: the small parts whole, then the sheet pushed batch by batch into
 * one deflated entry. fflate's Zip and ZipDeflate run synchronously, so what a push produces is collected
 * and yielded before the next batch is read; the consumer's pace (backpressure) decides when that is.
 */
async function* xlsxFile(
  sheetName: string,
  headers: readonly string[],
  batches: AsyncIterable<readonly (readonly ExportCell[])[]>,
): AsyncGenerator<Uint8Array> {
  const letters = headers.map((_, index) => columnLetters(index));
  const output: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else output.push(chunk);
  });
  const drain = function* () {
    if (failure) throw failure;
    yield* output.splice(0);
  };
  for (const [name, xml] of xlsxParts(sheetName)) {
    const part = new ZipDeflate(name, { level: 6 });
    zip.add(part);
    part.push(utf8(xml), true);
  }
  const sheet = new ZipDeflate('xl/worksheets/sheet1.xml', { level: 6 });
  zip.add(sheet);
  sheet.push(utf8(sheetHead(headers.length) + sheetRow(letters, 1, headers, 1)));
  yield* drain();
  let rowNumber = 1;
  for await (const rows of batches) {
    sheet.push(utf8(rows.map((cells) => sheetRow(letters, ++rowNumber, cells)).join('')));
    yield* drain();
  }
  sheet.push(utf8(SHEET_TAIL), true);
  zip.end();
  yield* drain();
}
