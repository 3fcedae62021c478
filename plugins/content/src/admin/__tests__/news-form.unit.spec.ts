import { messages as api } from "../../messages"
import { validateNews, validateNewsEdit } from "../components/news/validate-news"
import { movedIds } from "../lib/moved-ids"
import { fieldErrors, hasErrors } from "../lib/field-errors"

const picture = {} as File

describe("the dashboard's news form", () => {
  it("lets a complete item through", () => {
    const errors = validateNews({ title: "Eid sale", description: "Ten percent off", date: "", image: picture })
    expect(errors).toEqual({})
    expect(hasErrors(errors)).toBe(false)
  })

  it("says under each field what is missing, in the server's words, before anything is sent", () => {
    const errors = validateNews({ title: "  ", description: "", date: "", image: null })
    expect(errors).toEqual({ title: api.titleRequired, description: api.descriptionRequired, image: api.imageRequired })
    expect(hasErrors(errors)).toBe(true)
  })

  it("shows the first failing check of a field only", () => {
    expect(
      fieldErrors<"url">([
        ["url", false, "url is required"],
        ["url", false, "url must be a path starting with / or an http(s) URL"],
      ])
    ).toEqual({ url: "url is required" })
  })
})

describe("the dashboard's edit forms", () => {
  it("a news edit keeps the picture when none is chosen, and still needs a title and text", () => {
    expect(validateNewsEdit({ title: "Eid sale", description: "Ten percent off", date: "", image: null })).toEqual({})
    expect(validateNewsEdit({ title: " ", description: "", date: "", image: null })).toEqual({ title: api.titleRequired, description: api.descriptionRequired })
  })

  it("moving a slide swaps it with its neighbour and sends every slide once; nothing past either end", () => {
    expect(movedIds(["a", "b", "c"], "c", -1)).toEqual(["a", "c", "b"])
    expect(movedIds(["a", "b", "c"], "a", 1)).toEqual(["b", "a", "c"])
    expect(movedIds(["a", "b", "c"], "a", -1)).toBeNull()
    expect(movedIds(["a", "b", "c"], "c", 1)).toBeNull()
    expect(movedIds(["a", "b"], "x", 1)).toBeNull()
  })
})
