/** The home-screen icon (180×180 PNG), drawn at build time from the same mark as icon.svg. */
import {ImageResponse} from 'next/og'

export const size = {width: 180, height: 180}
export const contentType = 'image/png'

export default function AppleIcon() {
  return new ImageResponse(
    <div style={{width: '100%', height: '100%', display: 'flex', alignItems: 'center', justifyContent: 'center', background: '#0f6b6a'}}>
      <div style={{display: 'flex', flexDirection: 'column', alignItems: 'center'}}>
        <div style={{width: 78, height: 96, borderRadius: '39px 39px 12px 12px', background: 'white'}} />
        <div style={{width: 40, height: 12, borderRadius: 6, marginTop: 8, background: '#e0962b'}} />
      </div>
    </div>,
    size,
  )
}
