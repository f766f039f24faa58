// What a shared record form (passport, address, anti-doping, picture, social links) leaves to the screen
// that shows it: the buttons under it and what happens after a save. The sign-up step goes on through the
// walk (StepActions); the profile stays where it is with "Save changes" and a tip.
import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';

export interface FormActionsState {
  /** The form is being sent: the primary button shows progress. */
  readonly submitting: boolean;
}

export interface FormActionsApi {
  /** The buttons under the form; the primary one submits it. */
  readonly actions: (state: FormActionsState) => ReactNode;
  /** Runs after a successful save. */
  readonly onSaved: () => void | Promise<void>;
}

export interface SaveChangesActionsProps {
  readonly submitting: boolean;
  /** The button's text; 'Save changes' unless given. */
  readonly label?: string;
  /** Further buttons before the primary one (e.g. Cancel in a dialog). */
  readonly children?: ReactNode;
}

/** The profile's buttons under a form edited in place. */
export function SaveChangesActions({
  submitting,
  label = 'Save changes',
  children,
}: SaveChangesActionsProps) {
  return (
    <Group justify="flex-end" gap="sm" mt="xs" wrap="wrap-reverse">
      {children}
      <Button type="submit" loading={submitting}>
        {label}
      </Button>
    </Group>
  );
}
