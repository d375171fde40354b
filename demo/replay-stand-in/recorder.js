// The demo's stand-in for the session replay vendor's recording script, served by the demo server
// at /replay-stand-in/recorder.js because no third-party host is reachable here. The storefront adds
// it, for an eligible visitor only, with the session id the platform handed out as its
// `data-session-id`. It records nothing: it says which session it would record, in the console and
// as `window.replayStandIn`, so a tester can see replay started.
(() => {
  'use strict';

  const script = document.currentScript;
  const sessionId = script instanceof HTMLScriptElement ? script.dataset.sessionId : undefined;
  window.replayStandIn = { sessionId };
  console.info(`[replay stand-in] would record session ${sessionId ?? '(none)'}`);
})();
