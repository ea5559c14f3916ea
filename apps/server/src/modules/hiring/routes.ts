import type { FastifyInstance } from 'fastify';
import { HIRING_MESSAGES as M, hiringApi } from '@school-portal/contract';
import type { Deps } from '../../deps.ts';
import { requestLanguage, translatorFor } from '../../http/language.ts';
import { route } from '../../http/route.ts';
import { caller } from '../../plugins/access.ts';
import { openDesk, startConversation, unreadOf, writeMessage } from './desk.ts';
import { answerInvitation, invite } from './invitations.ts';
import { answerOffer, offerLetter, sendOffer } from './offers.ts';

export async function hiringRoutes(app: FastifyInstance, { deps }: { deps: Deps }) {
  const { db } = deps;
  const publicUrl = deps.config.publicUrl;
  const said = (request: Parameters<typeof requestLanguage>[0], text: string) =>
    translatorFor(requestLanguage(request))(text);

  route(app, hiringApi.desk, async (request) => openDesk(db, caller(request), request.params.applicationId));

  route(app, hiringApi.write, async (request) => ({
    message: said(request, M.messageSent),
    desk: await writeMessage(db, caller(request), request.params.applicationId, request.body.message, publicUrl),
  }));

  route(app, hiringApi.start, async (request) => ({
    message: said(request, M.messageSent),
    applicationId: await startConversation(db, caller(request), request.body, publicUrl),
  }));

  route(app, hiringApi.unread, async (request) => unreadOf(db, caller(request)));

  route(app, hiringApi.invite, async (request) => ({
    message: said(request, M.invitationSent),
    desk: await invite(db, caller(request), request.params.applicationId, request.body, publicUrl),
  }));

  route(app, hiringApi.answerInvitation, async (request) => ({
    message: said(request, M.answered),
    desk: await answerInvitation(db, caller(request), request.params.invitationId, request.body, publicUrl),
  }));

  route(app, hiringApi.offer, async (request) => ({
    message: said(request, M.offerSent),
    desk: await sendOffer(db, caller(request), request.params.applicationId, request.body, publicUrl),
  }));

  route(app, hiringApi.offerLetter, async (request) => ({
    contentType: 'application/pdf',
    data: await offerLetter(db, caller(request), request.params.offerId),
    cacheControl: 'no-store',
  }));

  route(app, hiringApi.answerOffer, async (request) => ({
    message: said(request, M.answered),
    desk: await answerOffer(db, caller(request), request.params.offerId, request.body.answer, publicUrl),
  }));
}
