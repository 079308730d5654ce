import { act, render, screen } from '@testing-library/react';
import { Input, InputNumber, Pagination, Select, Table, theme } from 'antd';
import { changeLanguage } from '@portal/i18n';
import { AntdProviders, portalTheme } from './antd-providers';

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

test.each([
  { language: 'zh', previous: '上一页', next: '下一页', fiveOn: '向后 5 页' },
  {
    language: 'pt',
    previous: 'Página Anterior',
    next: 'Página Seguinte',
    fiveOn: 'Avançar 5 Páginas',
  },
] as const)(
  "$language: the pager's arrows are named in the page's language, not after antd's icons",
  async ({ language, previous, next, fiveOn }) => {
    await act(() => changeLanguage(language));
    render(
      <AntdProviders>
        <Pagination total={100} pageSize={10} defaultCurrent={2} />
      </AntdProviders>,
    );
    expect(screen.getByRole('button', { name: previous })).toBeTruthy();
    expect(screen.getByRole('button', { name: next })).toBeTruthy();
    // The "five pages on" item is named by its title; antd's icons inside it are not announced.
    expect(screen.getByRole('listitem', { name: fiveOn })).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'double-right' })).toBeNull();
    expect(screen.queryByRole('img', { name: 'ellipsis' })).toBeNull();
  },
);

/** WCAG's contrast ratio of two #rrggbb colours. */
function contrastRatio(first: string, second: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((at) => {
      const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}

// Status tags ("processing", "success", …) write their text in the status colour on its pale
// background.
test.each(['Success', 'Info', 'Warning', 'Error'] as const)(
  '%s tags keep WCAG AA contrast: the status colour on its background is 4.5:1 or more',
  (status) => {
    const tokens = theme.getDesignToken(portalTheme);
    expect(
      contrastRatio(tokens[`color${status}`], tokens[`color${status}Bg`]),
    ).toBeGreaterThanOrEqual(4.5);
  },
);
