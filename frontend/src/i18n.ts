// The shell's words in English, German and Dutch. `{name}` placeholders are filled from params.
// A game brings its own words (src/games/<game>/strings.ts); they may also override a shell
// word on that game's tables (its rounds picker names its own default, say).

import { ERR_DE, ERR_EN, ERR_NL, ERROR_CODES } from "./error-words.js";

const en = {
  ...ERR_EN,
  closeSheet: "Close",
  title: "Duck Down",
  connecting: "Connecting…",
  offline: "Connection lost. Reconnecting…",
  tables: "Tables",
  noTables: "No tables yet. Create one!",
  newTable: "New table",
  yourName: "Your name",
  nameFirst: "Type your name first, then join a table or create one.",
  tableName: "Table name",
  create: "Create table",
  join: "Join",
  watch: "Watch",
  resume: "Back to my seat",
  players: "{n} players",
  inLobby: "waiting",
  playing: "playing",
  finished: "finished",
  addBot: "Add bot",
  letBotPlay: "Let a bot play",
  letBotPlayMe: "Let a bot play for me",
  botLevelFor: "Bot level for {name}",
  takeBack: "Take back",
  seatMenu: "My seat",
  removeBot: "Remove {name}",
  deleteTable: "Delete table",
  confirmDeleteTitle: "Delete this table?",
  confirmDeleteText: "Everyone loses their seat at this table. This cannot be undone.",
  deleteYes: "Delete",
  botLevel: "Bot level",
  level_random: "Random",
  level_easy: "Easy",
  level_medium: "Medium",
  level_hard: "Hard",
  bot: "bot",
  rounds: "Rounds",
  start: "Start game",
  waitingForOwner: "Waiting for the table's owner to start…",
  needPlayers: "At least {n} players are needed.",
  leave: "Leave",
  backToLobby: "Back to the tables",
  playAgain: "Play again",
  ownerCanPlayAgain: "The table's owner can start another game with the same seats.",
  you: "you",
  round: "Round {r} of {n}",
  cancel: "Cancel",
  total: "Total",
  close: "Continue",
  scores: "Scores",
  scoreChart: "Score chart",
  gameOver: "Game over",
  winner: "{names} wins!",
  winners: "{names} win!",
  log: "Game log",
  noLog: "Nothing has happened yet.",
  soundOn: "Sound on",
  soundOff: "Sound off",
  language: "Language",
  scanToJoin: "Scan to join on your phone",
  spectating: "You are watching",
  error: "Error",
  secondsLeft: "{n} s left",
  tagline: "Games for the whole family, at one table.",
  roundsDefault: "{n} (default)",
  roundOnly: "Round {r}",
  game: "Game",
  playersRange: "{min}–{max} players",
  howToPlay: "How to play",
  unknownGameTitle: "This game needs a newer page",
  unknownGameText: "This table plays {game}, which this page does not know yet. Reload the page; if that does not help, update Duck Down.",
  boardFailed: "The game could not be loaded. Check the connection and reload the page.",
  reload: "Reload",
  team: "Team {names}",
  loadingGame: "Loading the game…",
  noGames: "This host offers no game that this page knows.",
  legend: "The cards",
  noHowTo: "This game brings no how-to-play sheet yet.",
  nameLimit: "Up to {max} characters.",
  tooLong: "Too long: at most {max} characters, this has {n}.",
  clockStopped: "The clock is stopped",
  showResults: "Results",
};

export type Key = keyof typeof en;
type Dict = Record<Key, string>;

const de: Dict = {
  ...ERR_DE,
  closeSheet: "Schließen",
  title: "Duck Down",
  connecting: "Verbinde…",
  offline: "Verbindung verloren. Verbinde neu…",
  tables: "Tische",
  noTables: "Noch keine Tische. Leg einen an!",
  newTable: "Neuer Tisch",
  yourName: "Dein Name",
  nameFirst: "Gib zuerst deinen Namen ein, dann setz dich an einen Tisch oder leg einen an.",
  tableName: "Name des Tisches",
  create: "Tisch anlegen",
  join: "Mitspielen",
  watch: "Zuschauen",
  resume: "Zurück an meinen Platz",
  players: "{n} Spieler",
  inLobby: "wartet",
  playing: "läuft",
  finished: "beendet",
  addBot: "Bot dazu",
  letBotPlay: "Bot spielen lassen",
  letBotPlayMe: "Bot für mich spielen lassen",
  botLevelFor: "Bot-Stärke für {name}",
  takeBack: "Zurücknehmen",
  seatMenu: "Mein Platz",
  removeBot: "{name} entfernen",
  deleteTable: "Tisch löschen",
  confirmDeleteTitle: "Diesen Tisch löschen?",
  confirmDeleteText: "Alle verlieren ihren Platz an diesem Tisch. Das lässt sich nicht rückgängig machen.",
  deleteYes: "Löschen",
  botLevel: "Bot-Stärke",
  level_random: "Zufall",
  level_easy: "Leicht",
  level_medium: "Mittel",
  level_hard: "Schwer",
  bot: "Bot",
  rounds: "Runden",
  start: "Spiel starten",
  waitingForOwner: "Warte, bis der Tisch gestartet wird…",
  needPlayers: "Es braucht mindestens {n} Spieler.",
  leave: "Verlassen",
  backToLobby: "Zurück zu den Tischen",
  playAgain: "Nochmal spielen",
  ownerCanPlayAgain: "Wer den Tisch eröffnet hat, kann mit denselben Plätzen neu starten.",
  you: "du",
  round: "Runde {r} von {n}",
  cancel: "Abbrechen",
  total: "Gesamt",
  close: "Weiter",
  scores: "Punkte",
  scoreChart: "Punkteverlauf",
  gameOver: "Spielende",
  winner: "{names} gewinnt!",
  winners: "{names} gewinnen!",
  log: "Spielverlauf",
  noLog: "Noch ist nichts passiert.",
  soundOn: "Ton an",
  soundOff: "Ton aus",
  language: "Sprache",
  scanToJoin: "Scannen und am Handy mitspielen",
  spectating: "Du schaust zu",
  error: "Fehler",
  secondsLeft: "noch {n} s",
  tagline: "Spiele für die ganze Familie, an einem Tisch.",
  roundsDefault: "{n} (Standard)",
  roundOnly: "Runde {r}",
  game: "Spiel",
  playersRange: "{min}–{max} Spieler",
  howToPlay: "So wird gespielt",
  unknownGameTitle: "Dieses Spiel braucht eine neuere Seite",
  unknownGameText: "An diesem Tisch wird {game} gespielt, das diese Seite noch nicht kennt. Lade die Seite neu; hilft das nicht, aktualisiere Duck Down.",
  boardFailed: "Das Spiel konnte nicht geladen werden. Prüf die Verbindung und lade die Seite neu.",
  reload: "Neu laden",
  team: "Team {names}",
  loadingGame: "Das Spiel wird geladen…",
  noGames: "Dieser Host bietet kein Spiel an, das diese Seite kennt.",
  legend: "Die Karten",
  noHowTo: "Für dieses Spiel gibt es noch keine Anleitung.",
  nameLimit: "Höchstens {max} Zeichen.",
  tooLong: "Zu lang: höchstens {max} Zeichen, das hier hat {n}.",
  clockStopped: "Die Uhr steht",
  showResults: "Ergebnis",
};

const nl: Dict = {
  ...ERR_NL,
  closeSheet: "Sluiten",
  title: "Duck Down",
  connecting: "Verbinden…",
  offline: "Verbinding verbroken. Opnieuw verbinden…",
  tables: "Tafels",
  noTables: "Nog geen tafels. Maak er een!",
  newTable: "Nieuwe tafel",
  yourName: "Je naam",
  nameFirst: "Typ eerst je naam, kies dan een tafel of maak er een.",
  tableName: "Naam van de tafel",
  create: "Tafel maken",
  join: "Meedoen",
  watch: "Kijken",
  resume: "Terug naar mijn plaats",
  players: "{n} spelers",
  inLobby: "wacht",
  playing: "bezig",
  finished: "klaar",
  addBot: "Bot erbij",
  letBotPlay: "Laat een bot spelen",
  letBotPlayMe: "Laat een bot voor mij spelen",
  botLevelFor: "Niveau van de bot voor {name}",
  takeBack: "Terugnemen",
  seatMenu: "Mijn plaats",
  removeBot: "{name} verwijderen",
  deleteTable: "Tafel verwijderen",
  confirmDeleteTitle: "Deze tafel verwijderen?",
  confirmDeleteText: "Iedereen verliest zijn plaats aan deze tafel. Dit kan niet ongedaan worden gemaakt.",
  deleteYes: "Verwijderen",
  botLevel: "Niveau van de bot",
  level_random: "Willekeurig",
  level_easy: "Makkelijk",
  level_medium: "Gemiddeld",
  level_hard: "Moeilijk",
  bot: "bot",
  rounds: "Rondes",
  start: "Spel starten",
  waitingForOwner: "Wachten tot de eigenaar van de tafel start…",
  needPlayers: "Er zijn minstens {n} spelers nodig.",
  leave: "Verlaten",
  backToLobby: "Terug naar de tafels",
  playAgain: "Nog een keer spelen",
  ownerCanPlayAgain: "De eigenaar van de tafel kan een nieuw spel starten met dezelfde plaatsen.",
  you: "jij",
  round: "Ronde {r} van {n}",
  cancel: "Annuleren",
  total: "Totaal",
  close: "Verder",
  scores: "Punten",
  scoreChart: "Puntenverloop",
  gameOver: "Einde van het spel",
  winner: "{names} wint!",
  winners: "{names} winnen!",
  log: "Spelverloop",
  noLog: "Er is nog niets gebeurd.",
  soundOn: "Geluid aan",
  soundOff: "Geluid uit",
  language: "Taal",
  scanToJoin: "Scan en speel mee op je telefoon",
  spectating: "Je kijkt mee",
  error: "Fout",
  secondsLeft: "nog {n} s",
  tagline: "Spellen voor het hele gezin, aan één tafel.",
  roundsDefault: "{n} (standaard)",
  roundOnly: "Ronde {r}",
  game: "Spel",
  playersRange: "{min}–{max} spelers",
  howToPlay: "Zo speel je",
  unknownGameTitle: "Dit spel heeft een nieuwere pagina nodig",
  unknownGameText: "Aan deze tafel wordt {game} gespeeld, dat deze pagina nog niet kent. Laad de pagina opnieuw; helpt dat niet, werk Duck Down dan bij.",
  boardFailed: "Het spel kon niet worden geladen. Controleer de verbinding en laad de pagina opnieuw.",
  reload: "Opnieuw laden",
  team: "Team {names}",
  loadingGame: "Het spel wordt geladen…",
  noGames: "Deze host biedt geen spel aan dat deze pagina kent.",
  legend: "De kaarten",
  noHowTo: "Dit spel heeft nog geen uitleg.",
  nameLimit: "Hooguit {max} tekens.",
  tooLong: "Te lang: hooguit {max} tekens, dit zijn er {n}.",
  clockStopped: "De klok staat stil",
  showResults: "Uitslag",
};

export const LANGUAGES = { en, de, nl } as const;
export type Lang = keyof typeof LANGUAGES;

/** A game's words: per language, any keys (its own, or shell keys it overrides). */
export type Strings = Record<Lang, Record<string, string>>;

export function pickLang(pref?: string | null, navLangs: readonly string[] = []): Lang {
  for (const cand of [pref, ...navLangs]) {
    const code = (cand ?? "").toLowerCase().slice(0, 2);
    if (code in LANGUAGES) return code as Lang;
  }
  return "en";
}

export type Params = Record<string, string | number>;
export type T = (key: Key, params?: Params) => string;

function fill(s: string, params?: Params): string {
  return params ? s.replace(/\{(\w+)\}/g, (m, k: string) => (k in params ? String(params[k]) : m)) : s;
}

/**
 * A lookup of `lang`'s words: the game's first (when given), then the shell's, then English.
 * Typed over `K`: the shell's keys by default, a game's own keys when a game asks for it.
 */
export function translator<K extends string = Key>(lang: Lang, game?: Strings): (key: K, params?: Params) => string {
  const dict = (LANGUAGES[lang] ?? en) as Record<string, string>;
  const own = game?.[lang] ?? {};
  const ownEn = game?.en ?? {};
  return (key, params) => fill(own[key] ?? dict[key] ?? ownEn[key] ?? (en as Record<string, string>)[key] ?? key, params);
}

/**
 * A host's refusal for people: the sentence of its code, from the game's words first when `t`
 * is a game's translator (a game may say it its own way, and explain codes of its own with
 * `err_<code>`), else the host's message.
 */
export function errorText<K extends string>(t: (key: K, params?: Params) => string, code: string, message: string): string {
  const key = `err_${code}`;
  const text = t(key as K);
  if (!ERROR_CODES.has(code) && text === key) return message || code;
  return code === "invalid_config" && message ? `${text} ${message}` : text;
}
