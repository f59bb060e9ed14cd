import { Button, Popover, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DYNAMIC_STEPS } from '../../../components/shell/tutorial/tutorial-config';
import classes from '../demo.module.css';

/**
 * The guided tour's popovers (spec 3 §4): one step at a time, opened by a click (the default
 * trigger of spec 3 §9), with the step's text, its place among the six and next / previous.
 */
export function TutorialPopovers() {
  const { t } = useTranslation();
  const [step, setStep] = useState(0);
  const [isOpen, setOpen] = useState(false);
  const name = DYNAMIC_STEPS[step] ?? DYNAMIC_STEPS[0];
  const total = DYNAMIC_STEPS.length;
  return (
    <section className={classes.section} aria-labelledby="demo-tour-popovers">
      <Title order={2} size="h3" id="demo-tour-popovers">
        {t('demo.popovers.tour')}
      </Title>
      <Popover
        opened={isOpen}
        onChange={setOpen}
        width={320}
        position="bottom-start"
        withArrow
        trapFocus
        returnFocus
      >
        <Popover.Target>
          <Button variant="light" onClick={() => setOpen((value) => !value)} aria-expanded={isOpen}>
            {t(`shell.tour.${name}.title`)}
          </Button>
        </Popover.Target>
        <Popover.Dropdown className={classes.popover}>
          <Text fw={700}>{t(`shell.tour.${name}.title`)}</Text>
          <Text size="sm">{t(`shell.tour.${name}.text`)}</Text>
          <Text size="xs" c="dimmed">
            {t('shell.tutorial.progress', { active: step + 1, total })}
          </Text>
          <div className={classes.buttons}>
            <Button size="compact-sm" variant="default" onClick={() => setStep((step - 1 + total) % total)}>
              {t('shell.tutorial.previous')}
            </Button>
            <Button size="compact-sm" onClick={() => setStep((step + 1) % total)}>
              {t('shell.tutorial.next')}
            </Button>
          </div>
        </Popover.Dropdown>
      </Popover>
    </section>
  );
}
