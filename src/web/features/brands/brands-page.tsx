import { PageHeader } from '../../components/page-header'

/** Brands (spec 2). The full screen arrives with its feature; the header keeps the route in place. */
export function BrandsPage() {
  return <PageHeader title="Brands" description="The brands you buy and sell" />
}
