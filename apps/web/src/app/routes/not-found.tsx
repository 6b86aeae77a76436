import { useLocation } from 'react-router';
import { useContent } from '@/shared/content/content';
import { Seo } from '@/shared/seo/Seo';
import { AppLink } from '@/shared/ui/AppLink';

export default function NotFoundPage() {
  const ui = useContent('ui');
  const { pathname } = useLocation();
  return (
    <div className="container content-page narrow">
      <Seo
        title={ui.meta.notFound.title}
        description={ui.meta.notFound.description}
        path={pathname}
        noindex
      />
      <h1>{ui.notFound.title}</h1>
      <p className="lead">{ui.notFound.text}</p>
      <AppLink to="/" className="button">
        {ui.notFound.home}
      </AppLink>
    </div>
  );
}
