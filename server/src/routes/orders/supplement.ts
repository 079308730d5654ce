import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import {
  OrderIdParams,
  OrderInstalmentParams,
  OrderInvoiceBody,
  OrderProgressBody,
  OrderTempStoreBody,
} from '@portal/contracts/schemas';
import { ORDER_MESSAGES, isEmail } from '@portal/validators';
import {
  BusinessError,
  Envelope,
  assertValid,
  ok,
  rejectUnknownFields,
} from '../../platform/http/envelope';
import {
  fitsColumn,
  formatMoney,
  isMoney,
  normaliseMoney,
  sumCents,
  toCents,
} from '../../platform/money';
import { WRONG_STATUS_MSG } from '../../lib/order-rules';
import { currentMember } from '../../platform/auth/plugin';
import { FILE_NOT_FOUND_MSG } from '../../modules/files/service';
import { runOrderAction } from './actions';
import { callerContext, noticeOf, notFound, notifyParties, type OrderNotice } from './common';

export const DUPLICATE_CONTRACT_MSG = '合同编号或名称已存在，是否继续保存？';
export const DUE_DATE_TOO_EARLY_MSG = '付款日期不能早于昨天';
export const INVOICE_MISSING_MSG = '买方尚未填写开票信息';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const QUANTITY = /^\d{1,11}(?:\.\d{1,3})?$/;
const PHONE = /^[+\d][\d\s-]{4,29}$/;

const Done = { 200: Envelope(Type.Null()) };

function blank(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

function numberText(value: string | number | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return blank(String(value));
}

/** A real calendar day 'YYYY-MM-DD'. */
function isDay(value: string): boolean {
  if (!DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * The seller tried to submit and only the buyer's invoice info is missing: the buyer is told, once
 * while the notice is unread (docs/trade-orders.md, "What submit needs").
 */
async function askBuyerForInvoice(app: FastifyInstance, orderId: number): Promise<void> {
  const sent = await app.db.transaction(async (tx) => {
    const { rows } = await tx.query<{
      order_no: string;
      enterprise_id: number;
      buyer_company_id: number;
    }>('SELECT order_no, enterprise_id, buyer_company_id FROM orders WHERE id = $1', [orderId]);
    const order = rows[0];
    if (!order) return false;
    const unread = await tx.query(
      `SELECT 1 FROM notifications n JOIN members m ON m.id = n.member_id
        WHERE n.jump_id = $1 AND n.message_types_of = 3 AND n.message_key = 'order.invoiceNeeded'
          AND NOT n.have_read AND m.company_id = $2 LIMIT 1`,
      [orderId, order.buyer_company_id],
    );
    if (unread.rows.length > 0) return false;
    const notice: OrderNotice = {
      orderId,
      orderNo: order.order_no,
      sellerMainId: order.enterprise_id,
      buyerCompanyId: order.buyer_company_id,
      to: ['buyer'],
      key: 'invoiceNeeded',
    };
    await notifyParties(app, notice, tx);
    return true;
  });
  if (sent) app.notificationOutbox.deliverSoon();
}

/** The seller's supplement (temporary store), the buyer's invoice request, submit and execution. */
const orderSupplementRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/minor/order/tempStore',
    {
      preValidation: rejectUnknownFields(OrderTempStoreBody),
      schema: {
        tags: ['order'],
        summary:
          'Save the contract, instalments, settlement, pickup, customs and follow-up (owner)',
        body: OrderTempStoreBody,
        response: Done,
      },
    },
    async (request) => {
      const body = request.body;
      const ctx = callerContext(currentMember(request));
      const now = app.now();
      const yesterday = new Date(now.getTime() - 86_400_000).toISOString().slice(0, 10);
      const outcome = await runOrderAction(app, ctx, body.id, 'tempStore', async (tx, order) => {
        const contractName = blank(body.contractName);
        const contractNumber = blank(body.contractNumber);
        const settlementQuantity = numberText(body.settlementQuantity);
        const settlementAmount = numberText(body.settlementAmount);
        const pickupPhone = blank(body.pickupPhone);
        const pickupDate = blank(body.pickupDate);
        assertValid(
          settlementQuantity === null || QUANTITY.test(settlementQuantity)
            ? null
            : '结算数量格式不正确',
          settlementAmount === null || isMoney(settlementAmount) ? null : '结算金额格式不正确',
          pickupPhone === null || PHONE.test(pickupPhone) ? null : '提货电话格式不正确',
          pickupDate === null || isDay(pickupDate) ? null : '提货日期格式不正确',
        );
        // Instalments: as entered (submit checks completeness); a date set or changed may not be
        // before yesterday.
        const previous = await tx.query<{ position: number; due_date: string | null }>(
          'SELECT position, due_date::text AS due_date FROM order_instalments WHERE order_id = $1',
          [order.id],
        );
        const previousDates = new Map(previous.rows.map((row) => [row.position, row.due_date]));
        const instalments = (body.instalments ?? []).map((item, index) => {
          const n = index + 1;
          const amount = numberText(item.amount);
          const dueDate = blank(item.dueDate);
          assertValid(
            amount === null || (isMoney(amount) && toCents(amount) > 0n)
              ? null
              : ORDER_MESSAGES.instalmentIncomplete(n),
            dueDate === null || isDay(dueDate) ? null : ORDER_MESSAGES.instalmentIncomplete(n),
          );
          if (dueDate !== null && dueDate !== previousDates.get(n) && dueDate < yesterday) {
            throw new BusinessError(400, DUE_DATE_TOO_EARLY_MSG);
          }
          return {
            position: n,
            amount: amount === null ? null : normaliseMoney(amount),
            dueDate,
            received: item.received ?? null,
          };
        });
        // Contract files: the seller's own uploads, or those already attached to this order.
        const fileIds = [...new Set(body.contractFiles ?? [])];
        if (fileIds.length > 0) {
          const files = await tx.query<{ id: number }>(
            `SELECT f.id FROM files f WHERE f.id = ANY($1::int[])
                AND (f.company_id = $2 OR EXISTS (SELECT 1 FROM order_contract_files c
                                                   WHERE c.order_id = $3 AND c.file_id = f.id))`,
            [fileIds, ctx.member.companyId, order.id],
          );
          if (files.rows.length !== fileIds.length)
            throw new BusinessError(404, FILE_NOT_FOUND_MSG);
        }
        const duplicates: ('contractNumber' | 'contractName')[] = [];
        if (contractNumber !== null || contractName !== null) {
          const { rows } = await tx.query<{ number: boolean; name: boolean }>(
            `SELECT bool_or(contract_number = $3) AS number, bool_or(contract_name = $4) AS name
               FROM orders WHERE seller_company_id = $1 AND id <> $2
                AND (contract_number = $3 OR contract_name = $4)`,
            [order.seller_company_id, order.id, contractNumber, contractName],
          );
          if (rows[0]?.number) duplicates.push('contractNumber');
          if (rows[0]?.name) duplicates.push('contractName');
        }
        if (duplicates.length > 0 && body.confirmDuplicate !== true) {
          throw new BusinessError(409, DUPLICATE_CONTRACT_MSG, {
            reason: 'duplicateContract',
            fields: duplicates,
          });
        }
        const contractStatus = fileIds.length > 0 ? 2 : 1;
        await tx.query(
          `UPDATE orders SET contract_name = $2, contract_number = $3, settlement_quantity = $4,
             settlement_amount = $5, pickup_address = $6, pickup_contact = $7, pickup_phone = $8,
             pickup_date = $9, customs_declaration_no = $10, customs_port = $11, customs_broker = $12,
             follow_up_name = $13, type = coalesce($14, type), contract_status = $15
           WHERE id = $1`,
          [
            order.id,
            contractName,
            contractNumber,
            settlementQuantity,
            settlementAmount === null ? null : normaliseMoney(settlementAmount),
            blank(body.pickupAddress),
            blank(body.pickupContact),
            pickupPhone,
            pickupDate,
            blank(body.customsDeclarationNo),
            blank(body.customsPort),
            blank(body.customsBroker),
            blank(body.followUpName),
            body.type ?? null,
            contractStatus,
          ],
        );
        await tx.query('DELETE FROM order_contract_files WHERE order_id = $1', [order.id]);
        for (const [position, fileId] of fileIds.entries()) {
          await tx.query(
            'INSERT INTO order_contract_files (order_id, file_id, position) VALUES ($1, $2, $3)',
            [order.id, fileId, position],
          );
        }
        await tx.query('DELETE FROM order_instalments WHERE order_id = $1', [order.id]);
        for (const item of instalments) {
          await tx.query(
            `INSERT INTO order_instalments (order_id, position, amount, due_date, received, received_at)
             VALUES ($1, $2, $3, $4, $5, CASE WHEN $5::boolean THEN $6::timestamptz END)`,
            [order.id, item.position, item.amount, item.dueDate, item.received, now],
          );
        }
        return { toStatus: null, msg: '暂存成功', remark: `contract ${contractStatus}` };
      });
      return ok(null, outcome.msg);
    },
  );

  app.put(
    '/minor/order/invoice',
    {
      preValidation: rejectUnknownFields(OrderInvoiceBody),
      schema: {
        tags: ['order'],
        summary: "The buyer's invoice request",
        body: OrderInvoiceBody,
        response: Done,
      },
    },
    async (request) => {
      const body = request.body;
      const ctx = callerContext(currentMember(request));
      const now = app.now();
      const outcome = await runOrderAction(app, ctx, body.id, 'invoice', async (tx, order) => {
        const title = blank(body.title);
        const taxNumber = blank(body.taxNumber);
        const email = blank(body.email);
        const mailName = blank(body.mailName);
        const mailPhone = blank(body.mailPhone);
        const mailAddress = blank(body.mailAddress);
        const electronic = body.medium === 1;
        assertValid(
          body.headerType === 1 || body.headerType === 2 ? null : '请选择发票类型',
          body.medium === 1 || body.medium === 2 ? null : '请选择开票方式',
          title ? null : '请输入发票抬头',
          taxNumber ? null : '请输入纳税人识别号',
          electronic && !email ? '请输入接收邮箱' : null,
          electronic && email && !isEmail(email) ? '邮箱格式不正确' : null,
          !electronic && !(mailName && mailPhone && mailAddress) ? '请完善邮寄信息' : null,
          mailPhone === null || PHONE.test(mailPhone) ? null : '联系电话格式不正确',
        );
        await tx.query(
          `INSERT INTO order_invoices (order_id, header_type, medium, title, tax_number, email, mail_name,
             mail_phone, mail_address, created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10)
           ON CONFLICT (order_id) DO UPDATE SET header_type = $2, medium = $3, title = $4,
             tax_number = $5, email = $6, mail_name = $7, mail_phone = $8, mail_address = $9,
             updated_at = $10`,
          [
            order.id,
            body.headerType,
            body.medium,
            title,
            taxNumber,
            electronic ? email : null,
            electronic ? null : mailName,
            electronic ? null : mailPhone,
            electronic ? null : mailAddress,
            now,
          ],
        );
        return { toStatus: null, msg: '开票信息已保存' };
      });
      return ok(null, outcome.msg);
    },
  );

  app.put(
    '/minor/order/submit/:id',
    {
      schema: {
        tags: ['order'],
        summary: 'Submit (or resubmit) the saved order for review (owner)',
        params: OrderIdParams,
        response: Done,
      },
    },
    async (request) => {
      const ctx = callerContext(currentMember(request));
      const now = app.now();
      const outcome = await runOrderAction(
        app,
        ctx,
        request.params.id,
        'submit',
        async (tx, order) => {
          const files = await tx.query<{ count: number }>(
            'SELECT count(*)::int AS count FROM order_contract_files WHERE order_id = $1',
            [order.id],
          );
          const instalments = await tx.query<{
            amount: string | null;
            due_date: string | null;
            received: boolean | null;
          }>(
            `SELECT amount::text AS amount, due_date::text AS due_date, received
             FROM order_instalments WHERE order_id = $1 ORDER BY position`,
            [order.id],
          );
          const invoice = await tx.query('SELECT 1 FROM order_invoices WHERE order_id = $1', [
            order.id,
          ]);
          const items = instalments.rows;
          const incomplete = items.findIndex(
            (item) =>
              item.amount === null ||
              toCents(item.amount) <= 0n ||
              item.due_date === null ||
              item.received === null,
          );
          const total = sumCents(
            items.map((item) => (item.amount === null ? 0n : toCents(item.amount))),
          );
          const amount = toCents(order.amount);
          assertValid(
            blank(order.contract_name) ? null : '请输入合同名称',
            blank(order.contract_number) ? null : '请输入合同编号',
            files.rows[0]!.count > 0 ? null : '请上传合同附件',
            items.length > 0 ? null : '请至少添加1期付款',
            incomplete >= 0 ? ORDER_MESSAGES.instalmentIncomplete(incomplete + 1) : null,
            total === amount && fitsColumn(total)
              ? null
              : ORDER_MESSAGES.instalmentTotalMismatch(formatMoney(total), formatMoney(amount)),
            invoice.rows.length > 0 ? null : INVOICE_MISSING_MSG,
            blank(order.follow_up_name) ? null : '请填写跟进人',
            blank(order.pickup_address) && blank(order.pickup_contact) && blank(order.pickup_phone)
              ? null
              : '请完善提货信息',
          );
          await tx.query(
            'UPDATE orders SET status = 4, contract_status = 2, submitted_at = $2 WHERE id = $1',
            [order.id, now],
          );
          return {
            toStatus: 4,
            msg: '已提交审核',
            notice: noticeOf(order, ['reviewers', 'buyer'], 'submitted'),
          };
        },
      ).catch(async (error: unknown) => {
        if (error instanceof BusinessError && error.message === INVOICE_MISSING_MSG) {
          await askBuyerForInvoice(app, request.params.id);
        }
        throw error;
      });
      return ok(null, outcome.msg);
    },
  );

  app.put(
    '/minor/order/progress',
    {
      preValidation: rejectUnknownFields(OrderProgressBody),
      schema: {
        tags: ['order'],
        summary: 'Set the execution and invoice progress of a signed order (owner)',
        body: OrderProgressBody,
        response: Done,
      },
    },
    async (request) => {
      const body = request.body;
      const ctx = callerContext(currentMember(request));
      const outcome = await runOrderAction(app, ctx, body.id, 'progress', async (tx, order) => {
        assertValid(
          body.executionStatus === undefined && body.invoiceStatus === undefined
            ? '请选择要更新的状态'
            : null,
        );
        if (body.executionStatus !== undefined) {
          await tx.query('UPDATE orders SET execution_status = $2 WHERE id = $1', [
            order.id,
            body.executionStatus,
          ]);
        }
        if (body.invoiceStatus !== undefined) {
          const { rows } = await tx.query(
            'UPDATE order_invoices SET status = $2, updated_at = $3 WHERE order_id = $1 RETURNING 1',
            [order.id, body.invoiceStatus, app.now()],
          );
          assertValid(rows.length === 0 ? '买方尚未填写开票信息' : null);
        }
        return {
          toStatus: null,
          msg: '已更新',
          remark: `execution ${body.executionStatus ?? '-'} invoice ${body.invoiceStatus ?? '-'}`,
          notice: noticeOf(order, ['buyer'], 'progress'),
        };
      });
      return ok(null, outcome.msg);
    },
  );

  app.put(
    '/minor/order/instalment/:instalmentId/received',
    {
      schema: {
        tags: ['order'],
        summary: 'Mark a payment received (owner); the last one completes the order',
        params: OrderInstalmentParams,
        response: Done,
      },
    },
    async (request) => {
      const ctx = callerContext(currentMember(request));
      const now = app.now();
      const { instalmentId } = request.params;
      const found = await app.db.query<{ order_id: number }>(
        'SELECT order_id FROM order_instalments WHERE id = $1',
        [instalmentId],
      );
      if (!found.rows[0]) throw notFound();
      const orderId = found.rows[0].order_id;
      const outcome = await runOrderAction(app, ctx, orderId, 'receive', async (tx, order) => {
        const updated = await tx.query(
          `UPDATE order_instalments SET received = TRUE, received_at = $3
            WHERE id = $1 AND order_id = $2 AND received IS NOT TRUE RETURNING id`,
          [instalmentId, orderId, now],
        );
        if (updated.rows.length === 0) throw new BusinessError(409, WRONG_STATUS_MSG);
        const open = await tx.query<{ count: number }>(
          'SELECT count(*)::int AS count FROM order_instalments WHERE order_id = $1 AND received IS NOT TRUE',
          [orderId],
        );
        if (open.rows[0]!.count === 0) {
          await tx.query('UPDATE orders SET status = 101 WHERE id = $1', [orderId]);
          return {
            toStatus: 101,
            msg: '订单已完成',
            remark: `instalment ${instalmentId}`,
            notice: noticeOf(order, ['buyer', 'seller'], 'completed'),
          };
        }
        return {
          toStatus: null,
          msg: '已确认收款',
          remark: `instalment ${instalmentId}`,
          notice: noticeOf(order, ['buyer'], 'paymentReceived'),
        };
      });
      return ok(null, outcome.msg);
    },
  );
};

export default orderSupplementRoutes;
