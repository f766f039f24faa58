// The actions of a shared record form edited in place on the profile: "Save changes", then a tip (the
// show-tip event of §8, shown as a notification by the app shell) and the user on the same screen. The
// current user is reloaded, since saved records change fields it carries (expiry dates, age group).
import { APP_EVENTS } from '@portal/contract/app-events';
import { useQueryClient } from '@tanstack/react-query';
import { getMeQueryOptions } from '../../../shared/auth/get-me';
import { appEvents } from '../../../shared/events/app-events';
import { type FormActionsApi, SaveChangesActions } from '../components/form-actions';

/** `tip` is the message shown after a save, e.g. 'Your postal address has been saved.' */
export function useProfileFormActions(tip: string): FormActionsApi {
  const queryClient = useQueryClient();
  return {
    actions: ({ submitting }) => <SaveChangesActions submitting={submitting} />,
    onSaved: () => {
      appEvents.emit(APP_EVENTS.SHOW_TIP, { message: tip });
      void queryClient.invalidateQueries({ queryKey: getMeQueryOptions().queryKey });
    },
  };
}
