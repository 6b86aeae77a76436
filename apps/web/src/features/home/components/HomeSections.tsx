import type { ImageCard, SiteCopy, UiStrings } from '@ankvidya/content';
import { fill } from '@/shared/content/content';
import { AppLink } from '@/shared/ui/AppLink';
import { Img } from '@/shared/ui/Img';
import { ReportPrice } from '@/shared/ui/ReportPrice';

export function Hero({ site }: { site: SiteCopy }) {
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero__inner">
        <div className="hero__text">
          <h1 id="hero-title">{site.hero.title}</h1>
          <p className="hero__subtitle">{site.hero.subtitle}</p>
          <AppLink to="/numerology-calculator" className="button button--large">
            {site.hero.cta}
          </AppLink>
        </div>
        <Img
          name="hero"
          alt={site.hero.imageAlt}
          width={640}
          height={480}
          className="hero__image"
          loading="eager"
          fetchPriority="high"
        />
      </div>
    </section>
  );
}

export function Introduction({ site }: { site: SiteCopy }) {
  return (
    <section className="band" aria-labelledby="intro-title">
      <div className="container prose">
        <h2 id="intro-title">{site.introduction.heading}</h2>
        {site.introduction.paragraphs.map((paragraph) => (
          <p key={paragraph.slice(0, 40)}>{paragraph}</p>
        ))}
      </div>
    </section>
  );
}

function Cards({ cards, id }: { cards: readonly ImageCard[]; id: string }) {
  return (
    <ul className="cards" aria-labelledby={id}>
      {cards.map((card) => (
        <li key={card.title} className="card">
          <Img
            name={card.image}
            alt={card.imageAlt}
            width={96}
            height={96}
            className="card__image"
          />
          <h3>{card.title}</h3>
          <p>{card.text}</p>
        </li>
      ))}
    </ul>
  );
}

export function CardSection({
  id,
  heading,
  intro,
  cards,
  tone,
  tools,
}: {
  id: string;
  heading: string;
  intro: string;
  cards: readonly ImageCard[];
  tone?: 'plain' | 'tinted';
  /** The free tools after the cards: a card each with a link to it. */
  tools?: SiteCopy['features']['tools'];
}) {
  return (
    <section className={tone === 'tinted' ? 'band band--tinted' : 'band'} aria-labelledby={id}>
      <div className="container">
        <h2 id={id}>{heading}</h2>
        <p className="section-intro">{intro}</p>
        <Cards cards={cards} id={id} />
        {tools && tools.length > 0 ? (
          <ul className="tool-cards">
            {tools.map((tool) => (
              <li key={tool.to} className="card tool-card">
                <h3>{tool.title}</h3>
                <p>{tool.text}</p>
                <AppLink to={tool.to} className="button">
                  {tool.link}
                </AppLink>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}

export function ReportPromo({ site, onClick }: { site: SiteCopy; onClick?: () => void }) {
  const promo = site.reportPromo;
  return (
    <section className="band band--indigo" aria-labelledby="promo-title">
      <div className="container promo">
        <Img name="pdf" alt={promo.imageAlt} width={320} height={400} className="promo__image" />
        <div>
          <h2 id="promo-title">{promo.heading}</h2>
          <p className="promo__summary">{promo.summary}</p>
          <ReportPrice />
          <ul className="checklist">
            {promo.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
          <AppLink to="/pdf-download-page" className="button button--saffron" onClick={onClick}>
            {promo.cta}
          </AppLink>
        </div>
      </div>
    </section>
  );
}

/** Shown only when the content has real testimonials (it has none today). */
export function Testimonials({ site, ui }: { site: SiteCopy; ui: UiStrings }) {
  if (site.testimonials.length === 0) return null;
  return (
    <section className="band" aria-labelledby="testimonials-title">
      <div className="container">
        <h2 id="testimonials-title">{ui.home.testimonialsHeading}</h2>
        <ul className="testimonials">
          {site.testimonials.map((t) => (
            <li key={t.quote}>
              <figure>
                <blockquote>{t.quote}</blockquote>
                <figcaption>
                  {fill(ui.home.testimonialAuthor, { author: t.author, city: t.city })}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
