import { StrictMode } from "react"
import { createRoot } from "react-dom/client"
import { RouterProvider } from "react-router-dom"
import { AppProvider } from "./app/provider"
import { createRouter } from "./app/router"
// The taka sign (৳) is a Bengali-block character many systems have no font for; this font
// is only downloaded for that block (its @font-face has a unicode-range).
import "@fontsource/noto-sans-bengali/bengali-400.css"
import "@fontsource/noto-sans-bengali/bengali-700.css"
import "./styles.css"

const router = createRouter()

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  </StrictMode>
)
