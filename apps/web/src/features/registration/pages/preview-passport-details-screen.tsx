// /profile/preview/:id/passport-details: another user's passport details, read-only, marked expired once
// the expiry day has come; the scan only for viewers the reply hands a link to.
import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getUserQueryOptions } from '../../../shared/auth/get-user';
import { getFederationsQueryOptions } from '../api/get-federations';
import { getPassportDetailsQueryOptions } from '../api/get-passport-details';
import { RecordViewHeading } from '../components/record-view-heading';
import { RecordViewLoadState } from '../components/record-view-load-state';
import { RecordViewPassport } from '../components/record-view-passport';
import { usePreviewUserId } from '../hooks/use-preview-user-id';

export default function PreviewPassportDetailsScreen() {
  const userId = usePreviewUserId() ?? 0;
  const user = useQuery({ ...getUserQueryOptions(userId), enabled: userId > 0 });
  // Record reads of someone out of scope answer 404; asking the account first gives the honest 403.
  const passport = useQuery({ ...getPassportDetailsQueryOptions(userId), enabled: user.isSuccess });
  const federations = useQuery(getFederationsQueryOptions());

  return (
    <Stack gap="lg">
      <RecordViewHeading title="Passport details" user={user.data} />
      <RecordViewLoadState queries={[user, passport, federations]} subject="The passport details">
        {() => <RecordViewPassport passport={passport.data ?? null} federations={federations.data ?? []} />}
      </RecordViewLoadState>
    </Stack>
  );
}
