import { rolesCommand } from '../src/roleAudit';

/**
 * `npm run roles -- <deployment file>`: prints who holds which power over every contract of the
 * deployment, read from its chains; for a production deployment (or a devnet one marked
 * production) exits 1 when a production rule is broken (src/roleAudit.ts; docs/deployment.md).
 */
rolesCommand(process.argv[2], {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
}).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  },
);
