import { useId, useState, type FormEvent } from 'react';
import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@portal/contracts';
import { MESSAGES } from '@portal/validators';
import { fetchCaptcha } from '../api/fetch-captcha';
import { loginWithPassword } from '../api/login-with-password';
import { validationText } from '../../common/validation-text';
import './plain-form.css';

type Field = 'username' | 'password' | 'code';
type Values = Record<Field, string>;

const REQUIRED_MESSAGE: Record<Field, string> = {
  username: MESSAGES.accountRequired,
  password: MESSAGES.passwordRequired,
  code: MESSAGES.codeRequired,
};

/**
 * Account, password and, when the server asks for one, the image captcha. Plain markup rather
 * than antd's Form: this is the screen the shell preloads for a guest on home, and antd's Form,
 * Input and Button were most of it (docs/performance.md). It behaves as the other forms do: a
 * field's message shows under it on submit, in the page's language, and goes once it is filled.
 */
export function PasswordLoginForm({
  initialUsername,
  onLogin,
}: {
  initialUsername: string;
  onLogin: (token: string) => void;
}) {
  const { t } = useTranslation('member');
  const id = useId();
  const [values, setValues] = useState<Values>({
    username: initialUsername,
    password: '',
    code: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [passwordShown, setPasswordShown] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  // The name whose last login failed: the server may now want a captcha for it (it answers
  // '请输入验证码' after repeated failures), even where captchas are off.
  const [failedUsername, setFailedUsername] = useState<string>();
  // A captcha answer is single-use: never reuse a cached one. A failed fetch is retried by hand,
  // since each automatic retry would show the client's error notice again.
  const {
    data: captcha,
    error: captchaError,
    mutate,
  } = useSWR(['login-captcha', failedUsername], ([, username]) => fetchCaptcha(username), {
    dedupingInterval: 0,
    // Another name's captcha would be sent with this name's login while the new one loads.
    keepPreviousData: false,
  });
  const fields: Field[] = captcha?.captchaEnabled
    ? ['username', 'password', 'code']
    : ['username', 'password'];

  // A password may be spaces only (the server decides); a name or code may not.
  const problemOf = (field: Field, value: string) =>
    (field === 'password' ? value : value.trim())
      ? undefined
      : validationText(REQUIRED_MESSAGE[field]);

  function change(field: Field, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    // A message shown is checked again as the field is typed in, and goes once it is answered.
    if (errors[field]) setErrors((current) => ({ ...current, [field]: problemOf(field, value) }));
  }

  function refreshCaptcha() {
    change('code', '');
    void mutate();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    // Fields stay enabled while the login is sent (disabling them would take a keyboard user's
    // focus away); a second submit waits for the first.
    if (submitting) return;
    const problems = Object.fromEntries(
      fields.map((field) => [field, problemOf(field, values[field])]),
    ) as Partial<Record<Field, string>>;
    setErrors(problems);
    const firstProblem = fields.find((field) => problems[field]);
    if (firstProblem) {
      document.getElementById(`${id}-${firstProblem}`)?.focus();
      return;
    }
    const username = values.username.trim();
    setSubmitting(true);
    try {
      onLogin(
        await loginWithPassword({
          username,
          password: values.password,
          code: values.code,
          uuid: captcha?.uuid,
        }),
      );
    } catch {
      // The API client has already shown the server's message. A used captcha is spent; the new
      // one is asked for this name, which may need one now.
      change('code', '');
      if (username === failedUsername) void mutate();
      else setFailedUsername(username);
    } finally {
      setSubmitting(false);
    }
  }

  /** The attributes tying an input to its label's message. */
  const inputProps = (field: Field) => ({
    id: `${id}-${field}`,
    value: values[field],
    onChange: (event: { target: { value: string } }) => change(field, event.target.value),
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `${id}-${field}-error` : undefined,
    className: 'plain-form__input',
  });
  const message = (field: Field) =>
    errors[field] && (
      <p id={`${id}-${field}-error`} className="plain-form__error" role="alert">
        {errors[field]}
      </p>
    );

  return (
    <form className="plain-form" noValidate onSubmit={(event) => void submit(event)}>
      <div className="plain-form__item">
        <label htmlFor={`${id}-username`}>{t('login.account')}</label>
        <input
          {...inputProps('username')}
          autoComplete="username"
          placeholder={t('login.accountPlaceholder')}
        />
        {message('username')}
      </div>
      <div className="plain-form__item">
        <label htmlFor={`${id}-password`}>{t('login.password')}</label>
        <div className="plain-form__affixed">
          <input
            {...inputProps('password')}
            type={passwordShown ? 'text' : 'password'}
            autoComplete="current-password"
            placeholder={t('login.passwordPlaceholder')}
          />
          <button
            type="button"
            className="plain-form__reveal"
            aria-controls={`${id}-password`}
            onClick={() => setPasswordShown((shown) => !shown)}
          >
            {passwordShown ? t('login.hidePassword') : t('login.showPassword')}
          </button>
        </div>
        {message('password')}
      </div>
      {captchaError && (
        <div className="plain-form__alert" role="alert">
          <span>{t('login.captchaFailed')}</span>
          <button type="button" className="plain-form__button" onClick={refreshCaptcha}>
            {t('login.retry')}
          </button>
        </div>
      )}
      {captcha?.captchaEnabled && (
        <div className="plain-form__item">
          <label htmlFor={`${id}-code`}>{t('login.captcha')}</label>
          <div className="login-captcha">
            <input
              {...inputProps('code')}
              autoComplete="off"
              maxLength={LIMITS.codeLength}
              placeholder={t('login.captchaPlaceholder')}
            />
            <button
              type="button"
              className="login-captcha__image"
              onClick={refreshCaptcha}
              title={t('login.refreshCaptcha')}
            >
              <img src={captcha.img} alt={t('login.captcha')} />
            </button>
          </div>
          {message('code')}
        </div>
      )}
      <button
        type="submit"
        className="plain-form__button plain-form__button--primary"
        aria-busy={submitting || undefined}
      >
        {submitting && <span className="plain-form__spinner" aria-hidden="true" />}
        {t('login.submit')}
      </button>
    </form>
  );
}
