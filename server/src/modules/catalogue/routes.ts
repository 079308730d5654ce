import type { FastifyInstance } from 'fastify';
import { catalogueEndpoints } from '@portal/contracts/endpoints/catalogue';
import {
  CatalogueCreateBody,
  CatalogueMoveBody,
  CatalogueUpdateBody,
} from '@portal/contracts/schemas';
import { route } from '../../platform/http/endpoint';
import { ok, rejectUnknownFields } from '../../platform/http/envelope';
import { currentMember } from '../../platform/auth/plugin';
import { addEntry, catalogueTree, changeEntry, deleteEntry, moveEntry } from './service';

/** The company's catalogue trees: industry cities, industry types and product categories. */
export function catalogueRoutes(app: FastifyInstance): void {
  route(app, catalogueEndpoints.tree, async (request) =>
    ok(await catalogueTree(app.db, currentMember(request), request.params.kind)),
  );

  route(
    app,
    catalogueEndpoints.add,
    async (request) => {
      const member = currentMember(request);
      const id = await addEntry(app.db, member, request.params.kind, request.body, app.now());
      return ok({ id }, '保存成功');
    },
    { preValidation: rejectUnknownFields(CatalogueCreateBody) },
  );

  route(
    app,
    catalogueEndpoints.change,
    async (request) => {
      const { kind, id } = request.params;
      await changeEntry(app.db, currentMember(request), kind, id, request.body);
      return ok(null, '保存成功');
    },
    { preValidation: rejectUnknownFields(CatalogueUpdateBody) },
  );

  route(
    app,
    catalogueEndpoints.move,
    async (request) => {
      const { kind, id } = request.params;
      await moveEntry(app.db, currentMember(request), kind, id, request.body);
      return ok(null, '操作成功');
    },
    { preValidation: rejectUnknownFields(CatalogueMoveBody) },
  );

  route(app, catalogueEndpoints.remove, async (request) => {
    const { kind, id } = request.params;
    await deleteEntry(app.db, currentMember(request), kind, id);
    return ok(null, '删除成功');
  });
}
