import type { Student } from '@school-portal/contract';
import { students } from '../../db/schema/index.ts';
import type { Placement } from '../classes/index.ts';

export type StudentRow = typeof students.$inferSelect;

/** Where a section no longer resolves (it cannot, while students sit in it), the names read as unknown. */
const NOWHERE = { sectionName: '?', classId: '', className: '?', academicYearId: '' };

export function toStudent(row: StudentRow, placement: Placement | undefined): Student {
  const where = placement ?? NOWHERE;
  return {
    _id: row.id,
    admissionNumber: row.admissionNumber,
    name: row.name,
    gender: row.gender,
    dob: row.dob,
    sectionId: row.sectionId,
    sectionName: where.sectionName,
    classId: where.classId,
    className: where.className,
    academicYearId: where.academicYearId,
    rollNumber: row.rollNumber,
    guardianName: row.guardianName,
    guardianPhone: row.guardianPhone,
    address: row.address,
    admissionDate: row.admissionDate,
    status: row.status,
    leftOn: row.leftOn,
    leftReason: row.leftReason,
    createdAt: row.createdAt.toISOString(),
  };
}

/** "Class 5 A", as histories and messages name a section. */
export const placeName = (p: Placement | undefined) => (p ? `${p.className} ${p.sectionName}` : 'an unknown section');
