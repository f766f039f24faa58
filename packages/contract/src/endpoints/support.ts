// Messages to the federation's support (`/forgot-password/contact-us`): stored and e-mailed to support.
import { z } from 'zod';
import { defineEndpoint } from '../http';
import { emailField, textField } from '../zod-rules';

export const contactSupportBodySchema = z.object({
  name: textField(['required', { rule: 'max_length', length: 150 }]),
  email: emailField(),
  message: textField(['required', { rule: 'min_length', length: 10 }, { rule: 'max_length', length: 5000 }]),
  /** The captcha answer; required only when the deployment has a captcha. */
  captcha: z.string().optional(),
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

export const supportEndpoints = [contactSupport] as const;
