import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  ZDocumentClauseParams,
  ZDocumentClauseRefined,
  ZDocumentClauseRefineRequest,
  ZDocumentReviewPage,
  ZDocumentReviewsQuery,
} from '../../../shared/schemas/document-reviews';
import {
  DOCX_MEDIA_TYPE,
  ZDocumentPartiesFields,
  ZDocumentTask,
  ZDocumentTaskCreated,
  ZDocumentUploadFields,
  ZRedlineDocxQuery,
  ZWeActFor,
} from '../../../shared/schemas/documents';
import { ZCompanyScope } from '../../../shared/schemas/playbook';
import { ZTaskParams } from '../../../shared/schemas/review';
import type { TAppContext } from '../../context';
import { perUserLimit } from '../../plugins/per-user-limits';
import { defineRoute, parseInput, type TRouteDoc } from '../../route';
import { requireLoggedIn } from '../auth/auth.policy';
import { resolvePlaybookCompany } from '../playbook/playbook.policy';
import { acceptUpload } from './accept-upload';
import { createDocumentTask } from './create-document-task';
import { deleteDocumentReview } from './delete-document-review';
import { presentDocumentTask } from './documents.presenter';
import { getIssuesList } from './get-issues-list';
import { getRedlineDocx } from './get-redline-docx';
import { CSV_MEDIA_TYPE, issuesListCsv, issuesListXlsx, XLSX_MEDIA_TYPE } from './issues-list.presenter';
import { listDocumentReviews } from './list-document-reviews';
import { openDocumentReview } from './open-document-review';
import { readUploadParties } from './read-upload-parties';
import { refineDocumentClause } from './refine-document-clause';
import { presentRefinement } from './refined-report';

/** RFC 5987 `attr-char` leaves out `'`, `(`, `)` and `*`, which encodeURIComponent keeps as they are. */
const encodeRfc5987 = (text: string) =>
  encodeURIComponent(text).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * An attachment header that keeps any file name (RFC 6266): `filename*` with the exact name in UTF-8
 * (RFC 5987), and a `filename` fallback for old clients with everything outside printable ASCII, the
 * quote, the backslash and `%` (which some clients decode) replaced by '_'.
 */
const contentDisposition = (filename: string) =>
  `attachment; filename="${filename.replace(/[^\x20-\x7e]|["\\%]/g, '_')}"; filename*=UTF-8''${encodeRfc5987(filename)}`;

const STAGE_MESSAGES = {
  pending: 'Review in progress',
  completed: 'Review completed',
  failed: 'Review failed',
} as const;

/** A review waiting for a free slot (decision 038): all are busy, or two of the user's own are running. */
const QUEUED_MESSAGE = 'Review queued: it starts as soon as a review slot is free';

export const registerDocumentRoutes = (app: FastifyInstance, ctx: TAppContext, docs: TRouteDoc[]) => {
  defineRoute(app, docs, {
    method: 'POST',
    url: '/api/v1/test/final/document/',
    summary:
      'Upload a PDF or DOCX, or a plain-text file (≤ 200 MB; multipart: selected_contract, file, optional we_act_for: one of the parties the contract defines) for a full review; answers a task id',
    tag: 'documents',
    access: 'logged-in',
    query: ZCompanyScope,
    body: ZDocumentUploadFields,
    response: ZDocumentTaskCreated,
    status: 202,
    upload: { maxBytes: ctx.limits.uploadMaxBytes },
    perUserLimit: perUserLimit(ctx, 'document-upload'),
    handler: async ({ body, request, principal }) => {
      const companyId = await resolvePlaybookCompany(ctx.db, request);
      const { file, kind } = await acceptUpload(request, ctx.config.documentWork.limits);
      const reviewer = requireLoggedIn(principal);
      const choice = {
        contract: body.selected_contract,
        ...(body.we_act_for && { weActFor: body.we_act_for }),
      };
      const taskId = await createDocumentTask(ctx, companyId, choice, file, kind, reviewer);
      ctx.tasks.wake();
      return { message: 'Document received: the review is running', data: { taskid: taskId } };
    },
  });

  defineRoute(app, docs, {
    method: 'POST',
    url: '/api/v1/test/document/parties',
    summary:
      'The parties a contract defines, each with the playbook role it plays, and the one we are taken to act for, read before its review (multipart: selected_contract, file; the file is not kept)',
    tag: 'documents',
    access: 'logged-in',
    query: ZCompanyScope,
    body: ZDocumentPartiesFields,
    response: ZWeActFor,
    upload: { maxBytes: ctx.limits.uploadMaxBytes },
    perUserLimit: perUserLimit(ctx, 'document-parties'),
    handler: async ({ body, request }) => {
      const companyId = await resolvePlaybookCompany(ctx.db, request);
      const upload = await acceptUpload(request, ctx.config.documentWork.limits);
      const parties = await readUploadParties(ctx, companyId, body.selected_contract, upload);
      return {
        message: parties.parties.length === 0 ? 'No parties could be read from the contract' : 'Parties read',
        data: parties,
      };
    },
  });

  defineRoute(app, docs, {
    method: 'GET',
    url: '/api/v1/test/document/:taskid',
    summary: 'Progress of a document review and, once completed, its report',
    tag: 'documents',
    access: 'logged-in',
    query: ZCompanyScope,
    params: ZTaskParams,
    response: ZDocumentTask,
    handler: async ({ params, request }) => {
      const companyId = await resolvePlaybookCompany(ctx.db, request);
      const { task: row, refined } = await openDocumentReview(ctx, companyId, params.taskid);
      const task = presentDocumentTask(row, refined?.result ?? null, ctx.config.documentRetentionDays);
      return {
        message:
          task.error ?? (task.progress?.stage === 'queued' ? QUEUED_MESSAGE : STAGE_MESSAGES[task.status]),
        meta: { status: task.status, progress: task.progress },
        data: task,
      };
    },
  });

  const redlineUrl = '/api/v1/test/document/:taskid/redline.docx';
  docs.push({
    method: 'GET',
    url: redlineUrl,
    summary: 'The reviewed document as a Word file with tracked changes (?level=preferred|acceptable)',
    tag: 'documents',
    access: 'logged-in',
    // company_id is read by resolvePlaybookCompany, as on every /test call.
    query: ZRedlineDocxQuery.extend(ZCompanyScope.shape),
    params: ZTaskParams,
    response: ZTaskParams,
    rawAnswer: {
      contentType: DOCX_MEDIA_TYPE,
      binary: true,
      description: 'The Word file (DOCX), as an attachment named after the upload',
    },
  });
  app.get(redlineUrl, async (request, reply) => {
    requireLoggedIn(request.principal);
    const { level } = parseInput(ZRedlineDocxQuery, request.query);
    const { taskid } = parseInput(ZTaskParams, request.params);
    const companyId = await resolvePlaybookCompany(ctx.db, request);
    const { task, refined } = await openDocumentReview(ctx, companyId, taskid);
    const docx = await getRedlineDocx(ctx, task, level, refined);
    return reply
      .type(DOCX_MEDIA_TYPE)
      .header('content-disposition', contentDisposition(docx.filename))
      .header('content-length', docx.bytes)
      .send(docx.stream);
  });

  defineRoute(app, docs, {
    method: 'DELETE',
    url: '/api/v1/test/document/:taskid',
    summary:
      'Delete a document review with its report, refinements, uploaded document and Word files (the user who started it, or a master admin)',
    tag: 'documents',
    access: 'logged-in',
    query: ZCompanyScope,
    params: ZTaskParams,
    response: z.null(),
    status: 204,
    handler: async ({ params, principal, request }) => {
      const companyId = await resolvePlaybookCompany(ctx.db, request);
      await deleteDocumentReview(ctx, requireLoggedIn(principal), companyId, params.taskid);
      return { message: 'Review deleted', data: null };
    },
  });

  defineRoute(app, docs, {
    method: 'GET',
    url: '/api/v1/test/document/',
    summary:
      "The company's document reviews, newest first: who started each and when, where it stands, its clauses by verdict (?limit, ?cursor, ?status, ?contract)",
    tag: 'documents',
    access: 'logged-in',
    query: ZDocumentReviewsQuery,
    response: ZDocumentReviewPage,
    handler: async ({ query, request }) => {
      const companyId = await resolvePlaybookCompany(ctx.db, request);
      const page = await listDocumentReviews(ctx.db, companyId, query);
      return {
        message: page.reviews.length === 0 ? 'No document reviews' : 'Document reviews',
        data: page,
      };
    },
  });

  defineRoute(app, docs, {
    method: 'POST',
    url: '/api/v1/test/document/:taskid/clauses/:index/refine',
    summary:
      "Refine a rewrite of a document review's clause with feedback; kept with the review (its report and Word files show it), its redline as a task",
    tag: 'documents',
    access: 'logged-in',
    query: ZCompanyScope,
    params: ZDocumentClauseParams,
    body: ZDocumentClauseRefineRequest,
    response: ZDocumentClauseRefined,
    perUserLimit: perUserLimit(ctx, 'refine'),
    handler: async ({ params, body, request, principal }) => {
      const companyId = await resolvePlaybookCompany(ctx.db, request);
      const { taskId, level, refinement, warnings, status, index, row } = await refineDocumentClause(
        ctx,
        companyId,
        { taskId: params.taskid, index: params.index },
        body,
        requireLoggedIn(principal),
      );
      return {
        message: 'Clause refined and kept with the review',
        data: {
          taskid: taskId,
          clause_type: level,
          [`${level}_final_clause`]: refinement.clause,
          engine: refinement.engine,
          ...(warnings.length > 0 && { warnings }),
          status,
          index,
          refinement: presentRefinement(row),
        },
      };
    },
  });
  registerIssuesListRoutes(app, ctx, docs);
};

/** The issues list of a document review as a workbook or as CSV, under the report's tenancy rules. */
const registerIssuesListRoutes = (app: FastifyInstance, ctx: TAppContext, docs: TRouteDoc[]) => {
  const formats = [
    {
      extension: 'xlsx',
      contentType: XLSX_MEDIA_TYPE,
      binary: true,
      description: 'The issues list as an Excel workbook, as an attachment named after the upload',
      render: issuesListXlsx,
    },
    {
      extension: 'csv',
      contentType: CSV_MEDIA_TYPE,
      binary: false,
      description: 'The issues list as CSV (RFC 4180, header row), as an attachment named after the upload',
      render: async (list: Parameters<typeof issuesListCsv>[0]) => issuesListCsv(list),
    },
  ] as const;
  for (const format of formats) {
    const url = `/api/v1/test/document/:taskid/issues.${format.extension}`;
    docs.push({
      method: 'GET',
      url,
      summary: `The issues list of a document review (${format.extension.toUpperCase()}): every clause with a finding, its reason and proposed change, a status column`,
      tag: 'documents',
      access: 'logged-in',
      query: ZCompanyScope,
      params: ZTaskParams,
      response: ZTaskParams,
      rawAnswer: { contentType: format.contentType, binary: format.binary, description: format.description },
    });
    app.get(url, async (request, reply) => {
      requireLoggedIn(request.principal);
      const { taskid } = parseInput(ZTaskParams, request.params);
      const companyId = await resolvePlaybookCompany(ctx.db, request);
      const { task, refined } = await openDocumentReview(ctx, companyId, taskid);
      const list = getIssuesList(task, refined?.result ?? null);
      const base = list.filename.replace(/\.[^.]+$/, '') || 'document';
      return reply
        .type(format.contentType)
        .header('content-disposition', contentDisposition(`${base} - issues.${format.extension}`))
        .send(Buffer.from(await format.render(list)));
    });
  }
};
