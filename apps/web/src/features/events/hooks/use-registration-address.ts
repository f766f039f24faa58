// What a federation's registration screens keep in the address, as every list does: the federation WSK
// staff chose and the candidate list's search, page and eligible-only switch.
import { useSearchParams } from 'react-router';
import type { CandidatesView } from '../components/registration-candidates';

const positive = (text: string | null) => {
  const value = Number.parseInt(text ?? '', 10);
  return Number.isFinite(value) && value > 0 ? value : null;
};

export interface RegistrationAddress {
  readonly view: CandidatesView;
  /** The federation WSK staff chose; null until they do (NF staff work for their own). */
  readonly chosenFederation: number | null;
  readonly show: (change: Partial<CandidatesView>) => void;
  /** Another federation starts its list afresh. */
  readonly chooseFederation: (federation: number | null) => void;
}

export function useRegistrationAddress(): RegistrationAddress {
  const [params, setParams] = useSearchParams();
  const view: CandidatesView = {
    search: params.get('search') || undefined,
    page: positive(params.get('page')) ?? 1,
    eligibleOnly: params.get('eligible') === 'true',
  };
  const chosenFederation = positive(params.get('federation'));
  const write = (federation: number | null, next: CandidatesView) =>
    setParams(
      {
        ...(federation ? { federation: String(federation) } : {}),
        ...(next.search ? { search: next.search } : {}),
        ...(next.page > 1 ? { page: String(next.page) } : {}),
        ...(next.eligibleOnly ? { eligible: 'true' } : {}),
      },
      { preventScrollReset: true },
    );
  return {
    view,
    chosenFederation,
    show: (change) => write(chosenFederation, { ...view, ...change }),
    chooseFederation: (federation) =>
      write(federation, { search: undefined, page: 1, eligibleOnly: view.eligibleOnly }),
  };
}
