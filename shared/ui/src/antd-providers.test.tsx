import { act, render, screen } from '@testing-library/react';
import { Input } from 'antd';
import { changeLanguage } from '@portal/i18n';
import { AntdProviders } from './antd-providers';

afterEach(() => changeLanguage('zh'));

test("the password field's eye is named in the page's language only, with no English icon name", async () => {
  render(
    <AntdProviders>
      <Input.Password aria-label="密码" />
    </AntdProviders>,
  );
  const toggle = screen.getByRole('button');
  expect(toggle.getAttribute('aria-label')).toBe('显示');
  expect(screen.queryByRole('img')).toBeNull();
  expect(document.body.innerHTML).not.toContain('eye-invisible');
  await act(() => changeLanguage('pt'));
  expect(screen.getByRole('button').getAttribute('aria-label')).toBe('Mostrar');
});
