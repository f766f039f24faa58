// /national-federation (spec §2, athletes): the national federation the athlete belongs to, or that they
// belong to none; checked with the contract's body and saved with PUT national_federation/.
import { Checkbox, Stack } from '@mantine/core';
import {
  type NationalFederationBody,
  nationalFederationBodySchema,
} from '@portal/contract/endpoints/sign-up-steps';
import { getScreenRoute } from '@portal/contract/routes';
import type { NationalFederation } from '@portal/contract/sport';
import type { User } from '@portal/contract/user';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { getMeQueryOptions } from '../../../shared/auth/get-me';
import { tokenManager } from '../../../shared/auth/token-manager';
import { parseErrors, useContractForm } from '../../../shared/forms/use-contract-form';
import { FormAlert } from '../../../shared/ui/form-alert';
import { ScreenHeading } from '../../../shared/ui/screen-heading';
import { getFederationsQueryOptions } from '../api/get-federations';
import { useSaveNationalFederation } from '../api/save-national-federation';
import { FederationSelect } from '../components/federation-select';
import { StepActions } from '../components/step-actions';
import { StepLoadState } from '../components/step-load-state';
import { useStepNavigation } from '../hooks/use-step-navigation';

type Values = { federation: string; not_belong_to_any_federation: boolean };

function bodyOf(values: Values): NationalFederationBody {
  return values.not_belong_to_any_federation
    ? { not_belong_to_any_federation: true }
    : { federation: values.federation === '' ? null : Number(values.federation) };
}

export default function NationalFederationScreen() {
  const me = useQuery({ ...getMeQueryOptions(), enabled: tokenManager.hasTokens() });
  const federations = useQuery(getFederationsQueryOptions());

  return (
    <Stack gap="lg">
      <ScreenHeading title={getScreenRoute('national-federation').title}>
        Choose the national federation you compete for.
      </ScreenHeading>
      <StepLoadState queries={[me, federations]} subject="The federations">
        {() =>
          me.data && federations.data ? (
            <NationalFederationForm user={me.data} federations={federations.data} />
          ) : null
        }
      </StepLoadState>
    </Stack>
  );
}

function NationalFederationForm({
  user,
  federations,
}: {
  user: User;
  federations: readonly NationalFederation[];
}) {
  const navigation = useStepNavigation();
  const save = useSaveNationalFederation();
  const [continuing, setContinuing] = useState(false);
  const form = useContractForm<Values>({
    initial: {
      // Belonging to none stores the default federation, which the list leaves out.
      federation:
        user.national_federation && !user.not_belong_to_any_federation
          ? String(user.national_federation.id)
          : '',
      not_belong_to_any_federation: user.not_belong_to_any_federation,
    },
    validate: (values) =>
      parseErrors(nationalFederationBodySchema.safeParse(bodyOf(values)), (key) =>
        key === 'federation' || key === 'not_belong_to_any_federation' ? 'federation' : null,
      ),
    fieldOf: (key) => (key === 'federation' || key === 'not_belong_to_any_federation' ? 'federation' : null),
  });

  const submit = form.handleSubmit({
    touch: ['federation'],
    send: (values) => save.mutateAsync({ userId: user.id, body: bodyOf(values) }),
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

  const none = form.values.not_belong_to_any_federation;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormAlert message={form.formError} />
        <FederationSelect
          label="National federation"
          required={!none}
          federations={federations}
          value={none ? '' : form.values.federation}
          disabled={none}
          onChange={(value) => form.setValue('federation', value)}
          onBlur={form.blur('federation')}
          error={form.errors.federation}
        />
        <Checkbox
          label="I do not belong to any federation"
          checked={none}
          onChange={(event) => {
            const checked = event.currentTarget.checked;
            form.setValue('not_belong_to_any_federation', checked);
            if (checked) form.fill({ federation: '' });
            form.setErrors({});
          }}
        />
        <StepActions navigation={navigation} submitting={save.isPending || continuing} />
      </Stack>
    </form>
  );
}
