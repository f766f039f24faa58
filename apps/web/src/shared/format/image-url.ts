// Sized image URLs (spec §9 "Image URL helper has width, height and quality parameters; default quality
// 95"): the image service scales by the w, h and q query parameters.
import { DEFAULT_IMAGE_QUALITY } from '@portal/contract/constants';

export interface ImageUrlOptions {
  width?: number;
  height?: number;
  quality?: number;
}

const SIZE_KEYS = new Set(['w', 'h', 'q']);

function positive(value: number | undefined): string | null {
  return value !== undefined && Number.isFinite(value) && value > 0 ? String(Math.round(value)) : null;
}

function keyOf(pair: string): string {
  const raw = pair.split('=', 1)[0] ?? '';
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
}

/**
 * The URL's own query text is kept byte for byte (a presigned URL's signature covers it); only earlier
 * w, h and q are replaced. data: and blob: URLs are not served by the image service and break with a
 * query, so they come back unchanged.
 */
export function imageUrl(url: string | null | undefined, options: ImageUrlOptions = {}): string | null {
  if (!url) return null;
  if (/^(data|blob):/i.test(url)) return url;

  const hashAt = url.indexOf('#');
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  const withoutHash = hashAt === -1 ? url : url.slice(0, hashAt);
  const queryAt = withoutHash.indexOf('?');
  const base = queryAt === -1 ? withoutHash : withoutHash.slice(0, queryAt);
  const existing = queryAt === -1 ? [] : withoutHash.slice(queryAt + 1).split('&');

  const kept = existing.filter((pair) => pair !== '' && !SIZE_KEYS.has(keyOf(pair)));
  const sizing: [string, string | null][] = [
    ['w', positive(options.width)],
    ['h', positive(options.height)],
    ['q', positive(options.quality ?? DEFAULT_IMAGE_QUALITY)],
  ];
  const added = sizing.flatMap(([key, value]) => (value === null ? [] : [`${key}=${value}`]));
  return `${base}?${[...kept, ...added].join('&')}${hash}`;
}
