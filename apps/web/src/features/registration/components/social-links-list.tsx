// The user's saved social links, newest first (as the query selects them), each changed or removed in
// place. Shared by the social-profiles step and the account details.
import { Stack, Title, type TitleOrder } from '@mantine/core';
import type { SocialLink, SocialProvider } from '@portal/contract/endpoints/social';
import { SocialLinkRow } from './social-link-row';

export interface SocialLinksListProps {
  readonly links: readonly SocialLink[];
  readonly providers: readonly SocialProvider[];
  /** The level of the "Your links" heading within the screen. */
  readonly headingOrder?: TitleOrder;
  readonly onChanged?: () => void;
  readonly onRemoved?: () => void;
}

export function SocialLinksList({
  links,
  providers,
  headingOrder = 2,
  onChanged,
  onRemoved,
}: SocialLinksListProps) {
  if (links.length === 0) return null;
  return (
    <Stack gap="sm">
      <Title order={headingOrder} size="h4">
        Your links
      </Title>
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Your links">
        {links.map((link) => (
          <SocialLinkRow
            key={link.id}
            link={link}
            providers={providers}
            onChanged={onChanged}
            onRemoved={onRemoved}
          />
        ))}
      </Stack>
    </Stack>
  );
}
