// /legal-guardians (spec §2 Sign-up steps, §7 Legal guardians): an athlete under 18 names a parent or legal
// guardian and uploads the consent they signed. The first save records the guardian (POST), later ones
// send only what changed (PATCH); the current user, which carries the guardian, is reloaded after either.
// Required for minors: no "Skip for now".
import { Select, Stack, TextInput } from '@mantine/core';
import {
  type LegalGuardian,
  type LegalGuardianBody,
  type LegalGuardianPatch,
  legalGuardianBodyObject,
  presignLegalGuardianUpload,
} from '@portal/contract/endpoints/legal-guardians';
import {
  GUARDIAN_RELATION_LABELS,
  GUARDIAN_RELATIONS,
  type LegalGuardianSummary,
} from '@portal/contract/user';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { parseErrors, useContractForm } from '../../../shared/forms/use-contract-form';
import { FormAlert } from '../../../shared/ui/form-alert';
import { ScreenHeading } from '../../../shared/ui/screen-heading';
import { FileUploadField } from '../../../shared/uploads/file-upload-field';
import { useCreateLegalGuardian } from '../api/create-legal-guardian';
import { getLegalGuardianQueryOptions } from '../api/get-legal-guardian';
import { useUpdateLegalGuardian } from '../api/update-legal-guardian';
import { StepActions } from '../components/step-actions';
import { StepLoadState } from '../components/step-load-state';
import { useSignedInUser } from '../hooks/use-signed-in-user';
import { useStepNavigation } from '../hooks/use-step-navigation';

type Values = Record<keyof LegalGuardianBody, string>;
type Field = keyof Values;

const RELATION_OPTIONS = GUARDIAN_RELATIONS.map((relation) => ({
  value: relation,
  label: GUARDIAN_RELATION_LABELS[relation],
}));

function initialValues(summary: LegalGuardianSummary | null, guardian: LegalGuardian | null): Values {
  return {
    first_name: summary?.first_name ?? '',
    last_name: summary?.last_name ?? '',
    relation: summary?.relation ?? '',
    email: summary?.email ?? '',
    phone: summary?.phone ?? '',
    consent_document: guardian?.consent_document?.file_name ?? '',
  };
}

/** The values as the schema reads them: an empty consent field means "keep the one on file". */
const withoutEmptyConsent = (values: Values) =>
  values.consent_document === '' ? { ...values, consent_document: undefined } : values;

/**
 * The rules of the body schema. A recorded guardian keeps the consent on file (which this user may not be
 * shown), so the field is then only checked when a new document is uploaded.
 */
function validate(values: Values, consentOnFile: boolean) {
  const result = consentOnFile
    ? legalGuardianBodyObject.partial({ consent_document: true }).safeParse(withoutEmptyConsent(values))
    : legalGuardianBodyObject.safeParse(values);
  return parseErrors(result, (key) => key as Field);
}

/** The fields that differ from the recorded guardian, as the schema sends them. */
function changesOf(values: Values, initial: Values): LegalGuardianPatch {
  const parsed = legalGuardianBodyObject.partial().parse(withoutEmptyConsent(values));
  const patch: LegalGuardianPatch = {};
  for (const field of Object.keys(initial) as Field[]) {
    if (values[field] === initial[field] || parsed[field] === undefined) continue;
    Object.assign(patch, { [field]: parsed[field] });
  }
  return patch;
}

interface GuardianFormProps {
  readonly summary: LegalGuardianSummary | null;
  readonly guardian: LegalGuardian | null;
}

function GuardianForm({ summary, guardian }: GuardianFormProps) {
  const navigation = useStepNavigation();
  const create = useCreateLegalGuardian();
  const update = useUpdateLegalGuardian();
  const [leaving, setLeaving] = useState(false);
  const initial = initialValues(summary, guardian);
  const consentOnFile = summary !== null;
  const form = useContractForm<Values>({ initial, validate: (values) => validate(values, consentOnFile) });

  const send = async (values: Values) => {
    if (!summary) return create.mutateAsync(legalGuardianBodyObject.parse(values));
    const patch = changesOf(values, initial);
    if (Object.keys(patch).length === 0) return null;
    return update.mutateAsync({ id: summary.id, patch });
  };

  const submit = form.handleSubmit({
    send,
    failure: 'The details of your legal guardian could not be saved. Please try again.',
    onSuccess: async () => {
      setLeaving(true);
      await navigation.goNext();
    },
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormAlert message={form.formError} />
        <TextInput
          label="First name of the guardian"
          autoComplete="off"
          withAsterisk
          {...form.text('first_name')}
        />
        <TextInput
          label="Last name of the guardian"
          autoComplete="off"
          withAsterisk
          {...form.text('last_name')}
        />
        <Select
          label="Relation to you"
          placeholder="Choose the relation"
          data={RELATION_OPTIONS}
          value={form.values.relation === '' ? null : form.values.relation}
          onChange={(relation) => form.setValue('relation', relation ?? '')}
          onBlur={form.blur('relation')}
          error={form.errors.relation}
          allowDeselect={false}
          withAsterisk
          comboboxProps={{ withinPortal: true }}
        />
        <TextInput
          label="E-mail address of the guardian"
          type="email"
          autoComplete="off"
          withAsterisk
          {...form.text('email')}
        />
        <TextInput
          label="Phone number of the guardian"
          type="tel"
          autoComplete="off"
          withAsterisk
          {...form.text('phone')}
        />
        <FileUploadField
          label="Signed consent"
          description="The consent form signed by your guardian: JPEG, PNG, WebP or PDF, up to 10 MB"
          presignEndpoint={presignLegalGuardianUpload}
          current={guardian?.consent_document ?? null}
          error={form.errors.consent_document}
          onChange={(name) => form.setValue('consent_document', name)}
          withAsterisk
        />
        <StepActions navigation={navigation} submitting={create.isPending || update.isPending || leaving} />
      </Stack>
    </form>
  );
}

export default function LegalGuardiansScreen() {
  const me = useSignedInUser();
  const summary = me.data?.legal_guardian ?? null;
  const guardian = useQuery({ ...getLegalGuardianQueryOptions(summary?.id ?? 0), enabled: summary !== null });
  // Without a recorded guardian there is nothing more to load.
  const queries = summary ? [me, guardian] : [me];

  return (
    <Stack gap="lg">
      <ScreenHeading title="Legal guardian">
        You are under 18, so a parent or legal guardian has to agree to your registration.
      </ScreenHeading>
      <StepLoadState queries={queries} subject="The details of your legal guardian">
        {() => <GuardianForm key={summary?.id ?? 'new'} summary={summary} guardian={guardian.data ?? null} />}
      </StepLoadState>
    </Stack>
  );
}
