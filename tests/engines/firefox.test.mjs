// The shared smoke suite (steps.mjs) in Debian's Firefox ESR through puppeteer-core and WebDriver BiDi.
import { smokeSuite } from './steps.mjs';
import { launch } from './firefox.mjs';

smokeSuite('Firefox', launch);
