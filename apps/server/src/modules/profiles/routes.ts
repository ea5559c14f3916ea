import type { FastifyInstance } from 'fastify';
import { CV_MESSAGES, cvApi, PROFILE_MESSAGES, profilesApi } from '@school-portal/contract';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../errors.ts';
import { uploadedName, withMultipart } from '../../http/multipart.ts';
import { route } from '../../http/route.ts';
import { callerInstitute } from '../../http/tenancy.ts';
import { caller, callerNamed } from '../../plugins/access.ts';
import { removeCv, uploadCv } from './cv.ts';
import { instituteDashboardStats } from './dashboard.ts';
import { getInstituteProfile, updateInstituteProfile } from './institute.ts';
import { getInstituteUserProfile, updateInstituteUserProfile } from './institute-user.ts';
import { getJobseekerProfile, updateJobseekerProfile } from './jobseeker.ts';
import { profileAccount } from './owner.ts';
import { findPicture } from './pictures.ts';
import { getSuperAdminProfile, updateSuperAdminProfile } from './super-admin.ts';

export async function profileRoutes(app: FastifyInstance, { deps }: { deps: Deps }) {
  const { db } = deps;

  route(app, profilesApi.superAdminProfile, async (request) =>
    getSuperAdminProfile(db, callerNamed(request, request.params.userId, PROFILE_MESSAGES.ownOnly).id),
  );

  route(app, profilesApi.updateSuperAdminProfile, async (request) => {
    const me = callerNamed(request, request.params.userId, PROFILE_MESSAGES.ownOnly);
    const profile = await updateSuperAdminProfile(db, me.id, request.body);
    return { message: PROFILE_MESSAGES.updated, profile };
  });

  route(app, profilesApi.instituteProfile, async (request) =>
    getInstituteProfile(db, await profileAccount(db, request, request.params.userId, 'instituteAdmin')),
  );

  await withMultipart(app, (scope) =>
    route(scope, profilesApi.updateInstituteProfile, async (request) => {
      const admin = await profileAccount(db, request, request.params.userId, 'instituteAdmin');
      const profile = await updateInstituteProfile(db, admin, callerInstitute(request), request.body);
      return { message: PROFILE_MESSAGES.updated, profile };
    }),
  );

  route(app, profilesApi.instituteUserProfile, async (request) =>
    getInstituteUserProfile(db, await profileAccount(db, request, request.params.userId, 'instituteUser')),
  );

  route(app, profilesApi.updateInstituteUserProfile, async (request) => {
    const profile = await updateInstituteUserProfile(
      db,
      await profileAccount(db, request, request.params.userId, 'instituteUser'),
      request.body,
    );
    return { message: PROFILE_MESSAGES.updated, profile };
  });

  route(app, profilesApi.jobseekerProfile, async (request) =>
    getJobseekerProfile(db, await profileAccount(db, request, request.params.userId, 'jobseeker')),
  );

  route(app, profilesApi.updateJobseekerProfile, async (request) =>
    updateJobseekerProfile(db, await profileAccount(db, request, request.params.userId, 'jobseeker'), request.body),
  );

  route(app, profilesApi.profilePicture, async (request) => {
    const picture = await findPicture(db, request.params.key);
    if (!picture) throw notFound('Picture not found.');
    // The key changes with every new picture, so this address never shows another one.
    return { ...picture, cacheControl: 'private, max-age=31536000, immutable' };
  });

  // The caller's own CV (the download, which decides who else may have it, is Find Employee's: modules/jobseekers).
  await withMultipart(app, (scope) =>
    route(scope, cvApi.uploadCv, async (request) => {
      const file = request.body.cv;
      const cv = await uploadCv(
        db,
        caller(request).id,
        file instanceof Uint8Array ? file : new Uint8Array(),
        uploadedName(file),
      );
      return { message: CV_MESSAGES.uploaded, cv };
    }),
  );
  route(app, cvApi.removeCv, async (request) => {
    await removeCv(db, caller(request).id);
    return { message: CV_MESSAGES.removed };
  });

  route(app, profilesApi.instituteDashboardStats, async (request) =>
    instituteDashboardStats(db, callerInstitute(request)),
  );
}
