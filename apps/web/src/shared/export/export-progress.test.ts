// Export progress: CSV rows counted across chunks (quoted line breaks and split chunks included) against
// the announced count; XLSX by bytes with no percentage.
import { describe, expect, it } from 'vitest';
import {
  addExportChunk,
  exportFileName,
  exportPercent,
  exportProgressLabel,
  exportRows,
  formatBytes,
  startExportProgress,
} from './export-progress';

const bytes = (text: string) => new TextEncoder().encode(text);
const feed = (format: 'csv' | 'xlsx', count: string | null, chunks: string[]) =>
  chunks.reduce(
    (progress, chunk) => addExportChunk(progress, bytes(chunk)),
    startExportProgress(format, count),
  );

describe('export progress', () => {
  it('counts CSV rows after the header against X-Export-Count', () => {
    const progress = feed('csv', '4', ['ID,First name\n1,Anna\n', '2,Bo']);
    expect(exportRows(progress)).toBe(1);
    expect(exportPercent(progress)).toBe(25);
    expect(exportProgressLabel(progress, 'users')).toBe('1 of 4 users');
    const done = addExportChunk(progress, bytes('b\n3,"Line\nbreak"\n4,"Say ""hi""\n"\n'));
    expect(exportRows(done)).toBe(4);
    expect(exportPercent(done)).toBe(100);
  });

  it('keeps the quote state across chunk boundaries and multi-byte names', () => {
    const progress = feed('csv', '2', ['ID,Name\n1,"Zoë\n', 'Müller"\n2,Łukasz\n']);
    expect(exportRows(progress)).toBe(2);
    expect(progress.bytes).toBe(bytes('ID,Name\n1,"Zoë\nMüller"\n2,Łukasz\n').byteLength);
  });

  it('never passes 100 % and shows 100 % for an empty export', () => {
    expect(exportPercent(feed('csv', '1', ['h\n1\n2\n3\n']))).toBe(100);
    expect(exportPercent(feed('csv', '0', ['h\n']))).toBe(100);
  });

  it('has no percentage without a readable count or for an XLSX', () => {
    expect(exportPercent(feed('csv', null, ['h\n1\n']))).toBeNull();
    expect(exportPercent(feed('csv', 'many', ['h\n1\n']))).toBeNull();
    const xlsx = feed('xlsx', '10', ['PK\u0003\u0004', 'x'.repeat(2048)]);
    expect(exportPercent(xlsx)).toBeNull();
    expect(exportProgressLabel(xlsx, 'users')).toBe('2.0 KB received');
  });

  it('formats sizes and names the file', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(5 * 1024 * 1024)).toBe('5.0 MB');
    expect(exportFileName('attachment; filename="users-all.csv"', 'csv', 'users-2026-03-01')).toBe(
      'users-all.csv',
    );
    expect(exportFileName("attachment; filename*=UTF-8''users%20all.xlsx", 'xlsx', 'users-2026-03-01')).toBe(
      'users all.xlsx',
    );
    expect(exportFileName(null, 'xlsx', 'users-2026-03-01')).toBe('users-2026-03-01.xlsx');
  });
});
