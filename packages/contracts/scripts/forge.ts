/**
 * `npm run forge -w @kingdoms/contracts -- <forge arguments>`: forge from @foundry-rs/forge in
 * this package, with the Solidity libraries linked first (src/forge.ts). For example
 * `-- test --match-path forge/invariant/Vesting.t.sol -vvv`.
 */
import { runForgeSync } from '../src/forge';

process.exit(runForgeSync(process.argv.slice(2)).status ?? 1);
