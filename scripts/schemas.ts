/** `npm run schemas`: writes docs/lockstep-output.schema.json from the zod definition. */
import { writeFileSync } from 'node:fs';
import { outputJsonSchema } from '../src/result.js';

writeFileSync(
  new URL('../docs/lockstep-output.schema.json', import.meta.url),
  `${JSON.stringify(outputJsonSchema(), null, 2)}\n`,
);
