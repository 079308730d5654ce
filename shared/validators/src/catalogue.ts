import { LIMITS, MAX_PRICE_TIERS } from '@portal/contracts';
import { INQUIRY_LIMITS } from './inquiry';
import { MESSAGES } from './messages';
import { createTranslator, type MessageTexts } from './translate';
import { UPLOAD_MESSAGES } from './upload';

const m = (zh: string, cht: string, pt: string, en: string): MessageTexts => ({ zh, cht, pt, en });

/**
 * The validators' messages (spec §5 and the product and inquiry forms) in the four languages. The
 * code keeps producing the Simplified Chinese text, exact as the spec gives it; browser forms and
 * the server translate it for the reader with `translateValidation`.
 */
export const VALIDATION_CATALOGUE: readonly MessageTexts[] = [
  m('请输入账号', '請輸入帳號', 'Introduza a conta', 'Enter your account'),
  m('账号格式不正确', '帳號格式不正確', 'A conta não é válida', 'The account is not valid'),
  m(
    '内容与用户绑定账号不一致',
    '內容與用戶綁定帳號不一致',
    'Não corresponde à conta associada ao utilizador',
    'This does not match the account bound to the user',
  ),
  m('验证码不能为空', '驗證碼不能為空', 'Introduza o código', 'Enter the code'),
  m(
    `验证码不能超过${LIMITS.codeLength}个字符`,
    `驗證碼不能超過${LIMITS.codeLength}個字元`,
    `O código tem no máximo ${LIMITS.codeLength} caracteres`,
    `The code has at most ${LIMITS.codeLength} characters`,
  ),
  m('密码不能为空', '密碼不能為空', 'Introduza a palavra-passe', 'Enter the password'),
  m(
    '8-18个字符，含字母大、小写+符号(@-#._*%$)+数字',
    '8-18個字元，含字母大、小寫+符號(@-#._*%$)+數字',
    '8-18 caracteres, com maiúsculas, minúsculas, um símbolo (@-#._*%$) e um algarismo',
    '8-18 characters with upper- and lower-case letters, a symbol (@-#._*%$) and a digit',
  ),
  m(
    '密码过于常见，请更换',
    '密碼過於常見，請更換',
    'Palavra-passe demasiado comum; escolha outra',
    'This password is too common; choose another',
  ),
  m('请再次输入密码', '請再次輸入密碼', 'Repita a palavra-passe', 'Enter the password again'),
  m(
    '两次输入密码不一致',
    '兩次輸入密碼不一致',
    'As palavras-passe não coincidem',
    'The passwords do not match',
  ),
  m(
    '手机号格式不正确',
    '手機號碼格式不正確',
    'O número de telemóvel não é válido',
    'The mobile number is not valid',
  ),
  m('邮箱格式不正确', '電郵格式不正確', 'O e-mail não é válido', 'The e-mail address is not valid'),
  m('链接格式不正确', '連結格式不正確', 'A ligação não é válida', 'The link is not valid'),
  m('请检查填写内容', '請檢查填寫內容', 'Verifique o formulário', 'Check the form'),
  m(
    '统一社会信用代码格式不正确',
    '統一社會信用代碼格式不正確',
    'O código de crédito social unificado não é válido',
    'The unified social credit code is not valid',
  ),
  m('NIF 格式不正确', 'NIF 格式不正確', 'O NIF não é válido', 'The NIF is not valid'),
  m(
    '澳门商业登记编号格式不正确',
    '澳門商業登記編號格式不正確',
    'O número de registo comercial de Macau não é válido',
    'The Macau commercial registration number is not valid',
  ),
  m(
    '注册编号格式不正确',
    '註冊編號格式不正確',
    'O número de registo não é válido',
    'The registration number is not valid',
  ),
  m('请输入产品名称', '請輸入產品名稱', 'Introduza o nome do produto', 'Enter the product name'),
  m('请输入单位', '請輸入單位', 'Introduza a unidade', 'Enter the unit'),
  m('请选择HS编码', '請選擇HS編碼', 'Escolha o código SH', 'Choose the HS code'),
  m(
    'HS编码应为2-10位数字',
    'HS編碼應為2-10位數字',
    'O código SH tem 2 a 10 algarismos',
    'The HS code has 2 to 10 digits',
  ),
  m(
    'HS编码不存在，请从HS编码表中选择',
    'HS編碼不存在，請從HS編碼表中選擇',
    'Código SH desconhecido; escolha-o na nomenclatura',
    'Unknown HS code; choose one from the nomenclature',
  ),
  m(
    '请输入价格或选择面议',
    '請輸入價格或選擇面議',
    'Indique o preço ou escolha "preço a combinar"',
    'Enter a price or choose "price on request"',
  ),
  m('价格格式不正确', '價格格式不正確', 'O preço não é válido', 'The price is not valid'),
  m('币种不正确', '幣種不正確', 'A moeda não é válida', 'The currency is not valid'),
  m(
    '产品编码只能包含字母、数字、-和_，最多32位',
    '產品編碼只能包含字母、數字、-和_，最多32位',
    'O código do produto só tem letras, algarismos, - e _, até 32',
    'The product code may only hold letters, digits, - and _, up to 32',
  ),
  m(
    '产品编码已被本企业其他产品使用',
    '產品編碼已被本企業其他產品使用',
    'Outro produto da empresa já usa este código',
    'Another product of the company already uses this code',
  ),
  m(
    '原产国格式不正确',
    '原產國格式不正確',
    'O país de origem não é válido',
    'The country of origin is not valid',
  ),
  m('最多上传9张图片', '最多上傳9張圖片', 'No máximo 9 imagens', 'At most 9 images'),
  m('最多上传1个视频', '最多上傳1個影片', 'No máximo 1 vídeo', 'At most 1 video'),
  m(
    '产品图片不存在或格式不正确',
    '產品圖片不存在或格式不正確',
    'Imagem do produto inexistente ou inválida',
    'The product image does not exist or is not valid',
  ),
  m(
    '产品视频不存在或格式不正确',
    '產品影片不存在或格式不正確',
    'Vídeo do produto inexistente ou inválido',
    'The product video does not exist or is not valid',
  ),
  m(
    '请选择询盘接待人',
    '請選擇詢盤接待人',
    'Escolha quem recebe os pedidos de cotação',
    'Choose who receives the inquiries',
  ),
  m(
    '询盘接待人不存在或已停用',
    '詢盤接待人不存在或已停用',
    'Quem recebe os pedidos não existe ou está desativado',
    'The inquiry receiver does not exist or is disabled',
  ),
  m(
    '所选分类不存在或已停用',
    '所選分類不存在或已停用',
    'A categoria escolhida não existe ou está desativada',
    'The chosen category does not exist or is disabled',
  ),
  m(
    '供应列表中已有同型号产品：{name}（编码 {code}）',
    '供應列表中已有同型號產品：{name}（編碼 {code}）',
    'Já existe na oferta um produto do mesmo modelo: {name} (código {code})',
    'The supply list already has a product of the same model: {name} (code {code})',
  ),
  m(
    '起订量必须大于0，最多3位小数',
    '起訂量必須大於0，最多3位小數',
    'A encomenda mínima deve ser maior que 0, com até 3 casas decimais',
    'The minimum order must be above 0, with up to 3 decimals',
  ),
  m(
    `阶梯价格最多${MAX_PRICE_TIERS}档`,
    `階梯價格最多${MAX_PRICE_TIERS}檔`,
    `No máximo ${MAX_PRICE_TIERS} escalões de preço`,
    `At most ${MAX_PRICE_TIERS} price tiers`,
  ),
  m(
    '阶梯价格的起订数量必须大于0，最多3位小数',
    '階梯價格的起訂數量必須大於0，最多3位小數',
    'A quantidade de cada escalão deve ser maior que 0, com até 3 casas decimais',
    'Each tier’s quantity must be above 0, with up to 3 decimals',
  ),
  m(
    '阶梯价格必须大于0，最多2位小数',
    '階梯價格必須大於0，最多2位小數',
    'O preço de cada escalão deve ser maior que 0, com até 2 casas decimais',
    'Each tier’s price must be above 0, with up to 2 decimals',
  ),
  m(
    '阶梯价格的起订数量须逐档递增',
    '階梯價格的起訂數量須逐檔遞增',
    'As quantidades dos escalões devem ser crescentes',
    'The tiers’ quantities must go up from tier to tier',
  ),
  m(
    '阶梯价格的起订数量不能低于起订量',
    '階梯價格的起訂數量不能低於起訂量',
    'Nenhum escalão pode começar abaixo da encomenda mínima',
    'No tier may start below the minimum order',
  ),
  m(
    '面议产品不设阶梯价格',
    '面議產品不設階梯價格',
    'Um produto com preço sob consulta não tem escalões de preço',
    'A product priced on request has no price tiers',
  ),
  m(
    '交货期应为0-365天的整数',
    '交貨期應為0-365天的整數',
    'O prazo de entrega é um número inteiro de dias entre 0 e 365',
    'The lead time is a whole number of days from 0 to 365',
  ),
  m('贸易术语不正确', '貿易術語不正確', 'O Incoterm não é válido', 'The Incoterm is not valid'),
  m(
    '请填写贸易术语的指定地点（港口）',
    '請填寫貿易術語的指定地點（港口）',
    'Indique o local designado (porto) do Incoterm',
    'Enter the Incoterm’s named place (port)',
  ),
  m(
    '填写指定地点前请先选择贸易术语',
    '填寫指定地點前請先選擇貿易術語',
    'Escolha o Incoterm a que o local se refere',
    'Choose the Incoterm the place belongs to',
  ),
  m(
    '原文语言无需另填译文',
    '原文語言無需另填譯文',
    'A língua original não precisa de tradução',
    'The original language needs no translation',
  ),
  m(
    '简体中文版本缺少产品名称',
    '簡體中文版本缺少產品名稱',
    'Falta o nome do produto em chinês simplificado',
    'The Simplified Chinese version has no product name',
  ),
  m(
    '繁体中文版本缺少产品名称',
    '繁體中文版本缺少產品名稱',
    'Falta o nome do produto em chinês tradicional',
    'The Traditional Chinese version has no product name',
  ),
  m(
    '葡萄牙语版本缺少产品名称',
    '葡萄牙語版本缺少產品名稱',
    'Falta o nome do produto em português',
    'The Portuguese version has no product name',
  ),
  m(
    '英语版本缺少产品名称',
    '英語版本缺少產品名稱',
    'Falta o nome do produto em inglês',
    'The English version has no product name',
  ),
  m('请输入采购数量', '請輸入採購數量', 'Indique a quantidade', 'Enter the quantity'),
  m(
    '采购数量必须大于0，最多3位小数',
    '採購數量必須大於0，最多3位小數',
    'A quantidade deve ser maior que 0, com até 3 casas decimais',
    'The quantity must be greater than 0, with at most 3 decimals',
  ),
  m(
    '目标价格格式不正确',
    '目標價格格式不正確',
    'O preço-alvo não é válido',
    'The target price is not valid',
  ),
  m(
    '请输入目的地（国家/港口）',
    '請輸入目的地（國家/港口）',
    'Indique o destino (país/porto)',
    'Enter the destination (country/port)',
  ),
  m(
    `目的地不能超过${INQUIRY_LIMITS.destination}个字符`,
    `目的地不能超過${INQUIRY_LIMITS.destination}個字元`,
    `O destino tem no máximo ${INQUIRY_LIMITS.destination} caracteres`,
    `The destination has at most ${INQUIRY_LIMITS.destination} characters`,
  ),
  m('请输入询盘内容', '請輸入詢盤內容', 'Escreva o pedido', 'Write the inquiry'),
  m(
    `询盘内容不能超过${INQUIRY_LIMITS.message}个字符`,
    `詢盤內容不能超過${INQUIRY_LIMITS.message}個字元`,
    `O pedido tem no máximo ${INQUIRY_LIMITS.message} caracteres`,
    `The inquiry has at most ${INQUIRY_LIMITS.message} characters`,
  ),
  m(
    '不能向本企业的产品发送询盘',
    '不能向本企業的產品發送詢盤',
    'Não pode pedir cotação de um produto da sua empresa',
    'You cannot send an inquiry about your own company’s product',
  ),
  m(
    '该供应商暂时无法接收询盘',
    '該供應商暫時無法接收詢盤',
    'Este fornecedor não pode receber pedidos de momento',
    'This supplier cannot receive inquiries at the moment',
  ),
  m('面议', '面議', 'Preço a combinar', 'Price on request'),
  // Forms whose messages the server gives too (feedback, staff, uploads).
  m('请选择反馈类型', '請選擇回饋類型', 'Escolha o tipo', 'Choose the type'),
  m('请输入反馈标题', '請輸入回饋標題', 'Indique o título', 'Enter a title'),
  m('请输入反馈内容', '請輸入回饋內容', 'Escreva a mensagem', 'Write your feedback'),
  m('请输入回复内容', '請輸入回覆內容', 'Escreva a resposta', 'Write the reply'),
  m(UPLOAD_MESSAGES.required, '請選擇檔案', 'Escolha um ficheiro', 'Choose a file'),
  m(
    UPLOAD_MESSAGES.format,
    '檔案格式不正確',
    'Formato de ficheiro não aceite',
    'This file type is not accepted',
  ),
  m(
    '请输入员工姓名',
    '請輸入員工姓名',
    'Indique o nome do colaborador',
    'Enter the staff member’s name',
  ),
  m(
    '请先上传员工名片',
    '請先上傳員工名片',
    'Carregue primeiro o cartão de visita',
    'Upload the business card first',
  ),
  m(
    UPLOAD_MESSAGES.unfinished,
    '有檔案未完成上傳!',
    'Há ficheiros ainda a carregar!',
    'Some files are still uploading!',
  ),
  m(
    UPLOAD_MESSAGES.failed,
    '上傳檔案失敗',
    'Não foi possível carregar o ficheiro',
    'The file could not be uploaded',
  ),
  m(
    '文件大小不能超过5MB',
    '檔案大小不能超過5MB',
    'O ficheiro tem no máximo 5 MB',
    'Files are at most 5 MB',
  ),
  m(MESSAGES.reasonRequired, '拒絕理由不能為空', 'Indique o motivo', 'Give a reason'),
  m(
    '最多上传{count}个附件',
    '最多上傳{count}個附件',
    'No máximo {count} anexos',
    'At most {count} attachments',
  ),
  m(
    '请完善第{n}期付款信息',
    '請完善第{n}期付款資料',
    'Complete a prestação {n}',
    'Complete instalment {n}',
  ),
  m(
    '分期付款总额（{total}）与订单金额（{amount}）不一致',
    '分期付款總額（{total}）與訂單金額（{amount}）不一致',
    'O total das prestações ({total}) difere do montante da encomenda ({amount})',
    'The instalments’ total ({total}) differs from the order amount ({amount})',
  ),
  m('产品不存在', '產品不存在', 'O produto não existe', 'The product does not exist'),
  // Notices the apps show themselves (the shell translates every toast with this catalogue).
  m(
    '请检查文件是否全部上传成功！',
    '請檢查檔案是否全部上傳成功！',
    'Verifique se todos os ficheiros foram carregados!',
    'Check that every file has finished uploading!',
  ),
  m('操作失败', '操作失敗', 'A operação falhou', 'The operation failed'),
  m(
    '系统通知未读数获取失败',
    '系統通知未讀數取得失敗',
    'Não foi possível obter as notificações por ler',
    'Could not get the unread notifications',
  ),
  m(
    '聊天未读数获取失败',
    '聊天未讀數取得失敗',
    'Não foi possível obter as mensagens por ler',
    'Could not get the unread messages',
  ),
  // The API client's own notices (spec §8, @portal/api-client's NOTICE_TEXT); the server answers
  // with some of them too and finds them here.
  m(
    '系统出了点小问题',
    '系統出了點小問題',
    'Ocorreu um problema no sistema',
    'Something went wrong',
  ),
  m(
    '登录已失效，请重新登录',
    '登入已失效，請重新登入',
    'A sessão expirou; inicie sessão novamente',
    'Your session has expired; please sign in again',
  ),
  m(
    '未配置对象存储，无法发送语音、图片、视频或文件',
    '未設定物件儲存，無法傳送語音、圖片、影片或檔案',
    'O armazenamento de ficheiros está desligado: não é possível enviar voz, imagens, vídeos ou ficheiros',
    'File storage is switched off: voice, pictures, videos and files cannot be sent',
  ),
  m(
    '系统繁忙，请稍候...',
    '系統繁忙，請稍候...',
    'O sistema está ocupado; aguarde...',
    'The system is busy; please wait...',
  ),
  m(
    '系统正在维护，请稍候再试',
    '系統正在維護，請稍候再試',
    'O sistema está em manutenção; tente novamente mais tarde',
    'The system is under maintenance; try again later',
  ),
  m(
    '请求超时，请稍后重试',
    '請求逾時，請稍後重試',
    'O pedido expirou; tente novamente mais tarde',
    'The request timed out; try again later',
  ),
  m(
    '网络连接异常，请检查网络',
    '網路連線異常，請檢查網路',
    'Falha na ligação à rede; verifique a sua ligação',
    'Network connection problem; check your connection',
  ),
];

/** A validator's message in the reader's language (the Chinese text itself for zh). */
export const translateValidation = createTranslator(VALIDATION_CATALOGUE);
