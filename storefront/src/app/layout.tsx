import { useState } from "react"
import { Link, NavLink, Outlet, useLocation } from "react-router"
import { FOOTERLESS_PREFIXES, paths } from "../config/paths"
import { rememberLanguage } from "../features/account/api/remember-language"
import { UserMenu } from "../features/auth/components/user-menu"
import { CartLink } from "../features/cart/components/cart-link"
import { PolicyLinks } from "../features/policies/components/policy-links"
import { SearchBox } from "../features/catalogue/components/search-box"
import { LanguageSwitch } from "../components/layout/language-switch"
import { shopIdentityQueryOptions } from "../features/shop-identity/api/get-shop-identity"
import { ContactStrip, FooterContacts } from "../features/shop-identity/components/shop-contacts"
import { useMessages } from "../i18n"
import { readSessionInto } from "../features/session/api/session.server"
import { pageData } from "../lib/page-data.server"
import { sessionCookie } from "../lib/store.server"
import type { Route } from "./+types/layout"

const hasFooter = (pathname: string) => !FOOTERLESS_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))

/**
 * The shop's identity for the header and footer (the same for everyone, kept under `config`: a
 * visitor's page stays one the page cache keeps, and is forgotten when the owner changes it), and a
 * signed-in request's header (name, cart count), read on the server so both are right from the
 * first paint and without scripts.
 */
export async function loader({ request }: Route.LoaderArgs) {
  return pageData(request, async (client) => {
    await Promise.all([client.prefetchQuery(shopIdentityQueryOptions), sessionCookie(request) ? readSessionInto(client) : undefined])
    return {}
  })
}

/** Read again after a form changed something (a cart's line, an order), never on a plain navigation. */
export const shouldRevalidate = ({ formMethod }: { formMethod?: string }) => formMethod !== undefined && formMethod.toUpperCase() !== "GET"

export default function SiteLayout() {
  const { pathname } = useLocation()
  const [menuOpen, setMenuOpen] = useState(false)
  const messages = useMessages()
  return (
    <div className="page">
      <ContactStrip />
      <header className="site-header">
        <div className="container site-header__inner">
          <Link to={paths.home()} className="logo">
            {messages.shop.name}
          </Link>
          <SearchBox />
          {/* A link to the menu before scripts (styles.css shows the :target menu), a toggle after. */}
          <a
            href="#main-nav"
            role="button"
            className="menu-toggle"
            aria-expanded={menuOpen}
            aria-controls="main-nav"
            onClick={(event) => {
              event.preventDefault()
              setMenuOpen((open) => !open)
            }}
          >
            {messages.nav.menu}
          </a>
          <nav id="main-nav" aria-label={messages.nav.main} className={menuOpen ? "main-nav main-nav--open" : "main-nav"} onClick={() => setMenuOpen(false)}>
            <NavLink to={paths.home()} end>
              {messages.nav.home}
            </NavLink>
            <NavLink to={paths.shop()}>{messages.nav.shop}</NavLink>
            <NavLink to={paths.news()}>{messages.nav.news}</NavLink>
          </nav>
          <div className="header-actions">
            <LanguageSwitch onChoose={rememberLanguage} />
            <CartLink />
            <UserMenu />
          </div>
        </div>
      </header>
      <main className="container">
        <Outlet />
      </main>
      {hasFooter(pathname) && (
        <footer className="site-footer">
          <div className="container site-footer__inner">
            <FooterContacts />
            <PolicyLinks />
            <p>
              {messages.shop.paymentNote}. {messages.footer.rights}
            </p>
          </div>
        </footer>
      )}
    </div>
  )
}
