/** `import text from './x.css?raw'`: the stylesheet's text (shared/build's `?raw` rule). */
declare module '*.css?raw' {
  const text: string;
  export default text;
}
