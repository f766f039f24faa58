// Rows for new social links, saved together with POST user-links/create_many/ (all or none); blank rows
// are left out, and the reply's messages land on the row they came from. Shared by the social-profiles
// step (which starts with one row when there is no link yet) and the account details.
import { ActionIcon, Button, Group, Paper, Stack, Text } from '@mantine/core';
import {
  MAX_SOCIAL_LINKS,
  type SocialLink,
  type SocialProvider,
  socialLinkBodySchema,
} from '@portal/contract/endpoints/social';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { FormAlert } from '../../../shared/ui/form-alert';
import { useCreateSocialLinks } from '../api/create-social-links';
import { type PathErrors, usePathErrors } from '../hooks/use-path-errors';
import type { FormActionsState } from './form-actions';
import {
  isBlankLink,
  linkCandidate,
  linkErrors,
  SocialLinkFields,
  type SocialLinkValues,
} from './social-link-fields';

interface NewRow extends SocialLinkValues {
  readonly key: number;
}

export interface NewSocialLinksFormProps {
  readonly providers: readonly SocialProvider[];
  /** The links already saved: they count against the limit. */
  readonly links: readonly SocialLink[];
  /** Start with one empty row (the step, when there is no link yet). */
  readonly startWithRow?: boolean;
  /** The buttons under the rows; `rows` is how many rows are open. */
  readonly actions: (state: FormActionsState & { readonly rows: number }) => ReactNode;
  /** After a successful submit, with the number of links created (0 when every row was blank). */
  readonly onSaved: (created: number) => void | Promise<void>;
}

export function NewSocialLinksForm({
  providers,
  links,
  startWithRow = false,
  actions,
  onSaved,
}: NewSocialLinksFormProps) {
  const createLinks = useCreateSocialLinks();
  const nextKey = useRef(0);
  const newRow = (): NewRow => {
    nextKey.current += 1;
    return { key: nextKey.current, provider: '', url: '' };
  };
  const [rows, setRows] = useState<NewRow[]>(() => (startWithRow ? [newRow()] : []));

  // Blank rows are left out; the others are sent in order, so `filled[i]` is the row of `links.i`.
  const filled = rows.flatMap((row, index) => (isBlankLink(row) ? [] : [index]));
  const clientErrors: PathErrors = Object.assign(
    {},
    ...filled.map((index) => linkErrors(rows[index] as NewRow, providers, ['links', index])),
  );
  const errors = usePathErrors(clientErrors);
  const roomFor = MAX_SOCIAL_LINKS - links.length - rows.length;

  const change = (index: number, field: keyof SocialLinkValues, value: string) => {
    errors.changed(`links.${index}.${field}`);
    setRows((current) => current.map((row, at) => (at === index ? { ...row, [field]: value } : row)));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!errors.check()) return;
    if (filled.length > 0) {
      try {
        await createLinks.mutateAsync(
          filled.map((index) => socialLinkBodySchema.parse(linkCandidate(rows[index] as NewRow))),
        );
      } catch (error) {
        // The reply numbers the links sent; put each message on the row it came from.
        const rowPath = (key: string) =>
          key.replace(/^links\.(\d+)\./, (_, sent: string) => `links.${filled[Number(sent)] ?? sent}.`);
        errors.fail(
          error,
          'Your links could not be saved. Please try again.',
          (key) => /^links\.\d+\.(provider|url)$/.test(key),
          rowPath,
        );
        return;
      }
      setRows([]);
      errors.reset();
    }
    await onSaved(filled.length);
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="New links">
      <Stack gap="md">
        <FormAlert message={errors.formError} />
        {rows.map((row, index) => (
          <Paper key={row.key} withBorder p="sm">
            <Stack gap="xs">
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Text size="sm" fw={600}>
                  New link {index + 1}
                </Text>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={`Remove new link ${index + 1}`}
                  onClick={() => setRows((current) => current.filter((_, at) => at !== index))}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Group>
              <SocialLinkFields
                providers={providers}
                values={row}
                labelSuffix={rows.length > 1 ? ` ${index + 1}` : ''}
                onChange={(field, value) => change(index, field, value)}
                onBlur={(field) => errors.touch(`links.${index}.${field}`)}
                errorOf={(field) => errors.errorOf(`links.${index}.${field}`)}
              />
            </Stack>
          </Paper>
        ))}
        {roomFor > 0 ? (
          <Group>
            <Button
              variant="light"
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => setRows((current) => [...current, newRow()])}
            >
              {rows.length === 0 ? 'Add a link' : 'Add another link'}
            </Button>
          </Group>
        ) : null}
        {actions({ submitting: createLinks.isPending, rows: rows.length })}
      </Stack>
    </form>
  );
}
