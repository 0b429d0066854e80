import type { FastifyInstance } from 'fastify';
import {
  FavoritePageReq,
  FavoriteReq,
  HistoryPageReq,
  HistorySwitchReq,
  IdQuery,
  PublicRecordPageReq,
  RecordPageReq,
  RecordSaveReq,
  RecordUpdateReq,
  ReorderReq,
  StockGroupCreateReq,
  StockGroupUpdateReq,
  WatchAddReq,
  WatchListReq,
  WatchRemoveReq,
  WatchReorderReq,
} from '@gprs/contract';
import { route } from '../../core/route';
import * as member from './member.service';

/** Member APIs (auth 'user'): each member reaches only their own rows; anything else answers 404. */
export function memberRoutes(app: FastifyInstance): void {
  // stock groups
  route(app, { method: 'GET', url: '/stock/member/stock-group/list', auth: 'user', handler: ({ db, user }) => member.listGroups(db, user.id) });
  route(app, { method: 'POST', url: '/stock/member/stock-group/create', auth: 'user', body: StockGroupCreateReq, handler: ({ db, user, body }) => member.createGroup(db, user.id, body) });
  route(app, { method: 'PUT', url: '/stock/member/stock-group/update', auth: 'user', body: StockGroupUpdateReq, handler: ({ db, user, body }) => member.updateGroup(db, user.id, body) });
  route(app, { method: 'DELETE', url: '/stock/member/stock-group/delete', auth: 'user', query: IdQuery, handler: ({ db, user, query }) => member.deleteGroup(db, user.id, query.id) });
  route(app, { method: 'PUT', url: '/stock/member/stock-group/reorder', auth: 'user', body: ReorderReq, handler: ({ db, user, body }) => member.reorderGroups(db, user.id, body.ids) });

  // watch list
  route(app, { method: 'GET', url: '/stock/member/watch/list', auth: 'user', query: WatchListReq, handler: ({ db, user, query }) => member.listWatchItems(db, user.id, query.groupId) });
  route(app, { method: 'GET', url: '/stock/member/watch/codes', auth: 'user', handler: ({ db, user }) => member.watchedCodes(db, user.id) });
  route(app, { method: 'POST', url: '/stock/member/watch/add', auth: 'user', body: WatchAddReq, handler: ({ db, user, body }) => member.addWatchItem(db, user.id, body) });
  route(app, {
    method: 'DELETE',
    url: '/stock/member/watch/remove',
    auth: 'user',
    query: WatchRemoveReq,
    handler: ({ db, user, query }) => member.removeWatchItem(db, user.id, query.groupId, query.stockCode),
  });
  route(app, {
    method: 'PUT',
    url: '/stock/member/watch/reorder',
    auth: 'user',
    body: WatchReorderReq,
    handler: ({ db, user, body }) => member.reorderWatchItems(db, user.id, body.groupId, body.stockCodes),
  });

  // favourites of news / information / concepts
  route(app, { method: 'GET', url: '/stock/member/favorite/page', auth: 'user', query: FavoritePageReq, handler: ({ db, user, query }) => member.pageFavorites(db, user.id, query) });
  route(app, { method: 'GET', url: '/stock/member/favorite/check', auth: 'user', query: FavoriteReq, handler: ({ db, user, query }) => member.isFavorite(db, user.id, query.targetType, query.targetId) });
  route(app, { method: 'POST', url: '/stock/member/favorite/add', auth: 'user', body: FavoriteReq, handler: ({ db, user, body }) => member.addFavorite(db, user.id, body.targetType, body.targetId) });
  route(app, {
    method: 'DELETE',
    url: '/stock/member/favorite/remove',
    auth: 'user',
    query: FavoriteReq,
    handler: ({ db, user, query }) => member.removeFavorite(db, user.id, query.targetType, query.targetId),
  });

  // stock essays (records)
  route(app, { method: 'GET', url: '/stock/member/record/page', auth: 'user', query: RecordPageReq, handler: ({ db, user, query }) => member.pageOwnRecords(db, user.id, query) });
  route(app, { method: 'GET', url: '/stock/member/record/get', auth: 'user', query: IdQuery, handler: async ({ db, user, query }) => member.requireOwnRecord(db, user.id, query.id) });
  route(app, { method: 'POST', url: '/stock/member/record/create', auth: 'user', body: RecordSaveReq, handler: ({ db, user, body }) => member.createRecord(db, user.id, body) });
  route(app, { method: 'PUT', url: '/stock/member/record/update', auth: 'user', body: RecordUpdateReq, handler: ({ db, user, body }) => member.updateRecord(db, user.id, body) });
  route(app, { method: 'DELETE', url: '/stock/member/record/delete', auth: 'user', query: IdQuery, handler: ({ db, user, query }) => member.deleteRecord(db, user.id, query.id) });
  // public records of every member
  route(app, { method: 'GET', url: '/stock/record/page', auth: 'public', query: PublicRecordPageReq, handler: ({ db, query }) => member.pagePublicRecords(db, query) });
  route(app, { method: 'GET', url: '/stock/record/get', auth: 'public', query: IdQuery, handler: ({ db, query, optionalUser }) => member.getPublicRecord(db, query.id, optionalUser?.id) });

  // browsing history
  route(app, { method: 'GET', url: '/stock/member/history/page', auth: 'user', query: HistoryPageReq, handler: ({ db, user, query }) => member.pageHistory(db, user.id, query) });
  route(app, { method: 'DELETE', url: '/stock/member/history/clear', auth: 'user', handler: ({ db, user }) => member.clearHistory(db, user.id) });
  route(app, { method: 'DELETE', url: '/stock/member/history/delete', auth: 'user', query: IdQuery, handler: ({ db, user, query }) => member.deleteHistory(db, user.id, query.id) });
  route(app, { method: 'GET', url: '/stock/member/history/get-switch', auth: 'user', handler: async ({ db, user }) => ({ enabled: await member.historyEnabled(db, user.id) }) });
  route(app, { method: 'PUT', url: '/stock/member/history/switch', auth: 'user', body: HistorySwitchReq, handler: ({ db, user, body }) => member.setHistoryEnabled(db, user.id, body.enabled) });
}
