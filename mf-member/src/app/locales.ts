import { registerMessages } from '@portal/i18n';

const zh = {
  login: {
    title: '账号登录',
    subtitle: '登录中葡经贸通，开启跨境贸易',
    account: '账号',
    accountPlaceholder: '手机号或邮箱',
    password: '密码',
    passwordPlaceholder: '请输入密码',
    captcha: '验证码',
    captchaPlaceholder: '请输入验证码',
    refreshCaptcha: '看不清？换一张',
    submit: '登录',
    noAccount: '还没有账号？',
    register: '立即注册',
    forgot: '忘记密码',
    agreement: '登录即表示同意',
    agreementLink: '《用户协议》',
    success: '登录成功',
  },
};
type Messages = typeof zh;

const cht: Messages = {
  login: {
    title: '帳號登入',
    subtitle: '登入中葡經貿通，開啟跨境貿易',
    account: '帳號',
    accountPlaceholder: '手機號或郵箱',
    password: '密碼',
    passwordPlaceholder: '請輸入密碼',
    captcha: '驗證碼',
    captchaPlaceholder: '請輸入驗證碼',
    refreshCaptcha: '看不清？換一張',
    submit: '登入',
    noAccount: '還沒有帳號？',
    register: '立即註冊',
    forgot: '忘記密碼',
    agreement: '登入即表示同意',
    agreementLink: '《用戶協議》',
    success: '登入成功',
  },
};

const pt: Messages = {
  login: {
    title: 'Entrar na conta',
    subtitle: 'Entre e comece a negociar entre a China e os países de língua portuguesa',
    account: 'Conta',
    accountPlaceholder: 'Telemóvel ou e-mail',
    password: 'Palavra-passe',
    passwordPlaceholder: 'Introduza a palavra-passe',
    captcha: 'Código de verificação',
    captchaPlaceholder: 'Introduza o código',
    refreshCaptcha: 'Ilegível? Outro código',
    submit: 'Entrar',
    noAccount: 'Ainda não tem conta?',
    register: 'Registe-se',
    forgot: 'Esqueceu a palavra-passe',
    agreement: 'Ao entrar, aceita os',
    agreementLink: 'Termos de utilização',
    success: 'Sessão iniciada',
  },
};

const en: Messages = {
  login: {
    title: 'Log in',
    subtitle: 'Log in and start trading between China and the Portuguese-speaking countries',
    account: 'Account',
    accountPlaceholder: 'Mobile number or email',
    password: 'Password',
    passwordPlaceholder: 'Enter your password',
    captcha: 'Verification code',
    captchaPlaceholder: 'Enter the code',
    refreshCaptcha: 'Hard to read? New code',
    submit: 'Log in',
    noAccount: 'No account yet?',
    register: 'Register',
    forgot: 'Forgot password',
    agreement: 'By logging in you accept the',
    agreementLink: 'User agreement',
    success: 'Logged in',
  },
};

registerMessages('member', { zh, cht, pt, en });
