/**
 * Which chapters a newborn's report prints. It is written to the parents about the child, so the
 * chapters that make sense only for a grown-up (work, remedies, marriage and other years to
 * time, the years and months ahead, other people and a mobile number, the naamank's careers in
 * depth) are left out of it.
 */
import type { ReportModel } from '../model.js';

/** A newborn's report: the download sent the baby-names shortlist (newborn.ts). */
export const isNewborn = (model: ReportModel): boolean => model.newborn !== undefined;

/** For a chapter's `applies`: printed in every report but a newborn's. */
export const notForNewborn = (model: ReportModel): boolean => !isNewborn(model);
