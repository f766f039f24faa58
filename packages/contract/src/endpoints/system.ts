// Health and public configuration: the calls every client and load balancer makes first.
import { z } from 'zod';
import { startupFlagsSchema } from '../flags';
import { defineEndpoint } from '../http';

export const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.literal('ok'),
  version: z.string(),
});

export const getHealth = defineEndpoint({
  name: 'getHealth',
  method: 'GET',
  path: '/api/health/',
  access: { auth: 'public' },
  summary: 'Liveness and database reachability; 503 when the database does not answer.',
  tags: ['system'],
  response: healthSchema,
});

export const publicConfigSchema = z.object({
  environment: z.enum(['development', 'test', 'production']),
  public_url: z.string(),
  version: z.string(),
  flags: startupFlagsSchema,
  /** Publishable key of the card provider; null while the built-in test checkout is used. */
  card_provider_publishable_key: z.string().nullable(),
  /** Site key of the captcha; null when no captcha is configured. */
  captcha_site_key: z.string().nullable(),
  /** Sentry DSN the browser reports its errors to; null when error reporting is not configured. */
  sentry_dsn: z.string().nullable(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

export const getConfig = defineEndpoint({
  name: 'getConfig',
  method: 'GET',
  path: '/api/config/',
  access: { auth: 'public' },
  summary: 'Public settings of this deployment and the startup flags of the web app.',
  tags: ['system'],
  response: publicConfigSchema,
});

export const systemEndpoints = [getHealth, getConfig] as const;
