import { createBrowserRouter, type RouteObject } from "react-router-dom"
import { Layout } from "./layout"
import { HomeRoute } from "./routes/home"
import { NotFoundRoute } from "./routes/not-found"

// The home page is in the first download; every other screen is its own chunk.
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { index: true, element: <HomeRoute /> },
      { path: "shop", lazy: () => import("./routes/shop") },
      { path: "shop/:category", lazy: () => import("./routes/shop") },
      { path: "products/:id", lazy: () => import("./routes/product") },
      { path: "news", lazy: () => import("./routes/news") },
      { path: "*", element: <NotFoundRoute /> },
    ],
  },
]

export const createRouter = () => createBrowserRouter(routes)
