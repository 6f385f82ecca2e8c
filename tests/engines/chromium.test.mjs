// The shared smoke suite (steps.mjs) in Debian's Chromium through playwright-core (beside the full suite in tests/e2e/).
import { smokeSuite } from './steps.mjs';
import { launch } from './chromium.mjs';

smokeSuite('Chromium', launch);
