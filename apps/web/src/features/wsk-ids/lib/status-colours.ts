// The status badges of §3 in their exact colours, with the text colour that reads best on each: the one of
// dark ink and white with the higher WCAG contrast, so every badge stays at AA (4.5:1) for small text.
import { WSK_ID_STATUS_COLOURS, type WskIdStatus } from '@portal/contract/constants';

/** The theme's ink (`theme.black`); white is the other candidate. */
export const DARK_TEXT = '#0e1726';
export const LIGHT_TEXT = '#ffffff';

/** WCAG 2.x relative luminance of a `#rrggbb` colour. */
export function relativeLuminance(hex: string): number {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const [red, green, blue] = match.slice(1).map((part) => {
    const channel = Number.parseInt(part, 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

/** WCAG contrast ratio of two colours, 1 to 21. */
export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a) as [
    number,
    number,
  ];
  return (lighter + 0.05) / (darker + 0.05);
}

/** Dark ink or white, whichever contrasts more with `background`. */
export function readableTextOn(background: string): string {
  return contrastRatio(background, DARK_TEXT) >= contrastRatio(background, LIGHT_TEXT)
    ? DARK_TEXT
    : LIGHT_TEXT;
}

export interface StatusColours {
  readonly background: string;
  readonly text: string;
}

export function statusColours(status: WskIdStatus): StatusColours {
  const background = WSK_ID_STATUS_COLOURS[status];
  return { background, text: readableTextOn(background) };
}
