// Alone and first: it may start the process again with glibc's malloc tuned
// (lib/memory-tuning.ts), which is cheapest before the server's modules are loaded.
import '#lib/memory-tuning.ts';
import '#lib/compile-cache.ts';

await import('#server-main.ts');
