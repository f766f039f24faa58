// The postal-address form (spec §2): where post reaches the user, checked with the contract's body schema
// (§5). Shared by the sign-up step and the profile; the screen gives the actions.
import { Stack, TextInput } from '@mantine/core';
import {
  type PostalAddress,
  type PostalAddressBody,
  postalAddressBodySchema,
} from '@portal/contract/endpoints/sign-up-steps';
import type { NationalFederation } from '@portal/contract/sport';
import type { User } from '@portal/contract/user';
import { parseErrors, useContractForm } from '../../../shared/forms/use-contract-form';
import { CountrySelect } from '../../../shared/ui/country-select';
import { FormAlert } from '../../../shared/ui/form-alert';
import { useSavePostalAddress } from '../api/save-postal-address';
import type { FormActionsApi } from './form-actions';

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

export interface PostalAddressFormProps extends FormActionsApi {
  readonly user: User;
  /** The stored address, or null before the first save. */
  readonly address: PostalAddress | null;
  readonly federations: readonly NationalFederation[];
}

export function PostalAddressForm({ user, address, federations, actions, onSaved }: PostalAddressFormProps) {
  const save = useSavePostalAddress(user.id);
  const form = useContractForm<Values>({
    initial: initialValues(address),
    validate: (values) =>
      parseErrors(postalAddressBodySchema.safeParse(bodyOf(values)), (key) => key as keyof Values),
  });

  const submit = form.handleSubmit({
    send: (values) => save.mutateAsync(postalAddressBodySchema.parse(bodyOf(values))),
    failure: 'Your postal address could not be saved. Please try again.',
    onSuccess: onSaved,
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
        {actions({ submitting: save.isPending })}
      </Stack>
    </form>
  );
}
