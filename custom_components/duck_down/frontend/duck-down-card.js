import { a as e, d as t, i as n, l as r, n as i, r as a, s as o, t as s, u as c } from "./duck-down-shared-BTlcC7Is.js";
import { i as l, t as u } from "./duck-down-shared-BpyuAREa.js";
// src/games/info.ts
var d = (e) => !!e && typeof e == "object" && !Array.isArray(e);
function f(e) {
	if (typeof e == "string") return { en: e };
	if (!d(e)) return {};
	let t = {};
	for (let [n, r] of Object.entries(e)) typeof r == "string" && (t[n] = r);
	return t;
}
function p(e) {
	return Array.isArray(e) ? e.filter((e) => typeof e == "string") : [];
}
function m(e, t, n) {
	return t.includes(e) ? e : n;
}
function h(e) {
	if (!d(e) || typeof e.name != "string" || !e.name) return null;
	let t = e.name, n = e.players, r = Array.isArray(n) && n.length === 2 && n.every((e) => Number.isInteger(e) && e > 0) && n[0] <= n[1] ? [n[0], n[1]] : [1, 99], i = d(e.teams) ? e.teams : null;
	return {
		name: t,
		title: {
			en: t,
			...f(e.title)
		},
		summary: f(e.summary),
		players: r,
		options: d(e.options) ? e.options : {},
		result: m(e.result, ["lowest", "highest"], "lowest"),
		teams: i,
		length: m(e.length, [
			"rounds",
			"target",
			"open"
		], "rounds"),
		clock: m(e.clock, ["game", "calendar"], "game"),
		join: m(e.join, ["lobby", "any_time"], "lobby"),
		bot_levels: Array.isArray(e.bot_levels) ? p(e.bot_levels) : null,
		events: p(e.events)
	};
}
function g(e) {
	return Array.isArray(e) ? e.map(h).filter((e) => e !== null) : null;
}
function _(e, t, n = "") {
	return e ? e[t] ?? e.en ?? Object.values(e)[0] ?? n : n;
}
function ee(e, t) {
	let n = e?.teams?.[String(t)];
	return Array.isArray(n) && n.length ? n : null;
}
function te(e, t) {
	let n = e?.bot_levels;
	if (!n?.length) return [...t];
	let r = n.filter((e) => t.includes(e));
	return r.length ? r : [...t];
}
// src/games/duck_down/info.ts
var ne = {
	en: "0 = no limit",
	de: "0 = ohne Limit",
	nl: "0 = geen limiet"
}, re = {
	name: "duck_down",
	title: {
		en: "Duck Down",
		de: "Duck Down",
		nl: "Duck Down"
	},
	summary: {
		en: "Fewest points wins. Remember your cards!",
		de: "Wenigste Punkte gewinnt. Merk dir deine Karten!",
		nl: "Minste punten wint. Onthoud je kaarten!"
	},
	players: [2, 8],
	options: {
		type: "object",
		additionalProperties: !1,
		properties: {
			peek_time: {
				type: "integer",
				minimum: 0,
				maximum: 600,
				default: 10,
				"x-label": {
					en: "Time for the first look (s)",
					de: "Zeit für den ersten Blick (s)",
					nl: "Tijd voor de eerste blik (s)"
				},
				"x-hint": ne,
				"x-lobby": !0
			},
			turn_time: {
				type: "integer",
				minimum: 0,
				maximum: 3600,
				default: 60,
				"x-label": {
					en: "Time per move (s)",
					de: "Zeit pro Zug (s)",
					nl: "Tijd per zet (s)"
				},
				"x-hint": ne,
				"x-lobby": !0
			},
			call_penalty: {
				type: "integer",
				minimum: 0,
				maximum: 100,
				default: 0,
				"x-label": {
					en: "Penalty for a wrong Duck Down",
					de: "Strafe für ein falsches Duck Down",
					nl: "Straf voor een verkeerde Duck Down"
				},
				"x-lobby": !0
			},
			keep_known: {
				type: "boolean",
				default: !1,
				"x-label": {
					en: "Easy memory: cards you know stay face up",
					de: "Leichtes Merken: bekannte Karten bleiben offen",
					nl: "Makkelijk onthouden: bekende kaarten blijven open"
				},
				"x-lobby": !0
			}
		}
	},
	result: "lowest",
	teams: null,
	length: "rounds",
	clock: "game",
	join: "lobby",
	bot_levels: null,
	events: [
		"duck_down_called",
		"round_ended",
		"game_ended"
	]
}, ie = {
	name: re.name,
	info: re,
	howTo: !0,
	load: () => import("./duck-down-game-duck_down-DYqtFCYN.js").then((e) => e.default)
}, ae = {
	name: "duck_pond",
	title: {
		en: "Duck Pond",
		de: "Ententeich",
		nl: "Eendenvijver"
	},
	summary: {
		en: "A nomic that runs for weeks: feed, hatch and scout ducks, vote on new rules twice a week.",
		de: "Ein Nomic über Wochen: Enten füttern, brüten, auf Erkundung schicken, zweimal pro Woche über Regeln abstimmen.",
		nl: "Een nomic die weken duurt: eenden voeren, broeden, op verkenning sturen, twee keer per week over regels stemmen."
	},
	players: [1, 20],
	options: {
		type: "object",
		properties: {}
	},
	result: "highest",
	teams: null,
	length: "open",
	clock: "calendar",
	join: "any_time",
	bot_levels: ["random"],
	events: [
		"proposal_made",
		"proposal_passed",
		"proposal_failed",
		"roll",
		"duck_hatched",
		"title_changed",
		"disciple_perished",
		"god_egg",
		"round_lost"
	]
}, oe = {
	name: ae.name,
	info: ae,
	needsHostInfo: !0,
	howTo: !0,
	load: () => import("./duck-down-game-duck_pond-ConvKc4Q.js").then((e) => e.default)
}, se = {
	name: "dutch",
	title: {
		en: "Dutch",
		de: "Dutch",
		nl: "Dutch"
	},
	summary: {
		en: "Lowest points wins: remember your cards, use Aces, Queens and Jacks, throw in fast.",
		de: "Wenigste Punkte gewinnt: merk dir deine Karten, nutze Asse, Damen und Buben, wirf schnell ein.",
		nl: "Minste punten wint: onthoud je kaarten, gebruik azen, vrouwen en boeren, gooi snel in."
	},
	players: [2, 8],
	options: {
		type: "object",
		properties: {}
	},
	result: "lowest",
	teams: null,
	length: "target",
	clock: "game",
	join: "lobby",
	bot_levels: [
		"random",
		"easy",
		"medium",
		"hard"
	],
	events: [
		"dutch_called",
		"round_ended",
		"game_ended"
	]
}, ce = {
	name: se.name,
	info: se,
	needsHostInfo: !0,
	howTo: !0,
	load: () => import("./duck-down-game-dutch-pmnxP6ap.js").then((e) => e.default)
}, le = {
	name: "quack_quack",
	title: {
		en: "Quack-Quack, Corrupt Ducks",
		de: "Quack-Quack, korrupte Enten",
		nl: "Kwak-kwak, corrupte eenden"
	},
	summary: {
		en: "Empty your hand first, in power struggles of singles and pairs. A Governor wins unless a Revolution or a Secret Inspection brings it down. Teams of two at four.",
		de: "Werde deine Karten als Erste los, in Machtkämpfen aus Einzelkarten und Paaren. Ein Gouverneur gewinnt, außer eine Revolution oder eine geheime Inspektion stürzt ihn. Zu viert in Zweierteams.",
		nl: "Raak als eerste je kaarten kwijt, in machtsstrijden van losse kaarten en paren. Een gouverneur wint, tenzij een revolutie of een geheime inspectie hem ten val brengt. Met vier in teams van twee."
	},
	players: [2, 4],
	options: {
		type: "object",
		additionalProperties: !1,
		properties: {
			turn_time: {
				type: "integer",
				minimum: 0,
				maximum: 3600,
				default: 30,
				"x-unit": "s",
				"x-lobby": !0,
				"x-label": {
					en: "Time per decision (seconds, 0 = no limit)",
					de: "Zeit pro Entscheidung (Sekunden, 0 = unbegrenzt)",
					nl: "Tijd per beslissing (seconden, 0 = onbeperkt)"
				}
			},
			rounds: {
				type: "integer",
				enum: [
					1,
					3,
					5
				],
				default: 5,
				"x-lobby": !0,
				"x-label": {
					en: "Rounds (3 or 4 players)",
					de: "Runden (3 oder 4 Spieler)",
					nl: "Rondes (3 of 4 spelers)"
				}
			},
			goal_coins: {
				type: "integer",
				enum: [
					3,
					4,
					5
				],
				default: 4,
				"x-lobby": !0,
				"x-label": {
					en: "Coins to win (2 players)",
					de: "Münzen zum Sieg (2 Spieler)",
					nl: "Munten om te winnen (2 spelers)"
				}
			}
		}
	},
	result: "highest",
	teams: { 4: [[0, 2], [1, 3]] },
	length: "rounds",
	clock: "game",
	join: "lobby",
	bot_levels: [
		"random",
		"easy",
		"medium",
		"hard"
	],
	events: [
		"revolution",
		"secret_inspection",
		"player_out",
		"round_ended",
		"game_ended"
	]
}, v = [
	ie,
	oe,
	ce,
	{
		name: le.name,
		info: le,
		needsHostInfo: !0,
		howTo: !0,
		load: () => import("./duck-down-game-quack_quack-g_Ib37DU.js").then((e) => e.default)
	}
];
// src/games/loader.ts
function y(e, t = v) {
	return t.find((t) => t.name === e);
}
function b(e = v) {
	return e[0]?.name ?? "";
}
var x = new class {
	constructor(e = v) {
		this.games = e, this.loading = /* @__PURE__ */ new Map(), this.ready = /* @__PURE__ */ new Map();
	}
	get(e) {
		return this.ready.get(e);
	}
	loaded() {
		return [...this.ready.values()];
	}
	known(e) {
		return !!y(e, this.games);
	}
	load(e) {
		let t = this.loading.get(e);
		if (t) return t;
		let n = y(e, this.games);
		if (!n) return Promise.reject(/* @__PURE__ */ Error(`no board for the game ${JSON.stringify(e)}`));
		let r = n.load().then((t) => (this.ready.set(e, t), t), (t) => {
			throw this.loading.delete(e), t;
		});
		return this.loading.set(e, r), r;
	}
}();
// src/names.ts
function ue(e) {
	return [...e.trim()].length;
}
function de(e, t) {
	let n = ue(e);
	return n > t ? n : null;
}
function fe(e, t) {
	return [...e.trim()].slice(0, t).join("");
}
// src/error-words.ts
var pe = {
	err_bad_json: "The game host could not read that request. Reload the page and try again.",
	err_too_large: "That request was too large for the game host.",
	err_invalid_request: "The game host did not understand that request. Reload the page and try again.",
	err_unknown_command: "The game host does not know that command; it may be older than this page.",
	err_unsupported_protocol: "This page and the game host speak different versions. Update Duck Down.",
	err_rate_limited: "Slow down a little and try again.",
	err_unauthorized: "This device's key for that seat or table was not accepted. Join the table again.",
	err_forbidden: "Only the table's owner may do that.",
	err_replayed: "That request arrived twice; try again.",
	err_stale: "The table moved on; try again.",
	err_unknown_table: "This table does not exist any more.",
	err_unknown_seat: "That seat is empty or does not exist.",
	err_wrong_status: "That is not possible right now (the game may have started).",
	err_table_full: "This table is full.",
	err_seat_taken: "Someone sits in that seat already.",
	err_name_taken: "Someone at this table already has that name.",
	err_table_name_taken: "A table with that name is open already: choose another name, say with a number.",
	err_not_a_bot: "No bot sits in that seat.",
	err_seat_is_bot: "A bot plays this seat now: take it back first.",
	err_not_handed_to_bot: "No bot plays this seat.",
	err_seat_gap: "There is an empty seat between the players: fill it or free a seat, then start.",
	err_not_enough_players: "Not enough players yet: invite someone or add a bot, then start.",
	err_invalid_rounds: "That number of rounds is not offered at this table.",
	err_unknown_ruleset: "The game host does not have this game.",
	err_unknown_bot_level: "That bot level is not available for this game.",
	err_invalid_config: "These options do not work:",
	err_bad_key: "This device's key was refused. Reload the page and try again.",
	err_too_many_tables: "The game host holds as many tables as it can: delete a finished one first.",
	err_internal_error: "The game host had a problem and nothing changed. Try again.",
	err_engine_error: "The game refused that; nothing changed.",
	err_illegal_action: "That move is not allowed right now.",
	err_bad_action: "The game did not understand that move. Reload the page and try again.",
	err_not_your_turn: "Wait for your turn.",
	err_wrong_phase: "Not now: the game is at another step.",
	err_already_ready: "You are ready already.",
	err_already_called: "Someone has called already this round.",
	err_game_over: "The game is over.",
	err_not_due: "The time has not run out yet.",
	err_not_allowed: "Only the game host may do that.",
	err_bad_seat: "There is no such seat at this table.",
	err_disconnected: "Not connected to the game host.",
	err_timeout: "The game host did not answer."
}, me = {
	err_bad_json: "Der Spiel-Host konnte die Anfrage nicht lesen. Lade die Seite neu und versuch es noch einmal.",
	err_too_large: "Die Anfrage war zu groß für den Spiel-Host.",
	err_invalid_request: "Der Spiel-Host hat die Anfrage nicht verstanden. Lade die Seite neu und versuch es noch einmal.",
	err_unknown_command: "Der Spiel-Host kennt diesen Befehl nicht; vielleicht ist er älter als diese Seite.",
	err_unsupported_protocol: "Diese Seite und der Spiel-Host sprechen verschiedene Versionen. Aktualisiere Duck Down.",
	err_rate_limited: "Etwas langsamer, bitte, und noch einmal.",
	err_unauthorized: "Der Schlüssel dieses Geräts für diesen Platz oder Tisch gilt nicht. Setz dich noch einmal an den Tisch.",
	err_forbidden: "Das darf nur, wer den Tisch eröffnet hat.",
	err_replayed: "Diese Anfrage kam doppelt an; versuch es noch einmal.",
	err_stale: "Am Tisch ist inzwischen etwas passiert; versuch es noch einmal.",
	err_unknown_table: "Diesen Tisch gibt es nicht mehr.",
	err_unknown_seat: "Diesen Platz gibt es nicht, oder er ist leer.",
	err_wrong_status: "Das geht gerade nicht (vielleicht läuft das Spiel schon).",
	err_table_full: "Dieser Tisch ist voll.",
	err_seat_taken: "Auf diesem Platz sitzt schon jemand.",
	err_name_taken: "An diesem Tisch heißt schon jemand so.",
	err_table_name_taken: "Ein Tisch mit diesem Namen ist schon offen: nimm einen anderen Namen, etwa mit einer Zahl.",
	err_not_a_bot: "Auf diesem Platz sitzt kein Bot.",
	err_seat_is_bot: "Gerade spielt ein Bot auf diesem Platz: nimm ihn erst zurück.",
	err_not_handed_to_bot: "Auf diesem Platz spielt kein Bot.",
	err_seat_gap: "Zwischen den Spielern ist ein Platz frei: besetz ihn oder mach einen Platz frei, dann starte.",
	err_not_enough_players: "Noch zu wenige Spieler: lade jemanden ein oder nimm einen Bot dazu, dann starte.",
	err_invalid_rounds: "Diese Rundenzahl gibt es an diesem Tisch nicht.",
	err_unknown_ruleset: "Dieses Spiel gibt es auf dem Spiel-Host nicht.",
	err_unknown_bot_level: "Diese Bot-Stärke gibt es für dieses Spiel nicht.",
	err_invalid_config: "Diese Einstellungen gehen nicht:",
	err_bad_key: "Der Schlüssel dieses Geräts wurde abgelehnt. Lade die Seite neu und versuch es noch einmal.",
	err_too_many_tables: "Der Spiel-Host hat so viele Tische, wie er halten kann: lösch zuerst einen beendeten.",
	err_internal_error: "Der Spiel-Host hatte ein Problem, und nichts wurde geändert. Versuch es noch einmal.",
	err_engine_error: "Das Spiel hat das abgelehnt; nichts wurde geändert.",
	err_illegal_action: "Dieser Zug ist gerade nicht erlaubt.",
	err_bad_action: "Das Spiel hat diesen Zug nicht verstanden. Lade die Seite neu und versuch es noch einmal.",
	err_not_your_turn: "Warte, bis du dran bist.",
	err_wrong_phase: "Jetzt nicht: Das Spiel ist gerade bei einem anderen Schritt.",
	err_already_ready: "Du bist schon bereit.",
	err_already_called: "In dieser Runde hat schon jemand gerufen.",
	err_game_over: "Das Spiel ist aus.",
	err_not_due: "Die Zeit ist noch nicht um.",
	err_not_allowed: "Das darf nur der Spiel-Host.",
	err_bad_seat: "Diesen Platz gibt es an diesem Tisch nicht.",
	err_disconnected: "Keine Verbindung zum Spiel.",
	err_timeout: "Das Spiel antwortet nicht."
}, he = {
	err_bad_json: "De spelhost kon dat verzoek niet lezen. Laad de pagina opnieuw en probeer het nog eens.",
	err_too_large: "Dat verzoek was te groot voor de spelhost.",
	err_invalid_request: "De spelhost begreep dat verzoek niet. Laad de pagina opnieuw en probeer het nog eens.",
	err_unknown_command: "De spelhost kent die opdracht niet; misschien is hij ouder dan deze pagina.",
	err_unsupported_protocol: "Deze pagina en de spelhost spreken verschillende versies. Werk Duck Down bij.",
	err_rate_limited: "Iets rustiger, en probeer het nog eens.",
	err_unauthorized: "De sleutel van dit apparaat voor die plaats of tafel werd niet geaccepteerd. Doe opnieuw mee aan de tafel.",
	err_forbidden: "Alleen de eigenaar van de tafel mag dat.",
	err_replayed: "Dat verzoek kwam twee keer aan; probeer het nog eens.",
	err_stale: "Aan tafel is intussen iets gebeurd; probeer het nog eens.",
	err_unknown_table: "Deze tafel bestaat niet meer.",
	err_unknown_seat: "Die plaats is leeg of bestaat niet.",
	err_wrong_status: "Dat kan nu niet (misschien is het spel al begonnen).",
	err_table_full: "Deze tafel is vol.",
	err_seat_taken: "Op die plaats zit al iemand.",
	err_name_taken: "Iemand aan deze tafel heeft die naam al.",
	err_table_name_taken: "Er is al een tafel met die naam open: kies een andere naam, bijvoorbeeld met een nummer.",
	err_not_a_bot: "Op die plaats zit geen bot.",
	err_seat_is_bot: "Een bot speelt nu op deze plaats: neem hem eerst terug.",
	err_not_handed_to_bot: "Op deze plaats speelt geen bot.",
	err_seat_gap: "Er is een lege plaats tussen de spelers: vul hem of maak een plaats vrij, en start dan.",
	err_not_enough_players: "Nog te weinig spelers: nodig iemand uit of voeg een bot toe, en start dan.",
	err_invalid_rounds: "Dat aantal rondes kan aan deze tafel niet.",
	err_unknown_ruleset: "De spelhost heeft dit spel niet.",
	err_unknown_bot_level: "Dat niveau van de bot bestaat niet voor dit spel.",
	err_invalid_config: "Deze instellingen kloppen niet:",
	err_bad_key: "De sleutel van dit apparaat werd geweigerd. Laad de pagina opnieuw en probeer het nog eens.",
	err_too_many_tables: "De spelhost heeft zoveel tafels als hij aankan: verwijder eerst een afgelopen tafel.",
	err_internal_error: "De spelhost had een probleem en er is niets veranderd. Probeer het nog eens.",
	err_engine_error: "Het spel weigerde dat; er is niets veranderd.",
	err_illegal_action: "Die zet mag nu niet.",
	err_bad_action: "Het spel begreep die zet niet. Laad de pagina opnieuw en probeer het nog eens.",
	err_not_your_turn: "Wacht tot je aan de beurt bent.",
	err_wrong_phase: "Nu niet: het spel is bij een andere stap.",
	err_already_ready: "Je bent al klaar.",
	err_already_called: "Deze ronde heeft al iemand geroepen.",
	err_game_over: "Het spel is voorbij.",
	err_not_due: "De tijd is nog niet om.",
	err_not_allowed: "Alleen de spelhost mag dat.",
	err_bad_seat: "Die plaats bestaat niet aan deze tafel.",
	err_disconnected: "Geen verbinding met het spel.",
	err_timeout: "Het spel antwoordt niet."
}, ge = new Set(Object.keys(pe).map((e) => e.slice(4))), _e = {
	...pe,
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
	startedAt: "started {time}",
	openedAt: "opened {time}",
	away: "{name} (away)",
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
	tapNotSent: "A tap was not sent: the game had moved on.",
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
	showResults: "Results"
}, ve = {
	en: _e,
	de: {
		...me,
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
		startedAt: "gestartet {time}",
		openedAt: "eröffnet {time}",
		away: "{name} (weg)",
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
		tapNotSent: "Ein Tipp wurde nicht gesendet: das Spiel war schon weiter.",
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
		showResults: "Ergebnis"
	},
	nl: {
		...he,
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
		startedAt: "gestart {time}",
		openedAt: "geopend {time}",
		away: "{name} (weg)",
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
		tapNotSent: "Een tik is niet verstuurd: het spel was al verder.",
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
		showResults: "Uitslag"
	}
};
function ye(e, t = []) {
	for (let n of [e, ...t]) {
		let e = (n ?? "").toLowerCase().slice(0, 2);
		if (e in ve) return e;
	}
	return "en";
}
function be(e, t) {
	return t ? e.replace(/\{(\w+)\}/g, (e, n) => n in t ? String(t[n]) : e) : e;
}
function xe(e, t) {
	let n = ve[e] ?? _e, r = t?.[e] ?? {}, i = t?.en ?? {};
	return (e, t) => be(r[e] ?? n[e] ?? i[e] ?? _e[e] ?? e, t);
}
function Se(e, t, n) {
	let r = `err_${t}`, i = e(r);
	return !ge.has(t) && i === r ? n || t : t === "invalid_config" && n ? `${i} ${n}` : i;
}
// src/clock.ts
function Ce(e, t, n, r) {
	if (t.deadline == null) return null;
	if (typeof t.now == "number") {
		let e = Math.max(0, t.deadline - t.now);
		return t.paused ? {
			deadline: t.deadline,
			endsAt: n + e,
			total: r,
			frozen: e
		} : {
			deadline: t.deadline,
			endsAt: n + e,
			total: r
		};
	}
	return e && e.deadline === t.deadline ? e : r == null ? null : {
		deadline: t.deadline,
		endsAt: n + r,
		total: r
	};
}
function we(e, t, n) {
	return !t || t.deadline == null || !e || e.deadline !== t.deadline ? null : e.frozen === void 0 ? Math.max(0, e.endsAt - n) : e.frozen;
}
function Te() {
	return {
		connection: "connecting",
		tables: [],
		table: null,
		spectator: !1,
		pub: null,
		mine: null,
		clock: null,
		log: [],
		logCount: 0,
		cue: null,
		dismissedResult: null,
		error: null,
		board: null
	};
}
function S(e) {
	return e.mine ?? e.pub;
}
function C(e) {
	if (e.mine) return e.mine.seat;
	let t = e.table?.seats.find((e) => e.you);
	return t ? t.seat : null;
}
function w(e, t) {
	return e.table?.seats.find((e) => e.seat === t)?.name || `#${t + 1}`;
}
function Ee(e, t) {
	return e.table?.seats.find((e) => e.seat === t)?.kind === "bot";
}
function T(e, t) {
	return S(e)?.ruleset ?? e.table?.ruleset ?? t;
}
function E(e) {
	return S(e)?.phase === "over";
}
function De(e, t) {
	let n = e.mine;
	return !!n && !!t && t.toAct(n).includes(n.seat);
}
function Oe(e, t) {
	return we(e.clock, S(e), t);
}
function ke(e) {
	return e.connection !== "open" || e.table?.available === !1;
}
function Ae(e, t) {
	let n = S(e), r = n && t ? t.roundResult(n) : null;
	return !r || e.dismissedResult === r.round ? null : r;
}
function je(e) {
	return e[Math.floor(e.length / 2)] ?? "medium";
}
function Me(e, t, n, r) {
	let i = e.table, a = i?.seats.find((e) => e.seat === t);
	if (!i || !a || e.spectator) return null;
	let o = a.kind ? a.kind === "bot" : !!a.bot;
	if (i.status === "lobby") return n && o && r.removeBot ? "remove_bot" : null;
	if (i.status !== "playing" || o) return null;
	let s = t === C(e);
	return a.bot ? (n || s) && r.takeBack ? "take_back" : null : r.seatBot && (s || n && a.connected === !1) ? "bot" : null;
}
function Ne(e, t) {
	let n = S(e), r = n ? t.decisionMs(n, e.table?.options ?? {}) : null;
	return {
		...e,
		board: e.board === null ? t.initial() : e.board,
		clock: e.clock && e.clock.total === null ? {
			...e.clock,
			total: r
		} : e.clock
	};
}
function Pe(e, t) {
	return e?.phase === "over" && t.phase !== "over";
}
function Fe(e, t) {
	return e?.seq != null && t.seq != null && t.seq < e.seq;
}
function Ie(e, t, n, r) {
	let i = r ? r.decisionMs(t, e.table?.options ?? {}) : null;
	return Ce(e.clock, t, n, i);
}
function Le(e, t) {
	return e.board === null && t ? t.initial() : e.board;
}
function Re(e, t, n) {
	let r = (typeof t.round == "number" ? t.round : S(e)?.round) ?? 0, i = e.logCount + 1, a = [...e.log, {
		n: i,
		round: r,
		event: t
	}], o = {
		...e,
		log: a.length > 200 ? a.slice(-200) : a,
		logCount: i
	};
	if (!n) return o;
	let s = n.event(Le(o, n), t, C(o));
	return {
		...o,
		board: s.board,
		cue: s.cue ? {
			name: s.cue,
			n: (o.cue?.n ?? 0) + 1
		} : o.cue
	};
}
function ze(e, t) {
	let n = 0, r = t.map((e, t) => (typeof e.round == "number" && (n = e.round), {
		n: t + 1,
		round: n,
		event: e
	}));
	return {
		...e,
		log: r.slice(-200),
		logCount: r.length
	};
}
function Be(e) {
	return {
		...Te(),
		connection: e.connection,
		tables: e.tables
	};
}
function Ve(e, t, n = null) {
	switch (t.type) {
		case "connection": return {
			...e,
			connection: t.status
		};
		case "tables": return {
			...e,
			tables: t.tables
		};
		case "table": {
			if (!t.table) return Be(e);
			let n = !e.table || e.table.id === t.table.id;
			return {
				...n ? e : Be(e),
				table: t.table,
				spectator: t.spectator ?? (n ? e.spectator : !1)
			};
		}
		case "public": {
			if (Fe(e.pub, t.view)) return e;
			let r = {
				...e,
				pub: t.view,
				dismissedResult: Pe(e.pub, t.view) ? null : e.dismissedResult
			};
			return e.mine ? r : {
				...r,
				clock: Ie(e, t.view, t.at, n)
			};
		}
		case "seat": {
			if (Fe(e.mine, t.view)) return e;
			let r = n ? n.seatView(Le(e, n), t.view) : e.board;
			return {
				...e,
				mine: t.view,
				dismissedResult: Pe(e.mine, t.view) ? null : e.dismissedResult,
				spectator: !1,
				clock: Ie(e, t.view, t.at, n),
				board: r
			};
		}
		case "event": return Re(e, t.event, n);
		case "history": return ze(e, t.events);
		case "board": return {
			...e,
			board: t.board
		};
		case "dismiss_result": return {
			...e,
			dismissedResult: t.round
		};
		case "error": return {
			...e,
			error: t.error
		};
		case "left": return Be(e);
	}
}
// src/types.ts
var He = [
	"random",
	"easy",
	"medium",
	"hard"
], Ue = {
	seatBot: !0,
	takeBack: !0,
	removeBot: !0,
	deleteTable: !0
};
// src/standings.ts
function We(e) {
	let t = [], n = [];
	for (let r of e) n = r.map((e, t) => (n[t] ?? 0) + e), t.push(n);
	return t;
}
function Ge(e, t) {
	return t?.length ? t.map((t) => ({
		seats: t,
		total: t.reduce((t, n) => t + (e[n] ?? 0), 0)
	})) : e.map((e, t) => ({
		seats: [t],
		total: e
	}));
}
function Ke(e, t = "lowest") {
	let n = t === "highest" ? -1 : 1, r = [...e].sort((e, t) => n * (e.total - t.total) || (e.seats[0] ?? 0) - (t.seats[0] ?? 0)), i = 0, a = null;
	return r.map((e, t) => ((a === null || e.total !== a) && (i = t + 1), a = e.total, {
		...e,
		place: i
	}));
}
// src/chart.ts
var qe = {
	l: 28,
	r: 10,
	t: 10,
	b: 20
};
function Je(e, t, n, r, i = qe, a = {}) {
	let o = a.running?.length === e.length ? a.running : We(e), s = e[0]?.length ?? 0, c = typeof a.target == "number" && a.target > 0 ? a.target : null, l = Math.max(10, c ?? 0, ...o.flat()), u = l <= 20 ? 5 : l <= 50 ? 10 : l <= 120 ? 20 : 50, d = Math.ceil(l / u) * u, f = Math.max(1, t), p = Array.from({ length: f + 1 }, (e, t) => i.l + (n - i.l - i.r) * t / f), m = (e) => i.t + (r - i.t - i.b) * (1 - e / d), h = [];
	for (let e = 0; e < s; e++) h.push([{
		x: p[0],
		y: m(0)
	}, ...o.map((t, n) => ({
		x: p[n + 1],
		y: m(t[e] ?? 0)
	}))]);
	let g = [];
	for (let e = 0; e <= d; e += u) g.push({
		v: e,
		y: m(e)
	});
	return {
		lines: h,
		max: d,
		xs: p,
		yTicks: g,
		target: c === null ? null : {
			v: c,
			y: m(c)
		}
	};
}
function Ye(t, n, i, s, c = {}) {
	if (!t.length) return e;
	let l = Je(t, n, 320, 170, qe, c);
	return o`<figure class="chart">
    <svg viewBox="0 0 ${320} ${170}" role="img" aria-label=${s}>
      ${l.yTicks.map((e) => r`<line x1="28" x2=${310} y1=${e.y} y2=${e.y} class="grid"/>
          <text x="22" y=${e.y + 4} text-anchor="end" class="tick">${e.v}</text>`)}
      ${l.xs.map((e, t) => r`<text x=${e} y=${165} text-anchor="middle" class="tick">${t}</text>`)}
      ${l.target ? r`<line x1="28" x2=${310} y1=${l.target.y} y2=${l.target.y} class="target"/>
          <text x=${308} y=${l.target.y - 4} text-anchor="end" class="tick target-label">${l.target.v}</text>` : e}
      ${l.lines.map((e, t) => r`<polyline fill="none" stroke=${a(t)} stroke-width="3" stroke-linejoin="round"
            stroke-linecap="round" points=${e.map((e) => `${e.x.toFixed(1)},${e.y.toFixed(1)}`).join(" ")}/>
          ${e.slice(1).map((e) => r`<circle cx=${e.x} cy=${e.y} r="3.5" fill=${a(t)}/>`)}`)}
    </svg>
    <figcaption>
      ${i.map((e, t) => o`<span class="legend"><i style="background:${a(t)}"></i>${e}</span>`)}
    </figcaption>
  </figure>`;
}
// src/shell/scores.ts
function D(t, n) {
	let r = t.t, i = t.tableGame(), s = t.module(i)?.rules, c = s?.scoreHistory(n) ?? [], l = n.totals ?? [], u = Array.from({ length: n.players }, (e, n) => w(t.s, n)), d = ee(t.info(i), n.players), f = (e, t) => e.reduce((e, n) => e + (t[n] ?? 0), 0);
	return o`<table class="scores">
      <thead>
        <tr>
          <th></th>
          ${c.map((e, t) => o`<th>${t + 1}</th>`)}
          <th>${r("total")}</th>
        </tr>
      </thead>
      <tbody>
        ${u.map((e, t) => o`<tr>
            <td><i class="dot" style="background:${a(t)}"></i>${e}</td>
            ${c.map((e) => o`<td>${e[t] ?? ""}</td>`)}
            <td class="tot">${l[t] ?? 0}</td>
          </tr>`)}
        ${d ? d.map((e) => o`<tr class="team">
                <td>${r("team", { names: e.map((e) => u[e] ?? `#${e + 1}`).join(" & ") })}</td>
                ${c.map((t) => o`<td>${f(e, t)}</td>`)}
                <td class="tot">${f(e, l)}</td>
              </tr>`) : e}
      </tbody>
    </table>
    ${Ye(c, n.rounds ?? c.length, u, r("scoreChart"), {
		running: s?.runningTotals?.(n) ?? null,
		target: s?.target?.(n) ?? null
	})}`;
}
// src/shell/podium.ts
var Xe = [
	"#ffd43b",
	"#ff6b6b",
	"#4dabf7",
	"#69db7c",
	"#b197fc",
	"#ffa94d"
];
function Ze(e, t) {
	let n = e.s.table?.round_choices ?? [], r = typeof t.rounds == "number" && n.includes(t.rounds) ? t.rounds : null;
	e.patch({ starting: !0 }), e.lobby({
		command: "start",
		rounds: r
	});
}
function Qe(t, n, r) {
	let a = t.t, c = t.s, l = t.info(t.tableGame()), u = C(c), d = Ke(Ge(n.totals ?? [], ee(l, n.players)), l?.result ?? "lowest"), f = (e) => e.map((e) => w(c, e)).join(" & "), p = (n.winners ?? []).map((e) => w(c, e)), m = d.slice(0, 3), h = m.length === 3 ? [
		m[1],
		m[0],
		m[2]
	] : m.length === 2 ? [m[1], m[0]] : m, g = c.table, _ = !!g && !c.spectator && t.isOwner(g);
	return o`<div class="overlay">
    ${r ? e : o`<div class="confetti" aria-hidden="true">
          ${Array.from({ length: 40 }, (e, t) => o`<i style="left:${t * 37 % 100}%;background:${Xe[t % Xe.length]};animation-delay:${t % 10 * .12}s"></i>`)}
        </div>`}
    <div class="dialog wide" role="dialog" aria-modal="true" aria-labelledby="go-h">
      <h2 id="go-h">${i.trophy} ${a("gameOver")}</h2>
      <p class="winner-line">
        ${p.length > 1 ? a("winners", { names: p.join(" & ") }) : a("winner", { names: p[0] ?? "" })}
      </p>
      <div class="podium">
        ${h.map((t) => o`<div class="step p${Math.min(t.place, 3)}">
            ${t.place === 1 ? s() : e}
            <span class="pname">${f(t.seats)}${u !== null && t.seats.includes(u) ? o` <span class="tag you">${a("you")}</span>` : e}</span>
            <span class="ptotal">${t.total}</span>
            <span class="block">${t.place}</span>
          </div>`)}
      </div>
      ${d.length > 3 ? o`<ol start="4">
            ${d.slice(3).map((e) => o`<li>${f(e.seats)}: ${e.total}</li>`)}
          </ol>` : e}
      ${D(t, n)}
      ${_ ? e : o`<p style="color:var(--_muted);margin:8px 0 0">${a("ownerCanPlayAgain")}</p>`}
      <div class="buttons">
        <button class="btn ghost" @click=${() => t.patch({ hidePodium: !0 })}>${a("close")}</button>
        ${_ ? o`<button class="btn ghost" @click=${() => t.lobby({ command: "leave" })}>${a("backToLobby")}</button>
              <button class="btn primary" autofocus ?disabled=${t.ui.starting} @click=${() => Ze(t, n)}>▶ ${a("playAgain")}</button>` : o`<button class="btn primary" autofocus @click=${() => t.lobby({ command: "leave" })}>${a("backToLobby")}</button>`}
      </div>
    </div>
  </div>`;
}
// src/log.ts
function $e(e, t, n, r, i, a = 80) {
	if (!t) return [];
	let o = [];
	for (let s of e.slice(-a)) {
		let e = t.describeEvent(s.event, n, r, i);
		e && o.push({
			n: s.n,
			text: e,
			big: t.majorEvents.has(s.event.type)
		});
	}
	return o.reverse();
}
// node_modules/lean-qr/index.mjs
var et = [
	.2,
	3 / 8,
	5 / 9,
	2 / 3
], tt = (e, t) => (n) => {
	let r = 4 * e + n - 4, i = "*-04-39?2$%%$%%'$%''%'''%')(%'))%(++'(++'(+.'+-.',/3',33)-/5)-43).36)058*18<+37<+4:<,4:E,5<A-7>C/8@F/:EH/<EK0=FM1?IP2@KS3BNV4DPY5FS\\6HV_6IXb7K[e8N^i9Pam;Rdp<Tgt".charCodeAt(r) - 35, a = r > 8 ? i : 1, o = t / a | 0, s = t % a, c = a - s, l = r > 8 ? o * et[n] + (e > 5) & -2 : i, u = o - l;
	return {
		t: c * u + s * u + s,
		o: [[c, u], [s, u + 1]],
		i: l
	};
}, O = (e) => new Uint8Array(e), k = (e) => {
	let t = /* @__PURE__ */ Error(`lean-qr error ${e}`);
	throw t.code = e, t;
}, A = (e) => "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:".indexOf(e), j = (e) => e.charCodeAt(0), nt = (...e) => (t, n) => e.forEach((e) => e(t, n)), rt = (e) => (t) => {
	t.eci !== e && (t.push(7, 4), e < 128 ? t.push(e, 8) : e < 16384 ? t.push(32768 | e, 16) : t.push(12582912 | e, 24), t.eci = e);
}, M = (e) => (t, n) => {
	t.push(4, 4), t.push(e.length, 8 + 8 * (n > 9)), e.forEach((e) => t.push(e, 8));
}, N = (e, t, n, r, i = (e, t) => n(e.length, t), a = r ? (t) => nt(rt(r), e(t)) : e) => (a.test = t, a.l = n, a.est = i, a.eci = r && [r], a), it = N((e) => (t, n) => {
	t.push(1, 4), t.push(e.length, 10 + 2 * (n > 26) + 2 * (n > 9));
	let r = 0;
	for (; r < e.length - 2; r += 3) t.push(+e.slice(r, r + 3), 10);
	r < e.length - 1 ? t.push(+e.slice(r), 7) : r < e.length && t.push(+e[r], 4);
}, (e) => /[0-9]/.test(e), (e, t) => 14 + 2 * (t > 26) + 2 * (t > 9) + 10 * e / 3), at = N((e) => (t, n) => {
	t.push(2, 4), t.push(e.length, 9 + 2 * (n > 26) + 2 * (n > 9));
	let r = 0;
	for (; r < e.length - 1; r += 2) t.push(45 * A(e[r]) + A(e[r + 1]), 11);
	r < e.length && t.push(A(e[r]), 6);
}, (e) => A(e) >= 0, (e, t) => 13 + 2 * (t > 26) + 2 * (t > 9) + 5.5 * e), P = N((e) => M([...e].map(j)), (e) => j(e) < 128, (e, t) => 12 + 8 * (t > 9) + 8 * e);
P._ = !0, P.u = !0;
var F = N(P, (e) => j(e) < 256, P.l, 3);
F._ = !0;
var ot = new TextEncoder(), I = N((e) => M(ot.encode(e)), () => 1, 0, 26, (e, t) => 12 + 8 * (t > 9) + 8 * ot.encode(e).length);
I._ = !0;
var L = () => {
	let e = /* @__PURE__ */ new Map(), t = new TextDecoder("sjis"), n = O(2);
	for (let r = 0; r < 7973; ++r) n[0] = r / 192 + 129 + 64 * (r > 5951), n[1] = r % 192 + 64, e.set(t.decode(n), r);
	return e.delete("�"), L = () => e, e;
}, st = N((e) => (t, n) => {
	t.push(8, 4), t.push(e.length, 8 + 2 * (n > 26) + 2 * (n > 9));
	for (let n of e) t.push(L().get(n), 13);
}, (e) => L().has(e), (e, t) => 12 + 2 * (t > 26) + 2 * (t > 9) + 13 * e);
st._ = !0;
var ct = [
	it,
	at,
	P,
	F,
	st,
	I
], lt = {
	auto: (e, { modes: t = ct } = {}) => (n, r) => {
		let i = t.map((t, n) => {
			let i = /* @__PURE__ */ new Map(), a = (e, t) => (i.has(e) || i.set(e, t(e, r)), i.get(e));
			return {
				m: t,
				h: 1 << n,
				C: t.est("", r),
				S: t.l ? (e, n) => a(n - e, t.l) : (n, r) => a(e.slice(n, r), t.est)
			};
		}), a = [{ v: 0 }], o = 0, s = 0, c = -1;
		for (let t of [...e, ""]) {
			let e = 0;
			if (t) for (let n of i) n.m.test(t) && (e |= n.h);
			if (!t || e !== c) {
				if (c !== -1) {
					let e = new Set(a.map((e) => e.D)), t = [];
					for (let { m: n, C: r, S: l, h: u } of i) if (c & u) {
						let i = l(o, s);
						for (let c of n.eci ?? e) if (!n.u || !c) {
							let e;
							for (let t of a) if (t.D === c || n.eci) {
								let a = t.m === n && t.D === c, u = a ? t.V : t, d = n._ && a ? t.v + i - r : u.v + 12 * (u.D !== c) + (a ? l(a ? t.$ : o, s) : i);
								(!e || d < e.v) && (e = {
									$: a ? t.$ : o,
									V: u,
									m: n,
									D: c,
									A: s,
									v: d
								});
							}
							e && t.push(e);
						}
					}
					a = t;
				}
				c = e, o = s;
			}
			s += t.length;
		}
		a.length || k(5);
		let l = [];
		for (let t = a.reduce((e, t) => t.v < e.v ? t : e); t.m; t = t.V) l.push(t.m(e.slice(t.$, t.A)));
		l.reverse().forEach((e) => e(n, r));
	},
	multi: nt,
	eci: rt,
	bytes: M,
	numeric: it,
	alphaNumeric: at,
	ascii: P,
	iso8859_1: F,
	shift_jis: st,
	utf8: I
}, ut = () => ({
	F: O(2956),
	I: 0,
	push(e, t) {
		for (let n = t, r = 8 - (7 & this.I); n > 0; n -= r, r = 8) this.F[this.I >> 3] |= e << r >> n, this.I += n < r ? n : r;
	}
}), dt = (e, t = e * e, n = O(t)) => ({
	size: e,
	K: n,
	get: (t, r) => t >= 0 && t < e && !!(1 & n[r * e + t]),
	toString({ on: t = "##", off: n = "  ", lf: r = "\n", pad: i = 4, padX: a = i, padY: o = i } = {}) {
		let s = "";
		for (let i = -o; i < e + o; ++i) {
			for (let r = -a; r < e + a; ++r) s += this.get(r, i) ? t : n;
			s += r;
		}
		return s;
	},
	toImageData(t, { on: n = [
		0,
		0,
		0
	], off: r = [
		0,
		0,
		0,
		0
	], pad: i = 4, padX: a = i, padY: o = i } = {}) {
		let s = e + 2 * a, c = e + 2 * o, l = t.createImageData(s, c), u = new Uint32Array(l.data.buffer);
		l.data.set([...n, 255]);
		let d = u[0];
		l.data.set([...r, 255]);
		let f = u[0];
		for (let e = 0; e < c; ++e) for (let t = 0; t < s; ++t) u[e * s + t] = this.get(t - a, e - o) ? d : f;
		return l;
	},
	toCanvas(e, t) {
		let n = e.getContext("2d"), r = this.toImageData(n, t);
		e.width = r.width, e.height = r.height, n.putImageData(r, 0, 0);
	},
	toDataURL({ type: e = "image/png", scale: t = 1, ...n } = {}) {
		let r = document.createElement("canvas"), i = r.getContext("2d"), a = this.toImageData(i, n);
		return r.width = a.width * t, r.height = a.height * t, i.putImageData(a, 0, 0), i.imageSmoothingEnabled = !1, i.globalCompositeOperation = "copy", i.drawImage(r, 0, 0, a.width, a.height, 0, 0, r.width, r.height), r.toDataURL(e, 1);
	}
}), R = [
	(e, t) => 1 & (e ^ t),
	(e, t) => 1 & t,
	(e) => e % 3,
	(e, t) => (e + t) % 3,
	(e, t) => 1 & (e / 3 ^ t >> 1),
	(e, t) => (e & t & 1) + e * t % 3,
	(e, t) => (e & t) + e * t % 3 & 1,
	(e, t) => (e ^ t) + e * t % 3 & 1
], z = O(511);
for (let e = 0, t = 1; e < 255; t = 2 * t ^ 285 * (t > 127)) z[z[t + 255] = e++] = t;
var ft = (e) => z[e % 255], pt = (e) => z[e + 255], mt = (e, t) => {
	let n = O(e.length + t.length - 1);
	for (let r = 0; r < e.length; ++r) for (let i = 0; i < t.length; ++i) n[r + i] ^= ft(e[r] + t[i]);
	return n.map(pt);
}, ht = (e, t) => {
	let n = O(e.length + t.length - 1);
	n.set(e, 0);
	for (let r = 0; r < e.length; ++r) if (n[r]) {
		let e = pt(n[r]);
		for (let i = 0; i < t.length; ++i) n[r + i] ^= ft(t[i] + e);
	}
	return n.slice(e.length);
}, gt = [[0], [0, 0]];
for (let e = 1; e < 30; ++e) gt.push(mt(gt[e], [0, e]));
var _t = (e, t) => {
	let n = [[], []], r = 0, i = 0;
	for (let [a, o] of t.o) for (let s = 0; s < a; ++s, r += o) {
		let a = e.slice(r, r + o);
		n[0].push(a), n[1].push(ht(a, gt[t.i])), i += o + t.i;
	}
	let a = O(i);
	i = 0;
	for (let e of n) for (let t = 0, n = -1; n < i; ++t) {
		n = i;
		for (let n of e) t < n.length && (a[i++] = n[t]);
	}
	return a;
}, vt = (e, t, n) => {
	let r = e <<= n;
	for (let e = 134217728; e >>= 1;) r & e && (r ^= t * (e >> n));
	return r | e;
}, yt = ({ size: e, K: t }, n) => {
	let r = (n, r, i, a) => {
		for (; i-- > 0; n += e) t.fill(a, n, n + r);
	}, i = (t, n, i) => {
		for (let a = 0; a++ < 3; i -= 2) r(n * e + t - (i >> 1) * (e + 1), i, i, 2 | a);
	}, a = 2 * ((e - 13) / (1 + (n / 7 | 0)) / 2 + .75 | 0);
	if (n > 1) for (let t = e - 7; t > 8; t -= a) {
		for (let e = t; e > 8; e -= a) i(t, e, 5);
		t < e - 7 && i(t, 6, 5);
	}
	if (n > 6) for (let r = vt(n, 7973, 12), i = 1; i < 7; ++i) for (let n = 12; n-- > 9; r >>= 1) t[i * e - n] = 2 | 1 & r;
	r(7, 2, 9, 2), r(e - 8, 8, 9, 2);
	for (let n = 0; n < e; ++n) t[6 * e + n] = 3 ^ 1 & n;
	i(3, 3, 7), i(e - 4, 3, 7);
	for (let n = 0; n < e; ++n) for (let r = n; r < e; ++r) t[r * e + n] = t[n * e + r];
	t[(e - 8) * e + 8] = 3;
}, bt = ({ size: e, K: t }) => {
	let n = [];
	for (let r = e - 2, i = e, a = -1; r >= 0; r -= 2) {
		for (r === 5 && (r = 4); i += a, i !== -1 && i !== e;) {
			let a = i * e + r;
			t[a + 1] || n.push(a + 1), t[a] || n.push(a);
		}
		a *= -1;
	}
	return n;
}, xt = ({ K: e }, t, n) => t.forEach((t, r) => e[t] = n[r >> 3] >> (7 & ~r) & 1), St = ({ size: e, K: t }, n, r, i) => {
	for (let r = 0; r < e; ++r) for (let i = 0; i < e; ++i) {
		let a = r * e + i;
		t[a] ^= !(n(i, r) || 2 & t[a]);
	}
	let a = 21522 ^ vt((1 ^ i) << 3 | r, 1335, 10);
	for (let n = 0; n++ < 8; a >>= 1) t[(n - (n < 7)) * e + 8] = 1 & a, t[9 * e - n] = 1 & a;
	for (let n = 8; --n, a; a >>= 1) t[8 * e + n - (n < 7)] = 1 & a, t[(e - n) * e + 8] = 1 & a;
}, Ct = ({ size: e, K: t }, n = 0, r = 0) => {
	for (let i = 0; i < e; ++i) {
		for (let a = 0; a < 2; ++a) for (let o, s = 0, c = 0, l = 2; s < e; ++s) {
			let u = 1 & t[a ? i * e + s : s * e + i];
			r += u, c = (c >> 1 | 2098176) & (3047517 ^ u - 1), 2049 & c && (n += 40), u ^ l && (o = 0), l = u, n += ++o === 5 ? 3 : o > 5;
		}
		if (i) for (let r = e + i, a = 5 * t[i - 1] ^ t[i]; r < e * e; r += e) {
			let e = 5 * t[r - 1] ^ t[r];
			n += 3 * !(1 & (a | e) | 4 & (a ^ e)), a = e;
		}
	}
	return n + 10 * (10 * Math.abs(r / (e * e) - 1) | 0);
}, wt = [], Tt = (e = k(1), { minCorrectionLevel: t = 0, maxCorrectionLevel: n = 3, minVersion: r = 1, maxVersion: i = 40, mask: a, trailer: o = 60433, ...s } = {}) => {
	n < t && k(3), i < r && k(2), typeof e == "string" && (e = lt.auto(e, s));
	for (let s = r, c = 0; s <= i; ++s) {
		let r = wt[s];
		r || (wt[s] = r = dt(4 * s + 17), yt(r, s), r.p = bt(r));
		let i = tt(s, r.p.length >> 3);
		if (8 * i(t).t < c) continue;
		let l = ut();
		e(l, s), c = l.I;
		for (let e = n; e >= t; --e) {
			let t = i(e);
			if (8 * t.t < c) continue;
			for (l.I = c + 11 & -8; l.I < 8 * t.t;) l.push(o, 16);
			let n = dt(r.size, r.K);
			return xt(n, r.p, _t(l.F, t)), (R[a] ? [R[a]] : R).map((t, r) => {
				let i = dt(n.size, n.K);
				return St(i, t, a ?? r, e), i.s = R[a] ? 0 : Ct(i), i;
			}).reduce((e, t) => t.s < e.s ? t : e);
		}
	}
	k(4);
};
Tt.with = (...e) => (t, n) => Tt(t, {
	modes: [...ct, ...e],
	...n
});
// src/qr.ts
function Et(e) {
	if (!e) return null;
	try {
		let t = Tt(e), n = "";
		for (let e = 0; e < t.size; e++) for (let r = 0; r < t.size; r++) t.get(r, e) && (n += `M${r} ${e}h1v1h-1z`);
		return {
			size: t.size,
			d: n
		};
	} catch {
		return null;
	}
}
function B(t, n) {
	let i = Et(t);
	if (!i) return e;
	let a = i.size + 4;
	return o`<figure class="qr">
    <svg viewBox="${-2} ${-2} ${a} ${a}" role="img" aria-label=${n + ": " + t} shape-rendering="crispEdges">
      ${r`<rect x=${-2} y=${-2} width=${a} height=${a} fill="#fff"/><path d=${i.d} fill="#000"/>`}
    </svg>
    <figcaption>${n}<br /><span class="url">${t}</span></figcaption>
  </figure>`;
}
// src/shell/side.ts
function Dt(t, n) {
	let r = t.t, i = t.s, a = C(i), s = t.tableGame(), c = $e(i.log, t.module(s), t.say(s), (e) => w(i, e), a), l = i.spectator || a === null;
	return o`
    ${t.lanUrl && l ? o`<section class="panel">${B(t.lanUrl, r("scanToJoin"))}</section>` : e}
    <section class="panel" aria-labelledby="sc-h">
      <h3 id="sc-h">${r("scores")}</h3>
      ${D(t, n)}
    </section>
    <section class="panel log-panel" aria-labelledby="log-h">
      <h3 id="log-h">${r("log")}</h3>
      ${c.length ? o`<ol class="log" aria-live="polite">
            ${c.map((e) => o`<li class=${e.big ? "big" : ""}>${e.text}</li>`)}
          </ol>` : o`<p>${r("noLog")}</p>`}
    </section>
    ${t.noLobby && l ? e : o`<div class="row-actions leave-row">
          <button class="btn ghost" @click=${() => t.lobby({ command: "leave" })}>${r("leave")}</button>
        </div>`}
  `;
}
// src/shell/game.ts
function Ot(t, n) {
	let { title: r, hint: i } = t.board.status(t.ctx), a = t.ctx.ring();
	return o`<div class="status" role="status" aria-live="polite">
    ${a === e ? o`<span>${s("logo")}</span>` : a}
    <div class="msg"><b>${r}</b>${i ? o`<span>${i}</span>` : e}</div>
    ${n}
  </div>`;
}
function kt(e) {
	return o`<button class="btn primary" @click=${() => e.patch({ hidePodium: !1 })}>${i.trophy} ${e.t("showResults")}</button>`;
}
function At(t, n) {
	let r = t.t, i = t.moduleState(n), [a, c] = i === "unknown" ? [r("unknownGameTitle"), r("unknownGameText", { game: _(t.info(n)?.title, t.lang, n) })] : i === "failed" ? [r("boardFailed"), ""] : [r("loadingGame"), ""];
	return o`<div class="status no-board" role=${i === "loading" ? "status" : "alert"}>
    <span>${s("logo")}</span>
    <div class="msg"><b>${a}</b>${c ? o`<span>${c}</span>` : e}</div>
    ${i === "loading" ? e : o`<button class="btn" @click=${() => globalThis.location?.reload()}>${t.t("reload")}</button>`}
  </div>`;
}
function jt(e, t, n, r) {
	let i = () => e.dispatch({
		type: "dismiss_result",
		round: r
	});
	return o`<div class="overlay" @keydown=${(e) => e.key === "Escape" && i()}>
    <div class="dialog wide" role="dialog" aria-modal="true" aria-labelledby="res-h">
      ${n.board.result(n.ctx, i)}
      <h3>${e.t("scores")}</h3>
      ${D(e, t)}
      <div class="buttons">
        <button class="btn primary" autofocus @click=${i}>${e.t("close")}</button>
      </div>
    </div>
  </div>`;
}
function Mt(t, n, r, i) {
	let a = t.s, s = t.tableGame(), c = t.module(s)?.rules ?? null, l = r ? Ae(a, c) : null, u = E(a) && !!n.winners, d = !!r?.ctx.mine && r.ctx.me !== null, f = !t.preview, p = u && !t.ui.hidePodium && f;
	return o`<main class="game ${d && f ? "seated" : ""}">
    <section class="felt" aria-label=${_(t.info(s)?.title, t.lang, s)}>
      ${r ? o`${Ot(r, u && f && !p ? kt(t) : e)}${r.board.table(r.ctx)}` : At(t, s)}
    </section>
    ${r && d && f ? o`<div class="action-bar">${r.board.actions(r.ctx)}</div>` : e}
    <aside class="side">${Dt(t, n)}</aside>
    ${r && f ? r.board.overlays(r.ctx) : e}
    ${r && l && !u && f ? jt(t, n, r, l.round) : e}
    ${p ? Qe(t, n, i) : e}
  </main>`;
}
// src/shell/header.ts
function Nt(t, n) {
	let r = t.t, a = S(t.s), c = t.s.table ? t.tableGame() : null;
	return o`<header class="bar">
    ${s("logo")}
    <h1>${r("title")}</h1>
    ${a ? o`<span class="round">${a.rounds == null ? r("roundOnly", { r: a.round }) : r("round", {
		r: a.round,
		n: a.rounds
	})}</span>` : e}
    <span class="spacer"></span>
    ${c && t.hasHowTo(c) && !t.preview ? o`<button class="icon-btn" aria-label=${r("howToPlay")} title=${r("howToPlay")} @click=${() => t.openHowTo(c)}>${i.help}</button>` : e}
    <button
      class="icon-btn"
      aria-pressed=${n.sound ? "true" : "false"}
      aria-label=${n.sound ? r("soundOn") : r("soundOff")}
      title=${n.sound ? r("soundOn") : r("soundOff")}
      @click=${n.toggleSound}
    >
      ${n.sound ? i.soundOn : i.soundOff}
    </button>
    <select aria-label=${r("language")} @change=${n.changeLang}>
      ${Object.keys(ve).map((e) => o`<option value=${e} ?selected=${e === t.lang}>${e.toUpperCase()}</option>`)}
    </select>
  </header>`;
}
// src/shell/howto.ts
function Pt(t, n) {
	let r = t.t, i = () => t.patch({ howTo: null }), a = t.module(n), s = _(t.info(n)?.title, t.lang, n), c = t.moduleState(n), l = a?.howTo ? a.howTo(t.lang, t.say(n)) : null;
	return o`<div class="overlay" @keydown=${(e) => e.key === "Escape" && i()}>
    <div class="dialog wide howto" role="dialog" aria-modal="true" aria-labelledby="how-h">
      <h2 id="how-h">${r("howToPlay")}: ${s}</h2>
      ${l ? o`<p class="intro">${l.intro}</p>
            ${l.sections.map((e) => o`<h3>${e.title}</h3>
                <ul>
                  ${e.items.map((e) => o`<li>${e}</li>`)}
                </ul>`)}
            ${l.legend ? o`<h3>${t.say(n)("legend")}</h3>${l.legend}` : e}` : o`<p role="status">
            ${a ? r("noHowTo") : c === "failed" ? r("boardFailed") : c === "unknown" ? r("unknownGameText", { game: s }) : r("loadingGame")}
          </p>`}
      <div class="buttons">
        <button class="btn primary" autofocus @click=${i}>${r("closeSheet")}</button>
      </div>
    </div>
  </div>`;
}
// src/options.ts
function Ft(e) {
	return typeof e.default == "number" ? e.default : typeof e.minimum == "number" ? e.minimum : 0;
}
function It(e, t, n = {}) {
	let r = [];
	for (let [i, a] of Object.entries(e?.options.properties ?? {})) {
		if (!a || a["x-lobby"] !== !0) continue;
		let e = {
			key: i,
			label: _(a["x-label"], t, i),
			hint: _(a["x-hint"], t)
		}, o = n[i];
		if ((a.type === "integer" || a.type === "number") && !a.enum) {
			let t = typeof o == "number" ? o : Ft(a);
			r.push({
				...e,
				kind: "number",
				integer: a.type === "integer",
				min: a.minimum ?? null,
				max: a.maximum ?? null,
				value: t
			});
		} else if (a.type === "boolean") r.push({
			...e,
			kind: "switch",
			value: typeof o == "boolean" ? o : a.default === !0
		});
		else if (Array.isArray(a.enum) && a.enum.length) {
			let n = a["x-enum-labels"]?.[t] ?? a["x-enum-labels"]?.en ?? [], i = a.enum.map((e, t) => ({
				value: String(e),
				label: n[t] ?? String(e)
			})), s = a.default === void 0 ? i[0].value : String(a.default), c = o == null ? "" : String(o), l = i.some((e) => e.value === c) ? c : s;
			r.push({
				...e,
				kind: "select",
				choices: i,
				value: l
			});
		}
	}
	return r;
}
function Lt(e, t) {
	let n = Number(t);
	return Number.isFinite(n) || (n = e.value), e.integer && (n = Math.round(n)), e.min !== null && (n = Math.max(e.min, n)), e.max !== null && (n = Math.min(e.max, n)), n;
}
function Rt(e, t) {
	let n = e?.options.properties ?? {}, r = {};
	for (let e of t) if (e.kind === "select") {
		let t = n[e.key]?.enum ?? [], i = t.findIndex((t) => String(t) === e.value);
		r[e.key] = i >= 0 ? t[i] : e.value;
	} else r[e.key] = e.value;
	return r;
}
function zt(e, t, n) {
	let r = [];
	for (let i of It(e, t, n)) i.kind === "switch" ? i.value && r.push(i.label) : i.kind === "select" ? r.push(`${i.label}: ${i.choices.find((e) => e.value === i.value)?.label ?? i.value}`) : r.push(`${i.label}: ${i.value}`);
	return r.join(" · ");
}
// src/shell/options-form.ts
function Bt(t, n) {
	let r = `opt-${t.key}`, i = t.hint ? o`<small id="${r}-hint">${t.hint}</small>` : e;
	switch (t.kind) {
		case "number": return o`<div class="field">
        <label for=${r}>${t.label}</label>
        <input
          id=${r}
          type="number"
          min=${t.min ?? e}
          max=${t.max ?? e}
          inputmode="numeric"
          aria-describedby=${t.hint ? `${r}-hint` : e}
          .value=${String(t.value)}
          @change=${(e) => {
			let r = e.target, i = Lt(t, r.value);
			r.value = String(i), n(t.key, i);
		}}
        />
        ${i}
      </div>`;
		case "switch": return o`<label class="check">
        <input type="checkbox" role="switch" .checked=${t.value} @change=${(e) => n(t.key, e.target.checked)} />
        ${t.label}
      </label>`;
		case "select": return o`<div class="field">
        <label for=${r}>${t.label}</label>
        <select id=${r} @change=${(e) => n(t.key, e.target.value)}>
          ${t.choices.map((e) => o`<option value=${e.value} ?selected=${e.value === t.value}>${e.label}</option>`)}
        </select>
        ${i}
      </div>`;
	}
}
function Vt(e, t) {
	let n = e.filter((e) => e.kind !== "switch"), r = e.filter((e) => e.kind === "switch");
	return o`<div class="opts">${n.map((e) => Bt(e, t))}</div>
    ${r.map((e) => Bt(e, t))}`;
}
// src/shell/store.ts
var V = {
	get(e) {
		try {
			return globalThis.localStorage?.getItem(e) ?? null;
		} catch {
			return null;
		}
	},
	set(e, t) {
		try {
			globalThis.localStorage?.setItem(e, t);
		} catch {}
	}
}, Ht = 864e5;
function Ut(e, t, n = Date.now()) {
	let r = new Date(e), i = new Date(n), a = {
		hour: "2-digit",
		minute: "2-digit"
	}, o = a;
	return r.toDateString() !== i.toDateString() && (o = n - e < 6 * Ht && e <= n ? {
		weekday: "short",
		...a
	} : {
		day: "numeric",
		month: "short",
		...a
	}), new Intl.DateTimeFormat(t, o).format(r);
}
// src/shell/lobby.ts
function H(e, t) {
	e.patch({ form: {
		...e.ui.form,
		...t
	} }), t.name !== void 0 && V.set("duckdown.name", t.name);
}
function Wt(e) {
	let t = e.games();
	return t.find((t) => t.name === e.ui.form.game) ?? t[0];
}
function Gt(e, t) {
	let [n, r] = t.players;
	return n === r ? e.t("players", { n }) : e.t("playersRange", {
		min: n,
		max: r
	});
}
function Kt(t, n, r) {
	let a = t.t, s = (e) => o`<b>${_(e.title, t.lang, e.name)}</b>
    <small>${[_(e.summary, t.lang), Gt(t, e)].filter(Boolean).join(" · ")}</small>`;
	return o`<div class="field">
    <span class="lbl" id="game-h">${a("game")}</span>
    ${n.length > 1 ? o`<div class="games" role="radiogroup" aria-labelledby="game-h">
          ${n.map((e) => o`<label class="game-choice">
              <input type="radio" name="game" .checked=${e.name === r.name} @change=${() => H(t, { game: e.name })} />
              <span class="about">${s(e)}</span>
            </label>`)}
        </div>` : o`<div class="game-one"><span class="about">${s(r)}</span></div>`}
    ${t.hasHowTo(r.name) && !t.preview ? o`<div class="row-actions">
          <button class="btn ghost" @click=${() => t.openHowTo(r.name)}>${i.help} ${a("howToPlay")}</button>
        </div>` : e}
  </div>`;
}
function qt(t, n, r, i) {
	let a = t.t, s = n.status === "lobby" ? a("inLobby") : n.status === "over" ? a("finished") : a("playing"), c = n.seats.some((e) => e.you), l = n.ruleset ? t.info(n.ruleset) : void 0, u = n.status === "playing" && l?.join === "any_time", d = n.seats.length >= ((u ? l?.players[1] : n.max_players) ?? l?.players[1] ?? 8), f = n.status === "lobby" || u, p = i && l ? [_(l.title, t.lang, l.name)] : [], m = n.started == null ? n.created == null ? null : a("openedAt", { time: Ut(n.created, t.lang) }) : a("startedAt", { time: Ut(n.started, t.lang) }), h = n.seats.map((e) => e.connected === !1 ? a("away", { name: e.name }) : e.name).join(", "), g = [
		...p,
		a("players", { n: n.seats.length }),
		s,
		...m ? [m] : [],
		h
	];
	return o`<li>
    <span class="tname">${n.name || n.id} <span class="meta">${g.join(" · ")}</span></span>
    ${c ? o`<button class="btn primary" @click=${() => t.lobby({
		command: "join",
		table: n.id,
		name: r
	})}>${a("resume")}</button>` : f && !d ? o`<button class="btn primary" ?disabled=${!r} @click=${() => t.lobby({
		command: "join",
		table: n.id,
		name: r
	})}>${a("join")}</button>` : e}
    <button class="btn ghost" @click=${() => t.lobby({
		command: "spectate",
		table: n.id
	})}>${a("watch")}</button>
  </li>`;
}
function Jt(t, n, r, i, a, s, c = {}) {
	let l = t.t, u = de(i, a);
	return o`<div class="field" style=${n === "name" ? "margin:0" : ""}>
    <label for=${n}>${r}</label>
    <input
      id=${n}
      type="text"
      .value=${i}
      placeholder=${c.placeholder ?? ""}
      autocomplete=${c.autocomplete ?? "off"}
      aria-invalid=${u ? "true" : "false"}
      aria-describedby=${`${n}-note`}
      @input=${(e) => s(e.target.value)}
    />
    <small id=${`${n}-note`} class=${u ? "too-long" : ""} role=${u ? "alert" : e}>
      ${u ? l("tooLong", {
		max: a,
		n: u
	}) : [c.note, l("nameLimit", { max: a })].filter(Boolean).join(" ")}
    </small>
  </div>`;
}
function Yt(e) {
	let t = e.ui.form.name.trim();
	return t && de(t, 32) === null ? t : null;
}
function Xt(e, t) {
	let n = e.t, r = e.ui.form, i = e.games(), a = Wt(e);
	if (!a) return o`<p>${n("noGames")}</p>`;
	let s = r.options[a.name] ?? {}, c = It(a, e.lang, s);
	return o`${Kt(e, i, a)}
    ${Jt(e, "tname", n("tableName"), r.tableName, 48, (t) => H(e, { tableName: t }), { placeholder: t ? `${t}'s table` : "" })}
    ${Vt(c, (t, n) => H(e, { options: {
		...r.options,
		[a.name]: {
			...s,
			[t]: n
		}
	} }))}
    <div class="row-actions" style="margin-top:8px">
      <button class="btn primary" ?disabled=${!t || de(r.tableName, 48) !== null} @click=${() => {
		let t = r.name.trim();
		e.lobby({
			command: "create",
			name: t,
			ruleset: a.name,
			options: Rt(a, c),
			tableName: r.tableName.trim() || `${t}'s table`
		});
	}}>${n("create")}</button>
    </div>`;
}
function Zt(t) {
	let n = t.t, r = t.ui.form, i = Yt(t) ?? "", a = t.games().length > 1;
	return o`<main class="lobby">
    <div class="hero">
      ${s()}
      <div>
        <h2>${n("title")}</h2>
        <p>${n("tagline")}</p>
      </div>
    </div>
    <section class="panel name-panel">
      ${Jt(t, "name", n("yourName"), r.name, 32, (e) => H(t, { name: e }), {
		autocomplete: "nickname",
		note: r.name.trim() ? "" : n("nameFirst")
	})}
    </section>
    <section class="panel" aria-labelledby="tables-h">
      <h3 id="tables-h">${n("tables")}</h3>
      ${t.s.tables.length ? o`<ul class="table-list">
            ${t.s.tables.map((e) => qt(t, e, i, a))}
          </ul>` : o`<p>${n("noTables")}</p>`}
      ${t.lanUrl ? o`<div style="margin-top:14px">${B(t.lanUrl, n("scanToJoin"))}</div>` : e}
    </section>
    <section class="panel" aria-labelledby="new-h">
      <h3 id="new-h">${n("newTable")}</h3>
      ${Xt(t, i)}
    </section>
  </main>`;
}
function U() {
	return {
		sent: null,
		queue: []
	};
}
function W(e) {
	if (Array.isArray(e)) return `[${e.map(W).join(",")}]`;
	if (e && typeof e == "object") {
		let t = e;
		return `{${Object.keys(t).sort().map((e) => `${JSON.stringify(e)}:${W(t[e])}`).join(",")}}`;
	}
	return JSON.stringify(e) ?? "null";
}
function Qt(e, t) {
	let n = e?.legal;
	if (!Array.isArray(n)) return null;
	let r = W(t), i = !1;
	for (let e of n) if (typeof e == "string") i ||= e === t.type;
	else if (e && typeof e == "object") {
		if (W(e) === r) return !0;
		i ||= e.type === t.type;
	}
	return i ? null : !1;
}
function $t(e) {
	return typeof e?.seq == "number" ? e.seq : null;
}
function en(e, t) {
	return e.sent !== null && t - e.sent.at < 2500;
}
function tn(e, t, n, r) {
	let i = W(t);
	return en(e, r) ? e.sent.key === i || e.queue.some((e) => W(e) === i) ? {
		box: e,
		send: null,
		dropped: 0
	} : e.queue.length >= 3 ? {
		box: e,
		send: null,
		dropped: 1
	} : {
		box: {
			...e,
			queue: [...e.queue, t]
		},
		send: null,
		dropped: 0
	} : {
		box: {
			sent: {
				key: i,
				seq: $t(n),
				at: r
			},
			queue: []
		},
		send: t,
		dropped: e.queue.length
	};
}
function nn(e, t, n) {
	let r = $t(t);
	if (e.sent && e.sent.seq !== null && r !== null && r <= e.sent.seq) return {
		box: e,
		send: null,
		dropped: 0
	};
	let i = 0;
	for (let a = 0; a < e.queue.length; a++) {
		let o = e.queue[a];
		if (Qt(t, o) === !1) i++;
		else return {
			box: {
				sent: {
					key: W(o),
					seq: r,
					at: n
				},
				queue: e.queue.slice(a + 1)
			},
			send: o,
			dropped: i
		};
	}
	return {
		box: U(),
		send: null,
		dropped: i
	};
}
function rn(e) {
	return {
		box: U(),
		send: null,
		dropped: e.queue.length
	};
}
// src/shell/ring.ts
function an(e, t, n, r = !1) {
	let i = Math.ceil(t / 1e3), a = 2 * Math.PI * 19, s = n ? Math.max(0, Math.min(1, t / n)) : 1;
	return r ? o`<span class="ring stopped" role="img" aria-label=${e("clockStopped")} title=${e("clockStopped")}>
      <svg viewBox="0 0 46 46" aria-hidden="true"><circle class="bg" cx="23" cy="23" r=${19}></circle></svg>
      <span class="pause" aria-hidden="true"><i></i><i></i></span>
    </span>` : o`<span class="ring ${i <= 10 ? "low" : ""}" aria-label=${e("secondsLeft", { n: i })}>
    <svg viewBox="0 0 46 46" aria-hidden="true">
      <circle class="bg" cx="23" cy="23" r=${19}></circle>
      <circle class="fg" cx="23" cy="23" r=${19} stroke-dasharray=${a} stroke-dashoffset=${a * (1 - s)}></circle>
    </svg>
    ${i}
  </span>`;
}
// src/shell/seats.ts
function on(e, t, n) {
	return o`<span class="avatar" style="background:${a(e)}">${n ? i.bot : t.slice(0, 1).toUpperCase()}</span>`;
}
function sn(e, t) {
	return on(t, w(e.s, t), Ee(e.s, t));
}
function G(e, t) {
	let n = `level_${t}`;
	return n === "level_random" || n === "level_easy" || n === "level_medium" || n === "level_hard" ? e(n) : t;
}
function cn(t, n) {
	let r = t.s.table?.seats.find((e) => e.seat === n);
	return r ? o`${r.bot ? o`<span class="tag">${i.bot} ${G(t.t, r.bot)}</span>` : e}
  ${r.connected === !1 && !r.bot ? o`<span class="tag" title="offline">${i.away}</span>` : e}` : e;
}
function ln(e, t, n) {
	let r = e.ui.levels[n];
	return r && t.includes(r) ? r : je(t);
}
function un(t, n, r) {
	let a = t.t, s = t.s.table;
	if (!s) return e;
	let c = Me(t.s, n, t.isOwner(s), t.caps);
	if (c === "take_back") return o`<button class="btn small" @click=${() => t.lobby({
		command: "seat/take_back",
		seat: n
	})}>${a("takeBack")}</button>`;
	if (c !== "bot") return e;
	let l = t.levelsFor(t.tableGame()), u = ln(t, l, n), d = w(t.s, n), f = o`<span class="seat-ctl">
    <select
      aria-label=${a("botLevelFor", { name: r ? a("you") : d })}
      @change=${(e) => t.patch({ levels: {
		...t.ui.levels,
		[n]: e.target.value
	} })}
    >
      ${l.map((e) => o`<option value=${e} ?selected=${e === u}>${G(a, e)}</option>`)}
    </select>
    <button class="btn small" @click=${() => t.lobby({
		command: "seat/bot",
		seat: n,
		level: ln(t, l, n)
	})}>
      ${i.bot} ${a(r ? "letBotPlayMe" : "letBotPlay")}
    </button>
  </span>`;
	return r ? o`<details class="seat-menu">
        <summary aria-label=${a("seatMenu")} title=${a("seatMenu")}>⋯</summary>
        ${f}
      </details>` : f;
}
// src/shell/seen.ts
function dn(e, t) {
	return JSON.stringify([
		e.ruleset,
		e.round,
		e.rounds ?? null,
		e.totals ?? null,
		e.winners ?? null,
		t ?? null
	]);
}
var fn = (e) => `duckdown.podium.${e}`;
function pn(e, t) {
	return V.get(fn(e)) === t;
}
function mn(e, t) {
	V.set(fn(e), t);
}
// src/shell/styles/base.ts
var hn = t`
  :host {
    --_bg: var(--dd-bg, var(--primary-background-color, #fbf5e6));
    --_surface: var(--dd-surface, var(--card-background-color, #ffffff));
    --_surface2: var(--dd-surface-2, var(--secondary-background-color, #f3ecd9));
    --_text: var(--dd-text, var(--primary-text-color, #1f2d2a));
    --_muted: var(--dd-muted, var(--secondary-text-color, #5f6d69));
    --_accent: var(--dd-accent, var(--primary-color, #f2b705));
    --_on-accent: var(--dd-on-accent, var(--text-primary-color, #2b2100));
    --_felt: var(--dd-felt, #2d7a68);
    --_felt2: var(--dd-felt-2, #246556);
    --_back: var(--dd-card-back, #1e6f8c);
    --_back2: var(--dd-card-back-2, #17586f);
    --_danger: var(--dd-danger, var(--error-color, #d6401a));
    --_ok: var(--dd-ok, var(--success-color, #2b8a3e));
    --_focus: var(--dd-focus, #1c7ed6);
    --_line: var(--dd-line, var(--divider-color, rgba(0, 0, 0, 0.12)));
    --_shadow: 0 2px 6px rgba(0, 0, 0, 0.18);
    --_radius: var(--dd-radius, var(--ha-card-border-radius, 14px));
    --_duck: #ffd43b;
    display: block;
    color: var(--_text);
    background: var(--_bg);
    font-family: var(--dd-font, var(--paper-font-body1_-_font-family, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif));
    font-size: 16px;
    line-height: 1.35;
    container-type: inline-size;
    -webkit-tap-highlight-color: transparent;
    min-height: 100%;
  }
  @media (prefers-color-scheme: dark) {
    :host {
      --_bg: var(--dd-bg, var(--primary-background-color, #141a19));
      --_surface: var(--dd-surface, var(--card-background-color, #1f2725));
      --_surface2: var(--dd-surface-2, var(--secondary-background-color, #2a3431));
      --_text: var(--dd-text, var(--primary-text-color, #eef3f1));
      --_muted: var(--dd-muted, var(--secondary-text-color, #a9b8b3));
      --_felt: var(--dd-felt, #1d4f45);
      --_felt2: var(--dd-felt-2, #173f37);
      --_back: var(--dd-card-back, #2b6f88);
      --_back2: var(--dd-card-back-2, #1f5467);
      --_line: var(--dd-line, var(--divider-color, rgba(255, 255, 255, 0.14)));
      --_focus: var(--dd-focus, #74c0fc);
      --_shadow: 0 2px 8px rgba(0, 0, 0, 0.5);
    }
  }
  * {
    box-sizing: border-box;
  }
  [hidden] {
    display: none !important;
  }
  /*
   * Where a player's or table's name is shown, a long name without a space (32 characters is
   * allowed) breaks inside the word rather than widening the page.
   */
  .status .msg,
  .seats li > span,
  .table-list .tname,
  .panel h3,
  table.scores td:first-child,
  .chart figcaption,
  .winner-line,
  .banner {
    overflow-wrap: anywhere;
    min-width: 0;
  }
  .sr {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
  button,
  select,
  input {
    font: inherit;
    color: inherit;
  }
  button {
    cursor: pointer;
  }
  :focus-visible {
    outline: 3px solid var(--_focus);
    outline-offset: 2px;
  }
  .btn {
    min-height: 48px;
    min-width: 48px;
    padding: 0 18px;
    border-radius: 999px;
    border: 2px solid transparent;
    background: var(--_surface2);
    font-weight: 650;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: 8px;
    box-shadow: var(--_shadow);
    transition: transform 0.12s ease, filter 0.12s ease;
  }
  .btn:active {
    transform: scale(0.96);
  }
  .btn:disabled {
    opacity: 0.5;
    cursor: default;
  }
  .btn.primary {
    background: var(--_accent);
    color: var(--_on-accent);
  }
  .btn.danger {
    background: var(--_danger);
    color: #fff;
  }
  .btn.ghost {
    background: transparent;
    box-shadow: none;
    border-color: var(--_line);
  }
  .icon-btn {
    width: 44px;
    height: 44px;
    border-radius: 50%;
    border: none;
    background: transparent;
    display: inline-grid;
    place-items: center;
    font-size: 1.3rem;
  }
  .icon-btn svg {
    width: 24px;
    height: 24px;
  }
  .avatar {
    width: 34px;
    height: 34px;
    border-radius: 50%;
    display: inline-grid;
    place-items: center;
    color: #fff;
    font-weight: 800;
    flex: none;
    font-size: 0.95rem;
  }
  .tag {
    display: inline-flex;
    align-items: center;
    gap: 3px;
    font-size: 0.75rem;
    padding: 2px 8px;
    border-radius: 999px;
    background: var(--_line);
    font-weight: 700;
    white-space: nowrap;
  }
  .tag.you {
    background: var(--_accent);
    color: var(--_on-accent);
  }
  .tag.turn {
    background: var(--_ok);
    color: #fff;
  }
  .row-actions {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    align-items: center;
  }
  .btn.small {
    min-height: 44px;
    min-width: 44px;
    padding: 0 12px;
    font-size: 0.85rem;
    gap: 4px;
    color: var(--_text);
  }
  .btn.small svg {
    width: 18px;
    height: 18px;
  }
  .btn.danger-text {
    color: var(--_danger);
  }
  .ic {
    width: 1.2em;
    height: 1.2em;
    vertical-align: -0.2em;
    flex: none;
  }
  .tag .ic {
    width: 1.1em;
    height: 1.1em;
  }
  .dot {
    display: inline-block;
    width: 10px;
    height: 10px;
    border-radius: 50%;
    margin-right: 6px;
  }
  @keyframes fade {
    from {
      opacity: 0;
    }
  }
`, gn = t`
  .game {
    display: grid;
    gap: 10px;
    padding: 10px;
    max-width: 1400px;
    margin: 0 auto;
  }
  @container (min-width: 960px) {
    .game {
      grid-template-columns: minmax(0, 1fr) 340px;
      align-items: start;
    }
    .game .side {
      grid-column: 2;
      grid-row: 1 / span 3;
      position: sticky;
      top: 64px;
      max-height: calc(100vh - 80px);
      overflow: auto;
    }
    /*
     * Wide screens (a wall tablet, a laptop): the game fills the height it is given, nothing
     * more. The felt and the side panel scroll inside themselves if they must; the action bar
     * sits under the felt, always in view and never over the hand; the log takes the side's
     * free height, so it ends at the panel's edge and Leave stays in view.
     */
    .shell.fit {
      height: var(--dd-fit-height, 100dvh);
      min-height: 480px;
      display: flex;
      flex-direction: column;
    }
    .shell.fit > header.bar {
      position: static;
    }
    .shell.fit > .game {
      flex: 1 1 0;
      min-height: 0;
      width: 100%;
      grid-template-rows: minmax(0, 1fr) auto;
      align-items: stretch;
    }
    /* a board may size itself to the felt it is given: @container felt (...) */
    .shell.fit .felt {
      grid-row: 1 / span 2;
      min-height: 0;
      overflow: auto;
      align-content: start;
      container: felt / size;
    }
    .shell.fit .game.seated .felt {
      grid-row: 1;
    }
    .shell.fit .action-bar {
      position: static;
      grid-row: 2;
      min-height: 64px;
    }
    .shell.fit .action-bar:empty {
      display: block;
    }
    .shell.fit .game .side {
      position: static;
      grid-row: 1 / span 2;
      max-height: none;
      height: 100%;
      min-height: 0;
      display: flex;
      flex-direction: column;
      overflow: auto;
    }
    .shell.fit .side > .panel {
      flex: none;
    }
    .shell.fit .side > .log-panel {
      flex: 1 1 0;
      min-height: 140px;
      display: flex;
      flex-direction: column;
    }
    .shell.fit .side .log {
      flex: 1 1 0;
      min-height: 0;
      max-height: none;
    }
    .shell.fit .side .leave-row {
      position: sticky;
      bottom: 0;
      padding: 6px 0 2px;
      background: var(--_bg);
    }
  }
  .felt {
    background: radial-gradient(ellipse at 50% 30%, var(--_felt), var(--_felt2));
    border-radius: calc(var(--_radius) + 6px);
    padding: 10px;
    color: #fff;
    display: grid;
    gap: 10px;
    box-shadow: inset 0 0 0 3px rgba(0, 0, 0, 0.12), var(--_shadow);
  }
  /* seat commands on a row: hand a seat to a bot, take it back */
  .btn.small {
    min-height: 44px;
    min-width: 44px;
    padding: 0 12px;
    font-size: 0.85rem;
    gap: 4px;
    color: var(--_text);
  }
  .btn.small svg {
    width: 18px;
    height: 18px;
  }
  .btn.danger-text {
    color: var(--_danger);
  }
  .seat-ctl {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    flex-wrap: wrap;
  }
  .seat-ctl select {
    min-height: 44px;
    border-radius: 10px;
    border: 1px solid var(--_line);
    background: var(--_bg);
    color: var(--_text);
    padding: 0 8px;
  }
  .seat-menu {
    margin-left: auto;
  }
  .seat-menu[open] {
    flex-basis: 100%;
    display: grid;
    justify-items: center;
    gap: 4px;
  }
  .seat-menu summary {
    list-style: none;
    min-width: 44px;
    min-height: 44px;
    display: grid;
    place-items: center;
    border-radius: 50%;
    cursor: pointer;
    font-size: 1.3rem;
  }
  .seat-menu summary::-webkit-details-marker {
    display: none;
  }
  .seat-menu .seat-ctl {
    justify-content: center;
  }
  .score-pill {
    font-variant-numeric: tabular-nums;
    font-size: 0.85rem;
    opacity: 0.9;
  }
  .status {
    display: flex;
    align-items: center;
    gap: 12px;
    background: rgba(0, 0, 0, 0.22);
    border-radius: 14px;
    padding: 8px 12px;
    min-height: 56px;
  }
  .status .msg {
    flex: 1;
    display: grid;
  }
  .status .msg b {
    font-size: 1.05rem;
  }
  .status.no-board {
    flex-wrap: wrap;
  }
  .status.no-board .btn {
    color: var(--_text);
  }
  .status .msg span {
    font-size: 0.92rem;
    opacity: 0.92;
  }
  .ring {
    width: 46px;
    height: 46px;
    flex: none;
    position: relative;
    display: grid;
    place-items: center;
    font-weight: 800;
    font-variant-numeric: tabular-nums;
  }
  .ring svg {
    position: absolute;
    inset: 0;
    transform: rotate(-90deg);
  }
  .ring circle {
    fill: none;
    stroke-width: 5;
  }
  .ring .bg {
    stroke: rgba(255, 255, 255, 0.2);
  }
  .ring .fg {
    stroke: var(--_accent);
    stroke-linecap: round;
    transition: stroke-dashoffset 0.25s linear;
  }
  .ring.low .fg {
    stroke: #ff6b6b;
  }
  .ring.stopped .pause {
    display: flex;
    gap: 5px;
  }
  .ring.stopped .pause i {
    width: 5px;
    height: 16px;
    border-radius: 2px;
    background: currentColor;
  }
  .status > .btn {
    flex: none;
  }
  /* the seat's moves: on a phone it sticks to the bottom of the screen while the page scrolls */
  .action-bar {
    position: sticky;
    bottom: 0;
    z-index: 4;
  }
  .action-bar:empty {
    display: none;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 10px;
    justify-content: center;
    min-height: 48px;
    padding: 8px 6px calc(8px + env(safe-area-inset-bottom, 0px));
    background: color-mix(in srgb, var(--_bg) 82%, transparent);
    backdrop-filter: blur(6px);
    border-radius: 18px;
  }
  .side {
    display: grid;
    gap: 10px;
  }
  .side .panel {
    padding: 12px;
  }
  .qr {
    margin: 0;
    display: grid;
    justify-items: center;
    gap: 6px;
    text-align: center;
    font-size: 0.9rem;
  }
  .qr svg {
    width: 150px;
    height: 150px;
    border-radius: 8px;
  }
  .qr .url {
    color: var(--_muted);
    word-break: break-all;
    font-size: 0.8rem;
  }
  .log {
    list-style: none;
    margin: 0;
    padding: 0;
    max-height: 260px;
    overflow: auto;
    font-size: 0.9rem;
  }
  .log li {
    padding: 4px 2px;
    border-bottom: 1px solid var(--_line);
    overflow-wrap: anywhere;
  }
  .log-panel h3 {
    flex: none;
  }
  .leave-row {
    justify-content: center;
    flex: none;
  }
  .log li.big {
    font-weight: 750;
  }
  table.scores {
    width: 100%;
    border-collapse: collapse;
    font-variant-numeric: tabular-nums;
    font-size: 0.92rem;
  }
  table.scores th,
  table.scores td {
    padding: 4px 4px;
    text-align: right;
    border-bottom: 1px solid var(--_line);
  }
  table.scores th:first-child,
  table.scores td:first-child {
    text-align: left;
  }
  table.scores td.tot {
    font-weight: 800;
  }
  .chart {
    margin: 8px auto 0;
    max-width: 520px;
  }
  .chart svg {
    width: 100%;
    height: auto;
    display: block;
  }
  .chart .grid {
    stroke: var(--_line);
  }
  .chart .target {
    stroke: var(--_danger);
    stroke-width: 2;
    stroke-dasharray: 6 4;
  }
  .chart .target-label {
    fill: var(--_danger);
    font-weight: 700;
  }
  .chart .tick {
    fill: var(--_muted);
    font-size: 10px;
  }
  .chart figcaption {
    display: flex;
    flex-wrap: wrap;
    gap: 4px 12px;
    font-size: 0.85rem;
  }
  .legend i {
    display: inline-block;
    width: 14px;
    height: 4px;
    border-radius: 2px;
    margin-right: 5px;
    vertical-align: middle;
  }
  @container (max-width: 480px) {
    header h1 {
      display: none;
    }
    .game {
      padding: 6px;
      gap: 8px;
    }
    .felt {
      padding: 8px;
      gap: 8px;
    }
    .actions {
      gap: 8px;
    }
    .actions .btn {
      padding: 0 12px;
    }
  }
`, _n = [
	hn,
	t`
  header.bar {
    display: flex;
    align-items: center;
    gap: 8px;
    padding: 6px 10px;
    background: var(--_surface);
    border-bottom: 1px solid var(--_line);
    position: sticky;
    top: 0;
    z-index: 5;
  }
  /* inside a dashboard nothing sticks to the viewport: it would cover the dashboard's own bar */
  :host([contained]) header.bar {
    position: static;
  }
  header .logo {
    width: 36px;
    height: 36px;
    flex: none;
  }
  header h1 {
    font-size: 1.15rem;
    margin: 0;
    font-weight: 800;
    white-space: nowrap;
  }
  header .round {
    color: var(--_muted);
    font-size: 0.9rem;
    white-space: nowrap;
  }
  header .spacer {
    flex: 1;
  }
  header select {
    min-height: 44px;
    border-radius: 10px;
    border: 1px solid var(--_line);
    background: var(--_surface);
    padding: 0 6px;
  }
  .banner {
    padding: 8px 12px;
    text-align: center;
    font-weight: 600;
  }
  .banner.warn {
    background: #fff3bf;
    color: #5c3c00;
  }
  .banner.error {
    background: var(--_danger);
    color: #fff;
    display: flex;
    justify-content: center;
    align-items: center;
    gap: 8px;
  }
`,
	t`
  .lobby {
    max-width: 980px;
    margin: 0 auto;
    padding: 16px 14px 40px;
    display: grid;
    gap: 16px;
  }
  @container (min-width: 800px) {
    .lobby {
      grid-template-columns: 1fr 1fr;
      align-items: start;
    }
    .lobby .hero,
    .lobby .name-panel {
      grid-column: 1 / -1;
    }
  }
  .hero {
    display: flex;
    align-items: center;
    gap: 14px;
  }
  .hero .duck {
    width: 72px;
    height: 72px;
    flex: none;
  }
  .hero h2 {
    margin: 0;
    font-size: 1.8rem;
  }
  .hero p {
    margin: 2px 0 0;
    color: var(--_muted);
  }
  .panel {
    background: var(--_surface);
    border-radius: var(--_radius);
    padding: 14px;
    box-shadow: var(--_shadow);
  }
  .panel h3 {
    margin: 0 0 10px;
    font-size: 1.1rem;
  }
  .field {
    display: grid;
    gap: 4px;
    margin-bottom: 12px;
  }
  .field label,
  .field .lbl {
    font-weight: 600;
    font-size: 0.95rem;
  }
  .field small {
    color: var(--_muted);
  }
  .field small.too-long {
    color: var(--_danger);
    font-weight: 650;
  }
  .field input[aria-invalid="true"] {
    border: 2px solid var(--_danger);
  }
  .field input[type="text"],
  .field input[type="number"],
  .field select {
    min-height: 48px;
    border-radius: 10px;
    border: 1px solid var(--_line);
    background: var(--_bg);
    padding: 0 12px;
    width: 100%;
  }
  .check {
    display: flex;
    align-items: center;
    gap: 10px;
    min-height: 48px;
    font-weight: 600;
  }
  .check input {
    width: 24px;
    height: 24px;
    accent-color: var(--_felt);
  }
  .grid2 {
    display: grid;
    grid-template-columns: 1fr 1fr;
    gap: 0 12px;
  }
  .table-list {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 8px;
  }
  .table-list li {
    display: flex;
    align-items: center;
    gap: 8px;
    flex-wrap: wrap;
    padding: 8px;
    border-radius: 12px;
    background: var(--_surface2);
  }
  .table-list .tname {
    flex: 1;
    min-width: 120px;
    font-weight: 700;
  }
  .table-list .meta {
    color: var(--_muted);
    font-size: 0.9rem;
    font-weight: 400;
    display: block;
  }
  .seats {
    list-style: none;
    padding: 0;
    margin: 0 0 12px;
    display: grid;
    gap: 6px;
  }
  .seats li {
    display: flex;
    align-items: center;
    gap: 10px;
    min-height: 48px;
    padding: 4px 10px;
    border-radius: 12px;
    background: var(--_surface2);
  }
  /* the game picker and the chosen game's options */
  .games {
    display: grid;
    gap: 8px;
  }
  .game-choice {
    display: flex;
    align-items: center;
    gap: 10px;
    min-height: 48px;
    padding: 6px 10px;
    border-radius: 12px;
    background: var(--_surface2);
    cursor: pointer;
  }
  .game-choice input {
    width: 24px;
    height: 24px;
    accent-color: var(--_felt);
    flex: none;
  }
  .game-one {
    padding: 6px 10px;
    border-radius: 12px;
    background: var(--_surface2);
  }
  .about {
    display: grid;
  }
  .about small {
    color: var(--_muted);
  }
  .opts {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(min(100%, 180px), 1fr));
    gap: 0 12px;
  }
`,
	gn,
	t`
  .overlay {
    position: fixed;
    inset: 0;
    background: rgba(10, 20, 18, 0.55);
    display: grid;
    place-items: center;
    z-index: 20;
    padding: 12px;
    animation: fade 0.2s ease;
  }
  .dialog {
    background: var(--_surface);
    color: var(--_text);
    border-radius: calc(var(--_radius) + 4px);
    padding: 18px;
    width: min(560px, 100%);
    max-height: calc(100vh - 24px);
    overflow: auto;
    box-shadow: 0 20px 50px rgba(0, 0, 0, 0.4);
  }
  .dialog.wide {
    width: min(760px, 100%);
  }
  /*
   * Inside a dashboard a dialog belongs to the table's own box: it covers the table, never the
   * dashboard's sidebar, bar or other cards, and stays in view (below the dashboard's bar,
   * --dd-top) while the box scrolls past.
   */
  :host([contained]) {
    position: relative;
    isolation: isolate;
  }
  :host([contained]) .overlay,
  :host([contained]) .confetti {
    position: absolute;
  }
  :host([contained]) .overlay {
    border-radius: inherit;
  }
  :host([contained]) .overlay > .dialog {
    position: sticky;
    top: calc(var(--dd-top, 0px) + 12px);
    bottom: 12px;
    max-height: min(calc(100% - 8px), calc(100dvh - var(--dd-top, 0px) - 24px));
  }
  .dialog .chart {
    max-width: 400px;
  }
  .winner-line {
    font-size: 1.2rem;
    font-weight: 800;
    margin: 0;
  }
  .dialog h2 {
    margin: 0 0 8px;
    display: flex;
    align-items: center;
    gap: 10px;
  }
  .dialog h2 .duck {
    width: 44px;
    height: 44px;
  }
  .dialog .buttons {
    display: flex;
    gap: 10px;
    justify-content: flex-end;
    flex-wrap: wrap;
    margin-top: 14px;
  }
  .podium {
    display: flex;
    justify-content: center;
    align-items: flex-end;
    gap: 8px;
    margin: 10px 0 4px;
  }
  .step {
    display: grid;
    justify-items: center;
    gap: 4px;
    width: 30%;
    max-width: 150px;
  }
  .step .block {
    width: 100%;
    border-radius: 12px 12px 4px 4px;
    display: grid;
    place-items: center;
    font-size: 1.8rem;
    font-weight: 900;
    color: #fff;
    text-shadow: 0 2px 0 rgba(0, 0, 0, 0.2);
  }
  .step.p1 .block {
    height: 120px;
    background: linear-gradient(#ffd43b, #f59f00);
  }
  .step.p2 .block {
    height: 86px;
    background: linear-gradient(#dee2e6, #adb5bd);
  }
  .step.p3 .block {
    height: 64px;
    background: linear-gradient(#f4a261, #c96b2c);
  }
  .step .pname {
    font-weight: 800;
    text-align: center;
    word-break: break-word;
  }
  .step .ptotal {
    color: var(--_muted);
    font-variant-numeric: tabular-nums;
  }
  .step .duck {
    width: 52px;
    height: 52px;
  }
  .confetti {
    position: fixed;
    inset: 0;
    pointer-events: none;
    overflow: hidden;
    z-index: 21;
  }
  .confetti i {
    position: absolute;
    top: -20px;
    width: 10px;
    height: 14px;
    border-radius: 2px;
    animation: fall 2.8s linear forwards;
  }
  @keyframes fall {
    to {
      transform: translateY(110vh) rotate(720deg);
    }
  }
  @media (prefers-reduced-motion: reduce) {
    *,
    *::before,
    *::after {
      animation-duration: 0.001s !important;
      animation-iteration-count: 1 !important;
      transition: none !important;
    }
    .confetti {
      display: none;
    }
  }
  /* the how-to-play sheet */
  .howto h3 {
    margin: 14px 0 4px;
  }
  .howto ul {
    margin: 0;
    padding-left: 1.2em;
    display: grid;
    gap: 4px;
  }
  .howto .intro {
    font-size: 1.05rem;
    margin: 0;
  }
  .howto .legend-list {
    list-style: none;
    padding: 0;
    gap: 8px;
  }
  .howto .legend-list li {
    display: flex;
    align-items: center;
    gap: 10px;
  }
  .howto .legend-cards {
    display: inline-flex;
    gap: 4px;
    flex: none;
    min-width: 44px;
  }
`
];
// src/shell/waiting-room.ts
function vn(e) {
	let t = e.t, n = () => e.patch({ confirmDelete: !1 });
	return o`<div class="overlay" @keydown=${(e) => e.key === "Escape" && n()}>
    <div class="dialog" role="alertdialog" aria-modal="true" aria-labelledby="del-h" aria-describedby="del-p">
      <h2 id="del-h">${t("confirmDeleteTitle")}</h2>
      <p id="del-p">${t("confirmDeleteText")}</p>
      <div class="buttons">
        <button class="btn ghost" autofocus @click=${n}>${t("cancel")}</button>
        <button
          class="btn danger"
          @click=${() => {
		n(), e.lobby({ command: "table/delete" });
	}}
        >
          ${t("deleteYes")}
        </button>
      </div>
    </div>
  </div>`;
}
function yn(t, n, r, a) {
	let s = t.say(t.tableGame()), c = t.ui.form, l = t.info(t.tableGame()), u = t.levelsFor(t.tableGame()), d = u.includes(c.level) ? c.level : je(u), f = n.round_choices ?? [], p = (l?.length ?? "rounds") === "rounds" && f.length > 0, m = (e) => t.patch({ form: {
		...t.ui.form,
		...e
	} });
	return o`
    <div class="field">
      <label for="level">${s("botLevel")}</label>
      <div class="row-actions">
        <select id="level" style="flex:1" @change=${(e) => m({ level: e.target.value })}>
          ${u.map((e) => o`<option value=${e} ?selected=${e === d}>${G(t.t, e)}</option>`)}
        </select>
        <button class="btn" ?disabled=${n.seats.length >= a} @click=${() => t.lobby({
		command: "add_bot",
		level: d
	})}>
          ${i.robotAdd} ${s("addBot")}
        </button>
      </div>
    </div>
    ${p ? o`<div class="field">
          <label for="rounds">${s("rounds")}</label>
          <select id="rounds" @change=${(e) => m({ rounds: e.target.value })}>
            <option value="" ?selected=${c.rounds === ""}>${s("roundsDefault", { n: f[0] ?? n.seats.length })}</option>
            ${[...new Set(f.slice(1))].filter((e) => e !== f[0]).map((e) => o`<option value=${e} ?selected=${String(e) === c.rounds}>${e}</option>`)}
          </select>
        </div>` : e}
    ${n.seats.length < r ? o`<p>${s("needPlayers", { n: r })}</p>` : e}
    <div class="row-actions">
      <button
        class="btn primary"
        ?disabled=${n.seats.length < r}
        @click=${() => t.lobby({
		command: "start",
		rounds: p && c.rounds ? Number(c.rounds) : null
	})}
      >
        ▶ ${s("start")}
      </button>
      <button class="btn ghost" @click=${() => t.lobby({ command: "leave" })}>${s("leave")}</button>
      ${t.caps.deleteTable && !t.preview ? o`<button class="btn ghost danger-text" @click=${() => t.patch({ confirmDelete: !0 })}>${s("deleteTable")}</button>` : e}
    </div>
    ${t.ui.confirmDelete && !t.preview ? vn(t) : e}
  `;
}
function bn(t, n) {
	let r = t.t, a = t.isOwner(n) && !t.s.spectator, s = t.info(t.tableGame()), c = n.min_players ?? s?.players[0] ?? 2, l = n.max_players ?? s?.players[1] ?? 8, u = zt(s, t.lang, n.options ?? {});
	return o`<main class="lobby">
    <section class="panel" aria-labelledby="wait-h">
      <h3 id="wait-h">${n.name || n.id}</h3>
      <ul class="seats">
        ${n.seats.map((n) => o`<li>
            ${on(n.seat, n.name || "?", n.kind === "bot")}
            <span style="flex:1">${n.name}</span>
            ${n.you ? o`<span class="tag you">${r("you")}</span>` : e}
            ${n.bot ? o`<span class="tag" title=${r("bot")}>${i.bot} ${G(r, n.bot)}</span>` : e}
            ${Me(t.s, n.seat, a, t.caps) === "remove_bot" ? o`<button
                  class="icon-btn"
                  aria-label=${r("removeBot", { name: n.name })}
                  title=${r("removeBot", { name: n.name })}
                  @click=${() => t.lobby({
		command: "table/remove_bot",
		seat: n.seat
	})}
                >
                  ✕
                </button>` : e}
          </li>`)}
      </ul>
      ${u ? o`<p style="color:var(--_muted);font-size:.9rem;margin:0 0 12px">${u}</p>` : e}
      ${a ? yn(t, n, c, l) : o`<p>${r("waitingForOwner")}</p>
            <button class="btn ghost" @click=${() => t.lobby({ command: "leave" })}>${r("leave")}</button>`}
    </section>
    ${t.lanUrl ? o`<section class="panel">${B(t.lanUrl, r("scanToJoin"))}</section>` : e}
  </main>`;
}
// src/shell/table.ts
var xn;
function Sn() {
	return !!globalThis.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
}
var Cn = 5e3;
function K() {
	return globalThis.performance?.now() ?? Date.now();
}
var wn = class extends n {
	constructor(...e) {
		super(...e), this.publicView = null, this.seatView = null, this.table = null, this.tables = [], this.events = [], this.history = null, this.games = null, this.connection = "open", this.language = "", this.sound = V.get("duckdown.sound") !== "off", this.lanUrl = "", this.botLevels = [...He], this.error = null, this.spectator = !1, this.noLobby = !1, this.capabilities = Ue, this.contained = !1, this.preview = !1, this._s = Te(), this._tick = 0, this._ui = {
			form: {
				name: V.get("duckdown.name") ?? "",
				tableName: "",
				game: "",
				options: {},
				level: "medium",
				rounds: ""
			},
			levels: {},
			confirmDelete: !1,
			hidePodium: !1,
			starting: !1,
			howTo: null
		}, this._seen = /* @__PURE__ */ new WeakSet(), this._boards = /* @__PURE__ */ new Map(), this._failed = /* @__PURE__ */ new Set(), this._adopted = 0, this._lastCue = 0, this._lastTickSecond = -1, this._outbox = U(), this._droppedAt = null, this._ownerSentAt = -Infinity, this._play = null, this._podiumFor = null, this._markedFor = null, this.shell = (() => {
			let e = this;
			return {
				get t() {
					return e.t;
				},
				get lang() {
					return e.langCode;
				},
				get s() {
					return e._s;
				},
				get ui() {
					return e._ui;
				},
				get caps() {
					return e.capabilities;
				},
				get lanUrl() {
					return e.lanUrl;
				},
				get noLobby() {
					return e.noLobby;
				},
				get preview() {
					return e.preview;
				},
				patch: (t) => {
					e._ui = {
						...e._ui,
						...t
					};
				},
				lobby: (t) => e.emitLobby(t),
				dispatch: (t) => {
					e.dispatch(t), e.requestUpdate();
				},
				isOwner: (t) => e.isOwner(t),
				games: () => e.offeredGames(),
				info: (t) => e.infoOf(t),
				levelsFor: (t) => te(e.infoOf(t), e.botLevels ?? [...He]),
				tableGame: () => T(e._s, b()),
				module: (e) => x.get(e),
				moduleState: (t) => e.moduleState(t),
				say: (t) => xe(e.langCode, x.get(t)?.strings),
				hasHowTo: (e) => {
					let t = x.get(e);
					return t ? typeof t.howTo == "function" : y(e)?.howTo === !0;
				},
				openHowTo: (t) => {
					e._ui = {
						...e._ui,
						howTo: t
					}, e.ensureGame(t, !0);
				}
			};
		})(), this._parsed = {
			from: null,
			games: null
		}, this.toggleSound = () => {
			this.sound = !this.sound, V.set("duckdown.sound", this.sound ? "on" : "off"), this.sound && (l(), u("quack"));
		}, this.changeLang = (e) => {
			let t = e.target.value;
			V.set("duckdown.lang", t), this.language = t;
		};
	}
	get uiState() {
		return this._s;
	}
	get boardReady() {
		let e = this.tableGameIfAny();
		return !e || !x.known(e) || this._failed.has(e) ? Promise.resolve() : x.load(e).then(() => this.updateComplete.then(() => void 0), () => void 0);
	}
	addEvent(e) {
		this._seen.has(e) || (this._seen.add(e), this.dispatch({
			type: "event",
			event: e
		}));
	}
	get langCode() {
		return ye(this.language || V.get("duckdown.lang"), globalThis.navigator?.languages ?? []);
	}
	get t() {
		return xe(this.langCode);
	}
	dispatch(e) {
		this._s = Ve(this._s, e, this.rules());
	}
	tableGameIfAny() {
		return this._s.table || S(this._s) ? T(this._s, b()) : null;
	}
	rules() {
		let e = this.tableGameIfAny();
		return e && x.get(e)?.rules || null;
	}
	hostGames() {
		return this._parsed.from !== this.games && (this._parsed = {
			from: this.games,
			games: g(this.games)
		}), this._parsed.games;
	}
	offeredGames() {
		let e = this.hostGames();
		return e ? e.filter((e) => x.known(e.name)) : v.filter((e) => !e.needsHostInfo).map((e) => e.info);
	}
	infoOf(e) {
		return this.hostGames()?.find((t) => t.name === e) ?? y(e)?.info;
	}
	moduleState(e) {
		return x.get(e) ? "loaded" : x.known(e) ? this._failed.has(e) ? "failed" : "loading" : "unknown";
	}
	ensureGame(e, t = !1) {
		!x.get(e) && x.known(e) && (!this._failed.has(e) || t) && (this._failed.delete(e), x.load(e).then((t) => {
			this.tableGameIfAny() === e && (this._s = Ne(this._s, t.rules)), this.requestUpdate();
		}, (t) => {
			console.error(`duck-down-table: the board of ${e} failed to load`, t), this._failed.add(e), this.requestUpdate();
		}));
	}
	isOwner(e) {
		if (typeof e.owner == "boolean") return e.owner;
		let t = C(this._s);
		return t !== null && e.owner_seat === t;
	}
	connectedCallback() {
		super.connectedCallback(), this._timer = setInterval(() => this.onTick(), 250);
	}
	disconnectedCallback() {
		super.disconnectedCallback(), this._timer && clearInterval(this._timer);
	}
	onTick() {
		this._droppedAt !== null && K() - this._droppedAt >= Cn && (this._droppedAt = null, this.requestUpdate());
		let e = Oe(this._s, K());
		if (e === null) return;
		this._tick++;
		let t = Math.ceil(e / 1e3);
		De(this._s, this.rules()) && !ke(this._s) && t <= 5 && t > 0 && t !== this._lastTickSecond && this.sound && u("tick"), this._lastTickSecond = t;
	}
	willUpdate(e) {
		let t = K(), n = E(this._s);
		if (e.has("connection") && this.dispatch({
			type: "connection",
			status: this.connection
		}), e.has("tables") && this.dispatch({
			type: "tables",
			tables: this.tables ?? []
		}), e.has("table") || e.has("spectator")) {
			let e = this._s.table?.id;
			this.dispatch({
				type: "table",
				table: this.table,
				spectator: this.spectator
			}), this.table?.id !== e && (this._podiumFor = null, this._ui = {
				...this._ui,
				hidePodium: !1,
				levels: {},
				confirmDelete: !1
			}, this._boards.clear(), this._outbox = U(), this._droppedAt = null);
		}
		if (e.has("publicView") && this.publicView && (this.dispatch({
			type: "public",
			view: this.publicView,
			at: t
		}), this._ownerSentAt = -Infinity), e.has("seatView") && this.seatView && (this.dispatch({
			type: "seat",
			view: this.seatView,
			at: t
		}), this.outboxStep(nn(this._outbox, this.seatView, t), t), this._ownerSentAt = -Infinity), e.has("error") && this.error && (this.outboxStep(rn(this._outbox), t), this._ownerSentAt = -Infinity), e.has("history") && this.history && this.dispatch({
			type: "history",
			events: this.history
		}), e.has("events")) for (let e of this.events ?? []) this.addEvent(e);
		e.has("error") && this.dispatch({
			type: "error",
			error: this.error
		}), e.has("error") && this.error && (this._ui = {
			...this._ui,
			starting: !1
		}), n && !E(this._s) && (this._ui = {
			...this._ui,
			hidePodium: !1,
			starting: !1
		}), this.decidePodium();
		let r = this.tableGameIfAny();
		r && this.ensureGame(r);
	}
	finished() {
		let e = S(this._s);
		if (!e || !E(this._s) || !e.winners) return null;
		let t = T(this._s, b());
		if (this.moduleState(t) !== "loading") return dn(e, x.get(t)?.rules.scoreHistory(e) ?? null);
	}
	decidePodium() {
		let e = this.finished(), t = this._s.table?.id;
		e === void 0 ? (this._podiumFor = null, this._ui = {
			...this._ui,
			hidePodium: !0
		}) : e && t && e !== this._podiumFor && (this._podiumFor = e, this._ui = {
			...this._ui,
			hidePodium: pn(t, e)
		});
	}
	updated() {
		this.adoptGameStyles(), this._podiumFor && this._s.table && !this.preview && !this._ui.hidePodium && this.finished() === this._podiumFor && this._markedFor !== this._podiumFor && (this._markedFor = this._podiumFor, mn(this._s.table.id, this._podiumFor)), this._play && this._play.board.updated(this._play.ctx);
		let e = this._s.cue;
		if (e && e.n !== this._lastCue) {
			this._lastCue = e.n;
			let t = this.tableGameIfAny();
			this.sound && u(e.name, t ? x.get(t)?.sounds : void 0);
		}
		let t = this.renderRoot.querySelector(".dialog [autofocus]");
		t && !t.dataset.focused && (t.dataset.focused = "1", t.focus({ preventScroll: !0 }));
	}
	adoptGameStyles() {
		let e = x.loaded();
		if (e.length === this._adopted || !(this.renderRoot instanceof ShadowRoot)) return;
		this._adopted = e.length;
		let t = this.constructor.elementStyles;
		c(this.renderRoot, [...t, ...e.map((e) => e.styles)]);
	}
	emitAction(e, t = {}) {
		l();
		let n = K();
		if (t.owner) {
			if (n - this._ownerSentAt < 2500) return;
			this._ownerSentAt = n, this.dispatchEvent(new CustomEvent("duck-down-owner-action", {
				detail: e,
				bubbles: !0,
				composed: !0
			}));
		} else this.outboxStep(tn(this._outbox, e, this._s.mine, n), n), this.requestUpdate();
	}
	outboxStep(e, t) {
		this._outbox = e.box, e.dropped ? this._droppedAt = t : e.send && (this._droppedAt = null), e.send && this.dispatchEvent(new CustomEvent("duck-down-action", {
			detail: e.send,
			bubbles: !0,
			composed: !0
		}));
	}
	emitLobby(e) {
		l(), this.dispatchEvent(new CustomEvent("duck-down-lobby", {
			detail: e,
			bubbles: !0,
			composed: !0
		}));
	}
	render() {
		let t = this.t, n = this._s, r = S(n), i = this.tableGameIfAny();
		this._play = null;
		let a;
		return !n.table || !r ? a = n.table && !r ? bn(this.shell, n.table) : this.noLobby ? e : Zt(this.shell) : (this._tick, this._play = this.play(r), a = Mt(this.shell, r, this._play, Sn())), o`<div class="shell ${n.table && r ? "fit" : ""}">
      ${Nt(this.shell, {
			sound: this.sound,
			toggleSound: this.toggleSound,
			changeLang: this.changeLang
		})}
      ${n.connection === "open" ? e : o`<div class="banner warn" role="status">${n.connection === "connecting" ? t("connecting") : t("offline")}</div>`}
      ${n.error ? o`<div class="banner error" role="alert">
            <span>${this.errorWords(i)}</span>
            <button class="icon-btn" aria-label=${t("close")} @click=${() => this.clearError()}>✕</button>
          </div>` : e}
      ${this._droppedAt === null ? e : o`<div class="banner warn" role="status">${t("tapNotSent")}</div>`}
      ${a} ${this._ui.howTo && !this.preview ? Pt(this.shell, this._ui.howTo) : e}
    </div>`;
	}
	errorWords(e) {
		let t = this._s.error;
		return t ? Se(e ? this.shell.say(e) : this.t, t.code, t.message) : "";
	}
	play(e) {
		let t = T(this._s, b()), n = x.get(t);
		if (!n) return null;
		let r = this._boards.get(t);
		return r || (r = n.createBoard({ requestUpdate: () => this.requestUpdate() }), this._boards.set(t, r)), {
			board: r,
			ctx: this.boardContext(n, e)
		};
	}
	boardContext(t, n) {
		let r = this._s, i = this.shell, a = this.t, o = C(r), s = Oe(r, K());
		return {
			lang: this.langCode,
			t: i.say(t.name),
			view: n,
			mine: r.mine,
			me: o,
			spectator: r.spectator,
			table: r.table,
			owner: !!r.table && !r.spectator && this.isOwner(r.table),
			board: r.board ?? t.rules.initial(),
			seatName: (e) => w(r, e),
			nameOf: (e) => e === o ? a("you") : w(r, e),
			avatar: (e) => sn(i, e),
			seatTags: (e) => cn(i, e),
			seatControl: (e, t) => un(i, e, t),
			left: s,
			ring: () => s === null || !t.rules.toAct(n).length ? e : an(a, s, r.clock?.total ?? null, ke(r)),
			refusal: r.error ? this.errorWords(t.name) : null,
			reducedMotion: Sn(),
			act: (e, t) => this.preview ? void 0 : this.emitAction(e, t),
			setBoard: (e) => i.dispatch({
				type: "board",
				board: e
			})
		};
	}
	clearError() {
		this.error = null, this.dispatch({
			type: "error",
			error: null
		}), this.requestUpdate();
	}
};
xn = wn, xn.styles = _n, xn.properties = {
	publicView: { attribute: !1 },
	seatView: { attribute: !1 },
	table: { attribute: !1 },
	tables: { attribute: !1 },
	events: { attribute: !1 },
	history: { attribute: !1 },
	games: { attribute: !1 },
	connection: { type: String },
	language: { type: String },
	sound: { type: Boolean },
	lanUrl: {
		type: String,
		attribute: "lan-url"
	},
	botLevels: { attribute: !1 },
	error: { attribute: !1 },
	spectator: { type: Boolean },
	noLobby: {
		type: Boolean,
		attribute: "no-lobby"
	},
	capabilities: { attribute: !1 },
	contained: {
		type: Boolean,
		reflect: !0
	},
	preview: {
		type: Boolean,
		reflect: !0
	},
	_s: { state: !0 },
	_ui: { state: !0 },
	_tick: { state: !0 }
};
function Tn(e = customElements) {
	e.get("duck-down-table") || e.define("duck-down-table", wn);
}
// src/card/config.ts
var En = "duck-down-card", Dn = "duck-down-card-editor", q = [
	"auto",
	"table",
	"hand"
], J = class extends Error {
	constructor(...e) {
		super(...e), this.name = "ConfigError";
	}
}, On = /* @__PURE__ */ new Set([
	"type",
	"table",
	"mode",
	"title",
	"view_layout",
	"grid_options",
	"layout_options",
	"visibility"
]);
function kn(e) {
	if (!e || typeof e != "object" || Array.isArray(e)) throw new J("Invalid configuration: expected a mapping");
	let t = e, n = Object.keys(t).filter((e) => !On.has(e));
	if (n.length) throw new J(`Unknown option${n.length > 1 ? "s" : ""}: ${n.join(", ")} (allowed: table, mode, title)`);
	let r = t.mode ?? "auto";
	if (typeof r != "string" || !q.includes(r)) throw new J(`Invalid mode ${JSON.stringify(r)}: use one of ${q.join(", ")}`);
	let i = t.table;
	if (i != null && (typeof i != "string" || !i.trim())) throw new J("Invalid table: give the table's id or its device id (a non-empty string)");
	let a = t.title;
	if (a != null && typeof a != "string") throw new J("Invalid title: expected text");
	let o = {
		...t,
		type: typeof t.type == "string" ? t.type : `custom:${En}`,
		mode: r
	};
	return typeof i == "string" ? o.table = i.trim() : delete o.table, typeof a == "string" && a ? o.title = a : delete o.title, o;
}
function An(e, t) {
	if (t) return e.find((e) => e.table_id === t) ?? e.find((e) => e.device_id === t);
}
function jn(e, t, n) {
	if (t.table) return An(e, t.table);
	if (n) {
		let t = An(e, n);
		if (t) return t;
	}
	let r = e.filter((e) => e.your_seat !== null);
	return r.find((e) => e.status === "playing") ?? r.find((e) => e.status === "lobby") ?? void 0;
}
function Mn(e, t) {
	return e === "auto" ? t && t.your_seat !== null ? "hand" : "table" : e;
}
function Nn(e, t) {
	if (e.your_seat !== null) return !1;
	if (e.status === "lobby") return !0;
	let n = e.ruleset ?? e.game?.ruleset;
	return e.status === "playing" && !!g(t)?.some((e) => e.name === n && e.join === "any_time");
}
function Pn(e, t) {
	let n = e.seats.filter((e) => e.kind !== "empty").map((n) => ({
		seat: n.seat,
		name: n.name ?? `Seat ${n.seat + 1}`,
		kind: n.kind === "bot" ? "bot" : "human",
		bot: n.bot ?? (n.kind === "bot" ? "bot" : null),
		connected: n.connected,
		you: !t && e.your_seat === n.seat
	}));
	return {
		id: e.table_id,
		name: e.name,
		ruleset: e.ruleset ?? e.game?.ruleset,
		status: e.status ?? "lobby",
		seats: n,
		options: e.options,
		round_choices: e.round_choices,
		owner: e.owner && !t,
		max_players: e.max_seats ?? void 0,
		min_players: 2,
		available: e.available
	};
}
function Fn(e) {
	return e.game ? {
		...e.game,
		now: e.now ?? e.game.now,
		seq: e.seq ?? e.game.seq
	} : null;
}
function In(e) {
	return e === "hand" ? 12 : 9;
}
function Ln(e) {
	return {
		columns: "full",
		rows: "auto",
		min_columns: e === "hand" ? 6 : 9,
		min_rows: 6
	};
}
function Rn(e) {
	if (!e?.entities || !e.devices) return [];
	let t = /* @__PURE__ */ new Set();
	for (let n of Object.values(e.entities)) n.platform === "duck_down" && n.device_id && t.add(n.device_id);
	let n = [];
	for (let r of t) {
		let t = e.devices[r];
		t && /table/i.test(t.model ?? "") && n.push({
			id: r,
			name: t.name_by_user || t.name || r
		});
	}
	return n.sort((e, t) => e.name.localeCompare(t.name));
}
function zn(e) {
	let t = Rn(e)[0];
	return t ? {
		table: t.id,
		mode: "auto"
	} : { mode: "auto" };
}
function Bn(e, t, n, r = null, i = 8) {
	let a = e - (t <= e / 2 ? Math.max(t, n) : n) - i, o = r === null ? Infinity : r - t;
	return Math.max(320, Math.floor(Math.min(a, o)));
}
var Vn = /* @__PURE__ */ new Set(["host_refused", "host_unreachable"]);
function Y(e) {
	if (e && typeof e == "object") {
		let t = e, n = t.error && typeof t.error == "object" ? t.error : t, r = n.translation_placeholders;
		if (n.translation_domain === "duck_down" && typeof n.translation_key == "string") {
			if (Vn.has(n.translation_key) && r && typeof r.code == "string") return {
				code: r.code,
				message: typeof r.message == "string" ? r.message : r.code
			};
			let e = typeof n.message == "string" ? n.message.replace(/^Validation error: /, "") : n.translation_key;
			return {
				code: n.translation_key,
				message: e
			};
		}
		return {
			code: typeof n.code == "string" ? n.code : typeof n.code == "number" ? String(n.code) : "error",
			message: typeof n.message == "string" ? n.message : String(e)
		};
	}
	return {
		code: "error",
		message: String(e)
	};
}
// src/card/ha-transport.ts
var X = "duck_down";
function Hn(e, t) {
	return e.connection.subscribeMessage(t, { type: `${X}/card/subscribe_tables` }, { resubscribe: !0 });
}
function Un(e) {
	return e.callWS({ type: `${X}/card/tables` });
}
function Wn(e, t, n) {
	return e.connection.subscribeMessage(n, {
		type: `${X}/subscribe_view`,
		table_id: t.table_id,
		config_entry_id: t.config_entry_id
	}, { resubscribe: !0 });
}
function Gn(e, t, n) {
	let r = {
		type: `${X}/history`,
		table_id: t.table_id,
		config_entry_id: t.config_entry_id
	};
	return n && (r.public = !0), e.callWS(r);
}
function Kn(e, t, n, r = !1) {
	let i = {
		type: `${X}/play`,
		table_id: t.table_id,
		config_entry_id: t.config_entry_id,
		action: n
	};
	return r && (i.owner = !0), e.callWS(i);
}
async function Z(e, t, n, r = !1) {
	let i = {
		type: "call_service",
		domain: X,
		service: t,
		service_data: n
	};
	return r && (i.return_response = !0), (await e.callWS(i))?.response ?? null;
}
var qn = {
	seatBot: !0,
	takeBack: !0,
	removeBot: !0,
	deleteTable: !0
}, Jn = [
	"easy",
	"medium",
	"hard"
];
function Yn(e) {
	let t = e.filter((e) => Jn.includes(e));
	return t.length ? t : [...Jn];
}
async function Xn(e, t) {
	let { hass: n, table: r } = t, i = (e) => ({
		table_id: e.table_id,
		config_entry_id: e.config_entry_id
	});
	switch (e.command) {
		case "create": {
			let r = { name: (e.tableName || e.name || "Duck Down").slice(0, 48) };
			t.entryId && (r.config_entry_id = t.entryId), t.games && (r.game = e.ruleset, r.options = e.options);
			let i = (await Z(n, "create_table", r, !0))?.table_id;
			if (!i) throw {
				code: "bad_response",
				message: "The table was not created"
			};
			let a = { table_id: i };
			return t.entryId && (a.config_entry_id = t.entryId), e.name && (a.name = e.name.slice(0, 32)), await Z(n, "join", a, !0), { watch: i };
		}
		case "join": {
			let r = t.byId(e.table);
			if (!r) throw {
				code: "unknown_table",
				message: "This table is gone"
			};
			if (r.your_seat === null) {
				let t = i(r);
				e.name && (t.name = e.name.slice(0, 32)), await Z(n, "join", t, !0);
			}
			return { watch: r.table_id };
		}
		case "spectate": return { watch: e.table };
		case "add_bot": return r && await Z(n, "add_bot", {
			...i(r),
			level: e.level
		}, !0), { keep: !0 };
		case "start": {
			if (!r) return { keep: !0 };
			let t = i(r);
			return e.rounds && (t.rounds = e.rounds), await Z(n, "start", t, !0), { keep: !0 };
		}
		case "table/delete": return r ? (await Z(n, "delete_table", i(r)), { watch: null }) : { keep: !0 };
		case "seat/bot": return r && await Z(n, "hand_to_bot", {
			...i(r),
			seat: e.seat,
			level: e.level
		}), { keep: !0 };
		case "seat/take_back": return r && await Z(n, "take_back", {
			...i(r),
			seat: e.seat
		}), { keep: !0 };
		case "table/remove_bot": return r && await Z(n, "remove_bot", {
			...i(r),
			seat: e.seat
		}), { keep: !0 };
		case "leave": return r && r.your_seat !== null && r.status !== "over" && await Z(n, "leave", i(r)), { watch: null };
		case "list":
		case "lobby": return { watch: null };
	}
}
// src/card/log-feed.ts
var Zn = class {
	constructor(e) {
		this.sink = e, this.key = null, this.held = null;
	}
	wants(e, t = !1) {
		return e !== null && (t || e !== this.key);
	}
	async start(e, t) {
		this.key = e;
		let n = [];
		this.held = n;
		let r = null;
		try {
			r = await t();
		} catch {
			r = null;
		}
		if (this.key !== e || this.held !== n) return;
		this.held = null;
		let i = r && typeof r.seq == "number" ? r.seq : null;
		r && this.sink.history((r.events ?? []).map((e) => e.event));
		for (let e of n) (i === null || e.seq === null || e.seq > i) && this.sink.events(e.events);
	}
	stop() {
		this.key = null, this.held = null;
	}
	push(e, t) {
		e.length && (this.held ? this.held.push({
			seq: t,
			events: e
		}) : this.sink.events(e));
	}
}, Q = {
	table: "Table",
	mode: "Mode",
	title: "Title (optional)"
}, Qn = {
	auto: "Auto: your hand when you have a seat, else the table",
	table: "Table: the public table only (wall tablet)",
	hand: "Hand: the table plus your own cards and moves (phone)"
};
function $n(e, t) {
	let n = Rn(e), r = [{
		value: "",
		label: "No fixed table: the lobby (create, join, watch)"
	}, ...n.map((e) => ({
		value: e.id,
		label: e.name
	}))];
	return t && !n.some((e) => e.id === t) && r.push({
		value: t,
		label: t
	}), [
		{
			name: "table",
			selector: { select: {
				mode: "dropdown",
				options: r
			} }
		},
		{
			name: "mode",
			selector: { select: {
				mode: "list",
				options: q.map((e) => ({
					value: e,
					label: Qn[e]
				}))
			} }
		},
		{
			name: "title",
			selector: { text: {} }
		}
	];
}
function er(e, t) {
	let n = {
		...e,
		...t
	};
	for (let e of ["table", "title"]) (n[e] === "" || n[e] === void 0 || n[e] === null) && delete n[e];
	return kn(n);
}
// src/card/editor.ts
var tr, nr = class extends n {
	setConfig(e) {
		this._config = kn(e);
	}
	changed(e) {
		if (!this._config) return;
		let t;
		try {
			t = er(this._config, e);
		} catch {
			return;
		}
		this._config = t, this.dispatchEvent(new CustomEvent("config-changed", {
			detail: { config: t },
			bubbles: !0,
			composed: !0
		}));
	}
	render() {
		if (!this._config) return o``;
		let e = {
			table: this._config.table ?? "",
			mode: this._config.mode,
			title: this._config.title ?? ""
		};
		if (customElements.get("ha-form")) return o`<ha-form
        .hass=${this.hass}
        .data=${e}
        .schema=${$n(this.hass, this._config.table)}
        .computeLabel=${(e) => Q[e.name] ?? e.name}
        @value-changed=${(e) => this.changed(e.detail.value)}
      ></ha-form>`;
		let t = Rn(this.hass);
		return o`
      <label class="field"
        >${Q.table}
        <select @change=${(e) => this.changed({ table: e.target.value })}>
          <option value="" ?selected=${!e.table}>No fixed table: the lobby</option>
          ${t.map((t) => o`<option value=${t.id} ?selected=${t.id === e.table}>${t.name}</option>`)}
        </select>
      </label>
      <label class="field"
        >${Q.mode}
        <select @change=${(e) => this.changed({ mode: e.target.value })}>
          ${q.map((t) => o`<option value=${t} ?selected=${t === e.mode}>${Qn[t]}</option>`)}
        </select>
      </label>
      <label class="field"
        >${Q.title}
        <input .value=${e.title} @change=${(e) => this.changed({ title: e.target.value })} />
      </label>
    `;
	}
};
tr = nr, tr.properties = {
	hass: { attribute: !1 },
	_config: { state: !0 }
}, tr.styles = t`
    .field {
      display: flex;
      flex-direction: column;
      gap: 4px;
      margin-bottom: 12px;
    }
    select,
    input {
      font: inherit;
      padding: 8px;
    }
  `;
function rr(e = window.customElements) {
	e.get("duck-down-card-editor") || e.define(Dn, nr);
}
// src/card/strings.ts
var ir = {
	loading: "Loading Duck Down…",
	unavailable: "Duck Down is not available: {reason}. Is the Duck Down integration set up?",
	noAnswer: "the integration did not answer",
	notFound: "Table not found: \"{table}\". It may have been deleted, or its host is offline. Pick another table in the card's settings.",
	offline: "The Duck Down host is offline; the table shows its last state.",
	joinAs: "Join as {name}",
	me: "me"
}, ar = {
	en: ir,
	de: {
		loading: "Duck Down wird geladen…",
		unavailable: "Duck Down ist nicht erreichbar: {reason}. Ist die Duck-Down-Integration eingerichtet?",
		noAnswer: "die Integration antwortet nicht",
		notFound: "Tisch nicht gefunden: „{table}“. Er wurde vielleicht gelöscht, oder sein Host ist offline. Wähle in den Karteneinstellungen einen anderen Tisch.",
		offline: "Der Duck-Down-Host ist offline; der Tisch zeigt den letzten Stand.",
		joinAs: "Mitspielen als {name}",
		me: "ich"
	},
	nl: {
		loading: "Duck Down laden…",
		unavailable: "Duck Down is niet beschikbaar: {reason}. Is de Duck Down-integratie ingesteld?",
		noAnswer: "de integratie antwoordt niet",
		notFound: "Tafel niet gevonden: ‘{table}’. Misschien is hij verwijderd, of is zijn host offline. Kies een andere tafel in de instellingen van de kaart.",
		offline: "De Duck Down-host is offline; de tafel toont de laatste stand.",
		joinAs: "Meedoen als {name}",
		me: "mij"
	}
};
function or(e) {
	let t = ar[(e ?? "en").toLowerCase().split(/[-_]/)[0] ?? "en"] ?? ir;
	return (e, n = {}) => t[e].replace(/\{(\w+)\}/g, (e, t) => n[t] ?? e);
}
// src/card/duck-down-card.ts
var sr, cr = "0.1.0", lr = class extends n {
	constructor(...e) {
		super(...e), this.preview = !1, this._data = null, this._seat = null, this._events = [], this._history = null, this._holdFirst = !0, this._feed = new Zn({
			history: (e) => {
				this._history = e, this._events = [];
			},
			events: (e) => this._events = [...this._events.slice(-150), ...e]
		}), this._error = null, this._status = "connecting", this._watching = null, this._busy = !1, this._seatKey = null, this._subscribedWith = null, this._fit = 0, this.measureFit = () => {
			let e = this.tableElement;
			if (!e) return;
			let t = e.getBoundingClientRect().top + (window.scrollY || 0), n = parseFloat(getComputedStyle(this).getPropertyValue("--header-height")) || 56, r = this._config?.grid_options?.rows, i = this.renderRoot.querySelector("ha-card"), a = typeof r == "number" && i ? i.getBoundingClientRect().bottom + (window.scrollY || 0) : null, o = Bn(window.innerHeight, t, n, a);
			Math.abs(o - this._fit) > 1 && (this._fit = o);
		}, this.onAction = (e) => this.send(e, !1), this.onOwnerAction = (e) => this.send(e, !0), this.onLobby = async (e) => {
			e.stopPropagation();
			let t = this._hass;
			if (!t || !this._data) return;
			let n = e.detail, r = this._data.tables, i = [...new Set(r.map((e) => e.config_entry_id))];
			this._busy = !0;
			try {
				let e = await Xn(n, {
					hass: t,
					table: this.table,
					byId: (e) => r.find((t) => t.table_id === e),
					entryId: i.length === 1 ? i[0] : void 0,
					games: g(this._data.games) !== null
				});
				"watch" in e && (this._watching = e.watch), this._error = null, this.onTables(await Un(t));
			} catch (e) {
				this._error = Y(e);
			} finally {
				this._busy = !1;
			}
		}, this.joinShown = () => {
			let e = this.table;
			if (!e) return;
			let t = this.joinName;
			this.onLobby(new CustomEvent("duck-down-lobby", { detail: {
				command: "join",
				table: e.table_id,
				name: t
			} }));
		};
	}
	static getConfigElement() {
		return document.createElement(Dn);
	}
	static getStubConfig(e) {
		return zn(e);
	}
	setConfig(e) {
		this._config = kn(e);
	}
	getCardSize() {
		return In(this.mode);
	}
	getGridOptions() {
		return Ln(this._config?.mode ?? "auto");
	}
	set hass(e) {
		let t = this._hass;
		if (this._hass = e, !t && e.user?.name) try {
			localStorage.getItem("duckdown.name") || localStorage.setItem("duckdown.name", e.user.name);
		} catch {}
		!t || t.connection !== e.connection || t.user?.id !== e.user?.id ? this.resubscribe() : t.connected === !1 && e.connected !== !1 && this.syncLog(!0), (t?.language !== e.language || t?.themes?.darkMode !== e.themes?.darkMode || t?.connected !== e.connected) && this.requestUpdate();
	}
	get hass() {
		return this._hass;
	}
	get table() {
		if (this._data && this._config) return jn(this._data.tables, this._config, this._watching);
	}
	get mode() {
		return Mn(this._config?.mode ?? "auto", this.table);
	}
	connectedCallback() {
		super.connectedCallback(), this._hass && !this._unsubTables && this.resubscribe(), window.addEventListener("resize", this.measureFit);
	}
	disconnectedCallback() {
		super.disconnectedCallback(), this.unsubscribeAll(), window.removeEventListener("resize", this.measureFit);
	}
	updated() {
		this.measureFit();
	}
	unsubscribeAll() {
		let e = (e) => e?.then((e) => e()).catch(() => void 0);
		e(this._unsubTables), e(this._unsubSeat), this._unsubTables = void 0, this._unsubSeat = void 0, this._seatKey = null, this._subscribedWith = null, this._feed.stop();
	}
	resubscribe() {
		let e = this._hass;
		e && this.isConnected && (this._subscribedWith === e.connection && this._unsubTables || (this.unsubscribeAll(), this._subscribedWith = e.connection, this._status = "connecting", this._unsubTables = Hn(e, (e) => "event" in e ? this.onPublicEvent(e.table_id, e.event, e.seq ?? null) : this.onTables(e)), this._unsubTables.then(() => this._status = "open", (e) => {
			this._status = "closed", this._error = Y(e), this._unsubTables = void 0;
		})));
	}
	onTables(e) {
		this._data = e, this._status = "open", this.syncSeat();
	}
	onPublicEvent(e, t, n) {
		let r = this.table;
		r && r.table_id === e && !this._seatKey && this._feed.push([t], n);
	}
	syncSeat() {
		this.followSeat(), this.syncLog();
	}
	syncLog(e = !1) {
		let t = this._hass, n = this.table, r = this._seatKey ? `seat:${this._seatKey}` : n ? `public:${n.config_entry_id}/${n.table_id}` : null;
		if (!r || !t || !n) {
			this._feed.stop(), this._data && (this._holdFirst = !1);
			return;
		}
		if (!this._feed.wants(r, e)) return;
		this._history = null;
		let i = !this._seatKey, a = this._feed.start(r, () => Gn(t, n, i));
		if (this._holdFirst) {
			let e = n.ruleset && x.known(n.ruleset) ? x.load(n.ruleset).catch(() => void 0) : void 0;
			Promise.all([a, e]).then(() => this._holdFirst = !1);
		}
	}
	followSeat() {
		let e = this._hass, t = this.table, n = e && t && t.your_seat !== null && this.mode === "hand" ? `${t.config_entry_id}/${t.table_id}/${t.your_seat}` : null;
		if (n === this._seatKey || (this._unsubSeat?.then((e) => e()).catch(() => void 0), this._unsubSeat = void 0, this._seatKey = n, this._seat = null, this._events = [], !n || !e || !t)) return;
		let r = !0;
		this._unsubSeat = Wn(e, t, (e) => {
			this._seatKey === n && (this._seat = e, !r && e.events?.length && this._feed.push(e.events, e.seq), r = !1);
		}), this._unsubSeat.catch((e) => {
			this._seatKey === n && (this._error = Y(e), this._seatKey = null, this._unsubSeat = void 0, this._feed.stop());
		});
	}
	willUpdate(e) {
		(e.has("_watching") || e.has("_config")) && this.syncSeat();
	}
	async send(e, t) {
		e.stopPropagation();
		let n = this.table, r = this._hass;
		if (n && r) try {
			await Kn(r, n, e.detail, t);
		} catch (e) {
			this._error = Y(e);
		}
	}
	get joinName() {
		return fe(this._hass?.user?.name ?? "", 32);
	}
	render() {
		let t = this._config;
		if (!t) return o``;
		let n = or(this._hass?.language), r = t.title ? o`<div class="head"><h2>${t.title}</h2></div>` : e;
		if (!this._data) return o`<ha-card
        >${r}
        ${this._status === "closed" ? this.warning(n("unavailable", { reason: this._error?.message ?? n("noAnswer") }), !0) : o`<div class="muted" role="status">${n("loading")}</div>`}</ha-card
      >`;
		let i = this.table;
		if (t.table && !i) return o`<ha-card>${r}${this.warning(n("notFound", { table: t.table }), !0)}</ha-card>`;
		if (i && this._holdFirst && i.available !== !1) return o`<ha-card>${r}<div class="muted" role="status">${n("loading")}</div></ha-card>`;
		let a = this.mode, s = a === "table", c = i ? Pn(i, s) : null, l = !s && this._seat?.view && i && this._seat.table_id === i.table_id ? this._seat.view : null, u = i ? Fn(i) : null, d = t.table ? [] : this._data.tables.map((e) => Pn(e, !1)), f = !!i && Nn(i, this._data.games) && t.mode !== "table", p = this._hass?.themes?.darkMode;
		return o`<ha-card class=${p === void 0 ? "" : p ? "dark" : "light"}>
      ${r}
      ${i && i.available === !1 ? this.warning(n("offline"), !1) : e}
      ${f ? o`<div class="bar">
            <span>${i.name}</span><span class="spacer"></span>
            <button class="join" ?disabled=${this._busy} @click=${this.joinShown}>${n("joinAs", { name: this.joinName || n("me") })}</button>
          </div>` : e}
      <duck-down-table
        class=${a === "table" ? "large" : ""}
        data-mode=${a}
        contained
        style=${this._fit ? `--dd-fit-height:${this._fit}px` : ""}
        .preview=${this.preview}
        .publicView=${u}
        .seatView=${l}
        .table=${c}
        .tables=${d}
        .events=${this._events}
        .history=${this._history}
        .connection=${this._hass?.connected === !1 ? "closed" : this._status}
        .language=${this._hass?.language ?? ""}
        .botLevels=${Yn(this._data.bot_levels)}
        .games=${this._data.games ?? null}
        .error=${this._error}
        .spectator=${s}
        .noLobby=${!!t.table}
        .capabilities=${qn}
        @duck-down-action=${this.onAction}
        @duck-down-owner-action=${this.onOwnerAction}
        @duck-down-lobby=${this.onLobby}
      ></duck-down-table>
    </ha-card>`;
	}
	warning(e, t) {
		return o`<div class="warning ${t ? "error" : ""}" role=${t ? "alert" : "status"}>${e}</div>`;
	}
	get seatSeq() {
		return this._seat?.seq ?? -1;
	}
	get tableElement() {
		return this.renderRoot?.querySelector("duck-down-table") ?? null;
	}
};
sr = lr, sr.properties = {
	_config: { state: !0 },
	_data: { state: !0 },
	_seat: { state: !0 },
	_events: { state: !0 },
	_history: { state: !0 },
	_holdFirst: { state: !0 },
	_error: { state: !0 },
	_status: { state: !0 },
	_watching: { state: !0 },
	_busy: { state: !0 },
	_fit: { state: !0 },
	preview: { type: Boolean }
}, sr.styles = t`
    :host {
      display: block;
    }
    /*
     * Everything the table draws stays in the card's box (clip, not hidden: a dialog still
     * sticks in view while the page scrolls) and below HA's own bars and dialogs (isolation).
     */
    ha-card {
      overflow: clip;
      isolation: isolate;
      height: 100%;
      display: flex;
      flex-direction: column;
    }
    .head {
      display: flex;
      align-items: center;
      gap: 8px;
      padding: 12px 16px 0;
    }
    .head h2 {
      margin: 0;
      flex: 1;
      font-size: var(--ha-card-header-font-size, 1.4rem);
      font-weight: 400;
      color: var(--ha-card-header-color, var(--primary-text-color));
    }
    duck-down-table {
      flex: 1;
      --dd-bg: var(--ha-card-background, var(--card-background-color, #fff));
      --dd-radius: var(--ha-card-border-radius, 12px);
      /* a dialog stays below HA's top bar */
      --dd-top: var(--header-height, 56px);
    }
    /* Follow HA's dark mode (a user setting), not only the system's colour scheme. */
    ha-card.light duck-down-table {
      --dd-felt: #2d7a68;
      --dd-felt-2: #246556;
      --dd-card-back: #1e6f8c;
      --dd-card-back-2: #17586f;
      --dd-focus: #1c7ed6;
    }
    ha-card.dark duck-down-table {
      --dd-felt: #1d4f45;
      --dd-felt-2: #173f37;
      --dd-card-back: #2b6f88;
      --dd-card-back-2: #1f5467;
      --dd-focus: #74c0fc;
    }
    duck-down-table.large {
      font-size: 18px;
    }
    .bar {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: 8px;
      padding: 8px 16px;
      color: var(--secondary-text-color);
    }
    .bar .spacer {
      flex: 1;
    }
    .bar button {
      font: inherit;
      min-height: 40px;
      padding: 0 16px;
      border-radius: 20px;
      border: none;
      cursor: pointer;
      background: var(--primary-color);
      color: var(--text-primary-color, #fff);
    }
    .bar button[disabled] {
      opacity: 0.6;
      cursor: default;
    }
    .warning {
      margin: 16px;
      padding: 12px 16px;
      border-radius: var(--ha-card-border-radius, 12px);
      background: rgba(var(--rgb-warning-color, 255, 166, 0), 0.15);
      color: var(--primary-text-color);
      border-left: 4px solid var(--warning-color, #ffa600);
    }
    .warning.error {
      background: rgba(var(--rgb-error-color, 219, 68, 55), 0.12);
      border-left-color: var(--error-color, #db4437);
    }
    .muted {
      padding: 16px;
      color: var(--secondary-text-color);
    }
  `;
function $() {
	let e = window.customElements;
	Tn(e), e.get("duck-down-card") || e.define(En, lr), rr(e);
}
document.querySelector("home-assistant") && !window.customElements.get("home-assistant") ? window.customElements.whenDefined("home-assistant").then($, $) : $(), window.customCards = window.customCards || [], window.customCards.some((e) => e.type === "duck-down-card") || window.customCards.push({
	type: En,
	name: "Duck Down",
	description: "Family games from your Duck Down host: the whole table on a wall tablet, your own hand on your phone.",
	preview: !1,
	documentationURL: "https://github.com/duck-down/duck-down/blob/main/docs/card.md"
}), console.info(`%c DUCK-DOWN-CARD %c ${cr} `, "color:#2b2100;background:#ffd43b;font-weight:700", "color:#ffd43b;background:#2b2100");
export { cr as CARD_VERSION, lr as DuckDownCard };
