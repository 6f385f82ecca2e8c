// The shared smoke suite (steps.mjs) in Debian's WebKitGTK (Safari's engine) through WebKitWebDriver and selenium-webdriver.
import { smokeSuite } from './steps.mjs';
import { launch } from './webkit.mjs';

smokeSuite('WebKit', launch);
