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

/** The longest first or last name (docs/product/accounts.md#names). */
export const PERSON_NAME_MAX = 50;
/** Letters and combining marks of any script, then also spaces, `.`, `'` (or ’) and `-`. */
const PERSON_NAME = /^[\p{L}\p{M}][\p{L}\p{M} .'’-]*$/u;
/** Something a mail program would show as a link: `evil.com`, `www.x.in`; a scheme needs `:` or `/` anyway. */
const LINK_LIKE = /[\p{L}\p{M}]\.[\p{L}]{2,}/u;

const personNameRules = (label: string) =>
  z
    .string()
    .max(PERSON_NAME_MAX, `${label} must be at most ${PERSON_NAME_MAX} characters`)
    .refine((value) => !LINK_LIKE.test(value), `${label} must not contain a link`)
    .refine((value) => PERSON_NAME.test(value), `${label} can contain only letters, spaces and . ' -`);

/**
 * A person's name (docs/product/accounts.md#names): letters, marks, spaces, `.`, `'`, `-`, at most 50 characters, no
 * line break, digit or link, so text a registrant types cannot carry a message into anyone's inbox. `label` starts
 * each message ("First name must …"); blank gives `requiredMessage`.
 */
export const personName = (label: string, requiredMessage: string) =>
  z.string({ error: requiredMessage }).trim().min(1, requiredMessage).pipe(personNameRules(label));

/** An optional name under the same rules; blank or missing is null. */
export const optionalPersonName = (label: string) =>
  z
    .string()
    .trim()
    .nullish()
    .transform((value) => (value ? value : null))
    .pipe(personNameRules(label).nullable());
