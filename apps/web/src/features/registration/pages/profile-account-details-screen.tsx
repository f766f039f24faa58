// /profile/account-details (spec §2 Profile): the signed-in user's own account: picture, name, role and
// federation at the top, the main information edited in place, the contacts with the way to change them,
// the social links (spec §7 Social) and the sports, read-only with a link to the role's sport selection.
import { Stack } from '@mantine/core';
import { APP_EVENTS } from '@portal/contract/app-events';
import type { User } from '@portal/contract/user';
import { useQuery } from '@tanstack/react-query';
import { appEvents } from '../../../shared/events/app-events';
import { ScreenHeading } from '../../../shared/ui/screen-heading';
import { getMySocialLinksQueryOptions } from '../api/get-my-social-links';
import { getMyUserSportsQueryOptions } from '../api/get-my-user-sports';
import { getSocialProvidersQueryOptions } from '../api/get-social-providers';
import { AccountContacts } from '../components/account-contacts';
import { AccountHeader } from '../components/account-header';
import { AccountSports, SportsEditLink, sportSelectionPathOf } from '../components/account-sports';
import { SaveChangesActions } from '../components/form-actions';
import { MainInformationForm } from '../components/main-information-form';
import { NewSocialLinksForm } from '../components/new-social-links-form';
import { ProfileLoadState } from '../components/profile-load-state';
import { ProfileColumn, ProfileSection } from '../components/profile-section';
import { SocialLinksList } from '../components/social-links-list';
import { StepLoadState } from '../components/step-load-state';
import { useSignedInUser } from '../hooks/use-signed-in-user';

const tip = (message: string) => () => appEvents.emit(APP_EVENTS.SHOW_TIP, { message });

function SocialProfilesSection() {
  const providers = useQuery(getSocialProvidersQueryOptions());
  const links = useQuery(getMySocialLinksQueryOptions());
  return (
    <ProfileSection
      title="Social profiles"
      description="Your profiles on social networks, so fans and teams can find you."
    >
      <StepLoadState queries={[providers, links]} subject="Your social profiles">
        {() => (
          <Stack gap="lg">
            <SocialLinksList
              links={links.data ?? []}
              providers={providers.data ?? []}
              headingOrder={3}
              onChanged={tip('Your link has been changed.')}
              onRemoved={tip('Your link has been removed.')}
            />
            <NewSocialLinksForm
              providers={providers.data ?? []}
              links={links.data ?? []}
              actions={({ submitting, rows }) =>
                rows > 0 ? <SaveChangesActions submitting={submitting} label="Save links" /> : null
              }
              onSaved={(created) => {
                if (created > 0)
                  tip(created === 1 ? 'Your link has been added.' : 'Your links have been added.')();
              }}
            />
          </Stack>
        )}
      </StepLoadState>
    </ProfileSection>
  );
}

function SportsSection({ user }: { user: User }) {
  const sports = useQuery(getMyUserSportsQueryOptions());
  return (
    <ProfileSection title="Sports" aside={<SportsEditLink user={user} />}>
      <StepLoadState queries={[sports]} subject="Your sports">
        {() => <AccountSports sports={sports.data ?? []} />}
      </StepLoadState>
    </ProfileSection>
  );
}

export default function ProfileAccountDetailsScreen() {
  const me = useSignedInUser();

  return (
    <ProfileColumn>
      <ScreenHeading title="Account details">Your account as others in the federation see it.</ScreenHeading>
      <ProfileLoadState me={me} subject="Your account">
        {(user) => (
          <>
            <AccountHeader user={user} onPictureSaved={tip('Your profile picture has been changed.')} />
            <ProfileSection title="Main information" description="Your names as they appear in the records.">
              <MainInformationForm
                user={user}
                actions={({ submitting }) => <SaveChangesActions submitting={submitting} />}
                onSaved={tip('Your main information has been saved.')}
              />
            </ProfileSection>
            <ProfileSection title="Contacts">
              <AccountContacts user={user} />
            </ProfileSection>
            <SocialProfilesSection />
            {/* Roles without a sport selection (guests) have no sports to show. */}
            {sportSelectionPathOf(user) ? <SportsSection user={user} /> : null}
          </>
        )}
      </ProfileLoadState>
    </ProfileColumn>
  );
}
