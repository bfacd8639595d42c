import { a as e, d as t, i as n, l as r, n as i, r as a, s as o, t as s, u as c } from "./duck-down-shared-BTlcC7Is.js";
// src/games/info.ts
var l = (e) => !!e && typeof e == "object" && !Array.isArray(e);
function u(e) {
	if (typeof e == "string") return { en: e };
	if (!l(e)) return {};
	let t = {};
	for (let [n, r] of Object.entries(e)) typeof r == "string" && (t[n] = r);
	return t;
}
function d(e) {
	return Array.isArray(e) ? e.filter((e) => typeof e == "string") : [];
}
function f(e, t, n) {
	return t.includes(e) ? e : n;
}
function p(e) {
	if (!l(e) || typeof e.name != "string" || !e.name) return null;
	let t = e.name, n = e.players, r = Array.isArray(n) && n.length === 2 && n.every((e) => Number.isInteger(e) && e > 0) && n[0] <= n[1] ? [n[0], n[1]] : [1, 99], i = l(e.teams) ? e.teams : null;
	return {
		name: t,
		title: {
			en: t,
			...u(e.title)
		},
		summary: u(e.summary),
		players: r,
		options: l(e.options) ? e.options : {},
		result: f(e.result, ["lowest", "highest"], "lowest"),
		teams: i,
		length: f(e.length, [
			"rounds",
			"target",
			"open"
		], "rounds"),
		clock: f(e.clock, ["game", "calendar"], "game"),
		join: f(e.join, ["lobby", "any_time"], "lobby"),
		bot_levels: Array.isArray(e.bot_levels) ? d(e.bot_levels) : null,
		events: d(e.events)
	};
}
function m(e) {
	return Array.isArray(e) ? e.map(p).filter((e) => e !== null) : null;
}
function h(e, t, n = "") {
	return e ? e[t] ?? e.en ?? Object.values(e)[0] ?? n : n;
}
function ee(e, t) {
	let n = e?.teams?.[String(t)];
	return Array.isArray(n) && n.length ? n : null;
}
function g(e, t) {
	let n = e?.bot_levels;
	if (!n?.length) return [...t];
	let r = n.filter((e) => t.includes(e));
	return r.length ? r : [...t];
}
// src/games/duck_down/info.ts
var _ = {
	en: "0 = no limit",
	de: "0 = ohne Limit",
	nl: "0 = geen limiet"
}, te = {
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
				"x-hint": _,
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
				"x-hint": _,
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
}, ne = {
	name: te.name,
	info: te,
	load: () => import("./duck-down-game-duck_down-ASC4pn0Z.js").then((e) => e.default)
}, re = {
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
}, v = [ne, {
	name: re.name,
	info: re,
	load: () => import("./duck-down-game-duck_pond-D4Cb7YTv.js").then((e) => e.default)
}];
// src/games/loader.ts
function ie(e, t = v) {
	return t.find((t) => t.name === e);
}
function ae(e = v) {
	return e[0]?.name ?? "";
}
var y = new class {
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
		return !!ie(e, this.games);
	}
	load(e) {
		let t = this.loading.get(e);
		if (t) return t;
		let n = ie(e, this.games);
		if (!n) return Promise.reject(/* @__PURE__ */ Error(`no board for the game ${JSON.stringify(e)}`));
		let r = n.load().then((t) => (this.ready.set(e, t), t), (t) => {
			throw this.loading.delete(e), t;
		});
		return this.loading.set(e, r), r;
	}
}(), oe = {
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
	err_name_taken: "Someone at this table already has that name.",
	err_table_full: "This table is full.",
	err_wrong_status: "That is not possible right now (the game may have started).",
	err_illegal_action: "That move is not allowed right now.",
	err_stale: "The table moved on; try again.",
	err_disconnected: "Not connected to the game host.",
	err_timeout: "The game host did not answer.",
	err_unknown_table: "This table does not exist any more.",
	err_invalid_config: "These options do not work:",
	err_rate_limited: "Slow down a little and try again.",
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
	legend: "The cards"
}, se = {
	en: oe,
	de: {
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
		err_name_taken: "An diesem Tisch heißt schon jemand so.",
		err_table_full: "Dieser Tisch ist voll.",
		err_wrong_status: "Das geht gerade nicht (vielleicht läuft das Spiel schon).",
		err_illegal_action: "Dieser Zug ist gerade nicht erlaubt.",
		err_stale: "Am Tisch ist inzwischen etwas passiert; versuch es noch einmal.",
		err_disconnected: "Keine Verbindung zum Spiel.",
		err_timeout: "Das Spiel antwortet nicht.",
		err_unknown_table: "Diesen Tisch gibt es nicht mehr.",
		err_invalid_config: "Diese Einstellungen gehen nicht:",
		err_rate_limited: "Etwas langsamer, bitte, und noch einmal.",
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
		legend: "Die Karten"
	},
	nl: {
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
		err_name_taken: "Iemand aan deze tafel heeft die naam al.",
		err_table_full: "Deze tafel is vol.",
		err_wrong_status: "Dat kan nu niet (misschien is het spel al begonnen).",
		err_illegal_action: "Die zet mag nu niet.",
		err_stale: "Aan tafel is intussen iets gebeurd; probeer het nog eens.",
		err_disconnected: "Geen verbinding met het spel.",
		err_timeout: "Het spel antwoordt niet.",
		err_unknown_table: "Deze tafel bestaat niet meer.",
		err_invalid_config: "Deze instellingen kloppen niet:",
		err_rate_limited: "Iets rustiger, en probeer het nog eens.",
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
		legend: "De kaarten"
	}
};
function ce(e, t = []) {
	for (let n of [e, ...t]) {
		let e = (n ?? "").toLowerCase().slice(0, 2);
		if (e in se) return e;
	}
	return "en";
}
function le(e, t) {
	return t ? e.replace(/\{(\w+)\}/g, (e, n) => n in t ? String(t[n]) : e) : e;
}
function ue(e, t) {
	let n = se[e] ?? oe, r = t?.[e] ?? {}, i = t?.en ?? {};
	return (e, t) => le(r[e] ?? n[e] ?? i[e] ?? oe[e] ?? e, t);
}
var de = /* @__PURE__ */ new Set([
	"name_taken",
	"table_full",
	"wrong_status",
	"illegal_action",
	"stale",
	"disconnected",
	"timeout",
	"unknown_table",
	"invalid_config",
	"rate_limited"
]);
function fe(e, t, n) {
	if (!de.has(t)) {
		let r = `err_${t}`, i = e(r);
		return i === r ? n || t : i;
	}
	let r = e(`err_${t}`);
	return t === "invalid_config" ? `${r} ${n}` : r;
}
// src/sound.ts
var b = null;
function pe() {
	if (b) return b;
	let e = globalThis.AudioContext;
	if (!e) return null;
	try {
		b = new e();
	} catch {
		b = null;
	}
	return b;
}
function x() {
	let e = pe();
	e && e.state === "suspended" && e.resume().catch(() => void 0);
}
function S(e, t, n, r, i, a, o) {
	let s = e.createOscillator(), c = e.createGain();
	s.type = i, s.frequency.setValueAtTime(n, t), o && s.frequency.exponentialRampToValueAtTime(o, t + r), c.gain.setValueAtTime(1e-4, t), c.gain.exponentialRampToValueAtTime(a, t + .015), c.gain.exponentialRampToValueAtTime(1e-4, t + r), s.connect(c).connect(e.destination), s.start(t), s.stop(t + r + .02);
}
function me(e, t) {
	for (let [n, r] of [[0, 520], [.2, 470]]) {
		let i = e.createOscillator(), a = e.createBiquadFilter(), o = e.createGain();
		i.type = "sawtooth", i.frequency.setValueAtTime(r, t + n), i.frequency.exponentialRampToValueAtTime(r * .62, t + n + .16), a.type = "bandpass", a.frequency.value = 1150, a.Q.value = 4, o.gain.setValueAtTime(1e-4, t + n), o.gain.exponentialRampToValueAtTime(.35, t + n + .02), o.gain.exponentialRampToValueAtTime(1e-4, t + n + .17), i.connect(a).connect(o).connect(e.destination), i.start(t + n), i.stop(t + n + .2);
	}
}
function C(e) {
	let t = pe();
	if (!t || t.state !== "running") return;
	let n = t.currentTime + .01;
	switch (e) {
		case "turn":
			S(t, n, 660, .12, "sine", .18), S(t, n + .13, 880, .16, "sine", .18);
			break;
		case "card":
			S(t, n, 1800, .05, "triangle", .08, 900);
			break;
		case "whoosh":
			S(t, n, 400, .18, "triangle", .12, 900), S(t, n + .12, 900, .18, "triangle", .1, 400);
			break;
		case "quack":
			me(t, n);
			break;
		case "tick":
			S(t, n, 1200, .04, "square", .04);
			break;
		case "end":
			S(t, n, 523, .14, "sine", .15), S(t, n + .15, 392, .22, "sine", .15);
			break;
		case "win": [
			523,
			659,
			784,
			1047
		].forEach((e, r) => S(t, n + r * .12, e, .2, "sine", .16));
	}
}
// src/clock.ts
function he(e, t, n, r) {
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
function ge(e, t, n) {
	return !t || t.deadline == null || !e || e.deadline !== t.deadline ? null : e.frozen === void 0 ? Math.max(0, e.endsAt - n) : e.frozen;
}
function _e() {
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
function w(e) {
	return e.mine ?? e.pub;
}
function T(e) {
	if (e.mine) return e.mine.seat;
	let t = e.table?.seats.find((e) => e.you);
	return t ? t.seat : null;
}
function E(e, t) {
	return e.table?.seats.find((e) => e.seat === t)?.name || `#${t + 1}`;
}
function ve(e, t) {
	return e.table?.seats.find((e) => e.seat === t)?.kind === "bot";
}
function ye(e, t) {
	return w(e)?.ruleset ?? e.table?.ruleset ?? t;
}
function be(e) {
	return w(e)?.phase === "over";
}
function xe(e, t) {
	let n = e.mine;
	return !!n && !!t && t.toAct(n).includes(n.seat);
}
function Se(e, t) {
	return ge(e.clock, w(e), t);
}
function Ce(e, t) {
	let n = w(e), r = n && t ? t.roundResult(n) : null;
	return !r || e.dismissedResult === r.round ? null : r;
}
function we(e) {
	return e[Math.floor(e.length / 2)] ?? "medium";
}
function Te(e, t, n, r) {
	let i = e.table, a = i?.seats.find((e) => e.seat === t);
	if (!i || !a || e.spectator) return null;
	let o = a.kind ? a.kind === "bot" : !!a.bot;
	if (i.status === "lobby") return n && o && r.removeBot ? "remove_bot" : null;
	if (i.status !== "playing" || o) return null;
	let s = t === T(e);
	return a.bot ? (n || s) && r.takeBack ? "take_back" : null : r.seatBot && (s || n && a.connected === !1) ? "bot" : null;
}
function Ee(e, t) {
	let n = w(e), r = n ? t.decisionMs(n, e.table?.options ?? {}) : null;
	return {
		...e,
		board: e.board === null ? t.initial() : e.board,
		clock: e.clock && e.clock.total === null ? {
			...e.clock,
			total: r
		} : e.clock
	};
}
function De(e, t) {
	return e?.phase === "over" && t.phase !== "over";
}
function Oe(e, t) {
	return e?.seq != null && t.seq != null && t.seq < e.seq;
}
function ke(e, t, n, r) {
	let i = r ? r.decisionMs(t, e.table?.options ?? {}) : null;
	return he(e.clock, t, n, i);
}
function Ae(e, t) {
	return e.board === null && t ? t.initial() : e.board;
}
function je(e, t, n) {
	let r = (typeof t.round == "number" ? t.round : w(e)?.round) ?? 0, i = e.logCount + 1, a = [...e.log, {
		n: i,
		round: r,
		event: t
	}], o = {
		...e,
		log: a.length > 200 ? a.slice(-200) : a,
		logCount: i
	};
	if (!n) return o;
	let s = n.event(Ae(o, n), t, T(o));
	return {
		...o,
		board: s.board,
		cue: s.cue ? {
			name: s.cue,
			n: (o.cue?.n ?? 0) + 1
		} : o.cue
	};
}
function D(e) {
	return {
		..._e(),
		connection: e.connection,
		tables: e.tables
	};
}
function Me(e, t, n = null) {
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
			if (!t.table) return D(e);
			let n = !e.table || e.table.id === t.table.id;
			return {
				...n ? e : D(e),
				table: t.table,
				spectator: t.spectator ?? (n ? e.spectator : !1)
			};
		}
		case "public": {
			if (Oe(e.pub, t.view)) return e;
			let r = {
				...e,
				pub: t.view,
				dismissedResult: De(e.pub, t.view) ? null : e.dismissedResult
			};
			return e.mine ? r : {
				...r,
				clock: ke(e, t.view, t.at, n)
			};
		}
		case "seat": {
			if (Oe(e.mine, t.view)) return e;
			let r = n ? n.seatView(Ae(e, n), t.view) : e.board;
			return {
				...e,
				mine: t.view,
				dismissedResult: De(e.mine, t.view) ? null : e.dismissedResult,
				spectator: !1,
				clock: ke(e, t.view, t.at, n),
				board: r
			};
		}
		case "event": return je(e, t.event, n);
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
		case "left": return D(e);
	}
}
// src/types.ts
var Ne = [
	"random",
	"easy",
	"medium",
	"hard"
], Pe = {
	seatBot: !0,
	takeBack: !0,
	removeBot: !0,
	deleteTable: !0
};
// src/standings.ts
function Fe(e) {
	let t = [], n = [];
	for (let r of e) n = r.map((e, t) => (n[t] ?? 0) + e), t.push(n);
	return t;
}
function Ie(e, t) {
	return t?.length ? t.map((t) => ({
		seats: t,
		total: t.reduce((t, n) => t + (e[n] ?? 0), 0)
	})) : e.map((e, t) => ({
		seats: [t],
		total: e
	}));
}
function Le(e, t = "lowest") {
	let n = t === "highest" ? -1 : 1, r = [...e].sort((e, t) => n * (e.total - t.total) || (e.seats[0] ?? 0) - (t.seats[0] ?? 0)), i = 0, a = null;
	return r.map((e, t) => ((a === null || e.total !== a) && (i = t + 1), a = e.total, {
		...e,
		place: i
	}));
}
// src/chart.ts
function Re(e, t, n, r, i = {
	l: 28,
	r: 10,
	t: 10,
	b: 20
}) {
	let a = Fe(e), o = e[0]?.length ?? 0, s = Math.max(10, ...a.flat()), c = s <= 20 ? 5 : s <= 50 ? 10 : s <= 120 ? 20 : 50, l = Math.ceil(s / c) * c, u = Math.max(1, t), d = Array.from({ length: u + 1 }, (e, t) => i.l + (n - i.l - i.r) * t / u), f = (e) => i.t + (r - i.t - i.b) * (1 - e / l), p = [];
	for (let e = 0; e < o; e++) p.push([{
		x: d[0],
		y: f(0)
	}, ...a.map((t, n) => ({
		x: d[n + 1],
		y: f(t[e] ?? 0)
	}))]);
	let m = [];
	for (let e = 0; e <= l; e += c) m.push({
		v: e,
		y: f(e)
	});
	return {
		lines: p,
		max: l,
		xs: d,
		yTicks: m
	};
}
function ze(t, n, i, s) {
	if (!t.length) return e;
	let c = Re(t, n, 320, 170);
	return o`<figure class="chart">
    <svg viewBox="0 0 ${320} ${170}" role="img" aria-label=${s}>
      ${c.yTicks.map((e) => r`<line x1="28" x2=${310} y1=${e.y} y2=${e.y} class="grid"/>
          <text x="22" y=${e.y + 4} text-anchor="end" class="tick">${e.v}</text>`)}
      ${c.xs.map((e, t) => r`<text x=${e} y=${165} text-anchor="middle" class="tick">${t}</text>`)}
      ${c.lines.map((e, t) => r`<polyline fill="none" stroke=${a(t)} stroke-width="3" stroke-linejoin="round"
            stroke-linecap="round" points=${e.map((e) => `${e.x.toFixed(1)},${e.y.toFixed(1)}`).join(" ")}/>
          ${e.slice(1).map((e) => r`<circle cx=${e.x} cy=${e.y} r="3.5" fill=${a(t)}/>`)}`)}
    </svg>
    <figcaption>
      ${i.map((e, t) => o`<span class="legend"><i style="background:${a(t)}"></i>${e}</span>`)}
    </figcaption>
  </figure>`;
}
// src/shell/scores.ts
function O(t, n) {
	let r = t.t, i = t.tableGame(), s = t.module(i)?.rules.scoreHistory(n) ?? [], c = n.totals ?? [], l = Array.from({ length: n.players }, (e, n) => E(t.s, n)), u = ee(t.info(i), n.players), d = (e, t) => e.reduce((e, n) => e + (t[n] ?? 0), 0);
	return o`<table class="scores">
      <thead>
        <tr>
          <th></th>
          ${s.map((e, t) => o`<th>${t + 1}</th>`)}
          <th>${r("total")}</th>
        </tr>
      </thead>
      <tbody>
        ${l.map((e, t) => o`<tr>
            <td><i class="dot" style="background:${a(t)}"></i>${e}</td>
            ${s.map((e) => o`<td>${e[t] ?? ""}</td>`)}
            <td class="tot">${c[t] ?? 0}</td>
          </tr>`)}
        ${u ? u.map((e) => o`<tr class="team">
                <td>${r("team", { names: e.map((e) => l[e] ?? `#${e + 1}`).join(" & ") })}</td>
                ${s.map((t) => o`<td>${d(e, t)}</td>`)}
                <td class="tot">${d(e, c)}</td>
              </tr>`) : e}
      </tbody>
    </table>
    ${ze(s, n.rounds ?? s.length, l, r("scoreChart"))}`;
}
// src/shell/podium.ts
var Be = [
	"#ffd43b",
	"#ff6b6b",
	"#4dabf7",
	"#69db7c",
	"#b197fc",
	"#ffa94d"
];
function Ve(e, t) {
	let n = e.s.table?.round_choices ?? [], r = typeof t.rounds == "number" && n.includes(t.rounds) ? t.rounds : null;
	e.patch({ starting: !0 }), e.lobby({
		command: "start",
		rounds: r
	});
}
function He(t, n, r) {
	let a = t.t, c = t.s, l = t.info(t.tableGame()), u = T(c), d = Le(Ie(n.totals ?? [], ee(l, n.players)), l?.result ?? "lowest"), f = (e) => e.map((e) => E(c, e)).join(" & "), p = (n.winners ?? []).map((e) => E(c, e)), m = d.slice(0, 3), h = m.length === 3 ? [
		m[1],
		m[0],
		m[2]
	] : m.length === 2 ? [m[1], m[0]] : m, g = c.table, _ = !!g && !c.spectator && t.isOwner(g);
	return o`<div class="overlay">
    ${r ? e : o`<div class="confetti" aria-hidden="true">
          ${Array.from({ length: 40 }, (e, t) => o`<i style="left:${t * 37 % 100}%;background:${Be[t % Be.length]};animation-delay:${t % 10 * .12}s"></i>`)}
        </div>`}
    <div class="dialog wide" role="dialog" aria-modal="true" aria-labelledby="go-h">
      <h2 id="go-h">${i.trophy} ${a("gameOver")}</h2>
      <p style="font-size:1.2rem;font-weight:800;margin:0">
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
      ${O(t, n)}
      ${_ ? e : o`<p style="color:var(--_muted);margin:8px 0 0">${a("ownerCanPlayAgain")}</p>`}
      <div class="buttons">
        <button class="btn ghost" @click=${() => t.patch({ hidePodium: !0 })}>${a("close")}</button>
        ${_ ? o`<button class="btn ghost" @click=${() => t.lobby({ command: "leave" })}>${a("backToLobby")}</button>
              <button class="btn primary" autofocus ?disabled=${t.ui.starting} @click=${() => Ve(t, n)}>▶ ${a("playAgain")}</button>` : o`<button class="btn primary" autofocus @click=${() => t.lobby({ command: "leave" })}>${a("backToLobby")}</button>`}
      </div>
    </div>
  </div>`;
}
// src/log.ts
function Ue(e, t, n, r, i, a = 80) {
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
var We = [
	.2,
	3 / 8,
	5 / 9,
	2 / 3
], Ge = (e, t) => (n) => {
	let r = 4 * e + n - 4, i = "*-04-39?2$%%$%%'$%''%'''%')(%'))%(++'(++'(+.'+-.',/3',33)-/5)-43).36)058*18<+37<+4:<,4:E,5<A-7>C/8@F/:EH/<EK0=FM1?IP2@KS3BNV4DPY5FS\\6HV_6IXb7K[e8N^i9Pam;Rdp<Tgt".charCodeAt(r) - 35, a = r > 8 ? i : 1, o = t / a | 0, s = t % a, c = a - s, l = r > 8 ? o * We[n] + (e > 5) & -2 : i, u = o - l;
	return {
		t: c * u + s * u + s,
		o: [[c, u], [s, u + 1]],
		i: l
	};
}, k = (e) => new Uint8Array(e), A = (e) => {
	let t = /* @__PURE__ */ Error(`lean-qr error ${e}`);
	throw t.code = e, t;
}, j = (e) => "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:".indexOf(e), M = (e) => e.charCodeAt(0), Ke = (...e) => (t, n) => e.forEach((e) => e(t, n)), qe = (e) => (t) => {
	t.eci !== e && (t.push(7, 4), e < 128 ? t.push(e, 8) : e < 16384 ? t.push(32768 | e, 16) : t.push(12582912 | e, 24), t.eci = e);
}, N = (e) => (t, n) => {
	t.push(4, 4), t.push(e.length, 8 + 8 * (n > 9)), e.forEach((e) => t.push(e, 8));
}, P = (e, t, n, r, i = (e, t) => n(e.length, t), a = r ? (t) => Ke(qe(r), e(t)) : e) => (a.test = t, a.l = n, a.est = i, a.eci = r && [r], a), Je = P((e) => (t, n) => {
	t.push(1, 4), t.push(e.length, 10 + 2 * (n > 26) + 2 * (n > 9));
	let r = 0;
	for (; r < e.length - 2; r += 3) t.push(+e.slice(r, r + 3), 10);
	r < e.length - 1 ? t.push(+e.slice(r), 7) : r < e.length && t.push(+e[r], 4);
}, (e) => /[0-9]/.test(e), (e, t) => 14 + 2 * (t > 26) + 2 * (t > 9) + 10 * e / 3), Ye = P((e) => (t, n) => {
	t.push(2, 4), t.push(e.length, 9 + 2 * (n > 26) + 2 * (n > 9));
	let r = 0;
	for (; r < e.length - 1; r += 2) t.push(45 * j(e[r]) + j(e[r + 1]), 11);
	r < e.length && t.push(j(e[r]), 6);
}, (e) => j(e) >= 0, (e, t) => 13 + 2 * (t > 26) + 2 * (t > 9) + 5.5 * e), F = P((e) => N([...e].map(M)), (e) => M(e) < 128, (e, t) => 12 + 8 * (t > 9) + 8 * e);
F._ = !0, F.u = !0;
var I = P(F, (e) => M(e) < 256, F.l, 3);
I._ = !0;
var Xe = new TextEncoder(), L = P((e) => N(Xe.encode(e)), () => 1, 0, 26, (e, t) => 12 + 8 * (t > 9) + 8 * Xe.encode(e).length);
L._ = !0;
var R = () => {
	let e = /* @__PURE__ */ new Map(), t = new TextDecoder("sjis"), n = k(2);
	for (let r = 0; r < 7973; ++r) n[0] = r / 192 + 129 + 64 * (r > 5951), n[1] = r % 192 + 64, e.set(t.decode(n), r);
	return e.delete("�"), R = () => e, e;
}, z = P((e) => (t, n) => {
	t.push(8, 4), t.push(e.length, 8 + 2 * (n > 26) + 2 * (n > 9));
	for (let n of e) t.push(R().get(n), 13);
}, (e) => R().has(e), (e, t) => 12 + 2 * (t > 26) + 2 * (t > 9) + 13 * e);
z._ = !0;
var Ze = [
	Je,
	Ye,
	F,
	I,
	z,
	L
], Qe = {
	auto: (e, { modes: t = Ze } = {}) => (n, r) => {
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
		a.length || A(5);
		let l = [];
		for (let t = a.reduce((e, t) => t.v < e.v ? t : e); t.m; t = t.V) l.push(t.m(e.slice(t.$, t.A)));
		l.reverse().forEach((e) => e(n, r));
	},
	multi: Ke,
	eci: qe,
	bytes: N,
	numeric: Je,
	alphaNumeric: Ye,
	ascii: F,
	iso8859_1: I,
	shift_jis: z,
	utf8: L
}, $e = () => ({
	F: k(2956),
	I: 0,
	push(e, t) {
		for (let n = t, r = 8 - (7 & this.I); n > 0; n -= r, r = 8) this.F[this.I >> 3] |= e << r >> n, this.I += n < r ? n : r;
	}
}), B = (e, t = e * e, n = k(t)) => ({
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
}), V = [
	(e, t) => 1 & (e ^ t),
	(e, t) => 1 & t,
	(e) => e % 3,
	(e, t) => (e + t) % 3,
	(e, t) => 1 & (e / 3 ^ t >> 1),
	(e, t) => (e & t & 1) + e * t % 3,
	(e, t) => (e & t) + e * t % 3 & 1,
	(e, t) => (e ^ t) + e * t % 3 & 1
], H = k(511);
for (let e = 0, t = 1; e < 255; t = 2 * t ^ 285 * (t > 127)) H[H[t + 255] = e++] = t;
var et = (e) => H[e % 255], tt = (e) => H[e + 255], nt = (e, t) => {
	let n = k(e.length + t.length - 1);
	for (let r = 0; r < e.length; ++r) for (let i = 0; i < t.length; ++i) n[r + i] ^= et(e[r] + t[i]);
	return n.map(tt);
}, rt = (e, t) => {
	let n = k(e.length + t.length - 1);
	n.set(e, 0);
	for (let r = 0; r < e.length; ++r) if (n[r]) {
		let e = tt(n[r]);
		for (let i = 0; i < t.length; ++i) n[r + i] ^= et(t[i] + e);
	}
	return n.slice(e.length);
}, it = [[0], [0, 0]];
for (let e = 1; e < 30; ++e) it.push(nt(it[e], [0, e]));
var at = (e, t) => {
	let n = [[], []], r = 0, i = 0;
	for (let [a, o] of t.o) for (let s = 0; s < a; ++s, r += o) {
		let a = e.slice(r, r + o);
		n[0].push(a), n[1].push(rt(a, it[t.i])), i += o + t.i;
	}
	let a = k(i);
	i = 0;
	for (let e of n) for (let t = 0, n = -1; n < i; ++t) {
		n = i;
		for (let n of e) t < n.length && (a[i++] = n[t]);
	}
	return a;
}, ot = (e, t, n) => {
	let r = e <<= n;
	for (let e = 134217728; e >>= 1;) r & e && (r ^= t * (e >> n));
	return r | e;
}, st = ({ size: e, K: t }, n) => {
	let r = (n, r, i, a) => {
		for (; i-- > 0; n += e) t.fill(a, n, n + r);
	}, i = (t, n, i) => {
		for (let a = 0; a++ < 3; i -= 2) r(n * e + t - (i >> 1) * (e + 1), i, i, 2 | a);
	}, a = 2 * ((e - 13) / (1 + (n / 7 | 0)) / 2 + .75 | 0);
	if (n > 1) for (let t = e - 7; t > 8; t -= a) {
		for (let e = t; e > 8; e -= a) i(t, e, 5);
		t < e - 7 && i(t, 6, 5);
	}
	if (n > 6) for (let r = ot(n, 7973, 12), i = 1; i < 7; ++i) for (let n = 12; n-- > 9; r >>= 1) t[i * e - n] = 2 | 1 & r;
	r(7, 2, 9, 2), r(e - 8, 8, 9, 2);
	for (let n = 0; n < e; ++n) t[6 * e + n] = 3 ^ 1 & n;
	i(3, 3, 7), i(e - 4, 3, 7);
	for (let n = 0; n < e; ++n) for (let r = n; r < e; ++r) t[r * e + n] = t[n * e + r];
	t[(e - 8) * e + 8] = 3;
}, ct = ({ size: e, K: t }) => {
	let n = [];
	for (let r = e - 2, i = e, a = -1; r >= 0; r -= 2) {
		for (r === 5 && (r = 4); i += a, i !== -1 && i !== e;) {
			let a = i * e + r;
			t[a + 1] || n.push(a + 1), t[a] || n.push(a);
		}
		a *= -1;
	}
	return n;
}, lt = ({ K: e }, t, n) => t.forEach((t, r) => e[t] = n[r >> 3] >> (7 & ~r) & 1), ut = ({ size: e, K: t }, n, r, i) => {
	for (let r = 0; r < e; ++r) for (let i = 0; i < e; ++i) {
		let a = r * e + i;
		t[a] ^= !(n(i, r) || 2 & t[a]);
	}
	let a = 21522 ^ ot((1 ^ i) << 3 | r, 1335, 10);
	for (let n = 0; n++ < 8; a >>= 1) t[(n - (n < 7)) * e + 8] = 1 & a, t[9 * e - n] = 1 & a;
	for (let n = 8; --n, a; a >>= 1) t[8 * e + n - (n < 7)] = 1 & a, t[(e - n) * e + 8] = 1 & a;
}, dt = ({ size: e, K: t }, n = 0, r = 0) => {
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
}, ft = [], pt = (e = A(1), { minCorrectionLevel: t = 0, maxCorrectionLevel: n = 3, minVersion: r = 1, maxVersion: i = 40, mask: a, trailer: o = 60433, ...s } = {}) => {
	n < t && A(3), i < r && A(2), typeof e == "string" && (e = Qe.auto(e, s));
	for (let s = r, c = 0; s <= i; ++s) {
		let r = ft[s];
		r || (ft[s] = r = B(4 * s + 17), st(r, s), r.p = ct(r));
		let i = Ge(s, r.p.length >> 3);
		if (8 * i(t).t < c) continue;
		let l = $e();
		e(l, s), c = l.I;
		for (let e = n; e >= t; --e) {
			let t = i(e);
			if (8 * t.t < c) continue;
			for (l.I = c + 11 & -8; l.I < 8 * t.t;) l.push(o, 16);
			let n = B(r.size, r.K);
			return lt(n, r.p, at(l.F, t)), (V[a] ? [V[a]] : V).map((t, r) => {
				let i = B(n.size, n.K);
				return ut(i, t, a ?? r, e), i.s = V[a] ? 0 : dt(i), i;
			}).reduce((e, t) => t.s < e.s ? t : e);
		}
	}
	A(4);
};
pt.with = (...e) => (t, n) => pt(t, {
	modes: [...Ze, ...e],
	...n
});
// src/qr.ts
function mt(e) {
	if (!e) return null;
	try {
		let t = pt(e), n = "";
		for (let e = 0; e < t.size; e++) for (let r = 0; r < t.size; r++) t.get(r, e) && (n += `M${r} ${e}h1v1h-1z`);
		return {
			size: t.size,
			d: n
		};
	} catch {
		return null;
	}
}
function ht(t, n) {
	let i = mt(t);
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
function gt(t, n) {
	let r = t.t, i = t.s, a = T(i), s = t.tableGame(), c = Ue(i.log, t.module(s), t.say(s), (e) => E(i, e), a), l = i.spectator || a === null;
	return o`
    ${t.lanUrl && l ? o`<section class="panel">${ht(t.lanUrl, r("scanToJoin"))}</section>` : e}
    <section class="panel" aria-labelledby="sc-h">
      <h3 id="sc-h">${r("scores")}</h3>
      ${O(t, n)}
    </section>
    <section class="panel" aria-labelledby="log-h">
      <h3 id="log-h">${r("log")}</h3>
      ${c.length ? o`<ol class="log" aria-live="polite">
            ${c.map((e) => o`<li class=${e.big ? "big" : ""}>${e.text}</li>`)}
          </ol>` : o`<p>${r("noLog")}</p>`}
    </section>
    ${t.noLobby && l ? e : o`<div class="row-actions" style="justify-content:center">
          <button class="btn ghost" @click=${() => t.lobby({ command: "leave" })}>${r("leave")}</button>
        </div>`}
  `;
}
// src/shell/game.ts
function _t(t) {
	let { title: n, hint: r } = t.board.status(t.ctx), i = t.ctx.ring();
	return o`<div class="status" role="status" aria-live="polite">
    ${i === e ? o`<span>${s("logo")}</span>` : i}
    <div class="msg"><b>${n}</b>${r ? o`<span>${r}</span>` : e}</div>
  </div>`;
}
function vt(t, n) {
	let r = t.t, i = t.moduleState(n), [a, c] = i === "unknown" ? [r("unknownGameTitle"), r("unknownGameText", { game: h(t.info(n)?.title, t.lang, n) })] : i === "failed" ? [r("boardFailed"), ""] : [r("loadingGame"), ""];
	return o`<div class="status no-board" role=${i === "loading" ? "status" : "alert"}>
    <span>${s("logo")}</span>
    <div class="msg"><b>${a}</b>${c ? o`<span>${c}</span>` : e}</div>
    ${i === "loading" ? e : o`<button class="btn" @click=${() => globalThis.location?.reload()}>${t.t("reload")}</button>`}
  </div>`;
}
function yt(e, t, n, r) {
	let i = () => e.dispatch({
		type: "dismiss_result",
		round: r
	});
	return o`<div class="overlay" @keydown=${(e) => e.key === "Escape" && i()}>
    <div class="dialog wide" role="dialog" aria-modal="true" aria-labelledby="res-h">
      ${n.board.result(n.ctx, i)}
      <h3>${e.t("scores")}</h3>
      ${O(e, t)}
      <div class="buttons">
        <button class="btn primary" autofocus @click=${i}>${e.t("close")}</button>
      </div>
    </div>
  </div>`;
}
function bt(t, n, r, i) {
	let a = t.s, s = t.tableGame(), c = t.module(s)?.rules ?? null, l = r ? Ce(a, c) : null, u = be(a) && !!n.winners, d = !!r?.ctx.mine && r.ctx.me !== null;
	return o`<main class="game">
    <section class="felt" aria-label=${h(t.info(s)?.title, t.lang, s)}>
      ${r ? o`${_t(r)}${r.board.table(r.ctx)}` : vt(t, s)}
    </section>
    ${r && d ? r.board.actions(r.ctx) : e}
    <aside class="side">${gt(t, n)}</aside>
    ${r ? r.board.overlays(r.ctx) : e}
    ${r && l && !u ? yt(t, n, r, l.round) : e}
    ${u && !t.ui.hidePodium ? He(t, n, i) : e}
  </main>`;
}
// src/shell/header.ts
function xt(t, n) {
	let r = t.t, a = w(t.s), c = t.s.table ? t.tableGame() : null;
	return o`<header class="bar">
    ${s("logo")}
    <h1>${r("title")}</h1>
    ${a ? o`<span class="round">${a.rounds == null ? r("roundOnly", { r: a.round }) : r("round", {
		r: a.round,
		n: a.rounds
	})}</span>` : e}
    <span class="spacer"></span>
    ${c && t.info(c) ? o`<button class="icon-btn" aria-label=${r("howToPlay")} title=${r("howToPlay")} @click=${() => t.openHowTo(c)}>${i.help}</button>` : e}
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
      ${Object.keys(se).map((e) => o`<option value=${e} ?selected=${e === t.lang}>${e.toUpperCase()}</option>`)}
    </select>
  </header>`;
}
// src/shell/howto.ts
function St(t, n) {
	let r = t.t, i = () => t.patch({ howTo: null }), a = t.module(n), s = h(t.info(n)?.title, t.lang, n), c = t.moduleState(n), l = a ? a.howTo(t.lang, t.say(n)) : null;
	return o`<div class="overlay" @keydown=${(e) => e.key === "Escape" && i()}>
    <div class="dialog wide howto" role="dialog" aria-modal="true" aria-labelledby="how-h">
      <h2 id="how-h">${r("howToPlay")}: ${s}</h2>
      ${l ? o`<p class="intro">${l.intro}</p>
            ${l.sections.map((e) => o`<h3>${e.title}</h3>
                <ul>
                  ${e.items.map((e) => o`<li>${e}</li>`)}
                </ul>`)}
            ${l.legend ? o`<h3>${t.say(n)("legend")}</h3>${l.legend}` : e}` : o`<p role="status">${c === "failed" ? r("boardFailed") : c === "unknown" ? r("unknownGameText", { game: s }) : r("loadingGame")}</p>`}
      <div class="buttons">
        <button class="btn primary" autofocus @click=${i}>${r("closeSheet")}</button>
      </div>
    </div>
  </div>`;
}
// src/options.ts
function Ct(e) {
	return typeof e.default == "number" ? e.default : typeof e.minimum == "number" ? e.minimum : 0;
}
function wt(e, t, n = {}) {
	let r = [];
	for (let [i, a] of Object.entries(e?.options.properties ?? {})) {
		if (!a || a["x-lobby"] !== !0) continue;
		let e = {
			key: i,
			label: h(a["x-label"], t, i),
			hint: h(a["x-hint"], t)
		}, o = n[i];
		if ((a.type === "integer" || a.type === "number") && !a.enum) {
			let t = typeof o == "number" ? o : Ct(a);
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
function Tt(e, t) {
	let n = Number(t);
	return Number.isFinite(n) || (n = e.value), e.integer && (n = Math.round(n)), e.min !== null && (n = Math.max(e.min, n)), e.max !== null && (n = Math.min(e.max, n)), n;
}
function Et(e, t) {
	let n = e?.options.properties ?? {}, r = {};
	for (let e of t) if (e.kind === "select") {
		let t = (n[e.key]?.enum ?? []).find((t) => String(t) === e.value);
		r[e.key] = t ?? e.value;
	} else r[e.key] = e.value;
	return r;
}
function Dt(e, t, n) {
	let r = [];
	for (let i of wt(e, t, n)) i.kind === "switch" ? i.value && r.push(i.label) : i.kind === "select" ? r.push(`${i.label}: ${i.choices.find((e) => e.value === i.value)?.label ?? i.value}`) : r.push(`${i.label}: ${i.value}`);
	return r.join(" · ");
}
// src/shell/options-form.ts
function Ot(t, n) {
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
			let r = e.target, i = Tt(t, r.value);
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
function kt(e, t) {
	let n = e.filter((e) => e.kind !== "switch"), r = e.filter((e) => e.kind === "switch");
	return o`<div class="opts">${n.map((e) => Ot(e, t))}</div>
    ${r.map((e) => Ot(e, t))}`;
}
// src/shell/store.ts
var U = {
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
};
// src/shell/lobby.ts
function W(e, t) {
	e.patch({ form: {
		...e.ui.form,
		...t
	} }), t.name !== void 0 && U.set("duckdown.name", t.name);
}
function At(e) {
	let t = e.games();
	return t.find((t) => t.name === e.ui.form.game) ?? t[0];
}
function jt(e, t) {
	let [n, r] = t.players;
	return n === r ? e.t("players", { n }) : e.t("playersRange", {
		min: n,
		max: r
	});
}
function Mt(e, t, n) {
	let r = e.t, i = (t) => o`<b>${h(t.title, e.lang, t.name)}</b>
    <small>${[h(t.summary, e.lang), jt(e, t)].filter(Boolean).join(" · ")}</small>`;
	return o`<div class="field">
    <span class="lbl" id="game-h">${r("game")}</span>
    ${t.length > 1 ? o`<div class="games" role="radiogroup" aria-labelledby="game-h">
          ${t.map((t) => o`<label class="game-choice">
              <input type="radio" name="game" .checked=${t.name === n.name} @change=${() => W(e, { game: t.name })} />
              <span class="about">${i(t)}</span>
            </label>`)}
        </div>` : o`<div class="game-one"><span class="about">${i(n)}</span></div>`}
    <div class="row-actions">
      <button class="btn ghost" @click=${() => e.openHowTo(n.name)}>${r("howToPlay")}</button>
    </div>
  </div>`;
}
function Nt(t, n, r, i) {
	let a = t.t, s = n.status === "lobby" ? a("inLobby") : n.status === "over" ? a("finished") : a("playing"), c = n.seats.some((e) => e.you), l = n.ruleset ? t.info(n.ruleset) : void 0, u = n.seats.length >= (n.max_players ?? l?.players[1] ?? 8), d = n.status === "lobby" || n.status === "playing" && l?.join === "any_time", f = [
		...i && l ? [h(l.title, t.lang, l.name)] : [],
		a("players", { n: n.seats.length }),
		s,
		n.seats.map((e) => e.name).join(", ")
	];
	return o`<li>
    <span class="tname">${n.name || n.id} <span class="meta">${f.join(" · ")}</span></span>
    ${c ? o`<button class="btn primary" @click=${() => t.lobby({
		command: "join",
		table: n.id,
		name: r
	})}>${a("resume")}</button>` : d && !u ? o`<button class="btn primary" ?disabled=${!r} @click=${() => t.lobby({
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
function Pt(e, t) {
	let n = e.t, r = e.ui.form, i = e.games(), a = At(e);
	if (!a) return o`<p>${n("noGames")}</p>`;
	let s = r.options[a.name] ?? {}, c = wt(a, e.lang, s);
	return o`${Mt(e, i, a)}
    <div class="field">
      <label for="tname">${n("tableName")}</label>
      <input
        id="tname"
        type="text"
        maxlength="32"
        .value=${r.tableName}
        placeholder=${t ? `${t}'s table` : ""}
        @input=${(t) => W(e, { tableName: t.target.value })}
      />
    </div>
    ${kt(c, (t, n) => W(e, { options: {
		...r.options,
		[a.name]: {
			...s,
			[t]: n
		}
	} }))}
    <div class="row-actions" style="margin-top:8px">
      <button class="btn primary" ?disabled=${!t} @click=${() => {
		let t = r.name.trim();
		e.lobby({
			command: "create",
			name: t,
			ruleset: a.name,
			options: Et(a, c),
			tableName: r.tableName.trim() || `${t}'s table`
		});
	}}>${n("create")}</button>
    </div>`;
}
function Ft(t) {
	let n = t.t, r = t.ui.form, i = r.name.trim(), a = t.games().length > 1;
	return o`<main class="lobby">
    <div class="hero">
      ${s()}
      <div>
        <h2>${n("title")}</h2>
        <p>${n("tagline")}</p>
      </div>
    </div>
    <section class="panel name-panel">
      <div class="field" style="margin:0">
        <label for="name">${n("yourName")}</label>
        <input
          id="name"
          type="text"
          maxlength="32"
          autocomplete="nickname"
          .value=${r.name}
          @input=${(e) => W(t, { name: e.target.value })}
        />
        ${i ? e : o`<small>${n("nameFirst")}</small>`}
      </div>
    </section>
    <section class="panel" aria-labelledby="tables-h">
      <h3 id="tables-h">${n("tables")}</h3>
      ${t.s.tables.length ? o`<ul class="table-list">
            ${t.s.tables.map((e) => Nt(t, e, i, a))}
          </ul>` : o`<p>${n("noTables")}</p>`}
      ${t.lanUrl ? o`<div style="margin-top:14px">${ht(t.lanUrl, n("scanToJoin"))}</div>` : e}
    </section>
    <section class="panel" aria-labelledby="new-h">
      <h3 id="new-h">${n("newTable")}</h3>
      ${Pt(t, i)}
    </section>
  </main>`;
}
// src/shell/ring.ts
function It(e, t, n) {
	let r = Math.ceil(t / 1e3), i = 2 * Math.PI * 19, a = n ? Math.max(0, Math.min(1, t / n)) : 1;
	return o`<span class="ring ${r <= 10 ? "low" : ""}" aria-label=${e("secondsLeft", { n: r })}>
    <svg viewBox="0 0 46 46" aria-hidden="true">
      <circle class="bg" cx="23" cy="23" r=${19}></circle>
      <circle class="fg" cx="23" cy="23" r=${19} stroke-dasharray=${i} stroke-dashoffset=${i * (1 - a)}></circle>
    </svg>
    ${r}
  </span>`;
}
// src/shell/seats.ts
function Lt(e, t, n) {
	return o`<span class="avatar" style="background:${a(e)}">${n ? i.bot : t.slice(0, 1).toUpperCase()}</span>`;
}
function Rt(e, t) {
	return Lt(t, E(e.s, t), ve(e.s, t));
}
function G(e, t) {
	let n = `level_${t}`;
	return n === "level_random" || n === "level_easy" || n === "level_medium" || n === "level_hard" ? e(n) : t;
}
function zt(t, n) {
	let r = t.s.table?.seats.find((e) => e.seat === n);
	return r ? o`${r.bot ? o`<span class="tag">${i.bot} ${G(t.t, r.bot)}</span>` : e}
  ${r.connected === !1 && !r.bot ? o`<span class="tag" title="offline">${i.away}</span>` : e}` : e;
}
function Bt(e, t, n) {
	let r = e.ui.levels[n];
	return r && t.includes(r) ? r : we(t);
}
function Vt(t, n, r) {
	let a = t.t, s = t.s.table;
	if (!s) return e;
	let c = Te(t.s, n, t.isOwner(s), t.caps);
	if (c === "take_back") return o`<button class="btn small" @click=${() => t.lobby({
		command: "seat/take_back",
		seat: n
	})}>${a("takeBack")}</button>`;
	if (c !== "bot") return e;
	let l = t.levelsFor(t.tableGame()), u = Bt(t, l, n), d = E(t.s, n), f = o`<span class="seat-ctl">
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
		level: Bt(t, l, n)
	})}>
      ${i.bot} ${a(r ? "letBotPlayMe" : "letBotPlay")}
    </button>
  </span>`;
	return r ? o`<details class="seat-menu">
        <summary aria-label=${a("seatMenu")} title=${a("seatMenu")}>⋯</summary>
        ${f}
      </details>` : f;
}
// src/shell/styles/base.ts
var Ht = t`
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
`, Ut = t`
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
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 10px;
    justify-content: center;
    min-height: 48px;
    position: sticky;
    bottom: 0;
    z-index: 4;
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
`, Wt = [
	Ht,
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
	Ut,
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
  .dialog .chart {
    max-width: 400px;
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
function Gt(e) {
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
function Kt(t, n, r, a) {
	let s = t.say(t.tableGame()), c = t.ui.form, l = t.info(t.tableGame()), u = t.levelsFor(t.tableGame()), d = u.includes(c.level) ? c.level : we(u), f = n.round_choices ?? [], p = (l?.length ?? "rounds") === "rounds" && f.length > 0, m = (e) => t.patch({ form: {
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
      ${t.caps.deleteTable ? o`<button class="btn ghost danger-text" @click=${() => t.patch({ confirmDelete: !0 })}>${s("deleteTable")}</button>` : e}
    </div>
    ${t.ui.confirmDelete ? Gt(t) : e}
  `;
}
function qt(t, n) {
	let r = t.t, a = t.isOwner(n) && !t.s.spectator, s = t.info(t.tableGame()), c = n.min_players ?? s?.players[0] ?? 2, l = n.max_players ?? s?.players[1] ?? 8, u = Dt(s, t.lang, n.options ?? {});
	return o`<main class="lobby">
    <section class="panel" aria-labelledby="wait-h">
      <h3 id="wait-h">${n.name || n.id}</h3>
      <ul class="seats">
        ${n.seats.map((n) => o`<li>
            ${Lt(n.seat, n.name || "?", n.kind === "bot")}
            <span style="flex:1">${n.name}</span>
            ${n.you ? o`<span class="tag you">${r("you")}</span>` : e}
            ${n.bot ? o`<span class="tag" title=${r("bot")}>${i.bot} ${G(r, n.bot)}</span>` : e}
            ${Te(t.s, n.seat, a, t.caps) === "remove_bot" ? o`<button
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
      ${a ? Kt(t, n, c, l) : o`<p>${r("waitingForOwner")}</p>
            <button class="btn ghost" @click=${() => t.lobby({ command: "leave" })}>${r("leave")}</button>`}
    </section>
    ${t.lanUrl ? o`<section class="panel">${ht(t.lanUrl, r("scanToJoin"))}</section>` : e}
  </main>`;
}
// src/shell/table.ts
var Jt;
function Yt() {
	return !!globalThis.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
}
function K() {
	return globalThis.performance?.now() ?? Date.now();
}
var Xt = class extends n {
	constructor(...e) {
		super(...e), this.publicView = null, this.seatView = null, this.table = null, this.tables = [], this.events = [], this.games = null, this.connection = "open", this.language = "", this.sound = U.get("duckdown.sound") !== "off", this.lanUrl = "", this.botLevels = [...Ne], this.error = null, this.spectator = !1, this.noLobby = !1, this.capabilities = Pe, this._s = _e(), this._tick = 0, this._ui = {
			form: {
				name: U.get("duckdown.name") ?? "",
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
		}, this._seen = /* @__PURE__ */ new WeakSet(), this._boards = /* @__PURE__ */ new Map(), this._failed = /* @__PURE__ */ new Set(), this._adopted = 0, this._lastCue = 0, this._lastTickSecond = -1, this._sentAt = -Infinity, this._play = null, this.shell = (() => {
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
				levelsFor: (t) => g(e.infoOf(t), e.botLevels ?? [...Ne]),
				tableGame: () => ye(e._s, ae()),
				module: (e) => y.get(e),
				moduleState: (t) => e.moduleState(t),
				say: (t) => ue(e.langCode, y.get(t)?.strings),
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
			this.sound = !this.sound, U.set("duckdown.sound", this.sound ? "on" : "off"), this.sound && (x(), C("quack"));
		}, this.changeLang = (e) => {
			let t = e.target.value;
			U.set("duckdown.lang", t), this.language = t;
		};
	}
	get uiState() {
		return this._s;
	}
	get boardReady() {
		let e = this.tableGameIfAny();
		return !e || !y.known(e) || this._failed.has(e) ? Promise.resolve() : y.load(e).then(() => this.updateComplete.then(() => void 0), () => void 0);
	}
	addEvent(e) {
		this._seen.has(e) || (this._seen.add(e), this.dispatch({
			type: "event",
			event: e
		}));
	}
	get langCode() {
		return ce(this.language || U.get("duckdown.lang"), globalThis.navigator?.languages ?? []);
	}
	get t() {
		return ue(this.langCode);
	}
	dispatch(e) {
		this._s = Me(this._s, e, this.rules());
	}
	tableGameIfAny() {
		return this._s.table || w(this._s) ? ye(this._s, ae()) : null;
	}
	rules() {
		let e = this.tableGameIfAny();
		return e && y.get(e)?.rules || null;
	}
	hostGames() {
		return this._parsed.from !== this.games && (this._parsed = {
			from: this.games,
			games: m(this.games)
		}), this._parsed.games;
	}
	offeredGames() {
		let e = this.hostGames();
		return e ? e.filter((e) => y.known(e.name)) : v.map((e) => e.info);
	}
	infoOf(e) {
		return this.hostGames()?.find((t) => t.name === e) ?? ie(e)?.info;
	}
	moduleState(e) {
		return y.get(e) ? "loaded" : y.known(e) ? this._failed.has(e) ? "failed" : "loading" : "unknown";
	}
	ensureGame(e, t = !1) {
		!y.get(e) && y.known(e) && (!this._failed.has(e) || t) && (this._failed.delete(e), y.load(e).then((t) => {
			this.tableGameIfAny() === e && (this._s = Ee(this._s, t.rules)), this.requestUpdate();
		}, (t) => {
			console.error(`duck-down-table: the board of ${e} failed to load`, t), this._failed.add(e), this.requestUpdate();
		}));
	}
	isOwner(e) {
		if (typeof e.owner == "boolean") return e.owner;
		let t = T(this._s);
		return t !== null && e.owner_seat === t;
	}
	connectedCallback() {
		super.connectedCallback(), this._timer = setInterval(() => this.onTick(), 250);
	}
	disconnectedCallback() {
		super.disconnectedCallback(), this._timer && clearInterval(this._timer);
	}
	onTick() {
		let e = Se(this._s, K());
		if (e === null) return;
		this._tick++;
		let t = Math.ceil(e / 1e3);
		xe(this._s, this.rules()) && t <= 5 && t > 0 && t !== this._lastTickSecond && this.sound && C("tick"), this._lastTickSecond = t;
	}
	willUpdate(e) {
		let t = K(), n = be(this._s);
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
			}), this.table?.id !== e && (this._ui = {
				...this._ui,
				hidePodium: !1,
				levels: {},
				confirmDelete: !1
			}, this._boards.clear());
		}
		if (e.has("publicView") && this.publicView && this.dispatch({
			type: "public",
			view: this.publicView,
			at: t
		}), e.has("seatView") && this.seatView && (this.dispatch({
			type: "seat",
			view: this.seatView,
			at: t
		}), this._sentAt = -Infinity), e.has("error") && this.error && (this._sentAt = -Infinity), e.has("events")) for (let e of this.events ?? []) this.addEvent(e);
		e.has("error") && this.dispatch({
			type: "error",
			error: this.error
		}), e.has("error") && this.error && (this._ui = {
			...this._ui,
			starting: !1
		}), n && !be(this._s) && (this._ui = {
			...this._ui,
			hidePodium: !1,
			starting: !1
		});
		let r = this.tableGameIfAny();
		r && this.ensureGame(r);
	}
	updated() {
		this.adoptGameStyles(), this._play && this._play.board.updated(this._play.ctx);
		let e = this._s.cue;
		e && e.n !== this._lastCue && (this._lastCue = e.n, this.sound && C(e.name));
		let t = this.renderRoot.querySelector(".dialog [autofocus]");
		t && !t.dataset.focused && (t.dataset.focused = "1", t.focus({ preventScroll: !0 }));
	}
	adoptGameStyles() {
		let e = y.loaded();
		if (e.length === this._adopted || !(this.renderRoot instanceof ShadowRoot)) return;
		this._adopted = e.length;
		let t = this.constructor.elementStyles;
		c(this.renderRoot, [...t, ...e.map((e) => e.styles)]);
	}
	emitAction(e) {
		x();
		let t = K();
		t - this._sentAt < 2500 || (this._sentAt = t, this.dispatchEvent(new CustomEvent("duck-down-action", {
			detail: e,
			bubbles: !0,
			composed: !0
		})));
	}
	emitLobby(e) {
		x(), this.dispatchEvent(new CustomEvent("duck-down-lobby", {
			detail: e,
			bubbles: !0,
			composed: !0
		}));
	}
	render() {
		let t = this.t, n = this._s, r = w(n), i = this.tableGameIfAny();
		this._play = null;
		let a;
		return !n.table || !r ? a = n.table && !r ? qt(this.shell, n.table) : this.noLobby ? e : Ft(this.shell) : (this._tick, this._play = this.play(r), a = bt(this.shell, r, this._play, Yt())), o`
      ${xt(this.shell, {
			sound: this.sound,
			toggleSound: this.toggleSound,
			changeLang: this.changeLang
		})}
      ${n.connection === "open" ? e : o`<div class="banner warn" role="status">${n.connection === "connecting" ? t("connecting") : t("offline")}</div>`}
      ${n.error ? o`<div class="banner error" role="alert">
            <span>${this.errorWords(i)}</span>
            <button class="icon-btn" aria-label=${t("close")} @click=${() => this.clearError()}>✕</button>
          </div>` : e}
      ${a} ${this._ui.howTo ? St(this.shell, this._ui.howTo) : e}
    `;
	}
	errorWords(e) {
		let t = this._s.error;
		return t ? fe(e ? this.shell.say(e) : this.t, t.code, t.message) : "";
	}
	play(e) {
		let t = ye(this._s, ae()), n = y.get(t);
		if (!n) return null;
		let r = this._boards.get(t);
		return r || (r = n.createBoard({ requestUpdate: () => this.requestUpdate() }), this._boards.set(t, r)), {
			board: r,
			ctx: this.boardContext(n, e)
		};
	}
	boardContext(t, n) {
		let r = this._s, i = this.shell, a = this.t, o = T(r), s = Se(r, K());
		return {
			lang: this.langCode,
			t: i.say(t.name),
			view: n,
			mine: r.mine,
			me: o,
			spectator: r.spectator,
			table: r.table,
			board: r.board ?? t.rules.initial(),
			seatName: (e) => E(r, e),
			nameOf: (e) => e === o ? a("you") : E(r, e),
			avatar: (e) => Rt(i, e),
			seatTags: (e) => zt(i, e),
			seatControl: (e, t) => Vt(i, e, t),
			left: s,
			ring: () => s === null || !t.rules.toAct(n).length ? e : It(a, s, r.clock?.total ?? null),
			refusal: r.error ? this.errorWords(t.name) : null,
			reducedMotion: Yt(),
			act: (e) => this.emitAction(e),
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
Jt = Xt, Jt.styles = Wt, Jt.properties = {
	publicView: { attribute: !1 },
	seatView: { attribute: !1 },
	table: { attribute: !1 },
	tables: { attribute: !1 },
	events: { attribute: !1 },
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
	_s: { state: !0 },
	_ui: { state: !0 },
	_tick: { state: !0 }
};
function Zt(e = customElements) {
	e.get("duck-down-table") || e.define("duck-down-table", Xt);
}
// src/card/config.ts
var Qt = "duck-down-card", $t = "duck-down-card-editor", q = [
	"auto",
	"table",
	"hand"
], J = class extends Error {
	constructor(...e) {
		super(...e), this.name = "ConfigError";
	}
}, en = /* @__PURE__ */ new Set([
	"type",
	"table",
	"mode",
	"title",
	"view_layout",
	"grid_options",
	"layout_options",
	"visibility"
]);
function tn(e) {
	if (!e || typeof e != "object" || Array.isArray(e)) throw new J("Invalid configuration: expected a mapping");
	let t = e, n = Object.keys(t).filter((e) => !en.has(e));
	if (n.length) throw new J(`Unknown option${n.length > 1 ? "s" : ""}: ${n.join(", ")} (allowed: table, mode, title)`);
	let r = t.mode ?? "auto";
	if (typeof r != "string" || !q.includes(r)) throw new J(`Invalid mode ${JSON.stringify(r)}: use one of ${q.join(", ")}`);
	let i = t.table;
	if (i != null && (typeof i != "string" || !i.trim())) throw new J("Invalid table: give the table's id or its device id (a non-empty string)");
	let a = t.title;
	if (a != null && typeof a != "string") throw new J("Invalid title: expected text");
	let o = {
		...t,
		type: typeof t.type == "string" ? t.type : `custom:${Qt}`,
		mode: r
	};
	return typeof i == "string" ? o.table = i.trim() : delete o.table, typeof a == "string" && a ? o.title = a : delete o.title, o;
}
function nn(e, t) {
	if (t) return e.find((e) => e.table_id === t) ?? e.find((e) => e.device_id === t);
}
function rn(e, t, n) {
	if (t.table) return nn(e, t.table);
	if (n) {
		let t = nn(e, n);
		if (t) return t;
	}
	let r = e.filter((e) => e.your_seat !== null);
	return r.find((e) => e.status === "playing") ?? r.find((e) => e.status === "lobby") ?? void 0;
}
function an(e, t) {
	return e === "auto" ? t && t.your_seat !== null ? "hand" : "table" : e;
}
function on(e, t) {
	if (e.your_seat !== null) return !1;
	if (e.status === "lobby") return !0;
	let n = e.ruleset ?? e.game?.ruleset;
	return e.status === "playing" && !!m(t)?.some((e) => e.name === n && e.join === "any_time");
}
function sn(e, t) {
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
		min_players: 2
	};
}
function cn(e) {
	return e.game ? {
		...e.game,
		now: e.now ?? e.game.now,
		seq: e.seq ?? e.game.seq
	} : null;
}
function ln(e) {
	return e === "hand" ? 12 : 9;
}
function un(e) {
	return {
		columns: "full",
		rows: "auto",
		min_columns: e === "hand" ? 6 : 9,
		min_rows: 6
	};
}
function dn(e) {
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
function fn(e) {
	let t = dn(e)[0];
	return t ? {
		table: t.id,
		mode: "auto"
	} : { mode: "auto" };
}
function Y(e) {
	if (e && typeof e == "object") {
		let t = e, n = t.error && typeof t.error == "object" ? t.error : t;
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
function pn(e, t) {
	return e.connection.subscribeMessage(t, { type: `${X}/card/subscribe_tables` }, { resubscribe: !0 });
}
function mn(e) {
	return e.callWS({ type: `${X}/card/tables` });
}
function hn(e, t, n) {
	return e.connection.subscribeMessage(n, {
		type: `${X}/subscribe_view`,
		table_id: t.table_id,
		config_entry_id: t.config_entry_id
	}, { resubscribe: !0 });
}
function gn(e, t, n) {
	return e.callWS({
		type: `${X}/play`,
		table_id: t.table_id,
		config_entry_id: t.config_entry_id,
		action: n
	});
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
var _n = {
	seatBot: !0,
	takeBack: !0,
	removeBot: !0,
	deleteTable: !0
}, vn = [
	"easy",
	"medium",
	"hard"
];
function yn(e) {
	let t = e.filter((e) => vn.includes(e));
	return t.length ? t : [...vn];
}
async function bn(e, t) {
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
// src/card/editor-schema.ts
var Q = {
	table: "Table",
	mode: "Mode",
	title: "Title (optional)"
}, xn = {
	auto: "Auto: your hand when you have a seat, else the table",
	table: "Table: the public table only (wall tablet)",
	hand: "Hand: the table plus your own cards and moves (phone)"
};
function Sn(e, t) {
	let n = dn(e), r = [{
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
					label: xn[e]
				}))
			} }
		},
		{
			name: "title",
			selector: { text: {} }
		}
	];
}
function Cn(e, t) {
	let n = {
		...e,
		...t
	};
	for (let e of ["table", "title"]) (n[e] === "" || n[e] === void 0 || n[e] === null) && delete n[e];
	return tn(n);
}
// src/card/editor.ts
var wn, Tn = class extends n {
	setConfig(e) {
		this._config = tn(e);
	}
	changed(e) {
		if (!this._config) return;
		let t;
		try {
			t = Cn(this._config, e);
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
        .schema=${Sn(this.hass, this._config.table)}
        .computeLabel=${(e) => Q[e.name] ?? e.name}
        @value-changed=${(e) => this.changed(e.detail.value)}
      ></ha-form>`;
		let t = dn(this.hass);
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
          ${q.map((t) => o`<option value=${t} ?selected=${t === e.mode}>${xn[t]}</option>`)}
        </select>
      </label>
      <label class="field"
        >${Q.title}
        <input .value=${e.title} @change=${(e) => this.changed({ title: e.target.value })} />
      </label>
    `;
	}
};
wn = Tn, wn.properties = {
	hass: { attribute: !1 },
	_config: { state: !0 }
}, wn.styles = t`
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
function En(e = window.customElements) {
	e.get("duck-down-card-editor") || e.define($t, Tn);
}
// src/card/strings.ts
var Dn = {
	loading: "Loading Duck Down…",
	unavailable: "Duck Down is not available: {reason}. Is the Duck Down integration set up?",
	noAnswer: "the integration did not answer",
	notFound: "Table not found: \"{table}\". It may have been deleted, or its host is offline. Pick another table in the card's settings.",
	offline: "The Duck Down host is offline; the table shows its last state.",
	joinAs: "Join as {name}",
	me: "me"
}, On = {
	en: Dn,
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
function kn(e) {
	let t = On[(e ?? "en").toLowerCase().split(/[-_]/)[0] ?? "en"] ?? Dn;
	return (e, n = {}) => t[e].replace(/\{(\w+)\}/g, (e, t) => n[t] ?? e);
}
// src/card/duck-down-card.ts
var An, jn = "0.1.0", Mn = class extends n {
	constructor(...e) {
		super(...e), this._data = null, this._seat = null, this._events = [], this._error = null, this._status = "connecting", this._watching = null, this._busy = !1, this._seatKey = null, this._eventsTable = null, this._subscribedWith = null, this.onAction = async (e) => {
			e.stopPropagation();
			let t = this.table, n = this._hass;
			if (t && n) try {
				await gn(n, t, e.detail);
			} catch (e) {
				this._error = Y(e);
			}
		}, this.onLobby = async (e) => {
			e.stopPropagation();
			let t = this._hass;
			if (!t || !this._data) return;
			let n = e.detail, r = this._data.tables, i = [...new Set(r.map((e) => e.config_entry_id))];
			this._busy = !0;
			try {
				let e = await bn(n, {
					hass: t,
					table: this.table,
					byId: (e) => r.find((t) => t.table_id === e),
					entryId: i.length === 1 ? i[0] : void 0,
					games: m(this._data.games) !== null
				});
				"watch" in e && (this._watching = e.watch), this._error = null, this.onTables(await mn(t));
			} catch (e) {
				this._error = Y(e);
			} finally {
				this._busy = !1;
			}
		}, this.joinShown = () => {
			let e = this.table;
			if (!e) return;
			let t = this._hass?.user?.name ?? "";
			this.onLobby(new CustomEvent("duck-down-lobby", { detail: {
				command: "join",
				table: e.table_id,
				name: t
			} }));
		};
	}
	static getConfigElement() {
		return document.createElement($t);
	}
	static getStubConfig(e) {
		return fn(e);
	}
	setConfig(e) {
		this._config = tn(e);
	}
	getCardSize() {
		return ln(this.mode);
	}
	getGridOptions() {
		return un(this._config?.mode ?? "auto");
	}
	set hass(e) {
		let t = this._hass;
		if (this._hass = e, !t && e.user?.name) try {
			localStorage.getItem("duckdown.name") || localStorage.setItem("duckdown.name", e.user.name.slice(0, 24));
		} catch {}
		t && t.connection === e.connection && t.user?.id === e.user?.id || this.resubscribe(), (t?.language !== e.language || t?.themes?.darkMode !== e.themes?.darkMode || t?.connected !== e.connected) && this.requestUpdate();
	}
	get hass() {
		return this._hass;
	}
	get table() {
		if (this._data && this._config) return rn(this._data.tables, this._config, this._watching);
	}
	get mode() {
		return an(this._config?.mode ?? "auto", this.table);
	}
	connectedCallback() {
		super.connectedCallback(), this._hass && !this._unsubTables && this.resubscribe();
	}
	disconnectedCallback() {
		super.disconnectedCallback(), this.unsubscribeAll();
	}
	unsubscribeAll() {
		let e = (e) => e?.then((e) => e()).catch(() => void 0);
		e(this._unsubTables), e(this._unsubSeat), this._unsubTables = void 0, this._unsubSeat = void 0, this._seatKey = null, this._subscribedWith = null;
	}
	resubscribe() {
		let e = this._hass;
		e && this.isConnected && (this._subscribedWith === e.connection && this._unsubTables || (this.unsubscribeAll(), this._subscribedWith = e.connection, this._status = "connecting", this._unsubTables = pn(e, (e) => "event" in e ? this.onPublicEvent(e.table_id, e.event) : this.onTables(e)), this._unsubTables.then(() => this._status = "open", (e) => {
			this._status = "closed", this._error = Y(e), this._unsubTables = void 0;
		})));
	}
	onTables(e) {
		this._data = e, this._status = "open", this.syncSeat();
	}
	onPublicEvent(e, t) {
		let n = this.table;
		if (!n || n.table_id !== e || this._seatKey) return;
		let r = this._eventsTable === e ? this._events.slice(-150) : [];
		this._eventsTable = e, this._events = [...r, t];
	}
	syncSeat() {
		let e = this._hass, t = this.table, n = e && t && t.your_seat !== null && this.mode === "hand" ? `${t.config_entry_id}/${t.table_id}/${t.your_seat}` : null;
		if (n === this._seatKey || (this._unsubSeat?.then((e) => e()).catch(() => void 0), this._unsubSeat = void 0, this._seatKey = n, this._seat = null, this._events = [], this._eventsTable = null, !n || !e || !t)) return;
		let r = !0;
		this._unsubSeat = hn(e, t, (e) => {
			this._seatKey === n && (this._seat = e, !r && e.events?.length && (this._events = [...this._events.slice(-150), ...e.events]), r = !1);
		}), this._unsubSeat.catch((e) => {
			this._seatKey === n && (this._error = Y(e), this._seatKey = null, this._unsubSeat = void 0);
		});
	}
	willUpdate(e) {
		(e.has("_watching") || e.has("_config")) && this.syncSeat();
	}
	render() {
		let t = this._config;
		if (!t) return o``;
		let n = kn(this._hass?.language), r = t.title ? o`<div class="head"><h2>${t.title}</h2></div>` : e;
		if (!this._data) return o`<ha-card
        >${r}
        ${this._status === "closed" ? this.warning(n("unavailable", { reason: this._error?.message ?? n("noAnswer") }), !0) : o`<div class="muted" role="status">${n("loading")}</div>`}</ha-card
      >`;
		let i = this.table;
		if (t.table && !i) return o`<ha-card>${r}${this.warning(n("notFound", { table: t.table }), !0)}</ha-card>`;
		let a = this.mode, s = a === "table", c = i ? sn(i, s) : null, l = !s && this._seat?.view && i && this._seat.table_id === i.table_id ? this._seat.view : null, u = i ? cn(i) : null, d = t.table ? [] : this._data.tables.map((e) => sn(e, !1)), f = !!i && on(i, this._data.games) && t.mode !== "table", p = this._hass?.themes?.darkMode;
		return o`<ha-card class=${p === void 0 ? "" : p ? "dark" : "light"}>
      ${r}
      ${i && i.available === !1 ? this.warning(n("offline"), !1) : e}
      ${f ? o`<div class="bar">
            <span>${i.name}</span><span class="spacer"></span>
            <button class="join" ?disabled=${this._busy} @click=${this.joinShown}>${n("joinAs", { name: this._hass?.user?.name ?? n("me") })}</button>
          </div>` : e}
      <duck-down-table
        class=${a === "table" ? "large" : ""}
        data-mode=${a}
        .publicView=${u}
        .seatView=${l}
        .table=${c}
        .tables=${d}
        .events=${this._events}
        .connection=${this._hass?.connected === !1 ? "closed" : this._status}
        .language=${this._hass?.language ?? ""}
        .botLevels=${yn(this._data.bot_levels)}
        .games=${this._data.games ?? null}
        .error=${this._error}
        .spectator=${s}
        .noLobby=${!!t.table}
        .capabilities=${_n}
        @duck-down-action=${this.onAction}
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
An = Mn, An.properties = {
	_config: { state: !0 },
	_data: { state: !0 },
	_seat: { state: !0 },
	_events: { state: !0 },
	_error: { state: !0 },
	_status: { state: !0 },
	_watching: { state: !0 },
	_busy: { state: !0 }
}, An.styles = t`
    :host {
      display: block;
    }
    ha-card {
      overflow: hidden;
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
	Zt(e), e.get("duck-down-card") || e.define(Qt, Mn), En(e);
}
document.querySelector("home-assistant") && !window.customElements.get("home-assistant") ? window.customElements.whenDefined("home-assistant").then($, $) : $(), window.customCards = window.customCards || [], window.customCards.some((e) => e.type === "duck-down-card") || window.customCards.push({
	type: Qt,
	name: "Duck Down",
	description: "Family games from your Duck Down host: the whole table on a wall tablet, your own hand on your phone.",
	preview: !1,
	documentationURL: "https://github.com/duck-down/duck-down/blob/main/docs/card.md"
}), console.info(`%c DUCK-DOWN-CARD %c ${jn} `, "color:#2b2100;background:#ffd43b;font-weight:700", "color:#ffd43b;background:#2b2100");
export { jn as CARD_VERSION, Mn as DuckDownCard };
