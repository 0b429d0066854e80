import type { FastifyInstance } from 'fastify';
import { AnnouncementPageReq, EssayPageReq, IdQuery, InformationPageReq, NewsPageReq } from '@gprs/contract';
import { route } from '../../core/route';
import * as content from './content.service';
import { recordView } from './member.service';

/** Public content read APIs: news, information flashes, announcements, essays, navigation. */
export function contentRoutes(app: FastifyInstance): void {
  route(app, { method: 'GET', url: '/stock/news/page', auth: 'public', query: NewsPageReq, handler: ({ db, query }) => content.pageNews(db, query) });
  route(app, {
    method: 'GET',
    url: '/stock/news/get',
    auth: 'public',
    query: IdQuery,
    handler: async ({ db, query, optionalUser }) => {
      const news = await content.getNews(db, query.id);
      await recordView(db, optionalUser?.id, 'news', String(news.id), news.title);
      return news;
    },
  });
  route(app, { method: 'GET', url: '/stock/information/page', auth: 'public', query: InformationPageReq, handler: ({ db, query }) => content.pageInformation(db, query) });
  route(app, { method: 'GET', url: '/stock/announcement/page', auth: 'public', query: AnnouncementPageReq, handler: ({ db, query }) => content.pageAnnouncements(db, query) });
  route(app, { method: 'GET', url: '/stock/essay/page', auth: 'public', query: EssayPageReq, handler: ({ db, query }) => content.pageEssays(db, query) });
  route(app, {
    method: 'GET',
    url: '/stock/essay/get',
    auth: 'public',
    query: IdQuery,
    handler: async ({ db, query, optionalUser }) => {
      const essay = await content.getEssay(db, query.id, optionalUser?.id);
      await recordView(db, optionalUser?.id, 'essay', String(essay.id), essay.title);
      return essay;
    },
  });
  route(app, { method: 'GET', url: '/stock/nav/list', auth: 'public', handler: ({ db }) => content.navGroups(db) });
}
