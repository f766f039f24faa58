// /profile/passport-details (spec §2 Profile): the signed-in user's passport, edited in place with the
// sign-up step's form (same data, checks and scan upload), "Save changes" and a tip. The state of the
// passport on record (valid until, or expired: §4 blocks event entries) is shown beside the title.
import { Alert, Badge } from '@mantine/core';
import type { PassportDetails } from '@portal/contract/endpoints/sign-up-steps';
import { isPassportExpired, localIsoDate } from '@portal/contract/user';
import { IconInfoCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { formatDate } from '../../../shared/format/date';
import { ScreenHeading } from '../../../shared/ui/screen-heading';
import { getFederationsQueryOptions } from '../api/get-federations';
import { getPassportDetailsQueryOptions } from '../api/get-passport-details';
import { PassportDetailsForm } from '../components/passport-details-form';
import { ProfileLoadState } from '../components/profile-load-state';
import { ProfileColumn, ProfileSection } from '../components/profile-section';
import { useProfileFormActions } from '../hooks/use-profile-form-actions';
import { useSignedInUser } from '../hooks/use-signed-in-user';

function PassportState({ passport }: { passport: PassportDetails | null }) {
  if (!passport) return null;
  if (isPassportExpired(passport.active_until_date, localIsoDate(new Date()))) {
    return (
      <Badge color="red" variant="light">
        Expired
      </Badge>
    );
  }
  return (
    <Badge color="teal" variant="light">
      Valid until {formatDate(passport.active_until_date)}
    </Badge>
  );
}

export default function ProfilePassportDetailsScreen() {
  const me = useSignedInUser();
  const userId = me.data?.id;
  const passport = useQuery({
    ...getPassportDetailsQueryOptions(userId ?? 0),
    enabled: userId !== undefined,
  });
  const federations = useQuery(getFederationsQueryOptions());
  const profile = useProfileFormActions('Your passport details have been saved.');
  const stored = passport.data ?? null;

  return (
    <ProfileColumn>
      <ScreenHeading title="Passport details">
        Keep your details exactly as they are printed in your passport.
      </ScreenHeading>
      <ProfileLoadState me={me} queries={[passport, federations]} subject="Your passport details">
        {(user) => (
          <ProfileSection title="Your passport" aside={<PassportState passport={stored} />}>
            {stored ? null : (
              <Alert color="gray" variant="light" icon={<IconInfoCircle size={18} aria-hidden />}>
                <strong>No passport details yet.</strong> Add them below: a valid passport is needed to take
                part in events.
              </Alert>
            )}
            <PassportDetailsForm
              user={user}
              passport={stored}
              federations={federations.data ?? []}
              {...profile}
            />
          </ProfileSection>
        )}
      </ProfileLoadState>
    </ProfileColumn>
  );
}
