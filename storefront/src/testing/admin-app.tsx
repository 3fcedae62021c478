import type { RouteConfigEntry } from "@react-router/dev/routes"
import { QueryClient } from "@tanstack/react-query"
import { render } from "@testing-library/react"
import type { ComponentType } from "react"
import {
  createMemoryRouter,
  Outlet,
  RouterProvider,
  UNSAFE_withComponentProps as withComponentProps,
  type ActionFunction,
  type LoaderFunction,
  type RouteObject,
} from "react-router"
import { AppProvider, setBrowserQueryClient } from "../app/provider"
import routes from "../app/routes"

type RouteModule = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  default?: ComponentType<any>
  ErrorBoundary?: ComponentType
  clientLoader?: LoaderFunction
  action?: ActionFunction
}

const modules = import.meta.glob<RouteModule>("../app/routes/**/*.tsx")
const layouts = import.meta.glob<RouteModule>("../app/*.tsx")

/** A route of src/app/routes.ts as a data route, as renderApp builds it, with the route's action. */
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
        loader: module.clientLoader,
        // The route's own (server) action, run here against the fake backend: a form's post goes
        // through the same checks and calls as on the storefront's server.
        action: module.action && ((args: Parameters<ActionFunction>[0]) => asOnTheServer(async () => module.action!(args))),
      }
    },
    children: entry.children?.map(routeObject),
  } as RouteObject
}

/** jsdom's files keep their bytes where Node's fetch cannot read them (the post would carry empty files). */
function nodeFile(file: File, NodeFile: typeof import("node:buffer").File): Blob {
  const impl = Object.getOwnPropertySymbols(file).find((symbol) => symbol.description === "impl")
  const bytes = impl ? (file as unknown as Record<symbol, { _buffer?: Uint8Array }>)[impl]._buffer : undefined
  return bytes ? (new NodeFile([bytes], file.name, { type: file.type }) as unknown as Blob) : file
}

let nodeBodies: Promise<void> | undefined
let NodeFormData: typeof FormData | undefined

/**
 * Runs an action with Node's FormData, as on the storefront's server: the forms it builds carry
 * the posted (Node) files on to the backend; jsdom's FormData takes only jsdom's.
 */
async function asOnTheServer<T>(run: () => Promise<T>): Promise<T> {
  const browser = globalThis.FormData
  globalThis.FormData = NodeFormData ?? browser
  try {
    return await run()
  } finally {
    globalThis.FormData = browser
  }
}

/**
 * A form posted in these tests reaches its action as the browser would send it: React Router
 * builds the action's Request (Node's) from jsdom's FormData, whose files Node cannot read; this
 * Request carries them as Node's files.
 */
function carryFilesInPosts() {
  nodeBodies ??= (async () => {
    const { File: NodeFile } = await import("node:buffer")
    const ServerFormData = (await new Response(new URLSearchParams("a=b")).formData()).constructor as typeof FormData
    NodeFormData = ServerFormData
    const NodeRequest = globalThis.Request
    class PostedRequest extends NodeRequest {
      constructor(input: RequestInfo | URL, init?: RequestInit) {
        const body = init?.body as unknown
        if (body instanceof FormData && !(body instanceof ServerFormData)) {
          const form = new ServerFormData()
          for (const [name, value] of (body as FormData).entries()) {
            if (typeof value === "string") form.append(name, value)
            else form.append(name, nodeFile(value, NodeFile), value.name)
          }
          init = { ...init, body: form }
        }
        super(input, init)
      }
    }
    globalThis.Request = PostedRequest
  })()
  return nodeBodies
}

/**
 * Renders the real app's admin screens at a URL as renderApp does (screens read in the browser,
 * clientLoaders run), with each route's action wired: the admin forms post to it.
 */
export async function renderAdminApp(url: string) {
  await carryFilesInPosts()
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  setBrowserQueryClient(queryClient)
  const pages = routes.filter((entry) => entry.file.endsWith(".tsx")).map(routeObject)
  const router = createMemoryRouter([{ id: "root", Component: Outlet, children: pages }], { initialEntries: [url] })
  render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  )
  return { router, queryClient }
}
