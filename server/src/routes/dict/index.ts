import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DictEntry, DictTypeParams } from '@portal/contracts/schemas';
import { Envelope, ok } from '../../platform/http/envelope';

const dictRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/dict/data/type/:type',
    {
      schema: {
        tags: ['dictionary'],
        summary: 'Entries of a dictionary type, e.g. trade_currency (public)',
        params: DictTypeParams,
        response: { 200: Envelope(Type.Array(DictEntry)) },
      },
    },
    async (request) => {
      const { rows } = await app.db.query<{
        dict_value: string;
        dict_label: string;
        remark: string | null;
      }>(
        'SELECT dict_value, dict_label, remark FROM dict_data WHERE dict_type = $1 ORDER BY sort, id',
        [request.params.type],
      );
      return ok(
        rows.map((row) => ({
          dictValue: row.dict_value,
          dictLabel: row.dict_label,
          remark: row.remark,
        })),
      );
    },
  );
};

export default dictRoutes;
