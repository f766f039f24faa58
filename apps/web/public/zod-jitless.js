// Runs before the app's modules (a deferred script runs before the module scripts after it in the page).
// zod probes `new Function` when it builds a schema, to compile fast parsers; the content security policy
// forbids it, so the probe only reports a violation. `jitless` skips the probe (zod reads this object when
// it loads; `z.config()` would come too late, after the contract's schemas are built).
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
