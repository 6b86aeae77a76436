// The first module the browser runs. It stays tiny: a prerendered reading page (marked
// data-boot="on-intent" by the build) is readable and navigable as it arrives, so it loads the
// app only when the visitor reaches for something (src/boot-on-intent.ts), unless what it shows
// depends on this visitor; then the app boots after the first paint. Form pages and pages drawn
// by the browser alone boot at once.
import './styles/index.css';
// The free tools' styles, apart so each tool's rules sit together (one stylesheet in the build).
import './styles/tools.css';
import './styles/account.css';
import { appNeededAtOnce, bootOnIntent, countPageView } from './boot-on-intent';

const boot = () => import('./boot').then((app) => app.start());
const root = document.getElementById('root');
if (root?.dataset.boot === 'on-intent') {
  if (appNeededAtOnce()) requestAnimationFrame(() => setTimeout(() => void boot(), 0));
  else {
    bootOnIntent(root, boot);
    countPageView(root);
  }
} else void boot();
