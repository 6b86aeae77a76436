// The account page is imported by its route alone (app/routes/account.tsx), never through this
// file: the layout imports the data notice from here, and whatever this file exports lands in
// the code every page boots with.
export { DataNoticeHost } from './components/DataNoticeHost';
