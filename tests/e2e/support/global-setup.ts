import { rmSync } from 'node:fs';
import { AXE_DIR, SCREENSHOT_DIR } from './env';

/** Screenshots and accessibility findings of an earlier run must not be mistaken for this run's. */
export default function globalSetup() {
  rmSync(SCREENSHOT_DIR, { recursive: true, force: true });
  rmSync(AXE_DIR, { recursive: true, force: true });
}
