// The progress bar of the sign-up steps (spec §2): "Step n of m" through the screens of the user's walk
// (contract sign-up-flow signUpScreens: the role's required and optional steps). Nothing shows on a
// screen that is not one of the user's steps.
import { Progress, Stack, Text } from '@mantine/core';
import { getScreenRoute } from '@portal/contract/routes';
import { signUpScreens } from '@portal/contract/sign-up-flow';
import { useQuery } from '@tanstack/react-query';
import { getMeQueryOptions } from '../../../shared/auth/get-me';
import { tokenManager } from '../../../shared/auth/token-manager';
import { getMyRegistrationProgressQueryOptions } from '../api/get-my-registration-progress';

export function SignUpProgress({ routeName }: { routeName: string }) {
  const signedIn = tokenManager.hasTokens();
  const me = useQuery({ ...getMeQueryOptions(), enabled: signedIn });
  const progress = useQuery({ ...getMyRegistrationProgressQueryOptions(), enabled: signedIn });
  if (!me.data || !progress.data) return null;
  const flow = signUpScreens(me.data, progress.data).map((screen) => screen.route);
  const index = flow.indexOf(routeName);
  if (index < 0) return null;
  const label = `Step ${index + 1} of ${flow.length}`;
  return (
    <Stack gap={6} mb="lg" data-testid="sign-up-progress">
      <Text size="sm" fw={600} c="dimmed">
        {label}: {getScreenRoute(routeName).title}
      </Text>
      <Progress.Root size="sm" aria-label={label}>
        {flow.map((step, position) => (
          <Progress.Section
            key={step}
            value={100 / flow.length}
            color={position < index ? 'navy.8' : position === index ? 'signal.6' : 'gray.3'}
            aria-current={position === index ? 'step' : undefined}
            title={getScreenRoute(step).title}
          />
        ))}
      </Progress.Root>
    </Stack>
  );
}
