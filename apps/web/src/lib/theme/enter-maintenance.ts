import { fetchTheme } from './fetch-theme';
import { setThemeState } from './theme-store';

let entering: Promise<void> | null = null;

/**
 * The server has just refused a call for maintenance: ask the theme again (not the answer the
 * session saved, which a maintenance answer also drops) and hold the maintenance flag, so the
 * maintenance route's guard lets the page in. The page's recheck brings the app back once the
 * server says the theme is alive. Calls refused together ask once.
 */
export function enterMaintenance(): Promise<void> {
  entering ??= fetchTheme({ mustAsk: true })
    .then((theme) => setThemeState({ ...theme, alive: false }))
    .finally(() => {
      entering = null;
    });
  return entering;
}
