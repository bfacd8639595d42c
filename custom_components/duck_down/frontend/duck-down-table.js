// node_modules/@lit/reactive-element/css-tag.js
var e = globalThis, t = e.ShadowRoot && (e.ShadyCSS === void 0 || e.ShadyCSS.nativeShadow) && "adoptedStyleSheets" in Document.prototype && "replace" in CSSStyleSheet.prototype, n = Symbol(), r = /* @__PURE__ */ new WeakMap(), i = class {
	constructor(e, t, r) {
		if (this._$cssResult$ = !0, r !== n) throw Error("CSSResult is not constructable. Use `unsafeCSS` or `css` instead.");
		this.cssText = e, this.t = t;
	}
	get styleSheet() {
		let e = this.o, n = this.t;
		if (t && e === void 0) {
			let t = n !== void 0 && n.length === 1;
			t && (e = r.get(n)), e === void 0 && ((this.o = e = new CSSStyleSheet()).replaceSync(this.cssText), t && r.set(n, e));
		}
		return e;
	}
	toString() {
		return this.cssText;
	}
}, a = (e) => new i(typeof e == "string" ? e : e + "", void 0, n), o = (e, ...t) => new i(e.length === 1 ? e[0] : t.reduce((t, n, r) => t + ((e) => {
	if (!0 === e._$cssResult$) return e.cssText;
	if (typeof e == "number") return e;
	throw Error("Value passed to 'css' function must be a 'css' function result: " + e + ". Use 'unsafeCSS' to pass non-literal values, but take care to ensure page security.");
})(n) + e[r + 1], e[0]), e, n), s = (n, r) => {
	if (t) n.adoptedStyleSheets = r.map((e) => e instanceof CSSStyleSheet ? e : e.styleSheet);
	else for (let t of r) {
		let r = document.createElement("style"), i = e.litNonce;
		i !== void 0 && r.setAttribute("nonce", i), r.textContent = t.cssText, n.appendChild(r);
	}
}, c = t ? (e) => e : (e) => e instanceof CSSStyleSheet ? ((e) => {
	let t = "";
	for (let n of e.cssRules) t += n.cssText;
	return a(t);
})(e) : e, { is: l, defineProperty: u, getOwnPropertyDescriptor: d, getOwnPropertyNames: f, getOwnPropertySymbols: p, getPrototypeOf: ee } = Object, m = globalThis, te = m.trustedTypes, ne = te ? te.emptyScript : "", re = m.reactiveElementPolyfillSupport, h = (e, t) => e, g = {
	toAttribute(e, t) {
		switch (t) {
			case Boolean:
				e = e ? ne : null;
				break;
			case Object:
			case Array: e = e == null ? e : JSON.stringify(e);
		}
		return e;
	},
	fromAttribute(e, t) {
		let n = e;
		switch (t) {
			case Boolean:
				n = e !== null;
				break;
			case Number:
				n = e === null ? null : Number(e);
				break;
			case Object:
			case Array: try {
				n = JSON.parse(e);
			} catch {
				n = null;
			}
		}
		return n;
	}
}, ie = (e, t) => !l(e, t), ae = {
	attribute: !0,
	type: String,
	converter: g,
	reflect: !1,
	useDefault: !1,
	hasChanged: ie
};
Symbol.metadata ??= Symbol("metadata"), m.litPropertyMetadata ??= /* @__PURE__ */ new WeakMap();
var _ = class extends HTMLElement {
	static addInitializer(e) {
		this._$Ei(), (this.l ??= []).push(e);
	}
	static get observedAttributes() {
		return this.finalize(), this._$Eh && [...this._$Eh.keys()];
	}
	static createProperty(e, t = ae) {
		if (t.state && (t.attribute = !1), this._$Ei(), this.prototype.hasOwnProperty(e) && ((t = Object.create(t)).wrapped = !0), this.elementProperties.set(e, t), !t.noAccessor) {
			let n = Symbol(), r = this.getPropertyDescriptor(e, n, t);
			r !== void 0 && u(this.prototype, e, r);
		}
	}
	static getPropertyDescriptor(e, t, n) {
		let { get: r, set: i } = d(this.prototype, e) ?? {
			get() {
				return this[t];
			},
			set(e) {
				this[t] = e;
			}
		};
		return {
			get: r,
			set(t) {
				let a = r?.call(this);
				i?.call(this, t), this.requestUpdate(e, a, n);
			},
			configurable: !0,
			enumerable: !0
		};
	}
	static getPropertyOptions(e) {
		return this.elementProperties.get(e) ?? ae;
	}
	static _$Ei() {
		if (this.hasOwnProperty(h("elementProperties"))) return;
		let e = ee(this);
		e.finalize(), e.l !== void 0 && (this.l = [...e.l]), this.elementProperties = new Map(e.elementProperties);
	}
	static finalize() {
		if (this.hasOwnProperty(h("finalized"))) return;
		if (this.finalized = !0, this._$Ei(), this.hasOwnProperty(h("properties"))) {
			let e = this.properties, t = [...f(e), ...p(e)];
			for (let n of t) this.createProperty(n, e[n]);
		}
		let e = this[Symbol.metadata];
		if (e !== null) {
			let t = litPropertyMetadata.get(e);
			if (t !== void 0) for (let [e, n] of t) this.elementProperties.set(e, n);
		}
		this._$Eh = /* @__PURE__ */ new Map();
		for (let [e, t] of this.elementProperties) {
			let n = this._$Eu(e, t);
			n !== void 0 && this._$Eh.set(n, e);
		}
		this.elementStyles = this.finalizeStyles(this.styles);
	}
	static finalizeStyles(e) {
		let t = [];
		if (Array.isArray(e)) {
			let n = new Set(e.flat(1 / 0).reverse());
			for (let e of n) t.unshift(c(e));
		} else e !== void 0 && t.push(c(e));
		return t;
	}
	static _$Eu(e, t) {
		let n = t.attribute;
		return !1 === n ? void 0 : typeof n == "string" ? n : typeof e == "string" ? e.toLowerCase() : void 0;
	}
	constructor() {
		super(), this._$Ep = void 0, this.isUpdatePending = !1, this.hasUpdated = !1, this._$Em = null, this._$Ev();
	}
	_$Ev() {
		this._$ES = new Promise((e) => this.enableUpdating = e), this._$AL = /* @__PURE__ */ new Map(), this._$E_(), this.requestUpdate(), this.constructor.l?.forEach((e) => e(this));
	}
	addController(e) {
		(this._$EO ??= /* @__PURE__ */ new Set()).add(e), this.renderRoot !== void 0 && this.isConnected && e.hostConnected?.();
	}
	removeController(e) {
		this._$EO?.delete(e);
	}
	_$E_() {
		let e = /* @__PURE__ */ new Map(), t = this.constructor.elementProperties;
		for (let n of t.keys()) this.hasOwnProperty(n) && (e.set(n, this[n]), delete this[n]);
		e.size > 0 && (this._$Ep = e);
	}
	createRenderRoot() {
		let e = this.shadowRoot ?? this.attachShadow(this.constructor.shadowRootOptions);
		return s(e, this.constructor.elementStyles), e;
	}
	connectedCallback() {
		this.renderRoot ??= this.createRenderRoot(), this.enableUpdating(!0), this._$EO?.forEach((e) => e.hostConnected?.());
	}
	enableUpdating(e) {}
	disconnectedCallback() {
		this._$EO?.forEach((e) => e.hostDisconnected?.());
	}
	attributeChangedCallback(e, t, n) {
		this._$AK(e, n);
	}
	_$ET(e, t) {
		let n = this.constructor.elementProperties.get(e), r = this.constructor._$Eu(e, n);
		if (r !== void 0 && !0 === n.reflect) {
			let i = (n.converter?.toAttribute === void 0 ? g : n.converter).toAttribute(t, n.type);
			this._$Em = e, i == null ? this.removeAttribute(r) : this.setAttribute(r, i), this._$Em = null;
		}
	}
	_$AK(e, t) {
		let n = this.constructor, r = n._$Eh.get(e);
		if (r !== void 0 && this._$Em !== r) {
			let e = n.getPropertyOptions(r), i = typeof e.converter == "function" ? { fromAttribute: e.converter } : e.converter?.fromAttribute === void 0 ? g : e.converter;
			this._$Em = r;
			let a = i.fromAttribute(t, e.type);
			this[r] = a ?? this._$Ej?.get(r) ?? a, this._$Em = null;
		}
	}
	requestUpdate(e, t, n, r = !1, i) {
		if (e !== void 0) {
			let a = this.constructor;
			if (!1 === r && (i = this[e]), n ??= a.getPropertyOptions(e), !((n.hasChanged ?? ie)(i, t) || n.useDefault && n.reflect && i === this._$Ej?.get(e) && !this.hasAttribute(a._$Eu(e, n)))) return;
			this.C(e, t, n);
		}
		!1 === this.isUpdatePending && (this._$ES = this._$EP());
	}
	C(e, t, { useDefault: n, reflect: r, wrapped: i }, a) {
		n && !(this._$Ej ??= /* @__PURE__ */ new Map()).has(e) && (this._$Ej.set(e, a ?? t ?? this[e]), !0 !== i || a !== void 0) || (this._$AL.has(e) || (this.hasUpdated || n || (t = void 0), this._$AL.set(e, t)), !0 === r && this._$Em !== e && (this._$Eq ??= /* @__PURE__ */ new Set()).add(e));
	}
	async _$EP() {
		this.isUpdatePending = !0;
		try {
			await this._$ES;
		} catch (e) {
			Promise.reject(e);
		}
		let e = this.scheduleUpdate();
		return e != null && await e, !this.isUpdatePending;
	}
	scheduleUpdate() {
		return this.performUpdate();
	}
	performUpdate() {
		if (!this.isUpdatePending) return;
		if (!this.hasUpdated) {
			if (this.renderRoot ??= this.createRenderRoot(), this._$Ep) {
				for (let [e, t] of this._$Ep) this[e] = t;
				this._$Ep = void 0;
			}
			let e = this.constructor.elementProperties;
			if (e.size > 0) for (let [t, n] of e) {
				let { wrapped: e } = n, r = this[t];
				!0 !== e || this._$AL.has(t) || r === void 0 || this.C(t, void 0, n, r);
			}
		}
		let e = !1, t = this._$AL;
		try {
			e = this.shouldUpdate(t), e ? (this.willUpdate(t), this._$EO?.forEach((e) => e.hostUpdate?.()), this.update(t)) : this._$EM();
		} catch (t) {
			throw e = !1, this._$EM(), t;
		}
		e && this._$AE(t);
	}
	willUpdate(e) {}
	_$AE(e) {
		this._$EO?.forEach((e) => e.hostUpdated?.()), this.hasUpdated || (this.hasUpdated = !0, this.firstUpdated(e)), this.updated(e);
	}
	_$EM() {
		this._$AL = /* @__PURE__ */ new Map(), this.isUpdatePending = !1;
	}
	get updateComplete() {
		return this.getUpdateComplete();
	}
	getUpdateComplete() {
		return this._$ES;
	}
	shouldUpdate(e) {
		return !0;
	}
	update(e) {
		this._$Eq &&= this._$Eq.forEach((e) => this._$ET(e, this[e])), this._$EM();
	}
	updated(e) {}
	firstUpdated(e) {}
};
_.elementStyles = [], _.shadowRootOptions = { mode: "open" }, _[h("elementProperties")] = /* @__PURE__ */ new Map(), _[h("finalized")] = /* @__PURE__ */ new Map(), re?.({ ReactiveElement: _ }), (m.reactiveElementVersions ??= []).push("2.1.2");
// node_modules/lit-html/lit-html.js
var oe = globalThis, se = (e) => e, ce = oe.trustedTypes, le = ce ? ce.createPolicy("lit-html", { createHTML: (e) => e }) : void 0, ue = "$lit$", v = `lit$${Math.random().toFixed(9).slice(2)}$`, de = "?" + v, fe = `<${de}>`, y = document, b = () => y.createComment(""), x = (e) => e === null || typeof e != "object" && typeof e != "function", pe = Array.isArray, me = (e) => pe(e) || typeof e?.[Symbol.iterator] == "function", he = "[ 	\n\f\r]", S = /<(?:(!--|\/[^a-zA-Z])|(\/?[a-zA-Z][^>\s]*)|(\/?$))/g, ge = /-->/g, _e = />/g, C = RegExp(`>|${he}(?:([^\\s"'>=/]+)(${he}*=${he}*(?:[^ \t\n\f\r"'\`<>=]|("|')|))|$)`, "g"), ve = /'/g, ye = /"/g, be = /^(?:script|style|textarea|title)$/i, xe = (e) => (t, ...n) => ({
	_$litType$: e,
	strings: t,
	values: n
}), w = xe(1), T = xe(2), E = Symbol.for("lit-noChange"), D = Symbol.for("lit-nothing"), Se = /* @__PURE__ */ new WeakMap(), O = y.createTreeWalker(y, 129);
function Ce(e, t) {
	if (!pe(e) || !e.hasOwnProperty("raw")) throw Error("invalid template strings array");
	return le === void 0 ? t : le.createHTML(t);
}
var we = (e, t) => {
	let n = e.length - 1, r = [], i, a = t === 2 ? "<svg>" : t === 3 ? "<math>" : "", o = S;
	for (let t = 0; t < n; t++) {
		let n = e[t], s, c, l = -1, u = 0;
		for (; u < n.length && (o.lastIndex = u, c = o.exec(n), c !== null);) u = o.lastIndex, o === S ? c[1] === "!--" ? o = ge : c[1] === void 0 ? c[2] === void 0 ? c[3] !== void 0 && (o = C) : (be.test(c[2]) && (i = RegExp("</" + c[2], "g")), o = C) : o = _e : o === C ? c[0] === ">" ? (o = i ?? S, l = -1) : c[1] === void 0 ? l = -2 : (l = o.lastIndex - c[2].length, s = c[1], o = c[3] === void 0 ? C : c[3] === "\"" ? ye : ve) : o === ye || o === ve ? o = C : o === ge || o === _e ? o = S : (o = C, i = void 0);
		let d = o === C && e[t + 1].startsWith("/>") ? " " : "";
		a += o === S ? n + fe : l >= 0 ? (r.push(s), n.slice(0, l) + ue + n.slice(l) + v + d) : n + v + (l === -2 ? t : d);
	}
	return [Ce(e, a + (e[n] || "<?>") + (t === 2 ? "</svg>" : t === 3 ? "</math>" : "")), r];
}, Te = class e {
	constructor({ strings: t, _$litType$: n }, r) {
		let i;
		this.parts = [];
		let a = 0, o = 0, s = t.length - 1, c = this.parts, [l, u] = we(t, n);
		if (this.el = e.createElement(l, r), O.currentNode = this.el.content, n === 2 || n === 3) {
			let e = this.el.content.firstChild;
			e.replaceWith(...e.childNodes);
		}
		for (; (i = O.nextNode()) !== null && c.length < s;) {
			if (i.nodeType === 1) {
				if (i.hasAttributes()) for (let e of i.getAttributeNames()) if (e.endsWith(ue)) {
					let t = u[o++], n = i.getAttribute(e).split(v), r = /([.?@])?(.*)/.exec(t);
					c.push({
						type: 1,
						index: a,
						name: r[2],
						strings: n,
						ctor: r[1] === "." ? Oe : r[1] === "?" ? ke : r[1] === "@" ? Ae : A
					}), i.removeAttribute(e);
				} else e.startsWith(v) && (c.push({
					type: 6,
					index: a
				}), i.removeAttribute(e));
				if (be.test(i.tagName)) {
					let e = i.textContent.split(v), t = e.length - 1;
					if (t > 0) {
						i.textContent = ce ? ce.emptyScript : "";
						for (let n = 0; n < t; n++) i.append(e[n], b()), O.nextNode(), c.push({
							type: 2,
							index: ++a
						});
						i.append(e[t], b());
					}
				}
			} else if (i.nodeType === 8) {
				if (i.data === de) c.push({
					type: 2,
					index: a
				});
				else {
					let e = -1;
					for (; (e = i.data.indexOf(v, e + 1)) !== -1;) c.push({
						type: 7,
						index: a
					}), e += v.length - 1;
				}
			}
			a++;
		}
	}
	static createElement(e, t) {
		let n = y.createElement("template");
		return n.innerHTML = e, n;
	}
};
function k(e, t, n = e, r) {
	if (t === E) return t;
	let i = r === void 0 ? n._$Cl : n._$Co?.[r], a = x(t) ? void 0 : t._$litDirective$;
	return i?.constructor !== a && (i?._$AO?.(!1), a === void 0 ? i = void 0 : (i = new a(e), i._$AT(e, n, r)), r === void 0 ? n._$Cl = i : (n._$Co ??= [])[r] = i), i !== void 0 && (t = k(e, i._$AS(e, t.values), i, r)), t;
}
var Ee = class {
	constructor(e, t) {
		this._$AV = [], this._$AN = void 0, this._$AD = e, this._$AM = t;
	}
	get parentNode() {
		return this._$AM.parentNode;
	}
	get _$AU() {
		return this._$AM._$AU;
	}
	u(e) {
		let { el: { content: t }, parts: n } = this._$AD, r = (e?.creationScope ?? y).importNode(t, !0);
		O.currentNode = r;
		let i = O.nextNode(), a = 0, o = 0, s = n[0];
		for (; s !== void 0;) {
			if (a === s.index) {
				let t;
				s.type === 2 ? t = new De(i, i.nextSibling, this, e) : s.type === 1 ? t = new s.ctor(i, s.name, s.strings, this, e) : s.type === 6 && (t = new je(i, this, e)), this._$AV.push(t), s = n[++o];
			}
			a !== s?.index && (i = O.nextNode(), a++);
		}
		return O.currentNode = y, r;
	}
	p(e) {
		let t = 0;
		for (let n of this._$AV) n !== void 0 && (n.strings === void 0 ? n._$AI(e[t]) : (n._$AI(e, n, t), t += n.strings.length - 2)), t++;
	}
}, De = class e {
	get _$AU() {
		return this._$AM?._$AU ?? this._$Cv;
	}
	constructor(e, t, n, r) {
		this.type = 2, this._$AH = D, this._$AN = void 0, this._$AA = e, this._$AB = t, this._$AM = n, this.options = r, this._$Cv = r?.isConnected ?? !0;
	}
	get parentNode() {
		let e = this._$AA.parentNode, t = this._$AM;
		return t !== void 0 && e?.nodeType === 11 && (e = t.parentNode), e;
	}
	get startNode() {
		return this._$AA;
	}
	get endNode() {
		return this._$AB;
	}
	_$AI(e, t = this) {
		e = k(this, e, t), x(e) ? e === D || e == null || e === "" ? (this._$AH !== D && this._$AR(), this._$AH = D) : e !== this._$AH && e !== E && this._(e) : e._$litType$ === void 0 ? e.nodeType === void 0 ? me(e) ? this.k(e) : this._(e) : this.T(e) : this.$(e);
	}
	O(e) {
		return this._$AA.parentNode.insertBefore(e, this._$AB);
	}
	T(e) {
		this._$AH !== e && (this._$AR(), this._$AH = this.O(e));
	}
	_(e) {
		this._$AH !== D && x(this._$AH) ? this._$AA.nextSibling.data = e : this.T(y.createTextNode(e)), this._$AH = e;
	}
	$(e) {
		let { values: t, _$litType$: n } = e, r = typeof n == "number" ? this._$AC(e) : (n.el === void 0 && (n.el = Te.createElement(Ce(n.h, n.h[0]), this.options)), n);
		if (this._$AH?._$AD === r) this._$AH.p(t);
		else {
			let e = new Ee(r, this), n = e.u(this.options);
			e.p(t), this.T(n), this._$AH = e;
		}
	}
	_$AC(e) {
		let t = Se.get(e.strings);
		return t === void 0 && Se.set(e.strings, t = new Te(e)), t;
	}
	k(t) {
		pe(this._$AH) || (this._$AH = [], this._$AR());
		let n = this._$AH, r, i = 0;
		for (let a of t) i === n.length ? n.push(r = new e(this.O(b()), this.O(b()), this, this.options)) : r = n[i], r._$AI(a), i++;
		i < n.length && (this._$AR(r && r._$AB.nextSibling, i), n.length = i);
	}
	_$AR(e = this._$AA.nextSibling, t) {
		for (this._$AP?.(!1, !0, t); e !== this._$AB;) {
			let t = se(e).nextSibling;
			se(e).remove(), e = t;
		}
	}
	setConnected(e) {
		this._$AM === void 0 && (this._$Cv = e, this._$AP?.(e));
	}
}, A = class {
	get tagName() {
		return this.element.tagName;
	}
	get _$AU() {
		return this._$AM._$AU;
	}
	constructor(e, t, n, r, i) {
		this.type = 1, this._$AH = D, this._$AN = void 0, this.element = e, this.name = t, this._$AM = r, this.options = i, n.length > 2 || n[0] !== "" || n[1] !== "" ? (this._$AH = Array(n.length - 1).fill(/* @__PURE__ */ new String()), this.strings = n) : this._$AH = D;
	}
	_$AI(e, t = this, n, r) {
		let i = this.strings, a = !1;
		if (i === void 0) e = k(this, e, t, 0), a = !x(e) || e !== this._$AH && e !== E, a && (this._$AH = e);
		else {
			let r = e, o, s;
			for (e = i[0], o = 0; o < i.length - 1; o++) s = k(this, r[n + o], t, o), s === E && (s = this._$AH[o]), a ||= !x(s) || s !== this._$AH[o], s === D ? e = D : e !== D && (e += (s ?? "") + i[o + 1]), this._$AH[o] = s;
		}
		a && !r && this.j(e);
	}
	j(e) {
		e === D ? this.element.removeAttribute(this.name) : this.element.setAttribute(this.name, e ?? "");
	}
}, Oe = class extends A {
	constructor() {
		super(...arguments), this.type = 3;
	}
	j(e) {
		this.element[this.name] = e === D ? void 0 : e;
	}
}, ke = class extends A {
	constructor() {
		super(...arguments), this.type = 4;
	}
	j(e) {
		this.element.toggleAttribute(this.name, !!e && e !== D);
	}
}, Ae = class extends A {
	constructor(e, t, n, r, i) {
		super(e, t, n, r, i), this.type = 5;
	}
	_$AI(e, t = this) {
		if ((e = k(this, e, t, 0) ?? D) === E) return;
		let n = this._$AH, r = e === D && n !== D || e.capture !== n.capture || e.once !== n.once || e.passive !== n.passive, i = e !== D && (n === D || r);
		r && this.element.removeEventListener(this.name, this, n), i && this.element.addEventListener(this.name, this, e), this._$AH = e;
	}
	handleEvent(e) {
		typeof this._$AH == "function" ? this._$AH.call(this.options?.host ?? this.element, e) : this._$AH.handleEvent(e);
	}
}, je = class {
	constructor(e, t, n) {
		this.element = e, this.type = 6, this._$AN = void 0, this._$AM = t, this.options = n;
	}
	get _$AU() {
		return this._$AM._$AU;
	}
	_$AI(e) {
		k(this, e);
	}
}, Me = {
	M: ue,
	P: v,
	A: de,
	C: 1,
	L: we,
	R: Ee,
	D: me,
	V: k,
	I: De,
	H: A,
	N: ke,
	U: Ae,
	B: Oe,
	F: je
}, Ne = oe.litHtmlPolyfillSupport;
Ne?.(Te, De), (oe.litHtmlVersions ??= []).push("3.3.3");
var Pe = (e, t, n) => {
	let r = n?.renderBefore ?? t, i = r._$litPart$;
	if (i === void 0) {
		let e = n?.renderBefore ?? null;
		r._$litPart$ = i = new De(t.insertBefore(b(), e), e, void 0, n ?? {});
	}
	return i._$AI(e), i;
}, Fe = globalThis, j = class extends _ {
	constructor() {
		super(...arguments), this.renderOptions = { host: this }, this._$Do = void 0;
	}
	createRenderRoot() {
		let e = super.createRenderRoot();
		return this.renderOptions.renderBefore ??= e.firstChild, e;
	}
	update(e) {
		let t = this.render();
		this.hasUpdated || (this.renderOptions.isConnected = this.isConnected), super.update(e), this._$Do = Pe(t, this.renderRoot, this.renderOptions);
	}
	connectedCallback() {
		super.connectedCallback(), this._$Do?.setConnected(!0);
	}
	disconnectedCallback() {
		super.disconnectedCallback(), this._$Do?.setConnected(!1);
	}
	render() {
		return E;
	}
};
j._$litElement$ = !0, j.finalized = !0, Fe.litElementHydrateSupport?.({ LitElement: j });
var Ie = Fe.litElementPolyfillSupport;
Ie?.({ LitElement: j }), (Fe.litElementVersions ??= []).push("4.2.2");
// node_modules/lit-html/directive.js
var Le = {
	ATTRIBUTE: 1,
	CHILD: 2,
	PROPERTY: 3,
	BOOLEAN_ATTRIBUTE: 4,
	EVENT: 5,
	ELEMENT: 6
}, Re = (e) => (...t) => ({
	_$litDirective$: e,
	values: t
}), ze = class {
	constructor(e) {}
	get _$AU() {
		return this._$AM._$AU;
	}
	_$AT(e, t, n) {
		this._$Ct = e, this._$AM = t, this._$Ci = n;
	}
	_$AS(e, t) {
		return this.update(e, t);
	}
	update(e, t) {
		return this.render(...t);
	}
}, Be = Re(class extends ze {
	constructor(e) {
		if (super(e), e.type !== Le.ATTRIBUTE || e.name !== "class" || e.strings?.length > 2) throw Error("`classMap()` can only be used in the `class` attribute and must be the only part in the attribute.");
	}
	render(e) {
		return " " + Object.keys(e).filter((t) => e[t]).join(" ") + " ";
	}
	update(e, [t]) {
		if (this.st === void 0) {
			this.st = /* @__PURE__ */ new Set(), e.strings !== void 0 && (this.nt = new Set(e.strings.join(" ").split(/\s/).filter((e) => e !== "")));
			for (let e in t) t[e] && !this.nt?.has(e) && this.st.add(e);
			return this.render(t);
		}
		let n = e.element.classList;
		for (let e of this.st) e in t || (n.remove(e), this.st.delete(e));
		for (let e in t) {
			let r = !!t[e];
			r === this.st.has(e) || this.nt?.has(e) || (r ? (n.add(e), this.st.add(e)) : (n.remove(e), this.st.delete(e)));
		}
		return E;
	}
}), { I: Ve } = Me, He = (e) => e.strings === void 0, M = (e, t) => {
	let n = e._$AN;
	if (n === void 0) return !1;
	for (let e of n) e._$AO?.(t, !1), M(e, t);
	return !0;
}, Ue = (e) => {
	let t, n;
	do {
		if ((t = e._$AM) === void 0) break;
		n = t._$AN, n.delete(e), e = t;
	} while (n?.size === 0);
}, We = (e) => {
	for (let t; t = e._$AM; e = t) {
		let n = t._$AN;
		if (n === void 0) t._$AN = n = /* @__PURE__ */ new Set();
		else if (n.has(e)) break;
		n.add(e), qe(t);
	}
};
function Ge(e) {
	this._$AN === void 0 ? this._$AM = e : (Ue(this), this._$AM = e, We(this));
}
function Ke(e, t = !1, n = 0) {
	let r = this._$AH, i = this._$AN;
	if (i !== void 0 && i.size !== 0) {
		if (t) {
			if (Array.isArray(r)) for (let e = n; e < r.length; e++) M(r[e], !1), Ue(r[e]);
			else r != null && (M(r, !1), Ue(r));
		} else M(this, e);
	}
}
var qe = (e) => {
	e.type == Le.CHILD && (e._$AP ??= Ke, e._$AQ ??= Ge);
}, Je = class extends ze {
	constructor() {
		super(...arguments), this._$AN = void 0;
	}
	_$AT(e, t, n) {
		super._$AT(e, t, n), We(this), this.isConnected = e._$AU;
	}
	_$AO(e, t = !0) {
		e !== this.isConnected && (this.isConnected = e, e ? this.reconnected?.() : this.disconnected?.()), t && (M(this, e), Ue(this));
	}
	setValue(e) {
		if (He(this._$Ct)) this._$Ct._$AI(e, this);
		else {
			let t = [...this._$Ct._$AH];
			t[this._$Ci] = e, this._$Ct._$AI(t, this, 0);
		}
	}
	disconnected() {}
	reconnected() {}
}, Ye = /* @__PURE__ */ new WeakMap(), N = Re(class extends Je {
	render(e) {
		return D;
	}
	update(e, [t]) {
		let n = t !== this.G;
		return n && this.rt(void 0), (n || this.lt !== this.ct) && (this.G = t, this.ht = e.options?.host, this.rt(this.ct = e.element)), D;
	}
	rt(e) {
		if (this.G !== void 0) {
			if (this.isConnected || (e = void 0), typeof this.G == "function") {
				let t = this.ht ?? globalThis, n = Ye.get(t);
				n === void 0 && (n = /* @__PURE__ */ new WeakMap(), Ye.set(t, n)), n.get(this.G) !== void 0 && this.G.call(this.ht, void 0), n.set(this.G, e), e !== void 0 && this.G.call(this.ht, e);
			} else this.G.value = e;
		}
	}
	get lt() {
		return typeof this.G == "function" ? Ye.get(this.ht ?? globalThis)?.get(this.G) : this.G?.value;
	}
	disconnected() {
		this.lt === this.ct && this.rt(void 0);
	}
	reconnected() {
		this.rt(this.ct);
	}
}), Xe = {
	title: "Duck Down",
	tagline: "Fewest points wins. Remember your cards!",
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
	options: "Options",
	peekTime: "Time for the first look (s)",
	turnTime: "Time per move (s)",
	callPenalty: "Penalty for a wrong Duck Down",
	keepKnown: "Easy memory: cards you know stay face up",
	noLimit: "0 = no limit",
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
	roundsDefault: "{n} (one each)",
	start: "Start game",
	waitingForOwner: "Waiting for the table's owner to start…",
	needPlayers: "At least {n} players are needed.",
	leave: "Leave",
	backToLobby: "Back to the tables",
	playAgain: "Play again",
	ownerCanPlayAgain: "The table's owner can start another game with the same seats.",
	you: "you",
	seatN: "Seat {n}",
	round: "Round {r} of {n}",
	deck: "Deck",
	pile: "Pile",
	cardsLeft: "{n} cards",
	pileHistory: "Pile history",
	emptyPile: "empty",
	turnOf: "{name}'s turn",
	yourTurn: "Your turn!",
	lookPhase: "Look at your two outer cards!",
	lookHint: "Remember them well. Tap Ready when you are done.",
	ready: "Ready",
	waitingOthers: "Waiting for the others…",
	isReady: "ready",
	drawHint: "Draw from the deck or take the top of the pile.",
	draw: "Draw",
	take: "Take {card}",
	throw: "Throw away",
	useDouble: "Use Double: draw again",
	replaceHint: "Tap one of your cards to swap it for this one.",
	takenHint: "A card from the pile must be swapped in: tap one of your cards.",
	peekHint: "Tap one of your cards to look at it.",
	swapHint: "Tap one of your cards and one card of another player to swap them.",
	swapPickOther: "Now tap a card of another player.",
	swapPickMine: "Now tap one of your cards.",
	doubleHint: "Use it to draw another card, or throw it away and draw one more.",
	holding: "Holding",
	duckDown: "Duck Down!",
	confirmCallTitle: "Call Duck Down?",
	confirmCallText: "Everyone else gets one more turn, then the round ends. You think you have the fewest points?",
	confirm: "Yes, Duck Down!",
	cancel: "Cancel",
	called: "{name} called Duck Down!",
	lastTurn: "last turn",
	lastTurns: "Last turns: {names}",
	roundOver: "Round {r} is over",
	caller: "called",
	penalty: "+{n} penalty",
	replacedBy: "replaced",
	points: "Points",
	total: "Total",
	close: "Continue",
	scores: "Scores",
	scoreChart: "Score chart",
	gameOver: "Game over",
	winner: "{names} wins!",
	winners: "{names} win!",
	place: "Place {n}",
	log: "Game log",
	noLog: "Nothing has happened yet.",
	sound: "Sound",
	soundOn: "Sound on",
	soundOff: "Sound off",
	language: "Language",
	scanToJoin: "Scan to join on your phone",
	spectating: "You are watching",
	yourCards: "Your cards",
	cardOf: "{name}, card {n}",
	yourCard: "Your card {n}",
	faceDown: "face down",
	special_swap: "Swap",
	special_peek: "Peek",
	special_double: "Double",
	known: "you know this card",
	peeking: "peeking",
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
	ev_round_started: "Round {round} of {rounds} begins. {name} starts.",
	ev_ready: "{name} is ready.",
	ev_peek_ended: "The first look is over.",
	ev_turn_started: "{name}'s turn.",
	ev_drew: "{name} draws from the deck.",
	ev_drew_you: "You draw {card}.",
	ev_took: "{name} takes {card} from the pile.",
	ev_replaced: "{name} swaps {card} into card {slot}; {discarded} goes on the pile.",
	ev_replaced_hidden: "{name} swaps a card into card {slot}; {discarded} goes on the pile.",
	ev_threw: "{name} throws {card} away.",
	ev_peeked: "{name} peeks at card {slot}.",
	ev_peeked_you: "You peek at card {slot}: {card}.",
	ev_swapped: "{name} swaps card {slot} with {other}'s card {other_slot}.",
	ev_doubled: "{name} plays Double and draws again.",
	ev_duck_down_called: "{name} calls Duck Down!",
	ev_timed_out: "{name} ran out of time.",
	ev_reshuffled: "The pile is shuffled into a new deck.",
	ev_round_ended: "Round {round} is over.",
	ev_game_ended: "The game is over."
}, Ze = {
	en: Xe,
	de: {
		title: "Duck Down",
		tagline: "Wenigste Punkte gewinnt. Merk dir deine Karten!",
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
		options: "Einstellungen",
		peekTime: "Zeit für den ersten Blick (s)",
		turnTime: "Zeit pro Zug (s)",
		callPenalty: "Strafe für ein falsches Duck Down",
		keepKnown: "Leichtes Merken: bekannte Karten bleiben offen",
		noLimit: "0 = ohne Limit",
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
		roundsDefault: "{n} (eine pro Person)",
		start: "Spiel starten",
		waitingForOwner: "Warte, bis der Tisch gestartet wird…",
		needPlayers: "Es braucht mindestens {n} Spieler.",
		leave: "Verlassen",
		backToLobby: "Zurück zu den Tischen",
		playAgain: "Nochmal spielen",
		ownerCanPlayAgain: "Wer den Tisch eröffnet hat, kann mit denselben Plätzen neu starten.",
		you: "du",
		seatN: "Platz {n}",
		round: "Runde {r} von {n}",
		deck: "Stapel",
		pile: "Ablage",
		cardsLeft: "{n} Karten",
		pileHistory: "Ablage bisher",
		emptyPile: "leer",
		turnOf: "{name} ist dran",
		yourTurn: "Du bist dran!",
		lookPhase: "Schau dir deine zwei äußeren Karten an!",
		lookHint: "Merk sie dir gut. Tippe auf Bereit, wenn du so weit bist.",
		ready: "Bereit",
		waitingOthers: "Warte auf die anderen…",
		isReady: "bereit",
		drawHint: "Zieh vom Stapel oder nimm die oberste Karte der Ablage.",
		draw: "Ziehen",
		take: "{card} nehmen",
		throw: "Abwerfen",
		useDouble: "Double nutzen: nochmal ziehen",
		replaceHint: "Tippe eine deiner Karten an, um sie gegen diese zu tauschen.",
		takenHint: "Eine Karte von der Ablage muss getauscht werden: tippe eine deiner Karten an.",
		peekHint: "Tippe eine deiner Karten an, um sie anzusehen.",
		swapHint: "Tippe eine deiner Karten und eine Karte eines anderen an, um sie zu tauschen.",
		swapPickOther: "Jetzt eine Karte eines anderen Spielers antippen.",
		swapPickMine: "Jetzt eine deiner Karten antippen.",
		doubleHint: "Nutze sie, um noch eine Karte zu ziehen, oder wirf sie ab und zieh noch eine.",
		holding: "In der Hand",
		duckDown: "Duck Down!",
		confirmCallTitle: "Duck Down rufen?",
		confirmCallText: "Alle anderen sind noch einmal dran, dann endet die Runde. Hast du wirklich die wenigsten Punkte?",
		confirm: "Ja, Duck Down!",
		cancel: "Abbrechen",
		called: "{name} hat Duck Down gerufen!",
		lastTurn: "letzter Zug",
		lastTurns: "Letzte Züge: {names}",
		roundOver: "Runde {r} ist vorbei",
		caller: "hat gerufen",
		penalty: "+{n} Strafe",
		replacedBy: "ersetzt",
		points: "Punkte",
		total: "Gesamt",
		close: "Weiter",
		scores: "Punkte",
		scoreChart: "Punkteverlauf",
		gameOver: "Spielende",
		winner: "{names} gewinnt!",
		winners: "{names} gewinnen!",
		place: "Platz {n}",
		log: "Spielverlauf",
		noLog: "Noch ist nichts passiert.",
		sound: "Ton",
		soundOn: "Ton an",
		soundOff: "Ton aus",
		language: "Sprache",
		scanToJoin: "Scannen und am Handy mitspielen",
		spectating: "Du schaust zu",
		yourCards: "Deine Karten",
		cardOf: "{name}, Karte {n}",
		yourCard: "Deine Karte {n}",
		faceDown: "verdeckt",
		special_swap: "Tausch",
		special_peek: "Gucken",
		special_double: "Doppel",
		known: "diese Karte kennst du",
		peeking: "angeschaut",
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
		ev_round_started: "Runde {round} von {rounds} beginnt. {name} fängt an.",
		ev_ready: "{name} ist bereit.",
		ev_peek_ended: "Der erste Blick ist vorbei.",
		ev_turn_started: "{name} ist dran.",
		ev_drew: "{name} zieht vom Stapel.",
		ev_drew_you: "Du ziehst {card}.",
		ev_took: "{name} nimmt {card} von der Ablage.",
		ev_replaced: "{name} tauscht {card} gegen Karte {slot}; {discarded} kommt auf die Ablage.",
		ev_replaced_hidden: "{name} tauscht eine Karte gegen Karte {slot}; {discarded} kommt auf die Ablage.",
		ev_threw: "{name} wirft {card} ab.",
		ev_peeked: "{name} schaut Karte {slot} an.",
		ev_peeked_you: "Du schaust Karte {slot} an: {card}.",
		ev_swapped: "{name} tauscht Karte {slot} mit Karte {other_slot} von {other}.",
		ev_doubled: "{name} spielt Doppel und zieht nochmal.",
		ev_duck_down_called: "{name} ruft Duck Down!",
		ev_timed_out: "{name} war zu langsam.",
		ev_reshuffled: "Die Ablage wird zum neuen Stapel gemischt.",
		ev_round_ended: "Runde {round} ist vorbei.",
		ev_game_ended: "Das Spiel ist aus."
	},
	nl: {
		title: "Duck Down",
		tagline: "Minste punten wint. Onthoud je kaarten!",
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
		options: "Instellingen",
		peekTime: "Tijd voor de eerste blik (s)",
		turnTime: "Tijd per zet (s)",
		callPenalty: "Straf voor een verkeerde Duck Down",
		keepKnown: "Makkelijk onthouden: bekende kaarten blijven open",
		noLimit: "0 = geen limiet",
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
		roundsDefault: "{n} (één per speler)",
		start: "Spel starten",
		waitingForOwner: "Wachten tot de eigenaar van de tafel start…",
		needPlayers: "Er zijn minstens {n} spelers nodig.",
		leave: "Verlaten",
		backToLobby: "Terug naar de tafels",
		playAgain: "Nog een keer spelen",
		ownerCanPlayAgain: "De eigenaar van de tafel kan een nieuw spel starten met dezelfde plaatsen.",
		you: "jij",
		seatN: "Plaats {n}",
		round: "Ronde {r} van {n}",
		deck: "Stapel",
		pile: "Aflegstapel",
		cardsLeft: "{n} kaarten",
		pileHistory: "Aflegstapel tot nu toe",
		emptyPile: "leeg",
		turnOf: "{name} is aan de beurt",
		yourTurn: "Jij bent aan de beurt!",
		lookPhase: "Bekijk je twee buitenste kaarten!",
		lookHint: "Onthoud ze goed. Tik op Klaar als je zover bent.",
		ready: "Klaar",
		waitingOthers: "Wachten op de anderen…",
		isReady: "klaar",
		drawHint: "Trek van de stapel of pak de bovenste kaart van de aflegstapel.",
		draw: "Trekken",
		take: "{card} pakken",
		throw: "Afleggen",
		useDouble: "Dubbel gebruiken: nog eens trekken",
		replaceHint: "Tik op een van je kaarten om hem voor deze te ruilen.",
		takenHint: "Een kaart van de aflegstapel moet je ruilen: tik op een van je kaarten.",
		peekHint: "Tik op een van je kaarten om hem te bekijken.",
		swapHint: "Tik op een van je kaarten en een kaart van een ander om ze te ruilen.",
		swapPickOther: "Tik nu op een kaart van een andere speler.",
		swapPickMine: "Tik nu op een van je kaarten.",
		doubleHint: "Gebruik hem om nog een kaart te trekken, of leg hem af en trek er nog een.",
		holding: "In je hand",
		duckDown: "Duck Down!",
		confirmCallTitle: "Duck Down roepen?",
		confirmCallText: "Alle anderen zijn nog één keer aan de beurt, dan eindigt de ronde. Denk je dat je de minste punten hebt?",
		confirm: "Ja, Duck Down!",
		cancel: "Annuleren",
		called: "{name} riep Duck Down!",
		lastTurn: "laatste beurt",
		lastTurns: "Laatste beurten: {names}",
		roundOver: "Ronde {r} is voorbij",
		caller: "riep",
		penalty: "+{n} straf",
		replacedBy: "vervangen",
		points: "Punten",
		total: "Totaal",
		close: "Verder",
		scores: "Punten",
		scoreChart: "Puntenverloop",
		gameOver: "Einde van het spel",
		winner: "{names} wint!",
		winners: "{names} winnen!",
		place: "Plaats {n}",
		log: "Spelverloop",
		noLog: "Er is nog niets gebeurd.",
		sound: "Geluid",
		soundOn: "Geluid aan",
		soundOff: "Geluid uit",
		language: "Taal",
		scanToJoin: "Scan en speel mee op je telefoon",
		spectating: "Je kijkt mee",
		yourCards: "Jouw kaarten",
		cardOf: "{name}, kaart {n}",
		yourCard: "Jouw kaart {n}",
		faceDown: "gesloten",
		special_swap: "Ruil",
		special_peek: "Kijk",
		special_double: "Dubbel",
		known: "deze kaart ken je",
		peeking: "bekeken",
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
		ev_round_started: "Ronde {round} van {rounds} begint. {name} begint.",
		ev_ready: "{name} is klaar.",
		ev_peek_ended: "De eerste blik is voorbij.",
		ev_turn_started: "{name} is aan de beurt.",
		ev_drew: "{name} trekt van de stapel.",
		ev_drew_you: "Je trekt {card}.",
		ev_took: "{name} pakt {card} van de aflegstapel.",
		ev_replaced: "{name} ruilt {card} in voor kaart {slot}; {discarded} gaat op de aflegstapel.",
		ev_replaced_hidden: "{name} ruilt een kaart in voor kaart {slot}; {discarded} gaat op de aflegstapel.",
		ev_threw: "{name} legt {card} af.",
		ev_peeked: "{name} bekijkt kaart {slot}.",
		ev_peeked_you: "Je bekijkt kaart {slot}: {card}.",
		ev_swapped: "{name} ruilt kaart {slot} met kaart {other_slot} van {other}.",
		ev_doubled: "{name} speelt Dubbel en trekt nog eens.",
		ev_duck_down_called: "{name} roept Duck Down!",
		ev_timed_out: "{name} was te laat.",
		ev_reshuffled: "De aflegstapel wordt geschud tot een nieuwe stapel.",
		ev_round_ended: "Ronde {round} is voorbij.",
		ev_game_ended: "Het spel is voorbij."
	}
};
function Qe(e, t = []) {
	for (let n of [e, ...t]) {
		let e = (n ?? "").toLowerCase().slice(0, 2);
		if (e in Ze) return e;
	}
	return "en";
}
function $e(e) {
	let t = Ze[e] ?? Xe;
	return (e, n) => {
		let r = t[e] ?? Xe[e] ?? e;
		return n ? r.replace(/\{(\w+)\}/g, (e, t) => t in n ? String(n[t]) : e) : r;
	};
}
var et = /* @__PURE__ */ new Set([
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
function tt(e, t, n) {
	if (!et.has(t)) return n || t;
	let r = e(`err_${t}`);
	return t === "invalid_config" ? `${r} ${n}` : r;
}
function P(e, t) {
	return typeof t == "number" ? String(t) : e(t === "swap" || t === "peek" || t === "double" ? `special_${t}` : "faceDown");
}
// src/cards.ts
var nt = [
	"#e8590c",
	"#1c7ed6",
	"#2f9e44",
	"#ae3ec9",
	"#f08c00",
	"#0c8599",
	"#e64980",
	"#5c7cfa"
];
function F(e) {
	return nt[(e % nt.length + nt.length) % nt.length];
}
function rt(e) {
	return Math.round(140 - Math.min(Math.max(e, 0), 9) * 15);
}
var I = (e = "duck") => T`<svg class=${e} viewBox="0 0 64 64" aria-hidden="true">
  <ellipse cx="30" cy="44" rx="22" ry="14" fill="var(--_duck, #ffd43b)"/>
  <path d="M10 40 q-6 -10 4 -12 q4 6 -4 12z" fill="var(--_duck, #ffd43b)"/>
  <circle cx="40" cy="24" r="13" fill="var(--_duck, #ffd43b)"/>
  <path d="M51 24 q10 -1 11 4 q-6 4 -12 1z" fill="#f76707"/>
  <circle cx="44" cy="21" r="2.6" fill="#212529"/>
  <circle cx="44.8" cy="20.2" r="0.9" fill="#fff"/>
  <path d="M20 44 q10 8 20 0" stroke="#f59f00" stroke-width="2.5" fill="none" stroke-linecap="round"/>
</svg>`, it = T`<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M12 5C6.5 5 2.7 9.2 1.5 12c1.2 2.8 5 7 10.5 7s9.3-4.2 10.5-7C21.3 9.2 17.5 5 12 5zm0 11.2A4.2 4.2 0 1 1 12 7.8a4.2 4.2 0 0 1 0 8.4zm0-6.4a2.2 2.2 0 1 0 0 4.4 2.2 2.2 0 0 0 0-4.4z" fill="currentColor"/></svg>`, at = {
	swap: w`<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M7 4 3 8l4 4V9h11V7H7V4zm10 8v3H6v2h11v3l4-4-4-4z" fill="currentColor"/></svg>`,
	peek: w`${it}`,
	double: w`<svg viewBox="0 0 24 24" aria-hidden="true"><rect x="3" y="5" width="11" height="15" rx="2" fill="none" stroke="currentColor" stroke-width="2"/><rect x="10" y="3" width="11" height="15" rx="2" fill="currentColor" opacity=".85"/></svg>`
};
function L(e, t, n = {}) {
	let r = n.size ?? "m";
	if (e === null) return w`<span class="card back ${r} ${n.extra ?? ""}" aria-hidden="true">${I("back-duck")}</span>`;
	let i = n.eye ? w`<span class="eye" title=${t("known")}>${it}</span>` : D;
	return typeof e == "number" ? w`<span class="card face num ${r} ${n.extra ?? ""}" style="--h:${rt(e)}" aria-hidden="true"
      ><span class="corner">${e}</span><span class="big">${e}</span>${i}</span
    >` : w`<span class="card face special ${e} ${r} ${n.extra ?? ""}" aria-hidden="true"
    ><span class="icon">${at[e] ?? D}</span><span class="label">${P(t, e)}</span>${i}</span
  >`;
}
function ot(e = "m", t = "") {
	return w`<span class="card empty ${e}" aria-hidden="true">${t}</span>`;
}
var R = (e) => T`<svg class="ic" viewBox="0 0 24 24" aria-hidden="true"><path d=${e} fill="currentColor"/></svg>`, z = {
	soundOn: R("M3 9v6h4l5 5V4L7 9H3zm13.5 3A4.5 4.5 0 0 0 14 8v8a4.5 4.5 0 0 0 2.5-4zM14 3.2v2.1a7 7 0 0 1 0 13.4v2.1a9 9 0 0 0 0-17.6z"),
	soundOff: R("M16.5 12A4.5 4.5 0 0 0 14 8v2.2l2.5 2.5V12zM19 12a7 7 0 0 1-.6 2.8l1.5 1.5A9 9 0 0 0 14 3.2v2.1A7 7 0 0 1 19 12zM4.3 3 3 4.3 7.7 9H3v6h4l5 5v-6.7l4.3 4.3c-.7.5-1.4.9-2.3 1.2v2.1a9 9 0 0 0 3.7-1.8l2 2 1.3-1.3L4.3 3zM12 4 9.9 6.1 12 8.2V4z"),
	bot: R("M12 2a2 2 0 0 1 1 3.7V7h5a3 3 0 0 1 3 3v8a3 3 0 0 1-3 3H6a3 3 0 0 1-3-3v-8a3 3 0 0 1 3-3h5V5.7A2 2 0 0 1 12 2zM8.5 11a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zm7 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zM8 16v1.5h8V16H8z"),
	away: R("M6 5h4v14H6zM14 5h4v14h-4z"),
	trophy: R("M7 3h10v2h4v3a5 5 0 0 1-4.6 5A5 5 0 0 1 13 15.9V19h4v2H7v-2h4v-3.1A5 5 0 0 1 7.6 13 5 5 0 0 1 3 8V5h4V3zm0 4H5v1a3 3 0 0 0 2 2.8V7zm12 0h-2v3.8A3 3 0 0 0 19 8V7z"),
	eyes: R("M12 5C6.5 5 2.7 9.2 1.5 12c1.2 2.8 5 7 10.5 7s9.3-4.2 10.5-7C21.3 9.2 17.5 5 12 5zm0 11.2A4.2 4.2 0 1 1 12 7.8a4.2 4.2 0 0 1 0 8.4z"),
	robotAdd: R("M12 2a2 2 0 0 1 1 3.7V7h5a3 3 0 0 1 3 3v8a3 3 0 0 1-3 3H6a3 3 0 0 1-3-3v-8a3 3 0 0 1 3-3h5V5.7A2 2 0 0 1 12 2zM8.5 11a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zm7 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3z")
};
function st() {
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
		anim: null,
		animCount: 0,
		cue: null,
		selection: null,
		confirmCall: !1,
		dismissedResult: null,
		error: null
	};
}
function B(e) {
	return e.mine ?? e.pub;
}
function V(e) {
	if (e.mine) return e.mine.seat;
	let t = e.table?.seats.find((e) => e.you);
	return t ? t.seat : null;
}
function ct(e) {
	return new Set(e.mine?.legal ?? []);
}
function H(e, t) {
	return !!e.mine && e.mine.legal.includes(t);
}
function U(e) {
	let t = e.mine;
	return !!t && t.phase === "turn" && t.turn?.seat === t.seat;
}
function W(e, t) {
	return e.table?.seats.find((e) => e.seat === t)?.name || `#${t + 1}`;
}
function lt(e) {
	return e[Math.floor(e.length / 2)] ?? "medium";
}
function ut(e, t, n, r) {
	let i = e.table, a = i?.seats.find((e) => e.seat === t);
	if (!i || !a || e.spectator) return null;
	let o = a.kind ? a.kind === "bot" : !!a.bot;
	if (i.status === "lobby") return n && o && r.removeBot ? "remove_bot" : null;
	if (i.status !== "playing" || o) return null;
	let s = t === V(e);
	return a.bot ? (n || s) && r.takeBack ? "take_back" : null : r.seatBot && (s || n && a.connected === !1) ? "bot" : null;
}
function dt(e, t) {
	let n = B(e);
	return !n || n.deadline == null || !e.clock || e.clock.deadline !== n.deadline ? null : e.clock.frozen === void 0 ? Math.max(0, e.clock.endsAt - t) : e.clock.frozen;
}
function ft(e) {
	if (!U(e)) return null;
	let t = ct(e);
	return t.has("replace") ? "replace" : t.has("peek") ? "peek" : t.has("swap") ? "swap" : null;
}
function pt(e) {
	return U(e) && H(e, "swap");
}
function mt(e) {
	return new Set((e.mine?.eye ?? []).map(([e, t]) => `${e}:${t}`));
}
function ht(e) {
	let t = B(e)?.result ?? null;
	return !t || e.dismissedResult === t.round ? null : t;
}
function gt(e) {
	return B(e)?.phase === "over";
}
function _t(e) {
	let t = [], n = [];
	for (let r of e) n = r.map((e, t) => (n[t] ?? 0) + e), t.push(n);
	return t;
}
function vt(e) {
	let t = e.map((e, t) => ({
		seat: t,
		total: e
	})).sort((e, t) => e.total - t.total || e.seat - t.seat), n = 0, r = null;
	return t.map((e, t) => ((r === null || e.total !== r) && (n = t + 1), r = e.total, {
		...e,
		place: n
	}));
}
function yt(e, t, n) {
	let r = V(e);
	if (r === null || !U(e)) return [e, null];
	if (t === r) {
		let t = ft(e);
		if (t === "replace") return [{
			...e,
			selection: null
		}, {
			type: "replace",
			slot: n
		}];
		if (t === "peek") return [{
			...e,
			selection: null
		}, {
			type: "peek",
			slot: n
		}];
		if (t === "swap") {
			let t = e.selection?.other;
			return t ? [{
				...e,
				selection: null
			}, {
				type: "swap",
				slot: n,
				other_seat: t[0],
				other_slot: t[1]
			}] : e.selection?.mine === n ? [{
				...e,
				selection: null
			}, null] : [{
				...e,
				selection: { mine: n }
			}, null];
		}
		return [e, null];
	}
	if (!pt(e)) return [e, null];
	let i = e.selection?.mine;
	if (i !== void 0) return [{
		...e,
		selection: null
	}, {
		type: "swap",
		slot: i,
		other_seat: t,
		other_slot: n
	}];
	let a = e.selection?.other;
	return a && a[0] === t && a[1] === n ? [{
		...e,
		selection: null
	}, null] : [{
		...e,
		selection: { other: [t, n] }
	}, null];
}
function bt(e, t) {
	return e?.phase === "over" && t.phase !== "over";
}
function xt(e, t) {
	return e?.seq != null && t.seq != null && t.seq < e.seq;
}
function St(e, t) {
	let n = e.table?.options, r = t.phase === "peek" ? n?.peek_time ?? 10 : n?.turn_time ?? 60;
	return typeof r == "number" && r > 0 ? r * 1e3 : null;
}
function Ct(e, t, n) {
	if (t.deadline == null) return null;
	let r = St(e, t);
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
	return e.clock && e.clock.deadline === t.deadline ? e.clock : r == null ? null : {
		deadline: t.deadline,
		endsAt: n + r,
		total: r
	};
}
function wt(e, t) {
	return e.selection && t.phase === "turn" && t.turn?.seat === t.seat && t.legal.includes("swap") ? e.selection : null;
}
function G(e, t) {
	let n = e.animCount + 1;
	return {
		...e,
		anim: {
			...t,
			n
		},
		animCount: n
	};
}
function K(e, t) {
	return {
		...e,
		cue: {
			name: t,
			n: (e.cue?.n ?? 0) + 1
		}
	};
}
function Tt(e, t) {
	let n = (typeof t.round == "number" ? t.round : B(e)?.round) ?? 0, r = e.logCount + 1, i = [...e.log, {
		n: r,
		round: n,
		event: t
	}], a = {
		...e,
		log: i.length > 200 ? i.slice(-200) : i,
		logCount: r
	}, o = typeof t.seat == "number" ? t.seat : -1, s = V(a);
	switch (t.type) {
		case "round_started":
			a = G({
				...a,
				selection: null,
				confirmCall: !1
			}, {
				kind: "deal",
				seat: -1
			});
			break;
		case "turn_started":
			o === s && (a = K(a, "turn"));
			break;
		case "drew":
			a = K(G(a, {
				kind: "draw",
				seat: o
			}), "card");
			break;
		case "took":
			a = K(G(a, {
				kind: "take",
				seat: o
			}), "card");
			break;
		case "replaced":
			a = K(G(a, {
				kind: "replace",
				seat: o,
				slot: t.slot
			}), "card");
			break;
		case "threw":
			a = K(G(a, {
				kind: "throw",
				seat: o
			}), "card");
			break;
		case "peeked":
			a = G(a, {
				kind: "peek",
				seat: o,
				slot: t.slot
			});
			break;
		case "swapped":
			a = K(G(a, {
				kind: "swap",
				seat: o,
				slot: t.slot,
				other_seat: t.other_seat,
				other_slot: t.other_slot
			}), "swap");
			break;
		case "duck_down_called":
			a = K(G({
				...a,
				confirmCall: !1
			}, {
				kind: "call",
				seat: o
			}), "quack");
			break;
		case "round_ended":
			a = K({
				...a,
				selection: null,
				confirmCall: !1
			}, "end");
			break;
		case "game_ended": {
			let e = t.winners ?? [];
			a = K(a, s !== null && e.includes(s) ? "win" : "end");
			break;
		}
	}
	return a;
}
function Et(e, t) {
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
			if (!t.table) return {
				...st(),
				connection: e.connection,
				tables: e.tables
			};
			let n = !e.table || e.table.id === t.table.id;
			return {
				...n ? e : {
					...st(),
					connection: e.connection,
					tables: e.tables
				},
				table: t.table,
				spectator: t.spectator ?? (n ? e.spectator : !1)
			};
		}
		case "public": {
			if (xt(e.pub, t.view)) return e;
			let n = {
				...e,
				pub: t.view,
				dismissedResult: bt(e.pub, t.view) ? null : e.dismissedResult
			};
			return e.mine ? n : {
				...n,
				clock: Ct(e, t.view, t.at)
			};
		}
		case "seat": return xt(e.mine, t.view) ? e : {
			...e,
			mine: t.view,
			dismissedResult: bt(e.mine, t.view) ? null : e.dismissedResult,
			spectator: !1,
			clock: Ct(e, t.view, t.at),
			selection: wt(e, t.view),
			confirmCall: e.confirmCall && t.view.legal.includes("call")
		};
		case "event": return Tt(e, t.event);
		case "select": return {
			...e,
			selection: t.selection
		};
		case "confirm_call": return {
			...e,
			confirmCall: t.open && H(e, "call")
		};
		case "dismiss_result": {
			let t = B(e)?.result;
			return t ? {
				...e,
				dismissedResult: t.round
			} : e;
		}
		case "error": return {
			...e,
			error: t.error
		};
		case "left": return {
			...st(),
			connection: e.connection,
			tables: e.tables
		};
	}
}
// src/chart.ts
function Dt(e, t, n, r, i = {
	l: 28,
	r: 10,
	t: 10,
	b: 20
}) {
	let a = _t(e), o = e[0]?.length ?? 0, s = Math.max(10, ...a.flat()), c = s <= 20 ? 5 : s <= 50 ? 10 : s <= 120 ? 20 : 50, l = Math.ceil(s / c) * c, u = Math.max(1, t), d = Array.from({ length: u + 1 }, (e, t) => i.l + (n - i.l - i.r) * t / u), f = (e) => i.t + (r - i.t - i.b) * (1 - e / l), p = [];
	for (let e = 0; e < o; e++) p.push([{
		x: d[0],
		y: f(0)
	}, ...a.map((t, n) => ({
		x: d[n + 1],
		y: f(t[e] ?? 0)
	}))]);
	let ee = [];
	for (let e = 0; e <= l; e += c) ee.push({
		v: e,
		y: f(e)
	});
	return {
		lines: p,
		max: l,
		xs: d,
		yTicks: ee
	};
}
function Ot(e, t, n, r) {
	if (!e.length) return D;
	let i = Dt(e, t, 320, 170);
	return w`<figure class="chart">
    <svg viewBox="0 0 ${320} ${170}" role="img" aria-label=${r}>
      ${i.yTicks.map((e) => T`<line x1="28" x2=${310} y1=${e.y} y2=${e.y} class="grid"/>
          <text x="22" y=${e.y + 4} text-anchor="end" class="tick">${e.v}</text>`)}
      ${i.xs.map((e, t) => T`<text x=${e} y=${165} text-anchor="middle" class="tick">${t}</text>`)}
      ${i.lines.map((e, t) => T`<polyline fill="none" stroke=${F(t)} stroke-width="3" stroke-linejoin="round"
            stroke-linecap="round" points=${e.map((e) => `${e.x.toFixed(1)},${e.y.toFixed(1)}`).join(" ")}/>
          ${e.slice(1).map((e) => T`<circle cx=${e.x} cy=${e.y} r="3.5" fill=${F(t)}/>`)}`)}
    </svg>
    <figcaption>
      ${n.map((e, t) => w`<span class="legend"><i style="background:${F(t)}"></i>${e}</span>`)}
    </figcaption>
  </figure>`;
}
// src/log.ts
function kt(e, t, n, r) {
	let i = typeof e.seat == "number" ? e.seat : -1, a = { name: i >= 0 ? n(i) : "" }, o = typeof e.slot == "number" ? e.slot + 1 : "";
	switch (e.type) {
		case "round_started": return t("ev_round_started", {
			round: Number(e.round),
			rounds: Number(e.rounds),
			name: n(Number(e.first_seat))
		});
		case "ready":
		case "turn_started":
		case "doubled":
		case "duck_down_called":
		case "timed_out": return t(`ev_${e.type}`, a);
		case "peek_ended":
		case "reshuffled":
		case "game_ended": return t(`ev_${e.type}`);
		case "round_ended": return t("ev_round_ended", { round: Number(e.round) });
		case "drew": return i === r && e.card !== void 0 && e.card !== null ? t("ev_drew_you", { card: P(t, e.card) }) : t("ev_drew", a);
		case "took":
		case "threw": return t(`ev_${e.type}`, {
			...a,
			card: P(t, e.card)
		});
		case "replaced": {
			let n = P(t, e.discarded);
			return e.card !== void 0 && e.card !== null ? t("ev_replaced", {
				...a,
				slot: o,
				card: P(t, e.card),
				discarded: n
			}) : t("ev_replaced_hidden", {
				...a,
				slot: o,
				discarded: n
			});
		}
		case "peeked": return i === r && e.card !== void 0 && e.card !== null ? t("ev_peeked_you", {
			slot: o,
			card: P(t, e.card)
		}) : t("ev_peeked", {
			...a,
			slot: o
		});
		case "swapped": {
			let r = Number(e.other_seat);
			return t("ev_swapped", {
				...a,
				slot: o,
				other: n(r),
				other_slot: Number(e.other_slot) + 1
			});
		}
		default: return null;
	}
}
// node_modules/lean-qr/index.mjs
var At = [
	.2,
	3 / 8,
	5 / 9,
	2 / 3
], jt = (e, t) => (n) => {
	let r = 4 * e + n - 4, i = "*-04-39?2$%%$%%'$%''%'''%')(%'))%(++'(++'(+.'+-.',/3',33)-/5)-43).36)058*18<+37<+4:<,4:E,5<A-7>C/8@F/:EH/<EK0=FM1?IP2@KS3BNV4DPY5FS\\6HV_6IXb7K[e8N^i9Pam;Rdp<Tgt".charCodeAt(r) - 35, a = r > 8 ? i : 1, o = t / a | 0, s = t % a, c = a - s, l = r > 8 ? o * At[n] + (e > 5) & -2 : i, u = o - l;
	return {
		t: c * u + s * u + s,
		o: [[c, u], [s, u + 1]],
		i: l
	};
}, q = (e) => new Uint8Array(e), J = (e) => {
	let t = /* @__PURE__ */ Error(`lean-qr error ${e}`);
	throw t.code = e, t;
}, Mt = (e) => "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:".indexOf(e), Nt = (e) => e.charCodeAt(0), Pt = (...e) => (t, n) => e.forEach((e) => e(t, n)), Ft = (e) => (t) => {
	t.eci !== e && (t.push(7, 4), e < 128 ? t.push(e, 8) : e < 16384 ? t.push(32768 | e, 16) : t.push(12582912 | e, 24), t.eci = e);
}, It = (e) => (t, n) => {
	t.push(4, 4), t.push(e.length, 8 + 8 * (n > 9)), e.forEach((e) => t.push(e, 8));
}, Y = (e, t, n, r, i = (e, t) => n(e.length, t), a = r ? (t) => Pt(Ft(r), e(t)) : e) => (a.test = t, a.l = n, a.est = i, a.eci = r && [r], a), Lt = Y((e) => (t, n) => {
	t.push(1, 4), t.push(e.length, 10 + 2 * (n > 26) + 2 * (n > 9));
	let r = 0;
	for (; r < e.length - 2; r += 3) t.push(+e.slice(r, r + 3), 10);
	r < e.length - 1 ? t.push(+e.slice(r), 7) : r < e.length && t.push(+e[r], 4);
}, (e) => /[0-9]/.test(e), (e, t) => 14 + 2 * (t > 26) + 2 * (t > 9) + 10 * e / 3), Rt = Y((e) => (t, n) => {
	t.push(2, 4), t.push(e.length, 9 + 2 * (n > 26) + 2 * (n > 9));
	let r = 0;
	for (; r < e.length - 1; r += 2) t.push(45 * Mt(e[r]) + Mt(e[r + 1]), 11);
	r < e.length && t.push(Mt(e[r]), 6);
}, (e) => Mt(e) >= 0, (e, t) => 13 + 2 * (t > 26) + 2 * (t > 9) + 5.5 * e), X = Y((e) => It([...e].map(Nt)), (e) => Nt(e) < 128, (e, t) => 12 + 8 * (t > 9) + 8 * e);
X._ = !0, X.u = !0;
var zt = Y(X, (e) => Nt(e) < 256, X.l, 3);
zt._ = !0;
var Bt = new TextEncoder(), Vt = Y((e) => It(Bt.encode(e)), () => 1, 0, 26, (e, t) => 12 + 8 * (t > 9) + 8 * Bt.encode(e).length);
Vt._ = !0;
var Ht = () => {
	let e = /* @__PURE__ */ new Map(), t = new TextDecoder("sjis"), n = q(2);
	for (let r = 0; r < 7973; ++r) n[0] = r / 192 + 129 + 64 * (r > 5951), n[1] = r % 192 + 64, e.set(t.decode(n), r);
	return e.delete("�"), Ht = () => e, e;
}, Ut = Y((e) => (t, n) => {
	t.push(8, 4), t.push(e.length, 8 + 2 * (n > 26) + 2 * (n > 9));
	for (let n of e) t.push(Ht().get(n), 13);
}, (e) => Ht().has(e), (e, t) => 12 + 2 * (t > 26) + 2 * (t > 9) + 13 * e);
Ut._ = !0;
var Wt = [
	Lt,
	Rt,
	X,
	zt,
	Ut,
	Vt
], Gt = {
	auto: (e, { modes: t = Wt } = {}) => (n, r) => {
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
		a.length || J(5);
		let l = [];
		for (let t = a.reduce((e, t) => t.v < e.v ? t : e); t.m; t = t.V) l.push(t.m(e.slice(t.$, t.A)));
		l.reverse().forEach((e) => e(n, r));
	},
	multi: Pt,
	eci: Ft,
	bytes: It,
	numeric: Lt,
	alphaNumeric: Rt,
	ascii: X,
	iso8859_1: zt,
	shift_jis: Ut,
	utf8: Vt
}, Kt = () => ({
	F: q(2956),
	I: 0,
	push(e, t) {
		for (let n = t, r = 8 - (7 & this.I); n > 0; n -= r, r = 8) this.F[this.I >> 3] |= e << r >> n, this.I += n < r ? n : r;
	}
}), qt = (e, t = e * e, n = q(t)) => ({
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
}), Jt = [
	(e, t) => 1 & (e ^ t),
	(e, t) => 1 & t,
	(e) => e % 3,
	(e, t) => (e + t) % 3,
	(e, t) => 1 & (e / 3 ^ t >> 1),
	(e, t) => (e & t & 1) + e * t % 3,
	(e, t) => (e & t) + e * t % 3 & 1,
	(e, t) => (e ^ t) + e * t % 3 & 1
], Yt = q(511);
for (let e = 0, t = 1; e < 255; t = 2 * t ^ 285 * (t > 127)) Yt[Yt[t + 255] = e++] = t;
var Xt = (e) => Yt[e % 255], Zt = (e) => Yt[e + 255], Qt = (e, t) => {
	let n = q(e.length + t.length - 1);
	for (let r = 0; r < e.length; ++r) for (let i = 0; i < t.length; ++i) n[r + i] ^= Xt(e[r] + t[i]);
	return n.map(Zt);
}, $t = (e, t) => {
	let n = q(e.length + t.length - 1);
	n.set(e, 0);
	for (let r = 0; r < e.length; ++r) if (n[r]) {
		let e = Zt(n[r]);
		for (let i = 0; i < t.length; ++i) n[r + i] ^= Xt(t[i] + e);
	}
	return n.slice(e.length);
}, en = [[0], [0, 0]];
for (let e = 1; e < 30; ++e) en.push(Qt(en[e], [0, e]));
var tn = (e, t) => {
	let n = [[], []], r = 0, i = 0;
	for (let [a, o] of t.o) for (let s = 0; s < a; ++s, r += o) {
		let a = e.slice(r, r + o);
		n[0].push(a), n[1].push($t(a, en[t.i])), i += o + t.i;
	}
	let a = q(i);
	i = 0;
	for (let e of n) for (let t = 0, n = -1; n < i; ++t) {
		n = i;
		for (let n of e) t < n.length && (a[i++] = n[t]);
	}
	return a;
}, nn = (e, t, n) => {
	let r = e <<= n;
	for (let e = 134217728; e >>= 1;) r & e && (r ^= t * (e >> n));
	return r | e;
}, rn = ({ size: e, K: t }, n) => {
	let r = (n, r, i, a) => {
		for (; i-- > 0; n += e) t.fill(a, n, n + r);
	}, i = (t, n, i) => {
		for (let a = 0; a++ < 3; i -= 2) r(n * e + t - (i >> 1) * (e + 1), i, i, 2 | a);
	}, a = 2 * ((e - 13) / (1 + (n / 7 | 0)) / 2 + .75 | 0);
	if (n > 1) for (let t = e - 7; t > 8; t -= a) {
		for (let e = t; e > 8; e -= a) i(t, e, 5);
		t < e - 7 && i(t, 6, 5);
	}
	if (n > 6) for (let r = nn(n, 7973, 12), i = 1; i < 7; ++i) for (let n = 12; n-- > 9; r >>= 1) t[i * e - n] = 2 | 1 & r;
	r(7, 2, 9, 2), r(e - 8, 8, 9, 2);
	for (let n = 0; n < e; ++n) t[6 * e + n] = 3 ^ 1 & n;
	i(3, 3, 7), i(e - 4, 3, 7);
	for (let n = 0; n < e; ++n) for (let r = n; r < e; ++r) t[r * e + n] = t[n * e + r];
	t[(e - 8) * e + 8] = 3;
}, an = ({ size: e, K: t }) => {
	let n = [];
	for (let r = e - 2, i = e, a = -1; r >= 0; r -= 2) {
		for (r === 5 && (r = 4); i += a, i !== -1 && i !== e;) {
			let a = i * e + r;
			t[a + 1] || n.push(a + 1), t[a] || n.push(a);
		}
		a *= -1;
	}
	return n;
}, on = ({ K: e }, t, n) => t.forEach((t, r) => e[t] = n[r >> 3] >> (7 & ~r) & 1), sn = ({ size: e, K: t }, n, r, i) => {
	for (let r = 0; r < e; ++r) for (let i = 0; i < e; ++i) {
		let a = r * e + i;
		t[a] ^= !(n(i, r) || 2 & t[a]);
	}
	let a = 21522 ^ nn((1 ^ i) << 3 | r, 1335, 10);
	for (let n = 0; n++ < 8; a >>= 1) t[(n - (n < 7)) * e + 8] = 1 & a, t[9 * e - n] = 1 & a;
	for (let n = 8; --n, a; a >>= 1) t[8 * e + n - (n < 7)] = 1 & a, t[(e - n) * e + 8] = 1 & a;
}, cn = ({ size: e, K: t }, n = 0, r = 0) => {
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
}, ln = [], un = (e = J(1), { minCorrectionLevel: t = 0, maxCorrectionLevel: n = 3, minVersion: r = 1, maxVersion: i = 40, mask: a, trailer: o = 60433, ...s } = {}) => {
	n < t && J(3), i < r && J(2), typeof e == "string" && (e = Gt.auto(e, s));
	for (let s = r, c = 0; s <= i; ++s) {
		let r = ln[s];
		r || (ln[s] = r = qt(4 * s + 17), rn(r, s), r.p = an(r));
		let i = jt(s, r.p.length >> 3);
		if (8 * i(t).t < c) continue;
		let l = Kt();
		e(l, s), c = l.I;
		for (let e = n; e >= t; --e) {
			let t = i(e);
			if (8 * t.t < c) continue;
			for (l.I = c + 11 & -8; l.I < 8 * t.t;) l.push(o, 16);
			let n = qt(r.size, r.K);
			return on(n, r.p, tn(l.F, t)), (Jt[a] ? [Jt[a]] : Jt).map((t, r) => {
				let i = qt(n.size, n.K);
				return sn(i, t, a ?? r, e), i.s = Jt[a] ? 0 : cn(i), i;
			}).reduce((e, t) => t.s < e.s ? t : e);
		}
	}
	J(4);
};
un.with = (...e) => (t, n) => un(t, {
	modes: [...Wt, ...e],
	...n
});
// src/qr.ts
function dn(e) {
	if (!e) return null;
	try {
		let t = un(e), n = "";
		for (let e = 0; e < t.size; e++) for (let r = 0; r < t.size; r++) t.get(r, e) && (n += `M${r} ${e}h1v1h-1z`);
		return {
			size: t.size,
			d: n
		};
	} catch {
		return null;
	}
}
function fn(e, t) {
	let n = dn(e);
	if (!n) return D;
	let r = n.size + 4;
	return w`<figure class="qr">
    <svg viewBox="${-2} ${-2} ${r} ${r}" role="img" aria-label=${t + ": " + e} shape-rendering="crispEdges">
      ${T`<rect x=${-2} y=${-2} width=${r} height=${r} fill="#fff"/><path d=${n.d} fill="#000"/>`}
    </svg>
    <figcaption>${t}<br /><span class="url">${e}</span></figcaption>
  </figure>`;
}
// src/sound.ts
var Z = null;
function pn() {
	if (Z) return Z;
	let e = globalThis.AudioContext;
	if (!e) return null;
	try {
		Z = new e();
	} catch {
		Z = null;
	}
	return Z;
}
function mn() {
	let e = pn();
	e && e.state === "suspended" && e.resume().catch(() => void 0);
}
function Q(e, t, n, r, i, a, o) {
	let s = e.createOscillator(), c = e.createGain();
	s.type = i, s.frequency.setValueAtTime(n, t), o && s.frequency.exponentialRampToValueAtTime(o, t + r), c.gain.setValueAtTime(1e-4, t), c.gain.exponentialRampToValueAtTime(a, t + .015), c.gain.exponentialRampToValueAtTime(1e-4, t + r), s.connect(c).connect(e.destination), s.start(t), s.stop(t + r + .02);
}
function hn(e, t) {
	for (let [n, r] of [[0, 520], [.2, 470]]) {
		let i = e.createOscillator(), a = e.createBiquadFilter(), o = e.createGain();
		i.type = "sawtooth", i.frequency.setValueAtTime(r, t + n), i.frequency.exponentialRampToValueAtTime(r * .62, t + n + .16), a.type = "bandpass", a.frequency.value = 1150, a.Q.value = 4, o.gain.setValueAtTime(1e-4, t + n), o.gain.exponentialRampToValueAtTime(.35, t + n + .02), o.gain.exponentialRampToValueAtTime(1e-4, t + n + .17), i.connect(a).connect(o).connect(e.destination), i.start(t + n), i.stop(t + n + .2);
	}
}
function gn(e) {
	let t = pn();
	if (!t || t.state !== "running") return;
	let n = t.currentTime + .01;
	switch (e) {
		case "turn":
			Q(t, n, 660, .12, "sine", .18), Q(t, n + .13, 880, .16, "sine", .18);
			break;
		case "card":
			Q(t, n, 1800, .05, "triangle", .08, 900);
			break;
		case "swap":
			Q(t, n, 400, .18, "triangle", .12, 900), Q(t, n + .12, 900, .18, "triangle", .1, 400);
			break;
		case "quack":
			hn(t, n);
			break;
		case "tick":
			Q(t, n, 1200, .04, "square", .04);
			break;
		case "end":
			Q(t, n, 523, .14, "sine", .15), Q(t, n + .15, 392, .22, "sine", .15);
			break;
		case "win": [
			523,
			659,
			784,
			1047
		].forEach((e, r) => Q(t, n + r * .12, e, .2, "sine", .16));
	}
}
// src/styles.ts
var _n = o`
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
  .btn.duck {
    background: linear-gradient(180deg, #ffe066, #fab005);
    color: #3b2a00;
    font-size: 1.1rem;
    letter-spacing: 0.02em;
    border-color: #e67700;
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

  /* ---------------------------------------------------------------- header */
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

  /* ---------------------------------------------------------------- lobby */
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
  .tag.called {
    background: #fab005;
    color: #3b2a00;
  }
  .tag.last {
    background: var(--_danger);
    color: #fff;
  }
  .row-actions {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    align-items: center;
  }

  /* ---------------------------------------------------------------- cards */
  .card {
    --w: 64px;
    width: var(--w);
    aspect-ratio: 5 / 7;
    border-radius: calc(var(--w) * 0.14);
    display: inline-grid;
    place-items: center;
    position: relative;
    box-shadow: var(--_shadow);
    flex: none;
    user-select: none;
    transition: transform 0.2s ease, box-shadow 0.2s ease;
  }
  .card.xs {
    --w: 26px;
    box-shadow: none;
  }
  .card.s {
    --w: 44px;
  }
  .card.m {
    --w: 64px;
  }
  .card.l {
    --w: min(19vw, 96px);
  }
  .card.back {
    background: radial-gradient(circle at 50% 45%, rgba(255, 255, 255, 0.18) 0 32%, transparent 33%),
      repeating-linear-gradient(45deg, var(--_back) 0 6px, var(--_back2) 6px 12px);
    border: 3px solid #fff;
  }
  .card.back .back-duck {
    width: 58%;
    height: auto;
    opacity: 0.95;
  }
  .card.xs.back {
    border-width: 1.5px;
  }
  .card.face {
    background: #fff;
    color: hsl(var(--h, 40) 70% 30%);
    border: 3px solid hsl(var(--h, 40) 65% 45%);
  }
  .card.num {
    background: linear-gradient(160deg, #fff 55%, hsl(var(--h) 80% 90%));
  }
  .card .big {
    font-size: calc(var(--w) * 0.55);
    font-weight: 900;
    line-height: 1;
  }
  .card .corner {
    position: absolute;
    top: 3%;
    left: 9%;
    font-size: calc(var(--w) * 0.2);
    font-weight: 800;
  }
  .card.xs .corner,
  .card.s .corner {
    display: none;
  }
  .card.special {
    border-color: #7048e8;
    color: #5f3dc4;
    background: linear-gradient(160deg, #fff 50%, #e5dbff);
    grid-template-rows: 1fr auto;
    padding: 10% 4%;
  }
  .card.special.swap {
    border-color: #1971c2;
    color: #1864ab;
    background: linear-gradient(160deg, #fff 50%, #d0ebff);
  }
  .card.special.double {
    border-color: #c2255c;
    color: #a61e4d;
    background: linear-gradient(160deg, #fff 50%, #ffdeeb);
  }
  .card.special .icon svg {
    width: calc(var(--w) * 0.5);
    height: calc(var(--w) * 0.5);
  }
  .card.special .label {
    font-size: calc(var(--w) * 0.17);
    font-weight: 800;
    text-transform: uppercase;
  }
  .card.xs.special .label,
  .card.s.special .label {
    display: none;
  }
  .card.xs .icon svg {
    width: 18px;
    height: 18px;
  }
  .card.xs .big {
    font-size: 15px;
  }
  .card.xs.face {
    border-width: 1.5px;
  }
  .card .eye {
    position: absolute;
    right: -6px;
    top: -6px;
    width: 22px;
    height: 22px;
    border-radius: 50%;
    background: var(--_focus);
    color: #fff;
    display: grid;
    place-items: center;
    box-shadow: var(--_shadow);
  }
  .card .eye svg {
    width: 15px;
    height: 15px;
  }
  .card.empty {
    border: 2px dashed rgba(255, 255, 255, 0.5);
    box-shadow: none;
    color: rgba(255, 255, 255, 0.7);
    font-size: 0.8rem;
  }

  /* A slot: a fixed position in a row. It wraps a card; it never names the card. */
  .slot {
    background: none;
    border: none;
    padding: 4px;
    border-radius: 14px;
    display: inline-grid;
    place-items: center;
    position: relative;
    min-width: 44px;
    min-height: 44px;
  }
  button.slot {
    cursor: pointer;
  }
  button.slot.target .card {
    box-shadow: 0 0 0 3px var(--_accent), 0 6px 14px rgba(0, 0, 0, 0.3);
    transform: translateY(-3px);
  }
  button.slot:hover .card {
    transform: translateY(-5px);
  }
  .slot.selected .card {
    box-shadow: 0 0 0 4px var(--_focus), 0 8px 16px rgba(0, 0, 0, 0.35);
    transform: translateY(-8px) rotate(-3deg);
  }
  .slot.touched::after {
    content: "";
    position: absolute;
    inset: 0;
    border-radius: 14px;
    border: 2px dashed var(--_accent);
    pointer-events: none;
  }
  .slot.peeking .card,
  .slot.look .card {
    box-shadow: 0 0 0 4px #74c0fc, 0 0 18px #74c0fc;
  }

  /* ---------------------------------------------------------------- table */
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
  .opponents {
    display: grid;
    gap: 8px;
    grid-template-columns: repeat(auto-fill, minmax(290px, 1fr));
  }
  .opponents.all {
    grid-template-columns: repeat(auto-fill, minmax(min(100%, 380px), 1fr));
  }
  .opp {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: center;
    gap: 4px 8px;
    background: rgba(0, 0, 0, 0.18);
    border-radius: 14px;
    padding: 6px 8px;
    border: 2px solid transparent;
    min-width: 0;
  }
  .opp.turn,
  .me.turn {
    border-color: var(--_accent);
    background: rgba(255, 212, 59, 0.16);
  }
  .opp .slot {
    padding: 2px;
  }
  .opp .who {
    flex: 1 1 90px;
    min-width: 0;
    display: grid;
    gap: 2px;
  }
  .opp .name {
    font-weight: 750;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .opp .tags {
    display: flex;
    gap: 4px;
    flex-wrap: wrap;
  }
  .opp .tags .tag {
    background: rgba(255, 255, 255, 0.2);
  }
  .opp .tags .tag.turn {
    background: var(--_accent);
    color: var(--_on-accent);
  }
  .opp .tags .tag.called {
    background: #fab005;
    color: #3b2a00;
  }
  .opp .tags .tag.last {
    background: var(--_danger);
  }
  .opp .slots {
    display: flex;
    gap: 0;
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
  .center {
    display: flex;
    align-items: center;
    justify-content: center;
    gap: 14px;
    flex-wrap: wrap;
    padding: 6px 0;
  }
  .stack {
    display: grid;
    justify-items: center;
    gap: 4px;
    background: none;
    border: none;
    color: inherit;
    padding: 6px;
    border-radius: 16px;
    min-width: 44px;
  }
  button.stack.can .card {
    box-shadow: 0 0 0 4px var(--_accent), 0 0 22px rgba(255, 212, 59, 0.7);
  }
  button.stack.can:hover .card {
    transform: translateY(-4px);
  }
  .stack .cap {
    font-size: 0.85rem;
    font-weight: 700;
    opacity: 0.95;
  }
  .deck-pile {
    position: relative;
    display: inline-grid;
  }
  .deck-pile .card + .card {
    position: absolute;
    left: 4px;
    top: -4px;
  }
  .held {
    display: grid;
    justify-items: center;
    gap: 4px;
  }
  .held .card {
    transform: rotate(4deg);
  }
  .held.mine .card {
    box-shadow: 0 0 0 4px #fff, 0 10px 24px rgba(0, 0, 0, 0.4);
  }
  .history {
    display: flex;
    gap: 3px;
    overflow-x: auto;
    padding: 2px 2px 6px;
    max-width: 100%;
    scrollbar-width: thin;
  }
  details.pile-details summary {
    cursor: pointer;
    font-size: 0.85rem;
    min-height: 32px;
    display: flex;
    align-items: center;
    gap: 6px;
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
  .me {
    display: grid;
    gap: 6px;
    justify-items: center;
    border-radius: 16px;
    padding: 6px 4px;
    border: 2px solid transparent;
  }
  .me .mehead {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: 8px;
    align-items: center;
    font-weight: 750;
  }
  .hand {
    display: flex;
    gap: 2px;
    justify-content: center;
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
  .dot {
    display: inline-block;
    width: 10px;
    height: 10px;
    border-radius: 50%;
    margin-right: 6px;
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

  /* ---------------------------------------------------------------- overlays */
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
  .look-strip {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: center;
    gap: 8px 12px;
    margin: 0 0 12px;
    padding: 10px;
    border-radius: 14px;
    color: #fff;
    background: radial-gradient(ellipse at 50% 30%, var(--_felt), var(--_felt2));
  }
  .look-strip .msg {
    display: grid;
    flex: 1 1 200px;
  }
  .look-strip .msg span {
    font-size: 0.9rem;
    opacity: 0.92;
  }
  .reveal {
    display: grid;
    gap: 8px;
  }
  .reveal .rrow {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto auto;
    align-items: center;
    gap: 8px;
    padding: 6px 8px;
    border-radius: 12px;
    background: var(--_surface2);
  }
  .reveal .rrow.best {
    box-shadow: inset 0 0 0 2px var(--_ok);
  }
  .reveal .rname {
    font-weight: 750;
    display: flex;
    align-items: center;
    gap: 6px;
    flex-wrap: wrap;
    min-width: 0;
  }
  .reveal .rcards {
    display: flex;
    gap: 4px;
  }
  .reveal .rslot {
    position: relative;
    display: inline-grid;
  }
  .reveal .was {
    position: absolute;
    top: -6px;
    right: -6px;
    width: 20px;
    height: 20px;
    border-radius: 50%;
    background: #7048e8;
    color: #fff;
    font-size: 13px;
    font-weight: 900;
    display: grid;
    place-items: center;
    box-shadow: var(--_shadow);
  }
  .reveal .pts {
    font-size: 1.4rem;
    font-weight: 900;
    text-align: right;
    font-variant-numeric: tabular-nums;
    min-width: 2.4em;
  }
  .reveal .pts small {
    display: block;
    font-size: 0.75rem;
    font-weight: 700;
    color: var(--_danger);
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
  .call-banner {
    position: fixed;
    left: 50%;
    top: 38%;
    transform: translate(-50%, -50%);
    z-index: 25;
    background: linear-gradient(180deg, #ffe066, #fab005);
    color: #3b2a00;
    font-size: 2rem;
    font-weight: 900;
    padding: 14px 26px;
    border-radius: 20px;
    box-shadow: 0 16px 40px rgba(0, 0, 0, 0.35);
    display: flex;
    align-items: center;
    gap: 12px;
    pointer-events: none;
    animation: pop 2.2s ease forwards;
    white-space: nowrap;
  }
  .call-banner .duck {
    width: 56px;
    height: 56px;
  }
  @keyframes fade {
    from {
      opacity: 0;
    }
  }
  @keyframes pop {
    0% {
      transform: translate(-50%, -50%) scale(0.3);
      opacity: 0;
    }
    15% {
      transform: translate(-50%, -50%) scale(1.1);
      opacity: 1;
    }
    25% {
      transform: translate(-50%, -50%) scale(1);
    }
    80% {
      opacity: 1;
    }
    100% {
      opacity: 0;
      transform: translate(-50%, -60%) scale(1);
    }
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

  /* ---------------------------------------------------------------- phone tweaks */
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
    .opponents {
      grid-template-columns: 1fr;
      gap: 6px;
    }
    .opp {
      padding: 4px 6px;
    }
    .card.m {
      --w: 56px;
    }
    .call-banner {
      font-size: 1.5rem;
    }
    .actions {
      gap: 8px;
    }
    .held .card.l {
      --w: 70px;
    }
    .actions .btn {
      padding: 0 12px;
    }
    .actions .btn.duck {
      font-size: 1rem;
      letter-spacing: 0;
    }
  }
  @container (min-width: 700px) {
    .card.l {
      --w: 100px;
    }
    .card.m {
      --w: 72px;
    }
  }
`, vn = {
	seatBot: !0,
	takeBack: !0,
	removeBot: !0,
	deleteTable: !0
}, yn, bn = [
	"random",
	"easy",
	"medium",
	"hard"
], $ = {
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
function xn() {
	return !!globalThis.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
}
function Sn() {
	return globalThis.performance?.now() ?? Date.now();
}
function Cn(e, t, n) {
	return w`<span class="avatar" style="background:${F(e)}">${n ? z.bot : t.slice(0, 1).toUpperCase()}</span>`;
}
function wn(e, t) {
	return e.table?.seats.find((e) => e.seat === t)?.kind === "bot";
}
var Tn = class extends j {
	constructor(...e) {
		super(...e), this.publicView = null, this.seatView = null, this.table = null, this.tables = [], this.events = [], this.connection = "open", this.language = "", this.sound = $.get("duckdown.sound") !== "off", this.lanUrl = "", this.botLevels = bn, this.error = null, this.spectator = !1, this.noLobby = !1, this.capabilities = vn, this._s = st(), this._tick = 0, this._form = {
			name: $.get("duckdown.name") ?? "",
			tableName: "",
			PeekTime: 10,
			TurnTime: 60,
			CallPenalty: 0,
			KeepKnown: !1,
			level: "medium",
			rounds: ""
		}, this._banner = null, this._hidePodium = !1, this._starting = !1, this._levels = {}, this._confirmDelete = !1, this._seen = /* @__PURE__ */ new WeakSet(), this._slots = /* @__PURE__ */ new Map(), this._stacks = /* @__PURE__ */ new Map(), this._lastAnim = 0, this._lastCue = 0, this._lastTickSecond = -1, this._sentAt = -Infinity, this.toggleSound = () => {
			this.sound = !this.sound, $.set("duckdown.sound", this.sound ? "on" : "off"), this.sound && (mn(), gn("quack"));
		}, this.changeLang = (e) => {
			let t = e.target.value;
			$.set("duckdown.lang", t), this.language = t;
		}, this.createTable = () => {
			let e = this._form, t = {
				peek_time: e.PeekTime,
				turn_time: e.TurnTime,
				call_penalty: e.CallPenalty,
				keep_known: e.KeepKnown
			}, n = e.name.trim();
			this.emitLobby({
				command: "create",
				name: n,
				options: t,
				tableName: e.tableName.trim() || `${n}'s table`
			});
		};
	}
	get uiState() {
		return this._s;
	}
	addEvent(e) {
		this._seen.has(e) || (this._seen.add(e), this.dispatch({
			type: "event",
			event: e
		}));
	}
	dispatch(e) {
		this._s = Et(this._s, e);
	}
	get t() {
		let e = globalThis.navigator?.languages ?? [];
		return $e(Qe(this.language || $.get("duckdown.lang"), e));
	}
	get langCode() {
		return Qe(this.language || $.get("duckdown.lang"), globalThis.navigator?.languages ?? []);
	}
	connectedCallback() {
		super.connectedCallback(), this._timer = setInterval(() => this.onTick(), 250);
	}
	disconnectedCallback() {
		super.disconnectedCallback(), this._timer && clearInterval(this._timer);
	}
	onTick() {
		let e = dt(this._s, Sn());
		if (e === null) return;
		this._tick++;
		let t = Math.ceil(e / 1e3);
		U(this._s) && t <= 5 && t > 0 && t !== this._lastTickSecond && this.sound && gn("tick"), this._lastTickSecond = t;
	}
	willUpdate(e) {
		let t = Sn(), n = gt(this._s);
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
			}), this.table?.id !== e && (this._hidePodium = !1, this._levels = {}, this._confirmDelete = !1);
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
		}), e.has("error") && this.error && (this._starting = !1), n && !gt(this._s) && (this._hidePodium = !1, this._starting = !1);
	}
	updated() {
		let e = this._s.anim;
		e && e.n !== this._lastAnim && (this._lastAnim = e.n, this.animate_(e.kind, e), e.kind === "call" && (this._banner = {
			seat: e.seat,
			n: e.n
		}, setTimeout(() => {
			this._banner?.n === e.n && (this._banner = null);
		}, 2300)));
		let t = this._s.cue;
		t && t.n !== this._lastCue && (this._lastCue = t.n, this.sound && gn(t.name));
		let n = this.renderRoot.querySelector(".dialog [autofocus]");
		n && !n.dataset.focused && (n.dataset.focused = "1", n.focus({ preventScroll: !0 }));
	}
	emitAction(e) {
		mn();
		let t = Sn();
		t - this._sentAt < 2500 || (this._sentAt = t, this.dispatchEvent(new CustomEvent("duck-down-action", {
			detail: e,
			bubbles: !0,
			composed: !0
		})));
	}
	emitLobby(e) {
		mn(), this.dispatchEvent(new CustomEvent("duck-down-lobby", {
			detail: e,
			bubbles: !0,
			composed: !0
		}));
	}
	tap(e, t) {
		let [n, r] = yt(this._s, e, t);
		this._s = n, r && this.emitAction(r);
	}
	animate_(e, t) {
		if (xn()) return;
		let n = (e) => this._slots.get(e)?.querySelector(".card"), r = (e, t, n) => e && typeof e.animate == "function" && e.animate(t, {
			duration: n,
			easing: "ease-out"
		});
		switch (e) {
			case "swap": {
				let e = [
					{
						transform: "scale(1)",
						boxShadow: "0 0 0 0 #fab005"
					},
					{
						transform: "scale(1.18) rotate(-8deg)",
						boxShadow: "0 0 0 6px #fab005"
					},
					{
						transform: "scale(1.18) rotate(8deg)",
						boxShadow: "0 0 0 6px #fab005"
					},
					{
						transform: "scale(1)",
						boxShadow: "0 0 0 0 #fab005"
					}
				];
				r(n(`${t.seat}:${t.slot}`), e, 900), r(n(`${t.other_seat}:${t.other_slot}`), e, 900);
				break;
			}
			case "replace":
				r(n(`${t.seat}:${t.slot}`), [{ transform: "rotateY(90deg) scale(.8)" }, { transform: "rotateY(0) scale(1)" }], 450), r(this._stacks.get("pile")?.querySelector(".card"), [{
					transform: "translateY(-30px) scale(1.2)",
					opacity: .3
				}, {
					transform: "none",
					opacity: 1
				}], 450);
				break;
			case "draw":
			case "take":
				r(this._stacks.get("held")?.querySelector(".card"), [{
					transform: `translate(${e === "draw" ? -70 : 70}px, 0) scale(.6) rotate(-20deg)`,
					opacity: .2
				}, {
					transform: "rotate(4deg)",
					opacity: 1
				}], 420);
				break;
			case "throw":
				r(this._stacks.get("pile")?.querySelector(".card"), [{
					transform: "translateY(-40px) rotate(25deg) scale(1.15)",
					opacity: .2
				}, {
					transform: "none",
					opacity: 1
				}], 420);
				break;
			case "peek":
				r(n(`${t.seat}:${t.slot}`), [
					{ transform: "translateY(0)" },
					{ transform: "translateY(-14px) rotate(-6deg)" },
					{ transform: "translateY(0)" }
				], 700);
				break;
			case "deal": for (let [e, t] of [...this._slots.values()].entries()) r(t.querySelector(".card"), [{
				transform: "translate(0,-60px) scale(.4)",
				opacity: 0
			}, {
				transform: "none",
				opacity: 1
			}], 300 + e * 40);
		}
	}
	render() {
		let e = this.t, t = this._s, n = B(t);
		return w`
      ${this.renderHeader(e, n)}
      ${t.connection === "open" ? D : w`<div class="banner warn" role="status">${t.connection === "connecting" ? e("connecting") : e("offline")}</div>`}
      ${t.error ? w`<div class="banner error" role="alert">
            <span>${tt(e, t.error.code, t.error.message)}</span>
            <button class="icon-btn" aria-label=${e("close")} @click=${() => this.clearError()}>✕</button>
          </div>` : D}
      ${!t.table || !n ? t.table && !n ? this.renderWaitingRoom(e, t.table) : this.noLobby ? D : this.renderLobby(e) : this.renderGame(e, t, n)}
    `;
	}
	clearError() {
		this.error = null, this.dispatch({
			type: "error",
			error: null
		}), this.requestUpdate();
	}
	renderHeader(e, t) {
		return w`<header class="bar">
      ${I("logo")}
      <h1>${e("title")}</h1>
      ${t ? w`<span class="round">${e("round", {
			r: t.round,
			n: t.rounds
		})}</span>` : D}
      <span class="spacer"></span>
      <button
        class="icon-btn"
        aria-pressed=${this.sound ? "true" : "false"}
        aria-label=${this.sound ? e("soundOn") : e("soundOff")}
        title=${this.sound ? e("soundOn") : e("soundOff")}
        @click=${this.toggleSound}
      >
        ${this.sound ? z.soundOn : z.soundOff}
      </button>
      <select aria-label=${e("language")} @change=${this.changeLang}>
        ${Object.keys(Ze).map((e) => w`<option value=${e} ?selected=${e === this.langCode}>${e.toUpperCase()}</option>`)}
      </select>
    </header>`;
	}
	setForm(e, t) {
		this._form = {
			...this._form,
			[e]: t
		}, e === "name" && $.set("duckdown.name", String(t));
	}
	num(e) {
		return (t) => this.setForm(e, Math.max(0, Math.round(Number(t.target.value) || 0)));
	}
	renderLobby(e) {
		let t = this._form, n = t.name.trim();
		return w`<main class="lobby">
      <div class="hero">
        ${I()}
        <div>
          <h2>${e("title")}</h2>
          <p>${e("tagline")}</p>
        </div>
      </div>
      <section class="panel name-panel">
        <div class="field" style="margin:0">
          <label for="name">${e("yourName")}</label>
          <input
            id="name"
            type="text"
            maxlength="32"
            autocomplete="nickname"
            .value=${t.name}
            @input=${(e) => this.setForm("name", e.target.value)}
          />
          ${n ? D : w`<small>${e("nameFirst")}</small>`}
        </div>
      </section>
      <section class="panel" aria-labelledby="tables-h">
        <h3 id="tables-h">${e("tables")}</h3>
        ${this._s.tables.length ? w`<ul class="table-list">
              ${this._s.tables.map((t) => this.renderTableItem(e, t, n))}
            </ul>` : w`<p>${e("noTables")}</p>`}
        ${this.lanUrl ? w`<div style="margin-top:14px">${fn(this.lanUrl, e("scanToJoin"))}</div>` : D}
      </section>
      <section class="panel" aria-labelledby="new-h">
        <h3 id="new-h">${e("newTable")}</h3>
        <div class="field">
          <label for="tname">${e("tableName")}</label>
          <input
            id="tname"
            type="text"
            maxlength="32"
            .value=${t.tableName}
            placeholder=${n ? `${n}'s table` : ""}
            @input=${(e) => this.setForm("tableName", e.target.value)}
          />
        </div>
        <div class="grid2">
          <div class="field">
            <label for="peek">${e("peekTime")}</label>
            <input id="peek" type="number" min="0" max="600" inputmode="numeric" .value=${String(t.PeekTime)} @change=${this.num("PeekTime")} />
          </div>
          <div class="field">
            <label for="turn">${e("turnTime")}</label>
            <input id="turn" type="number" min="0" max="3600" inputmode="numeric" .value=${String(t.TurnTime)} @change=${this.num("TurnTime")} />
          </div>
        </div>
        <div class="field">
          <small>${e("noLimit")}</small>
        </div>
        <div class="field">
          <label for="pen">${e("callPenalty")}</label>
          <input id="pen" type="number" min="0" max="100" inputmode="numeric" .value=${String(t.CallPenalty)} @change=${this.num("CallPenalty")} />
        </div>
        <label class="check">
          <input
            type="checkbox"
            .checked=${t.KeepKnown}
            @change=${(e) => this.setForm("KeepKnown", e.target.checked)}
          />
          ${e("keepKnown")}
        </label>
        <div class="row-actions" style="margin-top:8px">
          <button class="btn primary" ?disabled=${!n} @click=${this.createTable}>${e("create")}</button>
        </div>
      </section>
    </main>`;
	}
	renderTableItem(e, t, n) {
		let r = t.status === "lobby" ? e("inLobby") : t.status === "over" ? e("finished") : e("playing"), i = t.seats.some((e) => e.you), a = t.seats.length >= (t.max_players ?? 8);
		return w`<li>
      <span class="tname"
        >${t.name || t.id}
        <span class="meta">${e("players", { n: t.seats.length })} · ${r} · ${t.seats.map((e) => e.name).join(", ")}</span></span
      >
      ${i ? w`<button class="btn primary" @click=${() => this.emitLobby({
			command: "join",
			table: t.id,
			name: n
		})}>${e("resume")}</button>` : t.status === "lobby" && !a ? w`<button class="btn primary" ?disabled=${!n} @click=${() => this.emitLobby({
			command: "join",
			table: t.id,
			name: n
		})}>
              ${e("join")}
            </button>` : D}
      <button class="btn ghost" @click=${() => this.emitLobby({
			command: "spectate",
			table: t.id
		})}>${e("watch")}</button>
    </li>`;
	}
	isOwner(e) {
		if (typeof e.owner == "boolean") return e.owner;
		let t = V(this._s);
		return t !== null && e.owner_seat === t;
	}
	renderWaitingRoom(e, t) {
		let n = this.isOwner(t) && !this._s.spectator, r = t.min_players ?? 2, i = t.max_players ?? 8, a = t.round_choices?.length ? t.round_choices : [
			1,
			3,
			5,
			10
		], o = this._form, s = t.options ?? {};
		return w`<main class="lobby">
      <section class="panel" aria-labelledby="wait-h">
        <h3 id="wait-h">${t.name || t.id}</h3>
        <ul class="seats">
          ${t.seats.map((t) => w`<li>
              ${Cn(t.seat, t.name || "?", t.kind === "bot")}
              <span style="flex:1">${t.name}</span>
              ${t.you ? w`<span class="tag you">${e("you")}</span>` : D}
              ${t.bot ? w`<span class="tag" title=${e("bot")}>${z.bot} ${this.levelName(e, t.bot)}</span>` : D}
              ${ut(this._s, t.seat, n, this.capabilities) === "remove_bot" ? w`<button
                    class="icon-btn"
                    aria-label=${e("removeBot", { name: t.name })}
                    title=${e("removeBot", { name: t.name })}
                    @click=${() => this.emitLobby({
			command: "table/remove_bot",
			seat: t.seat
		})}
                  >
                    ✕
                  </button>` : D}
            </li>`)}
        </ul>
        <p style="color:var(--_muted);font-size:.9rem;margin:0 0 12px">
          ${e("peekTime")}: ${s.peek_time ?? 10} · ${e("turnTime")}: ${s.turn_time ?? 60} · ${e("callPenalty")}: ${s.call_penalty ?? 0}
          ${s.keep_known ? w` · ${e("keepKnown")}` : D}
        </p>
        ${n ? w`
              <div class="field">
                <label for="level">${e("botLevel")}</label>
                <div class="row-actions">
                  <select id="level" style="flex:1" @change=${(e) => this.setForm("level", e.target.value)}>
                    ${this.botLevels.map((t) => w`<option value=${t} ?selected=${t === o.level}>${this.levelName(e, t)}</option>`)}
                  </select>
                  <button
                    class="btn"
                    ?disabled=${t.seats.length >= i}
                    @click=${() => this.emitLobby({
			command: "add_bot",
			level: o.level
		})}
                  >
                    ${z.robotAdd} ${e("addBot")}
                  </button>
                </div>
              </div>
              <div class="field">
                <label for="rounds">${e("rounds")}</label>
                <select id="rounds" @change=${(e) => this.setForm("rounds", e.target.value)}>
                  <option value="" ?selected=${o.rounds === ""}>${e("roundsDefault", { n: a[0] ?? t.seats.length })}</option>
                  ${[...new Set(a.slice(1))].filter((e) => e !== a[0]).map((e) => w`<option value=${e} ?selected=${String(e) === o.rounds}>${e}</option>`)}
                </select>
              </div>
              ${t.seats.length < r ? w`<p>${e("needPlayers", { n: r })}</p>` : D}
              <div class="row-actions">
                <button
                  class="btn primary"
                  ?disabled=${t.seats.length < r}
                  @click=${() => this.emitLobby({
			command: "start",
			rounds: o.rounds ? Number(o.rounds) : null
		})}
                >
                  ▶ ${e("start")}
                </button>
                <button class="btn ghost" @click=${() => this.emitLobby({ command: "leave" })}>${e("leave")}</button>
                ${this.capabilities.deleteTable ? w`<button class="btn ghost danger-text" @click=${() => this._confirmDelete = !0}>${e("deleteTable")}</button>` : D}
              </div>
              ${this._confirmDelete ? this.renderConfirmDelete(e) : D}
            ` : w`<p>${e("waitingForOwner")}</p>
              <button class="btn ghost" @click=${() => this.emitLobby({ command: "leave" })}>${e("leave")}</button>`}
      </section>
      ${this.lanUrl ? w`<section class="panel">${fn(this.lanUrl, e("scanToJoin"))}</section>` : D}
    </main>`;
	}
	renderConfirmDelete(e) {
		let t = () => this._confirmDelete = !1;
		return w`<div class="overlay" @keydown=${(e) => e.key === "Escape" && t()}>
      <div class="dialog" role="alertdialog" aria-modal="true" aria-labelledby="del-h" aria-describedby="del-p">
        <h2 id="del-h">${e("confirmDeleteTitle")}</h2>
        <p id="del-p">${e("confirmDeleteText")}</p>
        <div class="buttons">
          <button class="btn ghost" autofocus @click=${t}>${e("cancel")}</button>
          <button
            class="btn danger"
            @click=${() => {
			t(), this.emitLobby({ command: "table/delete" });
		}}
          >
            ${e("deleteYes")}
          </button>
        </div>
      </div>
    </div>`;
	}
	levelFor(e) {
		let t = this._levels[e];
		return t && this.botLevels.includes(t) ? t : lt(this.botLevels);
	}
	renderSeatControl(e, t, n) {
		let r = this._s.table;
		if (!r) return D;
		let i = ut(this._s, t, this.isOwner(r), this.capabilities);
		if (i === "take_back") return w`<button class="btn small" @click=${() => this.emitLobby({
			command: "seat/take_back",
			seat: t
		})}>${e("takeBack")}</button>`;
		if (i !== "bot") return D;
		let a = this.levelFor(t), o = W(this._s, t), s = w`<span class="seat-ctl">
      <select
        aria-label=${e("botLevelFor", { name: n ? e("you") : o })}
        @change=${(e) => this._levels = {
			...this._levels,
			[t]: e.target.value
		}}
      >
        ${this.botLevels.map((t) => w`<option value=${t} ?selected=${t === a}>${this.levelName(e, t)}</option>`)}
      </select>
      <button class="btn small" @click=${() => this.emitLobby({
			command: "seat/bot",
			seat: t,
			level: this.levelFor(t)
		})}>
        ${z.bot} ${e(n ? "letBotPlayMe" : "letBotPlay")}
      </button>
    </span>`;
		return n ? w`<details class="seat-menu">
          <summary aria-label=${e("seatMenu")} title=${e("seatMenu")}>⋯</summary>
          ${s}
        </details>` : s;
	}
	levelName(e, t) {
		let n = `level_${t}`;
		return n === "level_random" || n === "level_easy" || n === "level_medium" || n === "level_hard" ? e(n) : t;
	}
	renderGame(e, t, n) {
		let r = V(t), i = r !== null && !!t.mine, a = [];
		for (let e = 1; e <= n.players; e++) {
			let t = i ? (r + e) % n.players : e - 1;
			i && t === r || a.push(t);
		}
		let o = ht(t), s = gt(t) && !!n.winners;
		return w`<main class="game">
      <section class="felt" aria-label=${e("title")}>
        ${this.renderStatus(e, t, n)}
        <div class="opponents ${i ? "" : "all"}" role="list">${a.map((r) => this.renderOpponent(e, t, n, r, !i))}</div>
        ${this.renderCenter(e, t, n)}
        ${i ? this.renderMe(e, t, n, r) : w`<p style="text-align:center;margin:0;opacity:.9">${z.eyes} ${e("spectating")}</p>`}
      </section>
      ${i ? this.renderActions(e, t, n) : D}
      <aside class="side">${this.renderSide(e, t, n)}</aside>
      ${t.confirmCall ? this.renderConfirm(e) : D}
      ${o && !s ? this.renderResult(e, n, o) : D}
      ${s && !this._hidePodium ? this.renderPodium(e, n) : D}
      ${this._banner ? w`<div class="call-banner" role="status">${I()} ${e("called", { name: this.nameOf(this._banner.seat) })}</div>` : D}
    </main>`;
	}
	nameOf(e) {
		return e === V(this._s) ? this.t("you") : W(this._s, e);
	}
	renderStatus(e, t, n) {
		let r = V(t), i = t.mine, a = "", o = "";
		if (n.phase === "peek") {
			let t = r !== null && !!n.ready?.[r];
			a = e(r === null ? "lookPhase" : t ? "waitingOthers" : "lookPhase"), o = r !== null && !t ? e("lookHint") : "";
		} else if (n.phase === "over") a = e("gameOver");
		else if (n.turn) {
			let r = U(t);
			a = r ? e("yourTurn") : e("turnOf", { name: W(t, n.turn.seat) }), r && i && (o = this.hint(e, t, i));
		}
		if (n.caller !== null && n.caller !== void 0 && n.phase === "turn" && !U(t)) {
			let t = n.last_turns.map((e) => this.nameOf(e)).join(", ");
			o = [o, e("called", { name: this.nameOf(n.caller) }) + (t ? " " + e("lastTurns", { names: t }) : "")].filter(Boolean).join(" · ");
		}
		let s = dt(t, Sn());
		return this._tick, w`<div class="status" role="status" aria-live="polite">
      ${s === null ? w`<span>${I("logo")}</span>` : this.renderRing(e, s, t.clock?.total ?? null)}
      <div class="msg"><b>${a}</b>${o ? w`<span>${o}</span>` : D}</div>
    </div>`;
	}
	hint(e, t, n) {
		if (n.turn?.step === "start") return e("drawHint");
		let r = n.held;
		if (!r) return "";
		let i = r.card;
		return typeof i == "number" ? r.source === "pile" ? e("takenHint") : e("replaceHint") : i === "peek" ? e("peekHint") : i === "double" ? e("doubleHint") : i === "swap" ? t.selection?.mine === void 0 ? t.selection?.other ? e("swapPickMine") : e("swapHint") : e("swapPickOther") : "";
	}
	renderRing(e, t, n) {
		let r = Math.ceil(t / 1e3), i = 2 * Math.PI * 19, a = n ? Math.max(0, Math.min(1, t / n)) : 1;
		return w`<span class="ring ${r <= 10 ? "low" : ""}" aria-label=${e("secondsLeft", { n: r })}>
      <svg viewBox="0 0 46 46" aria-hidden="true">
        <circle class="bg" cx="23" cy="23" r=${19}></circle>
        <circle class="fg" cx="23" cy="23" r=${19} stroke-dasharray=${i} stroke-dashoffset=${i * (1 - a)}></circle>
      </svg>
      ${r}
    </span>`;
	}
	tagsFor(e, t, n, r) {
		let i = t.table?.seats.find((e) => e.seat === r);
		return w`<span class="tags">
      ${n.phase === "turn" && n.turn?.seat === r ? w`<span class="tag turn">▶</span>` : D}
      ${n.caller === r ? w`<span class="tag called">${I("ic")} Duck Down</span>` : D}
      ${n.last_turns.includes(r) ? w`<span class="tag last">${e("lastTurn")}</span>` : D}
      ${n.phase === "peek" && n.ready?.[r] ? w`<span class="tag">✓ ${e("isReady")}</span>` : D}
      ${i?.bot ? w`<span class="tag">${z.bot} ${this.levelName(e, i.bot)}</span>` : D}
      ${i && i.connected === !1 && !i.bot ? w`<span class="tag" title="offline">${z.away}</span>` : D}
    </span>`;
	}
	renderOpponent(e, t, n, r, i) {
		let a = W(t, r), o = n.rows[r] ?? [
			null,
			null,
			null,
			null
		];
		return w`<div class="opp ${n.phase === "turn" && n.turn?.seat === r ? "turn" : ""}" role="listitem" aria-label=${a}>
      ${Cn(r, a, wn(t, r))}
      <span class="who">
        <span class="name">${a}</span>
        ${this.tagsFor(e, t, n, r)}
        <span class="score-pill">${e("total")}: ${n.totals[r] ?? 0}</span>
      </span>
      <span class="slots">${o.map((a, o) => this.renderSlot(e, t, n, r, o, a, i ? "m" : "s"))}</span>
      ${this.renderSeatControl(e, r, !1)}
    </div>`;
	}
	renderSlot(e, t, n, r, i, a, o) {
		let s = r === V(t), c = s ? ft(t) : pt(t) ? "swap" : null, l = t.selection, u = s && l?.mine === i || !s && l?.other?.[0] === r && l.other[1] === i, d = n.last, f = !!d && (d.seat === r && d.slot === i || d.other_seat === r && d.other_slot === i) && [
			"swap",
			"replace",
			"peek"
		].includes(d.type), p = a !== null && mt(t).has(`${r}:${i}`), ee = s && a !== null && n.phase === "peek", m = s && a !== null && n.phase === "turn" && !p, te = (s ? e("yourCard", { n: i + 1 }) : e("cardOf", {
			name: W(t, r),
			n: i + 1
		})) + ": " + P(e, a) + (p ? ` (${e("known")})` : ""), ne = {
			slot: !0,
			target: !!c,
			selected: u,
			touched: f,
			look: ee,
			peeking: m
		}, re = L(a, e, {
			size: o,
			eye: p
		}), h = `${r}:${i}`, g = (e) => {
			e ? this._slots.set(h, e) : this._slots.delete(h);
		};
		return c ? w`<button class=${Be(ne)} aria-label=${te} aria-pressed=${u ? "true" : "false"} @click=${() => this.tap(r, i)} ${N(g)}>${re}</button>` : w`<span class=${Be(ne)} role="img" aria-label=${te} ${N(g)}>${re}</span>`;
	}
	renderCenter(e, t, n) {
		let r = V(t), i = n.pile.length ? n.pile[n.pile.length - 1] : void 0, a = H(t, "draw"), o = H(t, "take"), s = (e) => (t) => {
			t ? this._stacks.set(e, t) : this._stacks.delete(e);
		}, c = w`<span class="deck-pile">${n.deck > 0 ? w`${L(null, e, { size: "m" })}${n.deck > 1 ? L(null, e, { size: "m" }) : D}` : ot("m")}</span>
      <span class="cap">${e("deck")} · ${e("cardsLeft", { n: n.deck })}</span>`, l = w`${i === void 0 ? ot("m", e("emptyPile")) : L(i, e, { size: "m" })}
      <span class="cap">${e("pile")}</span>`, u = n.held, d = !!u && u.seat === r;
		return w`<div class="center">
        ${a ? w`<button class="stack can" aria-label=${e("draw")} @click=${() => this.emitAction({ type: "draw" })} ${N(s("deck"))}>${c}</button>` : w`<span class="stack" ${N(s("deck"))}>${c}</span>`}
        ${o ? w`<button class="stack can" aria-label=${e("take", { card: P(e, i) })} @click=${() => this.emitAction({ type: "take" })} ${N(s("pile"))}>${l}</button>` : w`<span class="stack" ${N(s("pile"))} aria-label=${e("pile") + ": " + (i === void 0 ? e("emptyPile") : P(e, i))}>${l}</span>`}
        ${u ? w`<span class="held ${d ? "mine" : ""}" ${N(s("held"))}>
              ${L(u.card, e, { size: d ? "l" : "m" })}
              <span class="cap">${d ? e("holding") : `${W(t, u.seat)} · ${e("holding")}`}</span>
            </span>` : D}
      </div>
      ${n.pile.length > 1 ? w`<details class="pile-details">
            <summary>${e("pileHistory")} (${n.pile.length})</summary>
            <div class="history" role="list">${n.pile.map((t) => w`<span role="listitem">${L(t, e, { size: "xs" })}</span>`)}</div>
          </details>` : D}`;
	}
	renderMe(e, t, n, r) {
		let i = n.rows[r] ?? [
			null,
			null,
			null,
			null
		];
		return w`<div class="me ${n.phase === "turn" && n.turn?.seat === r ? "turn" : ""}" aria-label=${e("yourCards")}>
      <div class="mehead">
        ${Cn(r, W(t, r), !1)}
        ${W(t, r)} ${this.tagsFor(e, t, n, r)}
        <span class="score-pill">${e("total")}: ${n.totals[r] ?? 0}</span>
        ${this.renderSeatControl(e, r, !0)}
      </div>
      <div class="hand">${i.map((i, a) => this.renderSlot(e, t, n, r, a, i, "l"))}</div>
    </div>`;
	}
	renderActions(e, t, n) {
		if (![
			"ready",
			"draw",
			"take",
			"double",
			"throw",
			"call"
		].some((e) => H(t, e))) return D;
		let r = n.pile.length ? n.pile[n.pile.length - 1] : void 0, i = (e, n, r = "") => H(t, e) ? w`<button class="btn ${r}" @click=${() => this.emitAction({ type: e })}>${n}</button>` : D;
		return w`<div class="actions">
      ${i("ready", "✓ " + e("ready"), "primary")} ${i("draw", e("draw"), "primary")}
      ${i("take", e("take", { card: P(e, r) }))} ${i("double", e("useDouble"), "primary")} ${i("throw", e("throw"))}
      ${H(t, "call") ? w`<button class="btn duck" @click=${() => this.setConfirm(!0)}>${I("ic")} ${e("duckDown")}</button>` : D}
    </div>`;
	}
	setConfirm(e) {
		this.dispatch({
			type: "confirm_call",
			open: e
		}), this.requestUpdate();
	}
	renderConfirm(e) {
		return w`<div class="overlay" @keydown=${(e) => e.key === "Escape" && this.setConfirm(!1)}>
      <div class="dialog" role="alertdialog" aria-modal="true" aria-labelledby="cc-h" aria-describedby="cc-p">
        <h2 id="cc-h">${I()} ${e("confirmCallTitle")}</h2>
        <p id="cc-p">${e("confirmCallText")}</p>
        <div class="buttons">
          <button class="btn ghost" @click=${() => this.setConfirm(!1)}>${e("cancel")}</button>
          <button
            class="btn duck"
            autofocus
            @click=${() => {
			this.setConfirm(!1), this.emitAction({ type: "call" });
		}}
          >
            ${I("ic")} ${e("confirm")}
          </button>
        </div>
      </div>
    </div>`;
	}
	names(e) {
		return Array.from({ length: e.players }, (e, t) => W(this._s, t));
	}
	renderScores(e, t) {
		let n = this.names(t);
		return w`<table class="scores">
        <thead>
          <tr>
            <th></th>
            ${t.scores.map((e, t) => w`<th>${t + 1}</th>`)}
            <th>${e("total")}</th>
          </tr>
        </thead>
        <tbody>
          ${n.map((e, n) => w`<tr>
              <td><i class="dot" style="background:${F(n)}"></i>${e}</td>
              ${t.scores.map((e) => w`<td>${e[n] ?? ""}</td>`)}
              <td class="tot">${t.totals[n] ?? 0}</td>
            </tr>`)}
        </tbody>
      </table>
      ${Ot(t.scores, t.rounds, n, e("scoreChart"))}`;
	}
	renderSide(e, t, n) {
		let r = V(t), i = t.log.slice(-80).map((n) => ({
			n: n.n,
			big: [
				"round_started",
				"duck_down_called",
				"round_ended",
				"game_ended"
			].includes(n.event.type),
			text: kt(n.event, e, (e) => W(t, e), r)
		})).filter((e) => e.text);
		return w`
      ${this.lanUrl && (t.spectator || r === null) ? w`<section class="panel">${fn(this.lanUrl, e("scanToJoin"))}</section>` : D}
      <section class="panel" aria-labelledby="sc-h">
        <h3 id="sc-h">${e("scores")}</h3>
        ${this.renderScores(e, n)}
      </section>
      <section class="panel" aria-labelledby="log-h">
        <h3 id="log-h">${e("log")}</h3>
        ${i.length ? w`<ol class="log" aria-live="polite">
              ${i.reverse().map((e) => w`<li class=${e.big ? "big" : ""}>${e.text}</li>`)}
            </ol>` : w`<p>${e("noLog")}</p>`}
      </section>
      ${this.noLobby && (t.spectator || r === null) ? D : w`<div class="row-actions" style="justify-content:center">
            <button class="btn ghost" @click=${() => this.emitLobby({ command: "leave" })}>${e("leave")}</button>
          </div>`}
    `;
	}
	renderResult(e, t, n) {
		let r = Math.min(...n.points), i = /* @__PURE__ */ new Map();
		for (let e of n.replaced ?? []) i.set(`${e.seat}:${e.slot}`, e.drawn);
		let a = (e) => Array.isArray(n.penalty) ? n.penalty[e] ?? 0 : e === n.caller && typeof n.penalty == "number" ? n.penalty : 0, o = () => {
			this.dispatch({ type: "dismiss_result" }), this.requestUpdate();
		};
		return w`<div class="overlay" @keydown=${(e) => e.key === "Escape" && o()}>
      <div class="dialog wide" role="dialog" aria-modal="true" aria-labelledby="res-h">
        <h2 id="res-h">${I()} ${e("roundOver", { r: n.round })}</h2>
        ${this.renderLookStrip(e, t, o)}
        <div class="reveal">
          ${n.rows.map((t, o) => {
			let s = n.points[o] ?? 0;
			return w`<div class="rrow ${s === r ? "best" : ""}">
              <span class="rname">
                <i class="dot" style="background:${F(o)}"></i>${W(this._s, o)}
                ${o === V(this._s) ? w`<span class="tag you">${e("you")}</span>` : D}
                ${n.caller === o ? w`<span class="tag called">${I("ic")} ${e("caller")}</span>` : D}
              </span>
              <span class="rcards">
                ${t.map((t, n) => {
				let r = i.get(`${o}:${n}`);
				return w`<span class="rslot">
                    ${L(t, e, { size: "s" })}
                    ${r ? w`<span class="was" title=${e("replacedBy")}>↻</span><span class="sr">${e("replacedBy")}</span>` : D}
                  </span>`;
			})}
              </span>
              <span class="pts">${s + a(o)}${a(o) ? w`<small>${e("penalty", { n: a(o) })}</small>` : D}</span>
            </div>`;
		})}
        </div>
        <h3>${e("scores")}</h3>
        ${this.renderScores(e, t)}
        <div class="buttons">
          <button class="btn primary" autofocus @click=${o}>${e("close")}</button>
        </div>
      </div>
    </div>`;
	}
	renderLookStrip(e, t, n) {
		let r = this._s, i = V(r);
		if (!r.mine || i === null || t.phase !== "peek" || !H(r, "ready")) return D;
		let a = r.mine.rows[i] ?? [], o = dt(r, Sn());
		return w`<div class="look-strip" role="group" aria-label=${e("lookPhase")}>
      ${o === null ? D : this.renderRing(e, o, r.clock?.total ?? null)}
      <div class="msg"><b>${e("lookPhase")}</b><span>${e("lookHint")}</span></div>
      <div class="hand">${a.map((t) => w`<span class="slot">${L(t, e, { size: "s" })}</span>`)}</div>
      <button
        class="btn primary"
        @click=${() => {
			n(), this.emitAction({ type: "ready" });
		}}
      >
        ✓ ${e("ready")}
      </button>
    </div>`;
	}
	playAgain(e) {
		let t = this._s.table?.round_choices ?? [], n = typeof e.rounds == "number" && t.includes(e.rounds) ? e.rounds : null;
		this._starting = !0, this.emitLobby({
			command: "start",
			rounds: n
		});
	}
	renderPodium(e, t) {
		let n = vt(t.totals), r = (t.winners ?? []).map((e) => W(this._s, e)), i = n.slice(0, 3), a = i.length === 3 ? [
			i[1],
			i[0],
			i[2]
		] : i.length === 2 ? [i[1], i[0]] : i, o = [
			"#ffd43b",
			"#ff6b6b",
			"#4dabf7",
			"#69db7c",
			"#b197fc",
			"#ffa94d"
		], s = this._s.table, c = !!s && !this._s.spectator && this.isOwner(s);
		return w`<div class="overlay">
      ${xn() ? D : w`<div class="confetti" aria-hidden="true">
            ${Array.from({ length: 40 }, (e, t) => w`<i style="left:${t * 37 % 100}%;background:${o[t % o.length]};animation-delay:${t % 10 * .12}s"></i>`)}
          </div>`}
      <div class="dialog wide" role="dialog" aria-modal="true" aria-labelledby="go-h">
        <h2 id="go-h">${z.trophy} ${e("gameOver")}</h2>
        <p style="font-size:1.2rem;font-weight:800;margin:0">
          ${r.length > 1 ? e("winners", { names: r.join(" & ") }) : e("winner", { names: r[0] ?? "" })}
        </p>
        <div class="podium">
          ${a.map((t) => w`<div class="step p${Math.min(t.place, 3)}">
              ${t.place === 1 ? I() : D}
              <span class="pname">${W(this._s, t.seat)}${t.seat === V(this._s) ? w` <span class="tag you">${e("you")}</span>` : D}</span>
              <span class="ptotal">${t.total}</span>
              <span class="block">${t.place}</span>
            </div>`)}
        </div>
        ${n.length > 3 ? w`<ol start="4">
              ${n.slice(3).map((e) => w`<li>${W(this._s, e.seat)}: ${e.total}</li>`)}
            </ol>` : D}
        ${this.renderScores(e, t)}
        ${c ? D : w`<p style="color:var(--_muted);margin:8px 0 0">${e("ownerCanPlayAgain")}</p>`}
        <div class="buttons">
          <button class="btn ghost" @click=${() => this._hidePodium = !0}>${e("close")}</button>
          ${c ? w`<button class="btn ghost" @click=${() => this.emitLobby({ command: "leave" })}>${e("backToLobby")}</button>
                <button class="btn primary" autofocus ?disabled=${this._starting} @click=${() => this.playAgain(t)}>
                  ▶ ${e("playAgain")}
                </button>` : w`<button class="btn primary" autofocus @click=${() => this.emitLobby({ command: "leave" })}>${e("backToLobby")}</button>`}
        </div>
      </div>
    </div>`;
	}
};
yn = Tn, yn.styles = _n, yn.properties = {
	publicView: { attribute: !1 },
	seatView: { attribute: !1 },
	table: { attribute: !1 },
	tables: { attribute: !1 },
	events: { attribute: !1 },
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
	_levels: { state: !0 },
	_confirmDelete: { state: !0 },
	_tick: { state: !0 },
	_form: { state: !0 },
	_banner: { state: !0 },
	_hidePodium: { state: !0 },
	_starting: { state: !0 }
}, customElements.get("duck-down-table") || customElements.define("duck-down-table", Tn);
export { bn as DEFAULT_BOT_LEVELS, Tn as DuckDownTable };
