import type { ReactNode } from "react"
import { Form, NavLink } from "react-router"
import { paths } from "../../../config/paths"
import { useMessages } from "../../../i18n"
import type { AccessProblem } from "../api/admin-access.server"
import { MENU_SCREENS, pathOf, type AdminScreen } from "../screens"

/**
 * The admin area's side menu (chips on phones: the account pages' styles) with the screens the
 * admin's role opens, beside the chosen screen or why it cannot open.
 */
export function AdminShell({ screens, dashboardUrl, children }: { screens: readonly AdminScreen[]; dashboardUrl: string; children: ReactNode }) {
  const t = useMessages().adminArea
  const links = MENU_SCREENS.filter((screen) => screens.includes(screen))
  return (
    <div className="account-page admin-page">
      <nav className="side-menu" aria-label={t.menu}>
        {links.map((screen) => (
          <NavLink key={screen} to={pathOf(screen)}>
            {t[screen]}
          </NavLink>
        ))}
        <a href={dashboardUrl}>{t.medusaDashboard}</a>
      </nav>
      <section className="account-page__content">{children}</section>
    </div>
  )
}

/** Why the asked screen does not open: not for the admin's role, or the second factor is owed first. */
export function AdminRefusal({ why }: { why: AccessProblem | "role" }) {
  const t = useMessages().adminArea
  const auth = useMessages().auth
  const text = why === "role" ? t.notForYourRole : why === "second-factor" ? t.secondFactorNeeded : t.setUpSecondFactor
  return (
    <div className="admin-refusal" role="alert">
      <h1>{why === "role" ? t.notForYourRoleTitle : t.secondFactorTitle}</h1>
      <p>{text}</p>
      {why === "second-factor" && (
        <Form method="post" action={paths.logOut()} reloadDocument>
          <button type="submit" className="button">
            {auth.logOut}
          </button>
        </Form>
      )}
    </div>
  )
}
