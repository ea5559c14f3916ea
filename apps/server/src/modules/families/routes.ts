import type { FastifyInstance } from 'fastify';
import { FAMILY_MESSAGES as M, familiesApi } from '@school-portal/contract';
import type { Deps } from '../../deps.ts';
import { route } from '../../http/route.ts';
import { callerInstitute } from '../../http/tenancy.ts';
import { caller } from '../../plugins/access.ts';
import { linkSibling, studentFamily, unlinkStudent } from './membership.ts';
import { removeSiblingRule, setSiblingRule, siblingRule } from './sibling-rule.ts';

export async function familyRoutes(app: FastifyInstance, { deps }: { deps: Deps }) {
  const { db } = deps;
  route(app, familiesApi.ofStudent, async (request) =>
    studentFamily(db, callerInstitute(request), request.params.studentId),
  );
  route(app, familiesApi.link, async (request) =>
    linkSibling(db, callerInstitute(request), caller(request).id, request.params.studentId, request.body.siblingId),
  );
  route(app, familiesApi.unlink, async (request) =>
    unlinkStudent(db, callerInstitute(request), request.params.studentId),
  );
  route(app, familiesApi.siblingRule, async (request) => siblingRule(db, callerInstitute(request)));
  route(app, familiesApi.setSiblingRule, async (request) =>
    setSiblingRule(db, callerInstitute(request), caller(request).id, request.body),
  );
  route(app, familiesApi.removeSiblingRule, async (request) => {
    await removeSiblingRule(db, callerInstitute(request));
    return { message: M.ruleRemoved };
  });
}
