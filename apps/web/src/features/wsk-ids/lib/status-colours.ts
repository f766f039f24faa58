// The status badges of §3 in their exact colours, with the text colour that reads best on each: the one of
// dark ink and white with the higher WCAG contrast, so every badge stays at AA (4.5:1) for small text.
import { WSK_ID_STATUS_COLOURS, type WskIdStatus } from '@portal/contract/constants';
import { contrastRatio } from '../../../shared/ui/contrast';

/** The theme's ink (`theme.black`); white is the other candidate. */
export const DARK_TEXT = '#0e1726';
export const LIGHT_TEXT = '#ffffff';

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
