// Where a visitor opens each public screen of the route table: its parameters filled with a sample id, and
// the query a screen needs from the step before it (the recovery code screens show where the code went).
import type { ScreenRoute } from '@portal/contract/routes';

const SAMPLE_QUERY: Readonly<Partial<Record<string, string>>> = {
  'forgot-password-confirm-email': '?email=sample%40portal.test',
  'forgot-password-confirm-phone': '?phone=%2B390600000005',
};

export const publicScreenPath = (route: ScreenRoute) =>
  `${route.path.replace(/:([A-Za-z_]\w*)/g, () => '7')}${SAMPLE_QUERY[route.name] ?? ''}`;
