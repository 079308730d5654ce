import type { Language } from '@portal/contracts';
import { LEVELS } from '../modules/diagnosis/questionnaire';
import { demandMessages } from '../modules/demand/messages';
import { diagnosisMessages } from '../modules/diagnosis/messages';
import { digitalMessages } from '../modules/digital/messages';
import { exhibitionMessages } from '../modules/exhibitions/messages';

/**
 * A notification is stored as a key and its values, and written in the reader's language each
 * time it is read (docs/i18n.md): a Portuguese supplier reading in Chinese sees Chinese. The
 * values are what the event knew (an order number, a reason, a company's name); words the portal
 * owns come from here.
 */
export type NoticeParams = Record<string, string | number | null>;

export interface NoticeMessage {
  key: NoticeKey;
  params?: NoticeParams;
}

export interface NoticeText {
  title: string;
  brief: string | null;
  /** HTML shown when opened; the brief when absent. */
  content?: string | null;
  /** Who it is from, when the portal speaks (the stored sender otherwise). */
  sender?: string;
}

type Texts = Record<Language, string>;
const t = (zh: string, cht: string, pt: string, en: string): Texts => ({ zh, cht, pt, en });

const SYSTEM = t('系统通知', '系統通知', 'Aviso do sistema', 'System notice');
const OPERATIONS = t('平台运营', '平台營運', 'Operação da plataforma', 'Platform operations');

function fill(template: string, params: NoticeParams): string {
  return template.replace(/\{(\w+)\}/g, (_match, name: string) => String(params[name] ?? ''));
}

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

/** A trade order's notices (type 3): a title, a sentence, then the order number. */
const ORDER_NOTICES = {
  placed: [
    t('新订单待确认', '新訂單待確認', 'Nova encomenda por confirmar', 'New order to confirm'),
    t(
      '买方提交了新订单，请确认价格与数量。',
      '買方提交了新訂單，請確認價格與數量。',
      'O comprador fez uma nova encomenda; confirme o preço e a quantidade.',
      'The buyer placed a new order; please confirm the price and quantity.',
    ),
  ],
  placedFromQuote: [
    t('新订单待确认', '新訂單待確認', 'Nova encomenda por confirmar', 'New order to confirm'),
    t(
      '买方确认了报价并生成订单，请确认价格与数量。',
      '買方確認了報價並生成訂單，請確認價格與數量。',
      'O comprador aceitou a sua cotação e criou uma encomenda; confirme o preço e a quantidade.',
      'The buyer accepted your quote and created an order; please confirm the price and quantity.',
    ),
  ],
  confirmed: [
    t('订单已确认', '訂單已確認', 'Encomenda confirmada', 'Order confirmed'),
    t(
      '卖方已确认订单，正在准备合同。',
      '賣方已確認訂單，正在準備合同。',
      'O vendedor confirmou a encomenda e está a preparar o contrato.',
      'The seller confirmed the order and is preparing the contract.',
    ),
  ],
  rejected: [
    t('订单已被拒绝', '訂單已被拒絕', 'Encomenda recusada', 'Order rejected'),
    t(
      '卖方拒绝了订单：{reason}',
      '賣方拒絕了訂單：{reason}',
      'O vendedor recusou a encomenda: {reason}',
      'The seller rejected the order: {reason}',
    ),
  ],
  reopened: [
    t('订单已重新发起', '訂單已重新發起', 'Encomenda reenviada', 'Order resubmitted'),
    t(
      '买方重新发起了交易，请确认。',
      '買方重新發起了交易，請確認。',
      'O comprador reenviou a encomenda; confirme-a.',
      'The buyer resubmitted the order; please confirm it.',
    ),
  ],
  submitted: [
    t('订单待审核', '訂單待審核', 'Encomenda por aprovar', 'Order awaiting review'),
    t(
      '卖方已提交合同，等待平台审核。',
      '賣方已提交合同，等待平台審核。',
      'O vendedor enviou o contrato; aguarda a aprovação da plataforma.',
      'The seller submitted the contract; it awaits the platform’s review.',
    ),
  ],
  invoiceNeeded: [
    t(
      '请填写开票信息',
      '請填寫開票資訊',
      'Indique os dados de faturação',
      'Please give your invoice details',
    ),
    t(
      '卖方要提交合同审核，但您尚未填写开票信息。请打开订单填写。',
      '賣方要提交合同審核，但您尚未填寫開票資訊。請打開訂單填寫。',
      'O vendedor quer enviar o contrato para aprovação, mas faltam os seus dados de faturação. Abra a encomenda e preencha-os.',
      'The seller wants to submit the contract for review, but your invoice details are missing. Open the order and fill them in.',
    ),
  ],
  approved: [
    t('订单审核通过', '訂單審核通過', 'Encomenda aprovada', 'Order approved'),
    t(
      '合同已审核通过，等待买方签署生效。',
      '合同已審核通過，等待買方簽署生效。',
      'O contrato foi aprovado; aguarda a assinatura do comprador.',
      'The contract was approved; it awaits the buyer’s signature.',
    ),
  ],
  denied: [
    t('订单审核未通过', '訂單審核未通過', 'Encomenda não aprovada', 'Order not approved'),
    t(
      '订单审核被驳回：{reason}',
      '訂單審核被駁回：{reason}',
      'A plataforma não aprovou a encomenda: {reason}',
      'The platform did not approve the order: {reason}',
    ),
  ],
  signed: [
    t('合同已生效', '合同已生效', 'Contrato em vigor', 'Contract in force'),
    t(
      '买方已签署合同，合同开始执行。',
      '買方已簽署合同，合同開始執行。',
      'O comprador assinou o contrato, que entra em execução.',
      'The buyer signed the contract, which is now in force.',
    ),
  ],
  completedOnSigning: [
    t('订单已完成', '訂單已完成', 'Encomenda concluída', 'Order completed'),
    t(
      '合同已生效，全部款项已收讫，订单完成。',
      '合同已生效，全部款項已收訖，訂單完成。',
      'O contrato está em vigor e todos os pagamentos foram recebidos: a encomenda está concluída.',
      'The contract is in force and every payment was received: the order is complete.',
    ),
  ],
  completed: [
    t('订单已完成', '訂單已完成', 'Encomenda concluída', 'Order completed'),
    t(
      '全部款项已收讫，订单完成。',
      '全部款項已收訖，訂單完成。',
      'Todos os pagamentos foram recebidos: a encomenda está concluída.',
      'Every payment was received: the order is complete.',
    ),
  ],
  cancelledByBuyer: [
    t('订单已取消', '訂單已取消', 'Encomenda cancelada', 'Order cancelled'),
    t(
      '买方取消了订单。',
      '買方取消了訂單。',
      'O comprador cancelou a encomenda.',
      'The buyer cancelled the order.',
    ),
  ],
  cancelledBySeller: [
    t('订单已取消', '訂單已取消', 'Encomenda cancelada', 'Order cancelled'),
    t(
      '卖方取消了订单。',
      '賣方取消了訂單。',
      'O vendedor cancelou a encomenda.',
      'The seller cancelled the order.',
    ),
  ],
  progress: [
    t('订单进度已更新', '訂單進度已更新', 'Progresso da encomenda', 'Order progress updated'),
    t(
      '卖方更新了订单的执行或开票进度。',
      '賣方更新了訂單的執行或開票進度。',
      'O vendedor atualizou a execução ou a faturação da encomenda.',
      'The seller updated the order’s delivery or invoicing progress.',
    ),
  ],
  paymentReceived: [
    t('卖方已确认收款', '賣方已確認收款', 'Pagamento recebido', 'Payment received'),
    t(
      '卖方已确认收到一期付款。',
      '賣方已確認收到一期付款。',
      'O vendedor confirmou a receção de uma prestação.',
      'The seller confirmed receiving an instalment.',
    ),
  ],
} satisfies Record<string, [Texts, Texts]>;

export type OrderNoticeKey = keyof typeof ORDER_NOTICES;

const ORDER_NUMBER = t(
  '（订单号 {orderNo}）',
  '（訂單號 {orderNo}）',
  ' (encomenda {orderNo})',
  ' (order {orderNo})',
);

const TIERS: Record<string, Texts> = {
  start: t('启航版', '啟航版', 'Arranque', 'Starter'),
  silver: t('白银会员', '白銀會員', 'Membro Prata', 'Silver member'),
  gold: t('黄金会员', '黃金會員', 'Membro Ouro', 'Gold member'),
  diamond: t('钻石之路', '鑽石之路', 'Via Diamante', 'Diamond Road'),
};

type Render = (language: Language, params: NoticeParams) => NoticeText;
const text = (value: NoticeParams[string] | undefined) => String(value ?? '');

function orderRenderers(): Record<`order.${OrderNoticeKey}`, Render> {
  const entries = Object.entries(ORDER_NOTICES).map(([name, [title, brief]]) => [
    `order.${name}`,
    ((language, params) => ({
      title: title[language],
      brief: fill(brief[language], params) + fill(ORDER_NUMBER[language], params),
      sender: SYSTEM[language],
    })) satisfies Render,
  ]);
  return Object.fromEntries(entries) as Record<`order.${OrderNoticeKey}`, Render>;
}

const RENDERERS = {
  ...orderRenderers(),
  'certification.approved': (language, params) => ({
    title: t('企业认证已通过', '企業認證已通過', 'Empresa verificada', 'Company verified')[
      language
    ],
    brief: fill(
      t(
        '您的企业「{company}」已通过认证。',
        '您的企業「{company}」已通過認證。',
        'A sua empresa «{company}» foi verificada.',
        'Your company “{company}” is now verified.',
      )[language],
      params,
    ),
    sender: OPERATIONS[language],
  }),
  'certification.rejected': (language, params) => ({
    title: t(
      '企业认证未通过',
      '企業認證未通過',
      'Verificação da empresa recusada',
      'Company verification rejected',
    )[language],
    brief: fill(
      t(
        '您的企业「{company}」认证未通过：{reason}',
        '您的企業「{company}」認證未通過：{reason}',
        'A verificação da sua empresa «{company}» foi recusada: {reason}',
        'The verification of your company “{company}” was rejected: {reason}',
      )[language],
      params,
    ),
    sender: OPERATIONS[language],
  }),
  'membership.activated': (language, params) => {
    const tier = TIERS[text(params.tier)]?.[language] ?? text(params.tier);
    const until = params.until
      ? t(
          '您的{tier}已开通，有效期至{until}。',
          '您的{tier}已開通，有效期至{until}。',
          'A sua adesão {tier} está ativa até {until}.',
          'Your {tier} membership is active until {until}.',
        )
      : t(
          '您的{tier}已开通。',
          '您的{tier}已開通。',
          'A sua adesão {tier} está ativa.',
          'Your {tier} membership is active.',
        );
    return {
      title: t('会员开通成功', '會員開通成功', 'Adesão ativada', 'Membership activated')[language],
      brief: fill(until[language], { ...params, tier }),
      sender: OPERATIONS[language],
    };
  },
  'feedback.replied': (language, params) => ({
    title: t(
      '您的反馈已回复',
      '您的反饋已回覆',
      'A sua mensagem teve resposta',
      'Your feedback was answered',
    )[language],
    brief: text(params.feedback),
    content: text(params.reply),
    sender: OPERATIONS[language],
  }),
  'product.inquiry': (language, params) => {
    const price = params.targetPrice
      ? fill(
          t(
            '，目标价 {targetPrice} {currency}/{unit}',
            '，目標價 {targetPrice} {currency}/{unit}',
            ', preço-alvo {targetPrice} {currency}/{unit}',
            ', target price {targetPrice} {currency}/{unit}',
          )[language],
          params,
        )
      : '';
    const brief =
      fill(
        t(
          '{company} 询价 {quantity} {unit}',
          '{company} 詢價 {quantity} {unit}',
          '{company} pede cotação de {quantity} {unit}',
          '{company} asks for {quantity} {unit}',
        )[language],
        params,
      ) +
      price +
      fill(
        t(
          '，目的地 {destination}',
          '，目的地 {destination}',
          ', destino {destination}',
          ', to {destination}',
        )[language],
        params,
      );
    return {
      title: fill(
        t(
          '新询盘：{product}',
          '新詢盤：{product}',
          'Novo pedido: {product}',
          'New inquiry: {product}',
        )[language],
        params,
      ),
      brief,
      content: `<p>${escapeHtml(brief)}</p><p>${escapeHtml(text(params.message))}</p>`,
    };
  },
  'quote.received': (language, params) => {
    const m = demandMessages(language);
    const values = { company: text(params.company), title: text(params.title) };
    return params.revised
      ? {
          title: m.revisedQuoteTitle(),
          brief: m.revisedQuoteBrief(values),
          sender: SYSTEM[language],
        }
      : { title: m.newQuoteTitle(), brief: m.newQuoteBrief(values), sender: SYSTEM[language] };
  },
  'quote.confirmed': (language, params) => {
    const m = demandMessages(language);
    return {
      title: m.confirmedTitle(),
      brief: m.confirmedBrief({ title: text(params.title), orderNo: text(params.orderNo) }),
      sender: SYSTEM[language],
    };
  },
  'quote.expired': (language, params) => {
    const m = demandMessages(language);
    return {
      title: m.expiredTitle(),
      brief: m.expiredBrief({ title: text(params.title) }),
      sender: SYSTEM[language],
    };
  },
  'quote.invited': (language, params) => {
    const m = demandMessages(language);
    return {
      title: m.invitedTitle(),
      brief: m.invitedBrief({ company: text(params.company), title: text(params.title) }),
      sender: SYSTEM[language],
    };
  },
  'diagnosis.approved': (language, params) => {
    const m = diagnosisMessages(language);
    const level = Number(params.level);
    return {
      title: m.approvedTitle(),
      brief: m.approvedBrief({
        score: Number(params.score),
        level,
        levelName: LEVELS[level - 1]?.name[language] ?? '',
      }),
      sender: m.sender(),
    };
  },
  'diagnosis.rejected': (language, params) => {
    const m = diagnosisMessages(language);
    return {
      title: m.rejectedTitle(),
      brief: m.rejectedBrief({ reason: text(params.reason) }),
      sender: m.sender(),
    };
  },
  'digital.order': (language, params) => {
    const m = digitalMessages(language);
    const product = params[`product_${language}`] ?? params.product_zh;
    return {
      title: m.noticeTitle({ product: text(product) }),
      brief: m
        .noticeBrief({
          orderNo: text(params.orderNo),
          status: m.status({ status: Number(params.status) }),
          remark: text(params.remark),
        })
        .trim(),
      sender: m.sender(),
    };
  },
  // The exhibition's title is stored in the four languages (`title_zh` …) as it was then.
  'exhibition.approved': (language, params) => {
    const m = exhibitionMessages(language);
    const title = text(params[`title_${language}`] ?? params.title_zh);
    return { title: m.approvedTitle(), brief: m.approvedBrief({ title }), sender: m.sender() };
  },
  'exhibition.rejected': (language, params) => {
    const m = exhibitionMessages(language);
    const title = text(params[`title_${language}`] ?? params.title_zh);
    return {
      title: m.rejectedTitle(),
      brief: m.rejectedBrief({ title, remark: text(params.remark) }),
      sender: m.sender(),
    };
  },
} satisfies Record<string, Render>;

export type NoticeKey = keyof typeof RENDERERS;

export function isNoticeKey(key: string): key is NoticeKey {
  return Object.hasOwn(RENDERERS, key);
}

export function renderNotice(message: NoticeMessage, language: Language): NoticeText {
  return RENDERERS[message.key](language, message.params ?? {});
}

/** Every key, for the test that renders each in the four languages. */
export const NOTICE_KEYS = Object.keys(RENDERERS) as NoticeKey[];
