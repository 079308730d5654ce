// An app calls an endpoint by its method and path alone (`haiguanApi.call`); the schemas an
// endpoint of @portal/contracts carries are for the server, the type checker and the unit tests'
// mocks. Bundled as written, every domain an app calls would bring its schemas and TypeBox with
// them (the products' endpoints alone are 24 KiB gzip, and the shell's start-up would carry them).
// So the apps' builds read `shared/contracts/src/endpoints/<domain>.ts` through this loader, which
// keeps each endpoint's method and path. The type checker and Jest still read the file itself.
const { parseSync } = require('@swc/core');

/** The expression inside `as const`, `satisfies …` and parentheses. */
function unwrap(node) {
  let current = node;
  while (
    [
      'TsAsExpression',
      'TsSatisfiesExpression',
      'TsConstAssertion',
      'ParenthesisExpression',
    ].includes(current.type)
  )
    current = current.expression;
  return current;
}

function keyName(key) {
  if (key.type === 'Identifier' || key.type === 'StringLiteral') return key.value;
  throw new Error(`an endpoint's name must be a plain key, not ${key.type}`);
}

/** `{ method, path }` of one `endpoint({...})` call, both string literals. */
function route(call, where) {
  const isEndpointCall =
    call.type === 'CallExpression' &&
    call.callee.type === 'Identifier' &&
    call.callee.value === 'endpoint';
  const definition =
    isEndpointCall && call.arguments.length === 1 ? unwrap(call.arguments[0].expression) : null;
  if (!definition || definition.type !== 'ObjectExpression')
    throw new Error(`${where}: every entry must be endpoint({ ... }) with an object literal`);
  const found = {};
  for (const property of definition.properties) {
    if (property.type !== 'KeyValueProperty') continue;
    const name = keyName(property.key);
    if (name !== 'method' && name !== 'path') continue;
    const value = unwrap(property.value);
    if (value.type !== 'StringLiteral')
      throw new Error(`${where}: ${name} must be a string literal`);
    found[name] = value.value;
  }
  if (!found.method || !found.path) throw new Error(`${where}: method and path are required`);
  return found;
}

/** The module's endpoint maps: `export const xEndpoints = { name: endpoint({...}), ... }`. */
function endpointMaps(source, file) {
  const module = parseSync(source, { syntax: 'typescript', target: 'es2022' });
  const maps = [];
  for (const item of module.body) {
    if (item.type !== 'ExportDeclaration') continue;
    const { declaration } = item;
    if (declaration.type !== 'VariableDeclaration')
      throw new Error(`${file}: exports endpoint maps only (found ${declaration.type})`);
    for (const variable of declaration.declarations) {
      const name = variable.id.value;
      const map = variable.init && unwrap(variable.init);
      if (!map || map.type !== 'ObjectExpression')
        throw new Error(`${file}: ${name} must be an object of endpoints`);
      const routes = map.properties.map((property) => {
        if (property.type !== 'KeyValueProperty')
          throw new Error(`${file}: ${name} holds endpoint({...}) entries only`);
        const key = keyName(property.key);
        return [key, route(unwrap(property.value), `${file}: ${name}.${key}`)];
      });
      maps.push([name, routes]);
    }
  }
  return maps;
}

/** The module an app gets instead: each endpoint as `{ method, path }`. */
function endpointRoutesModule(source, file) {
  return endpointMaps(source, file)
    .map(([name, routes]) => {
      const entries = routes.map(
        ([key, found]) => `  ${JSON.stringify(key)}: ${JSON.stringify(found)},`,
      );
      return `export const ${name} = {\n${entries.join('\n')}\n};\n`;
    })
    .join('\n');
}

module.exports = function endpointRoutesLoader(source) {
  return endpointRoutesModule(source, this.resourcePath);
};
module.exports.endpointRoutesModule = endpointRoutesModule;
