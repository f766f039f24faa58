// The actions of a shared record form on a sign-up step: Back / Skip / "Save and continue", and after a
// save the next screen of the walk. The buttons keep waiting while the walk moves on, so that nothing can
// be sent twice between the save and the new screen.
import { useState } from 'react';
import type { FormActionsApi } from '../components/form-actions';
import { StepActions, type StepActionsProps } from '../components/step-actions';
import { useStepNavigation } from './use-step-navigation';

export function useStepFormActions(
  options: Omit<StepActionsProps, 'navigation' | 'submitting'> = {},
): FormActionsApi {
  const navigation = useStepNavigation();
  const [leaving, setLeaving] = useState(false);
  return {
    actions: ({ submitting }) => (
      <StepActions navigation={navigation} submitting={submitting || leaving} {...options} />
    ),
    onSaved: async () => {
      setLeaving(true);
      await navigation.goNext();
    },
  };
}
