import path from "node:path"
import { ESLint } from "eslint"

/**
 * The backend's and the plugins' rows of the import map (docs/architecture-map.json), run through
 * the root eslint.config.mjs's chaka/import-map on virtual files: each wrong way an import can go
 * is refused, and the neighbour import the map allows passes.
 */
const repoRoot = path.resolve(__dirname, "../../..")
const eslint = new ESLint({ cwd: repoRoot })

async function mapMessages(filePath: string, ...imports: string[]) {
  const code =
    imports.map((source, i) => `import * as m${i} from "${source}"`).join("\n") + `\nexport const x = [${imports.map((_, i) => `m${i}`).join(", ")}]\n`
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, filePath) })
  const found = result.messages.filter((message) => message.ruleId === "chaka/import-map")
  // An error, so `npm run lint` fails on it.
  expect(found.map((message) => message.severity)).toEqual(found.map(() => 2))
  return found.map((message) => message.message)
}

describe("the backend's import map", () => {
  it("refuses lib/ running a workflow or reaching a domain; lib/ importing lib/ passes", async () => {
    const file = "backend/src/lib/http/x.ts"
    expect(await mapMessages(file, "../../workflows/checkout/place-order")).toEqual([
      expect.stringMatching(
        /^backend\/src\/lib\/http\/ must not import backend\/src\/workflows\/checkout\/ \(\.\.\/\.\.\/workflows\/checkout\/place-order\): lib\/ holds generic helpers only/
      ),
    ])
    expect(await mapMessages(file, "../../workflows/accounts/rules/sign-in-email")).toHaveLength(1)
    expect(await mapMessages(file, "../config/env", "../messages", "./input-check", "@chaka/rules", "@chaka/kit")).toEqual([])
  })

  it("refuses modules/ importing a domain home; modules/ importing lib/ passes", async () => {
    const file = "backend/src/modules/notification-smtp/service.ts"
    expect(await mapMessages(file, "../../workflows/notifications/render")).toEqual([
      expect.stringContaining("backend/src/modules/ must not import backend/src/workflows/notifications/ (../../workflows/notifications/render)"),
    ])
    expect(await mapMessages(file, "../../lib/config/env", "../emailpass-normalised/emails", "@chaka/kit")).toEqual([])
  })

  it("refuses compat/ importing the core's api/; compat importing what lies below both passes", async () => {
    const file = "backend/src/compat/validators/products.ts"
    expect(await mapMessages(file, "../../api/utils/text-field")).toEqual([
      expect.stringContaining("backend/src/compat/validators/ must not import backend/src/api/utils/ (../../api/utils/text-field)"),
    ])
    expect(await mapMessages(file, "../../api/admin/shop-products/validators")).toHaveLength(1)
    expect(await mapMessages(file, "../../lib/http/fields", "../../workflows/products/validators", "../shapes/products", "../messages")).toEqual([])
  })

  it("refuses the core importing compat; api/shop and the root middlewares.ts mount it", async () => {
    expect(await mapMessages("backend/src/api/store/x/route.ts", "../../../compat/auth")).toEqual([
      expect.stringContaining(
        "backend/src/api/store/ must not import backend/src/compat/ (../../../compat/auth): the core never imports the compatibility API"
      ),
    ])
    expect(await mapMessages("backend/src/workflows/orders/x.ts", "../../api/shop/users/route")).toHaveLength(1)
    expect(await mapMessages("backend/src/api/shop/users/route.ts", "../../../compat/auth", "../../../workflows/accounts/make-admin")).toEqual([])
    expect(await mapMessages("backend/src/api/middlewares.ts", "../compat/middlewares", "./admin/middlewares", "./shop/middlewares")).toEqual([])
  })

  it("refuses api/utils importing a route folder; api/ importing api/utils and the domain homes passes", async () => {
    expect(await mapMessages("backend/src/api/utils/checkout-input.ts", "../store/carts/[id]/place-order/validators")).toHaveLength(1)
    expect(
      await mapMessages(
        "backend/src/api/store/carts/[id]/place-order/route.ts",
        "../../../../utils/validate-body",
        "../../../../../workflows/checkout/place-order"
      )
    ).toEqual([])
  })

  it("refuses a plugin importing the backend, by package or by path; a plugin importing @chaka/kit and itself passes", async () => {
    const file = "plugins/reviews/src/workflows/x.ts"
    expect(await mapMessages(file, "@chaka/backend/src/lib/config/env")).toEqual([
      expect.stringMatching(
        /^plugins\/reviews\/ must not import backend\/src\/lib\/config\/ \(@chaka\/backend\/src\/lib\/config\/env\): a plugin knows no backend/
      ),
    ])
    expect(await mapMessages(file, "../../../../backend/src/lib/messages")).toEqual([
      "../../../../backend/src/lib/messages reaches into @chaka/backend by a relative path: import it by its package name, through what its package.json exports.",
    ])
    expect(await mapMessages(file, "@chaka/content/api")).toEqual([expect.stringContaining("plugins/reviews/ must not import plugins/content/")])
    expect(await mapMessages(file, "@chaka/kit", "@chaka/rules", "../modules/review", "./steps/x")).toEqual([])
  })

  it("refuses the backend importing a plugin's internals; its public surface passes", async () => {
    const file = "backend/src/workflows/checkout/x.ts"
    expect(await mapMessages(file, "@chaka/bd-commerce/src/providers/cod/service")).toEqual([
      expect.stringContaining("@chaka/bd-commerce/src/providers/cod/service is internal to @chaka/bd-commerce"),
    ])
    expect(await mapMessages(file, "@chaka/content/lib/x")).toHaveLength(1)
    expect(await mapMessages(file, "../../../../plugins/content/src/public-api")).toEqual([
      expect.stringContaining("reaches into @chaka/content by a relative path"),
    ])
    expect(
      await mapMessages(
        file,
        "@chaka/bd-commerce/api",
        "@chaka/bd-commerce/providers/cod",
        "@chaka/content/workflows",
        "@chaka/reviews/modules/review",
        "@chaka/kit/admin"
      )
    ).toEqual([])
    // lib/ is generic: not even a plugin's public surface.
    expect(await mapMessages("backend/src/lib/http/input-limits.ts", "@chaka/content/api")).toHaveLength(1)
  })

  it("holds a test to its folder, with the test harnesses besides", async () => {
    const test = "backend/src/lib/catalogue-cache/__tests__/policy.unit.spec.ts"
    expect(await mapMessages(test, "../../../workflows/catalogue/list-products")).toHaveLength(1)
    expect(await mapMessages(test, "../policy", "../../../../integration-tests/http/helpers/x")).toEqual([])
  })

  it("checks a computed path by its static start, and refuses one it cannot check", async () => {
    const lint = async (code: string) =>
      (await eslint.lintText(code, { filePath: path.join(repoRoot, "backend/src/lib/x.ts") }))[0].messages.filter(
        (message) => message.ruleId === "chaka/import-map"
      )
    expect(await lint("export const x = (name: string) => import(`../workflows/${name}`)\n")).toHaveLength(1)
    expect(await lint("export const x = (name: string) => import(`./http/${name}`)\n")).toEqual([])
    expect(await lint("export const x = (name: string) => import(`${name}/x`)\n")).toEqual([
      expect.objectContaining({ message: expect.stringContaining("A computed path (${…}…) cannot be checked"), severity: 2 }),
    ])
  })
})
