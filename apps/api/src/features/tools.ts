/**
 * The free tools' API side: each tool's router (its rate limit and clock handed in), its OpenAPI
 * entries and whether it reads a JSON body. app.ts mounts them and meta/openapi.ts documents them
 * from this list, so a new tool's API is its router folder plus one line here. The ids are the
 * web's tools registry's (apps/web/src/app/tools.ts); a tool worked out only in the browser needs
 * no line.
 */
import type { RequestHandler, Router } from 'express';
import type { RouteDoc } from '../http/openapi.js';
import { babyNamesDocs } from './baby-names/openapi.js';
import { babyNamesRouter } from './baby-names/router.js';
import { businessNameDocs } from './business-name/openapi.js';
import { businessNameRouter } from './business-name/router.js';
import { compareNumbersDocs } from './compare-numbers/openapi.js';
import { compareNumbersRouter } from './compare-numbers/router.js';
import { compatibilityDocs } from './compatibility/openapi.js';
import { compatibilityRouter } from './compatibility/router.js';
import { houseNumberDocs } from './house-number/openapi.js';
import { houseNumberRouter } from './house-number/router.js';
import { mobileNumberDocs } from './mobile-number/openapi.js';
import { mobileNumberRouter } from './mobile-number/router.js';
import { nameSuggestionsDocs } from './name-suggestions/openapi.js';
import { nameSuggestionsRouter } from './name-suggestions/router.js';
import { numerologyTodayDocs } from './numerology-today/openapi.js';
import { numerologyTodayRouter } from './numerology-today/router.js';
import { vehicleNumberDocs } from './vehicle-number/openapi.js';
import { vehicleNumberRouter } from './vehicle-number/router.js';

export interface ApiTool {
  /** The tool's id in the web's tools registry. */
  id: string;
  router: (limit: RequestHandler, now: () => Date) => Router;
  docs: readonly RouteDoc[];
  /** Reads a JSON body: mounted after the body parser, the body-less ones before it. */
  body: boolean;
}

export const API_TOOLS: readonly ApiTool[] = [
  { id: 'nameCorrection', router: nameSuggestionsRouter, docs: nameSuggestionsDocs, body: false },
  { id: 'mobileNumber', router: mobileNumberRouter, docs: mobileNumberDocs, body: false },
  { id: 'compatibility', router: compatibilityRouter, docs: compatibilityDocs, body: true },
  { id: 'numerologyToday', router: numerologyTodayRouter, docs: numerologyTodayDocs, body: false },
  { id: 'vehicleNumber', router: vehicleNumberRouter, docs: vehicleNumberDocs, body: false },
  { id: 'houseNumber', router: houseNumberRouter, docs: houseNumberDocs, body: false },
  { id: 'babyNames', router: babyNamesRouter, docs: babyNamesDocs, body: false },
  { id: 'businessName', router: businessNameRouter, docs: businessNameDocs, body: false },
  // The mobile page's comparison (the vehicle page's too, once core reads vehicle numbers).
  { id: 'compareNumbers', router: compareNumbersRouter, docs: compareNumbersDocs, body: true },
];
