// The type of a file from its bytes, read by `file-type` (magic numbers and enough of the structure to
// tell look-alikes apart): the client's declared content type and the file's name are not trusted.
import { fileTypeFromBuffer } from 'file-type';

/** First bytes enough to tell every type an upload may have (file-type's own default sample). */
export const SNIFF_SAMPLE_BYTES = 4100;

/**
 * The MIME type of the bytes (the whole file or its first SNIFF_SAMPLE_BYTES), or null when file-type
 * recognises none. An animated PNG counts as a PNG: it is one, and browsers save it under `.png`.
 */
export async function sniffContentType(bytes: Uint8Array): Promise<string | null> {
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected) return null;
  return detected.mime === 'image/apng' ? 'image/png' : detected.mime;
}
