import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  ClaimBodySchema,
  FeePageTokenParamSchema,
  GUARDIAN_FEE_MESSAGES as M,
  guardianFeesApi,
  renderText,
} from '@school-portal/contract';
import type { Deps } from '../../deps.ts';
import { AppError, notFound, type ErrorText } from '../../errors.ts';
import { preferredLanguage, requestLanguage, translatorFor } from '../../http/language.ts';
import { route } from '../../http/route.ts';
import { linkFailedPage, publicPage } from '../../http/public-page.ts';
import { callerInstitute } from '../../http/tenancy.ts';
import { caller } from '../../plugins/access.ts';
import { institute } from '../../db/scoped.ts';
import { familyStudents } from '../families/index.ts';
import { receiptOf, receiptPdf } from '../fees/index.ts';
import { confirmClaim, createClaim, listClaims, rejectClaim } from './claims.ts';
import { feePage, feePageIn } from './fee-page.ts';
import { feePageLink, linkByToken, noteGuardianLanguage, reissueFeePageLink } from './links.ts';
import { createFamilyClaim } from './family-claims.ts';
import { familyFeeLink, familyLinkByToken, noteFamilyLanguage, type FamilyLinkRow } from './family-links.ts';
import { familyCapPaise, familyPage, familyPageIn } from './family-page.ts';
import { familyPageBody, feePageBody, FEE_PAGE_STYLE } from './page-html.ts';
import { remind, remindedToday } from './reminders.ts';
import { readUpiSettings, saveUpiSettings } from './upi-settings.ts';

export async function guardianFeeRoutes(app: FastifyInstance, { deps }: { deps: Deps }) {
  const { db } = deps;

  /** A child's link by its token, noting the language the guardian's browser names (the reminders' language). */
  const studentLink = async (request: FastifyRequest, token: string) => {
    const link = await linkByToken(db, token);
    if (link) await noteGuardianLanguage(db, link, preferredLanguage(request));
    return link;
  };
  /** A family's link by its token (decision 037); a family with no children linked now opens nothing. */
  const familyLink = async (request: FastifyRequest, token: string) => {
    const link = await familyLinkByToken(db, token);
    const children = link ? await familyStudents(db, institute(link.instituteCode), link.familyId) : [];
    if (!link || children.length === 0) return undefined;
    await noteFamilyLanguage(db, link, preferredLanguage(request));
    return { link, children };
  };
  /**
   * The link a token names, a child's or a family's (`/f/<token>` opens either): every look counts against the
   * address, then an unknown or revoked token is a 404. Only the guardian holds the token, so the language their
   * browser names is the family's (the reminders').
   */
  const anyLinked = async (request: FastifyRequest, token: string) => {
    await deps.rateLimits.consume('feePagePerIp', request.ip);
    const child = await studentLink(request, token);
    const family = child ? undefined : await familyLink(request, token);
    if (!child && !family) throw notFound(M.linkInvalid);
    return { child, family };
  };
  const linked = async (request: FastifyRequest, token: string) => {
    const { child } = await anyLinked(request, token);
    if (!child) throw notFound(M.linkInvalid);
    return child;
  };
  const familyLinked = async (request: FastifyRequest, token: string) => {
    const { family } = await anyLinked(request, token);
    if (!family) throw notFound(M.linkInvalid);
    return family;
  };

  route(app, guardianFeesApi.upiSettings, async (request) => readUpiSettings(db, callerInstitute(request)));
  route(app, guardianFeesApi.setUpiSettings, async (request) =>
    saveUpiSettings(db, callerInstitute(request), request.body),
  );
  route(app, guardianFeesApi.link, async (request) =>
    feePageLink(db, callerInstitute(request), caller(request).id, request.params.studentId),
  );
  route(app, guardianFeesApi.reissueLink, async (request) =>
    reissueFeePageLink(db, callerInstitute(request), caller(request).id, request.params.studentId),
  );
  route(app, guardianFeesApi.remind, async (request) =>
    remind(
      db,
      callerInstitute(request),
      caller(request).id,
      request.params.studentId,
      request.body.again,
      deps.config.publicUrl,
      requestLanguage(request),
    ),
  );
  route(app, guardianFeesApi.remindedToday, async (request) => remindedToday(db, callerInstitute(request)));
  route(app, guardianFeesApi.claims, async (request) => listClaims(db, callerInstitute(request), request.query));
  route(app, guardianFeesApi.confirmClaim, async (request) =>
    confirmClaim(db, callerInstitute(request), caller(request), request.params.claimId),
  );
  route(app, guardianFeesApi.rejectClaim, async (request) => {
    await rejectClaim(db, callerInstitute(request), caller(request).id, request.params.claimId, request.body.reason);
    return { message: M.claimRejected };
  });
  route(app, guardianFeesApi.feePage, async (request) =>
    feePageIn(
      await cappedFeePage(db, await linked(request, request.params.token)),
      translatorFor(requestLanguage(request)),
    ),
  );
  route(app, guardianFeesApi.claim, async (request) =>
    createClaim(db, await linked(request, request.params.token), request.body),
  );
  route(app, guardianFeesApi.familyLink, async (request) =>
    familyFeeLink(db, callerInstitute(request), caller(request).id, request.params.familyId),
  );
  route(app, guardianFeesApi.familyPage, async (request) => {
    const { link, children } = await familyLinked(request, request.params.token);
    return familyPageIn(await familyPage(db, link, children), translatorFor(requestLanguage(request)));
  });
  route(app, guardianFeesApi.familyClaim, async (request) =>
    createFamilyClaim(db, (await familyLinked(request, request.params.token)).link, request.body),
  );
  route(app, guardianFeesApi.familyReceiptPdf, async (request) => {
    const { link, children } = await familyLinked(request, request.params.token);
    const at = institute(link.instituteCode);
    const receipt = await receiptOf(db, at, request.params.receiptId).catch(() => undefined);
    // The family's link opens its own children's receipts only.
    if (!receipt || !children.some((c) => c.id === receipt.student._id)) throw notFound(M.linkInvalid);
    return {
      contentType: 'application/pdf',
      data: await receiptPdf(db, at, receipt, 1, requestLanguage(request)),
      cacheControl: 'no-store',
    };
  });
  route(app, guardianFeesApi.receiptPdf, async (request) => {
    const link = await linked(request, request.params.token);
    const at = institute(link.instituteCode);
    const receipt = await receiptOf(db, at, request.params.receiptId).catch(() => undefined);
    // The token opens its own student's receipts only: another's is not found, as an unknown one.
    if (!receipt || receipt.student._id !== link.studentId) throw notFound(M.linkInvalid);
    return {
      contentType: 'application/pdf',
      data: await receiptPdf(db, at, receipt, 1, requestLanguage(request)),
      cacheControl: 'no-store',
    };
  });
  registerFeePage(app, deps, anyLinked);
}

/** A child's page, its claim capped by what their family still owes (decision 037). */
const cappedFeePage = async (db: Deps['db'], link: NonNullable<Awaited<ReturnType<typeof linkByToken>>>) =>
  feePage(db, link, await familyCapPaise(db, institute(link.instituteCode), link.studentId));

type AnyLinked = (
  request: FastifyRequest,
  token: string,
) => Promise<{
  child: Awaited<ReturnType<typeof linkByToken>>;
  family: { link: FamilyLinkRow; children: Awaited<ReturnType<typeof familyStudents>> } | undefined;
}>;

/**
 * The guardian's page (/f/<token>), made by the server as the receipt's link is: no JavaScript (the
 * UTR goes by a plain form post), a phone's width first, Open Graph tags for the WhatsApp preview.
 */
function registerFeePage(app: FastifyInstance, deps: Deps, anyLinked: AnyLinked) {
  // The page's form posts as browsers do without scripts; only these routes take it.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  const show = async (
    request: FastifyRequest<{ Params: { token: string } }>,
    reply: FastifyReply,
    form: Parameters<typeof feePageBody>[2] = {},
    status = 200,
  ) => {
    const url = `${deps.config.publicUrl}${request.url}`;
    // In the guardian's language (the browser's Accept-Language), so the answer varies with it.
    const language = requestLanguage(request);
    const t = translatorFor(language);
    // No copy kept by the browser or a proxy: a reissued link must stop showing the page.
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex, nofollow')
      .header('vary', 'Accept-Language');
    const fail = (code: number, message: ErrorText) =>
      reply.code(code).send(linkFailedPage(url, renderText(message, t), language));
    const parsed = FeePageTokenParamSchema.safeParse(request.params);
    let found;
    try {
      found = parsed.success ? await anyLinked(request, parsed.data.token) : undefined;
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      for (const [k, v] of Object.entries(err.headers ?? {})) reply.header(k, v);
      return fail(err.statusCode, err.texts.message);
    }
    if (!parsed.success || !found) return fail(404, M.linkInvalid);
    const { child, family } = found;
    const page = (title: string, body: string) =>
      reply.code(status).send(
        publicPage({
          title,
          description: t(/*i18n*/ 'What is due and the payments made, with payment by UPI'),
          url,
          noIndex: true,
          style: FEE_PAGE_STYLE,
          body,
          language,
        }),
      );
    if (family) {
      const shown = await familyPage(deps.db, family.link, family.children);
      return page(
        t(/*i18n*/ 'Fees of your children · {school}', { school: shown.school.name }),
        await familyPageBody(shown, family.link.token, form, language),
      );
    }
    const shown = await cappedFeePage(deps.db, child!);
    return page(
      t(/*i18n*/ 'Fees of {student} · {school}', { student: shown.student.name, school: shown.school.name }),
      await feePageBody(shown, child!.token, form, language),
    );
  };

  app.get<{ Params: { token: string }; Querystring: { sent?: string } }>(
    '/f/:token',
    { config: { access: 'public' } },
    async (request, reply) => show(request, reply, { sent: request.query.sent === '1' }),
  );

  app.post<{ Params: { token: string }; Body: Record<string, string> }>(
    '/f/:token/claim',
    { config: { access: 'public' } },
    async (request, reply) => {
      const raw = request.body ?? {};
      const form = { amount: String(raw.amount ?? ''), utr: String(raw.utr ?? '') };
      const parsed = ClaimBodySchema.safeParse({
        amount: Number(form.amount.replace(/[₹,\s]/g, '')) || undefined,
        utr: form.utr,
      });
      const tokenOk = FeePageTokenParamSchema.safeParse(request.params);
      if (!parsed.success || !tokenOk.success)
        return show(request, reply, { ...form, error: parsed.error?.issues[0]?.message ?? M.linkInvalid }, 400);
      try {
        const { child, family } = await anyLinked(request, tokenOk.data.token);
        if (family) await createFamilyClaim(deps.db, family.link, parsed.data);
        else await createClaim(deps.db, child!, parsed.data);
      } catch (err) {
        if (err instanceof AppError && err.statusCode !== 404 && err.statusCode !== 429)
          return show(request, reply, { ...form, error: err.message }, err.statusCode);
        if (err instanceof AppError) return show(request, reply);
        throw err;
      }
      // Post, then redirect: a reload does not send the UTR again.
      return reply.redirect(`/f/${encodeURIComponent(tokenOk.data.token)}?sent=1`, 303);
    },
  );
}
