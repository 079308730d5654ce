import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DemandQuoteChatOpened, DemandQuoteChatParams } from '@portal/contracts/schemas';
import { BusinessError, Envelope, TooManyRequestsError, ok } from '../../platform/http/envelope';
import { currentMember } from '../../platform/auth/plugin';
import { QUOTE_COLUMNS, messagesOf, quoteTerms, type QuoteRow } from './common';

/** The stored payload of a 'demand' chat message (docs/realtime.md, docs/demand.md). */
export interface DemandCardPayload {
  demandId: number;
  title: string;
  productName: string;
  quantity: string;
  unit: string;
  deadline: string;
  quoteId: number;
  supplierName: string;
  unitPrice: string | null;
  totalPrice: string | null;
  quoteQuantity: string;
  currency: string;
  deliveryTerms: string;
  validUntil: string;
}

/**
 * "Chat with the supplier" on a quote (issue #13): a member of the buying company opens the
 * conversation with the member who quoted, and the server writes the demand card — the demand
 * and that quote — into it, so both sides see what the talk is about. Another company's demand or
 * a quote of another demand answers like a missing one.
 */
const demandChatRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/demand/:id/quote/:quoteId/chat',
    {
      schema: {
        tags: ['demand'],
        summary: 'Open the chat with the member who quoted, starting with the demand card',
        params: DemandQuoteChatParams,
        response: { 200: Envelope(DemandQuoteChatOpened) },
      },
    },
    async (request) => {
      const member = currentMember(request);
      const { rows } = await app.db.query<
        QuoteRow & {
          member_id: number;
          supplier_name: string;
          title: string;
          product_name: string;
          demand_quantity: string;
          unit: string;
          deadline: string;
        }
      >(
        `SELECT ${QUOTE_COLUMNS}, q.member_id, s.name AS supplier_name, d.title,
                d.product_name, d.quantity::text AS demand_quantity, d.unit,
                to_char(d.deadline, 'YYYY-MM-DD') AS deadline
           FROM quotes q JOIN demands d ON d.id = q.demand_id JOIN companies s ON s.id = q.company_id
          WHERE q.id = $1 AND q.demand_id = $2 AND d.company_id = $3`,
        [request.params.quoteId, request.params.id, member.companyId],
      );
      const row = rows[0];
      if (!row) throw new BusinessError(404, messagesOf(request).demandNotFound());
      if (!(await app.realtime.allow(member.id, request.ip))) throw new TooManyRequestsError(1);
      const terms = quoteTerms(row);
      const payload: DemandCardPayload = {
        demandId: request.params.id,
        title: row.title,
        productName: row.product_name,
        quantity: quoteTerms({ ...row, quantity: row.demand_quantity }).quantity,
        unit: row.unit,
        deadline: row.deadline,
        quoteId: row.id,
        supplierName: row.supplier_name,
        unitPrice: terms.unitPrice,
        totalPrice: terms.totalPrice,
        quoteQuantity: terms.quantity,
        currency: terms.currency,
        deliveryTerms: terms.deliveryTerms,
        validUntil: terms.validUntil,
      };
      const message = await app.realtime.sendMessage(member, {
        messageId: randomUUID(),
        receiverId: row.member_id,
        type: 'demand',
        payload: JSON.stringify(payload),
      });
      return ok({ receiverId: row.member_id, message });
    },
  );
};

export default demandChatRoutes;
