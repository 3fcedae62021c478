import { dehydrate, QueryClient, type DehydratedState } from "@tanstack/react-query"
import { data } from "react-router"
import { statusOf } from "./errors"
import { asShopper, noteFailedRead } from "./store.server"

/** What a server-rendered page's loader returns: its React Query cache, hydrated by root.tsx. */
export type PageData<Extra = object> = Extra & { dehydrated: DehydratedState }

/**
 * A page's first data, read on the server as the shopper (lib/store.server.ts) into a fresh
 * React Query cache: the page renders with it, and the browser's queries start from it instead
 * of reading again. A read that fails is left out (the page shows its error and retries in the
 * browser), except the ones `fill` lets through: see notFoundWhen404.
 */
export async function pageData<Extra extends object>(request: Request, fill: (client: QueryClient) => Promise<Extra>): Promise<PageData<Extra>> {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } })
  const extra = await asShopper(request, () => fill(client))
  // A page showing a failed read is this request's alone (server/page-cache keeps none).
  if (
    client
      .getQueryCache()
      .getAll()
      .some((query) => query.state.status === "error")
  )
    noteFailedRead()
  return { ...extra, dehydrated: dehydrate(client) }
}

/** A read whose 404 makes the page a 404 (a product that does not exist). */
export async function notFoundWhen404<T>(read: Promise<T>): Promise<T> {
  try {
    return await read
  } catch (error) {
    if (statusOf(error) === 404) throw data(null, { status: 404 })
    throw error
  }
}
