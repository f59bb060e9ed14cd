import { ModalsDemo } from '../modals-demo';
import { DemoLayout } from '../demo-layout';
import { ButtonsDemo } from './buttons-demo';
import { ConfirmationModalDemo } from './confirmation-modal-demo';
import { DividendChoiceDemo } from './dividend-choice-demo';
import { PopoverTutorialDemo } from './popover-tutorial-demo';
import { TabsTitlesDemo } from './tabs-titles-demo';

/** Theming demo (spec 3 §2 Demo pages): the theme's widgets; non-production builds only. */
export function ThemingPage() {
  return (
    <DemoLayout titleKey="demo.theming.title" testId="demo-theming-page">
      <ButtonsDemo />
      <TabsTitlesDemo />
      <PopoverTutorialDemo />
      <ConfirmationModalDemo />
      <ModalsDemo />
      <DividendChoiceDemo />
    </DemoLayout>
  );
}
