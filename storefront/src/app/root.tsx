import { HydrationBoundary, type DehydratedState } from "@tanstack/react-query"
import { createContext, useContext, useEffect, useState, type ReactNode } from "react"
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useMatches, useRouteError, useRouteLoaderData } from "react-router"
import { knowShopConfig, setMaybeSignedIn, getShopConfig } from "../lib/medusa"
import { sessionCookie } from "../lib/store.server"
import { I18nProvider, useMessages } from "../i18n"
import { LANGUAGE_TAG, localeOfPath, type Locale } from "../i18n/locales"
import { AppProvider } from "./provider"
import type { Route } from "./+types/root"
import bangla400 from "../../.fonts/bangla-400.woff2?url"
import bangla700 from "../../.fonts/bangla-700.woff2?url"
import "../styles.css"

/** The CSP nonce of this response's scripts (entry.server.tsx provides it; the browser hides it). */
export const NonceContext = createContext<string | undefined>(undefined)

export async function loader({ request, context }: Route.LoaderArgs) {
  return {
    /** The page's language: its address says it (`/bn/...` is Bangla), so a shared link opens in it. */
    locale: localeOfPath(new URL(request.url).pathname),
    /** Whether the request carries a Medusa session cookie (httpOnly: scripts cannot tell). */
    signedIn: Boolean(sessionCookie(request)),
    /** The shop's public origin: canonical URLs, share previews, the sitemap. */
    origin: context.origin,
    /** The page's catalogue scripts (a Bangla page's), preloaded with the page's other scripts. */
    catalogueScripts: context.catalogueScripts?.[localeOfPath(new URL(request.url).pathname)] ?? [],
    /** The Medusa dashboard (the backend's /app), for the admin menu. */
    dashboardUrl: context.dashboardUrl,
    shopConfig: await getShopConfig().catch(() => null),
  }
}

// What the root knows does not change while a page is open (sign-in updates it in the browser).
export const shouldRevalidate = () => false

export const links = () => [{ rel: "icon", type: "image/svg+xml", href: "/favicon.svg" }]

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useContext(NonceContext)
  const root = useRouteLoaderData<typeof loader>("root")
  const locale = root?.locale ?? pageLocale()
  return (
    <html lang={LANGUAGE_TAG[locale]}>
      <head>
        <meta charSet="UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1.0" />
        <meta name="theme-color" content="#0f766e" />
        <Meta />
        {locale === "bn" && <BanglaFontPreloads />}
        <Links />
        {root?.catalogueScripts.map((href) => (
          <link key={href} rel="modulepreload" href={href} />
        ))}
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  )
}

/** A Bangla page's text font arrives with its stylesheet, not after it: the first paint is already in it (no swap, no shift). */
function BanglaFontPreloads() {
  return (
    <>
      <link rel="preload" as="font" type="font/woff2" href={bangla400} crossOrigin="anonymous" />
      <link rel="preload" as="font" type="font/woff2" href={bangla700} crossOrigin="anonymous" />
    </>
  )
}

const arrived = new WeakMap<DehydratedState, DehydratedState>()

/**
 * A page's data counts as read when the page reaches the browser, not when it was rendered: a
 * page kept for visitors is forgotten the moment what it shows changes (server/page-cache), so
 * one rendered minutes ago is almost always current, and reading all of it again as the page
 * hydrates would double every visit's requests. (A page served stale while it is rendered again,
 * or during a backend failure, is corrected by the next navigation or after a minute.)
 */
function asOfArrival(state: DehydratedState): DehydratedState {
  if (typeof window === "undefined") return state
  let fresh = arrived.get(state)
  if (!fresh) {
    const now = Date.now()
    fresh = {
      ...state,
      queries: state.queries.map((query) => ({ ...query, state: { ...query.state, dataUpdatedAt: Math.max(query.state.dataUpdatedAt, now) } })),
    }
    arrived.set(state, fresh)
  }
  return fresh
}

/** Every matched page's server-read React Query cache (lib/page-data.server.ts), merged. */
function useDehydratedPages(): DehydratedState | undefined {
  const states = useMatches().flatMap((match) => {
    const state = (match.data as { dehydrated?: DehydratedState } | undefined)?.dehydrated
    return state ? [asOfArrival(state)] : []
  })
  if (!states.length) return undefined
  // One entry per query, the newest: two pages may read the same query (the layout and the home
  // page both read the shop's identity). With both entries, React Query's HydrationBoundary, which
  // compares each entry with the first one queued under its hash, queued the later one again on
  // every render: "too many re-renders" on a navigation that re-read both (a sign-in).
  const newest = new Map<string, DehydratedState["queries"][number]>()
  for (const query of states.flatMap((state) => state.queries)) {
    const kept = newest.get(query.queryHash)
    if (!kept || query.state.dataUpdatedAt > kept.state.dataUpdatedAt) newest.set(query.queryHash, query)
  }
  return { queries: [...newest.values()], mutations: [] }
}

export default function App({ loaderData: root }: Route.ComponentProps) {
  // Once, before the first render's queries: later sign-ins and log-outs update it themselves.
  useState(() => {
    if (typeof window === "undefined") return
    setMaybeSignedIn(root.signedIn)
    if (root.shopConfig) knowShopConfig(root.shopConfig)
  })
  // The rendered page answers clicks from here on (its HTML showed before its scripts ran):
  // `<html data-hydrated>`, which the browser tests wait for.
  useEffect(() => void (document.documentElement.dataset.hydrated = "true"), [])
  return (
    <I18nProvider locale={root.locale}>
      <AppProvider>
        <PageData>
          <Outlet />
        </PageData>
      </AppProvider>
    </I18nProvider>
  )
}

/** Without the root's data (its loader failed): the language of the address. */
function pageLocale(): Locale {
  return typeof window === "undefined" ? "en" : localeOfPath(window.location.pathname)
}

function PageData({ children }: { children: ReactNode }) {
  return <HydrationBoundary state={useDehydratedPages()}>{children}</HydrationBoundary>
}

/** Outside every layout: the last resort when even the layout could not render. */
export function ErrorBoundary() {
  const locale = useRouteLoaderData<typeof loader>("root")?.locale ?? pageLocale()
  return (
    <I18nProvider locale={locale}>
      <LastResort />
    </I18nProvider>
  )
}

function LastResort() {
  const error = useRouteError()
  const t = useMessages().errors
  const notFound = isRouteErrorResponse(error) && error.status === 404
  return <h1 className="not-found">{notFound ? t.notFound : t.loadFailed}</h1>
}
