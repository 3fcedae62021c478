import { vi } from "vitest"
import { CURRENCY_CODE } from "@chaka/rules"

type Handler = (url: URL, init: RequestInit | undefined) => Response | Promise<Response>

export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } })

export const SHOP_CONFIG = { publishable_key: "pk_test", region_id: "reg_bd", currency_code: CURRENCY_CODE }

/** Replaces fetch with a fake backend: path → handler. Unknown paths answer 404. */
export function fakeBackend(routes: Record<string, Handler>) {
  const calls: { url: URL; method: string; headers: Headers }[] = []
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    calls.push({
      url,
      method: (init?.method ?? (input instanceof Request ? input.method : "GET")).toUpperCase(),
      headers: new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined)),
    })
    const handler = routes[url.pathname]
    return handler ? handler(url, init) : json({ message: "Not found" }, 404)
  })
  vi.stubGlobal("fetch", fetchMock)
  return { calls, fetchMock }
}

/** A store API product as Medusa returns it with the card's fields. */
export function storeProduct(handle: string, title: string, amount: number, stock: number) {
  return {
    id: `prod_${handle}`,
    handle,
    title,
    thumbnail: `http://localhost:9000/static/${handle}-1.webp`,
    variants: [
      {
        id: `variant_${handle}`,
        manage_inventory: true,
        allow_backorder: false,
        inventory_quantity: stock,
        calculated_price: { calculated_amount: amount, currency_code: CURRENCY_CODE },
      },
    ],
  }
}
