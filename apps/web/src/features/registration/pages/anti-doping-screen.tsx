// /anti-doping and /wsk/anti-doping (spec §2 Sign-up steps): the year the anti-doping certificate was
// issued and the certificate itself. It is valid for three years (§4: expired once the current year
// minus the year of issue is 3 or more); an expired one is accepted with a warning. An optional step.
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
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDate } from '../../../shared/format/date';
import { parseErrors, useContractForm } from '../../../shared/forms/use-contract-form';
import { FormAlert } from '../../../shared/ui/form-alert';
import { ScreenHeading } from '../../../shared/ui/screen-heading';
import { FileUploadField } from '../../../shared/uploads/file-upload-field';
import { getAntiDopingQueryOptions } from '../api/get-anti-doping';
import { useSaveAntiDoping } from '../api/save-anti-doping';
import { StepActions } from '../components/step-actions';
import { StepLoadState } from '../components/step-load-state';
import { useSignedInUser } from '../hooks/use-signed-in-user';
import { useStepNavigation } from '../hooks/use-step-navigation';

type Values = { anti_doping_year_issued: string; certificate: string };

/** The years a certificate can have been issued in, newest first. */
function issueYears(currentYear: number): string[] {
  const years: string[] = [];
  for (let year = currentYear; year >= ANTI_DOPING_FIRST_YEAR; year -= 1) years.push(String(year));
  return years;
}

const bodyOf = (values: Values) => ({
  anti_doping_year_issued:
    values.anti_doping_year_issued === '' ? undefined : Number(values.anti_doping_year_issued),
  certificate: values.certificate,
});

function Validity({ year, currentYear }: { year: number; currentYear: number }) {
  // Valid through the end of the third calendar year (issued 2024: valid through 2026).
  const expiresOn = formatDate(`${year + ANTI_DOPING_VALIDITY_YEARS}-01-01`);
  if (isAntiDopingExpired(year, currentYear)) {
    return (
      <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />}>
        This certificate expired on {expiresOn}. You can save it, but you need a new certificate to take part
        in events.
      </Alert>
    );
  }
  return (
    <Text size="sm" c="dimmed">
      Valid until {formatDate(`${year + ANTI_DOPING_VALIDITY_YEARS - 1}-12-31`)}.
    </Text>
  );
}

function AntiDopingForm({ user, certificate }: { user: User; certificate: AntiDoping | null }) {
  const navigation = useStepNavigation();
  const save = useSaveAntiDoping(user.id);
  const [leaving, setLeaving] = useState(false);
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
    onSuccess: async () => {
      setLeaving(true);
      await navigation.goNext();
    },
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
        <StepActions navigation={navigation} submitting={save.isPending || leaving} />
      </Stack>
    </form>
  );
}

export default function AntiDopingScreen() {
  const me = useSignedInUser();
  const userId = me.data?.id;
  const certificate = useQuery({ ...getAntiDopingQueryOptions(userId ?? 0), enabled: userId !== undefined });

  return (
    <Stack gap="lg">
      <ScreenHeading title="Anti-doping">
        Add your anti-doping education certificate. It is valid for {ANTI_DOPING_VALIDITY_YEARS} years.
      </ScreenHeading>
      <StepLoadState queries={[me, certificate]} subject="Your anti-doping certificate">
        {() => (me.data ? <AntiDopingForm user={me.data} certificate={certificate.data ?? null} /> : null)}
      </StepLoadState>
    </Stack>
  );
}
