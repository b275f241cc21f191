import { rmSync } from 'node:fs';
import { SCREENSHOT_DIR } from './env';

/** Screenshots of an earlier run must not be mistaken for this run's. */
export default function globalSetup() {
  rmSync(SCREENSHOT_DIR, { recursive: true, force: true });
}
