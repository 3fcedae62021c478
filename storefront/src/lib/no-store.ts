/** What an action's answer or a personal page carries: never kept by the page cache, a CDN or the browser's cache. */
export const NO_STORE = { "Cache-Control": "private, no-store" } as const
