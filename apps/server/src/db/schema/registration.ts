// Registration progress (spec §3): one row per user with a flag per sign-up step, read by the web app's
// sign-up guard (§4). Created at sign-up, or on first read for accounts that predate it.
import { boolean, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

const step = (name: string) => boolean(name).notNull().default(false);

export const registrationProgresses = pgTable('registration_progresses', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  userId: integer('user_id')
    .notNull()
    .unique('registration_progresses_user_id_unique')
    .references(() => users.id, { onDelete: 'cascade' }),
  /** A minor: the guard asks for the legal-guardian step. */
  needLegalGuardianStep: step('need_legal_guardian_step'),
  stepRoleGuestIsSelected: step('step_role_guest_is_selected'),
  stepUserMainInformation: step('step_user_main_information'),
  stepPassportDetails: step('step_passport_details'),
  stepGuardianDetails: step('step_guardian_details'),
  stepJobInformation: step('step_job_information'),
  stepPostalAddressDetails: step('step_postal_address_details'),
  stepSocialProfiles: step('step_social_profiles'),
  stepAntiDopingDetails: step('step_anti_doping_details'),
  stepSportDetails: step('step_sport_details'),
  stepNationalFederation: step('step_national_federation'),
  stepAddProfilePicture: step('step_add_profile_picture'),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});

export type RegistrationProgressRow = typeof registrationProgresses.$inferSelect;
export type NewRegistrationProgressRow = typeof registrationProgresses.$inferInsert;
/** The step flags (need_legal_guardian_step included) a service may set. */
export type RegistrationSteps = Partial<
  Omit<NewRegistrationProgressRow, 'id' | 'userId' | 'createdAt' | 'updatedAt'>
>;
