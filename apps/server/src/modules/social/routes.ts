// Social profiles under /api/v1/client/socials/: the providers and the user's links.
import {
  createManySocialLinks,
  createSocialLink,
  deleteSocialLink,
  getMySocialLinks,
  getSocialProviders,
  getUserSocialLinks,
  updateSocialLink,
} from '@portal/contract/endpoints/social';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { callerOf, registerEndpoint } from '../../platform/http/route';
import * as social from './service';

export async function socialModule(app: FastifyInstance, deps: { readonly db: Database }) {
  const { db } = deps;
  registerEndpoint(app, getSocialProviders, () => social.getProviders(db));
  registerEndpoint(app, createSocialLink, (context) =>
    social.createLink(db, callerOf(context), context.body),
  );
  registerEndpoint(app, createManySocialLinks, (context) =>
    social.createLinks(db, callerOf(context), context.body.links),
  );
  registerEndpoint(app, getMySocialLinks, (context) => social.getMyLinks(db, callerOf(context)));
  registerEndpoint(app, getUserSocialLinks, (context) =>
    social.getUserLinks(db, callerOf(context), context.params.id),
  );
  registerEndpoint(app, updateSocialLink, (context) =>
    social.updateLink(db, callerOf(context), context.params.id, context.body),
  );
  registerEndpoint(app, deleteSocialLink, async (context) => {
    await social.deleteLink(db, callerOf(context), context.params.id);
    return null;
  });
}
