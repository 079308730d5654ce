import { act, render, screen } from '@testing-library/react';
import { Input, InputNumber, Select, Table } from 'antd';
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

// antd names some controls in English whatever its locale; patches/antd@6.6.8.patch and
// patches/@rc-component__input-number@1.6.2.patch make them read antd's locale, which
// AntdProviders completes for the portal's four languages.
test.each([
  {
    language: 'zh',
    increase: '增加数值',
    decrease: '减少数值',
    selectPage: '全选当页',
    clear: '清除',
    search: '搜索',
  },
  {
    language: 'cht',
    increase: '增加數值',
    decrease: '減少數值',
    selectPage: '選取目前頁面',
    clear: '清除',
    search: '搜尋',
  },
  {
    language: 'pt',
    increase: 'Aumentar o valor',
    decrease: 'Diminuir o valor',
    selectPage: 'Selecionar página atual',
    clear: 'Limpar',
    search: 'Pesquisar',
  },
  {
    language: 'en',
    increase: 'Increase value',
    decrease: 'Decrease value',
    selectPage: 'Select current page',
    clear: 'Clear',
    search: 'Search',
  },
] as const)(
  "$language: antd's step, clear and search buttons and select-all check box are named in the page's language",
  async ({ language, increase, decrease, selectPage, clear, search }) => {
    await act(() => changeLanguage(language));
    render(
      <AntdProviders>
        <InputNumber aria-label="quantity" defaultValue={2} />
        <Table
          rowKey="id"
          columns={[{ title: 'name', dataIndex: 'name' }]}
          dataSource={[{ id: 1, name: 'tea' }]}
          rowSelection={{ getCheckboxProps: (row) => ({ 'aria-label': row.name }) }}
          pagination={false}
        />
        <Select aria-label="market" allowClear defaultValue="ao" options={[{ value: 'ao' }]} />
        <Input aria-label="keyword" allowClear defaultValue="chá" />
        <Input.Search aria-label="company" />
      </AntdProviders>,
    );
    expect(screen.getByRole('button', { name: increase })).toBeTruthy();
    expect(screen.getByRole('button', { name: decrease })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: selectPage })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'tea' })).toBeTruthy();
    // The select's and the input's clear buttons.
    expect(screen.getAllByRole('button', { name: clear })).toHaveLength(2);
    expect(screen.getByRole('button', { name: search })).toBeTruthy();
  },
);
