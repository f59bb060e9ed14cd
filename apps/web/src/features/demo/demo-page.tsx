import { TermsOfUse } from '../../components/terms/terms-of-use';
import { DemoLayout } from './demo-layout';
import classes from './demo.module.css';
import { LoadersDemo } from './loaders-demo';
import { ModalsDemo } from './modals-demo';
import { ThemeSwitcher } from './theme-switcher';

/** Developer showcase of the shared widgets; the route exists only in non-production builds. */
export function DemoPage() {
  return (
    <DemoLayout titleKey="demo.title" testId="demo-page">
      <ModalsDemo />
      <LoadersDemo />
      <ThemeSwitcher />
      <section className={classes.section}>
        <TermsOfUse />
      </section>
    </DemoLayout>
  );
}
