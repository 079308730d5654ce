import type { Language } from '@portal/contracts';

/** Messages of the online exhibitions (docs/exhibitions.md) in the four portal languages. */
const MESSAGES = {
  zh: {
    exhibitionNotFound: () => '展会不存在',
    registrationNotFound: () => '报名记录不存在',
    ended: () => '展会已结束，不能报名',
    underReview: () => '已报名该展会，正在审核中',
    alreadyApproved: () => '报名已通过审核，无需重复报名',
    platformCannotRegister: () => '平台账号不能报名展会',
    publishPermission: () => '报名展会需要企业主账号授权，请联系主账号。',
    productsRequired: () => '请至少选择一件展品',
    productNotAvailable: () => '只能选择本企业已上架的产品作为展品',
    exhibitionQuota: (p: { used: number; quota: number }) =>
      `展会数量已达会员上限（${p.used}/${p.quota}），请升级会员`,
    exhibitQuota: (p: { used: number; quota: number; adding: number }) =>
      `展品数量超出会员上限（已用 ${p.used}/${p.quota}，本次 ${p.adding} 件），请升级会员或减少展品`,
    registered: () => '报名已提交，等待平台审核',
    notUnderReview: () => '该报名不在审核中',
    remarkRequired: () => '驳回时请填写审核意见',
    tooLong: (p: { field: string; max: number }) => `${p.field}不能超过 ${p.max} 个字`,
    remarkField: () => '审核意见',
    approved: () => '报名已通过',
    rejected: () => '报名已驳回',
    textRequired: (p: { field: string }) => `请填写四种语言的${p.field}`,
    titleField: () => '展会名称',
    organizerField: () => '主办方',
    descriptionField: () => '展会介绍',
    datesOrder: () => '结束日期不能早于开始日期',
    dateInvalid: () => '日期格式不正确',
    saved: () => '展会已保存',
    approvedTitle: () => '展会报名已通过',
    approvedBrief: (p: { title: string }) =>
      `您报名的展会「${p.title}」已通过审核，展位已在展会页面展示。`,
    rejectedTitle: () => '展会报名未通过',
    rejectedBrief: (p: { title: string; remark: string }) =>
      `您报名的展会「${p.title}」未通过审核：${p.remark}。修改后可重新报名。`,
    sender: () => '平台运营',
  },
  cht: {
    exhibitionNotFound: () => '展會不存在',
    registrationNotFound: () => '報名記錄不存在',
    ended: () => '展會已結束，不能報名',
    underReview: () => '已報名該展會，正在審核中',
    alreadyApproved: () => '報名已通過審核，無需重複報名',
    platformCannotRegister: () => '平台帳號不能報名展會',
    publishPermission: () => '報名展會需要企業主帳號授權，請聯絡主帳號。',
    productsRequired: () => '請至少選擇一件展品',
    productNotAvailable: () => '只能選擇本企業已上架的產品作為展品',
    exhibitionQuota: (p: { used: number; quota: number }) =>
      `展會數量已達會員上限（${p.used}/${p.quota}），請升級會員`,
    exhibitQuota: (p: { used: number; quota: number; adding: number }) =>
      `展品數量超出會員上限（已用 ${p.used}/${p.quota}，本次 ${p.adding} 件），請升級會員或減少展品`,
    registered: () => '報名已提交，等待平台審核',
    notUnderReview: () => '該報名不在審核中',
    remarkRequired: () => '駁回時請填寫審核意見',
    tooLong: (p: { field: string; max: number }) => `${p.field}不能超過 ${p.max} 個字`,
    remarkField: () => '審核意見',
    approved: () => '報名已通過',
    rejected: () => '報名已駁回',
    textRequired: (p: { field: string }) => `請填寫四種語言的${p.field}`,
    titleField: () => '展會名稱',
    organizerField: () => '主辦方',
    descriptionField: () => '展會介紹',
    datesOrder: () => '結束日期不能早於開始日期',
    dateInvalid: () => '日期格式不正確',
    saved: () => '展會已儲存',
    approvedTitle: () => '展會報名已通過',
    approvedBrief: (p: { title: string }) =>
      `您報名的展會「${p.title}」已通過審核，展位已在展會頁面展示。`,
    rejectedTitle: () => '展會報名未通過',
    rejectedBrief: (p: { title: string; remark: string }) =>
      `您報名的展會「${p.title}」未通過審核：${p.remark}。修改後可重新報名。`,
    sender: () => '平台營運',
  },
  pt: {
    exhibitionNotFound: () => 'A feira não existe',
    registrationNotFound: () => 'A inscrição não existe',
    ended: () => 'A feira já terminou; não aceita inscrições',
    underReview: () => 'Já se inscreveu nesta feira; a inscrição está em análise',
    alreadyApproved: () => 'A inscrição já foi aprovada',
    platformCannotRegister: () => 'A conta da plataforma não se pode inscrever em feiras',
    publishPermission: () =>
      'A inscrição em feiras precisa da autorização da conta principal da empresa; contacte-a.',
    productsRequired: () => 'Escolha pelo menos um artigo para expor',
    productNotAvailable: () => 'Só pode expor produtos publicados da sua empresa',
    exhibitionQuota: (p: { used: number; quota: number }) =>
      `Atingiu o limite de feiras da sua adesão (${p.used}/${p.quota}); mude de plano`,
    exhibitQuota: (p: { used: number; quota: number; adding: number }) =>
      `Excede o limite de artigos expostos da sua adesão (usados ${p.used}/${p.quota}, agora ${p.adding}); mude de plano ou exponha menos`,
    registered: () => 'Inscrição enviada; aguarda a análise da plataforma',
    notUnderReview: () => 'Esta inscrição não está em análise',
    remarkRequired: () => 'Para recusar, escreva o parecer',
    tooLong: (p: { field: string; max: number }) => `${p.field}: no máximo ${p.max} caracteres`,
    remarkField: () => 'Parecer',
    approved: () => 'Inscrição aprovada',
    rejected: () => 'Inscrição recusada',
    textRequired: (p: { field: string }) => `${p.field}: preencha nas quatro línguas`,
    titleField: () => 'Nome da feira',
    organizerField: () => 'Organizador',
    descriptionField: () => 'Apresentação',
    datesOrder: () => 'A data de fim não pode ser anterior à de início',
    dateInvalid: () => 'A data não é válida',
    saved: () => 'Feira guardada',
    approvedTitle: () => 'Inscrição na feira aprovada',
    approvedBrief: (p: { title: string }) =>
      `A sua inscrição na feira «${p.title}» foi aprovada; o seu stand já aparece na página da feira.`,
    rejectedTitle: () => 'Inscrição na feira recusada',
    rejectedBrief: (p: { title: string; remark: string }) =>
      `A sua inscrição na feira «${p.title}» foi recusada: ${p.remark}. Pode corrigir e inscrever-se de novo.`,
    sender: () => 'Operação da plataforma',
  },
  en: {
    exhibitionNotFound: () => 'The exhibition does not exist',
    registrationNotFound: () => 'The registration does not exist',
    ended: () => 'The exhibition has ended; registration is closed',
    underReview: () => 'You have registered for this exhibition; the registration is under review',
    alreadyApproved: () => 'The registration is already approved',
    platformCannotRegister: () => 'The platform account cannot register for exhibitions',
    publishPermission: () =>
      "Registering for exhibitions needs the company main account's permission; please ask it.",
    productsRequired: () => 'Choose at least one product to exhibit',
    productNotAvailable: () => "Only your company's published products can be exhibited",
    exhibitionQuota: (p: { used: number; quota: number }) =>
      `Your membership's exhibition limit is reached (${p.used}/${p.quota}); please upgrade`,
    exhibitQuota: (p: { used: number; quota: number; adding: number }) =>
      `This goes beyond your membership's exhibit limit (used ${p.used}/${p.quota}, adding ${p.adding}); upgrade or exhibit fewer`,
    registered: () => 'Registration sent; it awaits the platform’s review',
    notUnderReview: () => 'This registration is not under review',
    remarkRequired: () => 'Write a remark to reject',
    tooLong: (p: { field: string; max: number }) => `${p.field}: at most ${p.max} characters`,
    remarkField: () => 'Remark',
    approved: () => 'Registration approved',
    rejected: () => 'Registration rejected',
    textRequired: (p: { field: string }) => `${p.field}: fill it in all four languages`,
    titleField: () => 'Exhibition name',
    organizerField: () => 'Organizer',
    descriptionField: () => 'Description',
    datesOrder: () => 'The end date cannot be before the start date',
    dateInvalid: () => 'The date is not valid',
    saved: () => 'Exhibition saved',
    approvedTitle: () => 'Exhibition registration approved',
    approvedBrief: (p: { title: string }) =>
      `Your registration for “${p.title}” was approved; your booth now shows on the exhibition’s page.`,
    rejectedTitle: () => 'Exhibition registration rejected',
    rejectedBrief: (p: { title: string; remark: string }) =>
      `Your registration for “${p.title}” was rejected: ${p.remark}. You can correct it and register again.`,
    sender: () => 'Platform operations',
  },
} satisfies Record<Language, Record<string, (params: never) => string>>;

export type ExhibitionMessages = (typeof MESSAGES)['zh'];

export function exhibitionMessages(language: Language): ExhibitionMessages {
  return MESSAGES[language];
}
