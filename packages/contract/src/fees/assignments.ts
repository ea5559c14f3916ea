import { z } from 'zod';
import { IsoDateSchema } from '../common.ts';
import { DateSchema } from '../dates.ts';
import { choice } from '../fields.ts';
import { endpoints } from '../http/endpoint.ts';
import { FEE_MESSAGES } from './messages.ts';
import { StudentIdParamsSchema } from './schemas.ts';

/*
 * Heads for chosen students (issue 27): transport by route, hostel, an activity. The clerk assigns such
 * a head to one student or several of a class at once from a day; the student owes its instalments of
 * their class due from then until the assignment ends (decision 016).
 */

export const HeadAssignmentSchema = z.object({
  _id: z.string(),
  studentId: z.string(),
  headId: z.string(),
  headName: z.string(),
  /** The first day charged. */
  startsOn: z.string(),
  /** The first day no longer charged; null while it runs. */
  endsOn: z.string().nullable(),
  createdAt: IsoDateSchema,
});
export type HeadAssignment = z.infer<typeof HeadAssignmentSchema>;

export const HeadIdParamsSchema = z.object({ headId: z.uuid({ error: FEE_MESSAGES.headNotFound }) });
export const AssignmentIdParamsSchema = z.object({ assignmentId: z.uuid({ error: FEE_MESSAGES.assignmentNotFound }) });

export const AssignHeadBodySchema = z.object({
  studentIds: z
    .array(z.uuid({ error: FEE_MESSAGES.studentNotFound }), { error: FEE_MESSAGES.chooseStudents })
    .min(1, FEE_MESSAGES.chooseStudents)
    .max(200),
  startsOn: DateSchema(/*i18n*/ 'Enter the day the fee starts.'),
});
export type AssignHeadBody = z.input<typeof AssignHeadBodySchema>;

/** The assignment form: the head chosen from the list (its path parameter), then the body. */
export const AssignHeadFormSchema = AssignHeadBodySchema.extend({ headId: choice(z.uuid(), FEE_MESSAGES.chooseHead) });
export type AssignHeadForm = z.input<typeof AssignHeadFormSchema>;

export const EndAssignmentBodySchema = z.object({
  endsOn: DateSchema(/*i18n*/ 'Enter the first day no longer charged.'),
});
export type EndAssignmentBody = z.input<typeof EndAssignmentBodySchema>;

const office = ['instituteAdmin', 'instituteUser'] as const;

export const feeAssignmentsApi = endpoints('fees', {
  studentHeads: {
    method: 'GET',
    path: '/api/fees/students/:studentId/heads',
    access: office,
    summary: "A student's assignments of heads for chosen students, ended ones too, newest first",
    params: StudentIdParamsSchema,
    answer: z.array(HeadAssignmentSchema),
    errors: [400, 401, 403, 404],
  },
  assignHead: {
    method: 'POST',
    path: '/api/fees/heads/:headId/assignments',
    access: office,
    summary:
      'Assign a head for chosen students to one student or several from a day; a student it already runs for is left as is',
    params: HeadIdParamsSchema,
    body: AssignHeadBodySchema,
    answer: z.array(HeadAssignmentSchema),
    status: 201,
    errors: [400, 401, 403, 404],
  },
  endAssignment: {
    method: 'POST',
    path: '/api/fees/assignments/:assignmentId/end',
    access: office,
    summary: 'End an assignment: instalments due from that day are no longer charged; what was paid stays',
    params: AssignmentIdParamsSchema,
    body: EndAssignmentBodySchema,
    answer: HeadAssignmentSchema,
    errors: [400, 401, 403, 404, 409],
  },
});
