import { fill, useContent } from '@/shared/content/content';
import { useSeller } from '@/shared/api/seller';

/**
 * Who sells, as the server is configured (GET /api/seller): business name, address, email, phone,
 * GSTIN and the grievance officer. Loaded in the browser, so the prerendered page shows the
 * loading line; a server running on sample details says so above them.
 */
export function SellerDetails({ fallbackEmail }: { fallbackEmail: string }) {
  const texts = useContent('pages').seller;
  const seller = useSeller();
  let body;
  if (seller.isError) body = <p role="alert">{fill(texts.failed, { email: fallbackEmail })}</p>;
  else if (!seller.data) body = <p className="meta-line">{texts.loading}</p>;
  else {
    const s = seller.data;
    body = (
      <>
        {s.sample ? (
          <p className="seller-details__sample" role="note">
            {texts.sample}
          </p>
        ) : null}
        <dl className="seller-details__list">
          <dt>{texts.legalName}</dt>
          <dd>{s.legalName}</dd>
          {s.tradeName && s.tradeName !== s.legalName ? (
            <>
              <dt>{texts.tradeName}</dt>
              <dd>{s.tradeName}</dd>
            </>
          ) : null}
          <dt>{texts.address}</dt>
          <dd className="seller-details__address">{s.address}</dd>
          <dt>{texts.email}</dt>
          <dd>
            <a href={`mailto:${s.email}`}>{s.email}</a>
          </dd>
          {s.phone ? (
            <>
              <dt>{texts.phone}</dt>
              <dd>
                <a href={`tel:${s.phone.replace(/[^+\d]/g, '')}`}>{s.phone}</a>
              </dd>
            </>
          ) : null}
          <dt>{texts.gstin}</dt>
          <dd>{s.gstin ?? texts.noGstin}</dd>
          <dt>{texts.grievanceOfficer}</dt>
          <dd>
            {s.grievanceOfficer.name},{' '}
            <a href={`mailto:${s.grievanceOfficer.email}`}>{s.grievanceOfficer.email}</a>
          </dd>
        </dl>
      </>
    );
  }
  return (
    <section className="seller-details" aria-labelledby="seller-details-title">
      <h2 id="seller-details-title">{texts.heading}</h2>
      {body}
    </section>
  );
}
