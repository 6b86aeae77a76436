// The first module the browser runs. It stays tiny so that a prerendered reading page (marked
// data-boot="after-paint" by the build), readable as soon as its HTML arrives, paints before any
// framework code is fetched or parsed; the app then boots to make it interactive. Form pages and
// pages drawn by the browser alone boot at once.
import './styles/index.css';
// The free tools' styles, apart so each tool's rules sit together (one stylesheet in the build).
import './styles/tools.css';

const boot = () => import('./boot').then((app) => app.start());
const root = document.getElementById('root');
if (root?.dataset.boot === 'after-paint')
  requestAnimationFrame(() => setTimeout(() => void boot(), 0));
else void boot();
