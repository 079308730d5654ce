// jsdom lacks a few browser APIs that antd calls at import time (TextEncoder and the Fetch API
// come from the test environment, jest-fixed-jsdom).
if (!window.matchMedia) {
  window.matchMedia = (query) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => false,
  });
}
if (!window.ResizeObserver) {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
// antd's Form defers work with `new MessageChannel()`, which jsdom lacks. A timer gives the same
// "later, as a macrotask" and follows Jest's fake timers.
if (typeof globalThis.MessageChannel === 'undefined') {
  class TimerMessagePort {
    onmessage = null;
    peer = null;
    postMessage(data) {
      const target = this.peer;
      setTimeout(() => target?.onmessage?.({ data }), 0);
    }
  }
  class TimerMessageChannel {
    port1 = new TimerMessagePort();
    port2 = new TimerMessagePort();
    constructor() {
      this.port1.peer = this.port2;
      this.port2.peer = this.port1;
    }
  }
  globalThis.MessageChannel = TimerMessageChannel;
}
