import { dehydrate, HydrationBoundary, QueryClient, type DehydratedState } from "@tanstack/react-query"
import { render } from "@testing-library/react"
import type { ComponentType } from "react"
import { createRoutesStub, Outlet, redirect, useMatches } from "react-router"
import { AppProvider } from "../app/provider"
import PlaceOrderRoute from "../app/routes/place-order"
import type { CheckoutView } from "../features/checkout/components/checkout-page"
import { deliveryDaysKey } from "../features/delivery/api/get-delivery-days"
import { summariseCheckoutCart } from "../features/checkout/checkout-summary"
import { I18nProvider, inLocale, type Locale } from "../i18n"
import { divisionsQueryOptions } from "../features/session/address/get-divisions"
import { CUSTOMER, line, storeCart } from "./cart-fixtures"
import { DIVISIONS } from "./divisions"

/** The cart the checkout tests order: two Phoenix Classic Roadsters, 25 000, delivery 180 (the shop's rate in these tests). */
export const CHECKOUT_CART = storeCart([line("phoenix-classic-roadster", "Phoenix Classic Roadster", 12500, 2)])

/** What the route's loader hands the page for that cart (routes/place-order.tsx). */
export const checkoutView = (view: Partial<CheckoutView> = {}): CheckoutView => ({
  customer: CUSTOMER as unknown as CheckoutView["customer"],
  offered: ["cod"],
  cart: summariseCheckoutCart(CHECKOUT_CART as never),
  shipping: 180,
  total: 25_180,
  ...view,
})

/** The page's React Query cache as the loader dehydrates it (lib/page-data.server.ts): the place lists and the delivery days. */
function serverCache(): DehydratedState {
  const client = new QueryClient()
  client.setQueryData(divisionsQueryOptions.queryKey, DIVISIONS)
  client.setQueryData(deliveryDaysKey, { inside_dhaka: { min: 1, max: 2 }, elsewhere: { min: 3, max: 5 } })
  return dehydrate(client)
}

/** root.tsx's PageData: every matched page's server-read cache, hydrated before the page renders. */
function PageCache() {
  const states = useMatches().flatMap((match) => {
    const state = (match.data as { dehydrated?: DehydratedState } | undefined)?.dehydrated
    return state ? [state] : []
  })
  return (
    <HydrationBoundary state={states.length ? { queries: states.flatMap((state) => state.queries), mutations: [] } : undefined}>
      <Outlet />
    </HydrationBoundary>
  )
}

const ROUTE_ID = "routes/place-order"

type Options = {
  view?: CheckoutView
  locale?: Locale
  /** What the route's action answers a post (default: the order's redirect, as placeOrderByForm answers an order placed). */
  answer?: (form: FormData) => unknown
  /** The page as the server rendered it after a post without scripts: the action's answer already there. */
  actionData?: unknown
}

/**
 * Renders the real /place-order route module (its component, with the app's providers) through
 * react-router's route stub: the loader returns `{ view, dehydrated }` as the server's does, the
 * action records every posted form and answers with `answer`. The order's page is a stub heading.
 */
export function renderCheckout({
  view = checkoutView(),
  locale = "en",
  answer = () => redirect(inLocale("/my-account/my-order/order_1?placed=1", locale)),
  actionData,
}: Options = {}) {
  const posted: FormData[] = []
  const dehydrated = serverCache()
  const Stub = createRoutesStub([
    {
      id: "root",
      Component: PageCache,
      children: [
        {
          id: ROUTE_ID,
          path: inLocale("/place-order/:ids", locale),
          loader: () => ({ view, dehydrated }),
          action: async ({ request }) => {
            const form = await request.formData()
            posted.push(form)
            return answer(form)
          },
          Component: PlaceOrderRoute as ComponentType,
          // The loader's data arrives a tick after the first render (the server's HTML has it at once).
          HydrateFallback: () => null,
        },
        { path: inLocale("/my-account/my-order/:id", locale), Component: () => <h1>Order page</h1> },
      ],
    },
  ])
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <I18nProvider locale={locale}>
      <AppProvider queryClient={queryClient}>
        <Stub
          initialEntries={[inLocale("/place-order/&&prod_phoenix-classic-roadster", locale)]}
          hydrationData={actionData === undefined ? undefined : { loaderData: { [ROUTE_ID]: { view, dehydrated } }, actionData: { [ROUTE_ID]: actionData } }}
        />
      </AppProvider>
    </I18nProvider>
  )
  return { posted }
}
