// `pnpm content:check`: the launch checklist for the bundled dataset (or CONTENT_DATASET_FILE), or for
// the Content Lake dataset when a project is configured (see contentCheck.ts).
import './contentCheck.ts'
