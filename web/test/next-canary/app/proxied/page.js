export default function Proxied() {
  return <h1>Behind the proxy</h1>
}
