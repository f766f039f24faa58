// /profile/preview/:id/account-details: another user's account, sports and social profiles, read-only
// (WSK staff: anyone; NF staff: their federation's users; 403 otherwise).
import { Anchor, Stack } from '@mantine/core';
import { userSportFederationName } from '@portal/contract/sport';
import { useQuery } from '@tanstack/react-query';
import { getUserQueryOptions } from '../../../shared/auth/get-user';
import { getUserSocialLinksQueryOptions } from '../api/get-user-social-links';
import { getUserSportsByUserQueryOptions } from '../api/get-user-sports-by-user';
import { RecordViewAccount } from '../components/record-view-account';
import { RecordViewHeading } from '../components/record-view-heading';
import { RecordViewLoadState } from '../components/record-view-load-state';
import { RecordViewSection } from '../components/record-view-section';
import { usePreviewUserId } from '../hooks/use-preview-user-id';

export default function PreviewAccountDetailsScreen() {
  const userId = usePreviewUserId() ?? 0;
  const user = useQuery({ ...getUserQueryOptions(userId), enabled: userId > 0 });
  // The other reads wait for the account: outside the caller's scope it answers 403 and they need not run.
  const enabled = user.isSuccess;
  const sports = useQuery({ ...getUserSportsByUserQueryOptions(userId), enabled });
  const socialLinks = useQuery({ ...getUserSocialLinksQueryOptions(userId), enabled });

  return (
    <Stack gap="lg">
      <RecordViewHeading title="Account details" user={user.data} />
      <RecordViewLoadState queries={[user, sports, socialLinks]} subject="The account details">
        {() =>
          user.data ? (
            <Stack gap="md">
              <RecordViewAccount user={user.data} />
              <RecordViewSection
                title="Sports"
                emptyText="No sports selected"
                rows={(sports.data ?? []).map((item) => ({
                  key: String(item.id),
                  label: item.sport.name,
                  value: userSportFederationName(item),
                }))}
              />
              <RecordViewSection
                title="Social profiles"
                emptyText="No social profiles"
                rows={(socialLinks.data ?? []).map((link) => ({
                  key: String(link.id),
                  label: link.provider.name,
                  value: (
                    <Anchor href={link.url} target="_blank" rel="noopener noreferrer">
                      {link.url}
                    </Anchor>
                  ),
                }))}
              />
            </Stack>
          ) : null
        }
      </RecordViewLoadState>
    </Stack>
  );
}
