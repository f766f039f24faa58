// A user's postal address, read-only.
import type { PostalAddress } from '@portal/contract/endpoints/sign-up-steps';
import type { NationalFederation } from '@portal/contract/sport';
import { countryName } from '../../../shared/ui/country-select';
import { type RecordRow, RecordViewSection } from './record-view-section';

export function postalAddressRecordRows(
  address: PostalAddress,
  federations: readonly NationalFederation[],
): RecordRow[] {
  return [
    { label: 'Street and number', value: address.street },
    { label: 'Postcode and city', value: `${address.postcode} ${address.city}` },
    ...(address.region ? [{ label: 'Region', value: address.region }] : []),
    { label: 'Country', value: countryName(federations, address.country) },
  ];
}

export function RecordViewPostalAddress({
  address,
  federations,
}: {
  readonly address: PostalAddress | null;
  readonly federations: readonly NationalFederation[];
}) {
  return (
    <RecordViewSection
      title="Postal address"
      rows={address ? postalAddressRecordRows(address, federations) : null}
    />
  );
}
