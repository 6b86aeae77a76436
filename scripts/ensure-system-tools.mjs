// Tests need a few Debian packages: chromium for the browser tests (no browser download) and
// poppler-utils (pdftotext, pdftoppm) for the PDF tests. Installs whatever is missing.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

const needed = [
  { file: '/usr/bin/chromium', pkg: 'chromium' },
  { file: '/usr/bin/pdftotext', pkg: 'poppler-utils' },
  { file: '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf', pkg: 'fonts-dejavu-core' },
];
const missing = needed.filter((n) => !fs.existsSync(n.file)).map((n) => n.pkg);
if (missing.length > 0) {
  if (process.getuid?.() !== 0) {
    console.error(
      `Missing system packages: ${missing.join(', ')}. Install them with: sudo apt-get install -y ${missing.join(' ')}`,
    );
    process.exit(1);
  }
  console.log(`Installing ${missing.join(', ')} from Debian (once) ...`);
  const apt = (args) =>
    execFileSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  apt(['update', '-qq']);
  apt(['install', '-y', '-qq', '--no-install-recommends', ...missing]);
}
