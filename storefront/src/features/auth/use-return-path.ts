import { useLocation } from "react-router"
import { paths, type ReturnState } from "../../config/paths"

/** Where to go after signing in: the protected page that sent the visitor here, else home. */
export function useReturnPath(): string {
  const from = (useLocation().state as ReturnState | null)?.from
  if (!from?.pathname || from.pathname === paths.logIn() || from.pathname === paths.signUp()) return paths.home()
  return `${from.pathname}${from.search ?? ""}`
}
