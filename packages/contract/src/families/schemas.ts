import { z } from 'zod';
import { CONCESSION_MODES } from '../fees/rules.ts';
import { FAMILY_MESSAGES as M } from './messages.ts';

export const FamilyStudentParamsSchema = z.object({ studentId: z.uuid({ error: M.studentNotFound }) });

/** A child as the family panel lists them: enough to tell two siblings apart. */
export const FamilyChildSchema = z.object({
  _id: z.string(),
  name: z.string(),
  admissionNumber: z.string(),
  /** null: the child's class is not known now (left, or in no class of a year). */
  className: z.string().nullable(),
  sectionName: z.string().nullable(),
  dob: z.string(),
  guardianName: z.string(),
});
export type FamilyChild = z.infer<typeof FamilyChildSchema>;

/**
 * A student's family (null when not linked), eldest first (the order the sibling concession counts), and the
 * students not in it whose guardian has the same phone: one click links them.
 */
export const StudentFamilySchema = z.object({
  family: z.object({ _id: z.string(), children: z.array(FamilyChildSchema) }).nullable(),
  suggestions: z.array(FamilyChildSchema),
});
export type StudentFamily = z.infer<typeof StudentFamilySchema>;

export const LinkSiblingBodySchema = z.object({ siblingId: z.uuid({ error: M.siblingNotFound }) });
export type LinkSiblingBody = z.input<typeof LinkSiblingBodySchema>;

const ruleValue = z
  .number({ error: /*i18n*/ 'Enter the concession.' })
  .gt(0, /*i18n*/ 'Enter a concession above 0.')
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, /*i18n*/ 'Use at most two decimals.');

/** The school's sibling concession: a percent (up to two decimals, at most 100) or whole rupees off each instalment of one head. */
export const SiblingRuleBodySchema = z
  .object({
    headId: z.uuid({ error: M.headRequired }),
    mode: z.enum(CONCESSION_MODES, { error: /*i18n*/ 'Choose an amount or a percent.' }),
    value: ruleValue,
  })
  .superRefine((v, ctx) => {
    if (v.mode === 'percent' && v.value > 100)
      ctx.addIssue({ code: 'custom', path: ['value'], message: /*i18n*/ 'At most 100 percent.' });
    if (v.mode === 'amount' && !Number.isInteger(v.value))
      ctx.addIssue({ code: 'custom', path: ['value'], message: /*i18n*/ 'Enter whole rupees.' });
  });
export type SiblingRuleBody = z.input<typeof SiblingRuleBodySchema>;

export const SiblingRuleSchema = z.object({
  rule: z
    .object({ headId: z.string(), headName: z.string(), mode: z.enum(CONCESSION_MODES), value: z.number() })
    .nullable(),
});
export type SiblingRule = z.infer<typeof SiblingRuleSchema>;
