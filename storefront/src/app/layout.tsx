import { Link, Outlet } from "react-router-dom"
import { paths } from "../config/paths"
import { messages } from "../messages"

export function Layout() {
  return (
    <div className="page">
      <header className="site-header">
        <div className="container site-header__inner">
          <Link to={paths.home()} className="logo">
            {messages.shop.name}
          </Link>
          <nav aria-label="Main">
            <Link to={paths.home()}>{messages.nav.home}</Link>
          </nav>
        </div>
      </header>
      <main className="container">
        <Outlet />
      </main>
      <footer className="site-footer">
        <div className="container site-footer__inner">
          <div>
            <strong>{messages.shop.name}</strong>
            <p>{messages.shop.address}</p>
          </div>
          <div>
            <strong>{messages.footer.hoursLabel}</strong>
            <p>{messages.shop.hours}</p>
          </div>
          <p>{messages.shop.paymentNote}. {messages.footer.rights}</p>
        </div>
      </footer>
    </div>
  )
}
