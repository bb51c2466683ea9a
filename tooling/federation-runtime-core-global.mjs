// Puts the federation runtime's core on the page under the global name a
// remote built with `externalRuntime` reads it from. Two pages run it:
// - the composed site, as a runtime plugin of the shell's runtime, so the
//   core given is the very copy the shell runs on (federation's own
//   `provideExternalRuntime` would bundle a second, CommonJS copy);
// - a remote's standalone page, as the entry of its provider script.
// A core already there is kept.
import * as runtimeCore from '@module-federation/runtime-core';

globalThis._FEDERATION_RUNTIME_CORE ??= runtimeCore;

/** As a runtime plugin: the core is given once this module has run, before any remote loads. */
export default function provideFederationRuntimeCore() {
  return { name: 'pawapuri-provide-federation-runtime-core' };
}
