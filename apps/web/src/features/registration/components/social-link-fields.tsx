// The two inputs of a social link, network and link (with the network's example as placeholder), and the
// check they share: the contract's link body, then that the link belongs to the chosen network.
import { NativeSelect, Stack, TextInput } from '@mantine/core';
import {
  SOCIAL_PROVIDER_MISMATCH_MESSAGE,
  type SocialProvider,
  socialLinkBodySchema,
  urlMatchesDomains,
} from '@portal/contract/endpoints/social';
import { issuesByPath, type PathErrors } from '../hooks/use-path-errors';

export interface SocialLinkValues {
  readonly provider: string;
  readonly url: string;
}

export function isBlankLink(values: SocialLinkValues): boolean {
  return values.provider === '' && values.url.trim() === '';
}

export function linkCandidate(values: SocialLinkValues) {
  return { provider: values.provider === '' ? undefined : Number(values.provider), url: values.url.trim() };
}

/** The messages of one link under `prefix` ('links.2'), or of a lone link without one. */
export function linkErrors(
  values: SocialLinkValues,
  providers: readonly SocialProvider[],
  prefix: readonly (string | number)[] = [],
): PathErrors {
  const candidate = linkCandidate(values);
  const errors = { ...issuesByPath(socialLinkBodySchema.safeParse(candidate), prefix) };
  const urlPath = [...prefix, 'url'].join('.');
  const provider = providers.find((item) => item.id === candidate.provider);
  if (errors[urlPath] === undefined && provider && !urlMatchesDomains(candidate.url, provider.domains)) {
    errors[urlPath] = SOCIAL_PROVIDER_MISMATCH_MESSAGE;
  }
  return errors;
}

export interface SocialLinkFieldsProps {
  readonly providers: readonly SocialProvider[];
  readonly values: SocialLinkValues;
  readonly onChange: (field: keyof SocialLinkValues, value: string) => void;
  readonly onBlur: (field: keyof SocialLinkValues) => void;
  readonly errorOf: (field: keyof SocialLinkValues) => string | undefined;
  /** Tells rows apart for screen readers ("Network of link 2"). */
  readonly labelSuffix?: string;
}

export function SocialLinkFields({
  providers,
  values,
  onChange,
  onBlur,
  errorOf,
  labelSuffix = '',
}: SocialLinkFieldsProps) {
  const provider = providers.find((item) => String(item.id) === values.provider);
  return (
    <Stack gap="xs">
      <NativeSelect
        label={`Network${labelSuffix}`}
        withAsterisk
        value={values.provider}
        onChange={(event) => onChange('provider', event.currentTarget.value)}
        onBlur={() => onBlur('provider')}
        error={errorOf('provider')}
        data={[
          { value: '', label: 'Choose a network' },
          ...providers.map((item) => ({ value: String(item.id), label: item.name })),
        ]}
      />
      <TextInput
        label={`Link${labelSuffix}`}
        withAsterisk
        type="url"
        inputMode="url"
        autoComplete="url"
        placeholder={provider?.placeholder ?? 'https://'}
        value={values.url}
        onChange={(event) => onChange('url', event.currentTarget.value)}
        onBlur={() => onBlur('url')}
        error={errorOf('url')}
      />
    </Stack>
  );
}
