import { useRef, useState } from "react"
import { Link, NavLink, useNavigate } from "react-router"
import { toast } from "../../../lib/toast"
import { useDismiss } from "../../../lib/use-dismiss"
import { paths } from "../../../config/paths"
import { useMessages } from "../../../i18n"
import { useLogOut } from "../api/log-out"
import { useSession } from "../../session/api/session"
import { displayName } from "../../../lib/names"
import { Avatar } from "../../../components/ui/avatar"

/** Header: "Account" for visitors; for customers an avatar opening name, email, links and log out. */
export function UserMenu() {
  const messages = useMessages()
  const t = messages.userMenu
  const { data: session } = useSession()
  const [open, setOpen] = useState(false)
  const panel = useRef<HTMLDivElement>(null)
  const logOut = useLogOut()
  const navigate = useNavigate()

  useDismiss(panel, open, () => setOpen(false))

  if (!session)
    return (
      <NavLink to={paths.logIn()} className="header-account">
        {messages.nav.account}
      </NavLink>
    )

  const { customer, admin } = session
  const name = displayName(customer) || customer.email
  const onLogOut = () => {
    setOpen(false)
    logOut.mutate(undefined, {
      onSettled: () => {
        toast.success(messages.auth.loggedOut)
        navigate(paths.home())
      },
    })
  }

  return (
    <div className="user-menu" ref={panel}>
      <button type="button" className="user-menu__toggle" aria-label={t.open} aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        <Avatar name={name} url={customer.metadata?.avatar_url} />
      </button>
      {open && (
        <div className="user-menu__panel" role="dialog" aria-label={t.open}>
          <p className="user-menu__name">{name}</p>
          <p className="user-menu__email">{customer.email}</p>
          {admin && <p className="user-menu__badge">{t.administrator}</p>}
          <nav className="user-menu__links" onClick={() => setOpen(false)}>
            {admin && <Link to={paths.admin()}>{t.dashboard}</Link>}
            <Link to={paths.account.profile()}>{t.profile}</Link>
          </nav>
          <button type="button" className="button button--ghost" onClick={onLogOut} disabled={logOut.isPending}>
            {messages.auth.logOut}
          </button>
        </div>
      )}
    </div>
  )
}
