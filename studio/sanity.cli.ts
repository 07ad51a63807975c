/**
 * Sanity CLI config: which project/dataset the CLI talks to (from env, so no id is committed)
 * and where TypeGen reads the schema and web's queries and writes the shared types.
 */
import {defineCliConfig} from 'sanity/cli'

export default defineCliConfig({
  api: {
    // A made-up id keeps offline commands (schema extract, typegen, build) working without an account.
    projectId: process.env.SANITY_STUDIO_PROJECT_ID || 'offline0',
    dataset: process.env.SANITY_STUDIO_DATASET || 'production',
  },
  studioHost: process.env.SANITY_STUDIO_HOSTNAME || undefined,
  typegen: {
    path: '../web/src/sanity/queries/*.ts',
    schema: '../packages/types/schema.json',
    generates: '../packages/types/sanity.types.ts',
    overloadClientMethods: true,
  },
})
