import { usePageTitle } from '../../use-page-title';
import { FaqSection } from './components/FaqSection/FaqSection';
import { FeatureGrid } from './components/FeatureGrid/FeatureGrid';
import { Hero } from './components/Hero/Hero';
import { PricingSection } from './components/PricingSection/PricingSection';

/** The public landing page (spec 01, section 2.3). */
export function LandingPage() {
  usePageTitle(undefined);
  return (
    <>
      <Hero />
      <FeatureGrid />
      <PricingSection />
      <FaqSection />
    </>
  );
}
