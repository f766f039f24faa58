// /wsk/select-federation (spec §2, NF staff): the national federation the staff user works for and their
// position there, saved with PATCH edit_nf_job_information/. The world federation confirms the federation
// when it approves the role.
import { Alert, Stack, TextInput } from '@mantine/core';
import {
  type NfJobInformationBody,
  nfJobInformationBodySchema,
} from '@portal/contract/endpoints/sign-up-steps';
import { getScreenRoute } from '@portal/contract/routes';
import type { NationalFederation } from '@portal/contract/sport';
import type { User } from '@portal/contract/user';
import { IconInfoCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { getMeQueryOptions } from '../../../shared/auth/get-me';
import { tokenManager } from '../../../shared/auth/token-manager';
import { parseErrors, useContractForm } from '../../../shared/forms/use-contract-form';
import { FormAlert } from '../../../shared/ui/form-alert';
import { ScreenHeading } from '../../../shared/ui/screen-heading';
import { getFederationsQueryOptions } from '../api/get-federations';
import { useUpdateNfJobInformation } from '../api/update-nf-job-information';
import { FederationSelect } from '../components/federation-select';
import { StepActions } from '../components/step-actions';
import { StepLoadState } from '../components/step-load-state';
import { useStepNavigation } from '../hooks/use-step-navigation';

type Values = { nf_admin_federation: string; position: string };

/** The form's values as the contract's body; a blank position is none. */
function candidateOf(values: Values) {
  return {
    nf_admin_federation: values.nf_admin_federation === '' ? undefined : Number(values.nf_admin_federation),
    position: values.position.trim() === '' ? null : values.position,
  };
}

export default function SelectFederationScreen() {
  const me = useQuery({ ...getMeQueryOptions(), enabled: tokenManager.hasTokens() });
  const federations = useQuery(getFederationsQueryOptions());

  return (
    <Stack gap="lg">
      <ScreenHeading title={getScreenRoute('select-federation-wsk').title}>
        Tell us which national federation you work for.
      </ScreenHeading>
      <StepLoadState queries={[me, federations]} subject="The federations">
        {() =>
          me.data && federations.data ? (
            <NfFederationForm user={me.data} federations={federations.data} />
          ) : null
        }
      </StepLoadState>
    </Stack>
  );
}

function NfFederationForm({ user, federations }: { user: User; federations: readonly NationalFederation[] }) {
  const navigation = useStepNavigation();
  const update = useUpdateNfJobInformation();
  const [continuing, setContinuing] = useState(false);
  const form = useContractForm<Values>({
    initial: {
      nf_admin_federation: user.nf_admin_federation ? String(user.nf_admin_federation.id) : '',
      position: user.position ?? '',
    },
    validate: (values) =>
      parseErrors(nfJobInformationBodySchema.safeParse(candidateOf(values)), (key) =>
        key === 'nf_admin_federation' || key === 'position' ? key : null,
      ),
  });

  const submit = form.handleSubmit({
    send: (values) =>
      update.mutateAsync({
        userId: user.id,
        body: nfJobInformationBodySchema.parse(candidateOf(values)) satisfies NfJobInformationBody,
      }),
    failure: 'Your federation could not be saved. Please try again.',
    onSuccess: async () => {
      setContinuing(true);
      try {
        await navigation.goNext();
      } finally {
        setContinuing(false);
      }
    },
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Alert color="navy" variant="light" icon={<IconInfoCircle size={18} aria-hidden />}>
          The world federation confirms your federation when it approves your role.
        </Alert>
        <FormAlert message={form.formError} />
        <FederationSelect
          label="National federation"
          required
          federations={federations}
          value={form.values.nf_admin_federation}
          onChange={(value) => form.setValue('nf_admin_federation', value)}
          onBlur={form.blur('nf_admin_federation')}
          error={form.errors.nf_admin_federation}
        />
        <TextInput
          label="Position"
          description="Your job title in the federation, if you like."
          autoComplete="organization-title"
          {...form.text('position')}
        />
        <StepActions navigation={navigation} submitting={update.isPending || continuing} />
      </Stack>
    </form>
  );
}
