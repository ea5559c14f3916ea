import { z } from 'zod';
import { IsoDateSchema, PageQuerySchema } from '../common.ts';
import { StateCodeSchema } from '../reference/schemas.ts';
import { isDistrictOf } from '../reference/districts.ts';
import { DISTRICT_OF_STATE_MESSAGE, districtField, stateField } from '../reference/places.ts';
import { optionalText } from '../fields.ts';
import { formWholeNumber } from './form-values.ts';
import { ENQUIRY_MESSAGES } from './messages.ts';
import { ThreadMessageSchema, ThreadReplyFormSchema } from '../threads.ts';

/** sent: mailed to the supplier (or the seller); replied: answered; closed: nothing more to do. */
export const ENQUIRY_STATUSES = ['sent', 'replied', 'closed'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];
export const EnquiryStatusSchema = z.enum(ENQUIRY_STATUSES, { error: /*i18n*/ 'Choose sent, replied or closed.' });
export const ENQUIRY_STATUS_LABELS: Record<EnquiryStatus, string> = {
  sent: 'Sent',
  replied: 'Answered',
  closed: /*i18n*/ 'Closed',
};

export const MAX_ENQUIRY_ITEMS = 50;

export const EnquiryItemInputSchema = z.object({
  productId: z.uuid({ error: /*i18n*/ 'Choose a product.' }),
  quantity: formWholeNumber({
    required: /*i18n*/ 'Quantity is required.',
    label: /*i18n*/ 'Quantity',
    min: 1,
    max: 10_000_000,
  }),
});

/** What an institute admin asks a supplier for: products and quantities, where to deliver, a message. */
export const EnquiryFormSchema = z
  .object({
    items: z
      .array(EnquiryItemInputSchema, { error: ENQUIRY_MESSAGES.itemsRequired })
      .min(1, ENQUIRY_MESSAGES.itemsRequired)
      .max(MAX_ENQUIRY_ITEMS),
    deliveryState: stateField(/*i18n*/ 'Delivery state is required.'),
    deliveryDistrict: districtField(/*i18n*/ 'Delivery district is required.'),
    message: optionalText(2000, /*i18n*/ 'Message must be at most 2000 characters.'),
  })
  .superRefine((v, ctx) => {
    if (!isDistrictOf(v.deliveryState, v.deliveryDistrict))
      ctx.addIssue({ code: 'custom', path: ['deliveryDistrict'], message: DISTRICT_OF_STATE_MESSAGE });
    const seen = new Set<string>();
    v.items.forEach((item, i) => {
      if (seen.has(item.productId))
        ctx.addIssue({ code: 'custom', path: ['items', i, 'productId'], message: ENQUIRY_MESSAGES.duplicateItem });
      seen.add(item.productId);
    });
  });
export type EnquiryForm = z.input<typeof EnquiryFormSchema>;
export type EnquiryInput = z.output<typeof EnquiryFormSchema>;

export const EnquiryItemSchema = z.object({
  /** Null once the product was taken out of the catalogue; the enquiry keeps what was asked for. */
  productId: z.string().nullable(),
  name: z.string(),
  unit: z.string(),
  quantity: z.number().int(),
});

export const EnquirySchema = z.object({
  _id: z.string(),
  supplierId: z.string().nullable(),
  supplierName: z.string(),
  supplierEmail: z.string(),
  instituteCode: z.string(),
  instituteName: z.string(),
  sentByName: z.string(),
  sentByEmail: z.string(),
  items: z.array(EnquiryItemSchema),
  deliveryState: StateCodeSchema,
  deliveryDistrict: z.string(),
  message: z.string().nullable(),
  status: EnquiryStatusSchema,
  createdAt: IsoDateSchema,
});
export type Enquiry = z.infer<typeof EnquirySchema>;

export const EnquiryAnswerSchema = z.object({ message: z.string(), enquiry: EnquirySchema });

export const EnquiryIdParamSchema = z.object({ id: z.uuid({ error: ENQUIRY_MESSAGES.notFound }) });

export const EnquiryListQuerySchema = PageQuerySchema.extend({ status: EnquiryStatusSchema.optional() });
export type EnquiryListInput = z.output<typeof EnquiryListQuerySchema>;

export const EnquiryStatusBodySchema = z.object({ status: EnquiryStatusSchema });

/** An enquiry with the replies that followed it, oldest first. */
export const EnquiryThreadSchema = z.object({ enquiry: EnquirySchema, messages: z.array(ThreadMessageSchema) });
export type EnquiryThread = z.infer<typeof EnquiryThreadSchema>;

/** The supplier answers from the link in its e-mail, and marks the enquiry answered or closed with it. */
export const SupplierReplyFormSchema = ThreadReplyFormSchema.extend({
  status: z.enum(['replied', 'closed'], { error: /*i18n*/ 'Choose answered or closed.' }).default('replied'),
});
export type SupplierReplyForm = z.input<typeof SupplierReplyFormSchema>;

/** The secret of a supplier's reply link (only its hash is stored). */
export const ReplyTokenParamSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, { error: ENQUIRY_MESSAGES.notFound }),
});
