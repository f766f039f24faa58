// What shows before the first screen is ready (the router's HydrateFallback): a centred loader.
import { LoadingState } from '../shared/ui/loading-state';

export function AppLoading() {
  return <LoadingState variant="page" label="Loading the portal" />;
}
