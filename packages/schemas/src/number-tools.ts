/**
 * The vehicle and house number tools' API shapes. Both take the number and the owner's date of
 * birth as a query, checked by numerology-core's own rules, each problem named by its field.
 */
import {
  NumerologyInputError,
  houseNumber,
  parseDob,
  vehicleRegistration,
} from '@ankvidya/numerology-core';
import { z } from 'zod';
import { latestToday } from './today.js';

const digitSchema = z.number().int().min(1).max(9);
const harmonySchema = z.enum(['friendly', 'neutral', 'challenging']);
const harmonyPairSchema = z.object({ moolank: harmonySchema, bhagyank: harmonySchema });

/** A query of number and dob, the number checked by `checkNumber` (which throws core's error). */
function numberQuerySchema(checkNumber: (typed: string) => unknown) {
  return z
    .object({
      number: z.string().max(100).default(''),
      dob: z.string().max(40).default(''),
    })
    .superRefine((query, ctx) => {
      const checks: Array<[string, () => unknown]> = [
        ['number', () => checkNumber(query.number)],
        ['dob', () => parseDob(query.dob, latestToday())],
      ];
      for (const [field, check] of checks) {
        try {
          check();
        } catch (error) {
          if (!(error instanceof NumerologyInputError)) throw error;
          ctx.addIssue({ code: 'custom', path: [field], message: error.message });
        }
      }
    })
    .transform(({ number, dob }) => ({ number, dob: dob.trim() }));
}

/** GET /api/vehicle-number?number&dob */
export const vehicleNumberQuerySchema = numberQuerySchema(vehicleRegistration);
export type VehicleNumberQuery = z.output<typeof vehicleNumberQuerySchema>;

export const vehicleNumberResponseSchema = z.object({
  /** The registration as the plate shows it: "MH 12 AB 1234". */
  number: z.string(),
  digits: z.array(z.number().int().min(0).max(9)),
  total: z.number().int().min(1),
  reduced: digitSchema,
  lastFour: z.object({
    digits: z.string().regex(/^\d{4}$/),
    total: z.number().int().min(1),
    reduced: digitSchema,
  }),
  letters: z.object({
    values: z.array(z.object({ letter: z.string().length(1), value: digitSchema })),
    total: z.number().int().min(0),
    withDigits: z.number().int().min(1),
    reduced: digitSchema,
  }),
  moolank: digitSchema,
  bhagyank: digitSchema,
  harmony: harmonyPairSchema,
});
export type VehicleNumberResponse = z.infer<typeof vehicleNumberResponseSchema>;

/** GET /api/house-number?number&dob */
export const houseNumberQuerySchema = numberQuerySchema(houseNumber);
export type HouseNumberQuery = z.output<typeof houseNumberQuerySchema>;

export const houseNumberResponseSchema = z.object({
  /** The number as the door shows it, tidied: "A-504". */
  number: z.string(),
  parts: z.array(
    z.object({ character: z.string().length(1), value: z.number().int().min(0).max(9) }),
  ),
  total: z.number().int().min(1),
  reduced: digitSchema,
  moolank: digitSchema,
  bhagyank: digitSchema,
  harmony: harmonyPairSchema,
});
export type HouseNumberResponse = z.infer<typeof houseNumberResponseSchema>;
