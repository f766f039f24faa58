// User management (spec §7 Users): administrators invite WSK staff, NF staff, athletes and ITOs by e-mail.
// The account is found or created with the role (approved) in one audited transaction; once committed, the
// invitee is e-mailed a one-time sign-in link that leads into the role's sign-up steps (§4 guard). The
// approval of a marathon team application invites the team's administrator the same way (decision 019).
import { ROLE_TAKEN_MESSAGE } from '@portal/contract/endpoints/user-management';
import {
  PERMISSIONS,
  type Permission,
  ROLE_TYPES,
  type RoleType,
  roleDisplayName,
} from '@portal/contract/roles';
import type { User } from '@portal/contract/user';
import type { Database } from '../../db/client';
import type { AccessClaims } from '../../platform/auth/tokens';
import { Forbidden, Invalid } from '../../platform/http/errors';
import { invitationEmail, teamAdministratorInvitationEmail } from '../../platform/messaging/templates';
import { recordAudit } from '../audit/service';
import { createLoginLink } from '../auth/service';
import { findAdministrableFederation } from './approvals-queries';
import {
  findAdministeredFederationId,
  giveInvitedRole,
  type InviteeRow,
  insertInvitee,
  lockInviteeByEmail,
} from './invitations-queries';
import { markSteps } from './progress';
import { findRoleId, insertProgressIfMissing } from './queries';
import { getCurrentUser, type UsersDeps } from './service';
import { UNKNOWN_FEDERATION_MESSAGE } from './steps';

/** How long an invitation's sign-in link works: a week, for people who do not read their mail daily. */
export const INVITATION_LINK_TTL_SECONDS = 7 * 24 * 60 * 60;

/** The four invitations, by the endpoint's segment (invite_wsk/…). */
export type Invitation = 'wsk' | 'nf' | 'athlete' | 'ito';

/** The bodies of the four invitation endpoints, as their schemas output them. */
export interface InvitationBody {
  readonly email: string;
  readonly first_name?: string | undefined;
  readonly last_name?: string | undefined;
  readonly permission?: Permission | undefined;
  readonly nf_admin_federation?: number | undefined;
}

type InvitationDeps = Pick<UsersDeps, 'db' | 'config' | 'messaging'>;

/** The role an invitation gives and, with it, the administered or national federation it sets. */
interface Grant {
  readonly type: RoleType;
  readonly permission: Permission | null;
  readonly roleId: number;
  /** NF staff: the federation they administer. */
  readonly nfAdminFederationId?: number;
  /** Athletes invited by an NF administrator: the user's national federation, the administrator's own. */
  readonly federationId?: number;
}

/** What the invitation does to an existing account. */
type Outcome = { readonly kind: 'resend' } | { readonly kind: 'give'; readonly newRole: boolean };

const roleTaken = () => new Invalid({ email: [ROLE_TAKEN_MESSAGE] });

async function grantOf(
  db: Database,
  caller: AccessClaims,
  invitation: Invitation,
  body: InvitationBody,
): Promise<Grant> {
  const permission = body.permission ?? PERMISSIONS.VIEWER;
  const role = async (type: RoleType, rolePermission: Permission | null) => {
    const id = await findRoleId(db, { type, permission: rolePermission });
    if (id === undefined) throw new Error(`Reference role ${type}/${rolePermission} is missing`);
    return { type, permission: rolePermission, roleId: id };
  };
  switch (invitation) {
    case 'wsk':
      return role(ROLE_TYPES.WSK_ADMIN, permission);
    case 'ito':
      return role(ROLE_TYPES.ITO, null);
    case 'nf': {
      const wanted = body.nf_admin_federation;
      // The default federation (of users who belong to none) is administered by nobody.
      const federation =
        wanted === undefined ? undefined : await findAdministrableFederation(db, { id: wanted });
      if (!federation) throw new Invalid({ nf_admin_federation: [UNKNOWN_FEDERATION_MESSAGE] });
      return { ...(await role(ROLE_TYPES.NF_ADMIN, permission)), nfAdminFederationId: federation.id };
    }
    case 'athlete': {
      const athlete = await role(ROLE_TYPES.ATHLETE, null);
      // A WSK administrator leaves the federation to the athlete's national-federation step.
      if (caller.role === ROLE_TYPES.WSK_ADMIN) return athlete;
      const own = await findAdministeredFederationId(db, { userId: caller.userId });
      if (own === null) throw new Forbidden();
      return { ...athlete, federationId: own };
    }
  }
}

/**
 * An account with no role or the guest role is given the role; one that already holds it (for NF staff:
 * of the same federation; for an NF administrator's athlete: of their federation) is only sent the link
 * again, a pending request for it being approved on the way; anything else is 400, saying no more.
 */
function outcomeFor(existing: InviteeRow, grant: Grant): Outcome {
  if (existing.roleId === null || existing.roleType === ROLE_TYPES.GUEST)
    return { kind: 'give', newRole: true };
  if (existing.roleId !== grant.roleId) throw roleTaken();
  if (grant.nfAdminFederationId !== undefined && existing.nfAdminFederationId !== grant.nfAdminFederationId)
    throw roleTaken();
  const pending = existing.roleStatus === 'pending';
  if (grant.federationId !== undefined && existing.federationId !== grant.federationId) {
    // An athlete who has not told their federation yet joins the inviting administrator's.
    if (existing.federationId !== null) throw roleTaken();
    return { kind: 'give', newRole: false };
  }
  return pending ? { kind: 'give', newRole: false } : { kind: 'resend' };
}

const hasBothNames = (first: string, last: string) => first.trim() !== '' && last.trim() !== '';

/**
 * Creates the invited account (no password, e-mail unconfirmed) with the role and its registration progress;
 * when another account took the e-mail meanwhile (a concurrent invitation or sign-up), that account instead.
 */
async function createInvitee(
  db: Database,
  email: string,
  body: InvitationBody,
  grant: Grant,
): Promise<{ readonly createdId: number } | { readonly existing: InviteeRow }> {
  const firstName = body.first_name ?? '';
  const lastName = body.last_name ?? '';
  const id = await insertInvitee(db, {
    email,
    emailVerified: false,
    passwordHash: null,
    firstName,
    lastName,
    roleId: grant.roleId,
    roleStatus: 'approved',
    nfAdminFederationId: grant.nfAdminFederationId ?? null,
    federationId: grant.federationId ?? null,
  });
  if (id === undefined) {
    const existing = await lockInviteeByEmail(db, { email });
    if (!existing) throw new Error('The invited account is neither new nor found');
    return { existing };
  }
  await insertProgressIfMissing(db, {
    userId: id,
    steps: {
      stepUserMainInformation: hasBothNames(firstName, lastName),
      // The administrator chose the role, so the role step is done.
      stepRoleGuestIsSelected: true,
    },
  });
  return { createdId: id };
}

/**
 * Invites someone by e-mail (invite_wsk/, invite_nf/, invite_athlete/, invite_ito/): finds or creates the
 * account and gives the role, approved, with an audit row, in one transaction; then e-mails a one-time
 * sign-in link valid for INVITATION_LINK_TTL_SECONDS. Inviting again re-sends the link.
 */
export async function inviteUser(
  deps: InvitationDeps,
  caller: AccessClaims,
  invitation: Invitation,
  body: InvitationBody,
): Promise<User> {
  const email = body.email.toLowerCase();
  const userId = await deps.db.transaction(async (tx) => {
    const grant = await grantOf(tx, caller, invitation, body);
    const found = await lockInviteeByEmail(tx, { email });
    const account = found ? { existing: found } : await createInvitee(tx, email, body, grant);
    let federation = grant.nfAdminFederationId ?? grant.federationId ?? null;
    if ('existing' in account) {
      const { existing } = account;
      const outcome = outcomeFor(existing, grant);
      if (outcome.kind === 'give') {
        await giveInvitedRole(tx, {
          id: existing.id,
          roleId: grant.roleId,
          newRole: outcome.newRole,
          ...(grant.nfAdminFederationId !== undefined && { nfAdminFederationId: grant.nfAdminFederationId }),
          ...(grant.federationId !== undefined && { federationId: grant.federationId }),
        });
        await markSteps(tx, existing.id, { stepRoleGuestIsSelected: true });
      }
      // A WSK administrator's athlete keeps the national federation they have, if any.
      if (grant.type === ROLE_TYPES.ATHLETE && grant.federationId === undefined) {
        federation = existing.federationId;
      }
    }
    const id = 'existing' in account ? account.existing.id : account.createdId;
    await recordAudit(tx, {
      actorUserId: caller.userId,
      action: `user.invite_${invitation}`,
      targetUserId: id,
      details: {
        role: grant.type,
        permission: grant.permission,
        federation,
        created: 'createdId' in account,
      },
      // A new account had no role before; an existing one had the role (and status) it was found with.
      before:
        'existing' in account
          ? {
              role: account.existing.roleType,
              permission: account.existing.rolePermission,
              status: account.existing.roleStatus,
            }
          : null,
      after: { role: grant.type, permission: grant.permission, status: 'approved' },
    });
    return id;
  });
  const user = await getCurrentUser(deps.db, userId, deps.config);
  const url = await createLoginLink(deps, { userId, ttlSeconds: INVITATION_LINK_TTL_SECONDS });
  const roleName = user.role ? roleDisplayName(user.role) : '';
  await deps.messaging.mailer.send({ to: email, ...invitationEmail(roleName, url) });
  return user;
}

/**
 * The account of an approved marathon team's administrator (decision 019), inside the approval's
 * transaction: the live account of `email` as it is (it keeps its role), or a new one with the names of the
 * application and the guest role, approved, as the invitations make theirs. Send the sign-in link with
 * sendTeamAdministratorInvitation once the transaction has committed.
 */
export async function findOrCreateTeamAdministrator(
  tx: Database,
  params: { readonly email: string; readonly firstName: string; readonly lastName: string },
): Promise<{ readonly userId: number; readonly created: boolean }> {
  const email = params.email.toLowerCase();
  const found = await lockInviteeByEmail(tx, { email });
  if (found) return { userId: found.id, created: false };
  const roleId = await findRoleId(tx, { type: ROLE_TYPES.GUEST, permission: null });
  if (roleId === undefined) throw new Error(`Reference role ${ROLE_TYPES.GUEST} is missing`);
  const account = await createInvitee(
    tx,
    email,
    { email, first_name: params.firstName, last_name: params.lastName },
    { type: ROLE_TYPES.GUEST, permission: null, roleId },
  );
  return 'existing' in account
    ? { userId: account.existing.id, created: false }
    : { userId: account.createdId, created: true };
}

/** E-mails a team's administrator a one-time sign-in link valid INVITATION_LINK_TTL_SECONDS. */
export async function sendTeamAdministratorInvitation(
  deps: InvitationDeps,
  params: { readonly userId: number; readonly email: string; readonly teamName: string },
): Promise<void> {
  const url = await createLoginLink(deps, { userId: params.userId, ttlSeconds: INVITATION_LINK_TTL_SECONDS });
  await deps.messaging.mailer.send({
    to: params.email.toLowerCase(),
    ...teamAdministratorInvitationEmail(params.teamName, url),
  });
}
