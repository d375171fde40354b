// The bundle imports some modules only when they are first needed (ky with the first request, the
// add-to-cart press's code, the captcha, the post-submit sanitizer, the error sender). Loaded here
// once per test file, an import inside a test settles within a few microtasks, as it does in a
// browser that has the chunk already, so tests on fake timers need not wait for a module loader.
await Promise.all([
  import('ky'),
  import('../../widgets/add-to-cart/press'),
  import('../../src/captcha'),
  import('../../src/forms/sanitize'),
  import('../../src/errors/send'),
  import('../../src/forms/address-autocomplete'),
]);
export {};
