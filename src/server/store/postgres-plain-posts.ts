// Kept at this path for the bench's floor server; the plain posts live with the submissions.
export { plainPostBatches } from './submissions/postgres-plain-posts';
