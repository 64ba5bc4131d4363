/**
 * The Data client's schemas and checks, which `createDataClient` loads with `import()` (a chunk of
 * its own in a page's bundle: zod/mini, every schema and the answer checks) as soon as it is called.
 */
import { payloads, responses } from '../protocol/schemas.js';
import { detailsAnswerIssues, intentAnswerIssues, proposalsAnswerIssues, refundAnswerIssues } from './answers.js';
import { operationChecks } from './validate.js';

export const dataChecks = operationChecks({
  payloads,
  responses,
  answers: { proposals: proposalsAnswerIssues, intent: intentAnswerIssues, details: detailsAnswerIssues, refund: refundAnswerIssues },
});
