// The route error boundary (spec §8 "Routing"): the status comes from the error; 404 is the not-found
// page, anything else a tidy error page with the status and a way to retry or go home.
import { Button, Text } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { AppLink } from '../../shared/ui/app-link';
import { ErrorState } from '../../shared/ui/error-state';
import { CenteredPage } from '../layouts/centered-page';
import { errorMessage, errorStatus } from '../route-errors';
import { useDocumentTitle } from '../use-document-title';
import { NotFoundScreen } from './not-found-screen';

function ErrorScreen({ status, message, error }: { status: number; message: string; error: unknown }) {
  useDocumentTitle(`Error ${status}`);
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <CenteredPage>
      <Text ta="center" size="xs" fw={800} tt="uppercase" c="signal.8" style={{ letterSpacing: '0.12em' }}>
        Error {status}
      </Text>
      <ErrorState
        title="Something went wrong"
        titleOrder={1}
        message={message}
        onRetry={() => window.location.reload()}
        actions={
          <Button
            component={AppLink}
            to="/"
            variant="default"
            leftSection={<IconHome size={18} aria-hidden />}
          >
            Go to the home page
          </Button>
        }
      />
    </CenteredPage>
  );
}

export function RouteErrorScreen() {
  const error = useRouteError();
  const status = errorStatus(error);
  if (status === 404) return <NotFoundScreen />;
  return <ErrorScreen status={status} message={errorMessage(error)} error={error} />;
}
