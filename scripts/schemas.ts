/**
 * `npm run schemas`: writes docs/lockstep-output.schema.json and docs/lockstep-config.schema.json
 * from their zod definitions.
 */
import { writeFileSync } from 'node:fs';
import { configJsonSchema } from '../src/config/schema.js';
import { outputJsonSchema } from '../src/result.js';

writeFileSync(
  new URL('../docs/lockstep-output.schema.json', import.meta.url),
  `${JSON.stringify(outputJsonSchema(), null, 2)}\n`,
);
writeFileSync(
  new URL('../docs/lockstep-config.schema.json', import.meta.url),
  `${JSON.stringify(configJsonSchema(), null, 2)}\n`,
);
