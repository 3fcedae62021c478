import { QueryClient } from "@tanstack/react-query"

/** Shop data changes rarely while a page is open: keep it a minute, retry a failed load once. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false },
    },
  })
}
