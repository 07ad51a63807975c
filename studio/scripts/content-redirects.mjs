// `pnpm content:redirects import FILE.csv`: adds an old site's redirects to the dataset file, checked by
// the Studio's rules (see contentRedirects.ts).
import './contentRedirects.ts'
