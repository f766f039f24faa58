// The buttons under every sign-up step form: Back (to the previous screen of the walk), Skip (optional
// steps only) and the primary button that saves the form (type submit) and goes on.
import { Button, Group } from '@mantine/core';
import type { StepNavigation } from '../hooks/use-step-navigation';

export interface StepActionsProps {
  readonly navigation: StepNavigation;
  /** The form is being sent: the primary button shows progress and the others wait. */
  readonly submitting: boolean;
  /** The primary button's text; 'Save and continue' unless given. */
  readonly submitLabel?: string;
  /** Offer "Skip for now" even when the step is not optional for the role (never by default). */
  readonly allowSkip?: boolean;
  /** The primary button cannot be used yet (e.g. a file is still uploading). */
  readonly disabled?: boolean;
}

export function StepActions({ navigation, submitting, submitLabel, allowSkip, disabled }: StepActionsProps) {
  const canSkip = allowSkip ?? navigation.optional;
  return (
    <Group justify="space-between" gap="sm" mt="md" wrap="wrap-reverse">
      {navigation.previous ? (
        <Button variant="subtle" color="gray" disabled={submitting} onClick={() => void navigation.goBack()}>
          Back
        </Button>
      ) : (
        <span />
      )}
      <Group gap="sm" wrap="nowrap">
        {canSkip ? (
          <Button variant="default" disabled={submitting} onClick={() => void navigation.goNext()}>
            Skip for now
          </Button>
        ) : null}
        <Button type="submit" loading={submitting} disabled={disabled}>
          {submitLabel ?? 'Save and continue'}
        </Button>
      </Group>
    </Group>
  );
}
