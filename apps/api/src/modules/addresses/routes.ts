import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addressInput, pincodePlace, userAddress as address } from '@store/shared/schemas/address';
import { pincodeParams } from '@store/shared/schemas/delivery';
import { errorBody, idParams } from '@store/shared/schemas/errors';
import { ownerOf } from './owner.ts';
import { lookUpPin } from './pin-codes.ts';
import { addAddress, deleteAddress, getAddress, listAddresses, setDefaultAddress, updateAddress } from './service.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
const security = [{ bearer: [] }];

/**
 * The address book (docs/product/api.md#addresses), for the token's own user only
 * (docs/decisions/005-owners-only.md).
 */
const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const view = <T extends { created_at: string; updated_at: string }>(row: T) => ({
    ...row,
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  });

  // GET /UserAddress/{email} lists the book; GET /UserAddress/{id} reads one address: one route, since both shapes
  // are kept from the original API (docs/product/api.md#addresses).
  app.get(
    '/UserAddress/:key',
    {
      config: { permission: 'signed-in' },
      schema: {
        tags: ['addresses'],
        security,
        description:
          "An email lists that user's addresses (own email only, or any for the admin); a number reads one of your own addresses.",
        params: z.object({ key: z.string() }),
        response: { 200: z.union([z.array(address), address]), ...errors },
      },
    },
    async (request) => {
      const user = request.user!;
      const { key } = request.params;
      if (/^\d+$/.test(key)) return view(await getAddress(db, user.user_id, Number(key)));
      return (await listAddresses(db, await ownerOf(db, user, key, 'addresses'))).map(view);
    },
  );

  app.post(
    '/UserAddress',
    {
      config: { permission: 'signed-in' },
      schema: {
        tags: ['addresses'],
        security,
        description: "Adds to the signed-in user's book (`user_name` is ignored: the owner is the token's user).",
        body: addressInput,
        response: { 201: address, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(view(await db.transaction((tx) => addAddress(tx, request.user!.user_id, request.body)))),
  );

  app.put(
    '/UserAddress/:id',
    {
      config: { permission: 'signed-in' },
      schema: {
        tags: ['addresses'],
        security,
        params: idParams,
        body: addressInput,
        response: { 200: address, ...errors },
      },
    },
    async (request) =>
      view(await db.transaction((tx) => updateAddress(tx, request.user!.user_id, request.params.id, request.body))),
  );

  app.put(
    '/UserAddress/:id/set-default',
    {
      config: { permission: 'signed-in' },
      schema: { tags: ['addresses'], security, params: idParams, response: { 200: address, ...errors } },
    },
    async (request) =>
      view(await db.transaction((tx) => setDefaultAddress(tx, request.user!.user_id, request.params.id))),
  );

  app.get(
    '/pincode/:pincode',
    {
      config: { permission: 'public' },
      schema: {
        tags: ['addresses'],
        description:
          "Where a 6-digit PIN code is, from the store's PIN directory: the city (district) and state(s) the address form fills in. `known: false` when the directory lacks it; 400 for anything but 6 digits.",
        params: pincodeParams,
        response: { 200: pincodePlace, 400: errorBody },
      },
    },
    async (request, reply) => {
      // The directory ships with the code: it changes only with a new release.
      reply.header('cache-control', 'public, max-age=86400');
      const place = lookUpPin(request.params.pincode);
      return {
        pincode: request.params.pincode,
        known: place !== null,
        city: place?.city ?? null,
        state: place?.states[0] ?? null,
        states: place?.states ?? [],
      };
    },
  );

  app.delete(
    '/UserAddress/:id',
    {
      config: { permission: 'signed-in' },
      schema: { tags: ['addresses'], security, params: idParams, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await db.transaction((tx) => deleteAddress(tx, request.user!.user_id, request.params.id));
      return reply.status(204).send(null);
    },
  );
};

export default addressRoutes;
