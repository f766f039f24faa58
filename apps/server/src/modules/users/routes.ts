// Accounts under /api/client/users/users/: sign-up, me/, {id}/ (read, update), {id}/delete_me/, the
// set_is_* role choices and the sign-up step records; the registration progress under
// /api/client/users/register-progresses/; the user-management lists, approvals, invitations and the export.

import { Readable } from 'node:stream';
import {
  changeStepNationalFederation,
  getMyRegistrationProgress,
  SELF_ASSIGNABLE_ROLES,
  SET_ROLE_ENDPOINTS,
} from '@portal/contract/endpoints/registration';
import {
  editNfJobInformation,
  editWskJobInformation,
  getAntiDoping,
  getOrganizationChart,
  getPassportDetails,
  getPostalAddress,
  nfViewerSetJob,
  saveAntiDoping,
  saveAvatar,
  saveNationalFederation,
  savePassportDetails,
  savePostalAddress,
} from '@portal/contract/endpoints/sign-up-steps';
import {
  approveFederation,
  approveIto,
  approveNf,
  approveWsk,
  declineFederation,
  declineIto,
  declineNf,
  declineWsk,
  deleteUser,
  EXPORT_COUNT_HEADER,
  exportUsers,
  exportUsersByEmail,
  getExportFile,
  getRoles,
  inviteAthlete,
  inviteIto,
  inviteNf,
  inviteWsk,
  listNotApprovedUsers,
  listNotApprovedWskUsers,
  listStaffCandidates,
  listUsers,
} from '@portal/contract/endpoints/user-management';
import {
  clearProfileRole,
  deleteMe,
  getMe,
  getUser,
  signUp,
  updateUser,
} from '@portal/contract/endpoints/users';
import type { FastifyInstance } from 'fastify';
import { callerOf, registerEndpoint } from '../../platform/http/route';
import * as approvals from './approvals';
import * as usersExport from './export';
import * as usersExportByEmail from './export-by-email';
import * as invitations from './invitations';
import * as jobInformation from './job-information';
import * as registration from './registration';
import * as users from './service';
import * as steps from './steps';
import { USER_LIST_TABLES } from './user-list-queries';
import * as userLists from './user-lists';

export async function usersModule(app: FastifyInstance, deps: users.UsersDeps) {
  registerEndpoint(app, signUp, ({ body, request }) => users.signUp(deps, body, request.ip));
  registerEndpoint(app, getMe, (context) =>
    users.getCurrentUser(deps.db, callerOf(context).userId, deps.config),
  );
  registerEndpoint(app, getUser, (context) => users.getUser(deps, callerOf(context), context.params.id));
  registerEndpoint(app, updateUser, (context) =>
    users.updateUser(deps, callerOf(context), context.params.id, context.body),
  );
  registerEndpoint(app, clearProfileRole, (context) =>
    registration.clearProfileRole(deps, callerOf(context), context.params.id),
  );
  registerEndpoint(app, deleteMe, async (context) => {
    await users.deleteMe({ ...deps, log: context.request.log }, callerOf(context), context.params.id);
    return null;
  });

  registerEndpoint(app, getMyRegistrationProgress, (context) => {
    // The sign-up guard must always see the progress as it is now, never a cached copy.
    context.reply.header('cache-control', 'no-store');
    return registration.getMyProgress(deps.db, callerOf(context));
  });
  registerEndpoint(app, changeStepNationalFederation, (context) =>
    registration.completeNationalFederationStep(deps.db, callerOf(context), context.params.id),
  );
  for (const choice of SELF_ASSIGNABLE_ROLES) {
    registerEndpoint(app, SET_ROLE_ENDPOINTS[choice], (context) =>
      registration.selectRole(deps, callerOf(context), choice),
    );
  }

  registerEndpoint(app, getPassportDetails, (context) =>
    steps.getPassportDetails(deps, callerOf(context), context.params.id),
  );
  registerEndpoint(app, savePassportDetails, (context) =>
    steps.savePassportDetails(deps, callerOf(context), context.params.id, context.body),
  );
  registerEndpoint(app, getPostalAddress, (context) =>
    steps.getPostalAddress(deps, callerOf(context), context.params.id),
  );
  registerEndpoint(app, savePostalAddress, (context) =>
    steps.savePostalAddress(deps, callerOf(context), context.params.id, context.body),
  );
  registerEndpoint(app, getAntiDoping, (context) =>
    steps.getAntiDoping(deps, callerOf(context), context.params.id),
  );
  registerEndpoint(app, saveAntiDoping, (context) =>
    steps.saveAntiDoping(deps, callerOf(context), context.params.id, context.body),
  );
  registerEndpoint(app, saveNationalFederation, (context) =>
    steps.saveNationalFederation(deps, callerOf(context), context.params.id, context.body),
  );
  registerEndpoint(app, saveAvatar, (context) =>
    steps.saveAvatar(deps, callerOf(context), context.params.id, context.body),
  );

  registerEndpoint(app, getOrganizationChart, () => jobInformation.getOrganizationChart(deps.db));
  registerEndpoint(app, editWskJobInformation, (context) =>
    jobInformation.editWskJobInformation(deps, callerOf(context), context.params.id, context.body),
  );
  registerEndpoint(app, editNfJobInformation, (context) =>
    jobInformation.editNfJobInformation(deps, callerOf(context), context.params.id, context.body),
  );
  registerEndpoint(app, nfViewerSetJob, (context) =>
    jobInformation.setNfPosition(deps, callerOf(context), context.params.id, context.body),
  );

  // Approving and declining role requests, the roles, an administrator deleting a user (approvals.ts). The
  // contract's approval factory types its bodies as any schema, so the route reads them again.
  registerEndpoint(app, approveFederation, (context) =>
    approvals.approveRole(deps, callerOf(context), context.params.id, 'federation'),
  );
  registerEndpoint(app, approveWsk, (context) =>
    approvals.approveRole(deps, callerOf(context), context.params.id, 'wsk', context.body ?? {}),
  );
  registerEndpoint(app, approveNf, (context) =>
    approvals.approveRole(deps, callerOf(context), context.params.id, 'nf', context.body ?? {}),
  );
  registerEndpoint(app, approveIto, (context) =>
    approvals.approveRole(deps, callerOf(context), context.params.id, 'ito'),
  );
  const declines = [
    [declineFederation, 'federation'],
    [declineWsk, 'wsk'],
    [declineNf, 'nf'],
    [declineIto, 'ito'],
  ] as const;
  for (const [endpoint, request] of declines) {
    registerEndpoint(app, endpoint, async (context) => {
      await approvals.declineRole(deps, callerOf(context), context.params.id, request);
      return null;
    });
  }
  registerEndpoint(app, getRoles, () => approvals.getRoles(deps.db));
  registerEndpoint(app, deleteUser, async (context) => {
    await approvals.deleteUser({ ...deps, log: context.request.log }, callerOf(context), context.params.id);
    return null;
  });

  // Invitations by e-mail (invitations.ts).
  registerEndpoint(app, inviteWsk, (context) =>
    invitations.inviteUser(deps, callerOf(context), 'wsk', context.body),
  );
  registerEndpoint(app, inviteNf, (context) =>
    invitations.inviteUser(deps, callerOf(context), 'nf', context.body),
  );
  registerEndpoint(app, inviteAthlete, (context) =>
    invitations.inviteUser(deps, callerOf(context), 'athlete', context.body),
  );
  registerEndpoint(app, inviteIto, (context) =>
    invitations.inviteUser(deps, callerOf(context), 'ito', context.body),
  );

  // The user-management lists; next/previous links are PUBLIC_URL plus the request's path and query.
  registerEndpoint(
    app,
    listUsers,
    (context) =>
      userLists.listUsers(deps, callerOf(context), context.query, { requestUrl: context.request.url }),
    { cache: USER_LIST_TABLES },
  );
  registerEndpoint(app, listStaffCandidates, (context) =>
    userLists.listStaffCandidates(deps, callerOf(context), context.query, {
      requestUrl: context.request.url,
    }),
  );
  registerEndpoint(app, listNotApprovedUsers, (context) =>
    userLists.listNotApprovedUsers(deps, callerOf(context), context.query, {
      requestUrl: context.request.url,
    }),
  );
  registerEndpoint(app, listNotApprovedWskUsers, (context) =>
    userLists.listNotApprovedWskUsers(deps, callerOf(context), context.query, {
      requestUrl: context.request.url,
    }),
  );

  // The export streams the file: the count goes out in a header first, then the rows batch by batch, at the
  // pace the client reads them. A stream skips the response serializer; the string schema documents it.
  registerEndpoint(app, exportUsers, async (context) => {
    const file = await usersExport.exportUsers(deps, callerOf(context), context.body);
    context.reply
      .header('content-type', file.contentType)
      .header('content-disposition', `attachment; filename="${file.filename}"`)
      .header('cache-control', 'no-store')
      .header(EXPORT_COUNT_HEADER, String(file.count));
    return context.reply.send(Readable.from(file.chunks, { objectMode: false }));
  });
  // The same export made in the background and e-mailed as a link (the job: export-by-email.ts).
  registerEndpoint(app, exportUsersByEmail, (context) =>
    usersExportByEmail.requestUsersExportByEmail(deps, callerOf(context), context.body),
  );
  registerEndpoint(app, getExportFile, (context) =>
    usersExportByEmail.getExportFile(deps, callerOf(context), context.params.key),
  );
}
