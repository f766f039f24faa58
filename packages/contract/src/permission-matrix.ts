// The permission matrix: for every endpoint of the contract and every other route the server answers, who
// may call it. It is the reviewed statement of access (docs/security.md); the server's access test walks it
// in both directions for every caller: a caller listed gets past the access check (any answer but 401 or
// 403: a 2xx, a 400 for the sample input, a 404 for an object out of their scope), anyone else gets 401
// without a token and 403 with one. A route without a row fails that test.
//
// Rows name callers, not rules: where a handler refuses a role the endpoint's `access` admits, the row
// leaves that role out. Object-level scope (a federation's staff reach only its objects, a user only their
// own) is the subject of the object-level tests, not of this table.

import type { AnyEndpoint } from './http';

/** Every kind of caller: no token, a signed-in user without a role yet, and each role × permission of §6. */
export const MATRIX_CALLERS = [
  'anonymous',
  'no_role',
  'guest',
  'athlete',
  'ito',
  'wsk_admin:admin',
  'wsk_admin:viewer',
  'nf_admin:admin',
  'nf_admin:viewer',
] as const;
export type MatrixCaller = (typeof MATRIX_CALLERS)[number];

const EVERYONE = MATRIX_CALLERS;
const SIGNED_IN = MATRIX_CALLERS.filter((caller) => caller !== 'anonymous');
const ATHLETE = ['athlete'] as const;
const WSK_ADMIN = ['wsk_admin:admin'] as const;
const WSK = ['wsk_admin:admin', 'wsk_admin:viewer'] as const;
const NF_ADMIN = ['nf_admin:admin'] as const;
const NF = ['nf_admin:admin', 'nf_admin:viewer'] as const;

/** Who may call each endpoint of the contract (endpoint name → callers). */
export const PERMISSION_MATRIX: Readonly<Record<string, readonly MatrixCaller[]>> = {
  getHealth: EVERYONE, // GET /api/health/
  getConfig: EVERYONE, // GET /api/config/
  createToken: EVERYONE, // POST /api/v1/auth/sign_in/token_create/
  refreshToken: EVERYONE, // POST /api/v1/auth/sign_in/token_refresh/
  signOut: EVERYONE, // POST /api/v1/auth/sign_out/
  signOutEverywhere: SIGNED_IN, // POST /api/v1/auth/sign_out_everywhere/
  signUp: EVERYONE, // POST /api/client/users/users/
  getMe: SIGNED_IN, // GET /api/client/users/users/me/
  getUser: SIGNED_IN, // GET /api/client/users/users/:id/
  updateUser: SIGNED_IN, // PATCH /api/client/users/users/:id/
  deleteMe: SIGNED_IN, // DELETE /api/client/users/users/:id/delete_me/
  getMyData: SIGNED_IN, // GET /api/client/users/users/me/data/
  completeTwoFactorSignIn: EVERYONE, // POST /api/v1/auth/sign_in/two_factor/
  getTwoFactorStatus: SIGNED_IN, // GET /api/client/users/users/me/two_factor/
  startTwoFactorSetup: SIGNED_IN, // POST /api/client/users/users/me/two_factor/setup/
  enableTwoFactor: SIGNED_IN, // POST /api/client/users/users/me/two_factor/enable/
  disableTwoFactor: SIGNED_IN, // POST /api/client/users/users/me/two_factor/disable/
  regenerateBackupCodes: SIGNED_IN, // POST /api/client/users/users/me/two_factor/backup_codes/
  clearProfileRole: SIGNED_IN, // DELETE /api/client/users/users/:id/clear_profile_role/
  resendConfirmationCode: SIGNED_IN, // POST /api/client/users/users/resend_confirmation_code/
  confirmEmailByCode: SIGNED_IN, // POST /api/client/users/users/confirm_email_by_code/
  confirmPhoneByCode: SIGNED_IN, // POST /api/client/users/users/confirm_phone_by_code/
  confirmEmailByLink: EVERYONE, // POST /api/client/users/users/confirm_email_by_link/
  setPassword: SIGNED_IN, // POST /api/client/users/users/set_password/
  updatePassword: SIGNED_IN, // POST /api/client/users/users/update_password/
  forgotPassword: EVERYONE, // POST /api/client/users/users/forgot_password/
  confirmForgotPasswordByCode: EVERYONE, // POST /api/client/users/users/confirm_forgot_password_by_code/
  confirmForgotPasswordByLink: EVERYONE, // POST /api/client/users/users/confirm_forgot_password_by_link/
  loginByToken: EVERYONE, // POST /api/v1/auth/sign_in/login_by_token/
  getMyRegistrationProgress: SIGNED_IN, // GET /api/client/users/register-progresses/my/
  changeStepNationalFederation: SIGNED_IN, // POST /api/client/users/register-progresses/:id/change_step_national_federation/
  setIsAthlete: SIGNED_IN, // POST /api/client/users/users/set_is_athlete/
  setIsGuest: SIGNED_IN, // POST /api/client/users/users/set_is_guest/
  setIsNf: SIGNED_IN, // POST /api/client/users/users/set_is_nf/
  setIsIto: SIGNED_IN, // POST /api/client/users/users/set_is_ito/
  setIsWskViewer: SIGNED_IN, // POST /api/client/users/users/set_is_wsk_viewer/
  contactSupport: EVERYONE, // POST /api/client/support/contact_us/
  createSupportRequest: SIGNED_IN, // POST /api/client/support/requests/
  getMySupportRequests: SIGNED_IN, // GET /api/client/support/requests/my/
  presignUserUpload: SIGNED_IN, // POST /api/client/users/users/presign_url/
  uploadFile: EVERYONE, // POST /api/uploads/:key/
  getPrivateFile: EVERYONE, // GET /api/files/:key/
  getPassportDetails: SIGNED_IN, // GET /api/client/users/users/:id/passport_details/
  savePassportDetails: SIGNED_IN, // PUT /api/client/users/users/:id/passport_details/
  getPostalAddress: SIGNED_IN, // GET /api/client/users/users/:id/postal_address/
  savePostalAddress: SIGNED_IN, // PUT /api/client/users/users/:id/postal_address/
  getAntiDoping: SIGNED_IN, // GET /api/client/users/users/:id/anti_doping/
  saveAntiDoping: SIGNED_IN, // PUT /api/client/users/users/:id/anti_doping/
  saveNationalFederation: SIGNED_IN, // PUT /api/client/users/users/:id/national_federation/
  saveAvatar: SIGNED_IN, // PUT /api/client/users/users/:id/avatar/
  getOrganizationChart: SIGNED_IN, // GET /api/client/users/organization-chart/
  editWskJobInformation: SIGNED_IN, // PATCH /api/client/users/users/:id/edit_wsk_job_information/
  editNfJobInformation: SIGNED_IN, // PATCH /api/client/users/users/:id/edit_nf_job_information/
  nfViewerSetJob: SIGNED_IN, // PATCH /api/client/users/users/:id/nf_viewer_set_job/
  createLegalGuardian: SIGNED_IN, // POST /api/client/users/legal-guardians/
  updateLegalGuardian: SIGNED_IN, // PATCH /api/client/users/legal-guardians/:id/
  getLegalGuardian: SIGNED_IN, // GET /api/client/users/legal-guardians/:id/
  presignLegalGuardianUpload: SIGNED_IN, // POST /api/client/users/legal-guardians/presign_url/
  getSocialProviders: SIGNED_IN, // GET /api/v1/client/socials/providers/
  createSocialLink: SIGNED_IN, // POST /api/v1/client/socials/user-links/
  createManySocialLinks: SIGNED_IN, // POST /api/v1/client/socials/user-links/create_many/
  getMySocialLinks: SIGNED_IN, // GET /api/v1/client/socials/user-links/my/
  getUserSocialLinks: SIGNED_IN, // GET /api/v1/client/socials/user-links/:id/by_user/
  updateSocialLink: SIGNED_IN, // PATCH /api/v1/client/socials/user-links/:id/
  deleteSocialLink: SIGNED_IN, // DELETE /api/v1/client/socials/user-links/:id/
  getSports: EVERYONE, // GET /api/client/sport/sports/
  getFederations: EVERYONE, // GET /api/client/sport/federations/
  getFederation: EVERYONE, // GET /api/client/sport/federations/:id/
  getDisciplines: EVERYONE, // GET /api/client/sport/disciplines/
  getStances: EVERYONE, // GET /api/client/sport/stances/
  getDevices: EVERYONE, // GET /api/client/sport/devices/
  createUserSport: SIGNED_IN, // POST /api/client/sport/user-sports/
  updateUserSport: [...WSK_ADMIN, ...NF_ADMIN], // PATCH /api/client/sport/user-sports/:id/
  partialUpdateUserSportByUser: SIGNED_IN, // PATCH /api/client/sport/user-sports/:id/partial_update_by_user/
  deleteUserSport: SIGNED_IN, // DELETE /api/client/sport/user-sports/:id/
  getMyUserSports: SIGNED_IN, // GET /api/client/sport/user-sports/my/
  getUserSportsByUser: SIGNED_IN, // GET /api/client/sport/user-sports/:user/by_user/
  getWskSports: SIGNED_IN, // GET /api/client/sport/user-sports/wsk_sports/
  setWskSports: SIGNED_IN, // POST /api/client/sport/user-sports/wsk_sports/
  getNfSports: SIGNED_IN, // GET /api/client/sport/user-sports/nf_sports/
  setNfSports: SIGNED_IN, // POST /api/client/sport/user-sports/nf_sports/
  changeMarathonNoLevelShowModal: SIGNED_IN, // PATCH /api/client/sport/user-sports/:id/change_marathon_no_level_show_modal/
  createPalmaresForm: SIGNED_IN, // POST /api/client/sport/palmares-forms/
  getPalmaresForm: SIGNED_IN, // GET /api/client/sport/palmares-forms/:id/
  updatePalmaresForm: SIGNED_IN, // PATCH /api/client/sport/palmares-forms/:id/
  exportUsers: [...WSK, ...NF], // POST /api/client/users/users/export_to/
  exportUsersByEmail: [...WSK, ...NF], // POST /api/client/users/users/export_to/email/
  getExportFile: SIGNED_IN, // GET /api/client/users/users/exports/:key/
  matchAthlete: WSK, // GET /api/client/users/users/:id/match_athlete/
  setWskId: WSK_ADMIN, // PATCH /api/client/users/users/:id/set_wsk_id/
  inviteWsk: WSK_ADMIN, // POST /api/client/users/users/invite_wsk/
  inviteNf: WSK_ADMIN, // POST /api/client/users/users/invite_nf/
  inviteAthlete: [...WSK_ADMIN, ...NF_ADMIN], // POST /api/client/users/users/invite_athlete/
  inviteIto: WSK_ADMIN, // POST /api/client/users/users/invite_ito/
  listUsers: [...WSK, ...NF], // GET /api/client/users/users/
  listStaffCandidates: [...WSK, ...NF], // GET /api/client/users/users/staff_candidates/
  listNotApprovedUsers: [...WSK, ...NF], // GET /api/client/users/users/not_approved_users/
  listNotApprovedWskUsers: WSK, // GET /api/client/users/users/not_approved_wsk_users/
  approveFederation: [...WSK_ADMIN, ...NF_ADMIN], // PATCH /api/client/users/users/:id/approve_federation/
  approveWsk: WSK_ADMIN, // PATCH /api/client/users/users/:id/approve_wsk/
  approveNf: WSK_ADMIN, // PATCH /api/client/users/users/:id/approve_nf/
  approveIto: WSK_ADMIN, // PATCH /api/client/users/users/:id/approve_ito/
  declineFederation: [...WSK_ADMIN, ...NF_ADMIN], // DELETE /api/client/users/users/:id/decline_federation/
  declineWsk: WSK_ADMIN, // DELETE /api/client/users/users/:id/decline_wsk/
  declineNf: WSK_ADMIN, // DELETE /api/client/users/users/:id/decline_nf/
  declineIto: WSK_ADMIN, // DELETE /api/client/users/users/:id/decline_ito/
  getRoles: SIGNED_IN, // GET /api/client/users/users/roles/
  deleteUser: WSK_ADMIN, // DELETE /api/client/users/users/:id/
  listAuditEvents: WSK_ADMIN, // GET /api/client/audit/events/ (decision 024: not WSK viewers)
  listWskIds: WSK, // GET /api/client/sport/wsk-ids/
  findCandidates: WSK, // GET /api/client/sport/wsk-ids/:id/find_candidates/
  searchAllCandidates: WSK_ADMIN, // POST /api/client/sport/wsk-ids/search_candidates/
  importWskIds: WSK_ADMIN, // POST /api/client/sport/wsk-ids/import/
  listEvents: SIGNED_IN, // GET /api/client/events/
  createEvent: WSK_ADMIN, // POST /api/client/events/
  getEvent: SIGNED_IN, // GET /api/client/events/:id/
  updateEvent: WSK_ADMIN, // PATCH /api/client/events/:id/
  deleteEvent: WSK_ADMIN, // DELETE /api/client/events/:id/
  publishEvent: WSK_ADMIN, // POST /api/client/events/:id/publish/
  archiveEvent: WSK_ADMIN, // POST /api/client/events/:id/archive/
  listEventSports: SIGNED_IN, // GET /api/client/events/:id/sports/
  createEventSport: WSK_ADMIN, // POST /api/client/events/:id/sports/
  getEventSport: SIGNED_IN, // GET /api/client/events/:id/sports/:sportId/
  updateEventSport: WSK_ADMIN, // PATCH /api/client/events/:id/sports/:sportId/
  deleteEventSport: WSK_ADMIN, // DELETE /api/client/events/:id/sports/:sportId/
  setParticipantSettings: WSK_ADMIN, // PUT /api/client/events/:id/sports/:sportId/participants/
  presignEventUpload: WSK_ADMIN, // POST /api/client/events/:id/presign_url/
  listEventNews: SIGNED_IN, // GET /api/client/events/:id/news/
  createEventNews: WSK_ADMIN, // POST /api/client/events/:id/news/
  getEventNews: SIGNED_IN, // GET /api/client/events/:id/news/:newsId/
  updateEventNews: WSK_ADMIN, // PATCH /api/client/events/:id/news/:newsId/
  deleteEventNews: WSK_ADMIN, // DELETE /api/client/events/:id/news/:newsId/
  listEventMedia: SIGNED_IN, // GET /api/client/events/:id/media/
  createEventMedia: WSK_ADMIN, // POST /api/client/events/:id/media/
  updateEventMedia: WSK_ADMIN, // PATCH /api/client/events/:id/media/:mediaId/
  deleteEventMedia: WSK_ADMIN, // DELETE /api/client/events/:id/media/:mediaId/
  listEventReports: SIGNED_IN, // GET /api/client/events/:id/reports/
  createEventReport: WSK_ADMIN, // POST /api/client/events/:id/reports/
  updateEventReport: WSK_ADMIN, // PATCH /api/client/events/:id/reports/:reportId/
  deleteEventReport: WSK_ADMIN, // DELETE /api/client/events/:id/reports/:reportId/
  listEventStaff: SIGNED_IN, // GET /api/client/events/:id/staff/
  listEventStaffCandidates: WSK, // GET /api/client/events/:id/staff/candidates/
  addStaffMember: WSK_ADMIN, // POST /api/client/events/:id/staff/
  updateStaffMember: WSK_ADMIN, // PATCH /api/client/events/:id/staff/:memberId/
  removeStaffMember: WSK_ADMIN, // DELETE /api/client/events/:id/staff/:memberId/
  listEventItos: SIGNED_IN, // GET /api/client/events/:id/itos/
  listItoCandidates: WSK, // GET /api/client/events/:id/itos/candidates/
  assignIto: WSK_ADMIN, // POST /api/client/events/:id/itos/
  updateItoAssignment: WSK_ADMIN, // PATCH /api/client/events/:id/itos/:assignmentId/
  removeItoAssignment: WSK_ADMIN, // DELETE /api/client/events/:id/itos/:assignmentId/
  listFederationQuotas: [...WSK, ...NF], // GET /api/client/events/:id/sports/:sportId/quotas/
  setFederationQuotas: WSK_ADMIN, // PUT /api/client/events/:id/sports/:sportId/quotas/
  listNfManagement: [...WSK, ...NF], // GET /api/client/events/:id/nf-management/
  getNfManagement: [...WSK, ...NF], // GET /api/client/events/:id/nf-management/:federationId/
  listMyEvents: SIGNED_IN, // GET /api/client/events/my/
  listUserEvents: SIGNED_IN, // GET /api/client/events/users/:userId/
  listRegistrationCandidates: [...WSK, ...NF], // GET /api/client/events/:id/sports/:sportId/registration/candidates/
  getFederationRegistration: [...WSK, ...NF], // GET /api/client/events/:id/sports/:sportId/registration/federations/:federationId/
  registerParticipant: [...WSK_ADMIN, ...NF_ADMIN], // POST /api/client/events/:id/sports/:sportId/participants/
  listEventSportParticipants: [...WSK, ...NF], // GET /api/client/events/:id/sports/:sportId/participants/
  getSelfRegistration: ATHLETE, // GET /api/client/events/:id/sports/:sportId/registration/self/
  registerSelf: ATHLETE, // POST /api/client/events/:id/sports/:sportId/registration/self/
  getParticipant: SIGNED_IN, // GET /api/client/events/:id/participants/:participantId/
  withdrawParticipant: SIGNED_IN, // POST /api/client/events/:id/participants/:participantId/withdraw/
  approveParticipant: WSK_ADMIN, // POST /api/client/events/:id/participants/:participantId/approve/
  rejectParticipant: WSK_ADMIN, // POST /api/client/events/:id/participants/:participantId/reject/
  updatePreSeed: [...WSK_ADMIN, ...NF_ADMIN], // PATCH /api/client/events/:id/participants/:participantId/pre-seed/
  listEventParticipants: [...WSK, ...NF], // GET /api/client/events/:id/participants/
  exportEventParticipants: WSK, // GET /api/client/events/:id/participants/export/
  getCredentialsPickup: [...WSK, ...NF], // GET /api/client/events/:id/credentials-pickup/:federationId/
  setCredentialsPickup: [...WSK_ADMIN, ...NF_ADMIN], // PUT /api/client/events/:id/credentials-pickup/:federationId/
  getCredential: SIGNED_IN, // GET /api/client/events/participants/:participantId/credential/
  getCredentialPdf: SIGNED_IN, // GET /api/client/events/participants/:participantId/credential/pdf/
  checkCredential: SIGNED_IN, // GET /api/client/events/:id/guard-check/:userId/:roleId/
  getStaffRegistration: SIGNED_IN, // GET /api/client/events/:id/role-registration/:group/
  applyForStaff: SIGNED_IN, // POST /api/client/events/:id/role-registration/:group/
  getItoRegistration: SIGNED_IN, // GET /api/client/events/:id/sports/:sportId/ito-registration/
  applyAsIto: SIGNED_IN, // POST /api/client/events/:id/sports/:sportId/ito-registration/
  getMyTeams: SIGNED_IN, // GET /api/client/teams/teams/my/
  listTeams: SIGNED_IN, // GET /api/client/teams/teams/
  listActivePaidTeams: SIGNED_IN, // GET /api/client/teams/teams/active_paid/
  getTeam: SIGNED_IN, // GET /api/client/teams/teams/:id/
  updateTeam: SIGNED_IN, // PATCH /api/client/teams/teams/:id/
  presignTeamLogo: SIGNED_IN, // POST /api/client/teams/teams/presign_url/
  banTeam: WSK_ADMIN, // POST /api/client/teams/teams/:id/ban/
  unbanTeam: WSK_ADMIN, // POST /api/client/teams/teams/:id/unban/
  getTeamRegistration: SIGNED_IN, // GET /api/client/events/:id/sports/:sportId/teams/:teamId/registration/
  listTeamRegistrationCandidates: SIGNED_IN, // GET /api/client/events/:id/sports/:sportId/teams/:teamId/registration/candidates/
  registerTeamParticipant: SIGNED_IN, // POST /api/client/events/:id/sports/:sportId/teams/:teamId/participants/
  listTeamParticipants: SIGNED_IN, // GET /api/client/events/:id/sports/:sportId/teams/:teamId/participants/
  listCurrencies: SIGNED_IN, // GET /api/client/payment/currencies/
  listPaymentSystems: SIGNED_IN, // GET /api/client/payment/payment-systems/
  getPayment: SIGNED_IN, // GET /api/client/payment/payments/:id/
  listPayments: SIGNED_IN, // GET /api/client/payment/payments/
  confirmPayment: WSK_ADMIN, // POST /api/client/payment/payments/:id/confirm/
  deletePayment: NF_ADMIN, // DELETE /api/client/payment/payments/:id/
  listAthleteOrders: ATHLETE, // GET /api/client/payment/payments/athlete_orders/
  getAthleteOrderDetail: ATHLETE, // GET /api/client/payment/payments/:id/athlete_order_detail/
  listWskOrders: WSK, // GET /api/client/new_payments/orders/wsk_list/
  getWskOrderDetails: WSK, // GET /api/client/new_payments/orders/wsk_details/
  listWskTeamOrders: WSK, // GET /api/client/new_payments/orders/marathon_teams_wsk_list/
  getWskTeamOrderDetails: WSK, // GET /api/client/new_payments/orders/marathon_teams_wsk_details/
  listWskIndividuals: WSK, // GET /api/client/new_payments/participants/marathon_individuals_wsk_list/
  getWskIndividualOrderDetails: WSK, // GET /api/client/new_payments/orders/marathon_individuals_wsk_details/
  listNfAwaitingOrders: NF, // GET /api/client/new_payments/orders/nf_payments/
  listNfIndividualOrders: NF, // GET /api/client/new_payments/orders/nf_individual_payments/
  listNfProcessedOrders: NF, // GET /api/client/new_payments/orders/nf_processed_payments/
  listNfWaivedOrders: NF, // GET /api/client/new_payments/orders/nf_waived_payments/
  getNfTotal: NF, // GET /api/client/new_payments/orders/nf_total/
  listAthleteAwaitingOrders: ATHLETE, // GET /api/client/new_payments/orders/athlete_awaiting_payment/
  listAthleteProcessedOrders: ATHLETE, // GET /api/client/new_payments/orders/athlete_processed_payments/
  listAthleteWaivedOrders: ATHLETE, // GET /api/client/new_payments/orders/athlete_waived_payment/
  getAthleteTotal: ATHLETE, // GET /api/client/new_payments/orders/athlete_total/
  listTeamAwaitingOrders: SIGNED_IN, // GET /api/client/new_payments/orders/team_admin_payments/
  listTeamIndividualOrders: SIGNED_IN, // GET /api/client/new_payments/orders/team_admin_individual_payments/
  listTeamProcessedOrders: SIGNED_IN, // GET /api/client/new_payments/orders/team_admin_processed_payments/
  listTeamWaivedOrders: SIGNED_IN, // GET /api/client/new_payments/orders/team_admin_waived_payments/
  getPaymentsExist: SIGNED_IN, // GET /api/client/new_payments/participants/payments_exists/
  listNotPaidOrders: SIGNED_IN, // GET /api/client/new_payments/orders/not_paid_orders/
  checkOrderAmount: SIGNED_IN, // GET /api/client/new_payments/orders/:id/check_amount/
  changeDiscount: WSK_ADMIN, // PATCH /api/client/new_payments/participants/:id/wsk_change_discount/
  changeAllowedPaymentSystems: WSK_ADMIN, // PATCH /api/client/new_payments/orders/:id/wsk_change_allowed_payment_systems/
  moveToIndividual: [...WSK_ADMIN, ...NF_ADMIN], // POST /api/client/new_payments/participants/:id/nf_move_to_individual/
  moveToFederation: [...WSK_ADMIN, ...NF_ADMIN], // POST /api/client/new_payments/participants/:id/nf_move_to_nf/
  createOrderPayment: SIGNED_IN, // POST /api/client/new_payments/order-payments/
  deleteOrderPayment: SIGNED_IN, // DELETE /api/client/new_payments/order-payments/:id/
  presignOrderPaymentProof: SIGNED_IN, // POST /api/client/new_payments/order-payments/presign_url/
  confirmOrderPayment: WSK_ADMIN, // PATCH /api/client/new_payments/order-payments/:id/wsk_confirm/
  updateOrderPayment: WSK_ADMIN, // PATCH /api/client/new_payments/order-payments/:id/wsk_update/
  declineOrderPayment: WSK_ADMIN, // DELETE /api/client/new_payments/order-payments/:id/wsk_decline/
  getBankDetails: SIGNED_IN, // GET /api/client/new_payments/orders/bank_details/
  receivePaymentNotification: EVERYONE, // POST /api/payments/webhook/:provider/
  getTestCheckout: SIGNED_IN, // GET /api/payments/test-checkout/:token/
  completeTestCheckout: SIGNED_IN, // POST /api/payments/test-checkout/:token/
  createRefundRequest: SIGNED_IN, // POST /api/client/new_payments/participant-refund-requests/
  deleteRefundRequest: SIGNED_IN, // DELETE /api/client/new_payments/participant-refund-requests/:id/
  wskCreateRefund: WSK_ADMIN, // POST /api/client/new_payments/participant-refund-requests/wsk_create_refund/
  wskConfirmRefund: WSK_ADMIN, // PATCH /api/client/new_payments/participant-refund-requests/:id/wsk_confirm/
  wskChangeRefund: WSK_ADMIN, // PATCH /api/client/new_payments/participant-refund-requests/:id/wsk_change_refund/
  getCurrentTeamApplicationPeriod: EVERYONE, // GET /api/client/teams/team-application-periods/now/
  listTeamApplications: WSK, // GET /api/client/teams/team-applications/
  listMyTeamApplications: SIGNED_IN, // GET /api/client/teams/team-applications/my/
  getTeamApplication: SIGNED_IN, // GET /api/client/teams/team-applications/:id/
  withdrawTeamApplication: SIGNED_IN, // DELETE /api/client/teams/team-applications/:id/
  createTeamApplication: EVERYONE, // POST /api/client/teams/team-applications/
  sendTeamApplicationCode: EVERYONE, // POST /api/client/teams/team-applications/:id/send_code/
  confirmTeamApplicationEmail: EVERYONE, // POST /api/client/teams/team-applications/confirm_email/
  presignTeamApplicationDocument: EVERYONE, // POST /api/client/teams/team-applications/presign_url/
  changeTeamApplicationStatus: WSK_ADMIN, // POST /api/client/teams/team-applications/:id/change_status/
  addRosterEntry: SIGNED_IN, // POST /api/client/teams/team-roster/
  listRoster: SIGNED_IN, // GET /api/client/teams/team-roster/
  listMyRoster: SIGNED_IN, // GET /api/client/teams/team-roster/my/
  listRosterByUser: SIGNED_IN, // GET /api/client/teams/team-roster/by_user/
  listRosterCandidates: SIGNED_IN, // GET /api/client/teams/team-roster/candidates/
  changeRosterStatus: SIGNED_IN, // PATCH /api/client/teams/team-roster/:id/change_status/
  removeRosterEntry: SIGNED_IN, // DELETE /api/client/teams/team-roster/:id/
  getCurrentTeamSeason: SIGNED_IN, // GET /api/client/teams/team-seasons/now/
  listActivePaidSeasonsByTeam: SIGNED_IN, // GET /api/client/teams/team-seasons/active_paid_by_team/
  listAnnualTeamFeesForTeamAdmin: SIGNED_IN, // GET /api/client/teams/annual-team-fees/for_team_admin/
  createAnnualOrder: SIGNED_IN, // POST /api/client/teams/annual-orders/
  listTeamAdminAwaitingAnnualOrders: SIGNED_IN, // GET /api/client/teams/annual-orders/team_admin_awaiting_payments/
  listTeamAdminProcessedAnnualOrders: SIGNED_IN, // GET /api/client/teams/annual-orders/team_admin_processed_payments/
  listTeamAdminWaivedAnnualOrders: SIGNED_IN, // GET /api/client/teams/annual-orders/team_admin_waived_payments/
  getAnnualOrder: SIGNED_IN, // GET /api/client/teams/annual-orders/:id/
  checkAnnualOrderAmount: SIGNED_IN, // GET /api/client/teams/annual-orders/:id/check_amount/
  listWskAnnualOrders: WSK, // GET /api/client/teams/annual-orders/wsk_list/
  createAnnualOrderPayment: SIGNED_IN, // POST /api/client/teams/annual-order-payments/
  withdrawAnnualOrderPayment: SIGNED_IN, // DELETE /api/client/teams/annual-order-payments/:id/
  presignAnnualOrderPaymentProof: SIGNED_IN, // POST /api/client/teams/annual-order-payments/presign_url/
  createAnnualRefundRequest: SIGNED_IN, // POST /api/client/teams/annual-order-line-refund-requests/
  withdrawAnnualRefundRequest: SIGNED_IN, // DELETE /api/client/teams/annual-order-line-refund-requests/:id/
};

/**
 * Callers a row lists who pass only under a condition of the object or of their own account (endpoint name
 * → caller → the condition). The matrix test's sample call does not meet it and expects 403; the tests
 * named here prove the allowed case.
 */
export const CONDITIONAL_CALLERS: Readonly<Record<string, Partial<Record<MatrixCaller, string>>>> = {
  // profile.test.ts: "a WSK administrator cannot leave their own role, but clears another user's".
  clearProfileRole: {
    'wsk_admin:admin': 'not their own approved WSK administrator role: another administrator clears it',
  },
  // approvals.test.ts: "an NF administrator approves a pending athlete of their federation", and gets the
  // same 403 for another federation's athlete and an unknown id.
  approveFederation: { 'nf_admin:admin': 'a user of their own federation' },
  declineFederation: { 'nf_admin:admin': 'a user of their own federation' },
  // credentials.test.ts: "is for WSK staff and the event's staff and LOC roster only".
  checkCredential: Object.fromEntries(
    SIGNED_IN.filter((caller) => !caller.startsWith('wsk_admin')).map((caller) => [
      caller,
      "on the event's roster",
    ]),
  ),
};

/**
 * Routes the server answers outside the contract ("METHOD path" → callers): the API's own documentation.
 * The development-only routes (`/api/dev/`) are not registered in production and are listed by the test.
 */
export const ROUTES_OUTSIDE_THE_CONTRACT: Readonly<Record<string, readonly MatrixCaller[]>> = {
  'GET /api/openapi.json': EVERYONE,
  'GET /api/docs': EVERYONE,
  'GET /api/docs/': EVERYONE,
  'GET /api/docs/*': EVERYONE,
  'GET /api/docs/json': EVERYONE,
  'GET /api/docs/yaml': EVERYONE,
  'GET /api/docs/static/index.html': EVERYONE,
  'GET /api/docs/static/swagger-initializer.js': EVERYONE,
};

/**
 * What a viewer may do with a write their row lets them reach (§6: viewers read, they do not administer).
 * `own-account`: their own profile, password, settings, sports, uploads, applications (another user's id
 * is refused). `object-scoped`: allowed only on an object the caller owns as a person (their order as its
 * payer, the team they administer, their roster place); never on their federation's or WSK's behalf.
 * `public`: open without a token; a viewer's token adds nothing. `read`: a read sent as POST.
 */
export type ViewerWriteKind = 'own-account' | 'object-scoped' | 'public' | 'read';

/** Every write a viewer reaches in PERMISSION_MATRIX, classified (viewer-writes.test.ts proves it). */
export const VIEWER_WRITES: Readonly<Record<string, { kind: ViewerWriteKind; reason: string }>> = {
  createToken: { kind: 'public', reason: 'Signing in.' },
  refreshToken: { kind: 'public', reason: 'Renews the caller’s own session.' },
  signOut: { kind: 'public', reason: 'Ends the caller’s own session.' },
  signUp: { kind: 'public', reason: 'Makes a new account.' },
  completeTwoFactorSignIn: { kind: 'public', reason: 'The second step of signing in.' },
  confirmEmailByLink: { kind: 'public', reason: 'The e-mailed link confirms the address it was sent to.' },
  forgotPassword: { kind: 'public', reason: 'Sends a recovery code to the address given.' },
  confirmForgotPasswordByCode: { kind: 'public', reason: 'Recovery of the account the code was sent for.' },
  confirmForgotPasswordByLink: { kind: 'public', reason: 'Recovery of the account the link was sent for.' },
  loginByToken: { kind: 'public', reason: 'Signs in with a one-time link sent to the account.' },
  contactSupport: { kind: 'public', reason: 'Anyone may write to support.' },
  uploadFile: { kind: 'public', reason: 'The signed upload target of a presign the caller was given.' },
  receivePaymentNotification: { kind: 'public', reason: 'The payment provider’s signed notification.' },
  sendTeamApplicationCode: { kind: 'public', reason: 'Re-sends the code to the application’s own contact.' },
  confirmTeamApplicationEmail: { kind: 'public', reason: 'The contact confirms with the code they got.' },
  presignTeamApplicationDocument: {
    kind: 'public',
    reason: 'An upload for an application, made without an account.',
  },
  exportUsers: { kind: 'read', reason: 'The lists the viewer may read, as a file (scoped like the lists).' },
  exportUsersByEmail: { kind: 'read', reason: 'The same export, e-mailed to the caller.' },
  updateUser: { kind: 'own-account', reason: 'Their own profile; another user’s is refused.' },
  deleteMe: { kind: 'own-account', reason: 'Deletes their own account.' },
  clearProfileRole: {
    kind: 'own-account',
    reason: 'Leaves their own role (only WSK administrators clear others’).',
  },
  resendConfirmationCode: { kind: 'own-account', reason: 'A code to their own e-mail or phone.' },
  confirmEmailByCode: { kind: 'own-account', reason: 'Confirms their own e-mail.' },
  confirmPhoneByCode: { kind: 'own-account', reason: 'Confirms their own phone.' },
  setPassword: { kind: 'own-account', reason: 'Their own new password after a recovery.' },
  updatePassword: { kind: 'own-account', reason: 'Changes their own password.' },
  signOutEverywhere: { kind: 'own-account', reason: 'Ends every session of their own account.' },
  startTwoFactorSetup: { kind: 'own-account', reason: 'Sets up their own two-factor sign-in.' },
  enableTwoFactor: { kind: 'own-account', reason: 'Turns on their own two-factor sign-in.' },
  disableTwoFactor: { kind: 'own-account', reason: 'Turns off their own two-factor sign-in.' },
  regenerateBackupCodes: { kind: 'own-account', reason: 'New backup codes for their own account.' },
  changeStepNationalFederation: { kind: 'own-account', reason: 'A step of their own sign-up.' },
  setIsAthlete: { kind: 'own-account', reason: 'Asks for a role for themselves (pending approval).' },
  setIsGuest: { kind: 'own-account', reason: 'Takes the guest role for themselves.' },
  setIsNf: { kind: 'own-account', reason: 'Asks for a role for themselves (pending approval).' },
  setIsIto: { kind: 'own-account', reason: 'Asks for a role for themselves (pending approval).' },
  setIsWskViewer: { kind: 'own-account', reason: 'Asks for a role for themselves (pending approval).' },
  createSupportRequest: { kind: 'own-account', reason: 'Their own support request.' },
  presignUserUpload: { kind: 'own-account', reason: 'An upload owned by the caller.' },
  savePassportDetails: { kind: 'own-account', reason: 'Their own passport; another user’s is refused.' },
  savePostalAddress: { kind: 'own-account', reason: 'Their own address; another user’s is refused.' },
  saveAntiDoping: { kind: 'own-account', reason: 'Their own certificate; another user’s is refused.' },
  saveNationalFederation: { kind: 'own-account', reason: 'Their own federation; another user’s is refused.' },
  saveAvatar: { kind: 'own-account', reason: 'Their own picture; another user’s is refused.' },
  editWskJobInformation: { kind: 'own-account', reason: 'Their own job (WSK administrators set anyone’s).' },
  editNfJobInformation: { kind: 'own-account', reason: 'Their own job while their NF role is pending.' },
  nfViewerSetJob: { kind: 'own-account', reason: 'Their own position within their federation.' },
  createLegalGuardian: { kind: 'own-account', reason: 'The guardian of the signed-in minor.' },
  updateLegalGuardian: { kind: 'own-account', reason: 'Their own guardian.' },
  presignLegalGuardianUpload: { kind: 'own-account', reason: 'An upload owned by the caller.' },
  createSocialLink: { kind: 'own-account', reason: 'Their own social link.' },
  createManySocialLinks: { kind: 'own-account', reason: 'Their own social links.' },
  updateSocialLink: { kind: 'own-account', reason: 'Their own social link.' },
  deleteSocialLink: { kind: 'own-account', reason: 'Their own social link.' },
  createUserSport: { kind: 'own-account', reason: 'Their own sport.' },
  partialUpdateUserSportByUser: { kind: 'own-account', reason: 'Their own sport.' },
  deleteUserSport: { kind: 'own-account', reason: 'Their own sport.' },
  setWskSports: { kind: 'own-account', reason: 'The sports of their own WSK role.' },
  setNfSports: { kind: 'own-account', reason: 'The sports of their own NF role.' },
  changeMarathonNoLevelShowModal: { kind: 'own-account', reason: 'A display setting of their own sport.' },
  createPalmaresForm: { kind: 'own-account', reason: 'Their own palmares.' },
  updatePalmaresForm: { kind: 'own-account', reason: 'Their own palmares.' },
  applyForStaff: { kind: 'own-account', reason: 'Applies themselves to an event’s staff or LOC.' },
  applyAsIto: { kind: 'own-account', reason: 'Applies themselves as an ITO of an event sport.' },
  presignTeamLogo: {
    kind: 'own-account',
    reason: 'An upload owned by the caller; only updateTeam attaches it.',
  },
  presignOrderPaymentProof: {
    kind: 'own-account',
    reason: 'An upload owned by the caller; only a payment attaches it.',
  },
  presignAnnualOrderPaymentProof: {
    kind: 'own-account',
    reason: 'An upload owned by the caller; only a payment attaches it.',
  },
  createTeamApplication: {
    kind: 'own-account',
    reason: 'Applies with a team as themselves (also without an account).',
  },
  withdrawParticipant: {
    kind: 'object-scoped',
    reason: 'Their own registration; never their federation’s athletes.',
  },
  updateTeam: { kind: 'object-scoped', reason: 'A team they administer.' },
  registerTeamParticipant: { kind: 'object-scoped', reason: 'For a team they administer.' },
  createOrderPayment: {
    kind: 'object-scoped',
    reason: 'Their own or their team’s order as its payer; never the federation’s.',
  },
  deleteOrderPayment: { kind: 'object-scoped', reason: 'A payment of an order they pay themselves.' },
  completeTestCheckout: { kind: 'object-scoped', reason: 'The checkout of a payment they made.' },
  createRefundRequest: { kind: 'object-scoped', reason: 'A line of an order they pay themselves.' },
  deleteRefundRequest: { kind: 'object-scoped', reason: 'A refund request on an order they pay themselves.' },
  withdrawTeamApplication: {
    kind: 'object-scoped',
    reason: 'Their own application (WSK administrators any).',
  },
  addRosterEntry: { kind: 'object-scoped', reason: 'The roster of a team they administer.' },
  changeRosterStatus: { kind: 'object-scoped', reason: 'Their own place on a roster (the athlete answers).' },
  removeRosterEntry: { kind: 'object-scoped', reason: 'A team they administer, or leaving their own place.' },
  createAnnualOrder: { kind: 'object-scoped', reason: 'The annual order of a team they administer.' },
  createAnnualOrderPayment: { kind: 'object-scoped', reason: 'Pays their team’s annual order.' },
  withdrawAnnualOrderPayment: { kind: 'object-scoped', reason: 'A payment of their team’s annual order.' },
  createAnnualRefundRequest: { kind: 'object-scoped', reason: 'A line of their team’s annual order.' },
  withdrawAnnualRefundRequest: {
    kind: 'object-scoped',
    reason: 'A refund request of their team’s annual order.',
  },
};

/** The row of an endpoint; throws for an endpoint without one (the matrix test lists them all first). */
export function callersOf(endpoint: Pick<AnyEndpoint, 'name'>): readonly MatrixCaller[] {
  const row = PERMISSION_MATRIX[endpoint.name];
  if (!row) throw new Error(`No row of the permission matrix for ${endpoint.name}`);
  return row;
}
