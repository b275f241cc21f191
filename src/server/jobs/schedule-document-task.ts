import type { TAppContext } from '../context';
import { runDocumentTask } from '../modules/documents/run-document-task';

/** Starts a document review in the background; a stopped instance's task is resumed by the next poll. */
export const scheduleDocumentTask = (ctx: TAppContext, taskId: string) => {
  setImmediate(() => {
    runDocumentTask(ctx, taskId).catch((error) => console.error('document task failed to run', error));
  });
};
