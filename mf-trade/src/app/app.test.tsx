import { render, screen } from '@testing-library/react';
import { App } from './app';

test('a trade route that is not built yet shows the designed coming-soon page, in Chinese', () => {
  render(<App routeKey="cart" pathname="/cart" search="" />);
  expect(screen.getByRole('heading', { name: '购物车 即将上线' })).toBeTruthy();
  expect(screen.getByRole('link', { name: '返回首页' }).getAttribute('href')).toBe('/');
});
