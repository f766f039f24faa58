// /profile/anti-doping (spec §2 Profile): the signed-in user's anti-doping certificate, edited in place
// with the sign-up step's form, "Save changes" and a tip. The state of the certificate on record (valid
// until, or expired after three years: §4) is shown beside the title.
import { Alert, Badge } from '@mantine/core';
import { ANTI_DOPING_VALIDITY_YEARS } from '@portal/contract/constants';
import type { AntiDoping } from '@portal/contract/endpoints/sign-up-steps';
import { isAntiDopingExpired } from '@portal/contract/user';
import { IconInfoCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { ScreenHeading } from '../../../shared/ui/screen-heading';
import { getAntiDopingQueryOptions } from '../api/get-anti-doping';
import { AntiDopingForm, antiDopingValidUntil } from '../components/anti-doping-form';
import { ProfileLoadState } from '../components/profile-load-state';
import { ProfileColumn, ProfileSection } from '../components/profile-section';
import { useProfileFormActions } from '../hooks/use-profile-form-actions';
import { useSignedInUser } from '../hooks/use-signed-in-user';

function CertificateState({ certificate }: { certificate: AntiDoping | null }) {
  if (!certificate) return null;
  const year = certificate.anti_doping_year_issued;
  if (isAntiDopingExpired(year, new Date().getFullYear())) {
    return (
      <Badge color="red" variant="light">
        Expired
      </Badge>
    );
  }
  return (
    <Badge color="teal" variant="light">
      Valid until {antiDopingValidUntil(year)}
    </Badge>
  );
}

export default function ProfileAntiDopingScreen() {
  const me = useSignedInUser();
  const userId = me.data?.id;
  const certificate = useQuery({ ...getAntiDopingQueryOptions(userId ?? 0), enabled: userId !== undefined });
  const profile = useProfileFormActions('Your anti-doping certificate has been saved.');
  const stored = certificate.data ?? null;

  return (
    <ProfileColumn>
      <ScreenHeading title="Anti-doping">
        Your anti-doping education certificate. It is valid for {ANTI_DOPING_VALIDITY_YEARS} years.
      </ScreenHeading>
      <ProfileLoadState me={me} queries={[certificate]} subject="Your anti-doping certificate">
        {(user) => (
          <ProfileSection title="Your certificate" aside={<CertificateState certificate={stored} />}>
            {stored ? null : (
              <Alert color="gray" variant="light" icon={<IconInfoCircle size={18} aria-hidden />}>
                <strong>No anti-doping certificate yet.</strong> Add it below: you need a valid one to take
                part in events.
              </Alert>
            )}
            <AntiDopingForm user={user} certificate={stored} {...profile} />
          </ProfileSection>
        )}
      </ProfileLoadState>
    </ProfileColumn>
  );
}
