import type { RouteConfigEntry } from "@react-router/dev/routes"
import { QueryClient } from "@tanstack/react-query"
import { render } from "@testing-library/react"
import { useEffect, type ComponentType } from "react"
import {
  createMemoryRouter,
  Outlet,
  RouterProvider,
  UNSAFE_withComponentProps as withComponentProps,
  useLocation,
  useMatches,
  useParams,
  type LoaderFunction,
  type MetaArgs,
  type MetaDescriptor,
  type RouteObject,
} from "react-router"
import { AppProvider, setBrowserQueryClient } from "../app/provider"
import routes from "../app/routes"
import { actionInTest, type ActionModule } from "./route-stub"

type RouteModule = {
  // Framework mode hands route components their params and loader data as props.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  default?: ComponentType<any>
  ErrorBoundary?: ComponentType
  clientLoader?: LoaderFunction
  meta?: (args: MetaArgs) => MetaDescriptor[]
} & ActionModule

// Resource routes (.ts) too: a form may post to one (the header's log-out).
const modules = import.meta.glob<RouteModule>(["../app/routes/**/*.{ts,tsx}", "!**/*.test.*"])
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
      return {
        Component: module.default && withComponentProps(module.default),
        ErrorBoundary: module.ErrorBoundary,
        // What a navigation runs in the browser: the guards and the screens' clientLoaders.
        loader: module.clientLoader,
        // A form's post: the route's action, run here as on the server (testing/route-stub.tsx).
        action: actionInTest(module),
        handle: { meta: module.meta },
      }
    },
    children: entry.children?.map(routeObject),
  } as RouteObject
}

/** The document's title from the deepest page's `meta`, as the framework's <Meta /> sets it. */
function Title() {
  const matches = useMatches()
  const location = useLocation()
  const params = useParams()
  const match = matches.findLast((candidate) => (candidate.handle as RouteModule | undefined)?.meta)
  const tags =
    match &&
    (match.handle as Required<Pick<RouteModule, "meta">>).meta({ data: match.data, loaderData: match.data, params, location, matches } as unknown as MetaArgs)
  const title = tags?.find((tag): tag is { title: string } => "title" in tag)?.title
  useEffect(() => {
    if (title) document.title = title
  }, [title])
  return <Outlet />
}

/**
 * Renders the real app's screens at a URL, with a fresh cache and no automatic retries. The
 * pages read their data in the browser (tests stub fetch), and the routes' clientLoaders run as
 * on a navigation; server loaders are not run here (the storefront's server tests cover them). A
 * form posts to its route's action, run against the same fake backend (testing/route-stub.tsx).
 */
export function renderApp(url = "/") {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  setBrowserQueryClient(queryClient)
  const pages = routes.filter((entry) => modules[`../app/${entry.file}`] ?? layouts[`../app/${entry.file}`]).map(routeObject)
  const router = createMemoryRouter([{ id: "root", Component: Title, children: pages }], { initialEntries: [url] })
  return render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  )
}
