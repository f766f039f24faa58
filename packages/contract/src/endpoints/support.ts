// Messages to the federation's support (`/forgot-password/contact-us`): stored and e-mailed to support.
import { z } from 'zod';
import { defineEndpoint } from '../http';
import { captchaAnswerField, emailField, textField } from '../zod-rules';

export const contactSupportBodySchema = z.object({
  name: textField(['required', { rule: 'max_length', length: 150 }]),
  email: emailField(),
  message: textField(['required', { rule: 'min_length', length: 10 }, { rule: 'max_length', length: 5000 }]),
  /** The captcha answer; required only when the deployment has a captcha. */
  captcha: captchaAnswerField(),
});
export type ContactSupportBody = z.input<typeof contactSupportBodySchema>;

export const contactSupport = defineEndpoint({
  name: 'contactSupport',
  method: 'POST',
  path: '/api/client/support/contact_us/',
  access: { auth: 'public' },
  summary: 'Sends a message to support; it is stored and e-mailed to the support address.',
  tags: ['support'],
  body: contactSupportBodySchema,
  response: z.null(),
  status: 204,
});

/** A signed-in user's message to support (/profile/support); their name and contacts come from the account. */
export const supportRequestBodySchema = z.object({
  subject: textField(['required', { rule: 'max_length', length: 150 }]),
  message: textField(['required', { rule: 'min_length', length: 10 }, { rule: 'max_length', length: 5000 }]),
});
export type SupportRequestBody = z.input<typeof supportRequestBodySchema>;

export const supportRequestSchema = z
  .object({
    id: z.number().int().positive(),
    subject: z.string(),
    message: z.string(),
    created: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'SupportRequest' });
export type SupportRequest = z.infer<typeof supportRequestSchema>;

export const createSupportRequest = defineEndpoint({
  name: 'createSupportRequest',
  method: 'POST',
  path: '/api/client/support/requests/',
  access: { auth: 'token' },
  summary:
    'A signed-in user writes to support; the request is stored with the account and e-mailed to support.',
  tags: ['support'],
  body: supportRequestBodySchema,
  response: supportRequestSchema,
  status: 201,
});

/** How many of their requests a user sees on /profile/support. */
export const RECENT_SUPPORT_REQUESTS = 10;

export const getMySupportRequests = defineEndpoint({
  name: 'getMySupportRequests',
  method: 'GET',
  path: '/api/client/support/requests/my/',
  access: { auth: 'token' },
  summary: `The signed-in user’s ${RECENT_SUPPORT_REQUESTS} most recent requests to support, newest first.`,
  tags: ['support'],
  response: z.array(supportRequestSchema),
});

export const supportEndpoints = [contactSupport, createSupportRequest, getMySupportRequests] as const;
