/**
 * The privacy notice's version: shown with registration, the first sign-in by Google or phone, and /Privacy, and
 * recorded with every consent given or withdrawn (docs/product/privacy.md#notice). Raise it when the notice's
 * meaning changes.
 */
export const PRIVACY_NOTICE_VERSION = '2026-11-28';
