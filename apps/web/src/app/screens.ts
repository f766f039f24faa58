// The screens registry: route name (spec §2) -> the module that renders it, a screen file that
// default-exports its component. Every route of the contract's table has one (screens.test.ts). The router
// wraps each importer in loadChunk.
import type { ComponentType } from 'react';

export interface ScreenModule {
  default: ComponentType;
}

export type ScreenImporter = () => Promise<ScreenModule>;

export const SCREENS: Readonly<Partial<Record<string, ScreenImporter>>> = {
  maintenance: () => import('./screens/maintenance-screen'),
  credits: () => import('../features/credits/pages/credits-screen'),
  'credits-mobile': () => import('../features/credits/pages/credits-mobile-screen'),
  'sign-in': () => import('../features/auth/pages/sign-in-screen'),
  'sign-up': () => import('../features/auth/pages/sign-up-screen'),
  'sign-up-operations': () => import('../features/auth/pages/sign-up-operations-screen'),
  'confirm-email': () => import('../features/auth/pages/confirm-email-screen'),
  'confirm-phone': () => import('../features/auth/pages/confirm-phone-screen'),
  'confirm-phone-wsk': () => import('../features/auth/pages/confirm-phone-screen'),
  'update-email': () => import('../features/auth/pages/update-email-screen'),
  'update-phone': () => import('../features/auth/pages/update-phone-screen'),
  'forgot-password': () => import('../features/auth/pages/forgot-password-screen'),
  'forgot-password-confirm-email': () =>
    import('../features/auth/pages/forgot-password-confirm-email-screen'),
  'forgot-password-confirm-phone': () =>
    import('../features/auth/pages/forgot-password-confirm-phone-screen'),
  'forgot-password-contact-us': () => import('../features/support/pages/contact-us-screen'),
  'new-password': () => import('../features/auth/pages/new-password-screen'),
  'set-password-success': () => import('../features/auth/pages/set-password-success-screen'),
  'create-password': () => import('../features/auth/pages/create-password-screen'),
  'create-password-wsk': () => import('../features/auth/pages/create-password-screen'),
  'confirm-email-by-link': () => import('../features/auth/pages/confirm-email-by-link-screen'),
  'confirm-password-by-link': () => import('../features/auth/pages/confirm-password-by-link-screen'),
  'login-by-token': () => import('../features/auth/pages/login-by-token-screen'),
  role: () => import('../features/registration/pages/role-screen'),
  'sport-select': () => import('../features/registration/pages/sport-selection-screen'),
  'sport-select-ito': () => import('../features/registration/pages/ito-sport-selection-screen'),
  'sport-select-wsk': () => import('../features/registration/pages/staff-sport-selection-screen'),
  'national-federation': () => import('../features/registration/pages/national-federation-screen'),
  'select-federation-wsk': () => import('../features/registration/pages/select-federation-screen'),
  'job-information-wsk': () => import('../features/registration/pages/job-information-screen'),
  'social-profiles': () => import('../features/registration/pages/social-profiles-screen'),
  'passport-details': () => import('../features/registration/pages/passport-details-screen'),
  'passport-details-wsk': () => import('../features/registration/pages/passport-details-screen'),
  'legal-guardians': () => import('../features/registration/pages/legal-guardians-screen'),
  'legal-guardians-anti-doping': () => import('../features/registration/pages/guardian-anti-doping-screen'),
  'postal-address': () => import('../features/registration/pages/postal-address-screen'),
  'postal-address-wsk': () => import('../features/registration/pages/postal-address-screen'),
  'anti-doping': () => import('../features/registration/pages/anti-doping-screen'),
  'anti-doping-wsk': () => import('../features/registration/pages/anti-doping-screen'),
  summary: () => import('../features/registration/pages/summary-screen'),
  'profile-picture': () => import('../features/registration/pages/profile-picture-screen'),
  congrats: () => import('../features/registration/pages/congrats-screen'),
  'profile-account-details': () => import('../features/registration/pages/profile-account-details-screen'),
  'profile-passport-details': () => import('../features/registration/pages/profile-passport-details-screen'),
  'profile-postal-address': () => import('../features/registration/pages/profile-postal-address-screen'),
  'profile-anti-doping': () => import('../features/registration/pages/profile-anti-doping-screen'),
  'profile-preview-account-details': () =>
    import('../features/registration/pages/preview-account-details-screen'),
  'profile-preview-passport-details': () =>
    import('../features/registration/pages/preview-passport-details-screen'),
  'profile-preview-postal-address': () =>
    import('../features/registration/pages/preview-postal-address-screen'),
  'profile-preview-anti-doping': () => import('../features/registration/pages/preview-anti-doping-screen'),
  'profile-preview-events-history': () => import('../features/profile/pages/preview-events-history-screen'),
  'profile-events-history': () => import('../features/profile/pages/events-history-screen'),
  'profile-support': () => import('../features/profile/pages/support-screen'),
  'profile-settings': () => import('../features/profile/pages/settings-screen'),
  'privacy-policy': () => import('../features/policies/pages/privacy-policy-screen'),
  'anti-doping-policy': () => import('../features/policies/pages/anti-doping-policy-screen'),
  users: () => import('../features/users/pages/users-screen'),
  'export-file': () => import('../features/users/pages/export-file-screen'),
  'wyldata-db': () => import('../features/wsk-ids/pages/wyldata-db-screen'),
  'audit-log': () => import('../features/audit/pages/audit-log-screen'),
  'events-all': () => import('../features/events/pages/events-all-screen'),
  'event-profile': () => import('../features/events/pages/event-profile-screen'),
  'event-sport-profile': () => import('../features/events/pages/event-sport-profile-screen'),
  'event-news': () => import('../features/events/pages/event-news-screen'),
  'event-media': () => import('../features/events/pages/event-media-screen'),
  'event-reports': () => import('../features/events/pages/event-reports-screen'),
  'event-staff': () => import('../features/events/pages/event-staff-screen'),
  'event-ito': () => import('../features/events/pages/event-ito-screen'),
  'event-nf-management': () => import('../features/events/pages/event-nf-management-screen'),
  'event-nf-management-federation': () =>
    import('../features/events/pages/event-nf-management-federation-screen'),
  'events-my': () => import('../features/events/pages/events-my-screen'),
  'event-registration-individual-athletes': () =>
    import('../features/events/pages/event-registration-individual-athletes-screen'),
  'event-registration-athlete': () => import('../features/events/pages/event-registration-athlete-screen'),
  'event-registration-nto': () => import('../features/events/pages/event-registration-nto-screen'),
  'event-registration-athletes-extra-quota': () =>
    import('../features/events/pages/event-registration-athletes-extra-quota-screen'),
  'event-registration-athletes-pre-seed': () =>
    import('../features/events/pages/event-registration-athletes-pre-seed-screen'),
  'event-registration-credentials-pickup': () =>
    import('../features/events/pages/event-registration-credentials-pickup-screen'),
  'event-registration-team-admin-to': () =>
    import('../features/events/pages/event-registration-team-admin-to-screen'),
  'event-registration-team-admin-athletes': () =>
    import('../features/events/pages/event-registration-team-admin-athletes-screen'),
  'event-registration-payments': () => import('../features/payments/pages/nf-payments-screen'),
  'event-registration-my-payments': () => import('../features/payments/pages/my-payments-screen'),
  'event-registration-team-payments': () => import('../features/payments/pages/team-payments-screen'),
  'event-payments': () => import('../features/payments/pages/event-payments-screen'),
  'payment-redirect': () => import('../features/payments/pages/payment-redirect-screen'),
  'team-admin-payment-redirect': () =>
    import('../features/payments/pages/team-admin-payment-redirect-screen'),
  'test-checkout': () => import('../features/payments/pages/test-checkout-screen'),
  'event-staff-registration': () => import('../features/events/pages/event-staff-registration-screen'),
  'event-loc-registration': () => import('../features/events/pages/event-loc-registration-screen'),
  'event-ito-registration': () => import('../features/events/pages/event-ito-registration-screen'),
  pdf: () => import('../features/accreditation/pages/credential-screen'),
  'guard-check': () => import('../features/accreditation/pages/guard-check-screen'),
  'marathon-team-application': () =>
    import('../features/marathon-teams/applications/pages/team-application-screen'),
  'confirm-team-application': () =>
    import('../features/marathon-teams/applications/pages/confirm-team-application-screen'),
  'confirm-team-application-email': () =>
    import('../features/marathon-teams/applications/pages/confirm-team-application-email-screen'),
  'marathon-applications': () =>
    import('../features/marathon-teams/applications/pages/team-applications-screen'),
  'marathon-team-application-details': () =>
    import('../features/marathon-teams/applications/pages/team-application-details-screen'),
  'marathon-teams': () => import('../features/marathon-teams/teams/pages/teams-screen'),
  'marathon-team': () => import('../features/marathon-teams/teams/pages/team-screen'),
  'annual-team-payments': () => import('../features/payments/pages/annual-team-payments-screen'),
  'marathon-applications-team-admin-payments': () =>
    import('../features/payments/pages/team-admin-annual-payments-screen'),
};

/** The module of a route's screen; every route of the table has one (screens.test.ts). */
export function screenImporter(name: string): ScreenImporter {
  const importer = SCREENS[name];
  if (!importer) throw new Error(`No screen is registered for the route '${name}'`);
  return importer;
}
