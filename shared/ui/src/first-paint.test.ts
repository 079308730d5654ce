import { dismissFirstPaint } from './first-paint';

afterEach(() => {
  document.body.innerHTML = '';
});

function paintFor(path: string) {
  document.body.innerHTML = `<div id="root"></div><div id="first-paint" data-path="${path}"><h1>Hero</h1></div>`;
}

test('the first paint stays while its own route’s screen is on its way, and goes otherwise', () => {
  paintFor('/');
  dismissFirstPaint('/');
  expect(document.getElementById('first-paint')).not.toBeNull();

  dismissFirstPaint('/cart');
  expect(document.getElementById('first-paint')).toBeNull();
  expect(document.getElementById('root')).not.toBeNull();

  paintFor('/');
  dismissFirstPaint();
  expect(document.getElementById('first-paint')).toBeNull();
  // Nothing to take away: nothing happens.
  expect(() => dismissFirstPaint()).not.toThrow();
});
