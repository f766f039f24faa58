// /social-profiles (spec §2, optional athlete step): the user's social links, newest first, each changed
// or removed in place, and rows for new links saved together with POST user-links/create_many/.
import { Stack } from '@mantine/core';
import type { SocialLink, SocialProvider } from '@portal/contract/endpoints/social';
import { getScreenRoute } from '@portal/contract/routes';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorState } from '../../../shared/ui/error-state';
import { LoadingState } from '../../../shared/ui/loading-state';
import { ScreenHeading } from '../../../shared/ui/screen-heading';
import { getMySocialLinksQueryOptions } from '../api/get-my-social-links';
import { getSocialProvidersQueryOptions } from '../api/get-social-providers';
import { NewSocialLinksForm } from '../components/new-social-links-form';
import { SocialLinksList } from '../components/social-links-list';
import { useStepFormActions } from '../hooks/use-step-form-actions';

export default function SocialProfilesScreen() {
  const providers = useQuery(getSocialProvidersQueryOptions());
  const links = useQuery(getMySocialLinksQueryOptions());

  let body: ReactNode;
  if (providers.isPending || links.isPending) body = <LoadingState label="Loading your social profiles" />;
  else if (providers.isError || links.isError) {
    body = (
      <ErrorState
        title="Your social profiles could not be loaded"
        message="Please check your connection and try again."
        onRetry={() => {
          void providers.refetch();
          void links.refetch();
        }}
      />
    );
  } else body = <SocialProfilesForm providers={providers.data} links={links.data} />;

  return (
    <Stack gap="lg">
      <ScreenHeading title={getScreenRoute('social-profiles').title}>
        Link your profiles on social networks so fans and teams can find you.
      </ScreenHeading>
      {body}
    </Stack>
  );
}

function SocialProfilesForm({
  providers,
  links,
}: {
  providers: readonly SocialProvider[];
  links: readonly SocialLink[];
}) {
  const step = useStepFormActions();
  return (
    <Stack gap="lg">
      <SocialLinksList links={links} providers={providers} />
      <NewSocialLinksForm providers={providers} links={links} startWithRow={links.length === 0} {...step} />
    </Stack>
  );
}
