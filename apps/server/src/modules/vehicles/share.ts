import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { stateName, VEHICLE_MESSAGES } from '@school-portal/contract';
import type { Deps } from '../../deps.ts';
import { busAds } from '../../db/schema/index.ts';
import { htmlTemplate } from '../../http/html.ts';
import { publicPage } from '../../http/public-page.ts';
import { titleOf, type AdRow } from './ads.ts';
import { isForSale } from './browse.ts';

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

/** What a link preview says: the price, the seats and where the bus is. */
const previewOf = (row: AdRow) =>
  [
    `${rupees.format(row.pricePaise / 100)}${row.negotiable ? ' (negotiable)' : ''}`,
    `${row.seatingCap} seats`,
    `${row.district}, ${stateName(row.stateCode)}`,
    `Sold by ${row.instituteName}`,
  ].join(' · ');

const notFoundArticle = htmlTemplate<{ title: string }>(
  `<article><h1><%= it.title %></h1><p class="actions"><a href="/login">Sign in</a></p></article>`,
);
const adArticle = htmlTemplate<{ title: string; school: string; preview: string }>(
  `<article><h1><%= it.title %></h1><p><strong><%= it.school %></strong></p><p><%= it.preview %></p>
<p class="actions"><a class="primary" href="/institute-admin/buy">Sign in to enquire</a></p></article>`,
);

/**
 * A bus ad's shared link (as a job's is): a page read without signing in, with Open Graph tags for
 * WhatsApp's preview. Only an ad for sale is shown; a sold, pending or rejected one is a 404.
 */
export function registerBusSharePage(app: FastifyInstance, deps: Deps) {
  app.get<{ Params: { advertisementId: string } }>(
    '/share/buses/:advertisementId',
    { config: { access: 'public' } },
    async (request, reply) => {
      const id = request.params.advertisementId;
      const [row] = id.length <= 40 ? await deps.db.select().from(busAds).where(eq(busAds.advertisementId, id)) : [];
      const url = `${deps.config.publicUrl}${request.url}`;
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
      if (!row || !isForSale(row)) {
        return reply.code(404).send(
          publicPage({
            title: VEHICLE_MESSAGES.notFound,
            description: 'This bus is no longer advertised.',
            url,
            body: notFoundArticle({ title: VEHICLE_MESSAGES.notFound }),
          }),
        );
      }
      const title = `${titleOf(row)} for sale · ${row.instituteName}`;
      const body = adArticle({ title: titleOf(row), school: row.instituteName, preview: previewOf(row) });
      return reply.send(publicPage({ title, description: previewOf(row), url, body }));
    },
  );
}
