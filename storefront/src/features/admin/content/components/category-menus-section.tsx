import { useId } from "react"
import { useMessages } from "../../../../i18n"
import { adminContentKeys, contentApi, useAdminMenus, useContentMutation, type AdminCategoryMenu } from "../api/content"
import { ContentSection } from "./content-section"
import { NameForm } from "./name-form"

const key = adminContentKeys.menus

/** Category menus with their sub-menus: add and delete menus, add and remove sub-menus. */
export function CategoryMenusSection() {
  const { adminContent: t, toasts } = useMessages()
  const menus = useAdminMenus()
  const addMenu = useContentMutation(contentApi.addMenu, { key, success: toasts.menuAdded })
  return (
    <ContentSection
      title={t.menus}
      form={<NameForm label={t.menuName} submit={t.addMenu} mutation={addMenu} />}
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
  const { adminContent: t, toasts } = useMessages()
  const titleId = useId()
  const deleteMenu = useContentMutation(contentApi.deleteMenu, { key, success: toasts.menuDeleted, toastErrors: true })
  const addSubMenu = useContentMutation((name: string) => contentApi.addSubMenu({ menuId: menu.id, name }), {
    key,
    success: toasts.subMenuAdded,
  })
  const removeSubMenu = useContentMutation((name: string) => contentApi.removeSubMenu({ menuId: menu.id, name }), {
    key,
    success: toasts.deleted,
    toastErrors: true,
  })
  const onDelete = () => {
    if (window.confirm(t.confirmDeleteMenu(menu.name))) deleteMenu.mutate(menu.id)
  }

  return (
    <article className="admin-card" aria-labelledby={titleId}>
      <header className="admin-card__header">
        <h3 id={titleId}>{menu.name}</h3>
        <button type="button" className="button button--danger" aria-label={t.deleteMenuLabel(menu.name)} disabled={deleteMenu.isPending} onClick={onDelete}>
          {t.deleteMenu}
        </button>
      </header>
      {menu.sub_menus.length ? (
        <ul className="admin-chips" aria-label={t.subMenus(menu.name)}>
          {menu.sub_menus.map((sub) => (
            <li key={sub} className="admin-chip">
              <span>{sub}</span>
              <button
                type="button"
                className="admin-chip__remove"
                aria-label={t.removeSubMenuLabel(sub, menu.name)}
                disabled={removeSubMenu.isPending && removeSubMenu.variables === sub}
                onClick={() => removeSubMenu.mutate(sub)}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="empty-state">{t.noSubMenus}</p>
      )}
      <NameForm label={t.subMenuName(menu.name)} submit={t.addSubMenu} mutation={addSubMenu} />
    </article>
  )
}
