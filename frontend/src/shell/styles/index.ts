// The shell's style sheets, in cascade order; a game's board adds its own after them.

import { base } from "./base.js";
import { game } from "./game.js";
import { header } from "./header.js";
import { lobby } from "./lobby.js";
import { overlays } from "./overlays.js";

export const shellStyles = [base, header, lobby, game, overlays];
