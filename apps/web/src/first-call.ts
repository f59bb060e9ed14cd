// The page's first script: starts the theme call while the app's code loads (index.html).
import { startFirstThemeCall } from './lib/theme/first-theme-call';

startFirstThemeCall();
