// <duck-down-table>, defined on load: the module the host's page imports (src/page.ts).
// The Lovelace card defines it itself, once Home Assistant's own elements are ready.

import { defineTable } from "./shell/table.js";

export { DuckDownTable, defineTable } from "./shell/table.js";

defineTable();
