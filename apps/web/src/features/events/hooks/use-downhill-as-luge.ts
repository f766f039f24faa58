// The §9 flag that shows the downhill discipline as luge to national federations: true when it is on and
// the signed-in user is NF staff (decision 016). Discipline names go through disciplineDisplayName with it.
import { DEFAULT_STARTUP_FLAGS } from '@portal/contract/flags';
import { useQuery } from '@tanstack/react-query';
import { getConfigQueryOptions } from '../../../shared/config/get-config';
import { useEventCapabilities } from './use-event-capabilities';

export function useDownhillAsLuge(): boolean {
  const { isNfStaff } = useEventCapabilities();
  const config = useQuery(getConfigQueryOptions());
  const flags = config.data?.flags ?? DEFAULT_STARTUP_FLAGS;
  return flags.nf_downhill_as_luge && isNfStaff;
}
