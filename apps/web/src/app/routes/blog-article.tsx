import { BlogArticle } from '@/features/blog/components/BlogArticle';
import { useContent } from '@/shared/content/content';
import { useRoutePath } from '@/shared/i18n/locale';
import NotFoundPage from './not-found';

export default function BlogArticlePage() {
  const blog = useContent('blog');
  // The article's path as the content writes it, whatever the page's language.
  const path = useRoutePath();
  const entry = blog.entries.find((e) => e.path === path);
  if (!entry) return <NotFoundPage />;
  return (
    <BlogArticle
      key={entry.path}
      entry={entry}
      others={blog.entries.filter((e) => e.path !== path)}
    />
  );
}
