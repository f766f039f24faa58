// Marking sign-up steps from the step endpoints of every module, and completing the registration once the
// role's requirements are met (contract sign-up-flow `registrationRequirementsMet`, decision 011). Call it
// inside the step's own transaction so the data and its flags change together.
import { registrationRequirementsMet } from '@portal/contract/sign-up-flow';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { groups } from '../../db/schema/organizations';
import { type RegistrationSteps, registrationProgresses } from '../../db/schema/registration';
import { roles } from '../../db/schema/roles';
import { users } from '../../db/schema/users';
import { upsertProgressSteps } from './queries';

/**
 * Sets `steps` on the user's progress (creating it when missing) and, when the registration is then
 * complete, sets the user's registration_completed. Step flags are only ever set to true by the steps;
 * need_legal_guardian_step alone follows the data (the passport's birthday) and may be set back to false.
 */
export async function markSteps(db: Database, userId: number, steps: RegistrationSteps): Promise<void> {
  if (Object.keys(steps).length > 0) await upsertProgressSteps(db, { userId, steps });
  await completeRegistrationIfReady(db, userId);
}

/** Sets registration_completed when the role's required steps are done; true once, never undone here. */
export async function completeRegistrationIfReady(db: Database, userId: number): Promise<boolean> {
  const [row] = await db
    .select({
      user: {
        passwordHash: users.passwordHash,
        registrationCompleted: users.registrationCompleted,
        nfAdminFederationId: users.nfAdminFederationId,
      },
      role: { id: roles.id, name: roles.name, type: roles.type, permission: roles.permission },
      allowSports: groups.allowSports,
      progress: registrationProgresses,
    })
    .from(users)
    .leftJoin(roles, eq(roles.id, users.roleId))
    .leftJoin(groups, eq(groups.id, users.groupId))
    .innerJoin(registrationProgresses, eq(registrationProgresses.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return false;
  if (row.user.registrationCompleted) return true;
  const { progress } = row;
  const ready = registrationRequirementsMet(
    {
      role: row.role,
      group:
        row.allowSports === null
          ? null
          : { id: 0, name: '', organization_type: null, allow_sports: row.allowSports },
      // Only its presence matters to the flow.
      nf_admin_federation:
        row.user.nfAdminFederationId === null
          ? null
          : { id: row.user.nfAdminFederationId, name: '', code: 'XXX' },
      registration_completed: false,
    },
    {
      id: progress.id,
      need_legal_guardian_step: progress.needLegalGuardianStep,
      password_exists: row.user.passwordHash !== null,
      step_role_guest_is_selected: progress.stepRoleGuestIsSelected,
      step_user_main_information: progress.stepUserMainInformation,
      step_passport_details: progress.stepPassportDetails,
      step_guardian_details: progress.stepGuardianDetails,
      step_job_information: progress.stepJobInformation,
      step_postal_address_details: progress.stepPostalAddressDetails,
      step_social_profiles: progress.stepSocialProfiles,
      step_anti_doping_details: progress.stepAntiDopingDetails,
      step_sport_details: progress.stepSportDetails,
      step_national_federation: progress.stepNationalFederation,
      step_add_profile_picture: progress.stepAddProfilePicture,
      user__registration_completed: false,
    },
  );
  if (!ready) return false;
  await db
    .update(users)
    .set({ registrationCompleted: true })
    .where(and(eq(users.id, userId), eq(users.registrationCompleted, false)));
  return true;
}
