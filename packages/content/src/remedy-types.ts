import type { RemedyKind } from '@ankvidya/numerology-core';
import type { ByDigit } from './types.js';

/** What tradition gives for one number's planet: each remedy with why it is done. */
export interface PlanetRemedyText {
  /** As in a heading: "Sun (Surya)". */
  name: string;
  /** As inside a sentence: "the Sun", "Jupiter". */
  inSentence: string;
  /** Its colours (attributes' luckyColours) inside a sentence: "gold, orange or yellow". */
  colours: string;
  /** Why its colours are worn, in one sentence. */
  colourWhy: string;
  daan: {
    /** What is given: "wheat, jaggery and a copper vessel". */
    items: string;
    /** To whom: "an elder or a temple" (Hindi with its postposition: "... को", "... में"). */
    to: string;
    why: string;
  };
  fast: {
    /** How the fast is kept, in a short phrase. */
    how: string;
    why: string;
  };
  /** What the beej mantra (PLANET_MANTRAS) says, in our own words. */
  mantraMeaning: string;
  mantraWhy: string;
  /** Why the planet's small act (reading.weeklyPlan's act) suits it, in one sentence. */
  actWhy: string;
  yantra: {
    /** "Surya yantra". */
    name: string;
    /** Where it is kept and how it is used, in a short phrase. */
    how: string;
    why: string;
  };
}

/** The report's chapter of remedies chosen from the person's numbers (core chooseRemedies). */
export interface RemedyChapterCopy {
  /** Label above the chapter's first part. */
  heading: string;
  /**
   * One per planet, by its first reason: "{planet}" (in a sentence) and "{digit}"; the summary
   * of the person's planets is depth.gridWeave.remedies.
   */
  summaryItems: { moolank: string; missing: string; nameClash: string };
  /** "{planet}" (its name) and "{digit}". */
  planetHeading: string;
  /**
   * After the moolank's reason, how the bhagyank sits with it (the friend table), so two people
   * with one moolank read different lines: "{digit}", "{bhagyank}" and "{planet}".
   */
  moolankAndBhagyank: { same: string; friendly: string; neutral: string; challenging: string };
  /** Why this planet, one line per reason: "{digit}", "{planet}", "{moolank}", "{bhagyank}", "{naamank}". */
  reasons: {
    moolank: string;
    missing: string;
    /** Instead of missing, for a number that is missing but whose planet is to be calmed. */
    missingCalm: string;
    /**
     * Instead of missing, with what the name's letters say of the number: none carries it, or
     * "{letters}" do (Latin letters of the name, listed).
     */
    missingNoLetter: string;
    missingWithLetters: string;
    /** "{numbers}" is one of clashWith. */
    nameClash: string;
  };
  /**
   * Instead of reasons.moolank when there is a naamank: the moolank's reason read with how the
   * naamank sits with it (the friend table), "{digit}", "{planet}", "{naamank}".
   */
  moolankWithName: { same: string; friendly: string; neutral: string; challenging: string };
  clashWith: { moolank: string; bhagyank: string; both: string };
  /** Under a planet to be calmed: why its colour is not among its remedies ("{planet}"). */
  calmNote: string;
  columns: { remedy: string; what: string; why: string };
  kinds: Readonly<Record<RemedyKind, string>>;
  /** "{colours}" and "{day}". */
  colourWhat: string;
  /** "{items}", "{to}" and "{day}". */
  daanWhat: string;
  /** "{how}" and "{day}". */
  fastWhat: string;
  /** "{mantra}" (as printed, see transliterate), "{meaning}" and "{day}". */
  mantraWhat: string;
  /**
   * Whether the mantra is printed with its Latin transliteration after the Devanagari: not in
   * Hindi, whose readers read the Devanagari and whose texts keep to it.
   */
  transliterate: boolean;
  /** "{name}" and "{how}". */
  yantraWhat: string;
  /** "{act}" (reading.weeklyPlan's act for the planet's number) and "{day}". */
  actWhat: string;
  /**
   * Why this remedy for this person, by the aim of the planet's remedies (core REMEDY_KINDS: the
   * three remedies each aim gets), before the planet's own why: "{planet}", "{day}", "{digit}",
   * "{moolank}", "{bhagyank}", "{naamank}", and for calm "{numbers}" (one of clashWith).
   */
  whyFor: {
    strengthen: { colour: string; mantra: string; act: string };
    invite: { daan: string; yantra: string; act: string };
    calm: { daan: string; fast: string; mantra: string };
  };
  /** Fasting and health, no promised outcome: closes the chosen remedies. */
  care: string;
  planets: ByDigit<PlanetRemedyText>;
}
