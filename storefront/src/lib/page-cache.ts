/**
 * A route whose page is the same for every visitor says so where it is declared, with the
 * query parameters its loader reads: `export const handle = sharedWithVisitors(["page"])`. The
 * storefront's server (server/page-cache) then keeps the rendered page for visitors (no session
 * cookie), keyed by the address with only those parameters, and forgets it when the backend
 * says what it shows has changed. A signed-in customer's page is always rendered for them.
 */
export type PageCacheRule = {
  params: readonly string[]
  /**
   * The page reads nothing from the backend (robots.txt). Any other page rendered without a
   * single tagged read is never kept: no change could ever make the cache forget it.
   */
  readsNothing?: boolean
}

export type PageCacheHandle = { pageCache: PageCacheRule }

export const sharedWithVisitors = (params: readonly string[] = [], options: { readsNothing?: boolean } = {}): PageCacheHandle => ({
  pageCache: { params, ...options },
})
