/** How long each numbered list is: which of its numbered pages exist. */
import {defineQuery} from 'next-sanity'
import {listedArticles, listedFinalists, listedPilots} from './fragments.ts'

/** How many items each numbered list has now: which of its numbered pages exist (the proxy refuses the others unrendered). */
export const listLengthsQuery = defineQuery(`{
  "pilots": count(*[_type == "pilotsPage" && _id == "pilotsPage"][0].${listedPilots}),
  "finalists": count(*[_type == "getInspiredPage" && _id == "getInspiredPage"][0].${listedFinalists}),
  "articles": count(${listedArticles})
}`)
