// Progress of a streamed export (the users and the event participants exports, decision 013). A CSV counts
// its rows as they arrive against the X-Export-Count header; an XLSX is a zip whose rows cannot be counted
// until it is whole, so only its bytes are shown.
import type { ExportFormat } from '@portal/contract/endpoints/user-management';
import { formatCount } from '../format/count';

export interface ExportProgress {
  readonly format: ExportFormat;
  /** Rows the server announced; null when the header was missing or unreadable. */
  readonly total: number | null;
  readonly bytes: number;
  /** Line ends seen outside quoted fields (a quoted value may hold a line break). */
  readonly lineEnds: number;
  readonly inQuotes: boolean;
}

const QUOTE = 0x22;
const LINE_FEED = 0x0a;

export function startExportProgress(format: ExportFormat, countHeader: string | null): ExportProgress {
  const total = countHeader !== null && /^\d+$/.test(countHeader.trim()) ? Number(countHeader) : null;
  return { format, total, bytes: 0, lineEnds: 0, inQuotes: false };
}

/**
 * The progress after one more chunk of the body. UTF-8 never uses the bytes of '"' or '\n' inside a
 * multi-byte character, so the bytes can be scanned without decoding; a doubled quote ("") toggles twice.
 */
export function addExportChunk(progress: ExportProgress, chunk: Uint8Array): ExportProgress {
  if (progress.format !== 'csv') return { ...progress, bytes: progress.bytes + chunk.byteLength };
  let { lineEnds, inQuotes } = progress;
  for (const byte of chunk) {
    if (byte === QUOTE) inQuotes = !inQuotes;
    else if (byte === LINE_FEED && !inQuotes) lineEnds += 1;
  }
  return { ...progress, bytes: progress.bytes + chunk.byteLength, lineEnds, inQuotes };
}

/** Data rows received: every finished line but the header. */
export function exportRows(progress: ExportProgress): number {
  return Math.max(0, progress.lineEnds - 1);
}

/** 0–100 for a progress bar, or null when it can only be indeterminate (XLSX, unknown total). */
export function exportPercent(progress: ExportProgress): number | null {
  if (progress.format !== 'csv' || progress.total === null) return null;
  if (progress.total === 0) return 100;
  return Math.min(100, Math.round((exportRows(progress) / progress.total) * 100));
}

const UNITS = ['B', 'KB', 'MB', 'GB'] as const;

export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${unit === 0 ? value : value.toFixed(1)} ${UNITS[unit]}`;
}

/** The line under the bar: rows of the total for a CSV ("12 of 40 users"), bytes for an XLSX. */
export function exportProgressLabel(progress: ExportProgress, rowsNoun: string): string {
  if (progress.format === 'csv' && progress.total !== null) {
    return `${formatCount(exportRows(progress))} of ${formatCount(progress.total)} ${rowsNoun}`;
  }
  return `${formatBytes(progress.bytes)} received`;
}

/** The file name from Content-Disposition, else `fallback` (without its extension) and the format's. */
export function exportFileName(disposition: string | null, format: ExportFormat, fallback: string): string {
  const star = disposition?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (star) {
    try {
      return decodeURIComponent(star);
    } catch {
      // A malformed encoding: fall through to the plain name.
    }
  }
  const plain = disposition?.match(/filename="?([^";]+)"?/i)?.[1];
  return plain ?? `${fallback}.${format}`;
}
