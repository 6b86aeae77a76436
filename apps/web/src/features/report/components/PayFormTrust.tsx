import { useSeller } from '@/shared/api/seller';
import { fill, useContent } from '@/shared/content/content';
import { useLocale } from '@/shared/i18n/locale';
import { listOf } from '@/shared/lib/list';
import { AppLink } from '@/shared/ui/AppLink';
import { usePublishKey } from '../api/get-publish-key';
import { paymentMethods } from '../checkout/registry';

/**
 * Above the pay form: who sells (GET /api/seller), the ways the site's payment provider offers
 * (checkout/registry.ts) and the refund line with its link. Each line waits for its own answer
 * and stays away if it fails; none of them holds the form up.
 */
export function PayFormTrust() {
  const texts = useContent('ui').payment.trust;
  const locale = useLocale();
  const seller = useSeller();
  const key = usePublishKey();
  const methods = key.data ? paymentMethods(key.data.mode) : [];
  return (
    <div className="pay-trust">
      {seller.data ? (
        <p className="pay-trust__seller">{fill(texts.soldBy, { name: seller.data.legalName })}</p>
      ) : null}
      {methods.length > 0 ? (
        <p className="pay-trust__methods">
          {fill(texts.waysToPay, {
            methods: listOf(
              methods.map((method) => texts.methods[method]),
              locale,
            ),
          })}
        </p>
      ) : null}
      <p className="pay-trust__refund">
        {texts.refund} <AppLink to="/refund-policy">{texts.refundLink}</AppLink>
      </p>
    </div>
  );
}
