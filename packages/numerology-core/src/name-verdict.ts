/** Verdicts on a name's numbers as a whole; the words for them live in content. */
import type { CompoundTone } from './compound.js';
import type { Harmony } from './harmony.js';

/** The naamank against moolank and bhagyank; null (or null verdicts) when there is no naamank. */
export type HarmonyPair = {
  moolank: Harmony | null;
  bhagyank: Harmony | null;
} | null;

/** Whether the naamank is friendly to both moolank and bhagyank: no new spelling is needed. */
export function friendlyToBoth(harmony: HarmonyPair): boolean {
  return harmony?.moolank === 'friendly' && harmony.bhagyank === 'friendly';
}

/**
 * Whether a name already reads well on the name-correction tool: friendly to both numbers and a
 * compound of favourable tone (the tool's stricter test, since it also reads the compound).
 */
export function nameIsHarmonious(reading: {
  harmony: HarmonyPair;
  tone: CompoundTone | null;
}): boolean {
  return friendlyToBoth(reading.harmony) && reading.tone === 'favourable';
}
