// Names of the application events of spec §8, raised on the web app's event bus.
export const APP_EVENTS = {
  SHOW_TIP: 'show-tip',
  SHOW_WARNING_TIP: 'show-warning-tip',
  SHOW_ERROR_TIP: 'show-error-tip',
  API_ERROR: 'api-error',
  EVENT_GROUP_DETAILS: 'event-group-details',
  SHOW_DATES_GUARD_MODAL: 'show-dates-guard-modal',
  RECHECK_ELIGIBILITY_AVAILABILITY: 'recheck-eligibility-availability',
  UPDATE_USER_ROSTER_TEAM: 'update_user_roster_team',
  RELOAD_SPORT_PAYMENT_CARD: 'reload-sport-payment-card',
  RELOAD_CUSTOM_JERSEY_SELECTIONS: 'reload-custom-jersey-selections',
  /** §8: "events that refresh the fields select list ... when an individual is added or removed". */
  REFRESH_FIELDS_SELECT_LIST: 'refresh-fields-select-list',
  /** §8: "... and athletes dropdown when an individual is added or removed". */
  REFRESH_ATHLETES_DROPDOWN: 'refresh-athletes-dropdown',
} as const;
export type AppEventName = (typeof APP_EVENTS)[keyof typeof APP_EVENTS];
export const appEventNames: readonly AppEventName[] = Object.values(APP_EVENTS);
