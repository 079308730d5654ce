// jest-fixed-jsdom, MSW's documented environment for jsdom (docs/adr/0004): Node's Fetch API
// globals and export conditions. It also swaps in Node's Blob, but jsdom's FileReader and File
// only accept jsdom's own Blob, and screens build Blobs (a CSV download) that tests read back with
// FileReader, so jsdom's Blob stays. jsdom's File extends it, which is how it is found again.
const FixedJSDOMEnvironment = require('jest-fixed-jsdom');

class BrowserEnvironment extends FixedJSDOMEnvironment {
  constructor(...args) {
    super(...args);
    this.global.Blob = Object.getPrototypeOf(this.global.File);
  }
}

module.exports = BrowserEnvironment;
