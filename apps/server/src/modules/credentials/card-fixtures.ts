// Helpers of the card tests: small pictures made in memory (a PNG that decodes, the frame of a JPEG that
// pdf-lib embeds as it is) and a reader of a generated card (its pages, the text drawn on them, the images
// placed on them).
import { deflateSync } from 'node:zlib';
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFNumber,
  PDFRawStream,
  type PDFStream,
} from 'pdf-lib';

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Uint8Array): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real RGB PNG of the size, filled with one colour. */
export function samplePng(width = 4, height = 5): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x80)]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(pixels)),
    pngChunk('IEND', new Uint8Array(0)),
  ]);
}

/**
 * The frame of a baseline JPEG of the size (start, frame header, end): pdf-lib reads the size and colour
 * space from the frame header and embeds the bytes untouched (DCTDecode), which is what the card relies on.
 */
export function sampleJpeg(width = 6, height = 8): Buffer {
  const frame = Buffer.from([
    0xff, 0xc0, 0x00, 0x11, 0x08, 0, 0, 0, 0, 0x03, 1, 0x11, 0, 2, 0x11, 1, 3, 0x11, 1,
  ]);
  frame.writeUInt16BE(height, 5);
  frame.writeUInt16BE(width, 7);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), frame, Buffer.from([0xff, 0xd9])]);
}

function streamsOf(contents: PDFStream | PDFArray | undefined, document: PDFDocument): PDFRawStream[] {
  if (contents === undefined) return [];
  if (contents instanceof PDFArray) {
    return contents
      .asArray()
      .map((ref) => document.context.lookup(ref))
      .filter((stream): stream is PDFRawStream => stream instanceof PDFRawStream);
  }
  return contents instanceof PDFRawStream ? [contents] : [];
}

/** WinAnsi's codes 0x80–0x9F (the rest is Latin-1); Node's decoders read these as control characters. */
const WIN_ANSI_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';
const winAnsi = (bytes: Buffer) =>
  [...bytes]
    .map((byte) => (byte >= 0x80 && byte <= 0x9f ? WIN_ANSI_HIGH[byte - 0x80] : String.fromCharCode(byte)))
    .join('');

/** The text a content stream shows: every `<hex> Tj` operand (the standard fonts' WinAnsi codes). */
function shownText(stream: PDFRawStream): string[] {
  const source = Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
  return [...source.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)].map((match) =>
    winAnsi(Buffer.from(match[1] ?? '', 'hex')),
  );
}

export interface PlacedImage {
  readonly filter: string | undefined;
  readonly width: number | undefined;
  readonly height: number | undefined;
}

/** A generated card as a reader sees it: the document, its drawn lines of text (joined too) and its images. */
export async function readCard(bytes: Uint8Array) {
  const document = await PDFDocument.load(bytes);
  const pages = document.getPages();
  const lines = pages.flatMap((page) => streamsOf(page.node.Contents(), document).flatMap(shownText));
  const images: PlacedImage[] = [];
  for (const page of pages) {
    const objects = page.node.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict);
    for (const ref of objects?.values() ?? []) {
      const object = document.context.lookup(ref);
      if (!(object instanceof PDFRawStream)) continue;
      if (object.dict.get(PDFName.of('Subtype')) !== PDFName.of('Image')) continue;
      const number = (name: string) => object.dict.lookupMaybe(PDFName.of(name), PDFNumber)?.asNumber();
      images.push({
        filter: object.dict.lookupMaybe(PDFName.of('Filter'), PDFName)?.decodeText(),
        width: number('Width'),
        height: number('Height'),
      });
    }
  }
  return { document, pages, lines, text: lines.join(' '), images };
}
