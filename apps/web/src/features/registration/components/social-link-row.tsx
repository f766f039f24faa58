// One of the user's saved social links: the network and the link, changed in place (PATCH) or removed
// (DELETE).
import { ActionIcon, Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { SocialLink, SocialProvider } from '@portal/contract/endpoints/social';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { FormAlert } from '../../../shared/ui/form-alert';
import { useDeleteSocialLink } from '../api/delete-social-link';
import { useUpdateSocialLink } from '../api/update-social-link';
import { usePathErrors } from '../hooks/use-path-errors';
import { linkCandidate, linkErrors, SocialLinkFields, type SocialLinkValues } from './social-link-fields';

export interface SocialLinkRowProps {
  readonly link: SocialLink;
  readonly providers: readonly SocialProvider[];
  /** After the link was changed (e.g. the profile shows a tip). */
  readonly onChanged?: () => void;
  /** After the link was removed. */
  readonly onRemoved?: () => void;
}

export function SocialLinkRow({ link, providers, onChanged, onRemoved }: SocialLinkRowProps) {
  const [editing, setEditing] = useState(false);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const deleteLink = useDeleteSocialLink();

  const remove = async () => {
    setRemoveError(null);
    try {
      await deleteLink.mutateAsync(link.id);
    } catch {
      setRemoveError('The link could not be removed. Please try again.');
      return;
    }
    onRemoved?.();
  };

  return (
    <Paper withBorder p="sm" component="li" aria-label={`${link.provider.name} link`}>
      {editing ? (
        <SocialLinkEditor
          link={link}
          providers={providers}
          onCancel={() => setEditing(false)}
          onSaved={() => {
            setEditing(false);
            onChanged?.();
          }}
        />
      ) : (
        <Stack gap="xs">
          <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
            <Stack gap={2} miw={0}>
              <Text fw={700} size="sm">
                {link.provider.name}
              </Text>
              <Anchor
                href={link.url}
                target="_blank"
                rel="noreferrer"
                size="sm"
                style={{ wordBreak: 'break-all' }}
              >
                {link.url}
              </Anchor>
            </Stack>
            <Group gap={4} wrap="nowrap">
              <ActionIcon
                variant="subtle"
                aria-label={`Edit ${link.provider.name} link`}
                onClick={() => setEditing(true)}
              >
                <IconPencil size={18} aria-hidden />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Remove ${link.provider.name} link`}
                loading={deleteLink.isPending}
                onClick={() => void remove()}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Group>
          </Group>
          <FormAlert message={removeError} />
        </Stack>
      )}
    </Paper>
  );
}

function SocialLinkEditor({
  link,
  providers,
  onCancel,
  onSaved,
}: {
  link: SocialLink;
  providers: readonly SocialProvider[];
  onCancel: () => void;
  onSaved: () => void;
}) {
  const updateLink = useUpdateSocialLink();
  const [values, setValues] = useState<SocialLinkValues>({
    provider: String(link.provider.id),
    url: link.url,
  });
  const errors = usePathErrors(linkErrors(values, providers));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!errors.check()) return;
    const candidate = linkCandidate(values);
    try {
      await updateLink.mutateAsync({
        id: link.id,
        body: { provider: candidate.provider, url: candidate.url },
      });
    } catch (error) {
      errors.fail(
        error,
        'The link could not be saved. Please try again.',
        (key) => key === 'provider' || key === 'url',
      );
      return;
    }
    onSaved();
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={`Change ${link.provider.name} link`}
    >
      <Stack gap="sm">
        <FormAlert message={errors.formError} />
        <SocialLinkFields
          providers={providers}
          values={values}
          onChange={(field, value) => {
            errors.changed(field);
            setValues((current) => ({ ...current, [field]: value }));
          }}
          onBlur={errors.touch}
          errorOf={errors.errorOf}
        />
        <Group gap="sm" wrap="wrap">
          <Button type="submit" size="sm" loading={updateLink.isPending}>
            Save link
          </Button>
          <Button variant="subtle" color="gray" size="sm" onClick={onCancel}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
