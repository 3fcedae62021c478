import { useId } from "react"
import { useMessages } from "../../../../i18n"
import { adminContentKeys, useAdminMenus, type AdminCategoryMenu } from "../api/content"
import { CONTENT_INTENTS } from "../forms"
import { ContentSection, RemoveForm } from "./content-section"
import { NameForm } from "./name-form"

const list = adminContentKeys.menus

/** Category menus with their sub-menus: add and delete menus, add and remove sub-menus (each a form posted to the route's action). */
export function CategoryMenusSection() {
  const t = useMessages().adminContent
  const menus = useAdminMenus()
  return (
    <ContentSection
      title={t.menus}
      form={<NameForm label={t.menuName} submit={t.addMenu} intent={CONTENT_INTENTS.addMenu} />}
      removals={[CONTENT_INTENTS.deleteMenu, CONTENT_INTENTS.removeSubMenu]}
      query={menus}
      loadingLabel={t.loading(t.menusLoading)}
      empty={t.menusEmpty}
    >
      {(items) => (
        <ul className="admin-list">
          {items.map((menu) => (
            <li key={menu.id}>
              <MenuCard menu={menu} />
            </li>
          ))}
        </ul>
      )}
    </ContentSection>
  )
}

function MenuCard({ menu }: { menu: AdminCategoryMenu }) {
  const t = useMessages().adminContent
  const titleId = useId()
  return (
    <article className="admin-card" aria-labelledby={titleId}>
      <header className="admin-card__header">
        <h3 id={titleId}>{menu.name}</h3>
        <RemoveForm intent={CONTENT_INTENTS.deleteMenu} id={menu.id} list={list} label={t.deleteMenuLabel(menu.name)} confirm={t.confirmDeleteMenu(menu.name)}>
          {t.deleteMenu}
        </RemoveForm>
      </header>
      {menu.sub_menus.length ? (
        <ul className="admin-chips" aria-label={t.subMenus(menu.name)}>
          {menu.sub_menus.map((sub) => (
            <li key={sub} className="admin-chip">
              <span>{sub}</span>
              <RemoveForm
                intent={CONTENT_INTENTS.removeSubMenu}
                id={menu.id}
                name={sub}
                list={list}
                label={t.removeSubMenuLabel(sub, menu.name)}
                confirm={t.confirmRemoveSubMenu(sub, menu.name)}
                className="admin-chip__remove"
              >
                ×
              </RemoveForm>
            </li>
          ))}
        </ul>
      ) : (
        <p className="empty-state">{t.noSubMenus}</p>
      )}
      <NameForm label={t.subMenuName(menu.name)} submit={t.addSubMenu} intent={CONTENT_INTENTS.addSubMenu} id={menu.id} />
    </article>
  )
}
