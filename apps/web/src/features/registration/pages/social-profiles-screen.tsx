// /social-profiles (spec §2, optional athlete step): the user's social links, newest first, each changed
// or removed in place, and rows for new links saved together with POST user-links/create_many/.
import { ActionIcon, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import {
  MAX_SOCIAL_LINKS,
  type SocialLink,
  type SocialProvider,
  socialLinkBodySchema,
} from '@portal/contract/endpoints/social';
import { getScreenRoute } from '@portal/contract/routes';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { ErrorState } from '../../../shared/ui/error-state';
import { FormAlert } from '../../../shared/ui/form-alert';
import { LoadingState } from '../../../shared/ui/loading-state';
import { ScreenHeading } from '../../../shared/ui/screen-heading';
import { useCreateSocialLinks } from '../api/create-social-links';
import { getMySocialLinksQueryOptions } from '../api/get-my-social-links';
import { getSocialProvidersQueryOptions } from '../api/get-social-providers';
import {
  isBlankLink,
  linkCandidate,
  linkErrors,
  SocialLinkFields,
  type SocialLinkValues,
} from '../components/social-link-fields';
import { SocialLinkRow } from '../components/social-link-row';
import { StepActions } from '../components/step-actions';
import { type PathErrors, usePathErrors } from '../hooks/use-path-errors';
import { useStepNavigation } from '../hooks/use-step-navigation';

interface NewRow extends SocialLinkValues {
  readonly key: number;
}

export default function SocialProfilesScreen() {
  const providers = useQuery(getSocialProvidersQueryOptions());
  const links = useQuery(getMySocialLinksQueryOptions());

  let body: ReactNode;
  if (providers.isPending || links.isPending) body = <LoadingState label="Loading your social profiles" />;
  else if (providers.isError || links.isError) {
    body = (
      <ErrorState
        title="Your social profiles could not be loaded"
        message="Please check your connection and try again."
        onRetry={() => {
          void providers.refetch();
          void links.refetch();
        }}
      />
    );
  } else body = <SocialProfilesForm providers={providers.data} links={links.data} />;

  return (
    <Stack gap="lg">
      <ScreenHeading title={getScreenRoute('social-profiles').title}>
        Link your profiles on social networks so fans and teams can find you.
      </ScreenHeading>
      {body}
    </Stack>
  );
}

function SocialProfilesForm({
  providers,
  links,
}: {
  providers: readonly SocialProvider[];
  links: readonly SocialLink[];
}) {
  const navigation = useStepNavigation();
  const createLinks = useCreateSocialLinks();
  const nextKey = useRef(0);
  const newRow = (): NewRow => {
    nextKey.current += 1;
    return { key: nextKey.current, provider: '', url: '' };
  };
  const [rows, setRows] = useState<NewRow[]>(() => (links.length === 0 ? [newRow()] : []));
  const [continuing, setContinuing] = useState(false);

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
    }
    setContinuing(true);
    try {
      await navigation.goNext();
    } finally {
      setContinuing(false);
    }
  };

  return (
    <Stack gap="lg">
      {links.length > 0 ? (
        <Stack gap="sm">
          <Title order={2} size="h4">
            Your links
          </Title>
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Your links">
            {links.map((link) => (
              <SocialLinkRow key={link.id} link={link} providers={providers} />
            ))}
          </Stack>
        </Stack>
      ) : null}
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
          <StepActions navigation={navigation} submitting={createLinks.isPending || continuing} />
        </Stack>
      </form>
    </Stack>
  );
}
