/**
 * A component's or page's stylesheet, imported with `?url`. With `precedence`, React 19 puts it in the
 * head before the framework's module preloads, loads each file once however often it is rendered, and
 * on client navigation shows the new content only once its styles have arrived. Imported as plain
 * side effects, the stylesheets came after about twenty preloads and waited behind them on a slow
 * connection (docs/decisions/137-stylesheets-before-scripts.md).
 */
export function Stylesheet({ href }: { href: string }) {
  return <link rel="stylesheet" href={href} precedence="default" />;
}
