// /set-password-success: the password of a recovery is saved; the user signs in with it.
import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { screenPath } from '@portal/contract/routes';
import { IconCircleCheck } from '@tabler/icons-react';
import { AppLink } from '../../../shared/ui/app-link';

export default function SetPasswordSuccessScreen() {
  return (
    <Stack gap="lg" align="flex-start">
      <ThemeIcon size={56} radius="xl" color="teal" variant="light">
        <IconCircleCheck size={32} aria-hidden />
      </ThemeIcon>
      <Stack gap={4}>
        <Title order={1}>Your password has been changed</Title>
        <Text c="dimmed">You can now sign in with your new password.</Text>
      </Stack>
      <Button component={AppLink} to={screenPath('sign-in')} size="md" fullWidth>
        Sign in
      </Button>
    </Stack>
  );
}
