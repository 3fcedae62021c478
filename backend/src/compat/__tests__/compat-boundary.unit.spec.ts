import path from "node:path"
import { ESLint } from "eslint"

/**
 * The compat boundary, now rows of the import map (docs/architecture-map.json: only api/shop and
 * api/middlewares.ts may import compat/), enforced by the root eslint.config.mjs's chaka/import-map
 * and run through ESLint's Node API.
 */
const repoRoot = path.resolve(__dirname, "../../../..")
const eslint = new ESLint({ cwd: repoRoot })

async function boundaryMessages(code: string, filePath: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, filePath) })
  const found = result.messages.filter((message) => message.ruleId === "chaka/import-map")
  // An error, so `npm run lint` fails on it.
  expect(found.map((message) => message.severity)).toEqual(found.map(() => 2))
  return found.map((message) => message.message)
}

describe("the core does not import the compatibility API", () => {
  it("refuses a core file importing compat or a /shop route folder", async () => {
    const step = "backend/src/workflows/accounts/steps/x.ts"
    expect(await boundaryMessages(`import { customerTokenFor } from "../../../compat/queries/users"\nexport const x = customerTokenFor\n`, step)).toEqual([
      expect.stringMatching(
        /^backend\/src\/workflows\/accounts\/ must not import backend\/src\/compat\/queries\/ \(\.\.\/\.\.\/\.\.\/compat\/queries\/users\): the core never imports the compatibility API: move what both need into the core and let compat import it from there\./
      ),
    ])
    expect(await boundaryMessages(`export { callerOf } from "../../compat/auth"\n`, "backend/src/api/store/x.ts")).toHaveLength(1)
    expect(
      await boundaryMessages(`import * as users from "../../shop/users/route"\nexport const x = users\n`, "backend/src/api/admin/x/route.ts")
    ).toHaveLength(1)
  })

  it("refuses every other way of reaching it: the folder itself, require, import = require, import(), a computed path, the package name", async () => {
    const file = "backend/src/workflows/orders/x.ts"
    const ways = [
      `import * as compat from "../../compat"\nexport const x = compat\n`,
      `const users = require("../../compat/queries/users")\nexport const x = users\n`,
      `import users = require("../../compat/queries/users")\nexport const x = users\n`,
      `export const x = () => import("../../compat/auth")\n`,
      "export const x = (name: string) => import(`../../compat/${name}`)\n",
      `import { callerOf } from "@chaka/backend/src/compat/auth"\nexport const x = callerOf\n`,
    ]
    for (const code of ways)
      expect([code, await boundaryMessages(code, file)]).toEqual([code, [expect.stringContaining("the core never imports the compatibility API")]])
    // A plugin is core too.
    expect(
      await boundaryMessages(`import { callerOf } from "@chaka/backend/compat/auth"\nexport const x = callerOf\n`, "plugins/reviews/src/x.ts")
    ).toHaveLength(1)
  })

  it("allows compat importing the core, and the one middlewares file mounting compat's", async () => {
    const code = [
      `import { customerByEmail } from "../../workflows/accounts/rules/sign-in-email"`,
      `import { approveOrderWorkflow } from "../../workflows/orders/approve-order"`,
      `import { callerOf } from "../auth"`,
      `export const x = [customerByEmail, approveOrderWorkflow, callerOf]`,
      "",
    ].join("\n")
    expect(await boundaryMessages(code, "backend/src/compat/queries/x.ts")).toEqual([])
    const route = `import { callerOf } from "../../../compat/auth"\nimport { customerByEmail } from "../../../workflows/accounts/rules/sign-in-email"\nexport const x = [callerOf, customerByEmail]\n`
    expect(await boundaryMessages(route, "backend/src/api/shop/x/route.ts")).toEqual([])
    expect(
      await boundaryMessages(
        `import { compatMiddlewares } from "../compat/middlewares"\nexport const x = compatMiddlewares\n`,
        "backend/src/api/middlewares.ts"
      )
    ).toEqual([])
  })
})
