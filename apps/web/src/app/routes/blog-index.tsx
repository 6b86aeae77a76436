import { useEffect } from 'react';
import { track } from '@/shared/analytics/analytics';
import { useContent } from '@/shared/content/content';
import { Seo } from '@/shared/seo/Seo';
import { AppLink } from '@/shared/ui/AppLink';
import { Img } from '@/shared/ui/Img';

export default function BlogIndexPage() {
  const ui = useContent('ui');
  const blog = useContent('blog');

  useEffect(() => {
    window.scrollTo(0, 0);
    track('page_view', '/blog');
  }, []);

  return (
    <div className="container blog-index">
      <Seo title={blog.index.title} description={blog.index.description} path="/blog" />
      <h1>{blog.index.title}</h1>
      <p className="lead">{blog.index.intro}</p>
      <ul className="post-list">
        {blog.entries.map((entry) => (
          <li key={entry.path} className="post-card">
            <Img
              name={entry.image}
              alt={entry.imageAlt}
              width={640}
              height={360}
              className="post-card__image"
            />
            <div>
              <h2>
                <AppLink to={entry.path} className="stretched-link">
                  {entry.title}
                </AppLink>
              </h2>
              <p>{entry.intro}</p>
              <p className="post-card__more" aria-hidden="true">
                {ui.blog.readArticle}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
