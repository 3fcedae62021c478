import type { ActionFunctionArgs } from "react-router"
import { maybeSignedIn } from "../lib/medusa"

/** The shop's origin in these tests (jsdom's): a form posted from the page is the shop's own. */
export const TEST_ORIGIN = "http://localhost"

/** The session cookie a signed-in browser sends with its posts in these tests (testing/session.ts signs it in). */
export const TEST_SESSION_COOKIE = "chaka.sid=s%3Atest-session"

/** A route module's server action and its browser's wrapper of it. */
export type ActionModule = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  action?: (args: any) => unknown
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  clientAction?: (args: any) => unknown
}

const isRedirect = (value: unknown): value is Response => value instanceof Response && value.status >= 300 && value.status < 400

/**
 * A route's action as the app runs it, for renderApp: the module's server action, here against the
 * fake backend (tests stub fetch), with the shop's origin in its context and, when the browser is
 * signed in (setMaybeSignedIn), the session cookie it would carry; wrapped in the module's
 * clientAction when it has one, whose `serverAction` throws a redirect as React Router's does.
 */
export function actionInTest(module: ActionModule) {
  const { action, clientAction } = module
  if (!action) return undefined
  const server = async ({ request, ...args }: ActionFunctionArgs) => {
    const headers = new Headers(request.headers)
    if (maybeSignedIn() && !headers.has("cookie")) headers.set("cookie", TEST_SESSION_COOKIE)
    const sent = new Request(request, { headers })
    // Node's FormData while it runs, as on the storefront's server: a form it builds (a picture
    // passed on to the backend) carries the posted (Node) files.
    const browserFormData = globalThis.FormData
    globalThis.FormData = ServerFormData ?? browserFormData
    try {
      return await action({ ...args, request: sent, context: { origin: TEST_ORIGIN } })
    } finally {
      globalThis.FormData = browserFormData
    }
  }
  if (!clientAction) return server
  return (args: ActionFunctionArgs) =>
    clientAction({
      ...args,
      serverAction: async () => {
        const answer = await server(args)
        if (isRedirect(answer)) throw answer
        return answer
      },
    })
}

/** jsdom's files keep their bytes where Node's fetch cannot read them (the post would carry empty files). */
function nodeFile(file: File, NodeFile: typeof import("node:buffer").File): Blob {
  const impl = Object.getOwnPropertySymbols(file).find((symbol) => symbol.description === "impl")
  const bytes = impl ? (file as unknown as Record<symbol, { _buffer?: Uint8Array }>)[impl]?._buffer : undefined
  return bytes ? (new NodeFile([bytes], file.name, { type: file.type }) as unknown as Blob) : file
}

let carrying: Promise<void> | undefined
let ServerFormData: typeof FormData | undefined

/**
 * A form posted in these tests reaches its action as a browser would send it: React Router builds
 * the action's Request (Node's) from jsdom's FormData, whose files Node cannot read; from here on
 * such a Request carries them as Node's files (a picture chosen on update-profile, say).
 */
export function carryFilesInPosts(): Promise<void> {
  carrying ??= (async () => {
    const { File: NodeFile } = await import("node:buffer")
    const NodeFormData = (await new Response(new URLSearchParams("a=b")).formData()).constructor as typeof FormData
    ServerFormData = NodeFormData
    const NodeRequest = globalThis.Request
    class PostedRequest extends NodeRequest {
      constructor(input: RequestInfo | URL, init?: RequestInit) {
        const body = init?.body as unknown
        if (body instanceof FormData && !(body instanceof NodeFormData)) {
          const form = new NodeFormData()
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
  return carrying
}

// Ready before any test posts a form.
void carryFilesInPosts()
