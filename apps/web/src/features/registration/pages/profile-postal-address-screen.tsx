// /profile/postal-address (spec §2 Profile): where post reaches the signed-in user, edited in place with
// the sign-up step's form, "Save changes" and a tip.
import { Alert } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { ScreenHeading } from '../../../shared/ui/screen-heading';
import { getFederationsQueryOptions } from '../api/get-federations';
import { getPostalAddressQueryOptions } from '../api/get-postal-address';
import { PostalAddressForm } from '../components/postal-address-form';
import { ProfileLoadState } from '../components/profile-load-state';
import { ProfileColumn, ProfileSection } from '../components/profile-section';
import { useProfileFormActions } from '../hooks/use-profile-form-actions';
import { useSignedInUser } from '../hooks/use-signed-in-user';

export default function ProfilePostalAddressScreen() {
  const me = useSignedInUser();
  const userId = me.data?.id;
  const address = useQuery({ ...getPostalAddressQueryOptions(userId ?? 0), enabled: userId !== undefined });
  const federations = useQuery(getFederationsQueryOptions());
  const profile = useProfileFormActions('Your postal address has been saved.');
  const stored = address.data ?? null;

  return (
    <ProfileColumn>
      <ScreenHeading title="Postal address">
        Where we send you post, such as accreditation or medals.
      </ScreenHeading>
      <ProfileLoadState me={me} queries={[address, federations]} subject="Your postal address">
        {(user) => (
          <ProfileSection title="Your address">
            {stored ? null : (
              <Alert color="gray" variant="light" icon={<IconInfoCircle size={18} aria-hidden />}>
                <strong>No postal address yet.</strong> Add it below whenever you like.
              </Alert>
            )}
            <PostalAddressForm
              user={user}
              address={stored}
              federations={federations.data ?? []}
              {...profile}
            />
          </ProfileSection>
        )}
      </ProfileLoadState>
    </ProfileColumn>
  );
}
