import { Link } from "react-router"
import { useMessages } from "../../../i18n"
import { paths } from "../../../config/paths"
import { useCategoryMenus } from "../api/get-home-content"

/** The admin's category menus, each sub-menu a link to its /shop/{category} page. */
export function CategoryMenu() {
  const messages = useMessages()
  const { data: menus = [], isPending } = useCategoryMenus()
  // Kept (empty) while loading, so the slider beside it does not resize when the menus arrive.
  if (!isPending && !menus.length) return null
  return (
    <nav className="category-menu" aria-label={messages.home.categories}>
      <ul>
        {menus.map((menu) => (
          <li key={menu.id}>
            <Link to={paths.shopCategory(menu.name)}>{menu.label ?? menu.name}</Link>
            {menu.sub_menus.length > 0 && (
              <ul>
                {menu.sub_menus.map((sub, index) => (
                  <li key={sub}>
                    <Link to={paths.shopCategory(sub)}>{menu.sub_menu_labels?.[index] ?? sub}</Link>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </nav>
  )
}
