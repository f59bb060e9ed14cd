import { Title } from '@mantine/core';
import { useEffect, useRef, type ReactNode } from 'react';
import classes from './forgot.module.css';

type TStepHeadingProps = {
  children: ReactNode;
  order?: 1 | 2;
  id?: string;
  /** False for the step a page opens on: the focus then stays where the browser put it. */
  isFocused?: boolean;
};

/**
 * Heading of a step that replaces the previous one on the same page: it takes the focus when it
 * appears, so keyboard and screen-reader users land on the new step instead of on nothing.
 */
export function StepHeading({ children, order = 2, id, isFocused = true }: TStepHeadingProps) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (isFocused) ref.current?.focus();
  }, [isFocused]);
  return (
    <Title
      order={order}
      size={order === 1 ? 'h2' : 'h3'}
      ref={ref}
      tabIndex={-1}
      id={id}
      className={classes.heading}
    >
      {children}
    </Title>
  );
}
