// /profile/preview/:id/postal-address: another user's postal address, read-only.
import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getUserQueryOptions } from '../../../shared/auth/get-user';
import { getFederationsQueryOptions } from '../api/get-federations';
import { getPostalAddressQueryOptions } from '../api/get-postal-address';
import { RecordViewHeading } from '../components/record-view-heading';
import { RecordViewLoadState } from '../components/record-view-load-state';
import { RecordViewPostalAddress } from '../components/record-view-postal-address';
import { usePreviewUserId } from '../hooks/use-preview-user-id';

export default function PreviewPostalAddressScreen() {
  const userId = usePreviewUserId() ?? 0;
  const user = useQuery({ ...getUserQueryOptions(userId), enabled: userId > 0 });
  // Record reads of someone out of scope answer 404; asking the account first gives the honest 403.
  const address = useQuery({ ...getPostalAddressQueryOptions(userId), enabled: user.isSuccess });
  const federations = useQuery(getFederationsQueryOptions());

  return (
    <Stack gap="lg">
      <RecordViewHeading title="Postal address" user={user.data} />
      <RecordViewLoadState queries={[user, address, federations]} subject="The postal address">
        {() => (
          <RecordViewPostalAddress address={address.data ?? null} federations={federations.data ?? []} />
        )}
      </RecordViewLoadState>
    </Stack>
  );
}
