import {revalidateTag} from 'next/cache'

export async function POST() {
  revalidateTag('addresses', 'max')
  return Response.json({revalidated: true})
}
