import { fill, useContent } from '@/shared/content/content';
import { REPORT_PRICE_PAISE } from '@/shared/lib/report-price';
import { useReportOffer, type ReportOfferKind } from '@/shared/state/report-credit';

/**
 * "The PDF report costs INR 499." and the welcome offer as far as this browser knows the account:
 * "Your first report is free.", "A new account's first report is free." (signed out after an
 * account that used it) or nothing (signed in, used).
 */
export function useReportOfferWords(): { kind: ReportOfferKind; costs: string; offer: string } {
  const texts = useContent('ui').reportOffer;
  const kind = useReportOffer();
  const costs = fill(texts.costs, { amount: REPORT_PRICE_PAISE / 100 });
  const offer =
    kind === 'first-free'
      ? texts.firstFree
      : kind === 'new-account-free'
        ? texts.newAccountFree
        : '';
  return { kind, costs, offer };
}

/** The price, shown to everyone wherever the report is offered; the offer after it unless left out. */
export function ReportPrice({ withOffer = true }: { withOffer?: boolean }) {
  const { costs, offer } = useReportOfferWords();
  return <p className="report-price">{withOffer && offer ? `${costs} ${offer}` : costs}</p>;
}
