// Every endpoint of the API, for the OpenAPI document and the access walk of the test suite. The
// development-only endpoints of dev.ts are left out: production never registers them.
import type { AnyEndpoint } from '../http';
import { annualFeesEndpoints } from './annual-fees';
import { auditEndpoints } from './audit';
import { authEndpoints } from './auth';
import { credentialsEndpoints } from './credentials';
import { eventPartsEndpoints } from './event-parts';
import { eventsEndpoints } from './events';
import { legalGuardiansEndpoints } from './legal-guardians';
import { orderPaymentsEndpoints } from './order-payments';
import { ordersEndpoints } from './orders';
import { participantsEndpoints } from './participants';
import { paymentsEndpoints } from './payments';
import { privacyEndpoints } from './privacy';
import { refundsEndpoints } from './refunds';
import { registrationEndpoints } from './registration';
import { roleRegistrationEndpoints } from './role-registration';
import { signUpStepsEndpoints } from './sign-up-steps';
import { socialEndpoints } from './social';
import { sportServiceEndpoints } from './sport-service';
import { supportEndpoints } from './support';
import { systemEndpoints } from './system';
import { teamApplicationsEndpoints } from './team-applications';
import { teamRosterEndpoints } from './team-roster';
import { teamsEndpoints } from './teams';
import { twoFactorEndpoints } from './two-factor';
import { uploadsEndpoints } from './uploads';
import { userManagementEndpoints } from './user-management';
import { usersEndpoints } from './users';
import { verificationEndpoints } from './verification';
import { wskIdsEndpoints } from './wsk-ids';

export const allEndpoints: readonly AnyEndpoint[] = [
  ...systemEndpoints,
  ...authEndpoints,
  ...usersEndpoints,
  ...verificationEndpoints,
  ...registrationEndpoints,
  ...supportEndpoints,
  ...privacyEndpoints,
  ...twoFactorEndpoints,
  ...uploadsEndpoints,
  ...signUpStepsEndpoints,
  ...legalGuardiansEndpoints,
  ...socialEndpoints,
  ...sportServiceEndpoints,
  ...userManagementEndpoints,
  ...wskIdsEndpoints,
  ...eventsEndpoints,
  ...eventPartsEndpoints,
  ...participantsEndpoints,
  ...credentialsEndpoints,
  ...roleRegistrationEndpoints,
  ...teamsEndpoints,
  ...paymentsEndpoints,
  ...ordersEndpoints,
  ...orderPaymentsEndpoints,
  ...refundsEndpoints,
  ...teamApplicationsEndpoints,
  ...teamRosterEndpoints,
  ...annualFeesEndpoints,
  ...auditEndpoints,
];
