import { DemoLayout } from '../demo-layout';
import { ThemeSwitcher } from '../theme-switcher';
import { FormulaTable } from './formula-table';
import { IdentityWarning } from './identity-warning';
import { ModalsDemo } from '../modals-demo';
import { OtpDemo } from './otp-demo';
import { SampleCarousel } from './sample-carousel';
import { TutorialPopovers } from './tutorial-popovers';

/** Component showcase (spec 3 §2 Demo pages); non-production builds only. */
export function ShowcasePage() {
  return (
    <DemoLayout titleKey="demo.showcase.title" testId="demo-showcase-page">
      <ThemeSwitcher />
      <SampleCarousel />
      <ModalsDemo />
      <TutorialPopovers />
      <FormulaTable />
      <OtpDemo />
      <IdentityWarning />
    </DemoLayout>
  );
}
