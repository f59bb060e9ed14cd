import { Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { PublicFooter } from '../../../components/layout/public-footer';
import { PublicHeader } from '../../../components/layout/public-header';
import journey from '../../../components/layout/journey.module.css';

type TSignupLayoutProps = { title: string; children: ReactNode; stepper?: ReactNode };

/** Frame of the sign-up pages: reduced header, one card with the stepper and the step's title. */
export function SignupLayout({ title, children, stepper }: TSignupLayoutProps) {
  return (
    <div className={journey.page}>
      <PublicHeader />
      <main className={journey.main} id="main-content">
        <div className={journey.card}>
          {stepper}
          <Title order={1} size="h2" className={journey.title} id="signup-title">
            {title}
          </Title>
          {children}
        </div>
      </main>
      <PublicFooter />
    </div>
  );
}
