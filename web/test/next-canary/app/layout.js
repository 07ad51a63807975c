import './canary.css'

export default function Layout({children}) {
  return (
    <html lang="en">
      <body className="canary-inline-css">{children}</body>
    </html>
  )
}
