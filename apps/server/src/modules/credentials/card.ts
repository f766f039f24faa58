// The printable accreditation card (decision 017): one A6 portrait page drawn with pdf-lib. The event on a
// coloured band at the top, the photo (or the initials in a circle) beside the name, federation and role,
// the QR code of the check address below, the credential number and last valid day at the foot. The PDF's
// title, subject and keywords repeat who and which event, for file managers and screen readers.
import {
  PageSizes,
  PDFDocument,
  type PDFFont,
  type PDFImage,
  type PDFPage,
  rgb,
  StandardFonts,
} from 'pdf-lib';
import { create as createQrCode } from 'qrcode';

/** What the card shows. */
export interface CardContent {
  readonly event: {
    readonly name: string;
    readonly startsOn: string;
    readonly endsOn: string;
    readonly city: string;
  };
  readonly person: { readonly firstName: string; readonly lastName: string };
  /** The person's photo as stored: JPEG or PNG bytes; null (or bytes that do not decode) shows initials. */
  readonly photo: { readonly type: 'jpeg' | 'png'; readonly bytes: Uint8Array } | null;
  readonly federation: { readonly name: string; readonly code: string } | null;
  /** The role's label ("Athlete", "National technical official"). */
  readonly role: string;
  /** What an official does ("Team leader"); null for the others. */
  readonly function: string | null;
  /** Null for event staff and LOC members, who serve the whole event. */
  readonly sport: string | null;
  /** The credential's number: the participant's id. */
  readonly participantId: number;
  /** The address the QR code encodes (the signed check address). */
  readonly checkUrl: string;
  /** The last day the credential is accepted (YYYY-MM-DD). */
  readonly validThrough: string;
}

const [PAGE_WIDTH, PAGE_HEIGHT] = PageSizes.A6;
const MARGIN = 16;
const BAND_HEIGHT = 72;
const PHOTO = { width: 84, height: 105 };
const QR_SIZE = 160;

const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.35, 0.37, 0.42);
const BAND = rgb(0.06, 0.22, 0.45);
const ACCENT = rgb(0.12, 0.42, 0.78);
const PHOTO_BACKGROUND = rgb(0.93, 0.94, 0.96);
const WHITE = rgb(1, 1, 1);

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

function dayParts(day: string) {
  const [year = '', month = '1', date = '1'] = day.split('-');
  return { year, month: MONTHS[Number(month) - 1] ?? '', date: String(Number(date)) };
}

/** "1–10 July 2027", "28 June – 3 July 2027" or "30 December 2027 – 2 January 2028". */
export function formatEventDays(startsOn: string, endsOn: string): string {
  const start = dayParts(startsOn);
  const end = dayParts(endsOn);
  const last = `${end.date} ${end.month} ${end.year}`;
  if (startsOn === endsOn) return last;
  if (start.year !== end.year) return `${start.date} ${start.month} ${start.year} – ${last}`;
  if (start.month !== end.month) return `${start.date} ${start.month} – ${last}`;
  return `${start.date}–${last}`;
}

export const formatDay = (day: string) => {
  const { date, month, year } = dayParts(day);
  return `${date} ${month} ${year}`;
};

/** Letters the standard fonts lack that do not decompose into one they have. */
const LATIN_FALLBACKS: Readonly<Record<string, string>> = {
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  ħ: 'h',
  Ħ: 'H',
  ı: 'i',
};

/**
 * The text as the font can draw it: the standard PDF fonts cover Western European letters only (an
 * embedded Unicode font would need a font file and parser beyond pdf-lib), so other Latin letters lose
 * their accents and anything else becomes "?".
 */
export function printable(font: PDFFont, text: string): string {
  const supported = new Set(font.getCharacterSet());
  const fits = (value: string) => [...value].every((char) => supported.has(char.codePointAt(0) ?? -1));
  return [...text.normalize('NFC').replace(/\s+/g, ' ')]
    .map((char) => {
      if (fits(char)) return char;
      const bare = char.normalize('NFD').replace(/\p{M}/gu, '');
      if (bare !== '' && fits(bare)) return bare;
      return LATIN_FALLBACKS[char] ?? '?';
    })
    .join('');
}

/** The words in lines no wider than `width`; a word wider than a line is cut. */
function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ').filter((part) => part !== '')) {
    const candidate = line === '' ? word : `${line} ${word}`;
    if (font.widthOfTextAtSize(candidate, size) <= width) {
      line = candidate;
      continue;
    }
    if (line !== '') lines.push(line);
    let rest = word;
    while (font.widthOfTextAtSize(rest, size) > width && rest.length > 1) {
      let cut = rest.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut -= 1;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line !== '') lines.push(line);
  return lines;
}

/**
 * Fits the text in at most `maxLines` lines of `width`, at `size` or smaller (down to `minSize`); past that
 * the last line ends with an ellipsis.
 */
function fit(
  font: PDFFont,
  text: string,
  options: { size: number; minSize: number; width: number; maxLines: number },
) {
  for (let size = options.size; size >= options.minSize; size -= 0.5) {
    const lines = wrap(font, text, size, options.width);
    if (lines.length <= options.maxLines) return { lines, size };
  }
  const size = options.minSize;
  const lines = wrap(font, text, size, options.width).slice(0, options.maxLines);
  const lastIndex = lines.length - 1;
  let last = lines[lastIndex] ?? '';
  while (last.length > 0 && font.widthOfTextAtSize(`${last}…`, size) > options.width)
    last = last.slice(0, -1);
  lines[lastIndex] = `${last}…`;
  return { lines, size };
}

interface TextBlock {
  readonly text: string;
  readonly font: PDFFont;
  readonly size: number;
  readonly minSize?: number;
  readonly maxLines?: number;
  readonly color: ReturnType<typeof rgb>;
  /** Space above the block. */
  readonly gap?: number;
}

interface LaidOutBlock {
  readonly block: TextBlock;
  readonly lines: string[];
  readonly size: number;
}

const lineAdvance = (size: number) => size * 1.25;

/** The blocks in lines within `width`, their sizes scaled by `scale`, and the height they take. */
function layOut(blocks: readonly TextBlock[], width: number, scale: number) {
  let height = 0;
  const laidOut: LaidOutBlock[] = blocks.map((block) => {
    const { lines, size } = fit(block.font, printable(block.font, block.text), {
      size: block.size * scale,
      minSize: (block.minSize ?? block.size) * scale,
      width,
      maxLines: block.maxLines ?? 1,
    });
    height += (block.gap ?? 0) * scale + lines.length * lineAdvance(size);
    return { block, lines, size };
  });
  return { laidOut, height };
}

/**
 * Draws the blocks top-down from `top` within `width`, made smaller as a whole until they fit in
 * `maxHeight` (a long name must not run into the QR code).
 */
function drawBlocks(
  page: PDFPage,
  blocks: readonly TextBlock[],
  area: { x: number; top: number; width: number; maxHeight: number },
) {
  let scale = 1;
  let layout = layOut(blocks, area.width, scale);
  while (layout.height > area.maxHeight && scale > 0.5) {
    scale -= 0.05;
    layout = layOut(blocks, area.width, scale);
  }
  let y = area.top;
  for (const { block, lines, size } of layout.laidOut) {
    y -= (block.gap ?? 0) * scale;
    for (const line of lines) {
      page.drawText(line, { x: area.x, y: y - size, size, font: block.font, color: block.color });
      y -= lineAdvance(size);
    }
  }
}

export function initialsOf(person: CardContent['person']): string {
  const first = (name: string) => [...name.trim()][0] ?? '';
  return `${first(person.firstName)}${first(person.lastName)}`.toUpperCase();
}

async function embedPhoto(document: PDFDocument, photo: CardContent['photo']): Promise<PDFImage | null> {
  if (!photo) return null;
  // A copy with a buffer of its own: pdf-lib reads a JPEG through `bytes.buffer` from offset 0, which a
  // Node Buffer sliced from a shared pool does not start at.
  const bytes = new Uint8Array(photo.bytes);
  try {
    return photo.type === 'jpeg' ? await document.embedJpg(bytes) : await document.embedPng(bytes);
  } catch {
    // A damaged picture must not cost the person their card: the initials stand in for it.
    return null;
  }
}

function drawPhoto(page: PDFPage, image: PDFImage | null, initials: string, bold: PDFFont, top: number) {
  const box = { x: MARGIN, y: top - PHOTO.height, ...PHOTO };
  page.drawRectangle({ ...box, color: PHOTO_BACKGROUND });
  if (image) {
    // Contained: the whole picture, centred, never stretched.
    const scale = Math.min(box.width / image.width, box.height / image.height);
    const width = image.width * scale;
    const height = image.height * scale;
    page.drawImage(image, {
      x: box.x + (box.width - width) / 2,
      y: box.y + (box.height - height) / 2,
      width,
      height,
    });
    return;
  }
  const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  page.drawCircle({ ...centre, size: 36, color: ACCENT });
  const text = printable(bold, initials);
  const size = 26;
  page.drawText(text, {
    x: centre.x - bold.widthOfTextAtSize(text, size) / 2,
    y: centre.y - bold.heightAtSize(size, { descender: false }) / 2,
    size,
    font: bold,
    color: WHITE,
  });
}

/** The QR code as one vector path: a rectangle per run of dark modules in each row. */
function drawQrCode(page: PDFPage, text: string, x: number, y: number, size: number) {
  const { modules } = createQrCode(text, { errorCorrectionLevel: 'M' });
  const count = modules.size;
  const path: string[] = [];
  for (let row = 0; row < count; row += 1) {
    let col = 0;
    while (col < count) {
      if (!modules.get(row, col)) {
        col += 1;
        continue;
      }
      const start = col;
      while (col < count && modules.get(row, col)) col += 1;
      path.push(`M${start} ${row}h${col - start}v1h${start - col}z`);
    }
  }
  // SVG coordinates: the origin is the top-left corner, y grows downwards, one unit per module.
  page.drawSvgPath(path.join(''), { x, y: y + size, scale: size / count, color: rgb(0, 0, 0) });
}

/** The card as a one-page PDF. */
export async function renderCard(content: CardContent): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const [regular, bold] = await Promise.all([
    document.embedFont(StandardFonts.Helvetica),
    document.embedFont(StandardFonts.HelveticaBold),
  ]);
  const fullName = `${content.person.firstName} ${content.person.lastName}`.trim();
  document.setTitle(printable(regular, `Credential ${content.participantId}: ${fullName}`));
  document.setSubject(printable(regular, content.event.name));
  document.setKeywords(
    [fullName, content.event.name, content.role].map((value) => printable(regular, value)),
  );
  document.setCreator('Federation portal');

  const page = document.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
  const innerWidth = PAGE_WIDTH - 2 * MARGIN;

  // The event on the band.
  page.drawRectangle({
    x: 0,
    y: PAGE_HEIGHT - BAND_HEIGHT,
    width: PAGE_WIDTH,
    height: BAND_HEIGHT,
    color: BAND,
  });
  drawBlocks(
    page,
    [
      { text: content.event.name, font: bold, size: 14, minSize: 10, maxLines: 2, color: WHITE },
      {
        text: `${formatEventDays(content.event.startsOn, content.event.endsOn)} · ${content.event.city}`,
        font: regular,
        size: 9,
        minSize: 7,
        color: WHITE,
        gap: 4,
      },
    ],
    { x: MARGIN, top: PAGE_HEIGHT - 14, width: innerWidth, maxHeight: BAND_HEIGHT - 20 },
  );

  // The person: photo on the left, who they are on the right.
  const photoTop = PAGE_HEIGHT - BAND_HEIGHT - 14;
  drawPhoto(page, await embedPhoto(document, content.photo), initialsOf(content.person), bold, photoTop);
  const columnX = MARGIN + PHOTO.width + 12;
  const federation = content.federation ? `${content.federation.name} (${content.federation.code})` : null;
  const blocks: TextBlock[] = [
    { text: fullName, font: bold, size: 15, minSize: 10, maxLines: 3, color: INK },
    ...(federation
      ? [{ text: federation, font: regular, size: 10, minSize: 8, maxLines: 2, color: INK, gap: 4 }]
      : []),
    { text: content.role, font: bold, size: 11, minSize: 8, maxLines: 2, color: ACCENT, gap: 8 },
    ...(content.function
      ? [{ text: content.function, font: regular, size: 10, minSize: 8, maxLines: 2, color: INK, gap: 2 }]
      : []),
    ...(content.sport
      ? [{ text: content.sport, font: regular, size: 9, minSize: 7, maxLines: 2, color: MUTED, gap: 2 }]
      : []),
  ];
  const rule = photoTop - PHOTO.height - 12;
  drawBlocks(page, blocks, {
    x: columnX,
    top: photoTop,
    width: PAGE_WIDTH - MARGIN - columnX,
    maxHeight: photoTop - rule - 6,
  });

  // The check: the QR code, then the number and the last valid day.
  page.drawLine({
    start: { x: MARGIN, y: rule },
    end: { x: PAGE_WIDTH - MARGIN, y: rule },
    thickness: 0.5,
    color: MUTED,
  });
  const qrY = 44;
  drawQrCode(page, content.checkUrl, (PAGE_WIDTH - QR_SIZE) / 2, qrY, QR_SIZE);
  const footer = printable(
    regular,
    `Credential no. ${content.participantId} · valid until ${formatDay(content.validThrough)}`,
  );
  const footerSize = 8;
  page.drawText(footer, {
    x: (PAGE_WIDTH - regular.widthOfTextAtSize(footer, footerSize)) / 2,
    y: 24,
    size: footerSize,
    font: regular,
    color: MUTED,
  });

  return document.save();
}
