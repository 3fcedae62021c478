import { isDotSegment, type AdminForm, type AdminHandler } from "../../api/admin-action.server"
import { fileOf, textOf } from "../../api/read-form.server"
import { fieldErrors, type FormOutcome } from "../../form-answer"
import { CONTENT_INTENTS, movedIds, SLIDER_MOVES } from "../forms"
import { IMAGE_MAX_BYTES } from "../image-file"
import { contentSchemas, offerTargetOf } from "../schemas"

/** The customize page's largest body: one slider picture at the content plugin's largest, and the text. */
export const CONTENT_FORM_BYTES = IMAGE_MAX_BYTES + 256 * 1024

const at = (base: string, id: string) => `${base}/${encodeURIComponent(id)}`

/** The record a row's form changes: one without an id is not this page's. */
function recordOf({ id, messages }: AdminForm): string {
  if (!id) throw Object.assign(new Error(messages.adminArea.notAForm), { status: 400 })
  return id
}

/** The sub-menu a remove form names: a name that would make its address the menu's own is not this page's. */
function subMenuOf({ form, messages }: AdminForm): string {
  const name = textOf(form, "name")
  if (isDotSegment(name)) throw Object.assign(new Error(messages.adminArea.notAForm), { status: 400 })
  return name
}

const named = (posted: AdminForm) => contentSchemas(posted.messages).menuSchema.safeParse({ name: textOf(posted.form, "name") })

/** A change that needs nothing but its call: the call, then the catalogue's text. */
const removal =
  (path: (posted: AdminForm) => string, done: (posted: AdminForm) => string): AdminHandler =>
  async (posted) => {
    await posted.send("DELETE", path(posted))
    return { done: done(posted) }
  }

async function addMenu(posted: AdminForm): Promise<FormOutcome> {
  const parsed = named(posted)
  if (!parsed.success) return { status: 400, fields: fieldErrors(parsed.error.issues) }
  await posted.send("POST", "/admin/category-menus", parsed.data)
  return { done: posted.messages.toasts.menuAdded }
}

async function addSubMenu(posted: AdminForm): Promise<FormOutcome> {
  const menu = recordOf(posted)
  const parsed = named(posted)
  if (!parsed.success) return { status: 400, fields: fieldErrors(parsed.error.issues) }
  await posted.send("POST", `${at("/admin/category-menus", menu)}/sub-menus`, parsed.data)
  return { done: posted.messages.toasts.subMenuAdded }
}

/** The offer form's "Advertises" choice; a value the select never offers is refused beside it. */
const advertised = (posted: AdminForm) => offerTargetOf(textOf(posted.form, "advertises"))
const notAdvertisable = (posted: AdminForm): FormOutcome => ({ status: 400, fields: { advertises: posted.messages.adminContent.offerAdvertisesInvalid } })

async function addOffer(posted: AdminForm): Promise<FormOutcome> {
  const parsed = contentSchemas(posted.messages).offerSchema.safeParse({ name: textOf(posted.form, "name"), url: textOf(posted.form, "url") })
  const target = advertised(posted)
  if (!parsed.success) return { status: 400, fields: { ...fieldErrors(parsed.error.issues), ...(target ? {} : notAdvertisable(posted).fields) } }
  if (!target) return notAdvertisable(posted)
  // Only what it names: a plain card's body stays { name, url }.
  const names = Object.fromEntries(Object.entries(target).filter(([, id]) => id))
  await posted.send("POST", "/admin/offers", { ...parsed.data, ...names })
  return { done: posted.messages.toasts.offerAdded }
}

/** POST /admin/offers/:id: the card names a promotion or a price list, or nothing (both null). */
async function setOfferTarget(posted: AdminForm): Promise<FormOutcome> {
  const offer = recordOf(posted)
  const target = advertised(posted)
  if (!target) return notAdvertisable(posted)
  await posted.send("POST", at("/admin/offers", offer), target)
  return { done: posted.messages.toasts.offerTargetSaved }
}

/** POST /admin/sliders: multipart with the picture (`image`, as the plugin's upload takes it: at most 2 MB, a picture) and its link. */
async function addSlider(posted: AdminForm): Promise<FormOutcome> {
  const parsed = contentSchemas(posted.messages).sliderSchema.safeParse({ image: fileOf(posted.form, "image"), url: textOf(posted.form, "url") })
  if (!parsed.success)
    return {
      status: parsed.error.issues.some((issue) => issue.message === posted.messages.adminContent.imageTooLarge) ? 413 : 400,
      fields: fieldErrors(parsed.error.issues),
    }
  const body = new FormData()
  body.append("url", parsed.data.url)
  body.append("image", parsed.data.image, parsed.data.image.name)
  await posted.send("POST", "/admin/sliders", body)
  return { done: posted.messages.toasts.sliderImageAdded }
}

/** Status of a refused picture form: too large 413, else 400. */
const pictureRefusal = (posted: AdminForm, issues: readonly { message: string; path: readonly PropertyKey[] }[]): FormOutcome => ({
  status: issues.some((issue) => issue.message === posted.messages.adminContent.imageTooLarge) ? 413 : 400,
  fields: fieldErrors(issues),
})

/** POST /admin/offers/:id: the card's new name and link (what it advertises has its own form). */
async function editOffer(posted: AdminForm): Promise<FormOutcome> {
  const offer = recordOf(posted)
  const parsed = contentSchemas(posted.messages).offerSchema.safeParse({ name: textOf(posted.form, "name"), url: textOf(posted.form, "url") })
  if (!parsed.success) return { status: 400, fields: fieldErrors(parsed.error.issues) }
  await posted.send("POST", at("/admin/offers", offer), parsed.data)
  return { done: posted.messages.toasts.offerTargetSaved }
}

/** POST /admin/sliders/:id: its link and banner text as JSON, or multipart with them when a new picture is chosen. */
async function editSlider(posted: AdminForm): Promise<FormOutcome> {
  const slider = recordOf(posted)
  const parsed = contentSchemas(posted.messages).sliderEditSchema.safeParse({
    url: textOf(posted.form, "url"),
    title: textOf(posted.form, "title"),
    image: fileOf(posted.form, "image"),
  })
  if (!parsed.success) return pictureRefusal(posted, parsed.error.issues)
  const { url, title, image } = parsed.data
  if (image) {
    const body = new FormData()
    body.append("url", url)
    body.append("title", title)
    body.append("image", image, image.name)
    await posted.send("POST", at("/admin/sliders", slider), body)
  } else await posted.send("POST", at("/admin/sliders", slider), { url, title })
  return { done: posted.messages.toasts.sliderUpdated }
}

/**
 * A slide a place up or down: the list as it is now, with it swapped with its neighbour, sent
 * whole (POST /admin/sliders/reorder refuses a list that is no longer every slide). At either end, or
 * for a slide that is gone, nothing is sent.
 */
async function moveSlider(posted: AdminForm): Promise<FormOutcome> {
  const slider = recordOf(posted)
  const direction = textOf(posted.form, "direction")
  const by = Object.hasOwn(SLIDER_MOVES, direction) ? SLIDER_MOVES[direction as keyof typeof SLIDER_MOVES] : undefined
  if (!by) return { status: 400, error: posted.messages.adminArea.notAForm }
  const { sliders } = await posted.send<{ sliders: { id: string }[] }>("GET", "/admin/sliders", undefined, { limit: 100 })
  const ids = movedIds(
    sliders.map((entry) => entry.id),
    slider,
    by
  )
  if (!ids) return { status: 400, error: posted.messages.adminArea.notAForm }
  await posted.send("POST", "/admin/sliders/reorder", { ids })
  return { done: posted.messages.toasts.slidersReordered }
}

export const contentHandlers: Record<string, AdminHandler> = {
  [CONTENT_INTENTS.addMenu]: addMenu,
  [CONTENT_INTENTS.deleteMenu]: removal(
    (posted) => at("/admin/category-menus", recordOf(posted)),
    (posted) => posted.messages.toasts.menuDeleted
  ),
  [CONTENT_INTENTS.addSubMenu]: addSubMenu,
  [CONTENT_INTENTS.removeSubMenu]: removal(
    (posted) => `${at("/admin/category-menus", recordOf(posted))}/sub-menus/${encodeURIComponent(subMenuOf(posted))}`,
    (posted) => posted.messages.toasts.deleted
  ),
  [CONTENT_INTENTS.addOffer]: addOffer,
  [CONTENT_INTENTS.setOfferTarget]: setOfferTarget,
  [CONTENT_INTENTS.deleteOffer]: removal(
    (posted) => at("/admin/offers", recordOf(posted)),
    (posted) => posted.messages.toasts.offerDeleted
  ),
  [CONTENT_INTENTS.editOffer]: editOffer,
  [CONTENT_INTENTS.addSlider]: addSlider,
  [CONTENT_INTENTS.editSlider]: editSlider,
  [CONTENT_INTENTS.moveSlider]: moveSlider,
  [CONTENT_INTENTS.deleteSlider]: removal(
    (posted) => at("/admin/sliders", recordOf(posted)),
    (posted) => posted.messages.toasts.imageDeleted
  ),
}
