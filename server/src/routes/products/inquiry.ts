import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncTypebox, Static } from '@fastify/type-provider-typebox';
import { InquiryBody, InquirySent, ProductIdParams } from '@portal/contracts/schemas';
import { INQUIRY_MESSAGES, validateInquiry } from '@portal/validators';
import {
  BusinessError,
  Envelope,
  TooManyRequestsError,
  ok,
  rejectUnknownFields,
} from '../../platform/http/envelope';
import { NOTIFICATION_TYPES, notify } from '../../modules/notifications/notifications';
import { assertTradingCompany } from '../../lib/platform-trading';
import { PRODUCT_NOT_FOUND_MSG } from '../../lib/products';
import { currentMember } from '../../platform/auth/plugin';

type InquiryBody = Static<typeof InquiryBody>;

/** The stored payload of an 'inquiry' chat message (docs/realtime.md). */
export interface InquiryPayload {
  productId: number;
  productName: string;
  /** Site-relative url of the product's first image, or null. */
  image: string | null;
  hsCode: string | null;
  quantity: string;
  unit: string;
  /** Decimal string, or null when the buyer gave none. */
  targetPrice: string | null;
  currency: string | null;
  destination: string;
  text: string;
}

/** "12.50" → "12.5", "3" → "3": a decimal string without trailing zeros. */
function decimalText(value: string | number): string {
  const text = String(value).trim();
  return text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text;
}

/**
 * "Send inquiry" (issue #12): a signed-in buyer's structured inquiry about a published product.
 * It is stored as a chat message of type 'inquiry' from the buyer to the product's inquiry
 * receiver (else the company's main account) through `app.realtime.sendMessage` — stored before
 * the answer, delivered live, counted in the chat budget and the daily new-conversation
 * allowance — and the receiver gets a system notification (type 8, inquiry). Only the server
 * writes inquiry messages: clients cannot send the type over the socket or `POST chatMessage`.
 */
const inquiryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/product/:id/inquiry',
    {
      preValidation: rejectUnknownFields(InquiryBody),
      schema: {
        tags: ['product'],
        summary: "Send an inquiry about a published product to its receiver's chat",
        params: ProductIdParams,
        body: InquiryBody,
        response: { 200: Envelope(InquirySent) },
      },
    },
    async (request) => {
      const member = currentMember(request);
      await assertTradingCompany(app.db, member.companyId);
      const body: InquiryBody = request.body;
      const { rows } = await app.db.query<{
        id: number;
        name: string;
        hs_code: string | null;
        unit: string;
        currency: string;
        company_id: number;
        image_file_id: number | null;
        receiver_id: number | null;
      }>(
        `SELECT p.id, p.name, p.hs_code, p.unit, p.currency, p.company_id,
                (SELECT pm.file_id FROM product_media pm WHERE pm.product_id = p.id
                   AND pm.kind = 'image' ORDER BY pm.position LIMIT 1) AS image_file_id,
                coalesce((SELECT r.id FROM members r WHERE r.id = p.receiver_id
                            AND r.company_id = p.company_id AND NOT r.disabled),
                         (SELECT m.id FROM members m WHERE m.company_id = c.id AND m.mid = 0
                           AND NOT m.disabled ORDER BY m.id LIMIT 1)) AS receiver_id
           FROM products p JOIN companies c ON c.id = p.company_id
          WHERE p.id = $1 AND p.status = 1 AND NOT c.is_platform`,
        [request.params.id],
      );
      const product = rows[0];
      // Unpublished, disabled and platform products answer like missing ones (tenancy).
      if (!product) throw new BusinessError(404, PRODUCT_NOT_FOUND_MSG);
      if (product.company_id === member.companyId) {
        throw new BusinessError(400, INQUIRY_MESSAGES.ownProduct);
      }
      const problem = validateInquiry(body);
      if (problem) throw new BusinessError(400, problem);
      const hasPrice =
        body.targetPrice !== null &&
        body.targetPrice !== undefined &&
        String(body.targetPrice).trim() !== '';
      const currency = hasPrice ? body.currency?.trim() || product.currency : null;
      if (currency && currency !== product.currency) {
        const known = await app.db.query(
          "SELECT 1 FROM dict_data WHERE dict_type = 'trade_currency' AND dict_value = $1",
          [currency],
        );
        if (known.rows.length === 0) throw new BusinessError(400, INQUIRY_MESSAGES.currencyUnknown);
      }
      if (product.receiver_id === null) throw new BusinessError(400, INQUIRY_MESSAGES.noReceiver);

      // The chat budget of the member and their IP, as for POST chatMessage.
      if (!(await app.realtime.allow(member.id, request.ip))) throw new TooManyRequestsError(1);

      const base = (request.routeOptions.url ?? '').replace(/\/product\/.*$/, '');
      const payload: InquiryPayload = {
        productId: product.id,
        productName: product.name,
        image: product.image_file_id
          ? `${base}/product/public/${product.id}/media/${product.image_file_id}`
          : null,
        hsCode: product.hs_code,
        quantity: decimalText(body.quantity),
        unit: product.unit,
        targetPrice: hasPrice ? decimalText(body.targetPrice!) : null,
        currency,
        destination: body.destination.trim(),
        text: body.message.trim(),
      };
      const message = await app.realtime.sendMessage(member, {
        messageId: randomUUID(),
        receiverId: product.receiver_id,
        type: 'inquiry',
        payload: JSON.stringify(payload),
      });

      const sender = await app.db.query<{ name: string | null; company: string }>(
        `SELECT m.name, c.name AS company FROM members m JOIN companies c ON c.id = m.company_id
          WHERE m.id = $1`,
        [member.id],
      );
      const from = sender.rows[0]?.company ?? '';
      await notify(app, {
        memberId: product.receiver_id,
        type: NOTIFICATION_TYPES.inquiry,
        message: {
          key: 'product.inquiry',
          params: {
            product: product.name,
            company: from,
            quantity: payload.quantity,
            unit: payload.unit,
            targetPrice: payload.targetPrice || null,
            currency: payload.currency,
            destination: payload.destination,
            message: payload.text,
          },
        },
        // Opening it leads to the conversation with the buyer (/messages?to=<jumpId>).
        jumpId: member.id,
        senderName: sender.rows[0]?.name || from || undefined,
      });
      return ok({ receiverId: product.receiver_id, message });
    },
  );
};

export default inquiryRoutes;
