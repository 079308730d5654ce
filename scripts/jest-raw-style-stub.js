// `import text from './x.css?raw'` (shared/build's `?raw` rule) under Jest: a stylesheet's text.
module.exports = { __esModule: true, default: '.stylesheet {}' };
