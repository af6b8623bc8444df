import type { FastifyPluginAsync } from 'fastify';
import attributeValueRoutes from './routes/attribute-values.ts';
import attributeRoutes from './routes/attributes.ts';
import brandRoutes from './routes/brands.ts';
import catalogueExportRoutes from './routes/catalogue-export.ts';
import catalogueImportRoutes from './routes/catalogue-import.ts';
import categoryRoutes from './routes/categories.ts';
import collectionRoutes from './routes/collections.ts';
import productRoutes from './routes/products.ts';
import variationRoutes from './routes/variations.ts';

/**
 * The catalogue API (docs/product/api.md#catalogue): reads for everyone, answered from the response cache
 * (docs/decisions/001-catalogue-response-cache.md); writes for the admin only, each in one transaction that
 * clears every process's cache. Images are in the media module.
 */
const catalogueRoutes: FastifyPluginAsync = async (app) => {
  await app.register(collectionRoutes);
  await app.register(categoryRoutes);
  await app.register(brandRoutes);
  await app.register(productRoutes);
  await app.register(attributeRoutes);
  await app.register(variationRoutes);
  await app.register(attributeValueRoutes);
  await app.register(catalogueExportRoutes);
  await app.register(catalogueImportRoutes);
};

export default catalogueRoutes;
