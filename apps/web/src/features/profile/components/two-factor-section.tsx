// "Two-factor sign-in" (decision 026): whether it is on, and the way to set it up (QR code, set-up key, first
// code, then the backup codes once), to get new backup codes and to turn it off. Where the role requires it
// and it is not set up yet, the rest of the API refuses the user, so the section says so first.
import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import type { TwoFactorSetup, TwoFactorStatus } from '@portal/contract/endpoints/two-factor';
import { IconShieldLock } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../shared/api/api-error';
import { formatDate } from '../../../shared/format/date';
import { ErrorState } from '../../../shared/ui/error-state';
import { FormAlert } from '../../../shared/ui/form-alert';
import { LoadingState } from '../../../shared/ui/loading-state';
import { useTwoFactorStatus } from '../api/get-two-factor-status';
import { useStartTwoFactorSetup } from '../api/start-two-factor-setup';
import { BackupCodesPanel } from './backup-codes-panel';
import { SettingsSection } from './settings-section';
import { NewBackupCodesDialog, TurnOffDialog } from './two-factor-dialogs';
import { TwoFactorSetupPanel } from './two-factor-setup-panel';

/** The heading's id, the section's address in links (`/profile/settings#settings-two-factor`). */
export const TWO_FACTOR_SECTION_ID = 'two-factor';

/** Backup codes left at which the section suggests new ones. */
const FEW_BACKUP_CODES = 3;

type Phase =
  | { readonly kind: 'status' }
  | { readonly kind: 'setup'; readonly setup: TwoFactorSetup }
  | { readonly kind: 'codes'; readonly codes: readonly string[] };

const messageOf = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.error.message ? error.error.message : fallback;

function RequiredAlert() {
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconShieldLock size={18} aria-hidden />}
      title="Set up two-factor sign-in to continue"
      role="alert"
    >
      Your role requires two-factor sign-in. Until you set it up, the rest of the portal stays closed to you.
    </Alert>
  );
}

function StatusLine({ status }: { readonly status: TwoFactorStatus }) {
  return (
    <Group gap="sm" wrap="wrap">
      <Badge color={status.enabled ? 'teal' : 'gray'} variant="light" size="lg">
        {status.enabled ? 'On' : 'Off'}
      </Badge>
      {status.enabled ? (
        <Text size="sm">
          {status.enabled_at ? `Since ${formatDate(status.enabled_at)}. ` : ''}
          <Text span size="sm" c={status.backup_codes_left <= FEW_BACKUP_CODES ? 'orange.8' : undefined}>
            {status.backup_codes_left === 1
              ? '1 backup code left.'
              : `${status.backup_codes_left} backup codes left.`}
          </Text>
        </Text>
      ) : null}
      {status.required ? (
        <Badge color="navy" variant="outline" size="lg">
          Required for your role
        </Badge>
      ) : null}
    </Group>
  );
}

export interface TwoFactorSectionProps {
  /** Scroll here once loaded (the user was sent here because their role requires it). */
  readonly focus?: boolean;
}

export function TwoFactorSection({ focus = false }: TwoFactorSectionProps) {
  const status = useTwoFactorStatus();
  const startSetup = useStartTwoFactorSetup();
  const [phase, setPhase] = useState<Phase>({ kind: 'status' });
  const [dialog, setDialog] = useState<'codes' | 'off' | null>(null);
  const top = useRef<HTMLDivElement>(null);

  const loaded = status.isSuccess;
  useEffect(() => {
    if (focus && loaded) top.current?.scrollIntoView?.({ block: 'start' });
  }, [focus, loaded]);

  const beginSetup = () =>
    startSetup.mutate(undefined, { onSuccess: (setup) => setPhase({ kind: 'setup', setup }) });
  const showCodes = ({ backup_codes }: { backup_codes: readonly string[] }) => {
    setDialog(null);
    setPhase({ kind: 'codes', codes: backup_codes });
  };

  let body: ReactNode;
  if (status.isPending) {
    body = <LoadingState label="Loading two-factor sign-in" />;
  } else if (status.isError) {
    body = (
      <ErrorState
        title="Two-factor sign-in could not be loaded"
        titleOrder={3}
        message="Check your connection and try again."
        onRetry={() => void status.refetch()}
      />
    );
  } else if (phase.kind === 'codes') {
    body = <BackupCodesPanel codes={phase.codes} onDone={() => setPhase({ kind: 'status' })} />;
  } else {
    const current = status.data;
    body = (
      <Stack gap="md">
        {current.required && !current.enabled ? <RequiredAlert /> : null}
        <StatusLine status={current} />
        {phase.kind === 'setup' && !current.enabled ? (
          <TwoFactorSetupPanel
            setup={phase.setup}
            onEnabled={showCodes}
            onCancel={() => setPhase({ kind: 'status' })}
          />
        ) : current.enabled ? (
          <>
            {current.required ? (
              <Text size="sm" c="dimmed">
                Your role requires two-factor sign-in, so it cannot be turned off.
              </Text>
            ) : null}
            <Group gap="sm">
              <Button variant="default" onClick={() => setDialog('codes')}>
                New backup codes
              </Button>
              {current.required ? null : (
                <Button variant="outline" color="red" onClick={() => setDialog('off')}>
                  Turn off
                </Button>
              )}
            </Group>
          </>
        ) : (
          <>
            <FormAlert
              message={
                startSetup.isError
                  ? messageOf(startSetup.error, 'The set-up could not be started. Please try again.')
                  : null
              }
            />
            <Button onClick={beginSetup} loading={startSetup.isPending} style={{ alignSelf: 'flex-start' }}>
              Set up
            </Button>
          </>
        )}
      </Stack>
    );
  }

  return (
    // Scrolled to below the shell's fixed header, not under it.
    <div
      ref={top}
      style={{ scrollMarginTop: 'calc(var(--app-shell-header-height, 0px) + var(--mantine-spacing-md))' }}
    >
      <SettingsSection
        id={TWO_FACTOR_SECTION_ID}
        title="Two-factor sign-in"
        description="Signing in asks for a code from an authenticator app on your phone as well as your password, so a stolen password alone is not enough."
      >
        {body}
      </SettingsSection>
      <NewBackupCodesDialog
        opened={dialog === 'codes'}
        onClose={() => setDialog(null)}
        onCreated={showCodes}
      />
      <TurnOffDialog opened={dialog === 'off'} onClose={() => setDialog(null)} />
    </div>
  );
}
