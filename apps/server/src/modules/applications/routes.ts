import type { FastifyInstance } from 'fastify';
import { APPLICATION_MESSAGES, applicationsApi, JOB_MESSAGES, STAGE_LABELS } from '@school-portal/contract';
import type { Deps } from '../../deps.ts';
import { requestLanguage, translatorFor } from '../../http/language.ts';
import { route } from '../../http/route.ts';
import { callerInstitute } from '../../http/tenancy.ts';
import { caller } from '../../plugins/access.ts';
import {
  applicantsOf,
  apply,
  appliedJobs,
  instituteHiring,
  moveApplicant,
  seekerSummary,
  withdraw,
} from './service.ts';

export async function applicationRoutes(app: FastifyInstance, { deps }: { deps: Deps }) {
  const { db } = deps;

  // The spec's client uses both paths.
  for (const endpoint of [applicationsApi.apply, applicationsApi.applyAlias])
    route(app, endpoint, async (request) => {
      const row = await apply(db, caller(request), request.params.id, request.body.coverNote ?? null);
      return { message: APPLICATION_MESSAGES.applied, application: { _id: row.id, stage: row.stage } };
    });

  route(app, applicationsApi.appliedJobs, async (request) => appliedJobs(db, caller(request).id, request.query));

  route(app, applicationsApi.withdraw, async (request) => {
    await withdraw(db, caller(request), request.params.jobId);
    return { message: APPLICATION_MESSAGES.withdrawn };
  });

  route(app, applicationsApi.summary, async (request) =>
    seekerSummary(db, caller(request), deps.searchCache, requestLanguage(request)),
  );

  route(app, applicationsApi.applicants, async (request) =>
    applicantsOf(db, callerInstitute(request), request.params.jobId, request.query),
  );

  route(app, applicationsApi.moveApplicant, async (request) => {
    const { jobId, applicationId } = request.params;
    const applicant = await moveApplicant(db, callerInstitute(request), jobId, applicationId, request.body);
    const t = translatorFor(requestLanguage(request));
    return { message: t(JOB_MESSAGES.stageUpdated, { stage: t(STAGE_LABELS[applicant.stage]) }), applicant };
  });

  route(app, applicationsApi.hiring, async (request) => instituteHiring(db, callerInstitute(request)));
}
