/**
 * Starts the page's JavaScript after its first paint instead of with the HTML. A rendered page
 * needs no script to show: its text and pictures are in the HTML. Started with the HTML (React
 * Router's modulepreload links and its module script), the ~120 KB of scripts compete with the
 * stylesheet and the main picture for a phone's bandwidth, and Lighthouse counts them into the
 * first and largest paint.
 *
 * React hydrates the whole document and compares its elements, so none is added or removed:
 * the preload links get an inert `rel`, the module script an inert `type` and no text (in
 * production React compares neither attributes nor inline script text when it hydrates; in
 * development it would warn, so the development server leaves pages as they are). The module script's work — import the
 * route modules, set React Router's globals, import the entry — moves into the router's own
 * inline script as a function run after the next paint, with dynamic imports; it first turns the
 * inert preloads into real ones, so the browser fetches every chunk at once.
 */
const PRELOAD = /<link rel="modulepreload" /g
const ROUTE_MODULES = /<script nonce="([^"]*)" type="module" async="">([\s\S]*?)<\/script>/
const ROUTE_IMPORT = /import \* as (\w+) from "([^"]+)";/g
const CONTEXT_SCRIPT = /(<script nonce="[^"]*">window\.__reactRouterContext = [\s\S]*?)(<\/script>)/

export function hydrateAfterPaint(html: string, nonce: string): string {
  const modules = ROUTE_MODULES.exec(html)
  // Not React Router's usual document (e.g. its error page): left as it is.
  if (!modules || modules[1] !== nonce || !CONTEXT_SCRIPT.test(html)) return html
  const imports = [...modules[2].matchAll(ROUTE_IMPORT)]
  const body = modules[2].replace(ROUTE_IMPORT, "")
  // Any other static import cannot run from a classic script: the page is left as React Router wrote it.
  if (/(^|[;\n])\s*import\s*["'*{\w]/m.test(body)) return html
  const start =
    `;(()=>{let started=false;const start=()=>{if(started)return;started=true;` +
    // Every chunk the page needs is fetched at once, not one import level after another (a
    // phone's round trips): the inert preloads become real ones (an attribute changes, no element).
    `document.querySelectorAll('link[rel="prefetch-after-paint"]').forEach((link)=>{link.rel='modulepreload'});` +
    `Promise.all([${imports.map(([, , url]) => `import(${JSON.stringify(url)})`).join(",")}]).then(([${imports.map(([, name]) => name).join(",")}])=>{${body}})};` +
    // After the next frame is painted; a hidden tab paints nothing, so a timer starts it too.
    `requestAnimationFrame(()=>setTimeout(start,0));setTimeout(start,1000)})();`
  return html
    .replace(PRELOAD, '<link rel="prefetch-after-paint" ')
    .replace(modules[0], `<script nonce="${nonce}" type="text/plain" async=""></script>`)
    .replace(CONTEXT_SCRIPT, (_whole, script: string, end: string) => `${script}${start}${end}`)
}
