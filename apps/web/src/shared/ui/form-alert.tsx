// The message of a failed form submit, shown above the form (errors that fit no field).
import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
      {message}
    </Alert>
  );
}
