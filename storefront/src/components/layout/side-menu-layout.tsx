import type { ReactNode } from "react"
import { NavLink, Outlet } from "react-router"

type Props = { label: string; links: readonly (readonly [to: string, label: string])[]; className?: string; extra?: ReactNode }

/** A side menu (chips on phones, see styles.css) beside the chosen child screen: /my-account and /admin. */
export function SideMenuLayout({ label, links, className, extra }: Props) {
  return (
    <div className={className ? `account-page ${className}` : "account-page"}>
      <nav className="side-menu" aria-label={label}>
        {links.map(([to, text]) => (
          <NavLink key={to} to={to}>
            {text}
          </NavLink>
        ))}
        {extra}
      </nav>
      <section className="account-page__content">
        <Outlet />
      </section>
    </div>
  )
}
