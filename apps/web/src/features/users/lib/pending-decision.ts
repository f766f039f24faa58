// Which approve and decline calls settle a pending request (§4 Role assignment and approval): an athlete
// is approved by their federation, WSK, NF and ITO requests by the world federation.
import {
  approveFederation,
  approveIto,
  approveNf,
  approveWsk,
  declineFederation,
  declineIto,
  declineNf,
  declineWsk,
} from '@portal/contract/endpoints/user-management';
import type { RoleType } from '@portal/contract/roles';

export type PendingKind = 'federation' | 'wsk' | 'nf' | 'ito';

const KIND_OF_ROLE: Readonly<Partial<Record<RoleType, PendingKind>>> = {
  athlete: 'federation',
  wsk_admin: 'wsk',
  nf_admin: 'nf',
  ito: 'ito',
};

/** The kind of request a pending user's requested role makes; null for roles that need no approval. */
export function pendingKind(roleType: RoleType | null | undefined): PendingKind | null {
  return roleType ? (KIND_OF_ROLE[roleType] ?? null) : null;
}

export const DECISION_ENDPOINTS = {
  federation: { approve: approveFederation, decline: declineFederation },
  wsk: { approve: approveWsk, decline: declineWsk },
  nf: { approve: approveNf, decline: declineNf },
  ito: { approve: approveIto, decline: declineIto },
} as const;

/** What the request is, in the confirmation dialog. */
export const PENDING_KIND_LABELS: Readonly<Record<PendingKind, string>> = {
  federation: 'athlete of their national federation',
  wsk: 'world federation (WSK) staff',
  nf: 'national federation (NF) staff',
  ito: 'international technical official (ITO)',
};

/** Whether the approver picks the permission granted (staff roles carry one). */
export const kindTakesPermission = (kind: PendingKind): boolean => kind === 'wsk' || kind === 'nf';
