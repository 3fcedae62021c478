import { Navigate, createBrowserRouter, type RouteObject } from "react-router-dom"
import { paths } from "../config/paths"
import { RequireAdmin, RequireCustomer } from "../features/auth/components/guards"
import { OPENID_CALLBACK_PATH } from "../features/auth/openid-popup"
import { Layout } from "./layout"
import { HomeRoute } from "./routes/home"
import { NotFoundRoute } from "./routes/not-found"

const account = (path: string, load: RouteObject["lazy"]): RouteObject => ({ path, lazy: load })

// The home page is in the first download; every other screen is its own chunk.
export const routes: RouteObject[] = [
  // The sign-in popup's last page: outside the layout, it only hands the answer over.
  { path: OPENID_CALLBACK_PATH, lazy: () => import("./routes/auth/openid-callback") },
  {
    element: <Layout />,
    children: [
      { index: true, element: <HomeRoute /> },
      { path: "shop", lazy: () => import("./routes/shop") },
      { path: "shop/:category", lazy: () => import("./routes/shop") },
      { path: "products/:id", lazy: () => import("./routes/product") },
      { path: "news", lazy: () => import("./routes/news") },
      { path: "log-in", lazy: () => import("./routes/auth/log-in") },
      { path: "sign-up", lazy: () => import("./routes/auth/sign-up") },
      {
        element: <RequireCustomer />,
        children: [
          { path: "place-order/:ids", lazy: () => import("./routes/place-order") },
          {
            path: "my-account",
            lazy: () => import("./routes/my-account/layout"),
            children: [
              { index: true, element: <Navigate to={paths.account.profile()} replace /> },
              account("profile", () => import("./routes/my-account/profile")),
              account("update-profile", () => import("./routes/my-account/update-profile")),
              account("my-order", () => import("./routes/my-account/my-order")),
              account("my-review", () => import("./routes/my-account/my-review")),
              account("add-review", () => import("./routes/my-account/add-review")),
              account("payment", () => import("./routes/my-account/payment")),
              account("view-cart", () => import("./routes/my-account/view-cart")),
              { path: "*", element: <NotFoundRoute /> },
            ],
          },
        ],
      },
      {
        path: "admin",
        element: <RequireAdmin />,
        children: [
          {
            lazy: () => import("./routes/admin/layout"),
            children: [
              { index: true, element: <Navigate to={paths.adminArea.addProduct()} replace /> },
              { path: "customize", lazy: () => import("./routes/admin/customize") },
              { path: "add-product", lazy: () => import("./routes/admin/add-product") },
              { path: "add-news", lazy: () => import("./routes/admin/add-news") },
              { path: "manage-order", lazy: () => import("./routes/admin/manage-order") },
              { path: "make-admin", lazy: () => import("./routes/admin/make-admin") },
              { path: "manage-product", lazy: () => import("./routes/admin/manage-product") },
              { path: "updateProduct/:id", lazy: () => import("./routes/admin/update-product") },
              { path: "*", element: <NotFoundRoute /> },
            ],
          },
        ],
      },
      // The original shop linked to /desboard/... paths that never existed.
      { path: "desboard/*", element: <Navigate to={paths.admin()} replace /> },
      { path: "*", element: <NotFoundRoute /> },
    ],
  },
]

export const createRouter = () => createBrowserRouter(routes)
