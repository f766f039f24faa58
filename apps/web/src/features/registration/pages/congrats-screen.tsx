// /congrats (spec §2 Sign-up steps): the end of an athlete's sign-up. Says what happens next: an
// administrator approves a pending athlete role before event entries, and a registration that is not
// complete yet names the required step still missing (contract sign-up-flow, on fresh progress).
import { Alert, Anchor, Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { getScreenRoute, screenPath } from '@portal/contract/routes';
import { nextSignUpStep } from '@portal/contract/sign-up-flow';
import type { RegistrationProgress, User } from '@portal/contract/user';
import { IconAlertTriangle, IconConfetti, IconHourglass } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { AppLink } from '../../../shared/ui/app-link';
import { ScreenHeading } from '../../../shared/ui/screen-heading';
import { getMyRegistrationProgressQueryOptions } from '../api/get-my-registration-progress';
import { StepLoadState } from '../components/step-load-state';
import { useSignedInUser } from '../hooks/use-signed-in-user';

/** The required step still missing, or null; a minor's legal guardian counts although §4 skips it. */
function missingStep(user: User, progress: RegistrationProgress): string | null {
  if (user.registration_completed || progress.user__registration_completed) return null;
  const next = nextSignUpStep(user, progress);
  if (next) return next.route;
  if (progress.need_legal_guardian_step && !progress.step_guardian_details) return 'legal-guardians';
  return null;
}

function WhatNext({ user, progress }: { user: User; progress: RegistrationProgress }) {
  const missing = missingStep(user, progress);
  return (
    <Stack gap="md">
      {missing ? (
        <Alert
          color="yellow"
          variant="light"
          icon={<IconAlertTriangle size={18} aria-hidden />}
          title="One step is missing"
        >
          Your registration is not complete yet: please fill in{' '}
          <Anchor component={AppLink} to={screenPath(missing)} fw={600}>
            {getScreenRoute(missing).title}
          </Anchor>
          .
        </Alert>
      ) : null}
      {user.role_status === 'pending' ? (
        <Alert
          color="blue"
          variant="light"
          icon={<IconHourglass size={18} aria-hidden />}
          title="Awaiting approval"
        >
          An administrator checks your details and approves your athlete role. Until then you cannot be
          entered for events; you can already look around the portal.
        </Alert>
      ) : null}
      {!missing && user.role_status !== 'pending' ? (
        <Text>Your national federation can now enter you for events. Keep your profile up to date.</Text>
      ) : null}
    </Stack>
  );
}

export default function CongratsScreen() {
  const me = useSignedInUser();
  // staleTime 0: read afresh on arrival, so the missing step is the current one.
  const progress = useQuery(getMyRegistrationProgressQueryOptions());

  return (
    <Stack gap="lg">
      <ThemeIcon size={56} radius="xl" color="teal" variant="light">
        <IconConfetti size={32} aria-hidden />
      </ThemeIcon>
      <ScreenHeading title="Congratulations!">
        You have gone through all the steps of the sign-up.
      </ScreenHeading>
      <StepLoadState queries={[me, progress]} subject="Your registration">
        {() => (me.data && progress.data ? <WhatNext user={me.data} progress={progress.data} /> : null)}
      </StepLoadState>
      <Button component={AppLink} to={screenPath('profile-account-details')} size="md" fullWidth>
        Go to my profile
      </Button>
    </Stack>
  );
}
