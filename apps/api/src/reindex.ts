/**
 * `npm run reindex -- <network>` (ethereum, polygon or arenaz), with the API's environment: the
 * operator's way back after a chain's indexer halted on a reorg deeper than its kept block hashes
 * (a `fatal` log with `alert: true`, /readyz failing for that chain). Every log indexed on the
 * chain is reverted newest first, as a reorg to before the start blocks would, through each
 * module's own revert; the cursors and hashes go, and the next pass of any API instance indexes
 * the chain afresh. Restart the API instances afterwards: a halted loop stays halted until then.
 */
import { NETWORK_KEYS, type NetworkKey } from '@kingdoms/shared/networks';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './compose';
import { loadDeployment } from './deployment';

/** Said to the operator as it is: a wrong argument or nothing to re-index. */
class ReindexRefused extends Error {}

async function main(): Promise<void> {
  const network = process.argv[2];
  if (!NETWORK_KEYS.includes(network as NetworkKey)) {
    throw new ReindexRefused(`Usage: npm run reindex -- <${NETWORK_KEYS.join('|')}>`);
  }
  // This process only rewinds: no polling loop, no worker (the app is never made ready).
  const config = loadConfig({ ...process.env, INDEXER_ENABLED: 'false' });
  const deployment = loadDeployment(config.deploymentFile);
  if (!deployment) throw new ReindexRefused('No DEPLOYMENT_FILE: no chain is indexed');
  const chainId = deployment.chains[network as NetworkKey].chainId;
  const app = await buildApp(config, { deployment });
  try {
    const indexer = app.chainIndexers?.indexers.get(chainId);
    if (!indexer) throw new ReindexRefused(`Nothing is indexed on ${network}`);
    const { reverted } = await indexer.reindex();
    console.log(
      `${network} (chain ${chainId}): ${reverted} indexed logs reverted; restart the API instances to index it afresh.`,
    );
  } finally {
    await app.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof ReindexRefused ? error.message : error);
  process.exit(1);
});
