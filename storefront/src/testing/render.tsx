import type { RouteConfigEntry } from "@react-router/dev/routes"
import { QueryClient } from "@tanstack/react-query"
import { render } from "@testing-library/react"
import type { ComponentType } from "react"
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from "react-router"
import { AppProvider } from "../app/provider"
import routes from "../app/routes"

type RouteModule = { default?: ComponentType; ErrorBoundary?: ComponentType }

const modules = import.meta.glob<RouteModule>("../app/routes/**/*.tsx")
const layouts = import.meta.glob<RouteModule>("../app/*.tsx")

/** The app's route config (src/app/routes.ts) as data routes, each screen loaded as the app loads it. */
function routeObject(entry: RouteConfigEntry): RouteObject {
  const load = modules[`../app/${entry.file}`] ?? layouts[`../app/${entry.file}`]
  return {
    id: entry.id ?? entry.file,
    path: entry.path,
    index: entry.index,
    lazy: async () => {
      const module = await load()
      return { Component: module.default, ErrorBoundary: module.ErrorBoundary }
    },
    children: entry.children?.map(routeObject),
  } as RouteObject
}

/**
 * Renders the real app's screens at a URL, with a fresh cache and no automatic retries. The
 * pages read their data in the browser (tests stub fetch); server loaders are not run here
 * (the storefront's server tests cover them).
 */
export function renderApp(url = "/") {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const pages = routes.filter((entry) => entry.file.endsWith(".tsx")).map(routeObject)
  const router = createMemoryRouter([{ id: "root", Component: Outlet, children: pages }], { initialEntries: [url] })
  return render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  )
}
