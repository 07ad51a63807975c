import {Unrendered} from './Unrendered'

// Renders the client component only when asked: never, at build time.
export default function Page() {
  return <h1>{process.env.CANARY_RENDER_UNRENDERED === 'yes' ? <Unrendered /> : 'Nothing from the client here'}</h1>
}
