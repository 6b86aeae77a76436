// The fake lives in scripts/ as plain JavaScript, so the browser tests' start script runs it too.
export { startRazorpayServer, type RecordedRazorpayRequest } from '../../scripts/razorpay-fake.mjs';
