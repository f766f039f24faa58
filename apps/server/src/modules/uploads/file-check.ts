// What an upload's bytes must be, and what is stored of them, the same whoever received them (this
// server's upload route, or a bucket checked at attach time). The type is read from the bytes (file-type)
// and must be the one the upload URL promised. Pictures are decoded and encoded again (sharp) in the same
// format: upright by their EXIF orientation, without any metadata (EXIF with GPS, XMP, IPTC, text chunks,
// ICC profiles once converted to sRGB) and without whatever a polyglot hid around the pixels. PDFs are
// stored as sent.
import sharp, { type Sharp } from 'sharp';
import { sniffContentType } from '../../platform/storage/sniff';

/**
 * Pictures with more pixels than this are refused before they are decoded (a small file can declare a
 * huge image). 100 megapixels holds any camera's photo and keeps one decoding near 400 MB of memory, where
 * sharp's default (268 megapixels) allows a gigabyte.
 */
export const MAX_PICTURE_PIXELS = 100_000_000;

/** How pictures are encoded again: the format they came in, at a quality where recompression shows little. */
const ENCODERS: Readonly<Record<string, (image: Sharp, isPalette: boolean) => Sharp>> = {
  'image/jpeg': (image) => image.jpeg({ quality: 90 }),
  // A palette PNG stays one: as true colour it could grow several times over.
  'image/png': (image, isPalette) => image.png({ palette: isPalette }),
  'image/webp': (image) => image.webp({ quality: 90 }),
};

const TYPE_LABELS: Readonly<Record<string, string>> = {
  'image/jpeg': 'a JPEG image',
  'image/png': 'a PNG image',
  'image/webp': 'a WebP image',
  'application/pdf': 'a PDF document',
};

/** The refusal of bytes that are not the type the upload URL promised (the same at upload and attach). */
export function wrongTypeMessage(contentType: string): string {
  return `The file is not ${TYPE_LABELS[contentType] ?? 'of the announced type'}`;
}

export function tooLargeMessage(maxBytes: number): string {
  const megabytes = maxBytes / (1024 * 1024);
  return megabytes >= 1
    ? `The file is larger than ${Number(megabytes.toFixed(1))} MB`
    : `The file is larger than ${maxBytes} bytes`;
}

export const TOO_MANY_PIXELS_MESSAGE = `The picture is larger than ${MAX_PICTURE_PIXELS / 1_000_000} megapixels`;

/** What is kept of an upload: the bytes to store, or why it is refused (a message for the file's field). */
export type CheckedUpload = { readonly bytes: Uint8Array } | { readonly refused: string };

/** Whether uploads of the type are pictures, which are encoded again before they are stored. */
export function isPicture(contentType: string): boolean {
  return Object.hasOwn(ENCODERS, contentType);
}

/**
 * The refusal of bytes whose type is not `contentType`, or null. The whole file or its first
 * SNIFF_SAMPLE_BYTES will do: file-type reads only what it needs.
 */
export async function typeRefusal(bytes: Uint8Array, contentType: string): Promise<string | null> {
  return (await sniffContentType(bytes)) === contentType ? null : wrongTypeMessage(contentType);
}

/** The bytes to store for a whole upload of `contentType`, or its refusal. */
export async function checkUpload(bytes: Uint8Array, contentType: string): Promise<CheckedUpload> {
  const refused = await typeRefusal(bytes, contentType);
  if (refused) return { refused };
  return isPicture(contentType) ? await reencodePicture(bytes, contentType) : { bytes };
}

/**
 * A picture whose type was checked, decoded and encoded again (see the top of the file). One that sharp
 * cannot decode, or that claims too many pixels, is refused. sharp works on libuv's thread pool, so the
 * event loop is not held meanwhile.
 */
export async function reencodePicture(bytes: Uint8Array, contentType: string): Promise<CheckedUpload> {
  const encode = ENCODERS[contentType];
  if (!encode) return { refused: wrongTypeMessage(contentType) };
  try {
    // failOn stays sharp's default ('warning'), as its documentation advises for untrusted input.
    const image = sharp(bytes, { limitInputPixels: MAX_PICTURE_PIXELS });
    const { isPalette } = await image.metadata();
    // Without keepMetadata()/withMetadata() sharp writes no metadata; rotate() first applies the EXIF
    // orientation the stripped metadata carried.
    return { bytes: await encode(image.rotate(), isPalette).toBuffer() };
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message))
      return { refused: TOO_MANY_PIXELS_MESSAGE };
    // Anything else sharp throws is about the input: not a picture it can read.
    return { refused: wrongTypeMessage(contentType) };
  }
}
