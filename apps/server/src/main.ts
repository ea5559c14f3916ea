import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';

let config;
try {
  config = loadConfig();
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}

const app = await buildApp(config);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info(`${signal} received, shutting down`);
    void app.close().then(() => process.exit(0));
  });
}
await app.listen({ port: config.PORT, host: config.HOST });
app.log.info(`School Portal on ${config.publicUrl} (database: ${app.deps.dbKind}${app.deps.dbKind === 'pglite' ? ` in ${config.DATA_DIR}` : ''})`);
