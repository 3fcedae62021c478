import type { ComponentType } from "react"
import type { MetaArgs, MetaDescriptor } from "react-router"
import { pageTitle } from "../lib/seo"

/**
 * The head of a page for one shopper (account, checkout, admin, sign-in): its title, and kept
 * out of search engines' index as robots.txt asks (features/seo/sitemap.ts PRIVATE_PATHS).
 */
export const privateMeta = (name: string, pathname: string): MetaDescriptor[] => [{ title: pageTitle(name, pathname) }, { name: "robots", content: "noindex" }]

/**
 * A route module's `meta` and component for a screen that is its name as the heading above a
 * feature's component. Each route keeps a module of its own (routes.ts): its own `meta`, and
 * its own chunk, so the admin's forms never load with a customer's screens.
 */
export function screenRoute(name: string, Screen: ComponentType) {
  return {
    meta: ({ location }: MetaArgs) => privateMeta(name, location.pathname),
    Component: function ScreenRoute() {
      return (
        <>
          <h1>{name}</h1>
          <Screen />
        </>
      )
    },
  }
}
