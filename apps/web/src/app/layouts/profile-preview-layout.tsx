// Profile preview: another user's profile, read-only, its screens as tabs for the same user id.
import { Text } from '@mantine/core';
import { useScreenMatch } from '../screen-match';
import { SectionNav, sectionItem } from './section-nav';
import { SignedInShell } from './signed-in-shell';

const PREVIEW_SCREENS = [
  'profile-preview-account-details',
  'profile-preview-passport-details',
  'profile-preview-postal-address',
  'profile-preview-anti-doping',
  'profile-preview-events-history',
] as const;

export default function ProfilePreviewLayout() {
  const id = useScreenMatch()?.params.id;
  const sections = id ? PREVIEW_SCREENS.map((name) => sectionItem(name, { params: { id } })) : [];
  return (
    <SignedInShell
      sectionNav={
        <>
          <Text size="xs" fw={800} tt="uppercase" c="dimmed" mb={4} style={{ letterSpacing: '0.1em' }}>
            User profile · read only
          </Text>
          <SectionNav label="Profile sections" items={sections} />
        </>
      }
    />
  );
}
