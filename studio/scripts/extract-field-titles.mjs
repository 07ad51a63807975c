// Prints the Studio's field titles as JSON (`pnpm typegen` writes them to packages/types; see fieldTitles.ts).
//
// fieldTitles.ts loads studio/schemaTypes, whose files import each other without a file extension (as
// the Studio's bundler allows). Node runs TypeScript as it is but resolves only full file names: this
// resolve hook (Node's documented module customization, `module.registerHooks`) tries `.ts` and
// `/index.ts` after a relative import fails.
import {registerHooks} from 'node:module'

const RELATIVE = /^\.\.?\//
const HAS_EXTENSION = /\.[cm]?[jt]sx?$/

registerHooks({
  resolve(specifier, context, nextResolve) {
    try {
      return nextResolve(specifier, context)
    } catch (error) {
      const missing = error?.code === 'ERR_MODULE_NOT_FOUND' || error?.code === 'ERR_UNSUPPORTED_DIR_IMPORT'
      if (!missing || !RELATIVE.test(specifier) || HAS_EXTENSION.test(specifier)) throw error
      for (const suffix of ['.ts', '/index.ts']) {
        try {
          return nextResolve(`${specifier}${suffix}`, context)
        } catch {
          // try the next form
        }
      }
      throw error
    }
  },
})

await import('./fieldTitles.ts')
