// The .txt file of backup codes the settings offer to download (decision 026): what the codes are for and
// the codes, one a line, so the file still explains itself when found again months later.
import type { ExportedFile } from '../../../shared/export/stream-export';

export const BACKUP_CODES_FILE_NAME = 'backup-codes.txt';

export function backupCodesFile(codes: readonly string[], createdAt: Date = new Date()): ExportedFile {
  const text = [
    'Backup codes for two-factor sign-in',
    `Created ${createdAt.toISOString().slice(0, 10)}. Each code works once; new codes replace these.`,
    '',
    ...codes,
    '',
  ].join('\n');
  return { blob: new Blob([text], { type: 'text/plain;charset=utf-8' }), fileName: BACKUP_CODES_FILE_NAME };
}
