/** What users read about their notifications. */
export const NOTIFICATION_MESSAGES = {
  empty: 'No notifications',
  ownOnly: 'You can only read your own notifications.',
  notFound: 'No such notification.',
  unknown: 'Unknown notification.',
} as const;

/**
 * Every notice the portal leaves on a bell, by a stable id: a notification stores the id and its values and is
 * written in the reader's language when read (decision 040), so it follows her when she changes language.
 * A value may be a catalogue label (a stage, a meeting kind, a role, an account decision): see `NoticeSchema`.
 */
export const NOTICE_MESSAGES = {
  accountDecision: '{decision}',
  accountDecisionReason: '{decision} Reason: {reason}',
  registrationWaiting: 'New registration waiting for approval: {who} ({kind}).',
  appealWaiting: 'Appeal waiting for review: {who} ({kind}).',
  jobRemoved: 'The job "{title}" at {institute} you applied to was removed by the institute.',
  applied: '{seeker} applied to your job "{title}".',
  withdrew: '{seeker} withdrew their application to "{title}".',
  stageChanged: 'Your application to "{title}" at {institute} is now: {stage}.',
  alertOne: 'New job for your alert: {title}',
  alertMany: '{count} new jobs for your alerts, among them {title}',
  enquiryClosed: '{supplier} closed your enquiry.',
  enquiryReplied: '{supplier} replied to your enquiry.',
  busAdWaiting: 'New bus ad waiting for approval: {title} from {institute}.',
  busAdAppealWaiting: 'Appeal waiting for review: the bus ad {title} from {institute}.',
  busReplied: '{from} replied about the bus {title}.',
  busSold: 'The bus {title} you asked about has been sold.',
  adSubmitted: 'Your ad for {title} was sent for approval.',
  adApproved: 'Your ad for {title} was approved and is now shown to buyers.',
  adRejected: 'Your ad for {title} was rejected.',
  adRejectedReason: 'Your ad for {title} was rejected. Reason: {reason}',
  adEnquiry: '{from} sent an enquiry about your ad for {title}.',
  offer: '{school} offers you the position of {position}. Accept or decline it in School Portal.',
  offerAccepted: '{name} accepted your offer of {position}.',
  offerDeclined: '{name} declined your offer of {position}.',
  deskMessage: 'New message from {from} about "{title}".',
  invited: '{school} invites you to a {kind} for "{title}". Choose a time in School Portal.',
  anotherTime: '{name} asked for another time for the {kind} for "{title}".',
  invitationDeclined: '{name} declined the {kind} for "{title}".',
  invitationAccepted: '{name} accepted the {kind} for "{title}".',
  meetingFixed: 'Your {kind} with {school} is fixed.',
  meetingReminder: 'Reminder: {kind} for "{title}" tomorrow.',
} as const;
export type NoticeId = keyof typeof NOTICE_MESSAGES;
