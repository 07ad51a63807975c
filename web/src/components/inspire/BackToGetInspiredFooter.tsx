/** The closing band of a Beacon or article page: the way back to the Innovation Library, once more at the end. */
import {Container} from '@/components/ui/Container'
import {BackToGetInspiredLink} from './BackToGetInspiredLink'

export function BackToGetInspiredFooter() {
  return (
    <footer className="border-t border-line bg-surface">
      <Container className="py-8 sm:py-10">
        <BackToGetInspiredLink />
      </Container>
    </footer>
  )
}
