/**
 * A route whose page is the same for every visitor says so where it is declared, with the
 * query parameters its loader reads: `export const handle = sharedWithVisitors(["page"])`. The
 * storefront's server (server/page-cache) then keeps the rendered page for visitors (no session
 * cookie), keyed by the address with only those parameters, and forgets it when the backend
 * says what it shows has changed. A signed-in customer's page is always rendered for them.
 */
export type PageCacheRule = { params: readonly string[] }

export type PageCacheHandle = { pageCache: PageCacheRule }

export const sharedWithVisitors = (params: readonly string[] = []): PageCacheHandle => ({ pageCache: { params } })
