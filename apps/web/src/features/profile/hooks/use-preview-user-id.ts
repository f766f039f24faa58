// The id of the user a profile preview shows (`/profile/preview/events-history:id`), as the route table
// parsed it.
import { useScreenMatch } from '../../../app/screen-match';

/** Null only outside a preview route; the router admits positive integer ids only. */
export function usePreviewUserId(): number | null {
  const id = Number(useScreenMatch()?.params.id);
  return Number.isInteger(id) && id > 0 ? id : null;
}
