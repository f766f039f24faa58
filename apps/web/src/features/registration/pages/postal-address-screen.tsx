// /postal-address and /wsk/postal-address (spec §2 Sign-up steps): where post reaches the user. An
// optional step: "Skip for now" goes on without saving.
import { Stack, TextInput } from '@mantine/core';
import {
  type PostalAddress,
  type PostalAddressBody,
  postalAddressBodySchema,
} from '@portal/contract/endpoints/sign-up-steps';
import type { NationalFederation } from '@portal/contract/sport';
import type { User } from '@portal/contract/user';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { parseErrors, useContractForm } from '../../../shared/forms/use-contract-form';
import { FormAlert } from '../../../shared/ui/form-alert';
import { ScreenHeading } from '../../../shared/ui/screen-heading';
import { getFederationsQueryOptions } from '../api/get-federations';
import { getPostalAddressQueryOptions } from '../api/get-postal-address';
import { useSavePostalAddress } from '../api/save-postal-address';
import { CountrySelect } from '../components/country-select';
import { StepActions } from '../components/step-actions';
import { StepLoadState } from '../components/step-load-state';
import { useSignedInUser } from '../hooks/use-signed-in-user';
import { useStepNavigation } from '../hooks/use-step-navigation';

type Values = Record<keyof PostalAddressBody, string>;

const initialValues = (address: PostalAddress | null): Values => ({
  country: address?.country ?? '',
  region: address?.region ?? '',
  city: address?.city ?? '',
  postcode: address?.postcode ?? '',
  street: address?.street ?? '',
});

/** What the form sends: an empty region is no region. */
const bodyOf = (values: Values): PostalAddressBody => ({ ...values, region: values.region.trim() || null });

interface AddressFormProps {
  readonly user: User;
  readonly address: PostalAddress | null;
  readonly federations: readonly NationalFederation[];
}

function AddressForm({ user, address, federations }: AddressFormProps) {
  const navigation = useStepNavigation();
  const save = useSavePostalAddress(user.id);
  const [leaving, setLeaving] = useState(false);
  const form = useContractForm<Values>({
    initial: initialValues(address),
    validate: (values) =>
      parseErrors(postalAddressBodySchema.safeParse(bodyOf(values)), (key) => key as keyof Values),
  });

  const submit = form.handleSubmit({
    send: (values) => save.mutateAsync(postalAddressBodySchema.parse(bodyOf(values))),
    failure: 'Your postal address could not be saved. Please try again.',
    onSuccess: async () => {
      setLeaving(true);
      await navigation.goNext();
    },
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormAlert message={form.formError} />
        <CountrySelect
          label="Country"
          federations={federations}
          value={form.values.country}
          onChange={(code) => form.setValue('country', code)}
          onBlur={form.blur('country')}
          error={form.errors.country}
          autoComplete="country"
          withAsterisk
        />
        <TextInput
          label="Region"
          description="State, province or county, if any"
          autoComplete="address-level1"
          {...form.text('region')}
        />
        <TextInput label="City" autoComplete="address-level2" withAsterisk {...form.text('city')} />
        <TextInput label="Postcode" autoComplete="postal-code" withAsterisk {...form.text('postcode')} />
        <TextInput
          label="Street and number"
          autoComplete="street-address"
          withAsterisk
          {...form.text('street')}
        />
        <StepActions navigation={navigation} submitting={save.isPending || leaving} />
      </Stack>
    </form>
  );
}

export default function PostalAddressScreen() {
  const me = useSignedInUser();
  const userId = me.data?.id;
  const address = useQuery({ ...getPostalAddressQueryOptions(userId ?? 0), enabled: userId !== undefined });
  const federations = useQuery(getFederationsQueryOptions());

  return (
    <Stack gap="lg">
      <ScreenHeading title="Postal address">
        Where can we send you post, such as accreditation or medals? You can add it later too.
      </ScreenHeading>
      <StepLoadState queries={[me, address, federations]} subject="Your postal address">
        {() =>
          me.data ? (
            <AddressForm user={me.data} address={address.data ?? null} federations={federations.data ?? []} />
          ) : null
        }
      </StepLoadState>
    </Stack>
  );
}
