// A post with a file (the CV): its content is checked (cv-inspection.ts: up to seconds of a worker
// thread) only for a post that passed the robot check and its rate limits. Its turn among the process's
// checks comes first: with none free, the post is told to come back at no cost, before anything is spent
// or counted. Then the challenge is spent and the limits counted in a transaction of their own, so the
// save that follows spends and counts nothing again; a repeat of a stored post is answered as the
// first, counting nothing.
import { addFormError, emptyFormErrors, fileField } from '../../domain/forms/schemas';
import type { FormStore } from '../store/form-store';
import { checkCvContent } from './cv-file';
import { inspectionTurn } from './cv-inspection';
import type { CheckedFile, CheckedPost } from './form-post-checks';
import type { PostReplies } from './form-post-replies';
import { storedBody } from './form-post-save';
import type { FormOutcome } from './form-post-types';

/** The refusal of a post with a file, or undefined when it may be saved. */
export async function checkFileFirst(
  post: CheckedPost,
  file: CheckedFile,
  store: FormStore,
  replies: PostReplies,
): Promise<FormOutcome | undefined> {
  const turn = await inspectionTurn();
  if (turn === undefined) return replies.fileCheckBusy();
  const refusal = async (): Promise<FormOutcome | undefined> => {
    const ahead = await store.attemptSubmission({
      challenge: post.challenge,
      limits: post.limits,
      now: post.now,
      ahead: { id: post.id, kind: post.kind, body: storedBody(post.value) },
    });
    const stopped = replies.stopped(ahead, post.id, post.challenge === undefined);
    if (stopped !== undefined) return stopped;
    // The refusals keep their order: a spent challenge, then a limit, then the facts, then the file.
    if (Object.keys(post.facts).length > 0) return replies.refuse(post.facts);
    const unsafe = await checkCvContent(file.bytes, file.type, turn);
    if (unsafe === undefined) return undefined;
    return replies.refuse(addFormError(emptyFormErrors(), fileField, { key: unsafe }));
  };
  return refusal().finally(turn.release);
}
