import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { productLabelsQuery, rackLabelsQuery } from '../../contract/labelQueries';
import type { Database } from '../db/client';
import { needs } from '../plugins/routeAccess';
import { productLabelSheet, productLabels, rackLabelSheet, rackLabels } from '../services/labels';
import type { Api } from './collections';

// Issue 20 item 1: printable label sheets, made by the server so every browser prints the same.

/** A PDF download: its answer, documented. */
export const pdfAnswer = { 200: { description: 'PDF, shown in the browser to print', content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } } } };

/** The PDF streams out as pdfkit writes it; it is made for this request, so no cache keeps it. */
function sendPdf(reply: FastifyReply, pdf: PDFKit.PDFDocument, filename: string) {
  return reply.type('application/pdf').header('Content-Disposition', `inline; filename="${filename}"`).header('Cache-Control', 'no-store').send(pdf);
}

export function labelRoutes(app: Api, { db }: Database): void {
  app.get(
    '/api/labels/products.pdf',
    {
      ...needs('products', 'read'),
      schema: {
        summary: 'Product labels as a PDF: SKU, name, a Code 128 of the barcode (else the SKU) and, with price=1, the dealer price',
        querystring: productLabelsQuery,
        response: pdfAnswer,
      },
    },
    async (request, reply) => {
      const labels = await productLabels(db, request.query);
      return sendPdf(reply, await productLabelSheet(labels, request.query.layout), 'product-labels.pdf');
    },
  );

  app.get(
    '/api/labels/racks.pdf',
    {
      ...needs('racks', 'read'),
      schema: {
        summary: 'Rack labels as a PDF: the rack path, its name and a QR code of the path; racks by ids, or every rack of a warehouse or room',
        querystring: rackLabelsQuery,
        response: pdfAnswer,
      },
    },
    async (request, reply) => {
      const labels = await rackLabels(db, request.query);
      return sendPdf(reply, await rackLabelSheet(labels, request.query.layout), 'rack-labels.pdf');
    },
  );
}
