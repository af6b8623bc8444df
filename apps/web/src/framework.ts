/**
 * The libraries the app starts with, loaded and evaluated by src/boot.ts in a task of their own before the app's own
 * modules (docs/product/storefront.md#page-weight): evaluating all of them at once was the page's longest task.
 */
import 'react';
import 'react-dom/client';
import 'react-router';
import '@tanstack/react-query';
