// ESLint for every package (issue 28): typescript-eslint's `recommended` set (syntactic, not
// type-checked, so it stays fast), the React hooks rules for the storefront, and import
// boundaries. Formatting is Prettier's job (.prettierrc); `npm run lint` runs both.
import path from "node:path"
import { fileURLToPath } from "node:url"
import js from "@eslint/js"
import reactHooks from "eslint-plugin-react-hooks"
import globals from "globals"
import tseslint from "typescript-eslint"

import { compileMap, loadMap, MAP_FILE } from "./scripts/lib/import-map.mjs"

// From import.meta.url: Jest's module loader (the backend's lint-rule test) has no import.meta.dirname.
const ROOT = path.dirname(fileURLToPath(import.meta.url))

/**
 * ESLint visitors calling `onSpecifier(node, source)` for every module a file reaches: import and
 * export ... from, import(), require() and `import x = require()`. For a computed specifier (a
 * template with ${...}) `source` is its static start up to the last "/" before the first ${...}
 * (`../../compat/${name}` is checked as `../../compat/`), and `computed` is true.
 */
function specifierVisitors(onSpecifier) {
  const visit = (node) => {
    if (node?.type === "TemplateLiteral") {
      if (!node.expressions.length) return onSpecifier(node, node.quasis[0].value.cooked, false)
      const start = node.quasis[0].value.cooked
      return onSpecifier(node, start.slice(0, start.lastIndexOf("/") + 1), true)
    }
    if (typeof node?.value === "string") onSpecifier(node, node.value, false)
  }
  const fromSource = (node) => visit(node.source)
  return {
    ImportDeclaration: fromSource,
    ExportNamedDeclaration: fromSource,
    ExportAllDeclaration: fromSource,
    ImportExpression: fromSource,
    TSImportEqualsDeclaration: (node) => visit(node.moduleReference?.expression),
    CallExpression: (node) => {
      if (node.callee.type === "Identifier" && node.callee.name === "require") visit(node.arguments[0])
    },
  }
}

const importMap = compileMap(loadMap(ROOT), ROOT)
const shown = (row) => (row ? row.folder : "an unmapped path")

/**
 * The import map (docs/architecture-map.json, shown in docs/architecture.md): a file in a mapped
 * folder imports only its own zone (its row and the sub-rows "as" it), what its row (and, through
 * "as parent", the rows above it) allows, and a workspace package only through what its
 * package.json exports. It carries the older rules: the core never imports the compatibility API
 * (only api/shop and api/middlewares.ts may), a storefront feature imports no other feature but
 * session, and the backend uses a plugin only through its public surface. Relative specifiers are
 * resolved against the importing file; `@chaka/<package>/...` through the workspaces; a computed
 * one by its static start (one with none cannot be checked, so it is refused).
 */
const importMapRule = {
  meta: {
    type: "problem",
    docs: { description: `Imports follow the map in ${MAP_FILE}` },
    messages: {
      refused: "{{from}} must not import {{to}} ({{source}}){{hint}}. It may import {{allowed}} (" + MAP_FILE + ").",
      internal:
        '{{source}} is internal to {{package}}: import what its package.json "exports" names (a plugin\'s /api, /workflows, /modules/<name>, /providers/<name>, /admin); what the backend and the plugins share lives in @chaka/kit.',
      workspace: "{{source}} reaches into {{package}} by a relative path: import it by its package name, through what its package.json exports.",
      computed: "A computed path ({{source}}…) cannot be checked against " + MAP_FILE + ": name the module.",
    },
    schema: [],
  },
  create(context) {
    const importer = path.relative(ROOT, context.filename).split(path.sep).join("/")
    const from = importMap.rowOf(importer)
    if (!from || importer.startsWith("..")) return {}
    return specifierVisitors((node, source, computed) => {
      if (computed && !source.startsWith(".") && !source.startsWith("@chaka/"))
        return context.report({ node, messageId: "computed", data: { source: source || "${…}" } })
      const finding = importMap.check(importer, computed ? source || "./" : source)
      if (!finding) return
      if (finding.kind === "internal") return context.report({ node, messageId: "internal", data: { source, package: finding.target } })
      if (finding.kind === "workspace") return context.report({ node, messageId: "workspace", data: { source, package: finding.target } })
      const allowed = [`its own folder`, ...finding.from.allowed].join(", ")
      context.report({
        node,
        messageId: "refused",
        data: {
          from: shown(finding.from),
          to: shown(finding.to),
          source: computed ? `${source}\${…}` : source,
          hint: finding.hint ? `: ${finding.hint}` : "",
          allowed,
        },
      })
    })
  },
}

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/.medusa/**",
      "**/dist/**",
      "**/.react-router/**",
      "**/test-results/**",
      "**/playwright-report/**",
      "bench/results/**",
      ".data/**",
      ".data-*/**",
      ".tmp/**",
      "backend/static/**",
      "backend/private-uploads/**",
    ],
  },
  {
    files: ["**/*.{ts,tsx,mts,cts,mjs,js,cjs}"],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: "module",
      globals: { ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      // A leading underscore marks a binding that is unused on purpose, e.g. a property dropped
      // from an object with `const { password: _password, ...rest } = input`.
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrorsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
      // `declare module "react-router" { interface AppLoadContext extends ShopLoadContext {} }` is
      // how a library's context type is augmented.
      "@typescript-eslint/no-empty-object-type": ["error", { allowInterfaces: "with-single-extends" }],
    },
  },
  {
    // CommonJS config files (jest.config.js, integration-tests/setup.js).
    files: ["**/*.{js,cjs}"],
    languageOptions: { sourceType: "commonjs" },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    // The backend, its HTTP tests and the e2e/topology/bench harnesses handle Medusa's loosely
    // typed query results, workflow steps and JSON responses as `any`; the storefront and the
    // plugins do without it.
    files: ["backend/**/*.ts", "e2e/**/*.ts", "topology/**/*.ts", "compose/**/*.ts", "plugin-install/**/*.ts", "bench/**/*.ts"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  {
    // Playwright reads a fixture's dependencies from its destructuring pattern, so a fixture
    // that needs none is written `async ({}, use) => ...`.
    files: ["e2e/**/*.ts", "topology/**/*.ts"],
    rules: { "no-empty-pattern": "off" },
  },
  {
    files: ["storefront/**/*.{ts,tsx}", "e2e/**/*.ts", "topology/**/*.ts", "bench/**/*.ts"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    files: ["storefront/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
    },
  },
  {
    files: ["**/*.{ts,tsx,mts,cts,mjs,js,cjs}"],
    plugins: { chaka: { rules: { "import-map": importMapRule } } },
    rules: { "chaka/import-map": "error" },
  }
)
