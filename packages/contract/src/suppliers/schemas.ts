import { z } from 'zod';
import { IsoDateSchema, PageQuerySchema } from '../common.ts';
import { EmailSchema, PersonNameSchema, PhoneSchema, required, text } from '../fields.ts';
import { StateCodeSchema } from '../reference/schemas.ts';
import { isDistrictOf } from '../reference/districts.ts';
import { checkDistrictOfState, districtField, stateField } from '../reference/places.ts';
import { isStateCode } from '../reference/states.ts';
import { CatalogueCategorySchema } from './categories.ts';
import { optionalText } from '../fields.ts';
import { formBoolean, formFiles, formJson } from './form-values.ts';
import { gstinProblem } from './gstin.ts';
import { SUPPLIER_MESSAGES } from './messages.ts';

export const SupplierIdParamSchema = z.object({ id: z.uuid({ error: SUPPLIER_MESSAGES.notFound }) });

/** A district a supplier delivers to. */
export const ServiceDistrictSchema = z
  .object({ state: stateField(), district: districtField() })
  .refine((d) => isDistrictOf(d.state, d.district), {
    error: /*i18n*/ 'Choose districts from the list.',
    path: ['district'],
  });

/** Most suppliers of a school serve a few districts; a national one serves All India instead. */
export const MAX_SERVICE_DISTRICTS = 200;

const GstinSchema = z.preprocess(
  (v) => (typeof v === 'string' ? v.replace(/\s/g, '').toUpperCase() || null : v),
  text()
    .superRefine((g, ctx) => {
      const problem = gstinProblem(g);
      if (problem)
        ctx.addIssue({
          code: 'custom',
          message: problem === 'format' ? SUPPLIER_MESSAGES.gstinFormat : SUPPLIER_MESSAGES.gstinChecksum,
        });
    })
    .nullable()
    .optional(),
);

/** A website as typed: "www.kv-books.in" is read as https://www.kv-books.in. */
const WebsiteSchema = z.preprocess(
  (v) => {
    if (typeof v !== 'string') return v;
    const t = v.trim();
    if (!t) return null;
    return /^https?:\/\//i.test(t) ? t : `https://${t}`;
  },
  text()
    .max(200, /*i18n*/ 'Website must be at most 200 characters.')
    .refine((u) => /^https?:\/\/[^\s/]+\.[^\s/]+(\/\S*)?$/i.test(u), { error: SUPPLIER_MESSAGES.website })
    .nullable()
    .optional(),
);

/** Every field of the supplier form, as the screen validates it and the server reads it. */
export const SupplierFieldsSchema = z.object({
  name: required(SUPPLIER_MESSAGES.nameRequired).pipe(
    z.string().max(150, /*i18n*/ 'Supplier name must be at most 150 characters.'),
  ),
  categories: formJson(
    z
      .array(CatalogueCategorySchema, { error: SUPPLIER_MESSAGES.categoriesRequired })
      .min(1, SUPPLIER_MESSAGES.categoriesRequired),
  ),
  contactPerson: PersonNameSchema(/*i18n*/ 'Contact person is required.'),
  phone: PhoneSchema(),
  email: EmailSchema(),
  website: WebsiteSchema,
  address: required(SUPPLIER_MESSAGES.addressRequired).pipe(
    z.string().max(500, /*i18n*/ 'Address must be at most 500 characters.'),
  ),
  state: stateField(),
  district: districtField(),
  description: optionalText(2000, /*i18n*/ 'Description must be at most 2000 characters.'),
  gstin: GstinSchema,
  servesAllIndia: formBoolean(false),
  serviceDistricts: formJson(
    z
      .array(ServiceDistrictSchema)
      // eslint-disable-next-line i18n/marked -- written out in SUPPLIER_BUILT_TEXTS
      .max(MAX_SERVICE_DISTRICTS, `Choose at most ${MAX_SERVICE_DISTRICTS} districts, or All India.`)
      .default([]),
  ),
  /** Inactive suppliers stay in the catalogue for the super admin but institutes no longer see them. */
  active: formBoolean(true),
});

/**
 * The rules across fields. They run even when another field is wrong (`when`), so a form shows every
 * problem at once; the values may then be of any type, and each rule checks only what it can read.
 */
function checkSupplier(value: unknown, ctx: z.RefinementCtx) {
  if (typeof value !== 'object' || value === null) return;
  const v = value as Partial<Record<'state' | 'district' | 'servesAllIndia' | 'serviceDistricts', unknown>>;
  if (typeof v.state === 'string' && isStateCode(v.state) && typeof v.district === 'string' && v.district)
    checkDistrictOfState({ state: v.state, district: v.district }, ctx);
  if (v.servesAllIndia !== true && Array.isArray(v.serviceDistricts) && v.serviceDistricts.length === 0)
    ctx.addIssue({ code: 'custom', path: ['serviceDistricts'], message: SUPPLIER_MESSAGES.serviceDistrictsRequired });
}
const always = { when: () => true };

export const SupplierFormSchema = SupplierFieldsSchema.superRefine(checkSupplier, always);
export type SupplierForm = z.input<typeof SupplierFormSchema>;

/** Create and update send the form as multipart, the logo as a file part; `removeLogo` takes the logo off. */
export const SupplierBodySchema = SupplierFieldsSchema.extend({
  logo: formFiles(1, SUPPLIER_MESSAGES.logoTooMany),
  removeLogo: formBoolean(false),
}).superRefine(checkSupplier, always);
export type SupplierBody = z.input<typeof SupplierBodySchema>;
export type SupplierInput = z.output<typeof SupplierBodySchema>;

export const SupplierSchema = z.object({
  _id: z.string(),
  name: z.string(),
  categories: z.array(CatalogueCategorySchema),
  contactPerson: z.string(),
  phone: z.string(),
  email: z.string(),
  website: z.string().nullable(),
  address: z.string(),
  state: StateCodeSchema,
  district: z.string(),
  description: z.string().nullable(),
  gstin: z.string().nullable(),
  servesAllIndia: z.boolean(),
  serviceDistricts: z.array(z.object({ state: StateCodeSchema, district: z.string() })),
  active: z.boolean(),
  logoUrl: z.string().nullable(),
  logoThumbnailUrl: z.string().nullable(),
  createdAt: IsoDateSchema,
});
export type Supplier = z.infer<typeof SupplierSchema>;

export const SupplierAnswerSchema = z.object({ message: z.string(), supplier: SupplierSchema });

export const SupplierListQuerySchema = PageQuerySchema.extend({
  /** Matches the name, contact person or description, anywhere in the text. */
  q: text().trim().max(100, /*i18n*/ 'Search is limited to 100 characters.').optional(),
  category: CatalogueCategorySchema.optional(),
  /** Suppliers that deliver in this state (All India ones included). */
  state: StateCodeSchema.optional(),
  /** ... and in this district of it. */
  district: text().trim().max(100).optional(),
}).superRefine((q, ctx) => {
  if (q.district && !q.state)
    ctx.addIssue({ code: 'custom', path: ['district'], message: SUPPLIER_MESSAGES.districtWithoutState });
});
export type SupplierListInput = z.output<typeof SupplierListQuerySchema>;

export const DeleteSupplierAnswerSchema = z.object({ message: z.string(), productsDeleted: z.number().int() });

/** The rule messages built above from a label and a limit, written out for lingui extract (catalogues.test.ts checks they are the ones built). */
export const SUPPLIER_BUILT_TEXTS = [/*i18n*/ 'Choose at most 200 districts, or All India.'];
