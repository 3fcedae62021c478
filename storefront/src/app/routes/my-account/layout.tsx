import { SideMenuLayout } from "../../../components/layout/side-menu-layout"
import { paths } from "../../../config/paths"
import { useMessages, type Messages } from "../../../i18n"

const links = (t: Messages["account"]) =>
  [
    [paths.account.profile(), t.profile],
    [paths.account.updateProfile(), t.updateProfile],
    [paths.account.cart(), t.cart],
    [paths.account.orders(), t.orders],
    [paths.account.reviews(), t.reviews],
    [paths.account.addReview(), t.addReview],
    [paths.account.payment(), t.payment],
  ] as const

/** /my-account/*: a side menu (chips on phones) beside the chosen screen. */
export function MyAccountLayout() {
  const t = useMessages().account
  return <SideMenuLayout label={t.menu} links={links(t)} />
}

export default MyAccountLayout
