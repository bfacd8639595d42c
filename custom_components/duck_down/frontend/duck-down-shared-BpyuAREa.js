// src/sound.ts
var e = null;
function t() {
	if (e) return e;
	let t = globalThis.AudioContext;
	if (!t) return null;
	try {
		e = new t();
	} catch {
		e = null;
	}
	return e;
}
function n() {
	let e = t();
	e && e.state === "suspended" && e.resume().catch(() => void 0);
}
function r(e, t, n, r, i, a, o) {
	let s = e.createOscillator(), c = e.createGain();
	s.type = i, s.frequency.setValueAtTime(n, t), o && s.frequency.exponentialRampToValueAtTime(o, t + r), c.gain.setValueAtTime(1e-4, t), c.gain.exponentialRampToValueAtTime(a, t + .015), c.gain.exponentialRampToValueAtTime(1e-4, t + r), s.connect(c).connect(e.destination), s.start(t), s.stop(t + r + .02);
}
function i(e, t, n = 2) {
	for (let r = 0; r < n; r++) {
		let n = r * .2, i = 520 - r * 50, a = e.createOscillator(), o = e.createBiquadFilter(), s = e.createGain();
		a.type = "sawtooth", a.frequency.setValueAtTime(i, t + n), a.frequency.exponentialRampToValueAtTime(i * .62, t + n + .16), o.type = "bandpass", o.frequency.value = 1150, o.Q.value = 4, s.gain.setValueAtTime(1e-4, t + n), s.gain.exponentialRampToValueAtTime(.35, t + n + .02), s.gain.exponentialRampToValueAtTime(1e-4, t + n + .17), a.connect(o).connect(s).connect(e.destination), a.start(t + n), a.stop(t + n + .2);
	}
}
function a(e, n) {
	let a = t();
	if (!a || a.state !== "running") return;
	let o = a.currentTime + .01, s = n?.[e];
	if (s) s(a, o);
	else switch (e) {
		case "turn":
			r(a, o, 660, .12, "sine", .18), r(a, o + .13, 880, .16, "sine", .18);
			break;
		case "card":
			r(a, o, 1800, .05, "triangle", .08, 900);
			break;
		case "whoosh":
			r(a, o, 400, .18, "triangle", .12, 900), r(a, o + .12, 900, .18, "triangle", .1, 400);
			break;
		case "quack":
			i(a, o);
			break;
		case "tick":
			r(a, o, 1200, .04, "square", .04);
			break;
		case "end":
			r(a, o, 523, .14, "sine", .15), r(a, o + .15, 392, .22, "sine", .15);
			break;
		case "win": [
			523,
			659,
			784,
			1047
		].forEach((e, t) => r(a, o + t * .12, e, .2, "sine", .16));
	}
}
export { n as i, i as n, r, a as t };
