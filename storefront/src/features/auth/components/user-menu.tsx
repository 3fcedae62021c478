import { useQueryClient } from "@tanstack/react-query"
import { useEffect, useRef, useState } from "react"
import { Link, NavLink, useFetcher } from "react-router"
import { toast } from "../../../lib/toast"
import { useDismiss } from "../../../lib/use-dismiss"
import { useHydrated } from "../../../lib/use-hydrated"
import { paths } from "../../../config/paths"
import { useMessages } from "../../../i18n"
import { useSession } from "../../session/api/session"
import { displayName } from "../../session/names"
import { Avatar } from "../../../components/ui/avatar"
import { knowSignedOut } from "../signed-in"

const PANEL_ID = "user-menu"

/**
 * Header: "Account" for visitors; for customers an avatar opening name, email, links and log out.
 * Before scripts (or without them) the avatar is a link to the panel, which the stylesheet shows
 * as the link's target (styles.css), and "Log out" is a form posting to /log-out; with scripts the
 * avatar toggles the panel and the same post is made by a fetcher, the page staying as it is until
 * the action's redirect home.
 */
export function UserMenu() {
  const messages = useMessages()
  const t = messages.userMenu
  const { data: session } = useSession()
  const [open, setOpen] = useState(false)
  const panel = useRef<HTMLDivElement>(null)
  const hydrated = useHydrated()
  const queryClient = useQueryClient()
  const logOut = useFetcher()
  const loggingOut = useRef(false)

  useDismiss(panel, open, () => setOpen(false))

  // The log-out's post is answered (the session ended, the redirect home followed): the header is
  // a visitor's and nothing of the customer stays cached. Said once, whatever the answer.
  useEffect(() => {
    if (logOut.state !== "idle") {
      loggingOut.current = true
      return
    }
    if (!loggingOut.current) return
    loggingOut.current = false
    knowSignedOut(queryClient)
    toast.success(messages.auth.loggedOut)
  }, [logOut.state, queryClient, messages.auth.loggedOut])

  if (!session)
    return (
      <NavLink to={paths.logIn()} className="header-account">
        {messages.nav.account}
      </NavLink>
    )

  const { customer, admin } = session
  // An account made with a mobile number may have no name or email (issue 57).
  const name = displayName(customer) || customer.email || customer.phone || ""

  return (
    <div className="user-menu" ref={panel}>
      <a
        href={`#${PANEL_ID}`}
        role="button"
        className="user-menu__toggle"
        aria-label={t.open}
        aria-expanded={open}
        aria-controls={PANEL_ID}
        onClick={(event) => {
          event.preventDefault()
          // On phones toasts sit just under the header, over the panel that opens there.
          if (!open) toast.dismiss()
          setOpen((o) => !o)
        }}
      >
        <Avatar name={name} url={customer.metadata?.avatar_url} />
      </a>
      {(open || !hydrated) && (
        <div id={PANEL_ID} className={open ? "user-menu__panel user-menu__panel--open" : "user-menu__panel"} role="dialog" aria-label={t.open}>
          <p className="user-menu__name">{name}</p>
          <p className="user-menu__email">{customer.email || customer.phone}</p>
          {admin && <p className="user-menu__badge">{t.administrator}</p>}
          <nav className="user-menu__links" onClick={() => setOpen(false)}>
            {admin && <Link to={paths.admin()}>{t.dashboard}</Link>}
            <Link to={paths.account.profile()}>{t.profile}</Link>
          </nav>
          <logOut.Form method="post" action={paths.logOut()} onSubmit={() => setOpen(false)}>
            <button type="submit" className="button button--ghost" disabled={logOut.state !== "idle"}>
              {messages.auth.logOut}
            </button>
          </logOut.Form>
        </div>
      )}
    </div>
  )
}
