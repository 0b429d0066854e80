import type { Db } from '../../../db/client';
import type { RequestLogSink, RequestRecord } from '../../../core/request-log';
import { systemOperateLog } from '../../system/operate-log/operate-log.schema';
import { infraApiAccessLog, infraApiErrorLog } from './api-log.schema';
import { OperateType, describeOperation } from './operation';

/** Access log for every request, error log for unexpected exceptions, operate log for writes by signed-in users. */
export function createApiLogSink(db: Db): RequestLogSink {
  return {
    async write(records: RequestRecord[]) {
      const access = records.map((r) => {
        const op = describeOperation(r.method, r.path);
        return {
          traceId: r.traceId,
          userId: r.userId,
          userType: r.userType,
          requestMethod: r.method,
          requestUrl: r.path.slice(0, 255),
          requestParams: r.params,
          userIp: r.ip,
          userAgent: r.userAgent,
          operateModule: op.module,
          operateName: op.name,
          operateType: op.type,
          beginTime: r.beginTime,
          endTime: r.endTime,
          duration: r.duration,
          resultCode: r.resultCode,
          resultMsg: r.resultMsg,
          createTime: r.endTime,
          updateTime: r.endTime,
        };
      });
      const errors = records
        .filter((r) => r.error)
        .map((r) => ({
          traceId: r.traceId,
          userId: r.userId,
          userType: r.userType,
          requestMethod: r.method,
          requestUrl: r.path.slice(0, 255),
          requestParams: r.params,
          userIp: r.ip,
          userAgent: r.userAgent,
          exceptionTime: r.endTime,
          exceptionName: r.error!.name.slice(0, 128),
          exceptionMessage: r.error!.message,
          exceptionStackTrace: r.error!.stack,
        }));
      const operations = records
        .filter((r) => r.userId !== null && (r.method !== 'GET' || /\/export(-excel)?$/.test(r.path)))
        .map((r) => {
          const op = describeOperation(r.method, r.path);
          return {
            traceId: r.traceId,
            userId: r.userId!,
            userType: r.userType ?? 2,
            module: op.module,
            name: op.name,
            type: op.type === OperateType.GET ? OperateType.OTHER : op.type,
            requestMethod: r.method,
            requestUrl: r.path.slice(0, 255),
            requestParams: r.params,
            userIp: r.ip,
            userAgent: r.userAgent,
            duration: r.duration,
            resultCode: r.resultCode,
            resultMsg: r.resultMsg,
            createTime: r.endTime,
            updateTime: r.endTime,
          };
        });
      await db.transaction(async (tx) => {
        if (access.length) await tx.insert(infraApiAccessLog).values(access);
        if (errors.length) await tx.insert(infraApiErrorLog).values(errors);
        if (operations.length) await tx.insert(systemOperateLog).values(operations);
      });
    },
  };
}
