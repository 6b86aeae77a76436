import { definePaymentProvider } from '../provider.js';
import { DemoPaymentGateway } from './gateway.js';

/**
 * The embedded gateway for machines without a provider's keys: chosen when no other provider is,
 * or by name with PAYMENTS=demo. It takes no money, so it needs no keys and no hosts.
 */
export const demoProvider = definePaymentProvider({
  id: 'demo',
  env: {},
  hasKeys: () => false,
  settings: (env) => ({
    /** Asked for by name with PAYMENTS=demo. */ explicit: env.PAYMENTS === 'demo',
  }),
  describe: (settings) =>
    `demo gateway (no money is taken${settings.explicit ? '; chosen with PAYMENTS=demo' : ''})`,
  productionWarning:
    'PAYMENTS=demo in production: the demo gateway takes no money and unlocks reports for free',
  onPurpose:
    'PAYMENTS=demo to run the demo gateway on purpose (it takes no money and unlocks reports for free)',
  csp: { script: [], connect: [], frame: [], img: [] },
  create: () => new DemoPaymentGateway(),
});
