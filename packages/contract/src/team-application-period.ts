// A team application period (decision 019): teams may apply while one is open (§3). Apart from the
// application schemas of team-application.ts because every page start loads the current period (§7), and
// the browser should not fetch the rest of the team-application schemas for it.
import { z } from 'zod';
import { calendarDay } from './zod-rules';

export const teamApplicationPeriodSchema = z
  .object({
    /** Set only while a period is open (§3): null when teams cannot apply now. */
    id: z.number().int().positive().nullable(),
    name: z.string().nullable(),
    starts_on: calendarDay().nullable(),
    ends_on: calendarDay().nullable(),
  })
  .meta({ id: 'TeamApplicationPeriod' });
export type TeamApplicationPeriod = z.infer<typeof teamApplicationPeriodSchema>;
