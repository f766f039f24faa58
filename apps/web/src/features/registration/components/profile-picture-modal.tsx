// The account details' "Change picture" dialog: the sign-up step's picture form in a modal. A chunk of its
// own, fetched when the dialog is first opened, so the account details' first load carries neither the
// modal nor the upload field.
import { Button, Modal } from '@mantine/core';
import type { User } from '@portal/contract/user';
import { SaveChangesActions } from './form-actions';
import { ProfilePictureForm } from './profile-picture-form';

export interface ProfilePictureModalProps {
  readonly user: User;
  readonly opened: boolean;
  readonly onClose: () => void;
  /** After a new picture was saved (the dialog has been asked to close). */
  readonly onSaved: () => void;
}

export function ProfilePictureModal({ user, opened, onClose, onSaved }: ProfilePictureModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Change your profile picture" centered>
      <ProfilePictureForm
        user={user}
        mayKeepCurrent={false}
        actions={({ submitting }) => (
          <SaveChangesActions submitting={submitting} label="Save picture">
            <Button variant="subtle" color="gray" disabled={submitting} onClick={onClose}>
              Cancel
            </Button>
          </SaveChangesActions>
        )}
        onSaved={() => {
          onClose();
          onSaved();
        }}
      />
    </Modal>
  );
}
