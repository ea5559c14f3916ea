import { z } from 'zod';
import { IsoDateSchema } from '../common.ts';
import { calendarDate } from '../dates.ts';
import { entered, required, text } from '../fields.ts';
import { ApplicationStageSchema } from '../applications/schemas.ts';
import { HIRING_MESSAGES as M } from './messages.ts';

/** Who wrote in an application's thread: the school's staff or the candidate herself. */
export const HIRING_SIDES = ['school', 'candidate'] as const;
export type HiringSide = (typeof HIRING_SIDES)[number];

export const MAX_HIRING_MESSAGE = 2000;

/** An interview, or a demo lesson (the class the candidate teaches while the school watches). */
export const MEETING_KINDS = ['interview', 'demo'] as const;
export type MeetingKind = (typeof MEETING_KINDS)[number];
export const MEETING_KIND_LABELS: Record<MeetingKind, string> = {
  interview: /*i18n*/ 'Interview',
  demo: /*i18n*/ 'Demo lesson',
};

/** Where it happens: at the school (its address), a phone call, or a video call (its link). */
export const MEETING_MODES = ['inPerson', 'phone', 'video'] as const;
export type MeetingMode = (typeof MEETING_MODES)[number];
export const MEETING_MODE_LABELS: Record<MeetingMode, string> = {
  inPerson: /*i18n*/ 'In person',
  phone: /*i18n*/ 'By phone',
  video: /*i18n*/ 'Video call',
};

/** proposed → accepted (one time taken), anotherAsked (none suits her), declined. */
export const INVITATION_STATUSES = ['proposed', 'accepted', 'anotherAsked', 'declined'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];
export const INVITATION_STATUS_LABELS: Record<InvitationStatus, string> = {
  proposed: /*i18n*/ 'Waiting for the candidate',
  accepted: /*i18n*/ 'Accepted',
  anotherAsked: /*i18n*/ 'Asked for another time',
  declined: /*i18n*/ 'Declined',
};

export const OFFER_STATUSES = ['sent', 'accepted', 'declined'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];
export const OFFER_STATUS_LABELS: Record<OfferStatus, string> = {
  sent: /*i18n*/ 'Waiting for the candidate',
  accepted: /*i18n*/ 'Accepted',
  declined: /*i18n*/ 'Declined',
};

export const ApplicationIdParamSchema = z.object({ applicationId: z.uuid({ error: M.notFound }) });
export const InvitationIdParamSchema = z.object({ invitationId: z.uuid({ error: M.invitationNotFound }) });
export const OfferIdParamSchema = z.object({ offerId: z.uuid({ error: M.offerNotFound }) });

const messageBody = () => required(M.messageRequired).pipe(z.string().max(MAX_HIRING_MESSAGE, M.messageTooLong));

export const HiringMessageFormSchema = z.object({ message: messageBody() });
export type HiringMessageForm = z.input<typeof HiringMessageFormSchema>;

/** The school writes first to a teacher it found on Find Employee, about one of its jobs. */
export const StartConversationSchema = z.object({
  jobId: required(M.jobRequired).pipe(z.string().max(100)),
  seekerId: z.uuid({ error: M.seekerNotFound }),
  message: messageBody(),
});
export type StartConversation = z.input<typeof StartConversationSchema>;

export const HiringMessageSchema = z.object({
  _id: z.string(),
  side: z.enum(HIRING_SIDES),
  authorName: z.string(),
  body: z.string(),
  createdAt: IsoDateSchema,
  /** Whether the other side has opened the thread since. */
  read: z.boolean(),
});
export type HiringMessage = z.infer<typeof HiringMessageSchema>;

/** A proposed time, as the school's office writes it: Indian time, to the minute. */
const slotTime = () => text(M.slotFormat).regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, M.slotFormat);

export const InvitationFormSchema = z
  .object({
    kind: z.enum(MEETING_KINDS, { error: /*i18n*/ 'Choose interview or demo lesson.' }),
    mode: z.enum(MEETING_MODES, { error: /*i18n*/ 'Choose in person, phone or video call.' }),
    /** The address (in person), the school's phone (by phone) or the video link. */
    place: z
      .union([z.literal('').transform(() => null), text().trim().max(500)])
      .nullable()
      .optional(),
    className: z
      .union([z.literal('').transform(() => null), text().trim().max(100)])
      .nullable()
      .optional(),
    topic: z
      .union([z.literal('').transform(() => null), text().trim().max(200)])
      .nullable()
      .optional(),
    durationMinutes: z
      .number({ error: M.durationRange })
      .int(M.durationRange)
      .min(10, M.durationRange)
      .max(240, M.durationRange),
    slots: z.array(slotTime()).min(1, M.slotsRequired).max(6, M.slotsTooMany),
  })
  .superRefine((v, ctx) => {
    const need = (ok: unknown, path: string, message: string) => {
      if (!ok) ctx.addIssue({ code: 'custom', path: [path], message });
    };
    if (v.mode === 'inPerson') need(v.place, 'place', M.placeRequiredInPerson);
    if (v.mode === 'phone') need(v.place, 'place', M.placeRequiredPhone);
    if (v.mode === 'video') {
      need(v.place, 'place', M.placeRequiredVideo);
      if (v.place) need(/^https:\/\/\S+$/.test(v.place), 'place', M.videoLinkFormat);
    }
    if (v.kind === 'demo') {
      need(v.className, 'className', M.classRequired);
      need(v.topic, 'topic', M.topicRequired);
    }
    need(new Set(v.slots).size === v.slots.length, 'slots', M.slotTwice);
  });
export type InvitationForm = z.input<typeof InvitationFormSchema>;

export const INVITATION_ANSWERS = ['accept', 'another', 'decline'] as const;
export const InvitationAnswerSchema = z
  .object({
    answer: z.enum(INVITATION_ANSWERS, { error: /*i18n*/ 'Answer accept, another or decline.' }),
    slotId: z.uuid({ error: M.slotRequired }).optional(),
    note: z
      .union([z.literal('').transform(() => null), text().trim().max(500)])
      .nullable()
      .optional(),
  })
  .refine((v) => v.answer !== 'accept' || v.slotId, { path: ['slotId'], message: M.slotRequired });
export type InvitationAnswer = z.input<typeof InvitationAnswerSchema>;

export const SlotSchema = z.object({
  _id: z.string(),
  startsAt: IsoDateSchema,
  /** Taken by this invitation's candidate (the chosen time). */
  chosen: z.boolean(),
  /** Taken by another candidate: no longer on offer. */
  taken: z.boolean(),
});

export const InvitationSchema = z.object({
  _id: z.string(),
  kind: z.enum(MEETING_KINDS),
  mode: z.enum(MEETING_MODES),
  place: z.string().nullable(),
  className: z.string().nullable(),
  topic: z.string().nullable(),
  durationMinutes: z.number().int(),
  status: z.enum(INVITATION_STATUSES),
  candidateNote: z.string().nullable(),
  slots: z.array(SlotSchema),
  createdAt: IsoDateSchema,
});
export type Invitation = z.infer<typeof InvitationSchema>;

export const MAX_MONTHLY_PAY = 1_000_000;

export const OfferFormSchema = z.object({
  position: required(M.positionRequired).pipe(z.string().max(200)),
  /** Whole rupees a month (stored as paise). */
  monthlyPay: entered(
    z.number({ error: M.payRequired }).int(M.payRange).min(1, M.payRange).max(MAX_MONTHLY_PAY, M.payRange),
    M.payRequired,
  ),
  joiningDate: required(M.joiningRequired).pipe(calendarDate()),
  note: z
    .union([z.literal('').transform(() => null), text().trim().max(1000)])
    .nullable()
    .optional(),
});
export type OfferForm = z.input<typeof OfferFormSchema>;

export const OfferAnswerSchema = z.object({
  answer: z.enum(['accept', 'decline'], { error: /*i18n*/ 'Answer accept or decline.' }),
});

export const OfferSchema = z.object({
  _id: z.string(),
  position: z.string(),
  monthlyPay: z.number(),
  joiningDate: z.string(),
  note: z.string().nullable(),
  status: z.enum(OFFER_STATUSES),
  createdAt: IsoDateSchema,
});
export type Offer = z.infer<typeof OfferSchema>;

/**
 * One application's desk, as the reader's side sees it: the thread, the invitations and the offers.
 * `schoolNote` (the school's private note) is only ever in the school's answer.
 */
export const HiringDeskSchema = z.object({
  _id: z.string(),
  mySide: z.enum(HIRING_SIDES),
  stage: ApplicationStageSchema,
  job: z.object({ _id: z.string(), title: z.string(), position: z.string(), instituteName: z.string().nullable() }),
  candidate: z.object({ _id: z.string(), name: z.string(), phone: z.string().nullable() }),
  /** The school's phone, for the candidate's WhatsApp link. */
  schoolPhone: z.string().nullable(),
  schoolNote: z.string().nullable().optional(),
  unread: z.number().int(),
  messages: z.array(HiringMessageSchema),
  invitations: z.array(InvitationSchema),
  offers: z.array(OfferSchema),
});
export type HiringDesk = z.infer<typeof HiringDeskSchema>;

export const HiringDeskAnswerSchema = z.object({ message: z.string(), desk: HiringDeskSchema });

export const UnreadSchema = z.object({
  unread: z.number().int(),
  /** The applications with unread messages, newest first, for a link each. */
  threads: z.array(
    z.object({ applicationId: z.string(), title: z.string(), name: z.string(), unread: z.number().int() }),
  ),
});
export type Unread = z.infer<typeof UnreadSchema>;

export const ConversationAnswerSchema = z.object({ message: z.string(), applicationId: z.string() });
