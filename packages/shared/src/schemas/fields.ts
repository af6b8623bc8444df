import { z } from 'zod';
import { messages } from '../messages.ts';

/** A required text field: missing, null or blank gives `message`. */
export const requiredText = (message: string, max = 200) =>
  z.string({ error: message }).trim().min(1, message).max(max, `At most ${max} characters`);

export const optionalText = (max = 200) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : null));

const blankToUndefined = (value: unknown) =>
  value === '' || value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

/** A number typed into a form (number inputs send strings); blank counts as missing. */
export const requiredNumber = (message: string = messages.required) =>
  z.preprocess(blankToUndefined, z.coerce.number({ error: message }).refine(Number.isFinite, message));

export const optionalNumber = () =>
  z.preprocess(blankToUndefined, z.coerce.number({ error: 'Must be a number' }).optional());

export const money = (message: string = messages.required) =>
  requiredNumber(message)
    .refine((value) => value >= 0, 'Must not be negative')
    .refine((value) => value <= 10_000_000, 'Too large')
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'At most two decimals');

export const optionalMoney = () =>
  optionalNumber()
    .refine((value) => value === undefined || value >= 0, 'Must not be negative')
    .refine((value) => value === undefined || value <= 10_000_000, 'Too large');

export const stockCount = (message: string = messages.required) =>
  requiredNumber(message)
    .refine(Number.isInteger, 'Must be a whole number')
    .refine((value) => value >= 0, 'Must not be negative')
    .refine((value) => value <= 1_000_000, 'Too large');

export const id = (message: string = messages.required) =>
  requiredNumber(message).refine((value) => Number.isInteger(value) && value > 0, message);

export const percent = () =>
  optionalNumber().refine((value) => value === undefined || (value >= 0 && value <= 100), 'Between 0 and 100');

export const checkbox = () =>
  z.preprocess((value) => (value === 'true' ? true : value === 'false' ? false : value), z.boolean().optional());
