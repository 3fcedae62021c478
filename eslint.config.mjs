// ESLint for every package (issue 28): typescript-eslint's `recommended` set (syntactic, not
// type-checked, so it stays fast), the React hooks rules for the storefront, and import
// boundaries. Formatting is Prettier's job (.prettierrc); `npm run lint` runs both.
import path from "node:path"
import { fileURLToPath } from "node:url"
import js from "@eslint/js"
import reactHooks from "eslint-plugin-react-hooks"
import globals from "globals"
import tseslint from "typescript-eslint"

// From import.meta.url: Jest's module loader (the backend's lint-rule test) has no import.meta.dirname.
const ROOT = path.dirname(fileURLToPath(import.meta.url))
const FEATURES = path.resolve(ROOT, "storefront/src/features")

/**
 * Features that any feature may import from: domain data that several features read, kept with
 * its domain rather than in the generic storefront/src/lib. Other shared code lives in
 * storefront/src/components (React) or storefront/src/lib (helpers that know no feature).
 * - session: who is signed in and their open cart (with what a purchase call asks back); auth,
 *   account, cart and checkout all read them.
 */
const SHARED_FEATURES = new Set(["session"])

/** The feature folder (features/<name>/) a path is in, or undefined outside storefront/src/features. */
function featureOf(file) {
  const relative = path.relative(FEATURES, file)
  if (relative.startsWith("..") || path.isAbsolute(relative)) return undefined
  const [name] = relative.split(path.sep)
  return name && name !== relative ? name : undefined
}

/**
 * ESLint visitors calling `onSpecifier(node, source)` for every module a file reaches: import and
 * export ... from, import(), require() and `import x = require()`. `source` is undefined for a
 * computed specifier (a template with ${...}), which cannot be resolved.
 */
function specifierVisitors(onSpecifier) {
  const visit = (node) => {
    if (node?.type === "TemplateLiteral") return onSpecifier(node, node.expressions.length ? undefined : node.quasis[0].value.cooked)
    if (typeof node?.value === "string") onSpecifier(node, node.value)
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

/**
 * A storefront feature (src/features/<a>/) imports nothing from another feature (src/features/<b>/):
 * what two features share moves to src/components or src/lib. Routes (src/app) compose features
 * and may import any of them. Relative specifiers are resolved against the importing file, so
 * `../../cart/api/get-cart` and `../../../features/cart/...` are both caught.
 */
const featureBoundaries = {
  meta: {
    type: "problem",
    docs: { description: "A storefront feature does not import from another feature" },
    messages: {
      crossFeature:
        "Feature '{{from}}' must not import from feature '{{to}}' ({{source}}): move what they share to src/components or src/lib (routes in src/app compose features).",
    },
    schema: [],
  },
  create(context) {
    const from = featureOf(context.filename)
    if (!from) return {}
    return specifierVisitors((node, source) => {
      if (source === undefined || !source.startsWith(".")) return
      const to = featureOf(path.resolve(path.dirname(context.filename), source))
      if (to && to !== from && !SHARED_FEATURES.has(to)) context.report({ node, messageId: "crossFeature", data: { from, to, source } })
    })
  },
}

const BACKEND_SRC = path.resolve(ROOT, "backend/src")
const PLUGINS = path.resolve(ROOT, "plugins")
/** The compatibility API's folders: its code (src/compat) and its routes (src/api/shop). */
const COMPAT = [path.join(BACKEND_SRC, "compat"), path.join(BACKEND_SRC, "api/shop")]
/** Medusa reads middlewares from this one file only, so it mounts the compatibility API's too. */
const COMPAT_MOUNT = path.join(BACKEND_SRC, "api/middlewares.ts")

const isInside = (folder, file) => {
  const relative = path.relative(folder, file)
  return relative !== "" && !relative.startsWith("..") && !path.isAbsolute(relative)
}
/** A file in the compatibility API's folders, or one of the folders itself (`import "../compat"`). */
const isCompat = (file) => COMPAT.some((folder) => file === folder || isInside(folder, file))
/** A package specifier reaching the backend's compat folders (`@chaka/backend/src/compat/...`). */
const COMPAT_PACKAGE = /^@chaka\/backend\/(src\/)?(compat|api\/shop)(\/|$)/

/**
 * The core (backend/src outside src/compat and src/api/shop, and the plugins) imports nothing
 * from the compatibility API: compat translates to the core, never the other way, so the core
 * reads and changes without it. What both need lives in the core. Relative specifiers are
 * resolved against the importing file.
 */
const compatBoundary = {
  meta: {
    type: "problem",
    docs: { description: "The core does not import from the compatibility API" },
    messages: {
      coreToCompat:
        "The core must not import from the compatibility API ({{source}}): move what both need into the core and let src/compat import it from there.",
    },
    schema: [],
  },
  create(context) {
    const file = context.filename
    const core = (isInside(BACKEND_SRC, file) || isInside(PLUGINS, file)) && !isCompat(file) && file !== COMPAT_MOUNT
    if (!core) return {}
    // A computed path cannot be resolved, so the core does not use one.
    return specifierVisitors((node, source) => {
      if (source === undefined) return context.report({ node, messageId: "coreToCompat", data: { source: "a computed path" } })
      if (COMPAT_PACKAGE.test(source) || (source.startsWith(".") && isCompat(path.resolve(path.dirname(file), source))))
        context.report({ node, messageId: "coreToCompat", data: { source } })
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
    plugins: { "react-hooks": reactHooks, chaka: { rules: { "feature-boundaries": featureBoundaries } } },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
      "chaka/feature-boundaries": "error",
    },
  },
  {
    files: ["backend/src/**/*.{ts,tsx,mts,js}", "plugins/*/src/**/*.{ts,tsx,mts,js}"],
    plugins: { chaka: { rules: { "compat-boundary": compatBoundary } } },
    rules: { "chaka/compat-boundary": "error" },
  },
  {
    // The backend uses a plugin only through what the plugin's package.json "exports" names:
    // `@chaka/<plugin>/api` (its documented functions, validators and types), `/workflows`,
    // `/modules/<name>`, `/providers/<name>` and `/admin`. Everything else is internal, and what
    // the plugins and the backend share lives in @chaka/kit.
    files: ["backend/**/*.{ts,tsx,mts,js}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^@chaka/[^/]+/(?!(api|workflows|admin|package\\.json|(modules|providers)/[a-z0-9-]+)$)",
              message:
                "The backend imports a plugin's public surface (@chaka/<plugin>/api, /workflows, /modules/<name>, /providers/<name>, /admin), not its internals; shared helpers live in @chaka/kit.",
            },
          ],
        },
      ],
    },
  }
)
