// The anti-doping form (spec §2): the year the certificate was issued and the certificate itself. It is
// valid for three years (§4: expired once the current year minus the year of issue is 3 or more); an
// expired one is accepted with a warning. Shared by the sign-up step and the profile.
import { Alert, Select, Stack, Text } from '@mantine/core';
import { ANTI_DOPING_VALIDITY_YEARS } from '@portal/contract/constants';
import {
  ANTI_DOPING_FIRST_YEAR,
  type AntiDoping,
  antiDopingBodySchema,
} from '@portal/contract/endpoints/sign-up-steps';
import { presignUserUpload } from '@portal/contract/endpoints/uploads';
import { isAntiDopingExpired, type User } from '@portal/contract/user';
import { IconAlertTriangle } from '@tabler/icons-react';
import { formatDate } from '../../../shared/format/date';
import { parseErrors, useContractForm } from '../../../shared/forms/use-contract-form';
import { FormAlert } from '../../../shared/ui/form-alert';
import { FileUploadField } from '../../../shared/uploads/file-upload-field';
import { useSaveAntiDoping } from '../api/save-anti-doping';
import type { FormActionsApi } from './form-actions';

type Values = { anti_doping_year_issued: string; certificate: string };

/** The years a certificate can have been issued in, newest first. */
function issueYears(currentYear: number): string[] {
  const years: string[] = [];
  for (let year = currentYear; year >= ANTI_DOPING_FIRST_YEAR; year -= 1) years.push(String(year));
  return years;
}

/** The last day a certificate issued in `year` is valid (issued 2024: valid through 31/12/2026). */
export function antiDopingValidUntil(year: number): string {
  return formatDate(`${year + ANTI_DOPING_VALIDITY_YEARS - 1}-12-31`);
}

/** The day a certificate issued in `year` has expired on. */
export function antiDopingExpiredOn(year: number): string {
  return formatDate(`${year + ANTI_DOPING_VALIDITY_YEARS}-01-01`);
}

const bodyOf = (values: Values) => ({
  anti_doping_year_issued:
    values.anti_doping_year_issued === '' ? undefined : Number(values.anti_doping_year_issued),
  certificate: values.certificate,
});

function Validity({ year, currentYear }: { year: number; currentYear: number }) {
  if (isAntiDopingExpired(year, currentYear)) {
    return (
      <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />}>
        This certificate expired on {antiDopingExpiredOn(year)}. You can save it, but you need a new
        certificate to take part in events.
      </Alert>
    );
  }
  return (
    <Text size="sm" c="dimmed">
      Valid until {antiDopingValidUntil(year)}.
    </Text>
  );
}

export interface AntiDopingFormProps extends FormActionsApi {
  readonly user: User;
  /** The stored certificate, or null before the first save. */
  readonly certificate: AntiDoping | null;
}

export function AntiDopingForm({ user, certificate, actions, onSaved }: AntiDopingFormProps) {
  const save = useSaveAntiDoping(user.id);
  const currentYear = new Date().getFullYear();
  const form = useContractForm<Values>({
    initial: {
      anti_doping_year_issued: certificate ? String(certificate.anti_doping_year_issued) : '',
      certificate: certificate?.certificate?.file_name ?? '',
    },
    validate: (values) =>
      parseErrors(antiDopingBodySchema.safeParse(bodyOf(values)), (key) => key as keyof Values),
  });
  const year = form.values.anti_doping_year_issued;

  const submit = form.handleSubmit({
    send: (values) => save.mutateAsync(antiDopingBodySchema.parse(bodyOf(values))),
    failure: 'Your anti-doping certificate could not be saved. Please try again.',
    onSuccess: onSaved,
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormAlert message={form.formError} />
        <Select
          label="Year of issue"
          placeholder="Choose the year"
          data={issueYears(currentYear)}
          value={year === '' ? null : year}
          onChange={(value) => form.setValue('anti_doping_year_issued', value ?? '')}
          onBlur={form.blur('anti_doping_year_issued')}
          error={form.errors.anti_doping_year_issued}
          withAsterisk
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
        {year !== '' ? <Validity year={Number(year)} currentYear={currentYear} /> : null}
        <FileUploadField
          label="Anti-doping certificate"
          presignEndpoint={presignUserUpload}
          current={certificate?.certificate ?? null}
          error={form.errors.certificate}
          onChange={(name) => form.setValue('certificate', name)}
          withAsterisk
        />
        {actions({ submitting: save.isPending })}
      </Stack>
    </form>
  );
}
