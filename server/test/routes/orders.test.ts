import {
  API,
  bearer,
  createTestApp,
  login,
  openTestDb,
  type TestApp,
  type TestDb,
} from '../helpers';
import {
  BR,
  MO,
  OPERATOR,
  PT,
  REVIEWER,
  TEA,
  caller,
  daysFromToday,
  insertOrderInState,
  memberOf,
  orderRow,
  productOf,
  uploadContract,
} from './order-helpers';
import { ORDER_STAGE_KEYS } from '@portal/contracts';

let testDb: TestDb;
let context: TestApp;
const tokens: Record<string, string> = {};
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  testDb = await openTestDb();
  context = await createTestApp({ db: testDb.db });
  for (const user of [TEA, PT, BR, MO, OPERATOR, REVIEWER]) {
    tokens[user] = await login(context.app, user);
  }
  call = caller(context.app, tokens);
});
afterAll(async () => {
  await context.close();
  await testDb.close();
});

async function notificationsOf(user: string, orderId: number): Promise<string[]> {
  const member = await memberOf(testDb.db, user);
  const { rows } = await testDb.db.query<{ message_title: string }>(
    `SELECT message_title FROM notifications
      WHERE member_id = $1 AND message_types_of = 3 AND jump_id = $2 ORDER BY id`,
    [member.id, orderId],
  );
  return rows.map((row) => row.message_title);
}

describe('the whole trade over HTTP', () => {
  it('cart → place → confirm → contract → invoice → submit → approve → take effect → paid', async () => {
    const db = testDb.db;
    const tea = await productOf(db, TEA);
    const teaOnRequest = await productOf(db, TEA, false);
    const coffee = await productOf(db, BR);
    const ids = [
      (await call(PT, 'POST', '/shoppingCart', { productId: tea.id, productQuantity: 120 })).data
        .id,
      (await call(PT, 'POST', '/shoppingCart', { productId: teaOnRequest.id, productQuantity: 10 }))
        .data.id,
      (await call(PT, 'POST', '/shoppingCart', { productId: coffee.id, productQuantity: 50 })).data
        .id,
    ];
    const placed = await call(PT, 'POST', '/minor/order/place', { ids });
    expect(placed.code).toBe(200);
    const teaMain = await memberOf(db, TEA);
    const orders = await db.query<{ id: number }>(
      'SELECT id FROM orders WHERE id = ANY($1::int[]) AND enterprise_id = $2',
      [placed.data.orderIds, teaMain.id],
    );
    const id = orders.rows[0]!.id;
    expect(await notificationsOf(TEA, id)).toHaveLength(1);

    // The seller prices the '面议' line, then confirms.
    let detail = (await call(TEA, 'GET', `/minor/order/${id}`)).data;
    expect(detail).toMatchObject({ status: 1, stage: 'tradePending', role: 2, amount: '32160.00' });
    // The amount leaves the unpriced line out, and both read shapes say so.
    const listedRow = async (user: string, side: string) =>
      (await call(user, 'GET', `/minor/order/list?side=${side}&pageSize=100`)).rows.find(
        (row: { id: number }) => row.id === id,
      );
    expect(detail.unpricedLines).toBe(1);
    expect(await listedRow(TEA, 'sales')).toMatchObject({ amount: '32160.00', unpricedLines: 1 });
    expect(await listedRow(PT, 'purchase')).toMatchObject({ unpricedLines: 1 });
    expect(detail.actions).toEqual(['editProducts', 'confirm', 'reject', 'cancel', 'contact']);
    expect(await call(TEA, 'PUT', `/minor/order/confirm/${id}`)).toEqual({
      code: 400,
      msg: `产品「${teaOnRequest.name}」价格为面议，请先确定价格`,
    });
    const line = detail.products.find(
      (p: { productPrice: string | null }) => p.productPrice === null,
    );
    // an unpriced line has no total yet (shown as '面议', not as ¥ 0.00)
    expect(line.lineTotal).toBeNull();
    expect(
      await call(TEA, 'PUT', '/minor/orderProduct', {
        id: line.id,
        productPrice: '980.10',
        productQuantity: 10,
        amount: '1.00',
      }),
    ).toEqual({ code: 400, msg: '不支持的参数：amount' });
    expect(
      await call(TEA, 'PUT', '/minor/orderProduct', {
        id: line.id,
        productPrice: '980.10',
        productQuantity: 10,
      }),
    ).toMatchObject({ code: 200 });
    expect((await orderRow(db, id))!.amount).toBe('41961.00');
    expect(await listedRow(TEA, 'sales')).toMatchObject({ amount: '41961.00', unpricedLines: 0 });
    expect((await call(TEA, 'GET', `/minor/order/${id}`)).data.unpricedLines).toBe(0);
    expect(await call(TEA, 'PUT', `/minor/order/confirm/${id}`)).toMatchObject({
      code: 200,
      msg: '订单已确认',
    });
    expect(await notificationsOf(PT, id)).toEqual(['订单已确认']);

    // The buyer sees the detail; the stage is "trade passed".
    detail = (await call(PT, 'GET', `/minor/order/${id}`)).data;
    expect(detail).toMatchObject({ status: 3, stage: 'tradePassed', role: 1, contractStatus: 1 });
    expect(detail.actions).toEqual(['invoice', 'cancel', 'contact']);

    // The seller uploads the contract and saves the supplement.
    const fileId = await uploadContract(context.app, tokens[TEA]!);
    const supplement = {
      id,
      contractName: '普洱茶购销合同',
      contractNumber: 'HT-2026-001',
      contractFiles: [fileId],
      instalments: [
        { amount: '12588.30', dueDate: daysFromToday(10), received: true },
        { amount: '29372.70', dueDate: daysFromToday(40), received: false },
      ],
      settlementQuantity: '130.250',
      settlementAmount: '41961.00',
      pickupAddress: '云南省普洱市思茅区茶城大道88号',
      pickupContact: '陈志远',
      pickupPhone: '13800000001',
      pickupDate: daysFromToday(15),
      customsDeclarationNo: '530120261234567890',
      customsPort: '昆明海关',
      customsBroker: '云南报关行',
      followUpName: '陈志远',
      type: 2,
    };
    expect(await call(TEA, 'POST', '/minor/order/tempStore', { ...supplement, status: 4 })).toEqual(
      {
        code: 400,
        msg: '不支持的参数：status',
      },
    );
    expect(
      await call(TEA, 'POST', '/minor/order/tempStore', {
        ...supplement,
        instalments: [{ amount: '41961.00', dueDate: daysFromToday(-3), received: false }],
      }),
    ).toEqual({ code: 400, msg: '付款日期不能早于昨天' });
    expect(await call(TEA, 'POST', '/minor/order/tempStore', supplement)).toMatchObject({
      code: 200,
      msg: '暂存成功',
    });
    detail = (await call(TEA, 'GET', `/minor/order/${id}`)).data;
    expect(detail).toMatchObject({
      stage: 'contractConfirmed',
      contractStatus: 2,
      contract: {
        name: '普洱茶购销合同',
        number: 'HT-2026-001',
        files: [{ id: fileId, name: 'contract.pdf', url: `/haiguan/api/files/${fileId}` }],
      },
      settlementQuantity: '130.25',
      settlementAmount: '41961.00',
      pickup: {
        address: '云南省普洱市思茅区茶城大道88号',
        contact: '陈志远',
        date: daysFromToday(15),
      },
      customs: { declarationNo: '530120261234567890', port: '昆明海关', broker: '云南报关行' },
      followUpName: '陈志远',
    });
    expect(detail.instalments).toMatchObject([
      { amount: '12588.30', received: true, state: 'received' },
      { amount: '29372.70', received: false, state: 'unpaid' },
    ]);
    // The buyer and the contract file: readable by both parties, not by others.
    const download = (user: string) =>
      context.app.inject({ url: `${API}/files/${fileId}`, headers: bearer(tokens[user]!) });
    expect((await download(PT)).statusCode).toBe(200);
    expect((await download(BR)).statusCode).toBe(404);
    expect((await download(REVIEWER)).statusCode).toBe(404); // not submitted yet

    // Submit needs the buyer's invoice info; the buyer is told (issue #33), once while unread.
    const buyerNotices = (await notificationsOf(PT, id)).length;
    for (let attempt = 0; attempt < 2; attempt += 1) {
      expect(await call(TEA, 'PUT', `/minor/order/submit/${id}`)).toEqual({
        code: 400,
        msg: '买方尚未填写开票信息',
      });
    }
    expect((await notificationsOf(PT, id)).slice(buyerNotices)).toEqual(['请填写开票信息']);
    expect(
      await call(PT, 'PUT', '/minor/order/invoice', {
        id,
        headerType: 1,
        medium: 1,
        title: 'Lusitânia Vinhos e Azeites, Lda.',
        taxNumber: 'PT509876543',
      }),
    ).toEqual({ code: 400, msg: '请输入接收邮箱' });
    expect(
      await call(PT, 'PUT', '/minor/order/invoice', {
        id,
        headerType: 1,
        medium: 1,
        title: 'Lusitânia Vinhos e Azeites, Lda.',
        taxNumber: 'PT509876543',
        email: 'finance@lusitania.example',
      }),
    ).toMatchObject({ code: 200, msg: '开票信息已保存' });
    expect(await call(TEA, 'PUT', `/minor/order/submit/${id}`)).toMatchObject({
      code: 200,
      msg: '已提交审核',
    });
    expect(await notificationsOf(REVIEWER, id)).toEqual(['订单待审核']);
    expect(await notificationsOf(OPERATOR, id)).toEqual(['订单待审核']);
    expect(await notificationsOf(PT, id)).toEqual(['订单已确认', '请填写开票信息', '订单待审核']);
    expect((await download(REVIEWER)).statusCode).toBe(200);

    // The reviewer sees it in the review list and approves it.
    const review = await call(
      REVIEWER,
      'GET',
      '/minor/order/list?side=review&stage=contractPending',
    );
    expect(review.rows.map((row: { id: number }) => row.id)).toContain(id);
    expect(review.rows.find((row: { id: number }) => row.id === id).role).toBe(3);
    expect((await call(PT, 'GET', '/minor/order/list?side=review')).code).toBe(403);
    expect((await call(REVIEWER, 'GET', `/minor/order/${id}`)).data.actions).toEqual([
      'approve',
      'deny',
    ]);
    expect(await call(REVIEWER, 'PUT', `/minor/order/approved/${id}`)).toMatchObject({
      code: 200,
      msg: '审核通过',
    });
    expect(await notificationsOf(TEA, id)).toEqual(['新订单待确认', '订单审核通过']);

    // The buyer takes effect (signs); the seller records progress and the last payment.
    expect((await call(PT, 'GET', `/minor/order/${id}`)).data).toMatchObject({
      stage: 'contractSigning',
      actions: ['takeEffect', 'contact'],
    });
    expect(await call(PT, 'POST', '/minor/order/takeEffect', { id })).toMatchObject({
      code: 200,
      msg: '合同已生效',
    });
    detail = (await call(TEA, 'GET', `/minor/order/${id}`)).data;
    // a deposit is already in: the contract is executing
    expect(detail).toMatchObject({ stage: 'contractExecuting', executionStatus: 1 });
    expect(detail.signedAt).not.toBeNull();
    expect(detail.actions).toEqual(['progress', 'receive', 'contact']);
    expect(
      await call(TEA, 'PUT', '/minor/order/progress', { id, executionStatus: 3, invoiceStatus: 2 }),
    ).toMatchObject({ code: 200, msg: '已更新' });
    const unpaid = detail.instalments.find((item: { received: boolean }) => !item.received);
    const paid = detail.instalments.find((item: { received: boolean }) => item.received);
    expect(await call(TEA, 'PUT', `/minor/order/instalment/${paid.id}/received`)).toEqual({
      code: 409,
      msg: '当前订单状态不允许该操作',
    });
    expect(await call(TEA, 'PUT', `/minor/order/instalment/${unpaid.id}/received`)).toMatchObject({
      code: 200,
      msg: '订单已完成',
    });
    detail = (await call(PT, 'GET', `/minor/order/${id}`)).data;
    expect(detail).toMatchObject({
      status: 101,
      stage: 'completed',
      executionStatus: 3,
      invoice: { status: 2, email: 'finance@lusitania.example' },
      actions: ['contact'],
    });
    expect(await notificationsOf(PT, id)).toEqual([
      '订单已确认',
      '请填写开票信息',
      '订单待审核',
      '订单审核通过',
      '订单进度已更新',
      '订单已完成',
    ]);
    expect(await notificationsOf(TEA, id)).toEqual([
      '新订单待确认',
      '订单审核通过',
      '合同已生效',
      '订单已完成',
    ]);
    const messages = await call(PT, 'GET', '/message/getMessageListByUser?pageNum=1&pageSize=50');
    expect(messages.rows.filter((row: { jumpId: number }) => row.jumpId === id)).toHaveLength(6);

    // The procedure log, oldest first.
    const log = await call(PT, 'GET', `/procedureLog/list?orderId=${id}`);
    expect(log.rows.map((row: { action: string }) => row.action)).toEqual([
      'place',
      'editProducts',
      'confirm',
      'tempStore',
      'invoice',
      'submit',
      'approve',
      'takeEffect',
      'progress',
      'receive',
    ]);
    expect(log.rows[0]).toMatchObject({
      fromStatus: null,
      toStatus: 1,
      companyName: 'Lusitânia Vinhos e Azeites, Lda.',
    });
    expect(log.rows.at(-1)).toMatchObject({ fromStatus: 3, toStatus: 101 });
    expect((await call(BR, 'GET', `/procedureLog/list?orderId=${id}`)).code).toBe(404);
  });
});

describe('order rules and messages', () => {
  it('checks submit in the documented order', async () => {
    const db = testDb.db;
    const order = await insertOrderInState(db, 'S3/C2');
    const submit = () => call(TEA, 'PUT', `/minor/order/submit/${order.id}`);
    const set = (sql: string) => db.query(`UPDATE orders SET ${sql} WHERE id = $1`, [order.id]);
    await set('contract_name = NULL, contract_number = NULL');
    expect((await submit()).msg).toBe('请输入合同名称');
    await set("contract_name = 'A'");
    expect((await submit()).msg).toBe('请输入合同编号');
    await set("contract_number = 'B'");
    await db.query('DELETE FROM order_contract_files WHERE order_id = $1', [order.id]);
    expect((await submit()).msg).toBe('请上传合同附件');
    const file = await db.query<{ id: number }>(
      `INSERT INTO files (company_id, member_id, original_name, stored_name, mime_type, file_type, size, created_at)
       SELECT company_id, id, 'c.pdf', 'submit-check.pdf', 'application/pdf', 'file', 1, now()
         FROM members WHERE username = $1 RETURNING id`,
      [TEA],
    );
    await db.query(
      'INSERT INTO order_contract_files (order_id, file_id, position) VALUES ($1, $2, 0)',
      [order.id, file.rows[0]!.id],
    );
    await db.query(
      'UPDATE order_instalments SET received = NULL WHERE order_id = $1 AND position = 2',
      [order.id],
    );
    expect((await submit()).msg).toBe('请完善第2期付款信息');
    await db.query(
      'UPDATE order_instalments SET received = FALSE, amount = 1000.01 WHERE order_id = $1 AND position = 2',
      [order.id],
    );
    expect((await submit()).msg).toBe('分期付款总额（2,000.01）与订单金额（2,680.00）不一致');
    await db.query(
      'UPDATE order_instalments SET amount = 1680 WHERE order_id = $1 AND position = 2',
      [order.id],
    );
    await db.query('DELETE FROM order_invoices WHERE order_id = $1', [order.id]);
    expect((await submit()).msg).toBe('买方尚未填写开票信息');
    await db.query(
      `INSERT INTO order_invoices (order_id, header_type, medium, title, tax_number, mail_name, mail_phone,
         mail_address, created_at, updated_at) VALUES ($1, 2, 2, 't', 'n', 'a', '123456', 'b', now(), now())`,
      [order.id],
    );
    await set('follow_up_name = NULL');
    expect((await submit()).msg).toBe('请填写跟进人');
    await set("follow_up_name = 'F', pickup_phone = NULL");
    expect((await submit()).msg).toBe('请完善提货信息');
    await set("pickup_phone = '13800000001'");
    await db.query('DELETE FROM order_instalments WHERE order_id = $1', [order.id]);
    expect((await submit()).msg).toBe('请至少添加1期付款');
  });

  it('asks before saving a duplicate contract number or name', async () => {
    const db = testDb.db;
    const first = await insertOrderInState(db, 'S3/C1');
    const second = await insertOrderInState(db, 'S3/C1');
    const existing = await db.query<{ contract_number: string; contract_name: string }>(
      'SELECT contract_number, contract_name FROM orders WHERE id = $1',
      [first.id],
    );
    const body = {
      id: second.id,
      contractName: existing.rows[0]!.contract_name,
      contractNumber: existing.rows[0]!.contract_number,
    };
    expect(await call(TEA, 'POST', '/minor/order/tempStore', body)).toEqual({
      code: 409,
      msg: '合同编号或名称已存在，是否继续保存？',
      reason: 'duplicateContract',
      fields: ['contractNumber', 'contractName'],
    });
    expect(
      await call(TEA, 'POST', '/minor/order/tempStore', { ...body, contractName: 'unique name' }),
    ).toEqual({
      code: 409,
      msg: '合同编号或名称已存在，是否继续保存？',
      reason: 'duplicateContract',
      fields: ['contractNumber'],
    });
    // The reason, unlike the msg, reads the same in every language.
    const inPortuguese = await context.app.inject({
      method: 'POST',
      url: `${API}/minor/order/tempStore`,
      headers: { ...bearer(tokens[TEA]!), 'accept-language': 'pt-PT' },
      payload: body,
    });
    expect(inPortuguese.json()).toEqual({
      code: 409,
      msg: 'Já existe um contrato com este número ou nome. Guardar mesmo assim?',
      reason: 'duplicateContract',
      fields: ['contractNumber', 'contractName'],
    });
    expect(
      await call(TEA, 'POST', '/minor/order/tempStore', { ...body, confirmDuplicate: true }),
    ).toMatchObject({
      code: 200,
      msg: '暂存成功',
    });
    // another company's file cannot be attached
    const foreignFile = await db.query<{ id: number }>(
      `INSERT INTO files (company_id, member_id, original_name, stored_name, mime_type, file_type, size, created_at)
       SELECT company_id, id, 'x.pdf', 'foreign-file.pdf', 'application/pdf', 'file', 1, now()
         FROM members WHERE username = $1 RETURNING id`,
      [BR],
    );
    expect(
      await call(TEA, 'POST', '/minor/order/tempStore', {
        id: second.id,
        contractFiles: [foreignFile.rows[0]!.id],
      }),
    ).toEqual({ code: 404, msg: '文件不存在' });
  });

  it('requires reasons of at most 200 characters', async () => {
    const db = testDb.db;
    const order = await insertOrderInState(db, 'S1');
    for (const rejectReason of [undefined, '', '   ']) {
      expect(
        await call(TEA, 'POST', '/minor/order/reject', { id: order.id, rejectReason }),
      ).toEqual({
        code: 400,
        msg: '拒绝理由不能为空',
      });
    }
    expect(
      (
        await call(TEA, 'POST', '/minor/order/reject', {
          id: order.id,
          rejectReason: '长'.repeat(201),
        })
      ).code,
    ).toBe(400);
    const submitted = await insertOrderInState(db, 'S4');
    expect(
      await call(REVIEWER, 'POST', '/minor/order/approvalDenied', { id: submitted.id }),
    ).toEqual({
      code: 400,
      msg: '拒绝理由不能为空',
    });
    expect(
      await call(REVIEWER, 'POST', '/minor/order/approvalDenied', {
        id: submitted.id,
        deniedReason: '金额不符',
      }),
    ).toMatchObject({ code: 200, msg: '审核已驳回' });
    const detail = (await call(TEA, 'GET', `/minor/order/${submitted.id}`)).data;
    expect(detail).toMatchObject({
      status: 5,
      stage: 'contractRejected',
      deniedReason: '金额不符',
    });
    expect(await notificationsOf(TEA, submitted.id)).toEqual(['订单审核未通过']);
    // re-trade clears the reason
    const rejected = await insertOrderInState(db, 'S2');
    expect(await call(PT, 'PUT', `/minor/order/reTrade/${rejected.id}`)).toMatchObject({
      code: 200,
    });
    expect((await orderRow(db, rejected.id))!.reject_reason).toBeNull();
  });

  it('lists by side, stage, type and keyword, newest first, paged', async () => {
    const db = testDb.db;
    const made = [];
    for (const state of ['S1', 'S4', 'signed', 'S0'] as const)
      made.push(await insertOrderInState(db, state));
    const list = (user: string, query: string) => call(user, 'GET', `/minor/order/list?${query}`);
    const sales = await list(TEA, 'side=sales&pageSize=100');
    const ids = sales.rows.map((row: { id: number }) => row.id);
    for (const order of made) expect(ids).toContain(order.id);
    expect(sales.total).toBeGreaterThanOrEqual(made.length);
    // newest first
    const times = sales.rows.map((row: { createTime: string }) => row.createTime);
    expect([...times].sort().reverse()).toEqual(times);
    // the default side is sales; a buyer sees none of them as sales
    expect((await list(TEA, 'pageSize=100')).total).toBe(sales.total);
    const ptSales = await list(PT, 'side=sales&pageSize=100');
    expect(ptSales.rows.map((row: { id: number }) => row.id)).not.toContain(made[0]!.id);
    const stageOf = async (stage: string) =>
      (await list(TEA, `stage=${stage}&pageSize=100`)).rows.map((row: { id: number }) => row.id);
    expect(await stageOf('tradePending')).toContain(made[0]!.id);
    expect(await stageOf('contractPending')).toContain(made[1]!.id);
    expect(await stageOf('contractExecuting')).toContain(made[2]!.id);
    expect(await stageOf('void')).toContain(made[3]!.id);
    const incomplete = await stageOf('incomplete');
    expect(incomplete).toEqual(expect.arrayContaining([made[0]!.id, made[1]!.id, made[2]!.id]));
    expect(incomplete).not.toContain(made[3]!.id);
    expect((await list(TEA, 'stage=nonsense')).code).toBe(400);
    const byKeyword = await list(TEA, `keyword=${made[0]!.orderNo}`);
    expect(byKeyword.rows.map((row: { id: number }) => row.id)).toEqual([made[0]!.id]);
    const byBuyer = await list(TEA, `keyword=${encodeURIComponent('Lusitânia')}&pageSize=100`);
    expect(byBuyer.rows.map((row: { id: number }) => row.id)).toEqual(
      expect.arrayContaining(made.map((o) => o.id)),
    );
    const byProduct = await list(TEA, `keyword=${encodeURIComponent('%')}`);
    expect(byProduct.total).toBe(0);
    expect((await list(TEA, `keyword=${'x'.repeat(51)}`)).code).toBe(400);
    expect(
      (await list(TEA, 'type=3&pageSize=100')).rows.every(
        (row: { type: number }) => row.type === 3,
      ),
    ).toBe(true);
    const page = await list(TEA, 'pageNum=2&pageSize=2');
    expect(page.rows).toHaveLength(2);
    expect(page.rows[0].id).toBe(sales.rows[2].id);
    expect((await list(TEA, 'pageSize=101')).code).toBe(400);
  });

  it('answers every list shape with the same orders when asked again', async () => {
    // On PostgreSQL each shape without a keyword is a named statement that a connection keeps:
    // two shapes under one name would fail the second one that connection runs.
    const shapes = [];
    for (const side of ['sales', 'purchase', 'review'])
      for (const stage of ['', ...ORDER_STAGE_KEYS])
        for (const type of ['', '2'])
          shapes.push(
            [`side=${side}`, stage && `stage=${stage}`, type && `type=${type}`, 'pageSize=3']
              .filter(Boolean)
              .join('&'),
          );
    const first = [];
    for (const query of shapes)
      first.push(await call(REVIEWER, 'GET', `/minor/order/list?${query}`));
    for (const [index, query] of shapes.entries()) {
      const again = await call(REVIEWER, 'GET', `/minor/order/list?${query}`);
      expect({ query, code: again.code, total: again.total, rows: again.rows }).toEqual({
        query,
        code: 200,
        total: first[index].total,
        rows: first[index].rows,
      });
    }
    // The seed's submitted orders are on the reviewers' side: some shapes list orders.
    expect(first.some((answer) => answer.rows.length > 0)).toBe(true);
  });

  it('remembers the reviewers’ count for a few seconds, and forgets it on a write to orders', async () => {
    const review = () => call(REVIEWER, 'GET', '/minor/order/list?side=review&pageSize=5');
    const before = await review();
    // Submitted through another server process: its row shows at once, the count a moment later.
    const added = await insertOrderInState(testDb.db, 'S4');
    const after = await review();
    expect(after.rows[0].id).toBe(added.id);
    expect(after.total).toBe(before.total);
    // Any write answered by this process's order routes forgets the remembered counts.
    expect((await call(REVIEWER, 'PUT', '/minor/order/approved/2147483647')).code).toBe(404);
    expect((await review()).total).toBe(before.total + 1);
  });

  it('lets one of two concurrent actions through (the order row is locked)', async () => {
    const db = testDb.db;
    for (let round = 0; round < 3; round += 1) {
      const order = await insertOrderInState(db, 'S1');
      const answers = await Promise.all([
        call(TEA, 'PUT', `/minor/order/confirm/${order.id}`),
        call(TEA, 'POST', '/minor/order/reject', { id: order.id, rejectReason: '缺货' }),
      ]);
      expect(answers.map((answer) => answer.code).sort()).toEqual([200, 409]);
      const logs = await db.query('SELECT 1 FROM procedure_logs WHERE order_id = $1', [order.id]);
      expect(logs.rows).toHaveLength(1);
    }
    const signed = await insertOrderInState(db, 'signed');
    const answers = await Promise.all([
      call(TEA, 'PUT', `/minor/order/instalment/${signed.unpaidInstalmentId}/received`),
      call(TEA, 'PUT', `/minor/order/instalment/${signed.unpaidInstalmentId}/received`),
    ]);
    expect(answers.map((answer) => answer.msg).sort()).toEqual(
      ['当前订单状态不允许该操作', '订单已完成'].sort(),
    );
    expect(await notificationsOf(PT, signed.id)).toEqual(['订单已完成']);
  });

  it('marks unpaid instalments past their date overdue', async () => {
    const db = testDb.db;
    const order = await insertOrderInState(db, 'signed');
    await db.query('UPDATE order_instalments SET due_date = current_date - 3 WHERE order_id = $1', [
      order.id,
    ]);
    const detail = (await call(PT, 'GET', `/minor/order/${order.id}`)).data;
    expect(detail.instalments.map((item: { state: string }) => item.state)).toEqual([
      'received',
      'overdue',
    ]);
    expect(detail.stage).toBe('contractExecuting');
  });

  it('seeds consistent demo orders and the platform reviewer', async () => {
    const db = testDb.db;
    const perms = await db.query<{ username: string; perms: string }>(
      `SELECT m.username, p.perms FROM member_permissions p JOIN members m ON m.id = p.member_id
        WHERE m.username IN ($1, $2) ORDER BY m.username, p.perms`,
      [REVIEWER, MO],
    );
    const of = (user: string) =>
      perms.rows.filter((row) => row.username === user).map((row) => row.perms);
    expect(of(REVIEWER)).toEqual(
      ['menu:orderListManage', 'menu:workbench', 'order:order:examine', 'order:order:list'].sort(),
    );
    expect(of(MO)).not.toContain('order:order:examine');
    const reviewer = await memberOf(db, REVIEWER);
    const operator = await memberOf(db, OPERATOR);
    expect(reviewer).toMatchObject({ mid: operator.id, company_id: operator.company_id });
    // every seeded submitted order can be read whole, and the completed ones are fully received
    const seeded = await db.query<{ id: number; status: number; order_no: string }>(
      // the demo orders are dated days back; the ones these tests place are dated now
      "SELECT id, status, order_no FROM orders WHERE order_no LIKE 'HG%' AND created_at < now() - interval '1 day' ORDER BY id",
    );
    expect(seeded.rows.length).toBeGreaterThan(0);
    // one number format for demo orders and placed ones (HG, the day, seven digits)
    for (const { order_no } of seeded.rows) expect(order_no).toMatch(/^HG\d{8}\d{7}$/);
    for (const { id, status } of seeded.rows) {
      const detail = await call(OPERATOR, 'GET', `/minor/order/${id}`);
      if ([4, 5, 101].includes(status)) {
        expect(detail.data.contract.files).toHaveLength(1);
        expect(detail.data.invoice).not.toBeNull();
        const total = detail.data.instalments.reduce(
          (sum: bigint, item: { amount: string }) => sum + BigInt(item.amount.replace('.', '')),
          0n,
        );
        expect(total).toBe(BigInt(detail.data.amount.replace('.', '')));
      }
      if (status === 101) {
        expect(detail.data.signedAt).not.toBeNull();
        expect(detail.data.instalments.every((item: { received: boolean }) => item.received)).toBe(
          true,
        );
      }
    }
    const review = await call(REVIEWER, 'GET', '/minor/order/list?side=review&pageSize=100');
    expect(review.total).toBeGreaterThanOrEqual(5);
  });
});
