import { Done, Problem, WaitLine } from './status';
import type { TWordActionState } from './use-word-action';

/** The line under a Word action's buttons. */
export function WordActionStatus({ status }: { status: TWordActionState }) {
  if (status.state === 'busy') return <WaitLine>{status.doing}</WaitLine>;
  if (status.state === 'done') return <Done>{status.said}</Done>;
  if (status.state === 'failed') return <Problem>{status.problem}</Problem>;
  return null;
}
