// findBy* and waitFor give up after 1 s by default: on a busy two-core machine (two Jest workers,
// one running API tests) an antd screen can take longer to settle, and tests failed that way
// although the screen was right. Resolved from the project's own node_modules (jest.config.js
// modulePaths), the same instance @testing-library/react uses.
require('@testing-library/dom').configure({ asyncUtilTimeout: 10_000 });
