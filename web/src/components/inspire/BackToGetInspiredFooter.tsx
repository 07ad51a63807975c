/** The closing band of a Beacon or article page: the way back to the Innovation Library, once more at the end. */
import {PAGE_PATHS} from '@site/routes'
import {BackLink} from '@/components/ui/BackLink'
import {Container} from '@/components/ui/Container'

export function BackToGetInspiredFooter() {
  return (
    <footer className="border-t border-line bg-surface">
      <Container className="py-8 sm:py-10">
        <BackLink href={PAGE_PATHS.getInspiredPage}>Back to Get Inspired</BackLink>
      </Container>
    </footer>
  )
}
