/** A page's "More sections" as its route hands them to the component that draws the page (app/_shared/moreSections.ts reads them). */
import type {MoreSectionsQueryResult} from '@site/types'

export type MoreSectionsData = {
  sections: NonNullable<MoreSectionsQueryResult>['sections']
  /** An editor's preview only: each section's visual-editing attribute, by key. */
  attributes?: ReadonlyMap<string, string>
}
