import type { FastifyInstance } from 'fastify';
import { STUDENT_MESSAGES, studentsApi } from '@school-portal/contract';
import type { Deps } from '../../deps.ts';
import { requestLanguage, translatorFor } from '../../http/language.ts';
import { route } from '../../http/route.ts';
import { callerInstitute } from '../../http/tenancy.ts';
import { caller } from '../../plugins/access.ts';
import { importStudents } from './import.ts';
import { readmitStudent } from './readmit.ts';
import { exportStudents, listStudents } from './queries.ts';
import {
  addStudent,
  markLeft,
  moveStudents,
  moveToClass,
  nextAdmissionNumber,
  promoteClass,
  studentDetail,
  studentSummary,
  updateStudent,
} from './service.ts';

export async function studentRoutes(app: FastifyInstance, { deps }: { deps: Deps }) {
  const { db } = deps;

  route(app, studentsApi.list, async (request) => listStudents(db, callerInstitute(request), request.query));
  route(app, studentsApi.export, async (request) => ({
    contentType: 'text/csv; charset=utf-8',
    // A byte-order mark, so Excel reads the names in Indian scripts as UTF-8.
    data: Buffer.from(
      `\uFEFF${await exportStudents(db, callerInstitute(request), request.query, translatorFor(requestLanguage(request)))}`,
      'utf8',
    ),
    cacheControl: 'no-store',
  }));
  route(app, studentsApi.summary, async (request) => studentSummary(db, callerInstitute(request)));
  route(app, studentsApi.nextAdmissionNumber, async (request) => ({
    admissionNumber: await nextAdmissionNumber(db, callerInstitute(request)),
  }));

  route(app, studentsApi.add, async (request) => {
    const student = await addStudent(db, callerInstitute(request), caller(request).id, request.body);
    return { message: STUDENT_MESSAGES.added, student };
  });
  route(app, studentsApi.get, async (request) => studentDetail(db, callerInstitute(request), request.params.studentId));
  route(app, studentsApi.update, async (request) => {
    const student = await updateStudent(
      db,
      callerInstitute(request),
      caller(request).id,
      request.params.studentId,
      request.body,
    );
    return { message: STUDENT_MESSAGES.saved, student };
  });
  route(app, studentsApi.leave, async (request) => {
    const student = await markLeft(
      db,
      callerInstitute(request),
      caller(request).id,
      request.params.studentId,
      request.body,
    );
    return { message: STUDENT_MESSAGES.markedLeft, student };
  });
  route(app, studentsApi.moveClass, async (request) => {
    const student = await moveToClass(
      db,
      callerInstitute(request),
      caller(request).id,
      request.params.studentId,
      request.body,
    );
    return { message: STUDENT_MESSAGES.moved, student };
  });
  route(app, studentsApi.move, async (request) => ({
    message: STUDENT_MESSAGES.moved,
    moved: await moveStudents(db, callerInstitute(request), caller(request).id, request.body),
  }));
  route(app, studentsApi.readmit, async (request) => ({
    message: STUDENT_MESSAGES.readmitted,
    student: await readmitStudent(
      db,
      callerInstitute(request),
      caller(request).id,
      request.params.studentId,
      request.body,
    ),
  }));
  route(app, studentsApi.promote, async (request) => ({
    message: STUDENT_MESSAGES.promoted,
    moved: await promoteClass(db, callerInstitute(request), caller(request).id, request.body),
  }));
  route(app, studentsApi.import, async (request) =>
    importStudents(
      db,
      callerInstitute(request),
      caller(request).id,
      request.body.csv,
      request.body.mode,
      translatorFor(requestLanguage(request)),
    ),
  );
}
