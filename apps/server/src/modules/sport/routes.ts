// The sport service under /api/client/sport/: reference lists, user sports and palmares forms.
import {
  changeMarathonNoLevelShowModal,
  createPalmaresForm,
  createUserSport,
  deleteUserSport,
  getDevices,
  getDisciplines,
  getFederation,
  getFederations,
  getMyUserSports,
  getNfSports,
  getPalmaresForm,
  getSports,
  getStances,
  getUserSportsByUser,
  getWskSports,
  partialUpdateUserSportByUser,
  setNfSports,
  setWskSports,
  updatePalmaresForm,
  updateUserSport,
} from '@portal/contract/endpoints/sport-service';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { toPageRequest } from '../../platform/http/paging';
import { callerOf, registerEndpoint } from '../../platform/http/route';
import * as catalogue from './catalogue';
import * as palmares from './palmares';
import * as userSports from './service';

export interface SportDeps {
  readonly db: Database;
  /**
   * Where the federation list's next/previous links point. Without it they are relative to the server
   * (path and query only); never built from the Host header.
   */
  readonly config?: Pick<Config, 'publicUrl'>;
}

export async function sportModule(app: FastifyInstance, deps: SportDeps) {
  const { db } = deps;

  registerEndpoint(app, getSports, ({ query }) => catalogue.getSports(db, query.ordering));
  registerEndpoint(app, getFederations, ({ query, request }) =>
    catalogue.getFederations(db, query, toPageRequest(query), {
      publicUrl: deps.config?.publicUrl ?? '',
      requestUrl: request.url,
    }),
  );
  registerEndpoint(app, getFederation, ({ params }) => catalogue.getFederation(db, params.id));
  registerEndpoint(app, getDisciplines, ({ query }) =>
    catalogue.getSportReferences(db, 'disciplines', query.sport),
  );
  registerEndpoint(app, getStances, ({ query }) => catalogue.getSportReferences(db, 'stances', query.sport));
  registerEndpoint(app, getDevices, ({ query }) => catalogue.getSportReferences(db, 'devices', query.sport));

  registerEndpoint(app, createUserSport, (context) =>
    userSports.createUserSport(db, callerOf(context), context.body),
  );
  registerEndpoint(app, updateUserSport, (context) =>
    userSports.adminUpdateUserSport(db, callerOf(context), context.params.id, context.body),
  );
  registerEndpoint(app, partialUpdateUserSportByUser, (context) =>
    userSports.ownerUpdateUserSport(db, callerOf(context), context.params.id, context.body),
  );
  registerEndpoint(app, deleteUserSport, async (context) => {
    await userSports.deleteUserSport(db, callerOf(context), context.params.id);
    return null;
  });
  registerEndpoint(app, getMyUserSports, (context) => userSports.getMyUserSports(db, callerOf(context)));
  registerEndpoint(app, getUserSportsByUser, (context) =>
    userSports.getUserSportsByUser(db, callerOf(context), context.params.user),
  );
  registerEndpoint(app, getWskSports, (context) =>
    userSports.getStaffSports(db, callerOf(context), 'wsk', context.query.user),
  );
  registerEndpoint(app, setWskSports, (context) =>
    userSports.setStaffSports(db, callerOf(context), 'wsk', context.body.sports),
  );
  registerEndpoint(app, getNfSports, (context) =>
    userSports.getStaffSports(db, callerOf(context), 'nf', context.query.user),
  );
  registerEndpoint(app, setNfSports, (context) =>
    userSports.setStaffSports(db, callerOf(context), 'nf', context.body.sports),
  );
  registerEndpoint(app, changeMarathonNoLevelShowModal, (context) =>
    userSports.setMarathonNoLevelShowModal(
      db,
      callerOf(context),
      context.params.id,
      context.body.marathon_no_level_show_modal,
    ),
  );

  registerEndpoint(app, createPalmaresForm, (context) =>
    palmares.createPalmaresForm(db, callerOf(context), context.body),
  );
  registerEndpoint(app, getPalmaresForm, (context) =>
    palmares.getPalmaresForm(db, callerOf(context), context.params.id),
  );
  registerEndpoint(app, updatePalmaresForm, (context) =>
    palmares.updatePalmaresForm(db, callerOf(context), context.params.id, context.body),
  );
}
