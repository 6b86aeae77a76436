export { AccountPage } from './components/AccountPage';
export { DataNoticeHost } from './components/DataNoticeHost';
