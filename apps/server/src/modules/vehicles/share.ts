import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { stateName, VEHICLE_MESSAGES, type UiLanguage } from '@school-portal/contract';
import type { Deps } from '../../deps.ts';
import { busAds } from '../../db/schema/index.ts';
import { htmlTemplate } from '../../http/html.ts';
import { requestLanguage, translatorFor } from '../../http/language.ts';
import { publicPage } from '../../http/public-page.ts';
import { titleOf, type AdRow } from './ads.ts';
import { isForSale } from './browse.ts';

// Rupees keep Indian grouping and Latin digits in every language (decision 020).
const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

/** What a link preview says: the price, the seats and where the bus is, in the visitor's language. */
const previewOf = (row: AdRow, language: UiLanguage) => {
  const t = translatorFor(language);
  const price = rupees.format(row.pricePaise / 100);
  return [
    row.negotiable ? t(/*i18n*/ '{price} (negotiable)', { price }) : price,
    t(/*i18n*/ '{seats} seats', { seats: String(row.seatingCap) }),
    `${row.district}, ${stateName(row.stateCode)}`,
    t(/*i18n*/ 'Sold by {school}', { school: row.instituteName }),
  ].join(' · ');
};

const notFoundArticle = htmlTemplate<{ title: string; signIn: string }>(
  `<article><h1><%= it.title %></h1><p class="actions"><a href="/login"><%= it.signIn %></a></p></article>`,
);
const adArticle = htmlTemplate<{ title: string; school: string; preview: string; enquire: string }>(
  `<article><h1><%= it.title %></h1><p><strong><%= it.school %></strong></p><p><%= it.preview %></p>
<p class="actions"><a class="primary" href="/institute-admin/buy"><%= it.enquire %></a></p></article>`,
);

/**
 * A bus ad's shared link (as a job's is): a page read without signing in, with Open Graph tags for
 * WhatsApp's preview. Only an ad for sale is shown; a sold, pending or rejected one is a 404. It is written in the
 * visitor's language (Accept-Language), so the answer varies with that header.
 */
export function registerBusSharePage(app: FastifyInstance, deps: Deps) {
  app.get<{ Params: { advertisementId: string } }>(
    '/share/buses/:advertisementId',
    { config: { access: 'public' } },
    async (request, reply) => {
      const language = requestLanguage(request);
      const t = translatorFor(language);
      const id = request.params.advertisementId;
      const [row] = id.length <= 40 ? await deps.db.select().from(busAds).where(eq(busAds.advertisementId, id)) : [];
      const url = `${deps.config.publicUrl}${request.url}`;
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'Accept-Language');
      if (!row || !isForSale(row)) {
        const notFound = t(VEHICLE_MESSAGES.notFound);
        return reply.code(404).send(
          publicPage({
            title: notFound,
            description: t(/*i18n*/ 'This bus is no longer advertised.'),
            url,
            body: notFoundArticle({ title: notFound, signIn: t(/*i18n*/ 'Sign in') }),
            language,
          }),
        );
      }
      const preview = previewOf(row, language);
      const title = t(/*i18n*/ '{bus} for sale · {school}', { bus: titleOf(row), school: row.instituteName });
      const body = adArticle({
        title: titleOf(row),
        school: row.instituteName,
        preview,
        enquire: t(/*i18n*/ 'Sign in to enquire'),
      });
      return reply.send(publicPage({ title, description: preview, url, body, language }));
    },
  );
}
