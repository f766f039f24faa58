// /profile-picture (spec §2 Sign-up steps): the picture others see next to the user's name, the walk's
// picture form.
import { Stack } from '@mantine/core';
import { ScreenHeading } from '../../../shared/ui/screen-heading';
import { ProfilePictureForm } from '../components/profile-picture-form';
import { StepLoadState } from '../components/step-load-state';
import { useSignedInUser } from '../hooks/use-signed-in-user';
import { useStepFormActions } from '../hooks/use-step-form-actions';

export default function ProfilePictureScreen() {
  const me = useSignedInUser();
  const step = useStepFormActions();
  return (
    <Stack gap="lg">
      <ScreenHeading title="Profile picture">
        Add a photo so that officials and team mates recognise you.
      </ScreenHeading>
      <StepLoadState queries={[me]} subject="Your account">
        {() => (me.data ? <ProfilePictureForm user={me.data} {...step} /> : null)}
      </StepLoadState>
    </Stack>
  );
}
