// Palmares forms: an athlete's best results in one of their sports, one form per sport, written by the
// owner and read by the owner or within the user-read scope.
import {
  PALMARES_EXISTS_MESSAGE,
  type PalmaresForm,
  type PalmaresResult,
} from '@portal/contract/endpoints/sport-service';
import type { Database } from '../../db/client';
import type { PalmaresFormRow } from '../../db/schema/user-sports';
import type { AccessClaims } from '../../platform/auth/tokens';
import { Invalid, NotFound } from '../../platform/http/errors';
import { userReadAccess } from '../users/access';
import { findPalmaresForm, findUserSportRow, insertPalmaresForm, updateOwnPalmaresForm } from './queries';

export const PALMARES_NOT_FOUND_MESSAGE = 'Palmares form not found';
export const PALMARES_SPORT_MESSAGE = 'Choose one of your sports';

function toPalmaresForm(row: PalmaresFormRow): PalmaresForm {
  return { id: row.id, user_sport: row.userSportId, results: row.results, notes: row.notes };
}

export async function createPalmaresForm(
  db: Database,
  caller: AccessClaims,
  body: { user_sport: number; results: PalmaresResult[]; notes?: string | null | undefined },
): Promise<PalmaresForm> {
  const userSport = await findUserSportRow(db, { id: body.user_sport, userId: caller.userId });
  // Another user's sport reads as unknown, so ids cannot be probed; only athletes keep a palmares.
  if (userSport?.kind !== 'athlete') throw new Invalid({ user_sport: [PALMARES_SPORT_MESSAGE] });
  const row = await insertPalmaresForm(db, {
    userSportId: userSport.id,
    results: body.results,
    notes: body.notes ?? null,
  });
  // ON CONFLICT: the sport has a form already, possibly created a moment ago by a racing request.
  if (!row) throw new Invalid({ user_sport: [PALMARES_EXISTS_MESSAGE] });
  return toPalmaresForm(row);
}

export async function getPalmaresForm(db: Database, caller: AccessClaims, id: number): Promise<PalmaresForm> {
  const found = await findPalmaresForm(db, { id });
  if (!found) throw new NotFound(PALMARES_NOT_FOUND_MESSAGE);
  if (found.ownerId !== caller.userId && !(await userReadAccess(db, caller, found.ownerId)))
    throw new NotFound(PALMARES_NOT_FOUND_MESSAGE);
  return toPalmaresForm(found.form);
}

export async function updatePalmaresForm(
  db: Database,
  caller: AccessClaims,
  id: number,
  patch: { results?: PalmaresResult[] | undefined; notes?: string | null | undefined },
): Promise<PalmaresForm> {
  const row = await updateOwnPalmaresForm(db, {
    id,
    userId: caller.userId,
    values: {
      ...(patch.results !== undefined && { results: patch.results }),
      ...(patch.notes !== undefined && { notes: patch.notes }),
    },
  });
  if (!row) throw new NotFound(PALMARES_NOT_FOUND_MESSAGE);
  return toPalmaresForm(row);
}
