import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody, idParams } from '@store/shared/schemas/errors';
import { auditActor } from '../../audit/record.ts';
import { cancelJob, createJob, getJob, listJobs, startApply } from '../import/jobs.ts';
import { applyBody, importJob, runningConflict } from '../import/schema.ts';
import { storeUpload } from '../import/upload.ts';
import { adminErrors, adminOnly } from './common.ts';

/**
 * The catalogue import (docs/product/catalogue-import.md#import, docs/product/api.md#catalogue-import): upload a CSV
 * (and a ZIP of images), read the dry run's report, apply, cancel. For whoever may import (`catalogue.import`); the
 * work is done by the import job (import/runner.ts), never in the request.
 */
const catalogueImportRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const { config } = app;
  const admin = adminOnly('catalogue.import');
  const largest = Math.max(config.IMPORT_MAX_BYTES, config.IMPORT_MAX_ZIP_BYTES);
  // Each file's own limit is checked as it streams; the plugin's bound only stops a runaway part.
  await app.register(multipart, { limits: { fileSize: largest + 1, files: 2, fields: 5, parts: 8 } });
  const kick = () => void app.catalogueImports.work();
  const schema = (description: string) => ({ tags: ['products'], security: admin.security, description });

  app.post(
    '/admin/catalogue/imports',
    {
      config: admin.config,
      schema: {
        ...schema(
          'Uploads a catalogue CSV (`file`) and optionally a ZIP of images (`images`) as multipart/form-data, with `create_missing` (`true`/`false`); stores them and starts the dry run. 413 over IMPORT_MAX_BYTES or IMPORT_MAX_ZIP_BYTES; 400 without a CSV, for a file that is not CSV, or a ZIP entry whose path leaves its folder.',
        ),
        consumes: ['multipart/form-data'],
        response: { 202: z.object({ id: z.number().int() }), ...adminErrors, 413: errorBody },
      },
    },
    async (request, reply) => {
      const upload = await storeUpload(app, request);
      const id = await createJob(db, {
        file_name: upload.fileName,
        images_name: upload.imagesName,
        upload_id: upload.uploadId,
        create_missing: upload.createMissing,
        created_by: request.user?.user_id ?? null,
      });
      kick();
      return reply.status(202).send({ id });
    },
  );

  app.get(
    '/admin/catalogue/imports',
    {
      config: admin.config,
      schema: {
        ...schema('The latest 20 imports, newest first.'),
        response: { 200: z.object({ items: z.array(importJob) }), ...adminErrors },
      },
    },
    async () => ({ items: await listJobs(db) }),
  );

  app.get(
    '/admin/catalogue/imports/:id',
    {
      config: admin.config,
      schema: {
        ...schema('One import: its status, progress, the dry run report and the result.'),
        params: idParams,
        response: { 200: importJob, ...adminErrors },
      },
    },
    (request) => getJob(db, request.params.id),
  );

  app.post(
    '/admin/catalogue/imports/:id/apply',
    {
      config: admin.config,
      schema: {
        ...schema(
          'Applies a checked import in the background. 409 (with `running`) while another import applies, 409 unless the import is checked, 400 when its report has errors and `skip_errors` is not true.',
        ),
        params: idParams,
        body: applyBody,
        response: { 202: importJob, ...adminErrors, 409: runningConflict },
      },
    },
    async (request, reply) => {
      const body = request.body ?? {};
      await startApply(
        db,
        request.params.id,
        { skip_errors: body.skip_errors === true, deactivate_missing: body.deactivate_missing === true },
        auditActor(request),
      );
      kick();
      return reply.status(202).send(await getJob(db, request.params.id));
    },
  );

  app.post(
    '/admin/catalogue/imports/:id/cancel',
    {
      config: admin.config,
      schema: {
        ...schema(
          'Cancels an import: one being checked or checked at once, one applying after its current batch. 409 for one that has ended.',
        ),
        params: idParams,
        response: { 200: importJob, ...adminErrors },
      },
    },
    async (request) => {
      await cancelJob(db, request.params.id);
      return getJob(db, request.params.id);
    },
  );
};

export default catalogueImportRoutes;
