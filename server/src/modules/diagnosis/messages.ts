import type { Language } from '@portal/contracts';

/**
 * The diagnosis's messages in the four languages of spec §9, picked by the request's
 * Accept-Language (platform/language/language.ts). The spec's rule "the questionnaire must be fully filled"
 * gives the zh text of `incomplete`.
 */
const MESSAGES = {
  zh: {
    approvedTitle: () => '企业数字化诊断已完成',
    approvedBrief: (p: { score: number; level: number; levelName: string }) =>
      `您的企业数字化转型诊断已通过审核：综合得分 ${p.score}，等级 ${p.level}（${p.levelName}）。`,
    rejectedTitle: () => '企业数字化诊断未通过审核',
    rejectedBrief: (p: { reason: string }) => `审核意见：${p.reason}。请修改问卷后重新提交。`,
    sender: () => '平台运营',
    notFound: () => '诊断记录不存在',
    openExists: () => '已有进行中的诊断，请继续填写该诊断',
    notEditable: () => '诊断已提交，等待审核期间不能修改',
    notSubmittable: () => '该诊断已提交，无需重复提交',
    notAwaiting: () => '该诊断不在待审核状态',
    commentRequired: () => '请输入评语',
    submitted: () => '诊断已提交，请等待平台审核',
    saved: () => '草稿已保存',
    approved: () => '已通过诊断',
    rejected: () => '已退回诊断',
    commented: () => '评语已添加',
    unknownQuestion: (p: { id: string }) => `问卷中没有这道题：${p.id}`,
    question: (p: { section: string; number: number }) => `「${p.section}」第 ${p.number} 题`,
    invalidOption: (p: { where: string }) => `${p.where}：请选择列出的选项`,
    duplicateOption: (p: { where: string }) => `${p.where}：选项不能重复`,
    exclusiveOption: (p: { where: string; option: string }) =>
      `${p.where}：“${p.option}”不能与其他选项同时选择`,
    wrongType: (p: { where: string }) => `${p.where}：答案格式不正确`,
    outOfRange: (p: { where: string; min: number; max: number }) =>
      `${p.where}：请输入 ${p.min} 到 ${p.max} 之间的数字`,
    wholeNumber: (p: { where: string }) => `${p.where}：请输入整数`,
    oneDecimal: (p: { where: string }) => `${p.where}：最多 1 位小数`,
    incomplete: (p: { count: number; list: string }) =>
      `问卷必须全部填写，还有 ${p.count} 题未答：${p.list}`,
    listSeparator: () => '、',
    andMore: (_: { count: number }) => '等',
  },
  cht: {
    approvedTitle: () => '企業數碼化診斷已完成',
    approvedBrief: (p: { score: number; level: number; levelName: string }) =>
      `您的企業數碼轉型診斷已通過審核：綜合得分 ${p.score}，等級 ${p.level}（${p.levelName}）。`,
    rejectedTitle: () => '企業數碼化診斷未通過審核',
    rejectedBrief: (p: { reason: string }) => `審核意見：${p.reason}。請修改問卷後重新提交。`,
    sender: () => '平台營運',
    notFound: () => '診斷記錄不存在',
    openExists: () => '已有進行中的診斷，請繼續填寫該診斷',
    notEditable: () => '診斷已提交，等待審核期間不能修改',
    notSubmittable: () => '該診斷已提交，無需重複提交',
    notAwaiting: () => '該診斷不在待審核狀態',
    commentRequired: () => '請輸入評語',
    submitted: () => '診斷已提交，請等待平台審核',
    saved: () => '草稿已儲存',
    approved: () => '已通過診斷',
    rejected: () => '已退回診斷',
    commented: () => '評語已新增',
    unknownQuestion: (p: { id: string }) => `問卷中沒有這道題：${p.id}`,
    question: (p: { section: string; number: number }) => `「${p.section}」第 ${p.number} 題`,
    invalidOption: (p: { where: string }) => `${p.where}：請選擇列出的選項`,
    duplicateOption: (p: { where: string }) => `${p.where}：選項不能重複`,
    exclusiveOption: (p: { where: string; option: string }) =>
      `${p.where}：「${p.option}」不能與其他選項同時選擇`,
    wrongType: (p: { where: string }) => `${p.where}：答案格式不正確`,
    outOfRange: (p: { where: string; min: number; max: number }) =>
      `${p.where}：請輸入 ${p.min} 到 ${p.max} 之間的數字`,
    wholeNumber: (p: { where: string }) => `${p.where}：請輸入整數`,
    oneDecimal: (p: { where: string }) => `${p.where}：最多 1 位小數`,
    incomplete: (p: { count: number; list: string }) =>
      `問卷必須全部填寫，還有 ${p.count} 題未答：${p.list}`,
    listSeparator: () => '、',
    andMore: (_: { count: number }) => '等',
  },
  pt: {
    approvedTitle: () => 'Diagnóstico digital concluído',
    approvedBrief: (p: { score: number; level: number; levelName: string }) =>
      `O diagnóstico de transformação digital da empresa foi aprovado: pontuação ${p.score}, nível ${p.level} (${p.levelName}).`,
    rejectedTitle: () => 'Diagnóstico digital devolvido',
    rejectedBrief: (p: { reason: string }) =>
      `Motivo: ${p.reason}. Corrija o questionário e volte a enviá-lo.`,
    sender: () => 'Operação da plataforma',
    notFound: () => 'O diagnóstico não existe',
    openExists: () => 'Já existe um diagnóstico em curso: continue esse',
    notEditable: () => 'O diagnóstico foi enviado e não pode ser alterado enquanto aguarda revisão',
    notSubmittable: () => 'Este diagnóstico já foi enviado',
    notAwaiting: () => 'Este diagnóstico não está a aguardar revisão',
    commentRequired: () => 'Escreva o comentário',
    submitted: () => 'Diagnóstico enviado; aguarde a revisão da plataforma',
    saved: () => 'Rascunho guardado',
    approved: () => 'Diagnóstico aprovado',
    rejected: () => 'Diagnóstico devolvido',
    commented: () => 'Comentário adicionado',
    unknownQuestion: (p: { id: string }) => `O questionário não tem esta pergunta: ${p.id}`,
    question: (p: { section: string; number: number }) => `«${p.section}», pergunta ${p.number}`,
    invalidOption: (p: { where: string }) => `${p.where}: escolha uma das opções apresentadas`,
    duplicateOption: (p: { where: string }) => `${p.where}: há opções repetidas`,
    exclusiveOption: (p: { where: string; option: string }) =>
      `${p.where}: «${p.option}» não pode ser escolhida com outras opções`,
    wrongType: (p: { where: string }) => `${p.where}: resposta em formato incorreto`,
    outOfRange: (p: { where: string; min: number; max: number }) =>
      `${p.where}: indique um número entre ${p.min} e ${p.max}`,
    wholeNumber: (p: { where: string }) => `${p.where}: indique um número inteiro`,
    oneDecimal: (p: { where: string }) => `${p.where}: no máximo 1 casa decimal`,
    incomplete: (p: { count: number; list: string }) =>
      `O questionário tem de ser preenchido por completo. Sem resposta (${p.count}): ${p.list}`,
    listSeparator: () => '; ',
    andMore: (p: { count: number }) => ` e mais ${p.count}`,
  },
  en: {
    approvedTitle: () => 'Digital diagnosis completed',
    approvedBrief: (p: { score: number; level: number; levelName: string }) =>
      `Your company's digital-transformation diagnosis was approved: score ${p.score}, level ${p.level} (${p.levelName}).`,
    rejectedTitle: () => 'Digital diagnosis sent back',
    rejectedBrief: (p: { reason: string }) =>
      `Reason: ${p.reason}. Please correct the questionnaire and submit it again.`,
    sender: () => 'Platform operations',
    notFound: () => 'The diagnosis does not exist',
    openExists: () => 'A diagnosis is already in progress: continue that one',
    notEditable: () =>
      'The diagnosis has been submitted and cannot be changed while it awaits review',
    notSubmittable: () => 'This diagnosis has already been submitted',
    notAwaiting: () => 'This diagnosis is not awaiting review',
    commentRequired: () => 'Please write the comment',
    submitted: () => 'Diagnosis submitted; the platform will review it',
    saved: () => 'Draft saved',
    approved: () => 'Diagnosis approved',
    rejected: () => 'Diagnosis sent back',
    commented: () => 'Comment added',
    unknownQuestion: (p: { id: string }) => `The questionnaire has no such question: ${p.id}`,
    question: (p: { section: string; number: number }) => `"${p.section}", question ${p.number}`,
    invalidOption: (p: { where: string }) => `${p.where}: choose one of the listed options`,
    duplicateOption: (p: { where: string }) => `${p.where}: an option is repeated`,
    exclusiveOption: (p: { where: string; option: string }) =>
      `${p.where}: "${p.option}" cannot be chosen together with other options`,
    wrongType: (p: { where: string }) => `${p.where}: the answer has the wrong format`,
    outOfRange: (p: { where: string; min: number; max: number }) =>
      `${p.where}: enter a number from ${p.min} to ${p.max}`,
    wholeNumber: (p: { where: string }) => `${p.where}: enter a whole number`,
    oneDecimal: (p: { where: string }) => `${p.where}: at most 1 decimal place`,
    incomplete: (p: { count: number; list: string }) =>
      `The questionnaire must be filled in completely. Unanswered (${p.count}): ${p.list}`,
    listSeparator: () => '; ',
    andMore: (p: { count: number }) => ` and ${p.count} more`,
  },
} satisfies Record<Language, Record<string, (params: never) => string>>;

export type DiagnosisMessages = (typeof MESSAGES)['zh'];

export function diagnosisMessages(language: Language): DiagnosisMessages {
  return MESSAGES[language];
}
