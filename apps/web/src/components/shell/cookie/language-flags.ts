import type { TLanguage } from '@nomina/domain';
import de from '../../../assets/flags/de.svg';
import en from '../../../assets/flags/en.svg';
import es from '../../../assets/flags/es.svg';
import fr from '../../../assets/flags/fr.svg';
import it from '../../../assets/flags/it.svg';
import pt from '../../../assets/flags/pt.svg';

/** Flag pictures of the portal languages, bundled with the app (no image is fetched elsewhere). */
export const LANGUAGE_FLAGS: Record<TLanguage, string> = { fr, en, de, es, it, pt };
