import type { Language } from '@portal/contracts';
import { VALIDATION_CATALOGUE, createTranslator, type MessageTexts } from '@portal/validators';

const m = (zh: string, cht: string, pt: string, en: string): MessageTexts => ({ zh, cht, pt, en });

/**
 * The server's own answers (`msg` of the envelope) in the four portal languages, keyed by the
 * Simplified Chinese text the routes produce — the spec's exact words in zh. `{name}` stands for a
 * value the route puts in. Features written since (demands, diagnoses, digital products, exchange
 * rates) build their messages per language directly and are not listed here, nor are
 * notifications (notice-texts.ts) and the codes and notices sent by SMS and e-mail
 * (code-messages.ts), which are written per language.
 */
export const SERVER_CATALOGUE: readonly MessageTexts[] = [
  // Envelope, protocol and limits
  m('操作成功', '操作成功', 'Operação concluída', 'Done'),
  m(
    '请求过于频繁，请 {seconds} 秒后再试',
    '請求過於頻繁，請 {seconds} 秒後再試',
    'Demasiados pedidos; tente novamente dentro de {seconds} s',
    'Too many requests; try again in {seconds} s',
  ),
  m(
    '服务暂时不可用，请稍后再试',
    '服務暫時無法使用，請稍後再試',
    'O serviço está temporariamente indisponível; tente novamente mais tarde',
    'The service is temporarily unavailable; try again later',
  ),
  m(
    '请求过于频繁，请稍后再试',
    '請求過於頻繁，請稍後再試',
    'Demasiados pedidos; tente novamente mais tarde',
    'Too many requests; try again later',
  ),
  m(
    '不支持的参数：{names}',
    '不支援的參數：{names}',
    'Parâmetros não suportados: {names}',
    'Unsupported parameters: {names}',
  ),
  m('请求格式不正确', '請求格式不正確', 'O pedido não é válido', 'The request is not valid'),
  m(
    '请求的资源不存在',
    '請求的資源不存在',
    'O recurso pedido não existe',
    'The requested resource does not exist',
  ),
  m('请求内容过大', '請求內容過大', 'O pedido é demasiado grande', 'The request is too large'),
  m(
    '不支持的请求格式',
    '不支援的請求格式',
    'Formato de pedido não suportado',
    'Unsupported request format',
  ),
  m(
    '请求无法处理',
    '請求無法處理',
    'Não foi possível processar o pedido',
    'The request cannot be processed',
  ),
  m(
    '接口不存在',
    '介面不存在',
    'Este endereço da API não existe',
    'This API address does not exist',
  ),
  m(
    '不支持的内容类型',
    '不支援的內容類型',
    'Tipo de conteúdo não suportado',
    'Unsupported content type',
  ),
  m('内容不存在', '內容不存在', 'O conteúdo não existe', 'The content does not exist'),
  m(
    '登录人数较多，请稍后再试',
    '登入人數較多，請稍後再試',
    'Muitos utilizadores a iniciar sessão; tente mais tarde',
    'Many people are signing in; try again later',
  ),

  // Permissions and quotas
  m('没有权限', '沒有權限', 'Sem permissão', 'You do not have permission'),
  m(
    '平台账号不能参与交易',
    '平台帳號不能參與交易',
    'As contas da plataforma não compram nem vendem',
    'Platform accounts do not buy or sell',
  ),
  m(
    '仅企业主账号可操作',
    '僅企業主帳號可操作',
    'Só a conta principal da empresa pode fazer isto',
    'Only the company’s main account can do this',
  ),
  m(
    '发布供应需要企业主账号授权，请联系主账号',
    '發佈供應需要企業主帳號授權，請聯絡主帳號',
    'Publicar na oferta requer autorização da conta principal; contacte-a',
    'Publishing supply needs the main account’s permission; contact the main account',
  ),
  m(
    '子账号数量已达会员上限（{used}/{quota}），请升级会员',
    '子帳號數量已達會員上限（{used}/{quota}），請升級會員',
    'Atingiu o limite de subcontas da adesão ({used}/{quota}); faça upgrade',
    'Your membership’s sub-account limit is reached ({used}/{quota}); upgrade your membership',
  ),
  m(
    '在线产品数量已达会员上限（{used}/{quota}），请升级会员',
    '在線產品數量已達會員上限（{used}/{quota}），請升級會員',
    'Atingiu o limite de produtos online da adesão ({used}/{quota}); faça upgrade',
    'Your membership’s online product limit is reached ({used}/{quota}); upgrade your membership',
  ),
  m(
    '存储空间已满（已用 {used} / 共 {quota}），请升级会员或删除不用的文件',
    '儲存空間已滿（已用 {used} / 共 {quota}），請升級會員或刪除不用的檔案',
    'Armazenamento cheio ({used} de {quota}); faça upgrade ou apague ficheiros que não usa',
    'Storage is full ({used} of {quota}); upgrade your membership or delete files you no longer need',
  ),

  // Sign-in, sign-up, codes and account
  m(
    '用户不存在/密码错误',
    '用戶不存在/密碼錯誤',
    'Utilizador inexistente ou palavra-passe errada',
    'Unknown user or wrong password',
  ),
  m(
    '请输入验证码',
    '請輸入驗證碼',
    'Introduza o código de verificação',
    'Enter the verification code',
  ),
  m('验证码已失效', '驗證碼已失效', 'O código expirou', 'The code has expired'),
  m('验证码错误', '驗證碼錯誤', 'Código errado', 'Wrong code'),
  m(
    '验证码错误或已失效',
    '驗證碼錯誤或已失效',
    'Código errado ou expirado',
    'Wrong or expired code',
  ),
  m(
    '验证码已发送，请注意查收',
    '驗證碼已發送，請注意查收',
    'Código enviado; verifique a sua caixa',
    'Code sent; check your inbox',
  ),
  m(
    '暂不支持短信验证码，请使用邮箱',
    '暫不支援短訊驗證碼，請使用電郵',
    'Os códigos por SMS não estão disponíveis; use o e-mail',
    'Codes by SMS are not available; use e-mail',
  ),
  m(
    '暂不支持邮箱验证码，请使用手机号',
    '暫不支援電郵驗證碼，請使用手機號碼',
    'Os códigos por e-mail não estão disponíveis; use o telemóvel',
    'Codes by e-mail are not available; use your mobile number',
  ),
  m(
    '验证码发送过于频繁，请{seconds}秒后再试',
    '驗證碼發送過於頻繁，請{seconds}秒後再試',
    'Pediu códigos demasiadas vezes; tente dentro de {seconds} s',
    'Codes requested too often; try again in {seconds} s',
  ),
  m(
    '账号已停用，请联系企业管理员',
    '帳號已停用，請聯絡企業管理員',
    'A conta está desativada; contacte o administrador da empresa',
    'The account is disabled; contact your company’s administrator',
  ),
  m('登录成功', '登入成功', 'Sessão iniciada', 'Signed in'),
  m('退出成功', '登出成功', 'Sessão terminada', 'Signed out'),
  m('注册成功', '註冊成功', 'Registo concluído', 'Registered'),
  m(
    '密码重置成功，请重新登录',
    '密碼重設成功，請重新登入',
    'Palavra-passe reposta; inicie sessão novamente',
    'Password reset; please sign in again',
  ),
  m(
    '修改密码成功，请重新登录！',
    '修改密碼成功，請重新登入！',
    'Palavra-passe alterada; inicie sessão novamente!',
    'Password changed; please sign in again!',
  ),
  m('密码错误', '密碼錯誤', 'Palavra-passe errada', 'Wrong password'),
  m(
    '新邮箱不能与当前邮箱相同',
    '新電郵不能與目前電郵相同',
    'O novo e-mail tem de ser diferente do atual',
    'The new e-mail must differ from the current one',
  ),
  m('邮箱修改成功', '電郵修改成功', 'E-mail alterado', 'E-mail changed'),
  m('姓名不能为空', '姓名不能為空', 'Indique o nome', 'Enter the name'),
  m(
    '头像图片不存在或格式不正确',
    '頭像圖片不存在或格式不正確',
    'Imagem de perfil inexistente ou inválida',
    'The profile picture does not exist or is not valid',
  ),
  m('修改成功', '修改成功', 'Alterações guardadas', 'Changes saved'),
  m('保存成功', '儲存成功', 'Guardado', 'Saved'),
  m(
    '保存成功，企业认证信息已变更，需重新审核',
    '儲存成功，企業認證資料已變更，需重新審核',
    'Guardado; os dados de verificação mudaram e serão revistos de novo',
    'Saved; the verification details changed and will be reviewed again',
  ),

  // Company and verification
  m('企业不存在', '企業不存在', 'A empresa não existe', 'The company does not exist'),
  m('企业名称不能为空', '企業名稱不能為空', 'Indique o nome da empresa', 'Enter the company name'),
  m(
    '成立日期格式不正确',
    '成立日期格式不正確',
    'A data de constituição não é válida',
    'The founding date is not valid',
  ),
  m(
    '企业Logo图片不存在或格式不正确',
    '企業Logo圖片不存在或格式不正確',
    'Logótipo inexistente ou inválido',
    'The company logo does not exist or is not valid',
  ),
  m(
    '认证审核中，暂不能修改',
    '認證審核中，暫不能修改',
    'A verificação está em revisão; não pode alterar por agora',
    'Verification is under review; changes are not possible for now',
  ),
  m(
    '认证申请不存在或已处理',
    '認證申請不存在或已處理',
    'O pedido de verificação não existe ou já foi tratado',
    'The verification request does not exist or was already handled',
  ),
  m(
    '认证审核中，请勿重复提交',
    '認證審核中，請勿重複提交',
    'A verificação já está em revisão; não envie de novo',
    'Verification is already under review; do not submit again',
  ),
  m(
    '企业已通过认证',
    '企業已通過認證',
    'A empresa já está verificada',
    'The company is already verified',
  ),
  m(
    '请先完善企业名称',
    '請先完善企業名稱',
    'Preencha primeiro o nome da empresa',
    'Fill in the company name first',
  ),
  m(
    '请先选择企业所在国家或地区',
    '請先選擇企業所在國家或地區',
    'Escolha primeiro o país ou região da empresa',
    'Choose the company’s country or region first',
  ),
  m(
    '注册编号不能为空',
    '註冊編號不能為空',
    'Indique o número de registo',
    'Enter the registration number',
  ),
  m(
    '法定代表人不能为空',
    '法定代表人不能為空',
    'Indique o representante legal',
    'Enter the legal representative',
  ),
  m(
    '营业执照文件不存在或格式不正确',
    '營業執照檔案不存在或格式不正確',
    'Ficheiro da licença comercial inexistente ou inválido',
    'The business licence file does not exist or is not valid',
  ),
  m(
    '该注册编号已被其他企业使用',
    '該註冊編號已被其他企業使用',
    'Outra empresa já usa este número de registo',
    'Another company already uses this registration number',
  ),
  m(
    '已提交认证，请等待审核',
    '已提交認證，請等待審核',
    'Verificação enviada; aguarde a revisão',
    'Verification submitted; await the review',
  ),
  m(
    '没有待审核的认证申请',
    '沒有待審核的認證申請',
    'Não há pedido de verificação em revisão',
    'There is no verification request under review',
  ),
  m(
    '已撤回认证申请',
    '已撤回認證申請',
    'Pedido de verificação retirado',
    'Verification request withdrawn',
  ),
  m('已通过认证', '已通過認證', 'Verificação aprovada', 'Verification approved'),
  m('已拒绝认证', '已拒絕認證', 'Verificação recusada', 'Verification rejected'),

  // Staff and membership
  m('员工不存在', '員工不存在', 'O colaborador não existe', 'The staff member does not exist'),
  m(
    '名片图片不存在或格式不正确',
    '名片圖片不存在或格式不正確',
    'Imagem do cartão inexistente ou inválida',
    'The business card image does not exist or is not valid',
  ),
  m(
    '请选择要开通的会员等级',
    '請選擇要開通的會員等級',
    'Escolha o nível de adesão',
    'Choose the membership tier',
  ),
  m(
    '已有待处理的开通申请',
    '已有待處理的開通申請',
    'Já tem um pedido de adesão pendente',
    'A membership request is already pending',
  ),
  m(
    '开通申请不存在或已处理',
    '開通申請不存在或已處理',
    'O pedido de adesão não existe ou já foi tratado',
    'The membership request does not exist or was already handled',
  ),
  m(
    '已提交开通申请，请等待平台确认',
    '已提交開通申請，請等待平台確認',
    'Pedido enviado; aguarde a confirmação da plataforma',
    'Request sent; await the platform’s confirmation',
  ),
  m('已开通会员', '已開通會員', 'Adesão ativada', 'Membership activated'),
  m('已拒绝申请', '已拒絕申請', 'Pedido recusado', 'Request rejected'),

  // Products, catalogue, records
  m('已发布', '已發佈', 'Publicado', 'Published'),
  m('已下架', '已下架', 'Retirado', 'Withdrawn'),
  m('分类不存在', '分類不存在', 'A categoria não existe', 'The category does not exist'),
  m('请输入名称', '請輸入名稱', 'Indique o nome', 'Enter a name'),
  m(
    '同一级已有同名项：{name}',
    '同一級已有同名項：{name}',
    'Já existe um item com este nome neste nível: {name}',
    'This level already has an item named {name}',
  ),
  m('最多{depth}级', '最多{depth}級', 'No máximo {depth} níveis', 'At most {depth} levels'),
  m(
    '请指定移动方向或位置',
    '請指定移動方向或位置',
    'Indique a direção ou a posição',
    'Give a direction or a position',
  ),
  m(
    '「{name}」下还有子项，请先删除子项',
    '「{name}」下還有子項，請先刪除子項',
    '"{name}" ainda tem subitens; apague-os primeiro',
    '"{name}" still has sub-items; delete them first',
  ),
  m(
    '「{name}」正被 {count} 个产品使用（{names}），不能删除，可改为停用',
    '「{name}」正被 {count} 個產品使用（{names}），不能刪除，可改為停用',
    '"{name}" é usado por {count} produtos ({names}); não pode ser apagado, mas pode ser desativado',
    '"{name}" is used by {count} products ({names}); it cannot be deleted but can be disabled',
  ),
  m('新闻不存在', '新聞不存在', 'A notícia não existe', 'The news item does not exist'),
  m('记录不存在', '記錄不存在', 'O registo não existe', 'The record does not exist'),
  m('收藏成功', '收藏成功', 'Adicionado aos favoritos', 'Added to favourites'),
  m('删除成功', '刪除成功', 'Apagado', 'Deleted'),
  m('删除成功!', '刪除成功!', 'Apagado!', 'Deleted!'),
  m('已清空浏览记录', '已清空瀏覽記錄', 'Histórico apagado', 'History cleared'),

  // Feedback and files
  m('反馈不存在', '回饋不存在', 'A mensagem não existe', 'The feedback does not exist'),
  m('附件不存在', '附件不存在', 'O anexo não existe', 'The attachment does not exist'),
  m('提交成功', '提交成功', 'Enviado', 'Submitted'),
  m(
    '该反馈已回复',
    '該回饋已回覆',
    'Esta mensagem já foi respondida',
    'This feedback was already answered',
  ),
  m('已标记为处理中', '已標記為處理中', 'Marcado como em tratamento', 'Marked as in progress'),
  m('回复成功', '回覆成功', 'Resposta enviada', 'Reply sent'),
  m(
    '上传过于频繁，请 {seconds} 秒后再试',
    '上傳過於頻繁，請 {seconds} 秒後再試',
    'Demasiados carregamentos; tente dentro de {seconds} s',
    'Too many uploads; try again in {seconds} s',
  ),
  m('文件不存在', '檔案不存在', 'O ficheiro não existe', 'The file does not exist'),
  m(
    '图片尺寸过大：每边不超过12000像素，总共不超过4000万像素',
    '圖片尺寸過大：每邊不超過12000像素，總共不超過4000萬像素',
    'A imagem é demasiado grande: até 12 000 píxeis de lado e 40 megapíxeis no total',
    'The image is too large: at most 12,000 pixels a side and 40 megapixels in all',
  ),
  m(
    '一次只能上传一个文件',
    '一次只能上傳一個檔案',
    'Carregue um ficheiro de cada vez',
    'Upload one file at a time',
  ),

  // Chat
  m('消息不存在', '訊息不存在', 'A mensagem não existe', 'The message does not exist'),
  m(
    '未配置对象存储',
    '未設定物件儲存',
    'O armazenamento de ficheiros está desligado',
    'File storage is switched off',
  ),
  m(
    '不能和自己聊天',
    '不能和自己聊天',
    'Não pode conversar consigo próprio',
    'You cannot chat with yourself',
  ),
  m('用户不存在', '用戶不存在', 'O utilizador não existe', 'The user does not exist'),
  m(
    '消息内容格式不正确',
    '訊息內容格式不正確',
    'O conteúdo da mensagem não é válido',
    'The message content is not valid',
  ),
  m('消息内容不能为空', '訊息內容不能為空', 'A mensagem está vazia', 'The message is empty'),
  m(
    '消息不能超过{max}个字符',
    '訊息不能超過{max}個字元',
    'A mensagem tem no máximo {max} caracteres',
    'Messages have at most {max} characters',
  ),
  m(
    '最多上传{count}个文件',
    '最多上傳{count}個檔案',
    'No máximo {count} ficheiros',
    'At most {count} files',
  ),
  m('订单不存在', '訂單不存在', 'A encomenda não existe', 'The order does not exist'),
  m(
    '订单链接不正确',
    '訂單連結不正確',
    'A ligação da encomenda não é válida',
    'The order link is not valid',
  ),
  m(
    '订单名称不正确',
    '訂單名稱不正確',
    'O nome da encomenda não é válido',
    'The order name is not valid',
  ),
  m(
    '订单内容格式不正确',
    '訂單內容格式不正確',
    'O conteúdo da encomenda não é válido',
    'The order content is not valid',
  ),
  m('消息编号重复', '訊息編號重複', 'Identificador de mensagem repetido', 'Duplicate message id'),
  m(
    '今天发起的新会话已达上限（{count}个），请明天再试',
    '今天發起的新會話已達上限（{count}個），請明天再試',
    'Atingiu o limite de novas conversas de hoje ({count}); tente amanhã',
    'You have started the most new conversations allowed today ({count}); try again tomorrow',
  ),
  m(
    '只能撤回自己发送的消息',
    '只能撤回自己發送的訊息',
    'Só pode retirar as suas mensagens',
    'You can only recall your own messages',
  ),
  m(
    '超过2分钟的消息不能撤回',
    '超過2分鐘的訊息不能撤回',
    'Mensagens com mais de 2 minutos não podem ser retiradas',
    'Messages older than 2 minutes cannot be recalled',
  ),

  // Cart and orders
  m(
    '请输入含税单价',
    '請輸入含稅單價',
    'Indique o preço unitário com impostos',
    'Enter the unit price incl. tax',
  ),
  m('请输入交易数量', '請輸入交易數量', 'Indique a quantidade', 'Enter the quantity'),
  m(
    '不能购买本企业的产品',
    '不能購買本企業的產品',
    'Não pode comprar produtos da sua empresa',
    'You cannot buy your own company’s products',
  ),
  m('已加入购物车', '已加入購物車', 'Adicionado ao carrinho', 'Added to the cart'),
  m(
    '购物车商品不存在',
    '購物車商品不存在',
    'O artigo do carrinho não existe',
    'The cart item does not exist',
  ),
  m(
    '请勾选产品再提交订单~',
    '請勾選產品再提交訂單~',
    'Selecione produtos antes de encomendar',
    'Select products before placing the order',
  ),
  m(
    '当前订单状态不允许该操作',
    '目前訂單狀態不允許該操作',
    'O estado da encomenda não permite esta ação',
    'The order’s status does not allow this',
  ),
  m(
    '订单金额超出范围',
    '訂單金額超出範圍',
    'O montante da encomenda está fora dos limites',
    'The order amount is out of range',
  ),
  m(
    '拒绝理由不能超过200个字符',
    '拒絕理由不能超過200個字元',
    'O motivo tem no máximo 200 caracteres',
    'The reason has at most 200 characters',
  ),
  m('已更新', '已更新', 'Atualizado', 'Updated'),
  m(
    '产品「{name}」价格为面议，请先确定价格',
    '產品「{name}」價格為面議，請先確定價格',
    'O produto "{name}" tem preço a combinar; fixe primeiro o preço',
    'Product "{name}" has its price on request; set the price first',
  ),
  m('订单已确认', '訂單已確認', 'Encomenda confirmada', 'Order confirmed'),
  m('订单已拒绝', '訂單已拒絕', 'Encomenda recusada', 'Order rejected'),
  m('已重新发起交易', '已重新發起交易', 'Transação relançada', 'Trade restarted'),
  m('审核通过', '審核通過', 'Aprovado', 'Approved'),
  m('审核已驳回', '審核已駁回', 'Revisão recusada', 'Review rejected'),
  m('合同已生效', '合同已生效', 'O contrato entrou em vigor', 'The contract is in force'),
  m('订单已取消', '訂單已取消', 'Encomenda cancelada', 'Order cancelled'),
  m('订单已完成', '訂單已完成', 'Encomenda concluída', 'Order completed'),
  m(
    '合同编号或名称已存在，是否继续保存？',
    '合同編號或名稱已存在，是否繼續儲存？',
    'Já existe um contrato com este número ou nome. Guardar mesmo assim?',
    'A contract with this number or name exists. Save anyway?',
  ),
  m(
    '付款日期不能早于昨天',
    '付款日期不能早於昨天',
    'A data de pagamento não pode ser anterior a ontem',
    'The payment date cannot be before yesterday',
  ),
  m(
    '结算数量格式不正确',
    '結算數量格式不正確',
    'A quantidade liquidada não é válida',
    'The settled quantity is not valid',
  ),
  m(
    '结算金额格式不正确',
    '結算金額格式不正確',
    'O montante liquidado não é válido',
    'The settled amount is not valid',
  ),
  m(
    '提货电话格式不正确',
    '提貨電話格式不正確',
    'O telefone de levantamento não é válido',
    'The pick-up phone number is not valid',
  ),
  m(
    '提货日期格式不正确',
    '提貨日期格式不正確',
    'A data de levantamento não é válida',
    'The pick-up date is not valid',
  ),
  m('暂存成功', '暫存成功', 'Rascunho guardado', 'Draft saved'),
  m('请选择发票类型', '請選擇發票類型', 'Escolha o tipo de fatura', 'Choose the invoice type'),
  m(
    '请选择开票方式',
    '請選擇開票方式',
    'Escolha como emitir a fatura',
    'Choose how to issue the invoice',
  ),
  m('请输入发票抬头', '請輸入發票抬頭', 'Indique o titular da fatura', 'Enter the invoice title'),
  m(
    '请输入纳税人识别号',
    '請輸入納稅人識別號',
    'Indique o número de contribuinte',
    'Enter the taxpayer number',
  ),
  m(
    '请输入接收邮箱',
    '請輸入接收電郵',
    'Indique o e-mail de receção',
    'Enter the receiving e-mail',
  ),
  m(
    '请完善邮寄信息',
    '請完善郵寄資料',
    'Complete os dados de envio',
    'Complete the postal details',
  ),
  m(
    '联系电话格式不正确',
    '聯絡電話格式不正確',
    'O telefone de contacto não é válido',
    'The contact phone number is not valid',
  ),
  m('开票信息已保存', '開票資料已儲存', 'Dados de faturação guardados', 'Invoice details saved'),
  m('请输入合同名称', '請輸入合同名稱', 'Indique o nome do contrato', 'Enter the contract name'),
  m(
    '请输入合同编号',
    '請輸入合同編號',
    'Indique o número do contrato',
    'Enter the contract number',
  ),
  m('请上传合同附件', '請上傳合同附件', 'Carregue o contrato', 'Upload the contract'),
  m(
    '请至少添加1期付款',
    '請至少新增1期付款',
    'Acrescente pelo menos uma prestação',
    'Add at least one instalment',
  ),
  m(
    '买方尚未填写开票信息',
    '買方尚未填寫開票資料',
    'O comprador ainda não indicou os dados de faturação',
    'The buyer has not given invoice details yet',
  ),
  m('请填写跟进人', '請填寫跟進人', 'Indique o responsável', 'Enter who follows up'),
  m(
    '请完善提货信息',
    '請完善提貨資料',
    'Complete os dados de levantamento',
    'Complete the pick-up details',
  ),
  m('已提交审核', '已提交審核', 'Enviado para revisão', 'Submitted for review'),
  m(
    '请选择要更新的状态',
    '請選擇要更新的狀態',
    'Escolha o estado a atualizar',
    'Choose the status to update',
  ),
  m(
    '订单进度已更新',
    '訂單進度已更新',
    'Progresso da encomenda atualizado',
    'Order progress updated',
  ),
  m('已确认收款', '已確認收款', 'Pagamento confirmado', 'Payment confirmed'),
];

const translator = createTranslator([...VALIDATION_CATALOGUE, ...SERVER_CATALOGUE]);

/** A message the server produced, in the reader's language (unchanged for zh or if unknown). */
export function translateMessage(message: string, language: Language): string {
  return translator(message, language);
}
