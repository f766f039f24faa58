// The head of the account details: the profile picture (changed in a dialog with the sign-up step's
// picture form), the full name, the role with its approval state (§4 Role assignment) and the national
// federation the user belongs to.
import { Avatar, Badge, Button, Group, Paper, Stack, Text, Title, useMatches } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { roleDisplayName } from '@portal/contract/roles';
import { DEFAULT_FEDERATION_NAME } from '@portal/contract/sport';
import type { User } from '@portal/contract/user';
import { IconCamera } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { loadChunk, prefetchChunk } from '../../../shared/chunks/load-chunk';
import { fullName } from '../lib/full-name';

// Fetched when the dialog is first opened, and kept from then on so that it closes with its transition.
const importPictureDialog = () => import('./profile-picture-modal');
const ProfilePictureModal = lazy(async () => ({
  default: (await loadChunk(importPictureDialog)).ProfilePictureModal,
}));
/** Asked for as the pointer or the focus reaches the button, so the dialog opens without a wait. */
const prefetchPictureDialog = prefetchChunk(importPictureDialog);

/** The federation the user belongs to, for display; null until one is chosen. */
export function federationNameOf(user: Pick<User, 'national_federation' | 'not_belong_to_any_federation'>) {
  if (user.not_belong_to_any_federation) return DEFAULT_FEDERATION_NAME;
  return user.national_federation?.name ?? null;
}

export interface AccountHeaderProps {
  readonly user: User;
  /** After a new picture was saved. */
  readonly onPictureSaved: () => void;
}

export function AccountHeader({ user, onPictureSaved }: AccountHeaderProps) {
  const [pictureOpen, picture] = useDisclosure(false);
  const [pictureUsed, setPictureUsed] = useState(false);
  if (pictureOpen && !pictureUsed) setPictureUsed(true);
  const name = fullName(user);
  const federation = federationNameOf(user);
  const avatarSize = useMatches({ base: 72, sm: 96 });

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Group gap="lg" wrap="nowrap" align="flex-start">
        <Avatar
          src={user.avatar}
          alt={`Profile picture of ${name}`}
          name={name}
          color="initials"
          size={avatarSize}
          radius={avatarSize}
          style={{ flexShrink: 0 }}
        />
        <Stack gap={6} miw={0} align="flex-start">
          <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
            {name || 'Your account'}
          </Title>
          <Group gap="xs" wrap="wrap">
            <Text fw={600}>{user.role ? roleDisplayName(user.role) : 'No role yet'}</Text>
            {user.role && user.role_status === 'pending' ? (
              <Badge color="yellow" variant="light">
                Awaiting approval
              </Badge>
            ) : null}
          </Group>
          <Text size="sm" c="dimmed">
            {federation ? `National federation: ${federation}` : 'No national federation chosen yet'}
          </Text>
          <Button
            variant="light"
            size="compact-sm"
            mt={4}
            leftSection={<IconCamera size={16} aria-hidden />}
            onPointerEnter={prefetchPictureDialog}
            onFocus={prefetchPictureDialog}
            onClick={picture.open}
          >
            Change picture
          </Button>
        </Stack>
      </Group>
      {pictureUsed ? (
        <Suspense fallback={null}>
          <ProfilePictureModal
            user={user}
            opened={pictureOpen}
            onClose={picture.close}
            onSaved={onPictureSaved}
          />
        </Suspense>
      ) : null}
    </Paper>
  );
}
