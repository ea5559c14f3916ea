/** What users read about their notifications. */
export const NOTIFICATION_MESSAGES = {
  empty: /*i18n*/ 'No notifications',
  ownOnly: /*i18n*/ 'You can only read your own notifications.',
  notFound: /*i18n*/ 'No such notification.',
  unknown: /*i18n*/ 'Unknown notification.',
} as const;

/**
 * Every notice the portal leaves on a bell, by a stable id: a notification stores the id and its values and is
 * written in the reader's language when read (decision 040), so it follows her when she changes language.
 * A value may be a catalogue label (a stage, a meeting kind, a role, an account decision): see `NoticeSchema`.
 */
export const NOTICE_MESSAGES = {
  accountDecision: /*i18n*/ '{decision}',
  accountDecisionReason: /*i18n*/ '{decision} Reason: {reason}',
  registrationWaiting: /*i18n*/ 'New registration waiting for approval: {who} ({kind}).',
  appealWaiting: /*i18n*/ 'Appeal waiting for review: {who} ({kind}).',
  jobRemoved: /*i18n*/ 'The job "{title}" at {institute} you applied to was removed by the institute.',
  applied: /*i18n*/ '{seeker} applied to your job "{title}".',
  withdrew: /*i18n*/ '{seeker} withdrew their application to "{title}".',
  stageChanged: /*i18n*/ 'Your application to "{title}" at {institute} is now: {stage}.',
  alertOne: /*i18n*/ 'New job for your alert: {title}',
  alertMany: /*i18n*/ '{count} new jobs for your alerts, among them {title}',
  enquiryClosed: /*i18n*/ '{supplier} closed your enquiry.',
  enquiryReplied: /*i18n*/ '{supplier} replied to your enquiry.',
  busAdWaiting: /*i18n*/ 'New bus ad waiting for approval: {title} from {institute}.',
  busAdAppealWaiting: /*i18n*/ 'Appeal waiting for review: the bus ad {title} from {institute}.',
  busReplied: /*i18n*/ '{from} replied about the bus {title}.',
  busSold: /*i18n*/ 'The bus {title} you asked about has been sold.',
  adSubmitted: /*i18n*/ 'Your ad for {title} was sent for approval.',
  adApproved: /*i18n*/ 'Your ad for {title} was approved and is now shown to buyers.',
  adRejected: /*i18n*/ 'Your ad for {title} was rejected.',
  adRejectedReason: /*i18n*/ 'Your ad for {title} was rejected. Reason: {reason}',
  adEnquiry: /*i18n*/ '{from} sent an enquiry about your ad for {title}.',
  offer: /*i18n*/ '{school} offers you the position of {position}. Accept or decline it in School Portal.',
  offerAccepted: /*i18n*/ '{name} accepted your offer of {position}.',
  offerDeclined: /*i18n*/ '{name} declined your offer of {position}.',
  deskMessage: /*i18n*/ 'New message from {from} about "{title}".',
  invited: /*i18n*/ '{school} invites you to a {kind} for "{title}". Choose a time in School Portal.',
  anotherTime: /*i18n*/ '{name} asked for another time for the {kind} for "{title}".',
  invitationDeclined: /*i18n*/ '{name} declined the {kind} for "{title}".',
  invitationAccepted: /*i18n*/ '{name} accepted the {kind} for "{title}".',
  meetingFixed: /*i18n*/ 'Your {kind} with {school} is fixed.',
  meetingReminder: /*i18n*/ 'Reminder: {kind} for "{title}" tomorrow.',
} as const;
export type NoticeId = keyof typeof NOTICE_MESSAGES;
