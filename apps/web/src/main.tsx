// Entry of the web app: styles, providers and the router built from the contract's route table. Mantine's
// styles sit in the `mantine` cascade layer, so the app's own CSS modules win over them whatever order the
// bundler gives the stylesheets of split chunks.
import '@mantine/core/styles.layer.css';
import '@mantine/notifications/styles.layer.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { warmFirstLoad } from './app/first-load';
import { AppProviders } from './app/providers';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import { installSession } from './app/session';
import { startCardProvider } from './shared/payments/start-card-provider';
import { installGlobalErrorReporting } from './shared/reporting/report-error';
import { startErrorReporting } from './shared/reporting/start-error-reporting';
import { keepFocusWhileBusy } from './shared/ui/keep-focus-while-busy';

installGlobalErrorReporting();
installSession();
keepFocusWhileBusy();

const queryClient = createQueryClient();
void startErrorReporting(queryClient);
void startCardProvider(queryClient);
warmFirstLoad(window.location.pathname);
const router = createAppRouter(queryClient);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
