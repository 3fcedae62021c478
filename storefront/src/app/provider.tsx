import { QueryClientProvider, type QueryClient } from "@tanstack/react-query"
import { Suspense, useState, type ReactNode } from "react"
import { createQueryClient } from "../lib/react-query"
import { LazyToaster, PHONE_TOAST_OFFSET, useToastPosition, useToasterWanted, useToastsBelowHeader } from "../lib/toast"

let browserClient: QueryClient | undefined

/**
 * The browser's one query cache: the screens' (AppProvider) and the route guards' clientLoaders,
 * which run before any screen renders. (On the server every render has its own.)
 */
export const browserQueryClient = (): QueryClient => (browserClient ??= createQueryClient())

/** For tests: the cache the next render and the guards use. */
export const setBrowserQueryClient = (client: QueryClient) => void (browserClient = client)

/** App-wide providers; tests pass their own query client. */
export function AppProvider({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? (typeof window === "undefined" ? createQueryClient() : browserQueryClient()))
  const toasts = useToasterWanted()
  const position = useToastPosition()
  useToastsBelowHeader(toasts && position === "top-center")
  return (
    <QueryClientProvider client={client}>
      {children}
      {toasts && (
        <Suspense fallback={null}>
          <LazyToaster position={position} offset={20} mobileOffset={PHONE_TOAST_OFFSET} duration={5000} richColors />
        </Suspense>
      )}
    </QueryClientProvider>
  )
}
