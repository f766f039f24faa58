// The registration progress of a demo person who has completed sign-up: every step flag set
// (need_legal_guardian_step is not a step; the demo people are adults).
export const ALL_STEPS_DONE = {
  stepRoleGuestIsSelected: true,
  stepUserMainInformation: true,
  stepPassportDetails: true,
  stepGuardianDetails: true,
  stepJobInformation: true,
  stepPostalAddressDetails: true,
  stepSocialProfiles: true,
  stepAntiDopingDetails: true,
  stepSportDetails: true,
  stepNationalFederation: true,
  stepAddProfilePicture: true,
} as const;
