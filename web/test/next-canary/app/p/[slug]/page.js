import {readFileSync} from 'node:fs'
import {unstable_cache} from 'next/cache'
import {notFound, permanentRedirect} from 'next/navigation'

export const dynamicParams = true

const addresses = unstable_cache(async () => JSON.parse(readFileSync(process.env.CANARY_ADDRESSES, 'utf8')), ['addresses'], {
  tags: ['addresses'],
})

export async function generateStaticParams() {
  return [{slug: (await addresses()).current}]
}

async function judge(params) {
  const {slug} = await params
  const {current, earlier = []} = await addresses()
  if (earlier.includes(slug)) permanentRedirect(`/p/${current}`)
  if (slug !== current) notFound()
}

export async function generateMetadata({params}) {
  await judge(params)
  return {title: 'A page'}
}

export default async function Page({params}) {
  await judge(params)
  return <h1>A page</h1>
}
