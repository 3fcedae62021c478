import { QueryClientProvider, type QueryClient } from "@tanstack/react-query"
import { Suspense, useState, type ReactNode } from "react"
import { createQueryClient } from "../lib/react-query"
import { LazyToaster, useToastPosition, useToasterWanted } from "../lib/toast"

/** App-wide providers; tests pass their own query client. */
export function AppProvider({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient())
  const toasts = useToasterWanted()
  const position = useToastPosition()
  return (
    <QueryClientProvider client={client}>
      {children}
      {toasts && (
        <Suspense fallback={null}>
          <LazyToaster position={position} offset={20} mobileOffset={8} duration={5000} richColors />
        </Suspense>
      )}
    </QueryClientProvider>
  )
}
