import type { FastifyInstance } from 'fastify';
import { CLASS_MESSAGES, classesApi } from '@school-portal/contract';
import type { Deps } from '../../deps.ts';
import { route } from '../../http/route.ts';
import { callerInstitute } from '../../http/tenancy.ts';
import {
  addClass,
  addSection,
  addStandardClasses,
  listClasses,
  removeClass,
  removeSection,
  updateClass,
  updateSection,
  type CountStudents,
} from './service.ts';
import { addYear, listYears, makeYearCurrent } from './years.ts';

/** `countStudents` comes from the students module (app.ts hands it in): a section shows how many sit in it. */
export async function classRoutes(
  app: FastifyInstance,
  { deps, countStudents }: { deps: Deps; countStudents: CountStudents },
) {
  const { db } = deps;

  route(app, classesApi.years, async (request) => listYears(db, callerInstitute(request)));
  route(app, classesApi.addYear, async (request) => addYear(db, callerInstitute(request), request.body));
  route(app, classesApi.makeYearCurrent, async (request) =>
    makeYearCurrent(db, callerInstitute(request), request.params.yearId),
  );

  route(app, classesApi.list, async (request) =>
    listClasses(db, callerInstitute(request), request.query.academicYearId, countStudents),
  );
  route(app, classesApi.add, async (request) => addClass(db, callerInstitute(request), request.body, countStudents));
  route(app, classesApi.addStandard, async (request) =>
    addStandardClasses(db, callerInstitute(request), request.body.academicYearId, countStudents),
  );
  route(app, classesApi.update, async (request) =>
    updateClass(db, callerInstitute(request), request.params.classId, request.body, countStudents),
  );
  route(app, classesApi.remove, async (request) => {
    await removeClass(db, callerInstitute(request), request.params.classId);
    return { message: CLASS_MESSAGES.classRemoved };
  });

  route(app, classesApi.addSection, async (request) =>
    addSection(db, callerInstitute(request), request.params.classId, request.body),
  );
  route(app, classesApi.updateSection, async (request) =>
    updateSection(db, callerInstitute(request), request.params.sectionId, request.body, countStudents),
  );
  route(app, classesApi.removeSection, async (request) => {
    await removeSection(db, callerInstitute(request), request.params.sectionId);
    return { message: CLASS_MESSAGES.sectionRemoved };
  });
}
