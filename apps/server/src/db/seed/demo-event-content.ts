// Demo news, media and reports of the three published demo events (decision 016): two or three news posts
// each, video links (YouTube and Vimeo) and, when the seed is given the file storage, photos (small PNGs
// drawn here) and reports (small PDFs written here, some selected), stored as attached public uploads of
// the WSK administrator. Deterministic apart from the random file keys; dated back from `today`.
import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../client';
import { eventMedia, eventNews, eventReports } from '../schema/event-parts';
import { events } from '../schema/events';
import { fileUploads } from '../schema/uploads';
import { DEMO_EVENTS } from './demo-events';

/** Where the seed writes files: the app's storage (DATA_DIR/uploads by default, or the S3 bucket). */
export interface DemoFileStorage {
  write(key: string, bytes: Uint8Array): Promise<void>;
}

interface DemoNews {
  readonly title: string;
  readonly body: string;
  /** Days before `today`. */
  readonly daysAgo: number;
}

interface DemoContent {
  readonly news: readonly DemoNews[];
  readonly videos: readonly { readonly url: string; readonly caption: string }[];
  /** Photos drawn as flat pictures of these colours (RGB). */
  readonly photos: readonly {
    readonly caption: string;
    readonly colour: readonly [number, number, number];
  }[];
  readonly reports: readonly { readonly title: string; readonly selected: boolean }[];
}

// Public open-movie and platform demo videos stand in for event footage: valid links a player embeds.
const BIG_BUCK_BUNNY = 'https://www.youtube.com/watch?v=aqz-KE-bpKQ';
const VIMEO_DEMO = 'https://vimeo.com/76979871';

/** Keyed by the name of a published demo event (demo-events.ts). */
export const DEMO_EVENT_CONTENT: Readonly<Record<string, DemoContent>> = {
  'European Inline Speed Championships': {
    news: [
      {
        title: 'Entries are open',
        body: 'National federations can now register their athletes, NTOs and team officials.\nThe reduced fee period has ended; the normal fee applies until registration closes.',
        daysAgo: 25,
      },
      {
        title: 'Race programme published',
        body: 'The provisional programme of the track and road races is available.\nTrack races run on the first four days, road races and the marathon close the championships.',
        daysAgo: 12,
      },
      {
        title: 'Accreditation at the venue',
        body: 'Team managers collect accreditations at the Pattinodromo Le Naiadi office from the day before the first race, 9:00 to 18:00.',
        daysAgo: 3,
      },
    ],
    videos: [{ url: BIG_BUCK_BUNNY, caption: 'Last season’s highlights' }],
    photos: [
      { caption: 'The track at Le Naiadi', colour: [32, 96, 160] },
      { caption: 'Start of the 1000 m', colour: [200, 80, 40] },
    ],
    reports: [
      { title: 'Technical handbook', selected: true },
      { title: 'Venue inspection report', selected: false },
    ],
  },
  'World Skate Games': {
    news: [
      {
        title: 'Reduced fees until the end of the reduction period',
        body: 'Register before the reduction period ends to pay the reduced fee for every participant.',
        daysAgo: 4,
      },
      {
        title: 'Disciplines confirmed',
        body: 'Artistic skating, skateboarding and inline hockey are confirmed for the Games.\nFurther disciplines will be announced by the organising committee.',
        daysAgo: 2,
      },
    ],
    videos: [{ url: VIMEO_DEMO, caption: 'Welcome from the organising committee' }],
    photos: [{ caption: 'Parque Olímpico', colour: [40, 150, 90] }],
    reports: [
      { title: 'Games regulations', selected: true },
      { title: 'Draft accommodation plan', selected: false },
    ],
  },
  'Asian Roller Freestyle Cup': {
    news: [
      {
        title: 'Registration is closed',
        body: 'Registration closed ten days ago. Federations can still check their registered participants.',
        daysAgo: 9,
      },
      {
        title: 'Training schedule',
        body: 'Official training at Ariake Urban Sports Park starts two days before the competition.\nPark in the morning, street in the afternoon.',
        daysAgo: 1,
      },
    ],
    videos: [{ url: 'https://youtu.be/YE7VzlLtp-4', caption: 'Park final replay' }],
    photos: [{ caption: 'Ariake Urban Sports Park', colour: [120, 60, 170] }],
    reports: [{ title: 'Judging criteria', selected: true }],
  },
};

const DAY_MS = 86_400_000;

/**
 * Adds the demo content to the published demo events; call inside the demo seed's transaction, after
 * seedDemoEvents. Without `storage` only news and video links are created (files need somewhere to go).
 */
export async function seedDemoEventContent(
  tx: Database,
  options: { readonly today: Date; readonly createdBy: number | null; readonly storage?: DemoFileStorage },
): Promise<{ news: number; media: number; reports: number }> {
  const names = Object.keys(DEMO_EVENT_CONTENT);
  const eventRows = await tx
    .select({ id: events.id, name: events.name })
    .from(events)
    .where(and(inArray(events.name, names), eq(events.status, 'published')));
  const at = (daysAgo: number, minutes = 0) =>
    new Date(options.today.getTime() - daysAgo * DAY_MS + minutes * 60_000);
  // Files are uploads of someone: the demo WSK administrator.
  const files =
    options.storage && options.createdBy !== null
      ? { storage: options.storage, owner: options.createdBy }
      : null;
  const totals = { news: 0, media: 0, reports: 0 };

  for (const demo of DEMO_EVENTS) {
    const content = DEMO_EVENT_CONTENT[demo.name];
    const event = eventRows.find((row) => row.name === demo.name);
    if (!content || !event) continue;
    await tx.insert(eventNews).values(
      content.news.map((post) => ({
        eventId: event.id,
        title: post.title,
        body: post.body,
        authorUserId: options.createdBy,
        publishedAt: at(post.daysAgo),
        updatedAt: at(post.daysAgo),
      })),
    );
    totals.news += content.news.length;
    await tx.insert(eventMedia).values(
      content.videos.map((video, index) => ({
        eventId: event.id,
        kind: 'video' as const,
        videoUrl: video.url,
        caption: video.caption,
        createdBy: options.createdBy,
        createdAt: at(6, index),
      })),
    );
    totals.media += content.videos.length;
    if (!files) continue;

    for (const [index, photo] of content.photos.entries()) {
      const key = await storeDemoFile(tx, files, {
        bytes: demoPng(photo.colour),
        extension: 'png',
        contentType: 'image/png',
        purpose: 'event_photo',
        originalName: `${photo.caption}.png`,
        at: at(5, index),
      });
      await tx.insert(eventMedia).values({
        eventId: event.id,
        kind: 'photo',
        fileKey: key,
        caption: photo.caption,
        createdBy: options.createdBy,
        createdAt: at(5, index),
      });
      totals.media += 1;
    }
    for (const [index, report] of content.reports.entries()) {
      const key = await storeDemoFile(tx, files, {
        bytes: demoPdf(`${demo.name}: ${report.title}`),
        extension: 'pdf',
        contentType: 'application/pdf',
        purpose: 'event_report',
        originalName: `${report.title}.pdf`,
        at: at(4, index),
      });
      await tx.insert(eventReports).values({
        eventId: event.id,
        title: report.title,
        fileKey: key,
        selected: report.selected,
        createdBy: options.createdBy,
        createdAt: at(4, index),
        updatedAt: at(4, index),
      });
      totals.reports += 1;
    }
  }
  return totals;
}

/**
 * Writes the bytes and records them as an uploaded, attached file (as attachUpload leaves one): public for
 * an event's files, private for a person's documents.
 */
export async function storeDemoFile(
  tx: Database,
  files: { readonly storage: DemoFileStorage; readonly owner: number },
  file: {
    readonly bytes: Buffer;
    readonly extension: 'png' | 'pdf';
    readonly contentType: string;
    readonly purpose: 'event_photo' | 'event_report' | 'passport_scan' | 'anti_doping_certificate';
    readonly isPrivate?: boolean;
    readonly originalName: string;
    readonly at: Date;
  },
): Promise<string> {
  const key = `${randomBytes(16).toString('hex')}.${file.extension}`;
  await files.storage.write(key, file.bytes);
  await tx.insert(fileUploads).values({
    key,
    ownerUserId: files.owner,
    purpose: file.purpose,
    isPrivate: file.isPrivate ?? false,
    originalName: file.originalName,
    contentType: file.contentType,
    maxBytes: file.bytes.length,
    sizeBytes: file.bytes.length,
    expiresAt: file.at,
    createdAt: file.at,
    uploadedAt: file.at,
    attachedAt: file.at,
  });
  return key;
}

// Files --------------------------------------------------------------------------------------------------

const CRC_TABLE = Array.from({ length: 256 }, (_, index) => {
  let crc = index;
  for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  return crc >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A 320×180 RGB PNG: the colour, fading to white from left to right, with a darker band below. */
export function demoPng(colour: readonly [number, number, number], width = 320, height = 180): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // truecolour
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const start = y * (width * 3 + 1);
    rows[start] = 0; // no filter
    const shade = y > height * 0.75 ? 0.6 : 1;
    for (let x = 0; x < width; x += 1) {
      const fade = x / width;
      for (let channel = 0; channel < 3; channel += 1) {
        const base = colour[channel] ?? 0;
        rows[start + 1 + x * 3 + channel] = Math.round((base + (255 - base) * fade * 0.7) * shade);
      }
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A one-page PDF with the title in Helvetica; the cross-reference offsets are computed, so it is valid. */
export function demoPdf(title: string): Buffer {
  // PDF strings: only printable ASCII here, with the delimiters escaped.
  const text = title.replace(/[^\x20-\x7e]/g, '?').replace(/([\\()])/g, '\\$1');
  const stream = `BT /F1 18 Tf 72 760 Td (${text}) Tj ET\nBT /F1 11 Tf 72 730 Td (Demo document of the federation portal.) Tj ET\n`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}endstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
