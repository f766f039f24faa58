// The data of the sign-up steps (spec §2 Sign-up steps) that §7 does not name a call for: passport details,
// postal address, anti-doping, national federation, profile picture and the organisation chart of the
// job-information step, plus the job-information calls §7 names (edit_wsk_job_information/,
// edit_nf_job_information/, nf_viewer_set_job/). Each save marks its step of the registration progress in
// the same transaction; the profile screens (a later issue) read and write the same records.
//
// Reads of `:id` answer the owner, WSK staff and NF staff of the user's national federation (others 404,
// so ids cannot be probed); writes are the owner's own. Document links are handed only to the owner, WSK
// administrators and NF administrators of the user's federation (null for everyone else).
import { z } from 'zod';
import { GENDERS } from '../constants';
import { defineEndpoint, idParamsSchema } from '../http';
import { countryCodeSchema, nationalFederationSchema } from '../sport';
import { storedFileSchema, userSchema } from '../user';
import { calendarDay, requiredChoice, requiredDate, requiredId, textField } from '../zod-rules';
import { uploadKeySchema } from './uploads';
import { USERS_BASE } from './users';

const id = z.number().int().positive();

/** An uploaded file's `new_file_name`, required: the step is not complete without its document. */
export const requiredUploadField = () =>
  z
    .string({ error: () => 'Upload the document' })
    .min(1, { error: 'Upload the document' })
    .pipe(uploadKeySchema);

export const CHOOSE_COUNTRY_MESSAGE = 'Choose a country from the list';

const countryField = () =>
  z
    .string({ error: () => 'This field is required' })
    .min(1, { error: 'This field is required' })
    .regex(/^[A-Z]{2}$/, { error: CHOOSE_COUNTRY_MESSAGE });

// Passport details ---------------------------------------------------------------------------------------

export const PASSPORT_NUMBER_PATTERN = '^[A-Za-z0-9]{5,20}$';

export const passportDetailsBodySchema = z.object({
  /** Names exactly as printed in the passport. */
  first_name: textField(['required', { rule: 'max_length', length: 150 }]),
  last_name: textField(['required', { rule: 'max_length', length: 150 }]),
  birthday: requiredDate({ notAfterToday: true }),
  gender: requiredChoice([GENDERS.MALE, GENDERS.FEMALE, GENDERS.X]),
  /** ISO alpha-2 of the passport's country. */
  nationality: countryField(),
  passport_number: textField(
    ['required', { rule: 'regex', pattern: PASSPORT_NUMBER_PATTERN }],
    'Passport number',
  ),
  /** Passport expiry (§3 active_until_date). An expired passport is accepted and shown as expired (§4). */
  active_until_date: requiredDate(),
  /** The scan of the passport's photo page (`new_file_name` of `presign_url/`). */
  passport_scan: requiredUploadField(),
});
export type PassportDetailsBody = z.input<typeof passportDetailsBodySchema>;

export const passportDetailsSchema = z
  .object({
    first_name: z.string(),
    last_name: z.string(),
    birthday: calendarDay(),
    gender: z.enum([GENDERS.MALE, GENDERS.FEMALE, GENDERS.X]),
    nationality: countryCodeSchema,
    passport_number: z.string(),
    active_until_date: calendarDay(),
    /** Null for viewers who may not see the document, or when none was uploaded. */
    passport_scan: storedFileSchema.nullable(),
  })
  .meta({ id: 'PassportDetails' });
export type PassportDetails = z.infer<typeof passportDetailsSchema>;

export const getPassportDetails = defineEndpoint({
  name: 'getPassportDetails',
  method: 'GET',
  path: `${USERS_BASE}:id/passport_details/`,
  access: { auth: 'token' },
  summary: 'A user’s passport details, or null before the passport step.',
  tags: ['sign-up steps'],
  params: idParamsSchema,
  response: passportDetailsSchema.nullable(),
});

export const savePassportDetails = defineEndpoint({
  name: 'savePassportDetails',
  method: 'PUT',
  path: `${USERS_BASE}:id/passport_details/`,
  access: { auth: 'token' },
  summary:
    'Saves one’s own passport details and marks the passport step. The birthday sets age_group and, under 18, the legal-guardian step (need_legal_guardian_step).',
  tags: ['sign-up steps'],
  params: idParamsSchema,
  body: passportDetailsBodySchema,
  response: passportDetailsSchema,
});

// Postal address -----------------------------------------------------------------------------------------

export const postalAddressBodySchema = z.object({
  country: countryField(),
  region: textField([{ rule: 'max_length', length: 100 }])
    .nullable()
    .optional(),
  city: textField(['required', { rule: 'max_length', length: 100 }]),
  postcode: textField(['required', { rule: 'max_length', length: 20 }]),
  street: textField(['required', { rule: 'max_length', length: 255 }]),
});
export type PostalAddressBody = z.input<typeof postalAddressBodySchema>;

export const postalAddressSchema = z
  .object({
    country: countryCodeSchema,
    region: z.string().nullable(),
    city: z.string(),
    postcode: z.string(),
    street: z.string(),
  })
  .meta({ id: 'PostalAddress' });
export type PostalAddress = z.infer<typeof postalAddressSchema>;

export const getPostalAddress = defineEndpoint({
  name: 'getPostalAddress',
  method: 'GET',
  path: `${USERS_BASE}:id/postal_address/`,
  access: { auth: 'token' },
  summary: 'A user’s postal address, or null before the postal-address step.',
  tags: ['sign-up steps'],
  params: idParamsSchema,
  response: postalAddressSchema.nullable(),
});

export const savePostalAddress = defineEndpoint({
  name: 'savePostalAddress',
  method: 'PUT',
  path: `${USERS_BASE}:id/postal_address/`,
  access: { auth: 'token' },
  summary: 'Saves one’s own postal address and marks the postal-address step.',
  tags: ['sign-up steps'],
  params: idParamsSchema,
  body: postalAddressBodySchema,
  response: postalAddressSchema,
});

// Anti-doping --------------------------------------------------------------------------------------------

/** The earliest year of issue the form offers; a certificate is valid for 3 years (§4, §9). */
export const ANTI_DOPING_FIRST_YEAR = 2000;

export const antiDopingBodySchema = z.object({
  anti_doping_year_issued: z
    .number({ error: () => 'This field is required' })
    .int()
    .min(ANTI_DOPING_FIRST_YEAR, {
      error: `The value of this field must be greater than ${ANTI_DOPING_FIRST_YEAR - 1}`,
    })
    .refine((year) => year <= new Date().getFullYear(), { error: 'The year cannot be in the future' }),
  /** The certificate (`new_file_name` of `presign_url/`). */
  certificate: requiredUploadField(),
});
export type AntiDopingBody = z.input<typeof antiDopingBodySchema>;

export const antiDopingSchema = z
  .object({
    anti_doping_year_issued: z.number().int(),
    /** Whether 3 years or more have passed since the year of issue (§4), on the server's date. */
    expired: z.boolean(),
    certificate: storedFileSchema.nullable(),
  })
  .meta({ id: 'AntiDoping' });
export type AntiDoping = z.infer<typeof antiDopingSchema>;

export const getAntiDoping = defineEndpoint({
  name: 'getAntiDoping',
  method: 'GET',
  path: `${USERS_BASE}:id/anti_doping/`,
  access: { auth: 'token' },
  summary: 'A user’s anti-doping certificate, or null before the anti-doping step.',
  tags: ['sign-up steps'],
  params: idParamsSchema,
  response: antiDopingSchema.nullable(),
});

export const saveAntiDoping = defineEndpoint({
  name: 'saveAntiDoping',
  method: 'PUT',
  path: `${USERS_BASE}:id/anti_doping/`,
  access: { auth: 'token' },
  summary: 'Saves one’s own anti-doping certificate and its year of issue and marks the anti-doping step.',
  tags: ['sign-up steps'],
  params: idParamsSchema,
  body: antiDopingBodySchema,
  response: antiDopingSchema,
});

// National federation ------------------------------------------------------------------------------------

export const NOT_BELONG_OR_FEDERATION_MESSAGE = 'Choose your federation or tick that you belong to none';

export const nationalFederationBodySchema = z
  .object({
    federation: requiredId().nullable().optional(),
    not_belong_to_any_federation: z.boolean().default(false),
  })
  .superRefine((value, ctx) => {
    const chosen = value.federation !== null && value.federation !== undefined;
    if (chosen === value.not_belong_to_any_federation) {
      ctx.addIssue({ code: 'custom', path: ['federation'], message: NOT_BELONG_OR_FEDERATION_MESSAGE });
    }
  });
export type NationalFederationBody = z.input<typeof nationalFederationBodySchema>;

export const userNationalFederationSchema = z
  .object({
    /** The chosen federation, or the default one when the user belongs to none. */
    federation: nationalFederationSchema,
    not_belong_to_any_federation: z.boolean(),
  })
  .meta({ id: 'UserNationalFederation' });
export type UserNationalFederation = z.infer<typeof userNationalFederationSchema>;

export const saveNationalFederation = defineEndpoint({
  name: 'saveNationalFederation',
  method: 'PUT',
  path: `${USERS_BASE}:id/national_federation/`,
  access: { auth: 'token' },
  summary:
    'Sets one’s own national federation (also on one’s athlete sports), or "I do not belong to any federation" (the default federation), and marks the national-federation step. Fixed once the registration is completed: then an administrator changes it.',
  tags: ['sign-up steps'],
  params: idParamsSchema,
  body: nationalFederationBodySchema,
  response: userNationalFederationSchema,
});

// Profile picture ----------------------------------------------------------------------------------------

export const avatarBodySchema = z.object({
  /** An uploaded JPEG, PNG or WebP picture (`new_file_name` of `presign_url/`). */
  avatar: requiredUploadField(),
});

export const saveAvatar = defineEndpoint({
  name: 'saveAvatar',
  method: 'PUT',
  path: `${USERS_BASE}:id/avatar/`,
  access: { auth: 'token' },
  summary:
    'Sets one’s own profile picture (an image) and marks the profile-picture step; answers the updated user. Pictures are not private: `avatar` is a plain link.',
  tags: ['sign-up steps'],
  params: idParamsSchema,
  body: avatarBodySchema,
  response: userSchema,
});

// Job information ----------------------------------------------------------------------------------------

const unit = { id, name: z.string(), organization_type: z.string().nullable() };
export const organizationChartSchema = z
  .object({
    organizations: z.array(
      z.object({
        ...unit,
        departments: z.array(
          z.object({
            ...unit,
            groups: z.array(z.object({ ...unit, allow_sports: z.boolean(), jobs: z.array(z.object(unit)) })),
          }),
        ),
      }),
    ),
  })
  .meta({ id: 'OrganizationChart' });
export type OrganizationChart = z.infer<typeof organizationChartSchema>;

export const getOrganizationChart = defineEndpoint({
  name: 'getOrganizationChart',
  method: 'GET',
  path: '/api/client/users/organization-chart/',
  access: { auth: 'token' },
  summary:
    'The world federation’s organisations, departments, groups (with allow_sports) and jobs, as a tree.',
  tags: ['sign-up steps'],
  response: organizationChartSchema,
});

export const wskJobInformationBodySchema = z.object({
  organization: requiredId(),
  department: requiredId(),
  group: requiredId(),
  job: requiredId(),
  /** Marks the job-information step of the registration progress (the sign-up step sends true). */
  complete: z.boolean().default(false),
});
export type WskJobInformationBody = z.input<typeof wskJobInformationBodySchema>;

export const editWskJobInformation = defineEndpoint({
  name: 'editWskJobInformation',
  method: 'PATCH',
  path: `${USERS_BASE}:id/edit_wsk_job_information/`,
  access: { auth: 'token' },
  summary:
    'Sets the organisation, department, group and job of a WSK user (each inside the previous one): one’s own, or anyone’s by a WSK administrator. `complete` marks the job-information step.',
  tags: ['sign-up steps'],
  params: idParamsSchema,
  body: wskJobInformationBodySchema,
  response: userSchema,
});

const positionField = () =>
  textField([{ rule: 'max_length', length: 150 }])
    .nullable()
    .optional();

export const nfJobInformationBodySchema = z.object({
  nf_admin_federation: requiredId(),
  position: positionField(),
});
export type NfJobInformationBody = z.input<typeof nfJobInformationBodySchema>;

export const editNfJobInformation = defineEndpoint({
  name: 'editNfJobInformation',
  method: 'PATCH',
  path: `${USERS_BASE}:id/edit_nf_job_information/`,
  access: { auth: 'token' },
  summary:
    'Sets the federation an NF user works for (nf_admin_federation) and their position. One’s own only while the NF role awaits approval (the approval confirms the federation); a WSK administrator sets anyone’s.',
  tags: ['sign-up steps'],
  params: idParamsSchema,
  body: nfJobInformationBodySchema,
  response: userSchema,
});

export const nfViewerJobBodySchema = z.object({ position: positionField() });

export const nfViewerSetJob = defineEndpoint({
  name: 'nfViewerSetJob',
  method: 'PATCH',
  path: `${USERS_BASE}:id/nf_viewer_set_job/`,
  access: { auth: 'token' },
  summary: 'An NF user sets their own position within their federation.',
  tags: ['sign-up steps'],
  params: idParamsSchema,
  body: nfViewerJobBodySchema,
  response: userSchema,
});

export const signUpStepsEndpoints = [
  getPassportDetails,
  savePassportDetails,
  getPostalAddress,
  savePostalAddress,
  getAntiDoping,
  saveAntiDoping,
  saveNationalFederation,
  saveAvatar,
  getOrganizationChart,
  editWskJobInformation,
  editNfJobInformation,
  nfViewerSetJob,
] as const;
