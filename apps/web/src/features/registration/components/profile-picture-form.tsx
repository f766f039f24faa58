// The profile-picture form (spec §2): a picture (JPEG, PNG or WebP) is uploaded at once and shown round as
// it will appear; saving sets it (PUT avatar/). Shared by the sign-up step and the account details.
import { Avatar, Center, Stack } from '@mantine/core';
import { avatarBodySchema } from '@portal/contract/endpoints/sign-up-steps';
import { presignUserUpload } from '@portal/contract/endpoints/uploads';
import type { User } from '@portal/contract/user';
import { parseErrors, useContractForm } from '../../../shared/forms/use-contract-form';
import { FormAlert } from '../../../shared/ui/form-alert';
import { FileUploadField } from '../../../shared/uploads/file-upload-field';
import { useSaveAvatar } from '../api/save-avatar';
import { fullName } from '../lib/full-name';
import type { FormActionsApi } from './form-actions';

type Values = { avatar: string };

export interface ProfilePictureFormProps extends FormActionsApi {
  readonly user: User;
  /** Whether a picture already on record may be kept by saving without a new one (true unless given). */
  readonly mayKeepCurrent?: boolean;
}

export function ProfilePictureForm({
  user,
  mayKeepCurrent = true,
  actions,
  onSaved,
}: ProfilePictureFormProps) {
  const save = useSaveAvatar(user.id);
  const form = useContractForm<Values>({
    initial: { avatar: '' },
    validate: (values) =>
      // A picture already on record may be kept as it is (the step), unless a new one is asked for.
      mayKeepCurrent && user.avatar && values.avatar === ''
        ? {}
        : parseErrors(avatarBodySchema.safeParse(values), () => 'avatar'),
  });
  const name = fullName(user);

  const submit = form.handleSubmit({
    send: (values) => (values.avatar === '' ? Promise.resolve(null) : save.mutateAsync(values.avatar)),
    failure: 'Your profile picture could not be saved. Please try again.',
    onSuccess: onSaved,
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
        {actions({ submitting: save.isPending })}
      </Stack>
    </form>
  );
}
