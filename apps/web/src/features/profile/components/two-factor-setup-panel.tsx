// Setting up two-factor sign-in: the QR code of the new secret for the authenticator app, the secret itself
// for an app that cannot scan, and the first code to prove the app has it, which turns it on.
import { ActionIcon, Box, Button, CopyButton, Group, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import {
  type BackupCodes,
  TOTP_DIGITS,
  TOTP_PERIOD_SECONDS,
  type TwoFactorSetup,
} from '@portal/contract/endpoints/two-factor';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { OneTimeCodeInput, oneTimeCodeErrors } from '../../../shared/forms/one-time-code-input';
import { useContractForm } from '../../../shared/forms/use-contract-form';
import { FormAlert } from '../../../shared/ui/form-alert';
import { useEnableTwoFactor } from '../api/enable-two-factor';

const QR_SIZE = 184;

/**
 * The server's SVG as an image: an SVG in <img> runs no script and reaches nothing outside itself, so the
 * markup needs no sanitising (never inserted as HTML).
 */
const svgDataUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

export interface TwoFactorSetupPanelProps {
  readonly setup: TwoFactorSetup;
  readonly onEnabled: (reply: BackupCodes) => void;
  readonly onCancel: () => void;
}

export function TwoFactorSetupPanel({ setup, onEnabled, onCancel }: TwoFactorSetupPanelProps) {
  const enable = useEnableTwoFactor();
  const form = useContractForm<{ code: string }>({
    initial: { code: '' },
    validate: ({ code }) => oneTimeCodeErrors(code),
  });

  const submit = form.handleSubmit({
    send: ({ code }) => enable.mutateAsync(code),
    failure: 'Two-factor sign-in could not be turned on. Please try again.',
    onSuccess: onEnabled,
  });

  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Text fw={600}>1. Add the portal to your authenticator app</Text>
        <Text size="sm" c="dimmed">
          Scan the QR code with an app such as Google Authenticator, Microsoft Authenticator or 1Password.
        </Text>
        <Group align="flex-start" gap="lg" wrap="wrap">
          <Box
            p={8}
            bg="white"
            style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8, lineHeight: 0 }}
          >
            <img
              src={svgDataUrl(setup.qr_svg)}
              width={QR_SIZE}
              height={QR_SIZE}
              alt="QR code to scan with your authenticator app"
            />
          </Box>
          <Stack gap={6} maw={440} style={{ flex: '1 1 240px', minWidth: 0 }}>
            <Text size="sm">Cannot scan it? Enter this set-up key in the app instead.</Text>
            <TextInput
              label="Set-up key"
              value={setup.secret}
              readOnly
              onFocus={(event) => event.currentTarget.select()}
              styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 13 } }}
              rightSection={
                <CopyButton value={setup.secret}>
                  {({ copied, copy }) => (
                    <Tooltip label={copied ? 'Copied' : 'Copy the set-up key'} withArrow>
                      <ActionIcon
                        variant="subtle"
                        color={copied ? 'teal' : 'gray'}
                        onClick={copy}
                        aria-label="Copy the set-up key"
                      >
                        {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
                      </ActionIcon>
                    </Tooltip>
                  )}
                </CopyButton>
              }
            />
            <Text size="xs" c="dimmed">
              Time-based, {TOTP_DIGITS} digits, a new code every {TOTP_PERIOD_SECONDS} seconds: the app's
              usual settings.
            </Text>
          </Stack>
        </Group>
      </Stack>

      <form onSubmit={submit} noValidate aria-label="Turn on two-factor sign-in">
        <Stack gap="xs">
          <Text fw={600}>2. Enter the code the app shows</Text>
          <FormAlert message={form.formError} />
          <OneTimeCodeInput label="Code from your app" maw={220} {...form.text('code')} />
          <Group gap="sm" mt="xs">
            <Button type="submit" loading={enable.isPending}>
              Turn on
            </Button>
            <Button variant="default" onClick={onCancel} disabled={enable.isPending}>
              Cancel
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
