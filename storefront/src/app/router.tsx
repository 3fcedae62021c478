import { createBrowserRouter, type RouteObject } from "react-router-dom"
import { Layout } from "./layout"
import { HomeRoute } from "./routes/home"
import { NotFoundRoute } from "./routes/not-found"

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { index: true, element: <HomeRoute /> },
      { path: "*", element: <NotFoundRoute /> },
    ],
  },
]

export const createRouter = () => createBrowserRouter(routes)
