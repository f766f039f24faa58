// Startup flags of spec §9, served to the browser by `GET /api/config/` so one build runs everywhere.
import { z } from 'zod';

export const startupFlagsSchema = z.object({
  /** Event reports show only the selected reports. */
  show_only_selected_reports: z.boolean(),
  /** Custom sections of event profiles. */
  custom_sections: z.boolean(),
  /** The credits page (§2 `/credits`). */
  credits_page: z.boolean(),
  /** The indicator of the new payments area. */
  new_payments_indicator: z.boolean(),
  /** National federations see the downhill discipline as luge. */
  nf_downhill_as_luge: z.boolean(),
});
export type StartupFlags = z.infer<typeof startupFlagsSchema>;

export const DEFAULT_STARTUP_FLAGS: StartupFlags = {
  show_only_selected_reports: true,
  custom_sections: true,
  credits_page: false,
  new_payments_indicator: false,
  nf_downhill_as_luge: true,
};
