// The passport-details form (spec §2): names, birthday, gender, nationality and passport exactly as
// printed, with a scan of the photo page, checked with the contract's body schema (§5). An expired
// passport is accepted but blocks event entries (§4), and an athlete under 18 learns that a legal-guardian
// step follows. Shared by the sign-up step and the profile; the screen gives the actions.
import { Alert, Group, Radio, Stack, TextInput } from '@mantine/core';
import { genderDisplay, genders } from '@portal/contract/constants';
import {
  type PassportDetails,
  type PassportDetailsBody,
  passportDetailsBodySchema,
} from '@portal/contract/endpoints/sign-up-steps';
import { presignUserUpload } from '@portal/contract/endpoints/uploads';
import { roleFlags } from '@portal/contract/roles';
import type { NationalFederation } from '@portal/contract/sport';
import { ageGroupOn, isPassportExpired, localIsoDate, type User } from '@portal/contract/user';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import { DateField } from '../../../shared/forms/date-field';
import { parseErrors, useContractForm } from '../../../shared/forms/use-contract-form';
import { CountrySelect } from '../../../shared/ui/country-select';
import { FormAlert } from '../../../shared/ui/form-alert';
import { FileUploadField } from '../../../shared/uploads/file-upload-field';
import { useSavePassportDetails } from '../api/save-passport-details';
import type { FormActionsApi } from './form-actions';

type Values = Record<keyof PassportDetailsBody, string>;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function initialValues(user: User, passport: PassportDetails | null): Values {
  if (!passport) {
    return {
      first_name: user.first_name,
      last_name: user.last_name,
      birthday: '',
      gender: '',
      nationality: '',
      passport_number: '',
      active_until_date: '',
      passport_scan: '',
    };
  }
  return {
    first_name: passport.first_name,
    last_name: passport.last_name,
    birthday: passport.birthday,
    gender: passport.gender,
    nationality: passport.nationality,
    passport_number: passport.passport_number,
    active_until_date: passport.active_until_date,
    passport_scan: passport.passport_scan?.file_name ?? '',
  };
}

export interface PassportDetailsFormProps extends FormActionsApi {
  readonly user: User;
  /** The stored passport, or null before the first save (the names of the account are offered). */
  readonly passport: PassportDetails | null;
  readonly federations: readonly NationalFederation[];
}

export function PassportDetailsForm({
  user,
  passport,
  federations,
  actions,
  onSaved,
}: PassportDetailsFormProps) {
  const save = useSavePassportDetails(user.id);
  const today = localIsoDate(new Date());

  const form = useContractForm<Values>({
    initial: initialValues(user, passport),
    validate: (values) =>
      parseErrors(passportDetailsBodySchema.safeParse(values), (key) => key as keyof Values),
  });
  const { values } = form;

  const expired =
    ISO_DATE.test(values.active_until_date) && isPassportExpired(values.active_until_date, today);
  const minorAthlete =
    roleFlags(user.role).isAthlete &&
    ISO_DATE.test(values.birthday) &&
    values.birthday <= today &&
    ageGroupOn(values.birthday, today) === 'minor';

  const submit = form.handleSubmit({
    send: (checked) => save.mutateAsync(passportDetailsBodySchema.parse(checked)),
    failure: 'Your passport details could not be saved. Please try again.',
    onSuccess: onSaved,
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormAlert message={form.formError} />
        <TextInput label="First name" autoComplete="given-name" withAsterisk {...form.text('first_name')} />
        <TextInput label="Last name" autoComplete="family-name" withAsterisk {...form.text('last_name')} />
        <DateField label="Date of birth" withAsterisk {...form.date('birthday')} />
        {minorAthlete ? (
          <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} aria-hidden />}>
            You are under 18: after this step you give the details of a parent or legal guardian, with their
            signed consent.
          </Alert>
        ) : null}
        <Radio.Group
          label="Gender"
          withAsterisk
          value={values.gender}
          onChange={(gender) => form.setValue('gender', gender)}
          error={form.errors.gender}
        >
          <Group gap="lg" mt={6} wrap="wrap">
            {genders.map((gender) => (
              <Radio key={gender} value={gender} label={genderDisplay(gender)} />
            ))}
          </Group>
        </Radio.Group>
        <CountrySelect
          label="Nationality"
          federations={federations}
          value={values.nationality}
          onChange={(code) => form.setValue('nationality', code)}
          onBlur={form.blur('nationality')}
          error={form.errors.nationality}
          withAsterisk
        />
        <TextInput
          label="Passport number"
          description="Letters and digits only, 5 to 20 characters"
          autoComplete="off"
          withAsterisk
          {...form.text('passport_number')}
        />
        <DateField label="Expiry date" withAsterisk {...form.date('active_until_date')} />
        {expired ? (
          <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />}>
            This passport has expired. You can save it, but an expired passport blocks event entries until you
            add a valid one.
          </Alert>
        ) : null}
        <FileUploadField
          label="Passport scan"
          description="The photo page of your passport: JPEG, PNG, WebP or PDF, up to 10 MB"
          presignEndpoint={presignUserUpload}
          current={passport?.passport_scan ?? null}
          error={form.errors.passport_scan}
          onChange={(name) => form.setValue('passport_scan', name)}
          withAsterisk
        />
        {actions({ submitting: save.isPending })}
      </Stack>
    </form>
  );
}
