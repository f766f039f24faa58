// How a stored file is handed to a browser: always as an attachment, so it is saved rather than rendered
// in the portal's origin, under a name that can break neither the header nor the reader's file system.

/**
 * Control characters (C0, DEL, C1), bidirectional overrides that can disguise an extension
 * ("scan\u202Efdp.exe"), path separators, quotes and what Windows refuses in a name.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069"\\/:*?<>|]/g;
/** Longest name kept, in characters, before the extension. */
const MAX_STEM_LENGTH = 100;

/**
 * The name a stored file is downloaded under: the name it had on the uploader's device, cleaned, with
 * the extension of its key (the type the server checked), e.g. `Passport scan.png`; the key itself when
 * nothing of the name is left.
 */
export function downloadName(originalName: string, key: string): string {
  const dot = key.lastIndexOf('.');
  const extension = dot >= 0 ? key.slice(dot) : '';
  const base = originalName.split(/[/\\]/).pop() ?? '';
  const stem = base
    .replace(/\.[^.]*$/, '')
    .normalize('NFC')
    .replace(UNSAFE_CHARACTERS, '_')
    .replace(/\s+/g, ' ')
    // Leading dots hide a file; trailing dots and spaces are dropped by Windows.
    .replace(/^[.\s]+|[.\s]+$/g, '');
  const kept = Array.from(stem).slice(0, MAX_STEM_LENGTH).join('').trim();
  return kept ? `${kept}${extension}` : key;
}

/**
 * `attachment` with the name as a quoted ASCII `filename` (accents dropped, anything else non-ASCII
 * replaced) and, when that lost something, the exact name as a UTF-8 `filename*` (RFC 6266).
 */
export function attachmentDisposition(fileName: string): string {
  const clean = fileName.replace(UNSAFE_CHARACTERS, '_');
  const ascii = clean
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]/g, '_')
    // `%` may be decoded by some browsers even in the plain parameter.
    .replace(/%/g, '_');
  const plain = `attachment; filename="${ascii}"`;
  return ascii === clean ? plain : `${plain}; filename*=UTF-8''${encodeRfc5987(clean)}`;
}

function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}
