import { QueryClient } from "@tanstack/react-query"
import { render } from "@testing-library/react"
import { createMemoryRouter, RouterProvider } from "react-router-dom"
import { AppProvider } from "../app/provider"
import { routes } from "../app/router"

/** Renders the real app at a URL, with a fresh cache and no automatic retries. */
export function renderApp(url = "/") {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const router = createMemoryRouter(routes, { initialEntries: [url] })
  return render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  )
}
