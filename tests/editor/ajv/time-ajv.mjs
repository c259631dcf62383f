// How long ajv (JSON Schema draft-07) takes to validate the largest shipped battle against
// schema/scenario.schema.json: the figure to set beside the engine's revalidation after an
// edit (tricorne-bench BM_ValidateScenario_SemanticOnly). Run by hand, never by ctest:
//
//   cd tests/editor/ajv && npm ci && node time-ajv.mjs [RUNS] [ITERATIONS]
//
// Prints the median (and min/max) microseconds per validate(doc) over RUNS runs of
// ITERATIONS validations each (default 20 × 2000). Compilation is timed once, separately.
import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { performance } from "node:perf_hooks";
import Ajv from "ajv";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");
const schemaPath = resolve(root, "schema/scenario.schema.json");
const docPath = resolve(root, process.env.TRICORNE_SCENARIO ?? "scenarios/bemis-heights.tricorne.json");
const runs = Number(process.argv[2] ?? 20);
const iterations = Number(process.argv[3] ?? 2000);

const schema = JSON.parse(readFileSync(schemaPath, "utf8"));
const doc = JSON.parse(readFileSync(docPath, "utf8"));

const compileStart = performance.now();
const ajv = new Ajv({ allErrors: false, strict: false });
const validate = ajv.compile(schema);
const compileMs = performance.now() - compileStart;

if (!validate(doc)) {
  console.error(`time-ajv: ${docPath} does not validate:`, validate.errors);
  process.exit(1);
}

// Warm-up so the JIT has compiled the validator before timing.
for (let i = 0; i < iterations; i++) validate(doc);

const perValidationUs = [];
let ok = true;
for (let r = 0; r < runs; r++) {
  const start = performance.now();
  for (let i = 0; i < iterations; i++) ok = validate(doc) && ok;
  perValidationUs.push(((performance.now() - start) * 1000) / iterations);
}
if (!ok) {
  console.error("time-ajv: a timed validation failed");
  process.exit(1);
}

perValidationUs.sort((a, b) => a - b);
const mid = Math.floor(runs / 2);
const median = runs % 2 ? perValidationUs[mid] : (perValidationUs[mid - 1] + perValidationUs[mid]) / 2;
const ajvVersion = JSON.parse(readFileSync(resolve(dirname(fileURLToPath(import.meta.url)), "node_modules/ajv/package.json"), "utf8")).version;
console.log(`ajv ${ajvVersion}, node ${process.version}: ${docPath.slice(root.length + 1)} against schema/scenario.schema.json`);
console.log(`compile: ${compileMs.toFixed(1)} ms`);
console.log(
  `validate: median ${median.toFixed(2)} µs (min ${perValidationUs[0].toFixed(2)}, max ${perValidationUs[runs - 1].toFixed(2)}) ` +
    `over ${runs} runs × ${iterations} iterations`,
);
