// /profile/preview/:id/anti-doping: another user's anti-doping certificate, read-only: year of issue,
// valid until or expired, and the certificate for viewers the reply hands a link to.
import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getUserQueryOptions } from '../../../shared/auth/get-user';
import { getAntiDopingQueryOptions } from '../api/get-anti-doping';
import { RecordViewAntiDoping } from '../components/record-view-anti-doping';
import { RecordViewHeading } from '../components/record-view-heading';
import { RecordViewLoadState } from '../components/record-view-load-state';
import { usePreviewUserId } from '../hooks/use-preview-user-id';

export default function PreviewAntiDopingScreen() {
  const userId = usePreviewUserId() ?? 0;
  const user = useQuery({ ...getUserQueryOptions(userId), enabled: userId > 0 });
  // Record reads of someone out of scope answer 404; asking the account first gives the honest 403.
  const antiDoping = useQuery({ ...getAntiDopingQueryOptions(userId), enabled: user.isSuccess });

  return (
    <Stack gap="lg">
      <RecordViewHeading title="Anti-doping" user={user.data} />
      <RecordViewLoadState queries={[user, antiDoping]} subject="The anti-doping certificate">
        {() => <RecordViewAntiDoping antiDoping={antiDoping.data ?? null} />}
      </RecordViewLoadState>
    </Stack>
  );
}
