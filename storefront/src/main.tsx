import { StrictMode, startTransition } from "react"
import { createRoot } from "react-dom/client"
import { RouterProvider } from "react-router-dom"
import { AppProvider } from "./app/provider"
import { createRouter } from "./app/router"
import "./styles.css"

const router = createRouter()
const root = createRoot(document.getElementById("root")!)

// As a transition, the first render yields to the browser every few milliseconds instead of
// holding the main thread until the whole page is built (on a slow phone that was the page's
// longest task), and index.html's header stays on screen until the first page is ready.
startTransition(() => {
  root.render(
    <StrictMode>
      <AppProvider>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>
  )
})
