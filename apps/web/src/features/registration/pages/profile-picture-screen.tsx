// /profile-picture (spec §2 Sign-up steps): the picture others see next to the user's name. A picture
// (JPEG, PNG or WebP) is uploaded at once and shown round as it will appear; saving sets it (PUT avatar/).
import { Avatar, Center, Stack } from '@mantine/core';
import { avatarBodySchema } from '@portal/contract/endpoints/sign-up-steps';
import { presignUserUpload } from '@portal/contract/endpoints/uploads';
import type { User } from '@portal/contract/user';
import { useState } from 'react';
import { parseErrors, useContractForm } from '../../../shared/forms/use-contract-form';
import { FormAlert } from '../../../shared/ui/form-alert';
import { ScreenHeading } from '../../../shared/ui/screen-heading';
import { FileUploadField } from '../../../shared/uploads/file-upload-field';
import { useSaveAvatar } from '../api/save-avatar';
import { StepActions } from '../components/step-actions';
import { StepLoadState } from '../components/step-load-state';
import { useSignedInUser } from '../hooks/use-signed-in-user';
import { useStepNavigation } from '../hooks/use-step-navigation';

type Values = { avatar: string };

function PictureForm({ user }: { user: User }) {
  const navigation = useStepNavigation();
  const save = useSaveAvatar(user.id);
  const [leaving, setLeaving] = useState(false);
  const form = useContractForm<Values>({
    initial: { avatar: '' },
    validate: (values) =>
      // A picture already on record may be kept as it is.
      user.avatar && values.avatar === ''
        ? {}
        : parseErrors(avatarBodySchema.safeParse(values), () => 'avatar'),
  });
  const name = `${user.first_name} ${user.last_name}`.trim();

  const submit = form.handleSubmit({
    send: (values) => (values.avatar === '' ? Promise.resolve(null) : save.mutateAsync(values.avatar)),
    failure: 'Your profile picture could not be saved. Please try again.',
    onSuccess: async () => {
      setLeaving(true);
      await navigation.goNext();
    },
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormAlert message={form.formError} />
        <FileUploadField
          label="Profile picture"
          description="A clear photo of your face: JPEG, PNG or WebP, up to 10 MB"
          presignEndpoint={presignUserUpload}
          imagesOnly
          error={form.errors.avatar}
          onChange={(avatar) => form.setValue('avatar', avatar)}
          withAsterisk
          renderPreview={(previewUrl) => (
            <Center py="sm">
              <Avatar
                src={previewUrl ?? user.avatar}
                alt={previewUrl ? 'Preview of your new profile picture' : `Profile picture of ${name}`}
                name={name}
                color="initials"
                size={128}
                radius={128}
              />
            </Center>
          )}
        />
        <StepActions navigation={navigation} submitting={save.isPending || leaving} />
      </Stack>
    </form>
  );
}

export default function ProfilePictureScreen() {
  const me = useSignedInUser();
  return (
    <Stack gap="lg">
      <ScreenHeading title="Profile picture">
        Add a photo so that officials and team mates recognise you.
      </ScreenHeading>
      <StepLoadState queries={[me]} subject="Your account">
        {() => (me.data ? <PictureForm user={me.data} /> : null)}
      </StepLoadState>
    </Stack>
  );
}
