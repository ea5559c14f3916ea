import { MessageSchema } from '../common.ts';
import { endpoints } from '../http/endpoint.ts';
import {
  FamilyStudentParamsSchema,
  LinkSiblingBodySchema,
  SiblingRuleBodySchema,
  SiblingRuleSchema,
  StudentFamilySchema,
} from './schemas.ts';

const office = ['instituteAdmin', 'instituteUser'] as const;

/** Brothers and sisters linked by the office (issue 49, decision 037), and the school's sibling concession. */
export const familiesApi = endpoints('families', {
  ofStudent: {
    method: 'GET',
    path: '/api/families/students/:studentId',
    access: office,
    summary: "The student's family, eldest first, and students whose guardian has the same phone",
    params: FamilyStudentParamsSchema,
    answer: StudentFamilySchema,
    errors: [400, 401, 403, 404],
  },
  link: {
    method: 'POST',
    path: '/api/families/students/:studentId/siblings',
    access: office,
    summary: 'Link another student as a brother or sister: one family for both',
    params: FamilyStudentParamsSchema,
    body: LinkSiblingBodySchema,
    answer: StudentFamilySchema,
    errors: [400, 401, 403, 404, 409],
  },
  unlink: {
    method: 'DELETE',
    path: '/api/families/students/:studentId',
    access: office,
    summary: 'Take the student out of their family',
    params: FamilyStudentParamsSchema,
    answer: StudentFamilySchema,
    errors: [400, 401, 403, 404],
  },
  siblingRule: {
    method: 'GET',
    path: '/api/families/sibling-rule',
    access: office,
    summary: "The school's sibling concession (null when none)",
    answer: SiblingRuleSchema,
    errors: [401, 403],
  },
  setSiblingRule: {
    method: 'PUT',
    path: '/api/families/sibling-rule',
    // A rule on what every family is charged: the Fee Manager's, as concessions are.
    access: ['instituteAdmin'],
    summary: 'Set the sibling concession: a percent or amount on one head for the second and later child',
    body: SiblingRuleBodySchema,
    answer: SiblingRuleSchema,
    errors: [400, 401, 403, 404],
  },
  removeSiblingRule: {
    method: 'DELETE',
    path: '/api/families/sibling-rule',
    access: ['instituteAdmin'],
    summary: 'Remove the sibling concession',
    answer: MessageSchema,
    errors: [401, 403],
  },
});
