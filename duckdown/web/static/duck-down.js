var e=globalThis,t=e.ShadowRoot&&(e.ShadyCSS===void 0||e.ShadyCSS.nativeShadow)&&`adoptedStyleSheets`in Document.prototype&&`replace`in CSSStyleSheet.prototype,n=Symbol(),r=new WeakMap,i=class{constructor(e,t,r){if(this._$cssResult$=!0,r!==n)throw Error("CSSResult is not constructable. Use `unsafeCSS` or `css` instead.");this.cssText=e,this.t=t}get styleSheet(){let e=this.o,n=this.t;if(t&&e===void 0){let t=n!==void 0&&n.length===1;t&&(e=r.get(n)),e===void 0&&((this.o=e=new CSSStyleSheet).replaceSync(this.cssText),t&&r.set(n,e))}return e}toString(){return this.cssText}},a=e=>new i(typeof e==`string`?e:e+``,void 0,n),o=(e,...t)=>new i(e.length===1?e[0]:t.reduce((t,n,r)=>t+(e=>{if(!0===e._$cssResult$)return e.cssText;if(typeof e==`number`)return e;throw Error(`Value passed to 'css' function must be a 'css' function result: `+e+`. Use 'unsafeCSS' to pass non-literal values, but take care to ensure page security.`)})(n)+e[r+1],e[0]),e,n),s=(n,r)=>{if(t)n.adoptedStyleSheets=r.map(e=>e instanceof CSSStyleSheet?e:e.styleSheet);else for(let t of r){let r=document.createElement(`style`),i=e.litNonce;i!==void 0&&r.setAttribute(`nonce`,i),r.textContent=t.cssText,n.appendChild(r)}},c=t?e=>e:e=>e instanceof CSSStyleSheet?(e=>{let t=``;for(let n of e.cssRules)t+=n.cssText;return a(t)})(e):e,{is:l,defineProperty:u,getOwnPropertyDescriptor:d,getOwnPropertyNames:f,getOwnPropertySymbols:p,getPrototypeOf:m}=Object,h=globalThis,g=h.trustedTypes,_=g?g.emptyScript:``,v=h.reactiveElementPolyfillSupport,y=(e,t)=>e,b={toAttribute(e,t){switch(t){case Boolean:e=e?_:null;break;case Object:case Array:e=e==null?e:JSON.stringify(e)}return e},fromAttribute(e,t){let n=e;switch(t){case Boolean:n=e!==null;break;case Number:n=e===null?null:Number(e);break;case Object:case Array:try{n=JSON.parse(e)}catch{n=null}}return n}},x=(e,t)=>!l(e,t),S={attribute:!0,type:String,converter:b,reflect:!1,useDefault:!1,hasChanged:x};Symbol.metadata??=Symbol(`metadata`),h.litPropertyMetadata??=new WeakMap;var C=class extends HTMLElement{static addInitializer(e){this._$Ei(),(this.l??=[]).push(e)}static get observedAttributes(){return this.finalize(),this._$Eh&&[...this._$Eh.keys()]}static createProperty(e,t=S){if(t.state&&(t.attribute=!1),this._$Ei(),this.prototype.hasOwnProperty(e)&&((t=Object.create(t)).wrapped=!0),this.elementProperties.set(e,t),!t.noAccessor){let n=Symbol(),r=this.getPropertyDescriptor(e,n,t);r!==void 0&&u(this.prototype,e,r)}}static getPropertyDescriptor(e,t,n){let{get:r,set:i}=d(this.prototype,e)??{get(){return this[t]},set(e){this[t]=e}};return{get:r,set(t){let a=r?.call(this);i?.call(this,t),this.requestUpdate(e,a,n)},configurable:!0,enumerable:!0}}static getPropertyOptions(e){return this.elementProperties.get(e)??S}static _$Ei(){if(this.hasOwnProperty(y(`elementProperties`)))return;let e=m(this);e.finalize(),e.l!==void 0&&(this.l=[...e.l]),this.elementProperties=new Map(e.elementProperties)}static finalize(){if(this.hasOwnProperty(y(`finalized`)))return;if(this.finalized=!0,this._$Ei(),this.hasOwnProperty(y(`properties`))){let e=this.properties,t=[...f(e),...p(e)];for(let n of t)this.createProperty(n,e[n])}let e=this[Symbol.metadata];if(e!==null){let t=litPropertyMetadata.get(e);if(t!==void 0)for(let[e,n]of t)this.elementProperties.set(e,n)}this._$Eh=new Map;for(let[e,t]of this.elementProperties){let n=this._$Eu(e,t);n!==void 0&&this._$Eh.set(n,e)}this.elementStyles=this.finalizeStyles(this.styles)}static finalizeStyles(e){let t=[];if(Array.isArray(e)){let n=new Set(e.flat(1/0).reverse());for(let e of n)t.unshift(c(e))}else e!==void 0&&t.push(c(e));return t}static _$Eu(e,t){let n=t.attribute;return!1===n?void 0:typeof n==`string`?n:typeof e==`string`?e.toLowerCase():void 0}constructor(){super(),this._$Ep=void 0,this.isUpdatePending=!1,this.hasUpdated=!1,this._$Em=null,this._$Ev()}_$Ev(){this._$ES=new Promise(e=>this.enableUpdating=e),this._$AL=new Map,this._$E_(),this.requestUpdate(),this.constructor.l?.forEach(e=>e(this))}addController(e){(this._$EO??=new Set).add(e),this.renderRoot!==void 0&&this.isConnected&&e.hostConnected?.()}removeController(e){this._$EO?.delete(e)}_$E_(){let e=new Map,t=this.constructor.elementProperties;for(let n of t.keys())this.hasOwnProperty(n)&&(e.set(n,this[n]),delete this[n]);e.size>0&&(this._$Ep=e)}createRenderRoot(){let e=this.shadowRoot??this.attachShadow(this.constructor.shadowRootOptions);return s(e,this.constructor.elementStyles),e}connectedCallback(){this.renderRoot??=this.createRenderRoot(),this.enableUpdating(!0),this._$EO?.forEach(e=>e.hostConnected?.())}enableUpdating(e){}disconnectedCallback(){this._$EO?.forEach(e=>e.hostDisconnected?.())}attributeChangedCallback(e,t,n){this._$AK(e,n)}_$ET(e,t){let n=this.constructor.elementProperties.get(e),r=this.constructor._$Eu(e,n);if(r!==void 0&&!0===n.reflect){let i=(n.converter?.toAttribute===void 0?b:n.converter).toAttribute(t,n.type);this._$Em=e,i==null?this.removeAttribute(r):this.setAttribute(r,i),this._$Em=null}}_$AK(e,t){let n=this.constructor,r=n._$Eh.get(e);if(r!==void 0&&this._$Em!==r){let e=n.getPropertyOptions(r),i=typeof e.converter==`function`?{fromAttribute:e.converter}:e.converter?.fromAttribute===void 0?b:e.converter;this._$Em=r;let a=i.fromAttribute(t,e.type);this[r]=a??this._$Ej?.get(r)??a,this._$Em=null}}requestUpdate(e,t,n,r=!1,i){if(e!==void 0){let a=this.constructor;if(!1===r&&(i=this[e]),n??=a.getPropertyOptions(e),!((n.hasChanged??x)(i,t)||n.useDefault&&n.reflect&&i===this._$Ej?.get(e)&&!this.hasAttribute(a._$Eu(e,n))))return;this.C(e,t,n)}!1===this.isUpdatePending&&(this._$ES=this._$EP())}C(e,t,{useDefault:n,reflect:r,wrapped:i},a){n&&!(this._$Ej??=new Map).has(e)&&(this._$Ej.set(e,a??t??this[e]),!0!==i||a!==void 0)||(this._$AL.has(e)||(this.hasUpdated||n||(t=void 0),this._$AL.set(e,t)),!0===r&&this._$Em!==e&&(this._$Eq??=new Set).add(e))}async _$EP(){this.isUpdatePending=!0;try{await this._$ES}catch(e){Promise.reject(e)}let e=this.scheduleUpdate();return e!=null&&await e,!this.isUpdatePending}scheduleUpdate(){return this.performUpdate()}performUpdate(){if(!this.isUpdatePending)return;if(!this.hasUpdated){if(this.renderRoot??=this.createRenderRoot(),this._$Ep){for(let[e,t]of this._$Ep)this[e]=t;this._$Ep=void 0}let e=this.constructor.elementProperties;if(e.size>0)for(let[t,n]of e){let{wrapped:e}=n,r=this[t];!0!==e||this._$AL.has(t)||r===void 0||this.C(t,void 0,n,r)}}let e=!1,t=this._$AL;try{e=this.shouldUpdate(t),e?(this.willUpdate(t),this._$EO?.forEach(e=>e.hostUpdate?.()),this.update(t)):this._$EM()}catch(t){throw e=!1,this._$EM(),t}e&&this._$AE(t)}willUpdate(e){}_$AE(e){this._$EO?.forEach(e=>e.hostUpdated?.()),this.hasUpdated||(this.hasUpdated=!0,this.firstUpdated(e)),this.updated(e)}_$EM(){this._$AL=new Map,this.isUpdatePending=!1}get updateComplete(){return this.getUpdateComplete()}getUpdateComplete(){return this._$ES}shouldUpdate(e){return!0}update(e){this._$Eq&&=this._$Eq.forEach(e=>this._$ET(e,this[e])),this._$EM()}updated(e){}firstUpdated(e){}};C.elementStyles=[],C.shadowRootOptions={mode:`open`},C[y(`elementProperties`)]=new Map,C[y(`finalized`)]=new Map,v?.({ReactiveElement:C}),(h.reactiveElementVersions??=[]).push(`2.1.2`);var ee=globalThis,te=e=>e,ne=ee.trustedTypes,re=ne?ne.createPolicy(`lit-html`,{createHTML:e=>e}):void 0,ie=`$lit$`,w=`lit$${Math.random().toFixed(9).slice(2)}$`,ae=`?`+w,oe=`<${ae}>`,T=document,se=()=>T.createComment(``),ce=e=>e===null||typeof e!=`object`&&typeof e!=`function`,le=Array.isArray,ue=e=>le(e)||typeof e?.[Symbol.iterator]==`function`,de=`[ 	
\f\r]`,fe=/<(?:(!--|\/[^a-zA-Z])|(\/?[a-zA-Z][^>\s]*)|(\/?$))/g,pe=/-->/g,me=/>/g,he=RegExp(`>|${de}(?:([^\\s"'>=/]+)(${de}*=${de}*(?:[^ \t\n\f\r"'\`<>=]|("|')|))|$)`,`g`),ge=/'/g,_e=/"/g,ve=/^(?:script|style|textarea|title)$/i,ye=e=>(t,...n)=>({_$litType$:e,strings:t,values:n}),E=ye(1),D=ye(2),be=Symbol.for(`lit-noChange`),O=Symbol.for(`lit-nothing`),xe=new WeakMap,k=T.createTreeWalker(T,129);function Se(e,t){if(!le(e)||!e.hasOwnProperty(`raw`))throw Error(`invalid template strings array`);return re===void 0?t:re.createHTML(t)}var Ce=(e,t)=>{let n=e.length-1,r=[],i,a=t===2?`<svg>`:t===3?`<math>`:``,o=fe;for(let t=0;t<n;t++){let n=e[t],s,c,l=-1,u=0;for(;u<n.length&&(o.lastIndex=u,c=o.exec(n),c!==null);)u=o.lastIndex,o===fe?c[1]===`!--`?o=pe:c[1]===void 0?c[2]===void 0?c[3]!==void 0&&(o=he):(ve.test(c[2])&&(i=RegExp(`</`+c[2],`g`)),o=he):o=me:o===he?c[0]===`>`?(o=i??fe,l=-1):c[1]===void 0?l=-2:(l=o.lastIndex-c[2].length,s=c[1],o=c[3]===void 0?he:c[3]===`"`?_e:ge):o===_e||o===ge?o=he:o===pe||o===me?o=fe:(o=he,i=void 0);let d=o===he&&e[t+1].startsWith(`/>`)?` `:``;a+=o===fe?n+oe:l>=0?(r.push(s),n.slice(0,l)+ie+n.slice(l)+w+d):n+w+(l===-2?t:d)}return[Se(e,a+(e[n]||`<?>`)+(t===2?`</svg>`:t===3?`</math>`:``)),r]},we=class e{constructor({strings:t,_$litType$:n},r){let i;this.parts=[];let a=0,o=0,s=t.length-1,c=this.parts,[l,u]=Ce(t,n);if(this.el=e.createElement(l,r),k.currentNode=this.el.content,n===2||n===3){let e=this.el.content.firstChild;e.replaceWith(...e.childNodes)}for(;(i=k.nextNode())!==null&&c.length<s;){if(i.nodeType===1){if(i.hasAttributes())for(let e of i.getAttributeNames())if(e.endsWith(ie)){let t=u[o++],n=i.getAttribute(e).split(w),r=/([.?@])?(.*)/.exec(t);c.push({type:1,index:a,name:r[2],strings:n,ctor:r[1]===`.`?ke:r[1]===`?`?Ae:r[1]===`@`?je:Oe}),i.removeAttribute(e)}else e.startsWith(w)&&(c.push({type:6,index:a}),i.removeAttribute(e));if(ve.test(i.tagName)){let e=i.textContent.split(w),t=e.length-1;if(t>0){i.textContent=ne?ne.emptyScript:``;for(let n=0;n<t;n++)i.append(e[n],se()),k.nextNode(),c.push({type:2,index:++a});i.append(e[t],se())}}}else if(i.nodeType===8){if(i.data===ae)c.push({type:2,index:a});else{let e=-1;for(;(e=i.data.indexOf(w,e+1))!==-1;)c.push({type:7,index:a}),e+=w.length-1}}a++}}static createElement(e,t){let n=T.createElement(`template`);return n.innerHTML=e,n}};function Te(e,t,n=e,r){if(t===be)return t;let i=r===void 0?n._$Cl:n._$Co?.[r],a=ce(t)?void 0:t._$litDirective$;return i?.constructor!==a&&(i?._$AO?.(!1),a===void 0?i=void 0:(i=new a(e),i._$AT(e,n,r)),r===void 0?n._$Cl=i:(n._$Co??=[])[r]=i),i!==void 0&&(t=Te(e,i._$AS(e,t.values),i,r)),t}var Ee=class{constructor(e,t){this._$AV=[],this._$AN=void 0,this._$AD=e,this._$AM=t}get parentNode(){return this._$AM.parentNode}get _$AU(){return this._$AM._$AU}u(e){let{el:{content:t},parts:n}=this._$AD,r=(e?.creationScope??T).importNode(t,!0);k.currentNode=r;let i=k.nextNode(),a=0,o=0,s=n[0];for(;s!==void 0;){if(a===s.index){let t;s.type===2?t=new De(i,i.nextSibling,this,e):s.type===1?t=new s.ctor(i,s.name,s.strings,this,e):s.type===6&&(t=new Me(i,this,e)),this._$AV.push(t),s=n[++o]}a!==s?.index&&(i=k.nextNode(),a++)}return k.currentNode=T,r}p(e){let t=0;for(let n of this._$AV)n!==void 0&&(n.strings===void 0?n._$AI(e[t]):(n._$AI(e,n,t),t+=n.strings.length-2)),t++}},De=class e{get _$AU(){return this._$AM?._$AU??this._$Cv}constructor(e,t,n,r){this.type=2,this._$AH=O,this._$AN=void 0,this._$AA=e,this._$AB=t,this._$AM=n,this.options=r,this._$Cv=r?.isConnected??!0}get parentNode(){let e=this._$AA.parentNode,t=this._$AM;return t!==void 0&&e?.nodeType===11&&(e=t.parentNode),e}get startNode(){return this._$AA}get endNode(){return this._$AB}_$AI(e,t=this){e=Te(this,e,t),ce(e)?e===O||e==null||e===``?(this._$AH!==O&&this._$AR(),this._$AH=O):e!==this._$AH&&e!==be&&this._(e):e._$litType$===void 0?e.nodeType===void 0?ue(e)?this.k(e):this._(e):this.T(e):this.$(e)}O(e){return this._$AA.parentNode.insertBefore(e,this._$AB)}T(e){this._$AH!==e&&(this._$AR(),this._$AH=this.O(e))}_(e){this._$AH!==O&&ce(this._$AH)?this._$AA.nextSibling.data=e:this.T(T.createTextNode(e)),this._$AH=e}$(e){let{values:t,_$litType$:n}=e,r=typeof n==`number`?this._$AC(e):(n.el===void 0&&(n.el=we.createElement(Se(n.h,n.h[0]),this.options)),n);if(this._$AH?._$AD===r)this._$AH.p(t);else{let e=new Ee(r,this),n=e.u(this.options);e.p(t),this.T(n),this._$AH=e}}_$AC(e){let t=xe.get(e.strings);return t===void 0&&xe.set(e.strings,t=new we(e)),t}k(t){le(this._$AH)||(this._$AH=[],this._$AR());let n=this._$AH,r,i=0;for(let a of t)i===n.length?n.push(r=new e(this.O(se()),this.O(se()),this,this.options)):r=n[i],r._$AI(a),i++;i<n.length&&(this._$AR(r&&r._$AB.nextSibling,i),n.length=i)}_$AR(e=this._$AA.nextSibling,t){for(this._$AP?.(!1,!0,t);e!==this._$AB;){let t=te(e).nextSibling;te(e).remove(),e=t}}setConnected(e){this._$AM===void 0&&(this._$Cv=e,this._$AP?.(e))}},Oe=class{get tagName(){return this.element.tagName}get _$AU(){return this._$AM._$AU}constructor(e,t,n,r,i){this.type=1,this._$AH=O,this._$AN=void 0,this.element=e,this.name=t,this._$AM=r,this.options=i,n.length>2||n[0]!==``||n[1]!==``?(this._$AH=Array(n.length-1).fill(new String),this.strings=n):this._$AH=O}_$AI(e,t=this,n,r){let i=this.strings,a=!1;if(i===void 0)e=Te(this,e,t,0),a=!ce(e)||e!==this._$AH&&e!==be,a&&(this._$AH=e);else{let r=e,o,s;for(e=i[0],o=0;o<i.length-1;o++)s=Te(this,r[n+o],t,o),s===be&&(s=this._$AH[o]),a||=!ce(s)||s!==this._$AH[o],s===O?e=O:e!==O&&(e+=(s??``)+i[o+1]),this._$AH[o]=s}a&&!r&&this.j(e)}j(e){e===O?this.element.removeAttribute(this.name):this.element.setAttribute(this.name,e??``)}},ke=class extends Oe{constructor(){super(...arguments),this.type=3}j(e){this.element[this.name]=e===O?void 0:e}},Ae=class extends Oe{constructor(){super(...arguments),this.type=4}j(e){this.element.toggleAttribute(this.name,!!e&&e!==O)}},je=class extends Oe{constructor(e,t,n,r,i){super(e,t,n,r,i),this.type=5}_$AI(e,t=this){if((e=Te(this,e,t,0)??O)===be)return;let n=this._$AH,r=e===O&&n!==O||e.capture!==n.capture||e.once!==n.once||e.passive!==n.passive,i=e!==O&&(n===O||r);r&&this.element.removeEventListener(this.name,this,n),i&&this.element.addEventListener(this.name,this,e),this._$AH=e}handleEvent(e){typeof this._$AH==`function`?this._$AH.call(this.options?.host??this.element,e):this._$AH.handleEvent(e)}},Me=class{constructor(e,t,n){this.element=e,this.type=6,this._$AN=void 0,this._$AM=t,this.options=n}get _$AU(){return this._$AM._$AU}_$AI(e){Te(this,e)}},Ne={M:ie,P:w,A:ae,C:1,L:Ce,R:Ee,D:ue,V:Te,I:De,H:Oe,N:Ae,U:je,B:ke,F:Me},Pe=ee.litHtmlPolyfillSupport;Pe?.(we,De),(ee.litHtmlVersions??=[]).push(`3.3.3`);var Fe=(e,t,n)=>{let r=n?.renderBefore??t,i=r._$litPart$;if(i===void 0){let e=n?.renderBefore??null;r._$litPart$=i=new De(t.insertBefore(se(),e),e,void 0,n??{})}return i._$AI(e),i},Ie=globalThis,Le=class extends C{constructor(){super(...arguments),this.renderOptions={host:this},this._$Do=void 0}createRenderRoot(){let e=super.createRenderRoot();return this.renderOptions.renderBefore??=e.firstChild,e}update(e){let t=this.render();this.hasUpdated||(this.renderOptions.isConnected=this.isConnected),super.update(e),this._$Do=Fe(t,this.renderRoot,this.renderOptions)}connectedCallback(){super.connectedCallback(),this._$Do?.setConnected(!0)}disconnectedCallback(){super.disconnectedCallback(),this._$Do?.setConnected(!1)}render(){return be}};Le._$litElement$=!0,Le.finalized=!0,Ie.litElementHydrateSupport?.({LitElement:Le});var Re=Ie.litElementPolyfillSupport;Re?.({LitElement:Le}),(Ie.litElementVersions??=[]).push(`4.2.2`);var ze=e=>!!e&&typeof e==`object`&&!Array.isArray(e);function Be(e){if(typeof e==`string`)return{en:e};if(!ze(e))return{};let t={};for(let[n,r]of Object.entries(e))typeof r==`string`&&(t[n]=r);return t}function Ve(e){return Array.isArray(e)?e.filter(e=>typeof e==`string`):[]}function He(e,t,n){return t.includes(e)?e:n}function Ue(e){if(!ze(e)||typeof e.name!=`string`||!e.name)return null;let t=e.name,n=e.players,r=Array.isArray(n)&&n.length===2&&n.every(e=>Number.isInteger(e)&&e>0)&&n[0]<=n[1]?[n[0],n[1]]:[1,99],i=ze(e.teams)?e.teams:null;return{name:t,title:{en:t,...Be(e.title)},summary:Be(e.summary),players:r,options:ze(e.options)?e.options:{},result:He(e.result,[`lowest`,`highest`],`lowest`),teams:i,length:He(e.length,[`rounds`,`target`,`open`],`rounds`),clock:He(e.clock,[`game`,`calendar`],`game`),join:He(e.join,[`lobby`,`any_time`],`lobby`),bot_levels:Array.isArray(e.bot_levels)?Ve(e.bot_levels):null,events:Ve(e.events)}}function We(e){return Array.isArray(e)?e.map(Ue).filter(e=>e!==null):null}function A(e,t,n=``){return e?e[t]??e.en??Object.values(e)[0]??n:n}function Ge(e,t){let n=e?.teams?.[String(t)];return Array.isArray(n)&&n.length?n:null}function Ke(e,t){let n=e?.bot_levels;if(!n?.length)return[...t];let r=n.filter(e=>t.includes(e));return r.length?r:[...t]}var qe={en:`0 = no limit`,de:`0 = ohne Limit`,nl:`0 = geen limiet`},Je={name:`duck_down`,title:{en:`Duck Down`,de:`Duck Down`,nl:`Duck Down`},summary:{en:`Fewest points wins. Remember your cards!`,de:`Wenigste Punkte gewinnt. Merk dir deine Karten!`,nl:`Minste punten wint. Onthoud je kaarten!`},players:[2,8],options:{type:`object`,additionalProperties:!1,properties:{peek_time:{type:`integer`,minimum:0,maximum:600,default:10,"x-label":{en:`Time for the first look (s)`,de:`Zeit für den ersten Blick (s)`,nl:`Tijd voor de eerste blik (s)`},"x-hint":qe,"x-lobby":!0},turn_time:{type:`integer`,minimum:0,maximum:3600,default:60,"x-label":{en:`Time per move (s)`,de:`Zeit pro Zug (s)`,nl:`Tijd per zet (s)`},"x-hint":qe,"x-lobby":!0},call_penalty:{type:`integer`,minimum:0,maximum:100,default:0,"x-label":{en:`Penalty for a wrong Duck Down`,de:`Strafe für ein falsches Duck Down`,nl:`Straf voor een verkeerde Duck Down`},"x-lobby":!0},keep_known:{type:`boolean`,default:!1,"x-label":{en:`Easy memory: cards you know stay face up`,de:`Leichtes Merken: bekannte Karten bleiben offen`,nl:`Makkelijk onthouden: bekende kaarten blijven open`},"x-lobby":!0}}},result:`lowest`,teams:null,length:`rounds`,clock:`game`,join:`lobby`,bot_levels:null,events:[`duck_down_called`,`round_ended`,`game_ended`]},Ye=(function(){let e=typeof document<`u`&&document.createElement(`link`).relList;return e&&e.supports&&e.supports(`modulepreload`)?`modulepreload`:`preload`})(),Xe=function(e,t){return new URL(e,t).href},Ze={},Qe=function(e){return e.pathname.endsWith(`.css`)},$e=function(e,t,n){if(t in e)return e[t];let r=n();if(!r){e[t]=void 0;return}let i=r.then(()=>{e[t]=void 0},n=>{throw e[t]=void 0,n});return e[t]=i,i},et=function(e,t,n){let r=Promise.resolve();if(t&&t.length>0){let e,i=document.querySelector(`meta[property=csp-nonce]`),a=i?.nonce||i?.getAttribute(`nonce`);function o(e){return Promise.all(e.map(e=>Promise.resolve(e).then(e=>({status:`fulfilled`,value:e}),e=>({status:`rejected`,reason:e}))))}function s(e){return import.meta.resolve?new URL(import.meta.resolve(e)):new URL(e,import.meta.url)}r=o(t.map(t=>{t=Xe(t,n);let r=s(t),i=Qe(r);return $e(Ze,r.href,()=>{if(e===void 0){e={all:new Set,styles:new Set};let t=document.getElementsByTagName(`link`);for(let n=t.length-1;n>=0;n--){let r=t[n];e.all.add(r.href),r.rel===`stylesheet`&&e.styles.add(r.href)}}if((i?e.styles:e.all).has(r.href))return;let t=document.createElement(`link`);if(t.rel=i?`stylesheet`:Ye,i||(t.as=`script`),t.crossOrigin=``,t.href=r.href,a&&t.setAttribute(`nonce`,a),document.head.appendChild(t),i)return new Promise((e,n)=>{let i=a=>{t.removeEventListener(`load`,i),t.removeEventListener(`error`,i),a.type===`error`?n(Error(`Unable to preload CSS for ${r}`)):e(a)};t.addEventListener(`load`,i),t.addEventListener(`error`,i)})})}).filter(e=>e!==void 0))}function i(e){let t=new Event(`vite:preloadError`,{cancelable:!0});if(t.payload=e,window.dispatchEvent(t),!t.defaultPrevented)throw e}return r.then(t=>{for(let e of t||[])e.status===`rejected`&&i(e.reason);return e().catch(i)})},tt={name:Je.name,info:Je,howTo:!0,load:()=>et(()=>import(`./duck-down-game-duck_down-CC5NAHH0.js`).then(e=>e.default),[],import.meta.url)},nt={name:`duck_pond`,title:{en:`Duck Pond`,de:`Ententeich`,nl:`Eendenvijver`},summary:{en:`A nomic that runs for weeks: feed, hatch and scout ducks, vote on new rules twice a week.`,de:`Ein Nomic über Wochen: Enten füttern, brüten, auf Erkundung schicken, zweimal pro Woche über Regeln abstimmen.`,nl:`Een nomic die weken duurt: eenden voeren, broeden, op verkenning sturen, twee keer per week over regels stemmen.`},players:[1,20],options:{type:`object`,properties:{}},result:`highest`,teams:null,length:`open`,clock:`calendar`,join:`any_time`,bot_levels:[`random`],events:[`proposal_made`,`proposal_passed`,`proposal_failed`,`roll`,`duck_hatched`,`title_changed`,`disciple_perished`,`god_egg`,`round_lost`]},rt={name:nt.name,info:nt,needsHostInfo:!0,howTo:!0,load:()=>et(()=>import(`./duck-down-game-duck_pond-Dk6akmmU.js`).then(e=>e.default),[],import.meta.url)},it={name:`dutch`,title:{en:`Dutch`,de:`Dutch`,nl:`Dutch`},summary:{en:`Lowest points wins: remember your cards, use Aces, Queens and Jacks, throw in fast.`,de:`Wenigste Punkte gewinnt: merk dir deine Karten, nutze Asse, Damen und Buben, wirf schnell ein.`,nl:`Minste punten wint: onthoud je kaarten, gebruik azen, vrouwen en boeren, gooi snel in.`},players:[2,8],options:{type:`object`,properties:{}},result:`lowest`,teams:null,length:`target`,clock:`game`,join:`lobby`,bot_levels:[`random`,`easy`,`medium`,`hard`],events:[`dutch_called`,`round_ended`,`game_ended`]},at={name:it.name,info:it,needsHostInfo:!0,howTo:!0,load:()=>et(()=>import(`./duck-down-game-dutch-BbXHVUUU.js`).then(e=>e.default),[],import.meta.url)},ot={name:`quack_quack`,title:{en:`Quack-Quack, Corrupt Ducks`,de:`Quack-Quack, korrupte Enten`,nl:`Kwak-kwak, corrupte eenden`},summary:{en:`Empty your hand first, in power struggles of singles and pairs. A Governor wins unless a Revolution or a Secret Inspection brings it down. Teams of two at four.`,de:`Werde deine Karten als Erste los, in Machtkämpfen aus Einzelkarten und Paaren. Ein Gouverneur gewinnt, außer eine Revolution oder eine geheime Inspektion stürzt ihn. Zu viert in Zweierteams.`,nl:`Raak als eerste je kaarten kwijt, in machtsstrijden van losse kaarten en paren. Een gouverneur wint, tenzij een revolutie of een geheime inspectie hem ten val brengt. Met vier in teams van twee.`},players:[2,4],options:{type:`object`,additionalProperties:!1,properties:{turn_time:{type:`integer`,minimum:0,maximum:3600,default:30,"x-unit":`s`,"x-lobby":!0,"x-label":{en:`Time per decision (seconds, 0 = no limit)`,de:`Zeit pro Entscheidung (Sekunden, 0 = unbegrenzt)`,nl:`Tijd per beslissing (seconden, 0 = onbeperkt)`}},rounds:{type:`integer`,enum:[1,3,5],default:5,"x-lobby":!0,"x-label":{en:`Rounds (3 or 4 players)`,de:`Runden (3 oder 4 Spieler)`,nl:`Rondes (3 of 4 spelers)`}},goal_coins:{type:`integer`,enum:[3,4,5],default:4,"x-lobby":!0,"x-label":{en:`Coins to win (2 players)`,de:`Münzen zum Sieg (2 Spieler)`,nl:`Munten om te winnen (2 spelers)`}}}},result:`highest`,teams:{4:[[0,2],[1,3]]},length:`rounds`,clock:`game`,join:`lobby`,bot_levels:[`random`,`easy`,`medium`,`hard`],events:[`revolution`,`secret_inspection`,`player_out`,`round_ended`,`game_ended`]},st=[tt,rt,at,{name:ot.name,info:ot,needsHostInfo:!0,howTo:!0,load:()=>et(()=>import(`./duck-down-game-quack_quack-DUElhW8x.js`).then(e=>e.default),[],import.meta.url)}];function ct(e,t=st){return t.find(t=>t.name===e)}function lt(e=st){return e[0]?.name??``}var j=new class{constructor(e=st){this.games=e,this.loading=new Map,this.ready=new Map}get(e){return this.ready.get(e)}loaded(){return[...this.ready.values()]}known(e){return!!ct(e,this.games)}load(e){let t=this.loading.get(e);if(t)return t;let n=ct(e,this.games);if(!n)return Promise.reject(Error(`no board for the game ${JSON.stringify(e)}`));let r=n.load().then(t=>(this.ready.set(e,t),t),t=>{throw this.loading.delete(e),t});return this.loading.set(e,r),r}},ut={err_bad_json:`The game host could not read that request. Reload the page and try again.`,err_too_large:`That request was too large for the game host.`,err_invalid_request:`The game host did not understand that request. Reload the page and try again.`,err_unknown_command:`The game host does not know that command; it may be older than this page.`,err_unsupported_protocol:`This page and the game host speak different versions. Update Duck Down.`,err_rate_limited:`Slow down a little and try again.`,err_unauthorized:`This device's key for that seat or table was not accepted. Join the table again.`,err_forbidden:`Only the table's owner may do that.`,err_replayed:`That request arrived twice; try again.`,err_stale:`The table moved on; try again.`,err_unknown_table:`This table does not exist any more.`,err_unknown_seat:`That seat is empty or does not exist.`,err_wrong_status:`That is not possible right now (the game may have started).`,err_table_full:`This table is full.`,err_seat_taken:`Someone sits in that seat already.`,err_name_taken:`Someone at this table already has that name.`,err_table_name_taken:`A table with that name is open already: choose another name, say with a number.`,err_not_a_bot:`No bot sits in that seat.`,err_seat_is_bot:`A bot plays this seat now: take it back first.`,err_not_handed_to_bot:`No bot plays this seat.`,err_seat_gap:`There is an empty seat between the players: fill it or free a seat, then start.`,err_not_enough_players:`Not enough players yet: invite someone or add a bot, then start.`,err_invalid_rounds:`That number of rounds is not offered at this table.`,err_unknown_ruleset:`The game host does not have this game.`,err_unknown_bot_level:`That bot level is not available for this game.`,err_invalid_config:`These options do not work:`,err_bad_key:`This device's key was refused. Reload the page and try again.`,err_too_many_tables:`The game host holds as many tables as it can: delete a finished one first.`,err_internal_error:`The game host had a problem and nothing changed. Try again.`,err_engine_error:`The game refused that; nothing changed.`,err_illegal_action:`That move is not allowed right now.`,err_bad_action:`The game did not understand that move. Reload the page and try again.`,err_not_your_turn:`Wait for your turn.`,err_wrong_phase:`Not now: the game is at another step.`,err_already_ready:`You are ready already.`,err_already_called:`Someone has called already this round.`,err_game_over:`The game is over.`,err_not_due:`The time has not run out yet.`,err_not_allowed:`Only the game host may do that.`,err_bad_seat:`There is no such seat at this table.`,err_disconnected:`Not connected to the game host.`,err_timeout:`The game host did not answer.`},dt={err_bad_json:`Der Spiel-Host konnte die Anfrage nicht lesen. Lade die Seite neu und versuch es noch einmal.`,err_too_large:`Die Anfrage war zu groß für den Spiel-Host.`,err_invalid_request:`Der Spiel-Host hat die Anfrage nicht verstanden. Lade die Seite neu und versuch es noch einmal.`,err_unknown_command:`Der Spiel-Host kennt diesen Befehl nicht; vielleicht ist er älter als diese Seite.`,err_unsupported_protocol:`Diese Seite und der Spiel-Host sprechen verschiedene Versionen. Aktualisiere Duck Down.`,err_rate_limited:`Etwas langsamer, bitte, und noch einmal.`,err_unauthorized:`Der Schlüssel dieses Geräts für diesen Platz oder Tisch gilt nicht. Setz dich noch einmal an den Tisch.`,err_forbidden:`Das darf nur, wer den Tisch eröffnet hat.`,err_replayed:`Diese Anfrage kam doppelt an; versuch es noch einmal.`,err_stale:`Am Tisch ist inzwischen etwas passiert; versuch es noch einmal.`,err_unknown_table:`Diesen Tisch gibt es nicht mehr.`,err_unknown_seat:`Diesen Platz gibt es nicht, oder er ist leer.`,err_wrong_status:`Das geht gerade nicht (vielleicht läuft das Spiel schon).`,err_table_full:`Dieser Tisch ist voll.`,err_seat_taken:`Auf diesem Platz sitzt schon jemand.`,err_name_taken:`An diesem Tisch heißt schon jemand so.`,err_table_name_taken:`Ein Tisch mit diesem Namen ist schon offen: nimm einen anderen Namen, etwa mit einer Zahl.`,err_not_a_bot:`Auf diesem Platz sitzt kein Bot.`,err_seat_is_bot:`Gerade spielt ein Bot auf diesem Platz: nimm ihn erst zurück.`,err_not_handed_to_bot:`Auf diesem Platz spielt kein Bot.`,err_seat_gap:`Zwischen den Spielern ist ein Platz frei: besetz ihn oder mach einen Platz frei, dann starte.`,err_not_enough_players:`Noch zu wenige Spieler: lade jemanden ein oder nimm einen Bot dazu, dann starte.`,err_invalid_rounds:`Diese Rundenzahl gibt es an diesem Tisch nicht.`,err_unknown_ruleset:`Dieses Spiel gibt es auf dem Spiel-Host nicht.`,err_unknown_bot_level:`Diese Bot-Stärke gibt es für dieses Spiel nicht.`,err_invalid_config:`Diese Einstellungen gehen nicht:`,err_bad_key:`Der Schlüssel dieses Geräts wurde abgelehnt. Lade die Seite neu und versuch es noch einmal.`,err_too_many_tables:`Der Spiel-Host hat so viele Tische, wie er halten kann: lösch zuerst einen beendeten.`,err_internal_error:`Der Spiel-Host hatte ein Problem, und nichts wurde geändert. Versuch es noch einmal.`,err_engine_error:`Das Spiel hat das abgelehnt; nichts wurde geändert.`,err_illegal_action:`Dieser Zug ist gerade nicht erlaubt.`,err_bad_action:`Das Spiel hat diesen Zug nicht verstanden. Lade die Seite neu und versuch es noch einmal.`,err_not_your_turn:`Warte, bis du dran bist.`,err_wrong_phase:`Jetzt nicht: Das Spiel ist gerade bei einem anderen Schritt.`,err_already_ready:`Du bist schon bereit.`,err_already_called:`In dieser Runde hat schon jemand gerufen.`,err_game_over:`Das Spiel ist aus.`,err_not_due:`Die Zeit ist noch nicht um.`,err_not_allowed:`Das darf nur der Spiel-Host.`,err_bad_seat:`Diesen Platz gibt es an diesem Tisch nicht.`,err_disconnected:`Keine Verbindung zum Spiel.`,err_timeout:`Das Spiel antwortet nicht.`},ft={err_bad_json:`De spelhost kon dat verzoek niet lezen. Laad de pagina opnieuw en probeer het nog eens.`,err_too_large:`Dat verzoek was te groot voor de spelhost.`,err_invalid_request:`De spelhost begreep dat verzoek niet. Laad de pagina opnieuw en probeer het nog eens.`,err_unknown_command:`De spelhost kent die opdracht niet; misschien is hij ouder dan deze pagina.`,err_unsupported_protocol:`Deze pagina en de spelhost spreken verschillende versies. Werk Duck Down bij.`,err_rate_limited:`Iets rustiger, en probeer het nog eens.`,err_unauthorized:`De sleutel van dit apparaat voor die plaats of tafel werd niet geaccepteerd. Doe opnieuw mee aan de tafel.`,err_forbidden:`Alleen de eigenaar van de tafel mag dat.`,err_replayed:`Dat verzoek kwam twee keer aan; probeer het nog eens.`,err_stale:`Aan tafel is intussen iets gebeurd; probeer het nog eens.`,err_unknown_table:`Deze tafel bestaat niet meer.`,err_unknown_seat:`Die plaats is leeg of bestaat niet.`,err_wrong_status:`Dat kan nu niet (misschien is het spel al begonnen).`,err_table_full:`Deze tafel is vol.`,err_seat_taken:`Op die plaats zit al iemand.`,err_name_taken:`Iemand aan deze tafel heeft die naam al.`,err_table_name_taken:`Er is al een tafel met die naam open: kies een andere naam, bijvoorbeeld met een nummer.`,err_not_a_bot:`Op die plaats zit geen bot.`,err_seat_is_bot:`Een bot speelt nu op deze plaats: neem hem eerst terug.`,err_not_handed_to_bot:`Op deze plaats speelt geen bot.`,err_seat_gap:`Er is een lege plaats tussen de spelers: vul hem of maak een plaats vrij, en start dan.`,err_not_enough_players:`Nog te weinig spelers: nodig iemand uit of voeg een bot toe, en start dan.`,err_invalid_rounds:`Dat aantal rondes kan aan deze tafel niet.`,err_unknown_ruleset:`De spelhost heeft dit spel niet.`,err_unknown_bot_level:`Dat niveau van de bot bestaat niet voor dit spel.`,err_invalid_config:`Deze instellingen kloppen niet:`,err_bad_key:`De sleutel van dit apparaat werd geweigerd. Laad de pagina opnieuw en probeer het nog eens.`,err_too_many_tables:`De spelhost heeft zoveel tafels als hij aankan: verwijder eerst een afgelopen tafel.`,err_internal_error:`De spelhost had een probleem en er is niets veranderd. Probeer het nog eens.`,err_engine_error:`Het spel weigerde dat; er is niets veranderd.`,err_illegal_action:`Die zet mag nu niet.`,err_bad_action:`Het spel begreep die zet niet. Laad de pagina opnieuw en probeer het nog eens.`,err_not_your_turn:`Wacht tot je aan de beurt bent.`,err_wrong_phase:`Nu niet: het spel is bij een andere stap.`,err_already_ready:`Je bent al klaar.`,err_already_called:`Deze ronde heeft al iemand geroepen.`,err_game_over:`Het spel is voorbij.`,err_not_due:`De tijd is nog niet om.`,err_not_allowed:`Alleen de spelhost mag dat.`,err_bad_seat:`Die plaats bestaat niet aan deze tafel.`,err_disconnected:`Geen verbinding met het spel.`,err_timeout:`Het spel antwoordt niet.`},pt=new Set(Object.keys(ut).map(e=>e.slice(4))),mt={...ut,closeSheet:`Close`,title:`Duck Down`,connecting:`Connecting…`,offline:`Connection lost. Reconnecting…`,tables:`Tables`,noTables:`No tables yet. Create one!`,newTable:`New table`,yourName:`Your name`,nameFirst:`Type your name first, then join a table or create one.`,tableName:`Table name`,create:`Create table`,join:`Join`,watch:`Watch`,resume:`Back to my seat`,players:`{n} players`,inLobby:`waiting`,playing:`playing`,finished:`finished`,startedAt:`started {time}`,openedAt:`opened {time}`,away:`{name} (away)`,addBot:`Add bot`,letBotPlay:`Let a bot play`,letBotPlayMe:`Let a bot play for me`,botLevelFor:`Bot level for {name}`,takeBack:`Take back`,seatMenu:`My seat`,removeBot:`Remove {name}`,deleteTable:`Delete table`,confirmDeleteTitle:`Delete this table?`,confirmDeleteText:`Everyone loses their seat at this table. This cannot be undone.`,deleteYes:`Delete`,botLevel:`Bot level`,level_random:`Random`,level_easy:`Easy`,level_medium:`Medium`,level_hard:`Hard`,bot:`bot`,rounds:`Rounds`,start:`Start game`,waitingForOwner:`Waiting for the table's owner to start…`,needPlayers:`At least {n} players are needed.`,leave:`Leave`,backToLobby:`Back to the tables`,playAgain:`Play again`,ownerCanPlayAgain:`The table's owner can start another game with the same seats.`,you:`you`,round:`Round {r} of {n}`,cancel:`Cancel`,total:`Total`,close:`Continue`,scores:`Scores`,scoreChart:`Score chart`,gameOver:`Game over`,winner:`{names} wins!`,winners:`{names} win!`,log:`Game log`,noLog:`Nothing has happened yet.`,soundOn:`Sound on`,soundOff:`Sound off`,language:`Language`,scanToJoin:`Scan to join on your phone`,spectating:`You are watching`,error:`Error`,tapNotSent:`A tap was not sent: the game had moved on.`,secondsLeft:`{n} s left`,tagline:`Games for the whole family, at one table.`,roundsDefault:`{n} (default)`,roundOnly:`Round {r}`,game:`Game`,playersRange:`{min}–{max} players`,howToPlay:`How to play`,unknownGameTitle:`This game needs a newer page`,unknownGameText:`This table plays {game}, which this page does not know yet. Reload the page; if that does not help, update Duck Down.`,boardFailed:`The game could not be loaded. Check the connection and reload the page.`,reload:`Reload`,team:`Team {names}`,loadingGame:`Loading the game…`,noGames:`This host offers no game that this page knows.`,legend:`The cards`,noHowTo:`This game brings no how-to-play sheet yet.`,nameLimit:`Up to {max} characters.`,tooLong:`Too long: at most {max} characters, this has {n}.`,clockStopped:`The clock is stopped`,showResults:`Results`},ht={en:mt,de:{...dt,closeSheet:`Schließen`,title:`Duck Down`,connecting:`Verbinde…`,offline:`Verbindung verloren. Verbinde neu…`,tables:`Tische`,noTables:`Noch keine Tische. Leg einen an!`,newTable:`Neuer Tisch`,yourName:`Dein Name`,nameFirst:`Gib zuerst deinen Namen ein, dann setz dich an einen Tisch oder leg einen an.`,tableName:`Name des Tisches`,create:`Tisch anlegen`,join:`Mitspielen`,watch:`Zuschauen`,resume:`Zurück an meinen Platz`,players:`{n} Spieler`,inLobby:`wartet`,playing:`läuft`,finished:`beendet`,startedAt:`gestartet {time}`,openedAt:`eröffnet {time}`,away:`{name} (weg)`,addBot:`Bot dazu`,letBotPlay:`Bot spielen lassen`,letBotPlayMe:`Bot für mich spielen lassen`,botLevelFor:`Bot-Stärke für {name}`,takeBack:`Zurücknehmen`,seatMenu:`Mein Platz`,removeBot:`{name} entfernen`,deleteTable:`Tisch löschen`,confirmDeleteTitle:`Diesen Tisch löschen?`,confirmDeleteText:`Alle verlieren ihren Platz an diesem Tisch. Das lässt sich nicht rückgängig machen.`,deleteYes:`Löschen`,botLevel:`Bot-Stärke`,level_random:`Zufall`,level_easy:`Leicht`,level_medium:`Mittel`,level_hard:`Schwer`,bot:`Bot`,rounds:`Runden`,start:`Spiel starten`,waitingForOwner:`Warte, bis der Tisch gestartet wird…`,needPlayers:`Es braucht mindestens {n} Spieler.`,leave:`Verlassen`,backToLobby:`Zurück zu den Tischen`,playAgain:`Nochmal spielen`,ownerCanPlayAgain:`Wer den Tisch eröffnet hat, kann mit denselben Plätzen neu starten.`,you:`du`,round:`Runde {r} von {n}`,cancel:`Abbrechen`,total:`Gesamt`,close:`Weiter`,scores:`Punkte`,scoreChart:`Punkteverlauf`,gameOver:`Spielende`,winner:`{names} gewinnt!`,winners:`{names} gewinnen!`,log:`Spielverlauf`,noLog:`Noch ist nichts passiert.`,soundOn:`Ton an`,soundOff:`Ton aus`,language:`Sprache`,scanToJoin:`Scannen und am Handy mitspielen`,spectating:`Du schaust zu`,error:`Fehler`,tapNotSent:`Ein Tipp wurde nicht gesendet: das Spiel war schon weiter.`,secondsLeft:`noch {n} s`,tagline:`Spiele für die ganze Familie, an einem Tisch.`,roundsDefault:`{n} (Standard)`,roundOnly:`Runde {r}`,game:`Spiel`,playersRange:`{min}–{max} Spieler`,howToPlay:`So wird gespielt`,unknownGameTitle:`Dieses Spiel braucht eine neuere Seite`,unknownGameText:`An diesem Tisch wird {game} gespielt, das diese Seite noch nicht kennt. Lade die Seite neu; hilft das nicht, aktualisiere Duck Down.`,boardFailed:`Das Spiel konnte nicht geladen werden. Prüf die Verbindung und lade die Seite neu.`,reload:`Neu laden`,team:`Team {names}`,loadingGame:`Das Spiel wird geladen…`,noGames:`Dieser Host bietet kein Spiel an, das diese Seite kennt.`,legend:`Die Karten`,noHowTo:`Für dieses Spiel gibt es noch keine Anleitung.`,nameLimit:`Höchstens {max} Zeichen.`,tooLong:`Zu lang: höchstens {max} Zeichen, das hier hat {n}.`,clockStopped:`Die Uhr steht`,showResults:`Ergebnis`},nl:{...ft,closeSheet:`Sluiten`,title:`Duck Down`,connecting:`Verbinden…`,offline:`Verbinding verbroken. Opnieuw verbinden…`,tables:`Tafels`,noTables:`Nog geen tafels. Maak er een!`,newTable:`Nieuwe tafel`,yourName:`Je naam`,nameFirst:`Typ eerst je naam, kies dan een tafel of maak er een.`,tableName:`Naam van de tafel`,create:`Tafel maken`,join:`Meedoen`,watch:`Kijken`,resume:`Terug naar mijn plaats`,players:`{n} spelers`,inLobby:`wacht`,playing:`bezig`,finished:`klaar`,startedAt:`gestart {time}`,openedAt:`geopend {time}`,away:`{name} (weg)`,addBot:`Bot erbij`,letBotPlay:`Laat een bot spelen`,letBotPlayMe:`Laat een bot voor mij spelen`,botLevelFor:`Niveau van de bot voor {name}`,takeBack:`Terugnemen`,seatMenu:`Mijn plaats`,removeBot:`{name} verwijderen`,deleteTable:`Tafel verwijderen`,confirmDeleteTitle:`Deze tafel verwijderen?`,confirmDeleteText:`Iedereen verliest zijn plaats aan deze tafel. Dit kan niet ongedaan worden gemaakt.`,deleteYes:`Verwijderen`,botLevel:`Niveau van de bot`,level_random:`Willekeurig`,level_easy:`Makkelijk`,level_medium:`Gemiddeld`,level_hard:`Moeilijk`,bot:`bot`,rounds:`Rondes`,start:`Spel starten`,waitingForOwner:`Wachten tot de eigenaar van de tafel start…`,needPlayers:`Er zijn minstens {n} spelers nodig.`,leave:`Verlaten`,backToLobby:`Terug naar de tafels`,playAgain:`Nog een keer spelen`,ownerCanPlayAgain:`De eigenaar van de tafel kan een nieuw spel starten met dezelfde plaatsen.`,you:`jij`,round:`Ronde {r} van {n}`,cancel:`Annuleren`,total:`Totaal`,close:`Verder`,scores:`Punten`,scoreChart:`Puntenverloop`,gameOver:`Einde van het spel`,winner:`{names} wint!`,winners:`{names} winnen!`,log:`Spelverloop`,noLog:`Er is nog niets gebeurd.`,soundOn:`Geluid aan`,soundOff:`Geluid uit`,language:`Taal`,scanToJoin:`Scan en speel mee op je telefoon`,spectating:`Je kijkt mee`,error:`Fout`,tapNotSent:`Een tik is niet verstuurd: het spel was al verder.`,secondsLeft:`nog {n} s`,tagline:`Spellen voor het hele gezin, aan één tafel.`,roundsDefault:`{n} (standaard)`,roundOnly:`Ronde {r}`,game:`Spel`,playersRange:`{min}–{max} spelers`,howToPlay:`Zo speel je`,unknownGameTitle:`Dit spel heeft een nieuwere pagina nodig`,unknownGameText:`Aan deze tafel wordt {game} gespeeld, dat deze pagina nog niet kent. Laad de pagina opnieuw; helpt dat niet, werk Duck Down dan bij.`,boardFailed:`Het spel kon niet worden geladen. Controleer de verbinding en laad de pagina opnieuw.`,reload:`Opnieuw laden`,team:`Team {names}`,loadingGame:`Het spel wordt geladen…`,noGames:`Deze host biedt geen spel aan dat deze pagina kent.`,legend:`De kaarten`,noHowTo:`Dit spel heeft nog geen uitleg.`,nameLimit:`Hooguit {max} tekens.`,tooLong:`Te lang: hooguit {max} tekens, dit zijn er {n}.`,clockStopped:`De klok staat stil`,showResults:`Uitslag`}};function gt(e,t=[]){for(let n of[e,...t]){let e=(n??``).toLowerCase().slice(0,2);if(e in ht)return e}return`en`}function _t(e,t){return t?e.replace(/\{(\w+)\}/g,(e,n)=>n in t?String(t[n]):e):e}function vt(e,t){let n=ht[e]??mt,r=t?.[e]??{},i=t?.en??{};return(e,t)=>_t(r[e]??n[e]??i[e]??mt[e]??e,t)}function yt(e,t,n){let r=`err_${t}`,i=e(r);return!pt.has(t)&&i===r?n||t:t===`invalid_config`&&n?`${i} ${n}`:i}var bt=null;function xt(){if(bt)return bt;let e=globalThis.AudioContext;if(!e)return null;try{bt=new e}catch{bt=null}return bt}function St(){let e=xt();e&&e.state===`suspended`&&e.resume().catch(()=>void 0)}function M(e,t,n,r,i,a,o){let s=e.createOscillator(),c=e.createGain();s.type=i,s.frequency.setValueAtTime(n,t),o&&s.frequency.exponentialRampToValueAtTime(o,t+r),c.gain.setValueAtTime(1e-4,t),c.gain.exponentialRampToValueAtTime(a,t+.015),c.gain.exponentialRampToValueAtTime(1e-4,t+r),s.connect(c).connect(e.destination),s.start(t),s.stop(t+r+.02)}function Ct(e,t,n=2){for(let r=0;r<n;r++){let n=r*.2,i=520-r*50,a=e.createOscillator(),o=e.createBiquadFilter(),s=e.createGain();a.type=`sawtooth`,a.frequency.setValueAtTime(i,t+n),a.frequency.exponentialRampToValueAtTime(i*.62,t+n+.16),o.type=`bandpass`,o.frequency.value=1150,o.Q.value=4,s.gain.setValueAtTime(1e-4,t+n),s.gain.exponentialRampToValueAtTime(.35,t+n+.02),s.gain.exponentialRampToValueAtTime(1e-4,t+n+.17),a.connect(o).connect(s).connect(e.destination),a.start(t+n),a.stop(t+n+.2)}}function wt(e,t){let n=xt();if(!n||n.state!==`running`)return;let r=n.currentTime+.01,i=t?.[e];if(i)i(n,r);else switch(e){case`turn`:M(n,r,660,.12,`sine`,.18),M(n,r+.13,880,.16,`sine`,.18);break;case`card`:M(n,r,1800,.05,`triangle`,.08,900);break;case`whoosh`:M(n,r,400,.18,`triangle`,.12,900),M(n,r+.12,900,.18,`triangle`,.1,400);break;case`quack`:Ct(n,r);break;case`tick`:M(n,r,1200,.04,`square`,.04);break;case`end`:M(n,r,523,.14,`sine`,.15),M(n,r+.15,392,.22,`sine`,.15);break;case`win`:[523,659,784,1047].forEach((e,t)=>M(n,r+t*.12,e,.2,`sine`,.16))}}function Tt(e,t,n,r){if(t.deadline==null)return null;if(typeof t.now==`number`){let e=Math.max(0,t.deadline-t.now);return t.paused?{deadline:t.deadline,endsAt:n+e,total:r,frozen:e}:{deadline:t.deadline,endsAt:n+e,total:r}}return e&&e.deadline===t.deadline?e:r==null?null:{deadline:t.deadline,endsAt:n+r,total:r}}function Et(e,t,n){return!t||t.deadline==null||!e||e.deadline!==t.deadline?null:e.frozen===void 0?Math.max(0,e.endsAt-n):e.frozen}function Dt(){return{connection:`connecting`,tables:[],table:null,spectator:!1,pub:null,mine:null,clock:null,log:[],logCount:0,cue:null,dismissedResult:null,error:null,board:null}}function N(e){return e.mine??e.pub}function Ot(e){if(e.mine)return e.mine.seat;let t=e.table?.seats.find(e=>e.you);return t?t.seat:null}function P(e,t){return e.table?.seats.find(e=>e.seat===t)?.name||`#${t+1}`}function kt(e,t){return e.table?.seats.find(e=>e.seat===t)?.kind===`bot`}function At(e,t){return N(e)?.ruleset??e.table?.ruleset??t}function jt(e){return N(e)?.phase===`over`}function Mt(e,t){let n=e.mine;return!!n&&!!t&&t.toAct(n).includes(n.seat)}function Nt(e,t){return Et(e.clock,N(e),t)}function Pt(e){return e.connection!==`open`||e.table?.available===!1}function Ft(e,t){let n=N(e),r=n&&t?t.roundResult(n):null;return!r||e.dismissedResult===r.round?null:r}function It(e){return e[Math.floor(e.length/2)]??`medium`}function Lt(e,t,n,r){let i=e.table,a=i?.seats.find(e=>e.seat===t);if(!i||!a||e.spectator)return null;let o=a.kind?a.kind===`bot`:!!a.bot;if(i.status===`lobby`)return n&&o&&r.removeBot?`remove_bot`:null;if(i.status!==`playing`||o)return null;let s=t===Ot(e);return a.bot?(n||s)&&r.takeBack?`take_back`:null:r.seatBot&&(s||n&&a.connected===!1)?`bot`:null}function Rt(e,t){let n=N(e),r=n?t.decisionMs(n,e.table?.options??{}):null;return{...e,board:e.board===null?t.initial():e.board,clock:e.clock&&e.clock.total===null?{...e.clock,total:r}:e.clock}}function zt(e,t){return e?.phase===`over`&&t.phase!==`over`}function Bt(e,t){return e?.seq!=null&&t.seq!=null&&t.seq<e.seq}function Vt(e,t,n,r){let i=r?r.decisionMs(t,e.table?.options??{}):null;return Tt(e.clock,t,n,i)}function Ht(e,t){return e.board===null&&t?t.initial():e.board}function Ut(e,t,n){let r=(typeof t.round==`number`?t.round:N(e)?.round)??0,i=e.logCount+1,a=[...e.log,{n:i,round:r,event:t}],o={...e,log:a.length>200?a.slice(-200):a,logCount:i};if(!n)return o;let s=n.event(Ht(o,n),t,Ot(o));return{...o,board:s.board,cue:s.cue?{name:s.cue,n:(o.cue?.n??0)+1}:o.cue}}function Wt(e,t){let n=0,r=t.map((e,t)=>(typeof e.round==`number`&&(n=e.round),{n:t+1,round:n,event:e}));return{...e,log:r.slice(-200),logCount:r.length}}function Gt(e){return{...Dt(),connection:e.connection,tables:e.tables}}function Kt(e,t,n=null){switch(t.type){case`connection`:return{...e,connection:t.status};case`tables`:return{...e,tables:t.tables};case`table`:{if(!t.table)return Gt(e);let n=!e.table||e.table.id===t.table.id;return{...n?e:Gt(e),table:t.table,spectator:t.spectator??(n?e.spectator:!1)}}case`public`:{if(Bt(e.pub,t.view))return e;let r={...e,pub:t.view,dismissedResult:zt(e.pub,t.view)?null:e.dismissedResult};return e.mine?r:{...r,clock:Vt(e,t.view,t.at,n)}}case`seat`:{if(Bt(e.mine,t.view))return e;let r=n?n.seatView(Ht(e,n),t.view):e.board;return{...e,mine:t.view,dismissedResult:zt(e.mine,t.view)?null:e.dismissedResult,spectator:!1,clock:Vt(e,t.view,t.at,n),board:r}}case`event`:return Ut(e,t.event,n);case`history`:return Wt(e,t.events);case`board`:return{...e,board:t.board};case`dismiss_result`:return{...e,dismissedResult:t.round};case`error`:return{...e,error:t.error};case`left`:return Gt(e)}}var qt=[`random`,`easy`,`medium`,`hard`],Jt={seatBot:!0,takeBack:!0,removeBot:!0,deleteTable:!0},Yt=[`#e8590c`,`#1c7ed6`,`#2f9e44`,`#ae3ec9`,`#f08c00`,`#0c8599`,`#e64980`,`#5c7cfa`];function Xt(e){return Yt[(e%Yt.length+Yt.length)%Yt.length]}var Zt=(e=`duck`)=>D`<svg class=${e} viewBox="0 0 64 64" aria-hidden="true">
  <ellipse cx="30" cy="44" rx="22" ry="14" fill="var(--_duck, #ffd43b)"/>
  <path d="M10 40 q-6 -10 4 -12 q4 6 -4 12z" fill="var(--_duck, #ffd43b)"/>
  <circle cx="40" cy="24" r="13" fill="var(--_duck, #ffd43b)"/>
  <path d="M51 24 q10 -1 11 4 q-6 4 -12 1z" fill="#f76707"/>
  <circle cx="44" cy="21" r="2.6" fill="#212529"/>
  <circle cx="44.8" cy="20.2" r="0.9" fill="#fff"/>
  <path d="M20 44 q10 8 20 0" stroke="#f59f00" stroke-width="2.5" fill="none" stroke-linecap="round"/>
</svg>`,F=e=>D`<svg class="ic" viewBox="0 0 24 24" aria-hidden="true"><path d=${e} fill="currentColor"/></svg>`,I={soundOn:F(`M3 9v6h4l5 5V4L7 9H3zm13.5 3A4.5 4.5 0 0 0 14 8v8a4.5 4.5 0 0 0 2.5-4zM14 3.2v2.1a7 7 0 0 1 0 13.4v2.1a9 9 0 0 0 0-17.6z`),soundOff:F(`M16.5 12A4.5 4.5 0 0 0 14 8v2.2l2.5 2.5V12zM19 12a7 7 0 0 1-.6 2.8l1.5 1.5A9 9 0 0 0 14 3.2v2.1A7 7 0 0 1 19 12zM4.3 3 3 4.3 7.7 9H3v6h4l5 5v-6.7l4.3 4.3c-.7.5-1.4.9-2.3 1.2v2.1a9 9 0 0 0 3.7-1.8l2 2 1.3-1.3L4.3 3zM12 4 9.9 6.1 12 8.2V4z`),bot:F(`M12 2a2 2 0 0 1 1 3.7V7h5a3 3 0 0 1 3 3v8a3 3 0 0 1-3 3H6a3 3 0 0 1-3-3v-8a3 3 0 0 1 3-3h5V5.7A2 2 0 0 1 12 2zM8.5 11a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zm7 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zM8 16v1.5h8V16H8z`),away:F(`M6 5h4v14H6zM14 5h4v14h-4z`),trophy:F(`M7 3h10v2h4v3a5 5 0 0 1-4.6 5A5 5 0 0 1 13 15.9V19h4v2H7v-2h4v-3.1A5 5 0 0 1 7.6 13 5 5 0 0 1 3 8V5h4V3zm0 4H5v1a3 3 0 0 0 2 2.8V7zm12 0h-2v3.8A3 3 0 0 0 19 8V7z`),eyes:F(`M12 5C6.5 5 2.7 9.2 1.5 12c1.2 2.8 5 7 10.5 7s9.3-4.2 10.5-7C21.3 9.2 17.5 5 12 5zm0 11.2A4.2 4.2 0 1 1 12 7.8a4.2 4.2 0 0 1 0 8.4z`),robotAdd:F(`M12 2a2 2 0 0 1 1 3.7V7h5a3 3 0 0 1 3 3v8a3 3 0 0 1-3 3H6a3 3 0 0 1-3-3v-8a3 3 0 0 1 3-3h5V5.7A2 2 0 0 1 12 2zM8.5 11a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zm7 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3z`),help:F(`M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1 17h-2v-2h2v2zm2.1-7.8-.9.9c-.7.7-1.2 1.3-1.2 2.9h-2v-.5c0-1.1.5-2.1 1.2-2.8l1.2-1.3A2 2 0 0 0 12 7a2 2 0 0 0-2 2H8a4 4 0 1 1 7.1 2.2z`)};function Qt(e){let t=[],n=[];for(let r of e)n=r.map((e,t)=>(n[t]??0)+e),t.push(n);return t}function $t(e,t){return t?.length?t.map(t=>({seats:t,total:t.reduce((t,n)=>t+(e[n]??0),0)})):e.map((e,t)=>({seats:[t],total:e}))}function en(e,t=`lowest`){let n=t===`highest`?-1:1,r=[...e].sort((e,t)=>n*(e.total-t.total)||(e.seats[0]??0)-(t.seats[0]??0)),i=0,a=null;return r.map((e,t)=>((a===null||e.total!==a)&&(i=t+1),a=e.total,{...e,place:i}))}var tn={l:28,r:10,t:10,b:20};function nn(e,t,n,r,i=tn,a={}){let o=a.running?.length===e.length?a.running:Qt(e),s=e[0]?.length??0,c=typeof a.target==`number`&&a.target>0?a.target:null,l=Math.max(10,c??0,...o.flat()),u=l<=20?5:l<=50?10:l<=120?20:50,d=Math.ceil(l/u)*u,f=Math.max(1,t),p=Array.from({length:f+1},(e,t)=>i.l+(n-i.l-i.r)*t/f),m=e=>i.t+(r-i.t-i.b)*(1-e/d),h=[];for(let e=0;e<s;e++)h.push([{x:p[0],y:m(0)},...o.map((t,n)=>({x:p[n+1],y:m(t[e]??0)}))]);let g=[];for(let e=0;e<=d;e+=u)g.push({v:e,y:m(e)});return{lines:h,max:d,xs:p,yTicks:g,target:c===null?null:{v:c,y:m(c)}}}function rn(e,t,n,r,i={}){if(!e.length)return O;let a=nn(e,t,320,170,tn,i);return E`<figure class="chart">
    <svg viewBox="0 0 ${320} ${170}" role="img" aria-label=${r}>
      ${a.yTicks.map(e=>D`<line x1="28" x2=${310} y1=${e.y} y2=${e.y} class="grid"/>
          <text x="22" y=${e.y+4} text-anchor="end" class="tick">${e.v}</text>`)}
      ${a.xs.map((e,t)=>D`<text x=${e} y=${165} text-anchor="middle" class="tick">${t}</text>`)}
      ${a.target?D`<line x1="28" x2=${310} y1=${a.target.y} y2=${a.target.y} class="target"/>
          <text x=${308} y=${a.target.y-4} text-anchor="end" class="tick target-label">${a.target.v}</text>`:O}
      ${a.lines.map((e,t)=>D`<polyline fill="none" stroke=${Xt(t)} stroke-width="3" stroke-linejoin="round"
            stroke-linecap="round" points=${e.map(e=>`${e.x.toFixed(1)},${e.y.toFixed(1)}`).join(` `)}/>
          ${e.slice(1).map(e=>D`<circle cx=${e.x} cy=${e.y} r="3.5" fill=${Xt(t)}/>`)}`)}
    </svg>
    <figcaption>
      ${n.map((e,t)=>E`<span class="legend"><i style="background:${Xt(t)}"></i>${e}</span>`)}
    </figcaption>
  </figure>`}function an(e,t){let n=e.t,r=e.tableGame(),i=e.module(r)?.rules,a=i?.scoreHistory(t)??[],o=t.totals??[],s=Array.from({length:t.players},(t,n)=>P(e.s,n)),c=Ge(e.info(r),t.players),l=(e,t)=>e.reduce((e,n)=>e+(t[n]??0),0);return E`<table class="scores">
      <thead>
        <tr>
          <th></th>
          ${a.map((e,t)=>E`<th>${t+1}</th>`)}
          <th>${n(`total`)}</th>
        </tr>
      </thead>
      <tbody>
        ${s.map((e,t)=>E`<tr>
            <td><i class="dot" style="background:${Xt(t)}"></i>${e}</td>
            ${a.map(e=>E`<td>${e[t]??``}</td>`)}
            <td class="tot">${o[t]??0}</td>
          </tr>`)}
        ${c?c.map(e=>E`<tr class="team">
                <td>${n(`team`,{names:e.map(e=>s[e]??`#${e+1}`).join(` & `)})}</td>
                ${a.map(t=>E`<td>${l(e,t)}</td>`)}
                <td class="tot">${l(e,o)}</td>
              </tr>`):O}
      </tbody>
    </table>
    ${rn(a,t.rounds??a.length,s,n(`scoreChart`),{running:i?.runningTotals?.(t)??null,target:i?.target?.(t)??null})}`}var on=[`#ffd43b`,`#ff6b6b`,`#4dabf7`,`#69db7c`,`#b197fc`,`#ffa94d`];function sn(e,t){let n=e.s.table?.round_choices??[],r=typeof t.rounds==`number`&&n.includes(t.rounds)?t.rounds:null;e.patch({starting:!0}),e.lobby({command:`start`,rounds:r})}function cn(e,t,n){let r=e.t,i=e.s,a=e.info(e.tableGame()),o=Ot(i),s=en($t(t.totals??[],Ge(a,t.players)),a?.result??`lowest`),c=e=>e.map(e=>P(i,e)).join(` & `),l=(t.winners??[]).map(e=>P(i,e)),u=s.slice(0,3),d=u.length===3?[u[1],u[0],u[2]]:u.length===2?[u[1],u[0]]:u,f=i.table,p=!!f&&!i.spectator&&e.isOwner(f);return E`<div class="overlay">
    ${n?O:E`<div class="confetti" aria-hidden="true">
          ${Array.from({length:40},(e,t)=>E`<i style="left:${t*37%100}%;background:${on[t%on.length]};animation-delay:${t%10*.12}s"></i>`)}
        </div>`}
    <div class="dialog wide" role="dialog" aria-modal="true" aria-labelledby="go-h">
      <h2 id="go-h">${I.trophy} ${r(`gameOver`)}</h2>
      <p class="winner-line">
        ${l.length>1?r(`winners`,{names:l.join(` & `)}):r(`winner`,{names:l[0]??``})}
      </p>
      <div class="podium">
        ${d.map(e=>E`<div class="step p${Math.min(e.place,3)}">
            ${e.place===1?Zt():O}
            <span class="pname">${c(e.seats)}${o!==null&&e.seats.includes(o)?E` <span class="tag you">${r(`you`)}</span>`:O}</span>
            <span class="ptotal">${e.total}</span>
            <span class="block">${e.place}</span>
          </div>`)}
      </div>
      ${s.length>3?E`<ol start="4">
            ${s.slice(3).map(e=>E`<li>${c(e.seats)}: ${e.total}</li>`)}
          </ol>`:O}
      ${an(e,t)}
      ${p?O:E`<p style="color:var(--_muted);margin:8px 0 0">${r(`ownerCanPlayAgain`)}</p>`}
      <div class="buttons">
        <button class="btn ghost" @click=${()=>e.patch({hidePodium:!0})}>${r(`close`)}</button>
        ${p?E`<button class="btn ghost" @click=${()=>e.lobby({command:`leave`})}>${r(`backToLobby`)}</button>
              <button class="btn primary" autofocus ?disabled=${e.ui.starting} @click=${()=>sn(e,t)}>▶ ${r(`playAgain`)}</button>`:E`<button class="btn primary" autofocus @click=${()=>e.lobby({command:`leave`})}>${r(`backToLobby`)}</button>`}
      </div>
    </div>
  </div>`}function ln(e,t,n,r,i,a=80){if(!t)return[];let o=[];for(let s of e.slice(-a)){let e=t.describeEvent(s.event,n,r,i);e&&o.push({n:s.n,text:e,big:t.majorEvents.has(s.event.type)})}return o.reverse()}var un=[.2,3/8,5/9,2/3],dn=(e,t)=>n=>{let r=4*e+n-4,i=`*-04-39?2$%%$%%'$%''%'''%')(%'))%(++'(++'(+.'+-.',/3',33)-/5)-43).36)058*18<+37<+4:<,4:E,5<A-7>C/8@F/:EH/<EK0=FM1?IP2@KS3BNV4DPY5FS\\6HV_6IXb7K[e8N^i9Pam;Rdp<Tgt`.charCodeAt(r)-35,a=r>8?i:1,o=t/a|0,s=t%a,c=a-s,l=r>8?o*un[n]+(e>5)&-2:i,u=o-l;return{t:c*u+s*u+s,o:[[c,u],[s,u+1]],i:l}},fn=e=>new Uint8Array(e),pn=e=>{let t=Error(`lean-qr error ${e}`);throw t.code=e,t},mn=e=>`0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:`.indexOf(e),hn=e=>e.charCodeAt(0),gn=(...e)=>(t,n)=>e.forEach(e=>e(t,n)),_n=e=>t=>{t.eci!==e&&(t.push(7,4),e<128?t.push(e,8):e<16384?t.push(32768|e,16):t.push(12582912|e,24),t.eci=e)},vn=e=>(t,n)=>{t.push(4,4),t.push(e.length,8+8*(n>9)),e.forEach(e=>t.push(e,8))},yn=(e,t,n,r,i=(e,t)=>n(e.length,t),a=r?t=>gn(_n(r),e(t)):e)=>(a.test=t,a.l=n,a.est=i,a.eci=r&&[r],a),bn=yn(e=>(t,n)=>{t.push(1,4),t.push(e.length,10+2*(n>26)+2*(n>9));let r=0;for(;r<e.length-2;r+=3)t.push(+e.slice(r,r+3),10);r<e.length-1?t.push(+e.slice(r),7):r<e.length&&t.push(+e[r],4)},e=>/[0-9]/.test(e),(e,t)=>14+2*(t>26)+2*(t>9)+10*e/3),xn=yn(e=>(t,n)=>{t.push(2,4),t.push(e.length,9+2*(n>26)+2*(n>9));let r=0;for(;r<e.length-1;r+=2)t.push(45*mn(e[r])+mn(e[r+1]),11);r<e.length&&t.push(mn(e[r]),6)},e=>mn(e)>=0,(e,t)=>13+2*(t>26)+2*(t>9)+5.5*e),Sn=yn(e=>vn([...e].map(hn)),e=>hn(e)<128,(e,t)=>12+8*(t>9)+8*e);Sn._=!0,Sn.u=!0;var Cn=yn(Sn,e=>hn(e)<256,Sn.l,3);Cn._=!0;var wn=new TextEncoder,Tn=yn(e=>vn(wn.encode(e)),()=>1,0,26,(e,t)=>12+8*(t>9)+8*wn.encode(e).length);Tn._=!0;var En=()=>{let e=new Map,t=new TextDecoder(`sjis`),n=fn(2);for(let r=0;r<7973;++r)n[0]=r/192+129+64*(r>5951),n[1]=r%192+64,e.set(t.decode(n),r);return e.delete(`�`),En=()=>e,e},Dn=yn(e=>(t,n)=>{t.push(8,4),t.push(e.length,8+2*(n>26)+2*(n>9));for(let n of e)t.push(En().get(n),13)},e=>En().has(e),(e,t)=>12+2*(t>26)+2*(t>9)+13*e);Dn._=!0;var On=[bn,xn,Sn,Cn,Dn,Tn],kn={auto:(e,{modes:t=On}={})=>(n,r)=>{let i=t.map((t,n)=>{let i=new Map,a=(e,t)=>(i.has(e)||i.set(e,t(e,r)),i.get(e));return{m:t,h:1<<n,C:t.est(``,r),S:t.l?(e,n)=>a(n-e,t.l):(n,r)=>a(e.slice(n,r),t.est)}}),a=[{v:0}],o=0,s=0,c=-1;for(let t of[...e,``]){let e=0;if(t)for(let n of i)n.m.test(t)&&(e|=n.h);if(!t||e!==c){if(c!==-1){let e=new Set(a.map(e=>e.D)),t=[];for(let{m:n,C:r,S:l,h:u}of i)if(c&u){let i=l(o,s);for(let c of n.eci??e)if(!n.u||!c){let e;for(let t of a)if(t.D===c||n.eci){let a=t.m===n&&t.D===c,u=a?t.V:t,d=n._&&a?t.v+i-r:u.v+12*(u.D!==c)+(a?l(a?t.$:o,s):i);(!e||d<e.v)&&(e={$:a?t.$:o,V:u,m:n,D:c,A:s,v:d})}e&&t.push(e)}}a=t}c=e,o=s}s+=t.length}a.length||pn(5);let l=[];for(let t=a.reduce((e,t)=>t.v<e.v?t:e);t.m;t=t.V)l.push(t.m(e.slice(t.$,t.A)));l.reverse().forEach(e=>e(n,r))},multi:gn,eci:_n,bytes:vn,numeric:bn,alphaNumeric:xn,ascii:Sn,iso8859_1:Cn,shift_jis:Dn,utf8:Tn},An=()=>({F:fn(2956),I:0,push(e,t){for(let n=t,r=8-(7&this.I);n>0;n-=r,r=8)this.F[this.I>>3]|=e<<r>>n,this.I+=n<r?n:r}}),jn=(e,t=e*e,n=fn(t))=>({size:e,K:n,get:(t,r)=>t>=0&&t<e&&!!(1&n[r*e+t]),toString({on:t=`##`,off:n=`  `,lf:r=`
`,pad:i=4,padX:a=i,padY:o=i}={}){let s=``;for(let i=-o;i<e+o;++i){for(let r=-a;r<e+a;++r)s+=this.get(r,i)?t:n;s+=r}return s},toImageData(t,{on:n=[0,0,0],off:r=[0,0,0,0],pad:i=4,padX:a=i,padY:o=i}={}){let s=e+2*a,c=e+2*o,l=t.createImageData(s,c),u=new Uint32Array(l.data.buffer);l.data.set([...n,255]);let d=u[0];l.data.set([...r,255]);let f=u[0];for(let e=0;e<c;++e)for(let t=0;t<s;++t)u[e*s+t]=this.get(t-a,e-o)?d:f;return l},toCanvas(e,t){let n=e.getContext(`2d`),r=this.toImageData(n,t);e.width=r.width,e.height=r.height,n.putImageData(r,0,0)},toDataURL({type:e=`image/png`,scale:t=1,...n}={}){let r=document.createElement(`canvas`),i=r.getContext(`2d`),a=this.toImageData(i,n);return r.width=a.width*t,r.height=a.height*t,i.putImageData(a,0,0),i.imageSmoothingEnabled=!1,i.globalCompositeOperation=`copy`,i.drawImage(r,0,0,a.width,a.height,0,0,r.width,r.height),r.toDataURL(e,1)}}),Mn=[(e,t)=>1&(e^t),(e,t)=>1&t,e=>e%3,(e,t)=>(e+t)%3,(e,t)=>1&(e/3^t>>1),(e,t)=>(e&t&1)+e*t%3,(e,t)=>(e&t)+e*t%3&1,(e,t)=>(e^t)+e*t%3&1],Nn=fn(511);for(let e=0,t=1;e<255;t=2*t^285*(t>127))Nn[Nn[t+255]=e++]=t;var Pn=e=>Nn[e%255],Fn=e=>Nn[e+255],In=(e,t)=>{let n=fn(e.length+t.length-1);for(let r=0;r<e.length;++r)for(let i=0;i<t.length;++i)n[r+i]^=Pn(e[r]+t[i]);return n.map(Fn)},Ln=(e,t)=>{let n=fn(e.length+t.length-1);n.set(e,0);for(let r=0;r<e.length;++r)if(n[r]){let e=Fn(n[r]);for(let i=0;i<t.length;++i)n[r+i]^=Pn(t[i]+e)}return n.slice(e.length)},Rn=[[0],[0,0]];for(let e=1;e<30;++e)Rn.push(In(Rn[e],[0,e]));var zn=(e,t)=>{let n=[[],[]],r=0,i=0;for(let[a,o]of t.o)for(let s=0;s<a;++s,r+=o){let a=e.slice(r,r+o);n[0].push(a),n[1].push(Ln(a,Rn[t.i])),i+=o+t.i}let a=fn(i);i=0;for(let e of n)for(let t=0,n=-1;n<i;++t){n=i;for(let n of e)t<n.length&&(a[i++]=n[t])}return a},Bn=(e,t,n)=>{let r=e<<=n;for(let e=134217728;e>>=1;)r&e&&(r^=t*(e>>n));return r|e},Vn=({size:e,K:t},n)=>{let r=(n,r,i,a)=>{for(;i-->0;n+=e)t.fill(a,n,n+r)},i=(t,n,i)=>{for(let a=0;a++<3;i-=2)r(n*e+t-(i>>1)*(e+1),i,i,2|a)},a=2*((e-13)/(1+(n/7|0))/2+.75|0);if(n>1)for(let t=e-7;t>8;t-=a){for(let e=t;e>8;e-=a)i(t,e,5);t<e-7&&i(t,6,5)}if(n>6)for(let r=Bn(n,7973,12),i=1;i<7;++i)for(let n=12;n-->9;r>>=1)t[i*e-n]=2|1&r;r(7,2,9,2),r(e-8,8,9,2);for(let n=0;n<e;++n)t[6*e+n]=3^1&n;i(3,3,7),i(e-4,3,7);for(let n=0;n<e;++n)for(let r=n;r<e;++r)t[r*e+n]=t[n*e+r];t[(e-8)*e+8]=3},Hn=({size:e,K:t})=>{let n=[];for(let r=e-2,i=e,a=-1;r>=0;r-=2){for(r===5&&(r=4);i+=a,i!==-1&&i!==e;){let a=i*e+r;t[a+1]||n.push(a+1),t[a]||n.push(a)}a*=-1}return n},Un=({K:e},t,n)=>t.forEach((t,r)=>e[t]=n[r>>3]>>(7&~r)&1),Wn=({size:e,K:t},n,r,i)=>{for(let r=0;r<e;++r)for(let i=0;i<e;++i){let a=r*e+i;t[a]^=!(n(i,r)||2&t[a])}let a=21522^Bn((1^i)<<3|r,1335,10);for(let n=0;n++<8;a>>=1)t[(n-(n<7))*e+8]=1&a,t[9*e-n]=1&a;for(let n=8;--n,a;a>>=1)t[8*e+n-(n<7)]=1&a,t[(e-n)*e+8]=1&a},Gn=({size:e,K:t},n=0,r=0)=>{for(let i=0;i<e;++i){for(let a=0;a<2;++a)for(let o,s=0,c=0,l=2;s<e;++s){let u=1&t[a?i*e+s:s*e+i];r+=u,c=(c>>1|2098176)&(3047517^u-1),2049&c&&(n+=40),u^l&&(o=0),l=u,n+=++o===5?3:o>5}if(i)for(let r=e+i,a=5*t[i-1]^t[i];r<e*e;r+=e){let e=5*t[r-1]^t[r];n+=3*!(1&(a|e)|4&(a^e)),a=e}}return n+10*(10*Math.abs(r/(e*e)-1)|0)},Kn=[],qn=(e=pn(1),{minCorrectionLevel:t=0,maxCorrectionLevel:n=3,minVersion:r=1,maxVersion:i=40,mask:a,trailer:o=60433,...s}={})=>{n<t&&pn(3),i<r&&pn(2),typeof e==`string`&&(e=kn.auto(e,s));for(let s=r,c=0;s<=i;++s){let r=Kn[s];r||(Kn[s]=r=jn(4*s+17),Vn(r,s),r.p=Hn(r));let i=dn(s,r.p.length>>3);if(8*i(t).t<c)continue;let l=An();e(l,s),c=l.I;for(let e=n;e>=t;--e){let t=i(e);if(8*t.t<c)continue;for(l.I=c+11&-8;l.I<8*t.t;)l.push(o,16);let n=jn(r.size,r.K);return Un(n,r.p,zn(l.F,t)),(Mn[a]?[Mn[a]]:Mn).map((t,r)=>{let i=jn(n.size,n.K);return Wn(i,t,a??r,e),i.s=Mn[a]?0:Gn(i),i}).reduce((e,t)=>t.s<e.s?t:e)}}pn(4)};qn.with=(...e)=>(t,n)=>qn(t,{modes:[...On,...e],...n});function Jn(e){if(!e)return null;try{let t=qn(e),n=``;for(let e=0;e<t.size;e++)for(let r=0;r<t.size;r++)t.get(r,e)&&(n+=`M${r} ${e}h1v1h-1z`);return{size:t.size,d:n}}catch{return null}}function Yn(e,t){let n=Jn(e);if(!n)return O;let r=n.size+4;return E`<figure class="qr">
    <svg viewBox="${-2} ${-2} ${r} ${r}" role="img" aria-label=${t+`: `+e} shape-rendering="crispEdges">
      ${D`<rect x=${-2} y=${-2} width=${r} height=${r} fill="#fff"/><path d=${n.d} fill="#000"/>`}
    </svg>
    <figcaption>${t}<br /><span class="url">${e}</span></figcaption>
  </figure>`}function Xn(e,t){let n=e.t,r=e.s,i=Ot(r),a=e.tableGame(),o=ln(r.log,e.module(a),e.say(a),e=>P(r,e),i),s=r.spectator||i===null;return E`
    ${e.lanUrl&&s?E`<section class="panel">${Yn(e.lanUrl,n(`scanToJoin`))}</section>`:O}
    <section class="panel" aria-labelledby="sc-h">
      <h3 id="sc-h">${n(`scores`)}</h3>
      ${an(e,t)}
    </section>
    <section class="panel log-panel" aria-labelledby="log-h">
      <h3 id="log-h">${n(`log`)}</h3>
      ${o.length?E`<ol class="log" aria-live="polite">
            ${o.map(e=>E`<li class=${e.big?`big`:``}>${e.text}</li>`)}
          </ol>`:E`<p>${n(`noLog`)}</p>`}
    </section>
    ${e.noLobby&&s?O:E`<div class="row-actions leave-row">
          <button class="btn ghost" @click=${()=>e.lobby({command:`leave`})}>${n(`leave`)}</button>
        </div>`}
  `}function Zn(e,t){let{title:n,hint:r}=e.board.status(e.ctx),i=e.ctx.ring();return E`<div class="status" role="status" aria-live="polite">
    ${i===O?E`<span>${Zt(`logo`)}</span>`:i}
    <div class="msg"><b>${n}</b>${r?E`<span>${r}</span>`:O}</div>
    ${t}
  </div>`}function Qn(e){return E`<button class="btn primary" @click=${()=>e.patch({hidePodium:!1})}>${I.trophy} ${e.t(`showResults`)}</button>`}function $n(e,t){let n=e.t,r=e.moduleState(t),[i,a]=r===`unknown`?[n(`unknownGameTitle`),n(`unknownGameText`,{game:A(e.info(t)?.title,e.lang,t)})]:r===`failed`?[n(`boardFailed`),``]:[n(`loadingGame`),``];return E`<div class="status no-board" role=${r===`loading`?`status`:`alert`}>
    <span>${Zt(`logo`)}</span>
    <div class="msg"><b>${i}</b>${a?E`<span>${a}</span>`:O}</div>
    ${r===`loading`?O:E`<button class="btn" @click=${()=>globalThis.location?.reload()}>${e.t(`reload`)}</button>`}
  </div>`}function er(e,t,n,r){let i=()=>e.dispatch({type:`dismiss_result`,round:r});return E`<div class="overlay" @keydown=${e=>e.key===`Escape`&&i()}>
    <div class="dialog wide" role="dialog" aria-modal="true" aria-labelledby="res-h">
      ${n.board.result(n.ctx,i)}
      <h3>${e.t(`scores`)}</h3>
      ${an(e,t)}
      <div class="buttons">
        <button class="btn primary" autofocus @click=${i}>${e.t(`close`)}</button>
      </div>
    </div>
  </div>`}function tr(e,t,n,r){let i=e.s,a=e.tableGame(),o=e.module(a)?.rules??null,s=n?Ft(i,o):null,c=jt(i)&&!!t.winners,l=!!n?.ctx.mine&&n.ctx.me!==null,u=!e.preview,d=c&&!e.ui.hidePodium&&u;return E`<main class="game ${l&&u?`seated`:``}">
    <section class="felt" aria-label=${A(e.info(a)?.title,e.lang,a)}>
      ${n?E`${Zn(n,c&&u&&!d?Qn(e):O)}${n.board.table(n.ctx)}`:$n(e,a)}
    </section>
    ${n&&l&&u?E`<div class="action-bar">${n.board.actions(n.ctx)}</div>`:O}
    <aside class="side">${Xn(e,t)}</aside>
    ${n&&u?n.board.overlays(n.ctx):O}
    ${n&&s&&!c&&u?er(e,t,n,s.round):O}
    ${d?cn(e,t,r):O}
  </main>`}function nr(e,t){let n=e.t,r=N(e.s),i=e.s.table?e.tableGame():null;return E`<header class="bar">
    ${Zt(`logo`)}
    <h1>${n(`title`)}</h1>
    ${r?E`<span class="round">${r.rounds==null?n(`roundOnly`,{r:r.round}):n(`round`,{r:r.round,n:r.rounds})}</span>`:O}
    <span class="spacer"></span>
    ${i&&e.hasHowTo(i)&&!e.preview?E`<button class="icon-btn" aria-label=${n(`howToPlay`)} title=${n(`howToPlay`)} @click=${()=>e.openHowTo(i)}>${I.help}</button>`:O}
    <button
      class="icon-btn"
      aria-pressed=${t.sound?`true`:`false`}
      aria-label=${t.sound?n(`soundOn`):n(`soundOff`)}
      title=${t.sound?n(`soundOn`):n(`soundOff`)}
      @click=${t.toggleSound}
    >
      ${t.sound?I.soundOn:I.soundOff}
    </button>
    <select aria-label=${n(`language`)} @change=${t.changeLang}>
      ${Object.keys(ht).map(t=>E`<option value=${t} ?selected=${t===e.lang}>${t.toUpperCase()}</option>`)}
    </select>
  </header>`}function rr(e,t){let n=e.t,r=()=>e.patch({howTo:null}),i=e.module(t),a=A(e.info(t)?.title,e.lang,t),o=e.moduleState(t),s=i?.howTo?i.howTo(e.lang,e.say(t)):null;return E`<div class="overlay" @keydown=${e=>e.key===`Escape`&&r()}>
    <div class="dialog wide howto" role="dialog" aria-modal="true" aria-labelledby="how-h">
      <h2 id="how-h">${n(`howToPlay`)}: ${a}</h2>
      ${s?E`<p class="intro">${s.intro}</p>
            ${s.sections.map(e=>E`<h3>${e.title}</h3>
                <ul>
                  ${e.items.map(e=>E`<li>${e}</li>`)}
                </ul>`)}
            ${s.legend?E`<h3>${e.say(t)(`legend`)}</h3>${s.legend}`:O}`:E`<p role="status">
            ${i?n(`noHowTo`):o===`failed`?n(`boardFailed`):o===`unknown`?n(`unknownGameText`,{game:a}):n(`loadingGame`)}
          </p>`}
      <div class="buttons">
        <button class="btn primary" autofocus @click=${r}>${n(`closeSheet`)}</button>
      </div>
    </div>
  </div>`}function ir(e){return[...e.trim()].length}function ar(e,t){let n=ir(e);return n>t?n:null}function or(e){return typeof e.default==`number`?e.default:typeof e.minimum==`number`?e.minimum:0}function sr(e,t,n={}){let r=[];for(let[i,a]of Object.entries(e?.options.properties??{})){if(!a||a[`x-lobby`]!==!0)continue;let e={key:i,label:A(a[`x-label`],t,i),hint:A(a[`x-hint`],t)},o=n[i];if((a.type===`integer`||a.type===`number`)&&!a.enum){let t=typeof o==`number`?o:or(a);r.push({...e,kind:`number`,integer:a.type===`integer`,min:a.minimum??null,max:a.maximum??null,value:t})}else if(a.type===`boolean`)r.push({...e,kind:`switch`,value:typeof o==`boolean`?o:a.default===!0});else if(Array.isArray(a.enum)&&a.enum.length){let n=a[`x-enum-labels`]?.[t]??a[`x-enum-labels`]?.en??[],i=a.enum.map((e,t)=>({value:String(e),label:n[t]??String(e)})),s=a.default===void 0?i[0].value:String(a.default),c=o==null?``:String(o),l=i.some(e=>e.value===c)?c:s;r.push({...e,kind:`select`,choices:i,value:l})}}return r}function cr(e,t){let n=Number(t);return Number.isFinite(n)||(n=e.value),e.integer&&(n=Math.round(n)),e.min!==null&&(n=Math.max(e.min,n)),e.max!==null&&(n=Math.min(e.max,n)),n}function lr(e,t){let n=e?.options.properties??{},r={};for(let e of t)if(e.kind===`select`){let t=n[e.key]?.enum??[],i=t.findIndex(t=>String(t)===e.value);r[e.key]=i>=0?t[i]:e.value}else r[e.key]=e.value;return r}function ur(e,t,n){let r=[];for(let i of sr(e,t,n))i.kind===`switch`?i.value&&r.push(i.label):i.kind===`select`?r.push(`${i.label}: ${i.choices.find(e=>e.value===i.value)?.label??i.value}`):r.push(`${i.label}: ${i.value}`);return r.join(` · `)}function dr(e,t){let n=`opt-${e.key}`,r=e.hint?E`<small id="${n}-hint">${e.hint}</small>`:O;switch(e.kind){case`number`:return E`<div class="field">
        <label for=${n}>${e.label}</label>
        <input
          id=${n}
          type="number"
          min=${e.min??O}
          max=${e.max??O}
          inputmode="numeric"
          aria-describedby=${e.hint?`${n}-hint`:O}
          .value=${String(e.value)}
          @change=${n=>{let r=n.target,i=cr(e,r.value);r.value=String(i),t(e.key,i)}}
        />
        ${r}
      </div>`;case`switch`:return E`<label class="check">
        <input type="checkbox" role="switch" .checked=${e.value} @change=${n=>t(e.key,n.target.checked)} />
        ${e.label}
      </label>`;case`select`:return E`<div class="field">
        <label for=${n}>${e.label}</label>
        <select id=${n} @change=${n=>t(e.key,n.target.value)}>
          ${e.choices.map(t=>E`<option value=${t.value} ?selected=${t.value===e.value}>${t.label}</option>`)}
        </select>
        ${r}
      </div>`}}function fr(e,t){let n=e.filter(e=>e.kind!==`switch`),r=e.filter(e=>e.kind===`switch`);return E`<div class="opts">${n.map(e=>dr(e,t))}</div>
    ${r.map(e=>dr(e,t))}`}var L={get(e){try{return globalThis.localStorage?.getItem(e)??null}catch{return null}},set(e,t){try{globalThis.localStorage?.setItem(e,t)}catch{}}},pr=864e5;function mr(e,t,n=Date.now()){let r=new Date(e),i=new Date(n),a={hour:`2-digit`,minute:`2-digit`},o=a;return r.toDateString()!==i.toDateString()&&(o=n-e<6*pr&&e<=n?{weekday:`short`,...a}:{day:`numeric`,month:`short`,...a}),new Intl.DateTimeFormat(t,o).format(r)}function hr(e,t){e.patch({form:{...e.ui.form,...t}}),t.name!==void 0&&L.set(`duckdown.name`,t.name)}function gr(e){let t=e.games();return t.find(t=>t.name===e.ui.form.game)??t[0]}function _r(e,t){let[n,r]=t.players;return n===r?e.t(`players`,{n}):e.t(`playersRange`,{min:n,max:r})}function vr(e,t,n){let r=e.t,i=t=>E`<b>${A(t.title,e.lang,t.name)}</b>
    <small>${[A(t.summary,e.lang),_r(e,t)].filter(Boolean).join(` · `)}</small>`;return E`<div class="field">
    <span class="lbl" id="game-h">${r(`game`)}</span>
    ${t.length>1?E`<div class="games" role="radiogroup" aria-labelledby="game-h">
          ${t.map(t=>E`<label class="game-choice">
              <input type="radio" name="game" .checked=${t.name===n.name} @change=${()=>hr(e,{game:t.name})} />
              <span class="about">${i(t)}</span>
            </label>`)}
        </div>`:E`<div class="game-one"><span class="about">${i(n)}</span></div>`}
    ${e.hasHowTo(n.name)&&!e.preview?E`<div class="row-actions">
          <button class="btn ghost" @click=${()=>e.openHowTo(n.name)}>${I.help} ${r(`howToPlay`)}</button>
        </div>`:O}
  </div>`}function yr(e,t,n,r){let i=e.t,a=t.status===`lobby`?i(`inLobby`):t.status===`over`?i(`finished`):i(`playing`),o=t.seats.some(e=>e.you),s=t.ruleset?e.info(t.ruleset):void 0,c=t.status===`playing`&&s?.join===`any_time`,l=t.seats.length>=((c?s?.players[1]:t.max_players)??s?.players[1]??8),u=t.status===`lobby`||c,d=r&&s?[A(s.title,e.lang,s.name)]:[],f=t.started==null?t.created==null?null:i(`openedAt`,{time:mr(t.created,e.lang)}):i(`startedAt`,{time:mr(t.started,e.lang)}),p=t.seats.map(e=>e.connected===!1?i(`away`,{name:e.name}):e.name).join(`, `),m=[...d,i(`players`,{n:t.seats.length}),a,...f?[f]:[],p];return E`<li>
    <span class="tname">${t.name||t.id} <span class="meta">${m.join(` · `)}</span></span>
    ${o?E`<button class="btn primary" @click=${()=>e.lobby({command:`join`,table:t.id,name:n})}>${i(`resume`)}</button>`:u&&!l?E`<button class="btn primary" ?disabled=${!n} @click=${()=>e.lobby({command:`join`,table:t.id,name:n})}>${i(`join`)}</button>`:O}
    <button class="btn ghost" @click=${()=>e.lobby({command:`spectate`,table:t.id})}>${i(`watch`)}</button>
  </li>`}function br(e,t,n,r,i,a,o={}){let s=e.t,c=ar(r,i);return E`<div class="field" style=${t===`name`?`margin:0`:``}>
    <label for=${t}>${n}</label>
    <input
      id=${t}
      type="text"
      .value=${r}
      placeholder=${o.placeholder??``}
      autocomplete=${o.autocomplete??`off`}
      aria-invalid=${c?`true`:`false`}
      aria-describedby=${`${t}-note`}
      @input=${e=>a(e.target.value)}
    />
    <small id=${`${t}-note`} class=${c?`too-long`:``} role=${c?`alert`:O}>
      ${c?s(`tooLong`,{max:i,n:c}):[o.note,s(`nameLimit`,{max:i})].filter(Boolean).join(` `)}
    </small>
  </div>`}function xr(e){let t=e.ui.form.name.trim();return t&&ar(t,32)===null?t:null}function Sr(e,t){let n=e.t,r=e.ui.form,i=e.games(),a=gr(e);if(!a)return E`<p>${n(`noGames`)}</p>`;let o=r.options[a.name]??{},s=sr(a,e.lang,o);return E`${vr(e,i,a)}
    ${br(e,`tname`,n(`tableName`),r.tableName,48,t=>hr(e,{tableName:t}),{placeholder:t?`${t}'s table`:``})}
    ${fr(s,(t,n)=>hr(e,{options:{...r.options,[a.name]:{...o,[t]:n}}}))}
    <div class="row-actions" style="margin-top:8px">
      <button class="btn primary" ?disabled=${!t||ar(r.tableName,48)!==null} @click=${()=>{let t=r.name.trim();e.lobby({command:`create`,name:t,ruleset:a.name,options:lr(a,s),tableName:r.tableName.trim()||`${t}'s table`})}}>${n(`create`)}</button>
    </div>`}function Cr(e){let t=e.t,n=e.ui.form,r=xr(e)??``,i=e.games().length>1;return E`<main class="lobby">
    <div class="hero">
      ${Zt()}
      <div>
        <h2>${t(`title`)}</h2>
        <p>${t(`tagline`)}</p>
      </div>
    </div>
    <section class="panel name-panel">
      ${br(e,`name`,t(`yourName`),n.name,32,t=>hr(e,{name:t}),{autocomplete:`nickname`,note:n.name.trim()?``:t(`nameFirst`)})}
    </section>
    <section class="panel" aria-labelledby="tables-h">
      <h3 id="tables-h">${t(`tables`)}</h3>
      ${e.s.tables.length?E`<ul class="table-list">
            ${e.s.tables.map(t=>yr(e,t,r,i))}
          </ul>`:E`<p>${t(`noTables`)}</p>`}
      ${e.lanUrl?E`<div style="margin-top:14px">${Yn(e.lanUrl,t(`scanToJoin`))}</div>`:O}
    </section>
    <section class="panel" aria-labelledby="new-h">
      <h3 id="new-h">${t(`newTable`)}</h3>
      ${Sr(e,r)}
    </section>
  </main>`}function wr(){return{sent:null,queue:[]}}function Tr(e){if(Array.isArray(e))return`[${e.map(Tr).join(`,`)}]`;if(e&&typeof e==`object`){let t=e;return`{${Object.keys(t).sort().map(e=>`${JSON.stringify(e)}:${Tr(t[e])}`).join(`,`)}}`}return JSON.stringify(e)??`null`}function Er(e,t){let n=e?.legal;if(!Array.isArray(n))return null;let r=Tr(t),i=!1;for(let e of n)if(typeof e==`string`)i||=e===t.type;else if(e&&typeof e==`object`){if(Tr(e)===r)return!0;i||=e.type===t.type}return i?null:!1}function Dr(e){return typeof e?.seq==`number`?e.seq:null}function Or(e,t){return e.sent!==null&&t-e.sent.at<2500}function kr(e,t,n,r){let i=Tr(t);return Or(e,r)?e.sent.key===i||e.queue.some(e=>Tr(e)===i)?{box:e,send:null,dropped:0}:e.queue.length>=3?{box:e,send:null,dropped:1}:{box:{...e,queue:[...e.queue,t]},send:null,dropped:0}:{box:{sent:{key:i,seq:Dr(n),at:r},queue:[]},send:t,dropped:e.queue.length}}function Ar(e,t,n){let r=Dr(t);if(e.sent&&e.sent.seq!==null&&r!==null&&r<=e.sent.seq)return{box:e,send:null,dropped:0};let i=0;for(let a=0;a<e.queue.length;a++){let o=e.queue[a];if(Er(t,o)===!1)i++;else return{box:{sent:{key:Tr(o),seq:r,at:n},queue:e.queue.slice(a+1)},send:o,dropped:i}}return{box:wr(),send:null,dropped:i}}function jr(e){return{box:wr(),send:null,dropped:e.queue.length}}function Mr(e,t,n,r=!1){let i=Math.ceil(t/1e3),a=2*Math.PI*19,o=n?Math.max(0,Math.min(1,t/n)):1;return r?E`<span class="ring stopped" role="img" aria-label=${e(`clockStopped`)} title=${e(`clockStopped`)}>
      <svg viewBox="0 0 46 46" aria-hidden="true"><circle class="bg" cx="23" cy="23" r=${19}></circle></svg>
      <span class="pause" aria-hidden="true"><i></i><i></i></span>
    </span>`:E`<span class="ring ${i<=10?`low`:``}" aria-label=${e(`secondsLeft`,{n:i})}>
    <svg viewBox="0 0 46 46" aria-hidden="true">
      <circle class="bg" cx="23" cy="23" r=${19}></circle>
      <circle class="fg" cx="23" cy="23" r=${19} stroke-dasharray=${a} stroke-dashoffset=${a*(1-o)}></circle>
    </svg>
    ${i}
  </span>`}function Nr(e,t,n){return E`<span class="avatar" style="background:${Xt(e)}">${n?I.bot:t.slice(0,1).toUpperCase()}</span>`}function Pr(e,t){return Nr(t,P(e.s,t),kt(e.s,t))}function Fr(e,t){let n=`level_${t}`;return n===`level_random`||n===`level_easy`||n===`level_medium`||n===`level_hard`?e(n):t}function Ir(e,t){let n=e.s.table?.seats.find(e=>e.seat===t);return n?E`${n.bot?E`<span class="tag">${I.bot} ${Fr(e.t,n.bot)}</span>`:O}
  ${n.connected===!1&&!n.bot?E`<span class="tag" title="offline">${I.away}</span>`:O}`:O}function Lr(e,t,n){let r=e.ui.levels[n];return r&&t.includes(r)?r:It(t)}function Rr(e,t,n){let r=e.t,i=e.s.table;if(!i)return O;let a=Lt(e.s,t,e.isOwner(i),e.caps);if(a===`take_back`)return E`<button class="btn small" @click=${()=>e.lobby({command:`seat/take_back`,seat:t})}>${r(`takeBack`)}</button>`;if(a!==`bot`)return O;let o=e.levelsFor(e.tableGame()),s=Lr(e,o,t),c=P(e.s,t),l=E`<span class="seat-ctl">
    <select
      aria-label=${r(`botLevelFor`,{name:n?r(`you`):c})}
      @change=${n=>e.patch({levels:{...e.ui.levels,[t]:n.target.value}})}
    >
      ${o.map(e=>E`<option value=${e} ?selected=${e===s}>${Fr(r,e)}</option>`)}
    </select>
    <button class="btn small" @click=${()=>e.lobby({command:`seat/bot`,seat:t,level:Lr(e,o,t)})}>
      ${I.bot} ${r(n?`letBotPlayMe`:`letBotPlay`)}
    </button>
  </span>`;return n?E`<details class="seat-menu">
        <summary aria-label=${r(`seatMenu`)} title=${r(`seatMenu`)}>⋯</summary>
        ${l}
      </details>`:l}function zr(e,t){return JSON.stringify([e.ruleset,e.round,e.rounds??null,e.totals??null,e.winners??null,t??null])}var Br=e=>`duckdown.podium.${e}`;function Vr(e,t){return L.get(Br(e))===t}function Hr(e,t){L.set(Br(e),t)}var Ur=o`
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
`,Wr=o`
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
`,Gr=[Ur,o`
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
`,o`
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
`,Wr,o`
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
`];function Kr(e){let t=e.t,n=()=>e.patch({confirmDelete:!1});return E`<div class="overlay" @keydown=${e=>e.key===`Escape`&&n()}>
    <div class="dialog" role="alertdialog" aria-modal="true" aria-labelledby="del-h" aria-describedby="del-p">
      <h2 id="del-h">${t(`confirmDeleteTitle`)}</h2>
      <p id="del-p">${t(`confirmDeleteText`)}</p>
      <div class="buttons">
        <button class="btn ghost" autofocus @click=${n}>${t(`cancel`)}</button>
        <button
          class="btn danger"
          @click=${()=>{n(),e.lobby({command:`table/delete`})}}
        >
          ${t(`deleteYes`)}
        </button>
      </div>
    </div>
  </div>`}function qr(e,t,n,r){let i=e.say(e.tableGame()),a=e.ui.form,o=e.info(e.tableGame()),s=e.levelsFor(e.tableGame()),c=s.includes(a.level)?a.level:It(s),l=t.round_choices??[],u=(o?.length??`rounds`)===`rounds`&&l.length>0,d=t=>e.patch({form:{...e.ui.form,...t}});return E`
    <div class="field">
      <label for="level">${i(`botLevel`)}</label>
      <div class="row-actions">
        <select id="level" style="flex:1" @change=${e=>d({level:e.target.value})}>
          ${s.map(t=>E`<option value=${t} ?selected=${t===c}>${Fr(e.t,t)}</option>`)}
        </select>
        <button class="btn" ?disabled=${t.seats.length>=r} @click=${()=>e.lobby({command:`add_bot`,level:c})}>
          ${I.robotAdd} ${i(`addBot`)}
        </button>
      </div>
    </div>
    ${u?E`<div class="field">
          <label for="rounds">${i(`rounds`)}</label>
          <select id="rounds" @change=${e=>d({rounds:e.target.value})}>
            <option value="" ?selected=${a.rounds===``}>${i(`roundsDefault`,{n:l[0]??t.seats.length})}</option>
            ${[...new Set(l.slice(1))].filter(e=>e!==l[0]).map(e=>E`<option value=${e} ?selected=${String(e)===a.rounds}>${e}</option>`)}
          </select>
        </div>`:O}
    ${t.seats.length<n?E`<p>${i(`needPlayers`,{n})}</p>`:O}
    <div class="row-actions">
      <button
        class="btn primary"
        ?disabled=${t.seats.length<n}
        @click=${()=>e.lobby({command:`start`,rounds:u&&a.rounds?Number(a.rounds):null})}
      >
        ▶ ${i(`start`)}
      </button>
      <button class="btn ghost" @click=${()=>e.lobby({command:`leave`})}>${i(`leave`)}</button>
      ${e.caps.deleteTable&&!e.preview?E`<button class="btn ghost danger-text" @click=${()=>e.patch({confirmDelete:!0})}>${i(`deleteTable`)}</button>`:O}
    </div>
    ${e.ui.confirmDelete&&!e.preview?Kr(e):O}
  `}function Jr(e,t){let n=e.t,r=e.isOwner(t)&&!e.s.spectator,i=e.info(e.tableGame()),a=t.min_players??i?.players[0]??2,o=t.max_players??i?.players[1]??8,s=ur(i,e.lang,t.options??{});return E`<main class="lobby">
    <section class="panel" aria-labelledby="wait-h">
      <h3 id="wait-h">${t.name||t.id}</h3>
      <ul class="seats">
        ${t.seats.map(t=>E`<li>
            ${Nr(t.seat,t.name||`?`,t.kind===`bot`)}
            <span style="flex:1">${t.name}</span>
            ${t.you?E`<span class="tag you">${n(`you`)}</span>`:O}
            ${t.bot?E`<span class="tag" title=${n(`bot`)}>${I.bot} ${Fr(n,t.bot)}</span>`:O}
            ${Lt(e.s,t.seat,r,e.caps)===`remove_bot`?E`<button
                  class="icon-btn"
                  aria-label=${n(`removeBot`,{name:t.name})}
                  title=${n(`removeBot`,{name:t.name})}
                  @click=${()=>e.lobby({command:`table/remove_bot`,seat:t.seat})}
                >
                  ✕
                </button>`:O}
          </li>`)}
      </ul>
      ${s?E`<p style="color:var(--_muted);font-size:.9rem;margin:0 0 12px">${s}</p>`:O}
      ${r?qr(e,t,a,o):E`<p>${n(`waitingForOwner`)}</p>
            <button class="btn ghost" @click=${()=>e.lobby({command:`leave`})}>${n(`leave`)}</button>`}
    </section>
    ${e.lanUrl?E`<section class="panel">${Yn(e.lanUrl,n(`scanToJoin`))}</section>`:O}
  </main>`}var Yr;function Xr(){return!!globalThis.matchMedia?.(`(prefers-reduced-motion: reduce)`).matches}var Zr=5e3;function Qr(){return globalThis.performance?.now()??Date.now()}var $r=class extends Le{constructor(...e){super(...e),this.publicView=null,this.seatView=null,this.table=null,this.tables=[],this.events=[],this.history=null,this.games=null,this.connection=`open`,this.language=``,this.sound=L.get(`duckdown.sound`)!==`off`,this.lanUrl=``,this.botLevels=[...qt],this.error=null,this.spectator=!1,this.noLobby=!1,this.capabilities=Jt,this.contained=!1,this.preview=!1,this._s=Dt(),this._tick=0,this._ui={form:{name:L.get(`duckdown.name`)??``,tableName:``,game:``,options:{},level:`medium`,rounds:``},levels:{},confirmDelete:!1,hidePodium:!1,starting:!1,howTo:null},this._seen=new WeakSet,this._boards=new Map,this._failed=new Set,this._adopted=0,this._lastCue=0,this._lastTickSecond=-1,this._outbox=wr(),this._droppedAt=null,this._ownerSentAt=-1/0,this._play=null,this._podiumFor=null,this._markedFor=null,this.shell=(()=>{let e=this;return{get t(){return e.t},get lang(){return e.langCode},get s(){return e._s},get ui(){return e._ui},get caps(){return e.capabilities},get lanUrl(){return e.lanUrl},get noLobby(){return e.noLobby},get preview(){return e.preview},patch:t=>{e._ui={...e._ui,...t}},lobby:t=>e.emitLobby(t),dispatch:t=>{e.dispatch(t),e.requestUpdate()},isOwner:t=>e.isOwner(t),games:()=>e.offeredGames(),info:t=>e.infoOf(t),levelsFor:t=>Ke(e.infoOf(t),e.botLevels??[...qt]),tableGame:()=>At(e._s,lt()),module:e=>j.get(e),moduleState:t=>e.moduleState(t),say:t=>vt(e.langCode,j.get(t)?.strings),hasHowTo:e=>{let t=j.get(e);return t?typeof t.howTo==`function`:ct(e)?.howTo===!0},openHowTo:t=>{e._ui={...e._ui,howTo:t},e.ensureGame(t,!0)}}})(),this._parsed={from:null,games:null},this.toggleSound=()=>{this.sound=!this.sound,L.set(`duckdown.sound`,this.sound?`on`:`off`),this.sound&&(St(),wt(`quack`))},this.changeLang=e=>{let t=e.target.value;L.set(`duckdown.lang`,t),this.language=t}}get uiState(){return this._s}get boardReady(){let e=this.tableGameIfAny();return!e||!j.known(e)||this._failed.has(e)?Promise.resolve():j.load(e).then(()=>this.updateComplete.then(()=>void 0),()=>void 0)}addEvent(e){this._seen.has(e)||(this._seen.add(e),this.dispatch({type:`event`,event:e}))}get langCode(){return gt(this.language||L.get(`duckdown.lang`),globalThis.navigator?.languages??[])}get t(){return vt(this.langCode)}dispatch(e){this._s=Kt(this._s,e,this.rules())}tableGameIfAny(){return this._s.table||N(this._s)?At(this._s,lt()):null}rules(){let e=this.tableGameIfAny();return e&&j.get(e)?.rules||null}hostGames(){return this._parsed.from!==this.games&&(this._parsed={from:this.games,games:We(this.games)}),this._parsed.games}offeredGames(){let e=this.hostGames();return e?e.filter(e=>j.known(e.name)):st.filter(e=>!e.needsHostInfo).map(e=>e.info)}infoOf(e){return this.hostGames()?.find(t=>t.name===e)??ct(e)?.info}moduleState(e){return j.get(e)?`loaded`:j.known(e)?this._failed.has(e)?`failed`:`loading`:`unknown`}ensureGame(e,t=!1){!j.get(e)&&j.known(e)&&(!this._failed.has(e)||t)&&(this._failed.delete(e),j.load(e).then(t=>{this.tableGameIfAny()===e&&(this._s=Rt(this._s,t.rules)),this.requestUpdate()},t=>{console.error(`duck-down-table: the board of ${e} failed to load`,t),this._failed.add(e),this.requestUpdate()}))}isOwner(e){if(typeof e.owner==`boolean`)return e.owner;let t=Ot(this._s);return t!==null&&e.owner_seat===t}connectedCallback(){super.connectedCallback(),this._timer=setInterval(()=>this.onTick(),250)}disconnectedCallback(){super.disconnectedCallback(),this._timer&&clearInterval(this._timer)}onTick(){this._droppedAt!==null&&Qr()-this._droppedAt>=Zr&&(this._droppedAt=null,this.requestUpdate());let e=Nt(this._s,Qr());if(e===null)return;this._tick++;let t=Math.ceil(e/1e3);Mt(this._s,this.rules())&&!Pt(this._s)&&t<=5&&t>0&&t!==this._lastTickSecond&&this.sound&&wt(`tick`),this._lastTickSecond=t}willUpdate(e){let t=Qr(),n=jt(this._s);if(e.has(`connection`)&&this.dispatch({type:`connection`,status:this.connection}),e.has(`tables`)&&this.dispatch({type:`tables`,tables:this.tables??[]}),e.has(`table`)||e.has(`spectator`)){let e=this._s.table?.id;this.dispatch({type:`table`,table:this.table,spectator:this.spectator}),this.table?.id!==e&&(this._podiumFor=null,this._ui={...this._ui,hidePodium:!1,levels:{},confirmDelete:!1},this._boards.clear(),this._outbox=wr(),this._droppedAt=null)}if(e.has(`publicView`)&&this.publicView&&(this.dispatch({type:`public`,view:this.publicView,at:t}),this._ownerSentAt=-1/0),e.has(`seatView`)&&this.seatView&&(this.dispatch({type:`seat`,view:this.seatView,at:t}),this.outboxStep(Ar(this._outbox,this.seatView,t),t),this._ownerSentAt=-1/0),e.has(`error`)&&this.error&&(this.outboxStep(jr(this._outbox),t),this._ownerSentAt=-1/0),e.has(`history`)&&this.history&&this.dispatch({type:`history`,events:this.history}),e.has(`events`))for(let e of this.events??[])this.addEvent(e);e.has(`error`)&&this.dispatch({type:`error`,error:this.error}),e.has(`error`)&&this.error&&(this._ui={...this._ui,starting:!1}),n&&!jt(this._s)&&(this._ui={...this._ui,hidePodium:!1,starting:!1}),this.decidePodium();let r=this.tableGameIfAny();r&&this.ensureGame(r)}finished(){let e=N(this._s);if(!e||!jt(this._s)||!e.winners)return null;let t=At(this._s,lt());if(this.moduleState(t)!==`loading`)return zr(e,j.get(t)?.rules.scoreHistory(e)??null)}decidePodium(){let e=this.finished(),t=this._s.table?.id;e===void 0?(this._podiumFor=null,this._ui={...this._ui,hidePodium:!0}):e&&t&&e!==this._podiumFor&&(this._podiumFor=e,this._ui={...this._ui,hidePodium:Vr(t,e)})}updated(){this.adoptGameStyles(),this._podiumFor&&this._s.table&&!this.preview&&!this._ui.hidePodium&&this.finished()===this._podiumFor&&this._markedFor!==this._podiumFor&&(this._markedFor=this._podiumFor,Hr(this._s.table.id,this._podiumFor)),this._play&&this._play.board.updated(this._play.ctx);let e=this._s.cue;if(e&&e.n!==this._lastCue){this._lastCue=e.n;let t=this.tableGameIfAny();this.sound&&wt(e.name,t?j.get(t)?.sounds:void 0)}let t=this.renderRoot.querySelector(`.dialog [autofocus]`);t&&!t.dataset.focused&&(t.dataset.focused=`1`,t.focus({preventScroll:!0}))}adoptGameStyles(){let e=j.loaded();if(e.length===this._adopted||!(this.renderRoot instanceof ShadowRoot))return;this._adopted=e.length;let t=this.constructor.elementStyles;s(this.renderRoot,[...t,...e.map(e=>e.styles)])}emitAction(e,t={}){St();let n=Qr();if(t.owner){if(n-this._ownerSentAt<2500)return;this._ownerSentAt=n,this.dispatchEvent(new CustomEvent(`duck-down-owner-action`,{detail:e,bubbles:!0,composed:!0}))}else this.outboxStep(kr(this._outbox,e,this._s.mine,n),n),this.requestUpdate()}outboxStep(e,t){this._outbox=e.box,e.dropped?this._droppedAt=t:e.send&&(this._droppedAt=null),e.send&&this.dispatchEvent(new CustomEvent(`duck-down-action`,{detail:e.send,bubbles:!0,composed:!0}))}emitLobby(e){St(),this.dispatchEvent(new CustomEvent(`duck-down-lobby`,{detail:e,bubbles:!0,composed:!0}))}render(){let e=this.t,t=this._s,n=N(t),r=this.tableGameIfAny();this._play=null;let i;return!t.table||!n?i=t.table&&!n?Jr(this.shell,t.table):this.noLobby?O:Cr(this.shell):(this._tick,this._play=this.play(n),i=tr(this.shell,n,this._play,Xr())),E`<div class="shell ${t.table&&n?`fit`:``}">
      ${nr(this.shell,{sound:this.sound,toggleSound:this.toggleSound,changeLang:this.changeLang})}
      ${t.connection===`open`?O:E`<div class="banner warn" role="status">${t.connection===`connecting`?e(`connecting`):e(`offline`)}</div>`}
      ${t.error?E`<div class="banner error" role="alert">
            <span>${this.errorWords(r)}</span>
            <button class="icon-btn" aria-label=${e(`close`)} @click=${()=>this.clearError()}>✕</button>
          </div>`:O}
      ${this._droppedAt===null?O:E`<div class="banner warn" role="status">${e(`tapNotSent`)}</div>`}
      ${i} ${this._ui.howTo&&!this.preview?rr(this.shell,this._ui.howTo):O}
    </div>`}errorWords(e){let t=this._s.error;return t?yt(e?this.shell.say(e):this.t,t.code,t.message):``}play(e){let t=At(this._s,lt()),n=j.get(t);if(!n)return null;let r=this._boards.get(t);return r||(r=n.createBoard({requestUpdate:()=>this.requestUpdate()}),this._boards.set(t,r)),{board:r,ctx:this.boardContext(n,e)}}boardContext(e,t){let n=this._s,r=this.shell,i=this.t,a=Ot(n),o=Nt(n,Qr());return{lang:this.langCode,t:r.say(e.name),view:t,mine:n.mine,me:a,spectator:n.spectator,table:n.table,owner:!!n.table&&!n.spectator&&this.isOwner(n.table),board:n.board??e.rules.initial(),seatName:e=>P(n,e),nameOf:e=>e===a?i(`you`):P(n,e),avatar:e=>Pr(r,e),seatTags:e=>Ir(r,e),seatControl:(e,t)=>Rr(r,e,t),left:o,ring:()=>o===null||!e.rules.toAct(t).length?O:Mr(i,o,n.clock?.total??null,Pt(n)),refusal:n.error?this.errorWords(e.name):null,reducedMotion:Xr(),act:(e,t)=>this.preview?void 0:this.emitAction(e,t),setBoard:e=>r.dispatch({type:`board`,board:e})}}clearError(){this.error=null,this.dispatch({type:`error`,error:null}),this.requestUpdate()}};Yr=$r,Yr.styles=Gr,Yr.properties={publicView:{attribute:!1},seatView:{attribute:!1},table:{attribute:!1},tables:{attribute:!1},events:{attribute:!1},history:{attribute:!1},games:{attribute:!1},connection:{type:String},language:{type:String},sound:{type:Boolean},lanUrl:{type:String,attribute:`lan-url`},botLevels:{attribute:!1},error:{attribute:!1},spectator:{type:Boolean},noLobby:{type:Boolean,attribute:`no-lobby`},capabilities:{attribute:!1},contained:{type:Boolean,reflect:!0},preview:{type:Boolean,reflect:!0},_s:{state:!0},_ui:{state:!0},_tick:{state:!0}};function ei(e=customElements){e.get(`duck-down-table`)||e.define(`duck-down-table`,$r)}ei();var R=class extends Error{constructor(e,t){super(t),this.code=e}};function ti(e){return e instanceof Uint8Array||ArrayBuffer.isView(e)&&e.constructor.name===`Uint8Array`&&`BYTES_PER_ELEMENT`in e&&e.BYTES_PER_ELEMENT===1}var ni=e=>e?`"${e}" `:``;function ri(e,t=``){if(typeof e!=`boolean`)throw TypeError(ni(t)+`expected boolean, got type=`+typeof e);return e}function ii(e,t=``){if(typeof e!=`number`)throw TypeError(ni(t)+`expected number, got `+typeof e);if(!Number.isSafeInteger(e)||e<0)throw RangeError(ni(t)+`expected integer >= 0, got `+e);return e}function z(e,t,n=``){if(ti(e)&&(t===void 0||e.length===t))return e;t!==void 0&&ii(t,`length`);let r=ti(e),i=t===void 0?``:` of length ${t}`,a=r?`length=${e.length}`:`type=${typeof e}`,o=ni(n)+`expected Uint8Array`+i+`, got `+a;throw r?RangeError(o):TypeError(o)}function ai(e,t=!0){if(e.destroyed)throw Error(`hash was destroyed`);if(t&&e.finished)throw Error(`digest() was already called`)}function oi(e,t){z(e,void 0,`output`);let n=t.outputLen;if(!(e.length>=n))throw RangeError(`"output" expected length >= `+n)}function si(e,t){if(oi(e,t),!bi(e))throw Error(`invalid output, must be aligned`)}function ci(e){return new Uint8Array(e.buffer,e.byteOffset,e.byteLength)}function li(e){return new Uint32Array(e.buffer,e.byteOffset,Math.floor(e.byteLength/4))}function B(...e){for(let t=0;t<e.length;t++)e[t].fill(0)}function ui(e){return new DataView(e.buffer,e.byteOffset,e.byteLength)}var di=new Uint8Array(new Uint32Array([287454020]).buffer)[0]===68;function fi(e){return e<<24&4278190080|e<<8&16711680|e>>>8&65280|e>>>24&255}var V=di?e=>e:e=>fi(e)>>>0;function pi(e){for(let t=0;t<e.length;t++)e[t]=fi(e[t]);return e}var mi=di?e=>e:pi;function hi(e,t){if(e=z(e),t=z(t),e.length!==t.length)return!1;let n=0;for(let r=0;r<e.length;r++)n|=e[r]^t[r];return n===0}function gi(e,t,n){let r=t,i=n||(()=>[]),a=(e,t)=>r(t,...i(e)).update(e).digest(),o=r(new Uint8Array(e),...i(new Uint8Array));return a.outputLen=o.outputLen,a.blockLen=o.blockLen,a.create=(e,...t)=>r(e,...t),a}var _i=(e,t)=>{function n(n,...r){if(z(n,void 0,`key`),e.nonceLength!==void 0){let t=r[0];z(t,e.varSizeNonce?void 0:e.nonceLength,`nonce`)}let i=e.tagLength,a=e.nonceLength===void 0?0:1;if(!e.withAAD){for(let e=a;e<r.length;e++)if(ti(r[e]))throw Error(`AAD not supported`)}e.withAAD&&r[a]!==void 0&&z(r[a],void 0,`AAD`);let o=t(n,...r),s=(e,t)=>{if(t!==void 0){if(e!==2)throw Error(`cipher output not supported`);z(t,void 0,`output`)}},c=!1;return{encrypt(e,t){if(c)throw Error(`cannot encrypt() twice with same key + nonce`);return c=!0,z(e,void 0,`data`),s(o.encrypt.length,t),o.encrypt(e,t)},decrypt(e,t){if(z(e,void 0,`data`),i&&e.length<i)throw Error(`"ciphertext" expected length >= tagLength=`+i);return s(o.decrypt.length,t),o.decrypt(e,t)}}}return Object.assign(n,e),n};function vi(e,t,n=!0){if(t===void 0)return new Uint8Array(e);if(z(t,e,`output`),n&&!bi(t))throw Error(`invalid output, must be aligned`);return t}function yi(e,t,n){ii(e),ii(t),ri(n);let r=new Uint8Array(16),i=ui(r);return i.setBigUint64(0,BigInt(t),n),i.setBigUint64(8,BigInt(e),n),r}function bi(e){return e.byteOffset%4==0}function xi(e){return Uint8Array.from(z(e))}function Si(e){"@babel/helpers - typeof";return Si=typeof Symbol==`function`&&typeof Symbol.iterator==`symbol`?function(e){return typeof e}:function(e){return e&&typeof Symbol==`function`&&e.constructor===Symbol&&e!==Symbol.prototype?`symbol`:typeof e},Si(e)}function Ci(e,t){if(Si(e)!=`object`||!e)return e;var n=e[Symbol.toPrimitive];if(n!==void 0){var r=n.call(e,t||`default`);if(Si(r)!=`object`)return r;throw TypeError(`@@toPrimitive must return a primitive value.`)}return(t===`string`?String:Number)(e)}function wi(e){var t=Ci(e,`string`);return Si(t)==`symbol`?t:t+``}function H(e,t,n){return(t=wi(t))in e?Object.defineProperty(e,t,{value:n,enumerable:!0,configurable:!0,writable:!0}):e[t]=n,e}var Ti=16,Ei=new Uint8Array(16),Di=li(Ei),Oi=225,ki=(e,t,n,r)=>{let i=r&1;return{s3:n<<31|r>>>1,s2:t<<31|n>>>1,s1:e<<31|t>>>1,s0:e>>>1^Oi<<24&-(i&1)}},Ai=e=>(e>>>0&255)<<24|(e>>>8&255)<<16|(e>>>16&255)<<8|e>>>24&255,ji=e=>e>65536?8:e>1024?4:2,Mi=class{constructor(e,t){H(this,`blockLen`,Ti),H(this,`outputLen`,Ti),H(this,`s0`,0),H(this,`s1`,0),H(this,`s2`,0),H(this,`s3`,0),H(this,`finished`,!1),H(this,`destroyed`,!1),H(this,`t`,void 0),H(this,`W`,void 0),H(this,`windowSize`,void 0),z(e,16,`key`),e=xi(e);let n=ui(e),r=n.getUint32(0,!1),i=n.getUint32(4,!1),a=n.getUint32(8,!1),o=n.getUint32(12,!1),s=[];for(let e=0;e<128;e++)s.push({s0:Ai(r),s1:Ai(i),s2:Ai(a),s3:Ai(o)}),{s0:r,s1:i,s2:a,s3:o}=ki(r,i,a,o);let c=ji(t||1024);if(![1,2,4,8].includes(c))throw Error(`ghash: invalid window size, expected 2, 4 or 8`);this.W=c;let l=128/c,u=this.windowSize=2**c,d=[];for(let e=0;e<l;e++)for(let t=0;t<u;t++){let n=0,r=0,i=0,a=0;for(let o=0;o<c;o++){if(!(t>>>c-o-1&1))continue;let{s0:l,s1:u,s2:d,s3:f}=s[c*e+o];n^=l,r^=u,i^=d,a^=f}d.push({s0:n,s1:r,s2:i,s3:a})}this.t=d}_updateBlock(e,t,n,r){e^=this.s0,t^=this.s1,n^=this.s2,r^=this.s3;let{W:i,t:a,windowSize:o}=this,s=0,c=0,l=0,u=0,d=(1<<i)-1,f=0;for(let p of[e,t,n,r])for(let e=0;e<4;e++){let t=p>>>8*e&255;for(let e=8/i-1;e>=0;e--){let n=t>>>i*e&d,{s0:r,s1:p,s2:m,s3:h}=a[f*o+n];s^=r,c^=p,l^=m,u^=h,f+=1}}this.s0=s,this.s1=c,this.s2=l,this.s3=u}update(e){ai(this),z(e),e=xi(e);let t=li(e),n=Math.floor(e.length/Ti),r=e.length%Ti;for(let e=0;e<n;e++)this._updateBlock(V(t[e*4+0]),V(t[e*4+1]),V(t[e*4+2]),V(t[e*4+3]));return r&&(Ei.set(e.subarray(n*Ti)),this._updateBlock(V(Di[0]),V(Di[1]),V(Di[2]),V(Di[3])),B(Di)),this}destroy(){this.destroyed=!0;let{t:e}=this;for(let t of e)t.s0=0,t.s1=0,t.s2=0,t.s3=0}digestInto(e){ai(this),si(e,this),this.finished=!0;let{s0:t,s1:n,s2:r,s3:i}=this,a=li(e);a[0]=t,a[1]=n,a[2]=r,a[3]=i,di||mi(a.subarray(0,Ti/4))}digest(){let e=new Uint8Array(Ti);return this.digestInto(e),this.destroy(),e}},Ni=gi(16,(e,t)=>new Mi(e,t),e=>[e.length]),Pi=16,Fi=4,Ii=new Uint8Array(Pi),Li=283;function Ri(e){if(![16,24,32].includes(e.length))throw Error(`"aes key" expected Uint8Array of length 16/24/32, got length=`+e.length)}function zi(e){return e<<1^Li&-(e>>7)}function Bi(e,t){let n=0;for(;t>0;t>>=1)n^=e&-(t&1),e=zi(e);return n}var Vi=(()=>{let e=new Uint8Array(256);for(let t=0,n=1;t<256;t++,n^=zi(n))e[t]=n;let t=new Uint8Array(256);t[0]=99;for(let n=0;n<255;n++){let r=e[255-n];r|=r<<8,t[e[n]]=(r^r>>4^r>>5^r>>6^r>>7^99)&255}return B(e),t})(),Hi=e=>e<<24|e>>>8,Ui=e=>e<<8|e>>>24;function Wi(e,t){if(e.length!==256)throw Error(`wrong sbox length`);let n=new Uint32Array(256).map((n,r)=>t(e[r])),r=n.map(Ui),i=r.map(Ui),a=i.map(Ui),o=new Uint32Array(65536),s=new Uint32Array(65536),c=new Uint16Array(65536);for(let t=0;t<256;t++)for(let l=0;l<256;l++){let u=t*256+l;o[u]=n[t]^r[l],s[u]=i[t]^a[l],c[u]=e[t]<<8|e[l]}return{sbox:e,sbox2:c,T0:n,T1:r,T2:i,T3:a,T01:o,T23:s}}var Gi=Wi(Vi,e=>Bi(e,3)<<24|e<<16|e<<8|Bi(e,2)),Ki=(()=>{let e=new Uint8Array(16);for(let t=0,n=1;t<16;t++,n=zi(n))e[t]=n;return e})();function qi(e){z(e);let t=e.length;Ri(e);let{sbox2:n}=Gi,r=[];di&&bi(e)||r.push(e=xi(e));let i=mi(li(e)),a=i.length,o=e=>Yi(n,e,e,e,e),s=new Uint32Array(t+28);s.set(i);for(let e=a;e<s.length;e++){let t=s[e-1];e%a===0?t=o(Hi(t))^Ki[e/a-1]:a>6&&e%a===4&&(t=o(t)),s[e]=s[e-a]^t}return B(...r),s}function Ji(e,t,n,r,i,a){return e[n<<8&65280|r>>>8&255]^t[i>>>8&65280|a>>>24&255]}function Yi(e,t,n,r,i){return e[t&255|n&65280]|e[r>>>16&255|i>>>16&65280]<<16}function Xi(e,t,n,r,i){let{sbox2:a,T01:o,T23:s}=Gi,c=0;t^=e[c++],n^=e[c++],r^=e[c++],i^=e[c++];let l=e.length/4-2;for(let a=0;a<l;a++){let a=e[c++]^Ji(o,s,t,n,r,i),l=e[c++]^Ji(o,s,n,r,i,t),u=e[c++]^Ji(o,s,r,i,t,n),d=e[c++]^Ji(o,s,i,t,n,r);t=a,n=l,r=u,i=d}return{s0:e[c++]^Yi(a,t,n,r,i),s1:e[c++]^Yi(a,n,r,i,t),s2:e[c++]^Yi(a,r,i,t,n),s3:e[c++]^Yi(a,i,t,n,r)}}function Zi(e,t,n,r,i){z(n,Pi,`nonce`),z(r),i=vi(r.length,i);let a=n,o=li(a),s=ui(a),c=li(r),l=li(i),u=t?0:12,d=r.length,f=s.getUint32(u,t);for(let n=0;n+4<=c.length;n+=4){let{s0:r,s1:i,s2:a,s3:d}=Xi(e,V(o[0]),V(o[1]),V(o[2]),V(o[3]));l[n+0]=c[n+0]^V(r),l[n+1]=c[n+1]^V(i),l[n+2]=c[n+2]^V(a),l[n+3]=c[n+3]^V(d),f=f+1>>>0,s.setUint32(u,f,t)}let p=Pi*Math.floor(c.length/Fi);if(p<d){let{s0:t,s1:n,s2:a,s3:s}=Xi(e,V(o[0]),V(o[1]),V(o[2]),V(o[3])),c=new Uint32Array([t,n,a,s]);mi(c);let l=ci(c);for(let e=p,t=0;e<d;e++,t++)i[e]=r[e]^l[t];B(c)}return i}function Qi(e,t,n,r,i){let a=i?i.length:0,o=e.create(n,r.length+a);i&&o.update(i);let s=yi(8*r.length,8*a,t);o.update(r),o.update(s);let c=o.digest();return B(s),c}var $i=_i({blockSize:16,nonceLength:12,tagLength:16,withAAD:!0,varSizeNonce:!0},function(e,t,n){if(t.length<8)throw Error(`aes/gcm: invalid nonce length`);function r(e,t,r){let i=Qi(Ni,!1,e,r,n);for(let e=0;e<t.length;e++)i[e]^=t[e];return i}function i(){let n=qi(e),r=Ii.slice(),i=Ii.slice();if(Zi(n,!1,i,i,r),t.length===12)i.set(t);else{let e=Ii.slice();ui(e).setBigUint64(8,BigInt(t.length*8),!1);let n=Ni.create(r).update(t).update(e);n.digestInto(i),n.destroy()}return{xk:n,authKey:r,counter:i,tagMask:Zi(n,!1,i,Ii)}}return{encrypt(e){let{xk:t,authKey:n,counter:a,tagMask:o}=i(),s=new Uint8Array(e.length+16),c=[t,n,a,o];bi(e)||c.push(e=xi(e)),Zi(t,!1,a,e,s.subarray(0,e.length));let l=r(n,o,s.subarray(0,s.length-16));return c.push(l),s.set(l,e.length),B(...c),s},decrypt(e){let{xk:t,authKey:n,counter:a,tagMask:o}=i(),s=[t,n,o,a];bi(e)||s.push(e=xi(e));let c=e.subarray(0,-16),l=e.subarray(-16),u=r(n,o,c);if(s.push(u),!hi(u,l))throw B(...s),Error(`aes-gcm: invalid tag`);let d=Zi(t,!1,a,c);return B(...s),d}}}),ea=e=>e/2**32|0,ta=e=>e>>>0;function na(e,t,n,r){let i=ea(n),a=ta(n);e.setUint32(t,r?a:i,r),e.setUint32(t+4,r?i:a,r)}function ra(e){return e instanceof Uint8Array||ArrayBuffer.isView(e)&&e.constructor.name===`Uint8Array`&&`BYTES_PER_ELEMENT`in e&&e.BYTES_PER_ELEMENT===1}var ia=e=>e?`"${e}" `:``;function aa(e,t=``){if(typeof e!=`number`)throw TypeError(ia(t)+`expected number, got `+typeof e);if(!Number.isSafeInteger(e)||e<0)throw RangeError(ia(t)+`expected integer >= 0, got `+e);return e}function U(e,t,n=``){if(ra(e)&&(t===void 0||e.length===t))return e;t!==void 0&&aa(t,`length`);let r=ra(e),i=t===void 0?``:` of length ${t}`,a=r?`length=${e.length}`:`type=${typeof e}`,o=ia(n)+`expected Uint8Array`+i+`, got `+a;throw r?RangeError(o):TypeError(o)}function oa(e){if(typeof e!=`function`||typeof e.create!=`function`)throw TypeError(`expected hash wrapped by utils.createHasher`);if(aa(e.outputLen),aa(e.blockLen),e.outputLen<1||e.blockLen<1)throw Error(`hash blockLen / outputLen must be >= 1`)}var sa=(e,t)=>{if(typeof e!=`object`||!e||Array.isArray(e))throw TypeError((t===`object`?``:`"${t}" `)+`expected object, got type=`+typeof e)},ca=(e,t)=>{sa(e,t);let n=Object.getPrototypeOf(e);if(n!==Object.prototype&&n!==null)throw TypeError(`"${t}" expected plain object`);if(Object.hasOwn(e,`__proto__`))throw TypeError(`"${t}.__proto__" is not allowed`)};function la(e,t=!0){if(e.destroyed)throw Error(`hash was destroyed`);if(t&&e.finished)throw Error(`digest() was already called`)}function ua(e,t){U(e,void 0,`output`);let n=t.outputLen;if(!(e.length>=n))throw RangeError(`"output" expected length >= `+n)}function da(...e){for(let t=0;t<e.length;t++)e[t].fill(0)}function fa(e){return new DataView(e.buffer,e.byteOffset,e.byteLength)}function W(e,t){return e<<32-t|e>>>t}var pa=typeof Uint8Array.from([]).toHex==`function`&&typeof Uint8Array.fromHex==`function`,ma=Array.from({length:256},(e,t)=>t.toString(16).padStart(2,`0`));function ha(e){if(U(e),pa)return e.toHex();let t=``;for(let n=0;n<e.length;n++)t+=ma[e[n]];return t}function ga(e){return e>=48&&e<=57?e-48:e>=65&&e<=70?e-55:e>=97&&e<=102?e-87:void 0}function _a(e){if(typeof e!=`string`)throw TypeError(`hex string expected, got `+typeof e);if(pa)try{return Uint8Array.fromHex(e)}catch(e){throw e instanceof SyntaxError?RangeError(e.message):e}let t=e.length,n=t/2;if(t%2)throw RangeError(`hex string expected, got unpadded hex of length `+t);let r=new Uint8Array(n);for(let t=0,i=0;t<n;t++,i+=2){let n=ga(e.charCodeAt(i)),a=ga(e.charCodeAt(i+1));if(n===void 0||a===void 0){let t=e[i]+e[i+1];throw RangeError(`hex string expected, got non-hex character "`+t+`" at index `+i)}r[t]=n*16+a}return r}function va(e,t,n=`opts`){return ca(e,`defaults`),t!==void 0&&ca(t,n),Object.assign(Object.create(null),e,t)}function ya(e,t={}){if(typeof e!=`function`)throw TypeError(`"hashCons" expected function, got type=`+typeof e);t=va({},t,`info`);let n=(t,n)=>e(n).update(t).digest(),r=e(void 0);return n.outputLen=r.outputLen,n.blockLen=r.blockLen,n.canXOF=r.canXOF,n.create=t=>e(t),Object.assign(n,t),Object.freeze(n)}function ba(e=32){aa(e,`bytesLength`);let t=typeof globalThis==`object`?globalThis.crypto:null;if(typeof t?.getRandomValues!=`function`)throw Error(`crypto.getRandomValues must be defined`);if(e>65536)throw RangeError(`"bytesLength" expected <= 65536, got ${e}`);return t.getRandomValues(new Uint8Array(e))}var xa=e=>({oid:Uint8Array.from([6,9,96,134,72,1,101,3,4,2,e])});function Sa(e,t,n){return e&t^~e&n}function Ca(e,t,n){return e&t^e&n^t&n}var wa=class{constructor(e,t,n,r){H(this,`blockLen`,void 0),H(this,`outputLen`,void 0),H(this,`canXOF`,!1),H(this,`padOffset`,void 0),H(this,`isLE`,void 0),H(this,`buffer`,void 0),H(this,`view`,void 0),H(this,`finished`,!1),H(this,`length`,0),H(this,`pos`,0),H(this,`destroyed`,!1),this.blockLen=e,this.outputLen=t,this.padOffset=n,this.isLE=r,this.buffer=new Uint8Array(e),this.view=fa(this.buffer)}update(e){la(this),U(e);let{view:t,buffer:n,blockLen:r}=this,i=e.length,a=!1;for(let o=0;o<i;){let s=Math.min(r-this.pos,i-o);if(s===r){let t=fa(e);for(;r<=i-o;o+=r)this.process(t,o);a=!0}else n.set(o===0&&s===i?e:e.subarray(o,o+s),this.pos),this.pos+=s,o+=s,this.pos===r&&(this.process(t,0),this.pos=0,a=!0)}return this.length+=e.length,a&&this.roundClean(),this}digestInto(e){la(this),ua(e,this),this.finished=!0;let{buffer:t,view:n,blockLen:r,isLE:i}=this,{pos:a}=this;t[a++]=128,t.fill(0,a),this.padOffset>r-a&&(this.process(n,0),t.fill(0)),na(n,r-8,this.length*8,i),this.process(n,0),this.roundClean();let o=e===t?n:fa(e),s=this.outputLen,c=s/4,l=this.get();if(s%4||c>l.length)throw Error(`invalid outputLen`);for(let e=0;e<c;e++)o.setUint32(4*e,l[e],i)}digest(){let{buffer:e,outputLen:t}=this;this.digestInto(e);let n=e.slice(0,t);return this.destroy(),n}_cloneIntoMeta(e){let{buffer:t,length:n,finished:r,destroyed:i,pos:a}=this;return e.destroyed=i,e.finished=r,e.length=n,e.pos=a,a&&e.buffer.set(t),e}clone(){return this._cloneInto()}},Ta=Uint32Array.from([1779033703,3144134277,1013904242,2773480762,1359893119,2600822924,528734635,1541459225]),Ea=Uint32Array.from([1116352408,1899447441,3049323471,3921009573,961987163,1508970993,2453635748,2870763221,3624381080,310598401,607225278,1426881987,1925078388,2162078206,2614888103,3248222580,3835390401,4022224774,264347078,604807628,770255983,1249150122,1555081692,1996064986,2554220882,2821834349,2952996808,3210313671,3336571891,3584528711,113926993,338241895,666307205,773529912,1294757372,1396182291,1695183700,1986661051,2177026350,2456956037,2730485921,2820302411,3259730800,3345764771,3516065817,3600352804,4094571909,275423344,430227734,506948616,659060556,883997877,958139571,1322822218,1537002063,1747873779,1955562222,2024104815,2227730452,2361852424,2428436474,2756734187,3204031479,3329325298]),G=new Uint32Array(64),Da=class extends wa{constructor(e,t){super(64,e,8,!1),H(this,`A`,0),H(this,`B`,0),H(this,`C`,0),H(this,`D`,0),H(this,`E`,0),H(this,`F`,0),H(this,`G`,0),H(this,`H`,0),this.A=t[0]|0,this.B=t[1]|0,this.C=t[2]|0,this.D=t[3]|0,this.E=t[4]|0,this.F=t[5]|0,this.G=t[6]|0,this.H=t[7]|0}get(){let{A:e,B:t,C:n,D:r,E:i,F:a,G:o,H:s}=this;return[e,t,n,r,i,a,o,s]}set(e,t,n,r,i,a,o,s){this.A=e|0,this.B=t|0,this.C=n|0,this.D=r|0,this.E=i|0,this.F=a|0,this.G=o|0,this.H=s|0}_cloneInto(e){return(e||=new this.constructor).set(...this.get()),this._cloneIntoMeta(e)}process(e,t){for(let n=0;n<16;n++,t+=4)G[n]=e.getUint32(t,!1);for(let e=16;e<64;e++){let t=G[e-15],n=G[e-2],r=W(t,7)^W(t,18)^t>>>3,i=W(n,17)^W(n,19)^n>>>10;G[e]=i+G[e-7]+r+G[e-16]|0}let{A:n,B:r,C:i,D:a,E:o,F:s,G:c,H:l}=this;for(let e=0;e<64;e++){let t=W(o,6)^W(o,11)^W(o,25),u=l+t+Sa(o,s,c)+Ea[e]+G[e]|0,d=(W(n,2)^W(n,13)^W(n,22))+Ca(n,r,i)|0;l=c,c=s,s=o,o=a+u|0,a=i,i=r,r=n,n=u+d|0}n=n+this.A|0,r=r+this.B|0,i=i+this.C|0,a=a+this.D|0,o=o+this.E|0,s=s+this.F|0,c=c+this.G|0,l=l+this.H|0,this.set(n,r,i,a,o,s,c,l)}roundClean(){da(G)}destroy(){this.destroyed=!0,this.set(0,0,0,0,0,0,0,0),da(this.buffer)}},Oa=class extends Da{constructor(){super(32,Ta)}},ka=ya(()=>new Oa,xa(1));function Aa(e,t,n=()=>{}){if(!Array.isArray(e))throw TypeError(`"${t}" expected array, got type=${typeof e}`);for(let r=0;r<e.length;r++)n(e[r],`${t}[${r}]`);return e}var K=(e,t,n)=>U(e,t,n),ja=aa;function Ma(e,t=`object`){if(typeof e!=`object`||!e||Array.isArray(e))throw TypeError(t===`object`?`expected valid options object`:`"${t}" expected object, got type=${typeof e}`);return e}function Na(e,t){if(typeof e!=`function`)throw TypeError(`"${t}" is invalid: expected function, got ${typeof e}`);return e}var Pa=ha,Fa=e=>_a(e),Ia=ra,La=e=>ba(e),Ra=BigInt(0),za=BigInt(1),Ba=e=>e?`"${e}" `:``;function Va(e,t=``){if(typeof e!=`boolean`)throw TypeError(Ba(t)+`expected boolean, got type=`+typeof e);return e}function Ha(e){if(typeof e==`bigint`){if(!Za(e))throw RangeError(`positive bigint expected, got `+e)}else ja(e);return e}function Ua(e,t=``){if(typeof e!=`number`){let n=t&&`"${t}" `;throw TypeError(n+`expected number, got type=`+typeof e)}if(!Number.isSafeInteger(e)){let n=t&&`"${t}" `;throw RangeError(n+`expected safe integer, got `+e)}}function Wa(e){if(typeof e!=`string`)throw TypeError(`hex string expected, got `+typeof e);return e===``?Ra:BigInt(`0x`+e)}function Ga(e){return Wa(ha(e))}function Ka(e){return Wa(ha(Xa(U(e)).reverse()))}function qa(e,t){if(aa(t),t===0)throw Error(`zero output length is invalid`);e=Ha(e);let n=t*2,r=e.toString(16);if(r.length>n)throw RangeError(`number is too large`);return _a(r.padStart(n,`0`))}function Ja(e,t){return qa(e,t).reverse()}function Ya(e,t){if(e=K(e),t=K(t),e.length!==t.length)return!1;let n=0;for(let r=0;r<e.length;r++)n|=e[r]^t[r];return n===0}function Xa(e){return Uint8Array.from(K(e))}function Za(e){return typeof e==`bigint`&&Ra<=e}function Qa(e,t,n){return Za(e)&&Za(t)&&Za(n)&&t<=e&&e<n}function $a(e,t,n,r){if(!Qa(t,n,r))throw RangeError(`expected valid `+e+`: `+n+` <= n < `+r+`, got `+t)}function eo(e){if(e<Ra)throw Error(`expected non-negative bigint, got `+e);return e===Ra?0:e.toString(2).length}var to=e=>(Ua(e,`n`),(za<<BigInt(e))-za);function no(e,t={},n={},r=`object`){Ma(e,r),Ma(t,`fields`),Ma(n,`optFields`);function i(t,n,i){let a=r===`object`?`param "${String(t)}"`:`"${r}.${String(t)}"`,o=e[t];if(!Object.hasOwn(e,t)&&(i?o!==void 0:n!==`function`))throw TypeError(`${a} is invalid: expected own property`);if(i&&o===void 0)return;let s=typeof o;if(s!==n||o===null)throw TypeError(`${a} is invalid: expected ${n}, got ${s}`)}let a=(e,t)=>Object.entries(e).forEach(([e,n])=>i(e,n,t));a(t,!1),a(n,!0)}var ro=()=>{throw Error(`not implemented`)},q=BigInt(0),J=BigInt(1),io=BigInt(2),ao=BigInt(3),oo=BigInt(4),so=BigInt(5),co=BigInt(7),lo=BigInt(8),uo=BigInt(9),fo=BigInt(15),po=BigInt(16),mo=BigInt(`0x10000000000000000`);function Y(e,t){if(t<=q)throw Error(`mod: expected positive modulus, got `+t);let n=e%t;return n>=q?n:t+n}function ho(e,t,n){if(n<=J)throw Error(`pow: expected modulus > 1, got `+n);if(typeof t!=`bigint`)throw TypeError(`invalid exponent: expected bigint, got `+typeof t);if(t<q)throw Error(`invalid exponent, negatives unsupported`);if(t===q)return J;if(t===J)return e;let r=e%n;if(r<q&&(r+=n),t<mo){let e=J;for(;t>q;)t&J&&(e=e*r%n),r=r*r%n,t>>=J;return e}let i=[];for(;t>q;)i.push(Number(t&fo)),t>>=oo;let a=Array(16);a[0]=J,a[1]=r;for(let e=2;e<16;e++)a[e]=a[e-1]*r%n;let o=a[i[i.length-1]];for(let e=i.length-2;e>=0;e--){o=o*o%n,o=o*o%n,o=o*o%n,o=o*o%n;let t=i[e];t!==0&&(o=o*a[t]%n)}return o}function X(e,t,n){if(n<=J)throw Error(`pow2: expected modulus > 1, got `+n);if(t<q)throw Error(`pow2: expected non-negative exponent, got `+t);let r=e;for(;t-->q;)r*=r,r%=n;return r}function go(e,t){if(e===q)throw Error(`invert: expected non-zero number`);if(t<=J)throw Error(`invert: expected modulus > 1, got `+t);let n=Y(e,t),r=t,i=q,a=J;for(;n!==q;){let e=r/n,t=r-n*e,o=i-a*e;r=n,n=t,i=a,a=o}if(r!==J)throw Error(`invert: does not exist`);return Y(i,t)}function _o(e,t,n){let r=e;if(!r.eql(r.sqr(t),n))throw Error(`Cannot find square root`)}function vo(e,t){if((e&J)===q)throw Error(t+`: expected odd modulus, got `+e)}function yo(e,t){let n=e,r=(n.ORDER+J)/oo,i=n.pow(t,r);return _o(n,i,t),i}function bo(e,t){let n=e,r=(n.ORDER-so)/lo,i=n.mul(t,io),a=n.pow(i,r),o=n.mul(t,a),s=n.mul(n.mul(o,io),a),c=n.mul(o,n.sub(s,n.ONE));return _o(n,c,t),c}function xo(e){let t=Mo(e),n=So(e),r=n(t,t.neg(t.ONE)),i=n(t,r),a=n(t,t.neg(r)),o=(e+co)/po;return((e,t)=>{let n=e,s=n.pow(t,o),c=n.mul(s,r),l=n.mul(s,i),u=n.mul(s,a),d=n.eql(n.sqr(c),t),f=n.eql(n.sqr(l),t);s=n.cmov(s,c,d),c=n.cmov(u,l,f);let p=n.eql(n.sqr(c),t),m=n.cmov(s,c,p);return _o(n,m,t),m})}function So(e){if(e<ao)throw Error(`sqrt is not defined for small field`);vo(e,`tonelliShanks`);let t=e-J,n=0;for(;t%io===q;)t/=io,n++;let r=io,i=Mo(e);for(;Oo(i,r)===1;)if(r++>1e3)throw Error(`Cannot find square root: probably non-prime P`);if(n===1)return yo;let a=i.pow(r,t),o=(t+J)/io;return function(e,r){let i=e;if(i.is0(r))return r;if(Oo(i,r)!==1)throw Error(`Cannot find square root`);let s=n,c=i.mul(i.ONE,a),l=i.pow(r,t),u=i.pow(r,o);for(;!i.eql(l,i.ONE);){if(i.is0(l))throw Error(`Cannot find square root: probably non-prime P`);let e=1,t=i.sqr(l);for(;!i.eql(t,i.ONE);)if(e++,t=i.sqr(t),e===s)throw Error(`Cannot find square root`);let n=J<<BigInt(s-e-1),r=i.pow(c,n);s=e,c=i.sqr(r),l=i.mul(l,c),u=i.mul(u,r)}return u}}function Co(e){return vo(e,`Fp.sqrt`),e%oo===ao?yo:e%lo===so?bo:e%po===uo?xo(e):So(e)}var wo=(e,t)=>(Y(e,t)&J)===J,To=[`create`,`isValid`,`is0`,`neg`,`inv`,`sqrt`,`sqr`,`eql`,`add`,`sub`,`mul`,`pow`,`div`,`addN`,`subN`,`mulN`,`sqrN`];function Eo(e){if(Ma(e,`field`),typeof e.ORDER!=`bigint`)throw TypeError(`param "ORDER" is invalid: expected bigint, got `+typeof e.ORDER);Ua(e.BYTES,`BYTES`),Ua(e.BITS,`BITS`);for(let t of To)Na(e[t],`field.`+t);if(e.BYTES<1||e.BITS<1)throw Error(`invalid field: expected BYTES/BITS > 0`);if(e.ORDER<=J)throw Error(`invalid field: expected ORDER > 1, got `+e.ORDER);return e}function Do(e,t,n=!1){Eo(e),Aa(t,`nums`),Va(n,`passZero`);let r=e,i=Array(t.length).fill(n?r.ZERO:void 0),a=t.reduce((e,t,n)=>r.is0(t)?e:(i[n]=e,r.mul(e,t)),r.ONE),o=r.inv(a);return t.reduceRight((e,t,n)=>r.is0(t)?e:(i[n]=r.mul(e,i[n]),r.mul(e,t)),o),i}function Oo(e,t){Eo(e);let n=e;vo(n.ORDER,`FpLegendre`);let r=(n.ORDER-J)/io,i=n.pow(t,r),a=n.eql(i,n.ONE),o=n.eql(i,n.ZERO),s=n.eql(i,n.neg(n.ONE));if(!a&&!o&&!s)throw Error(`invalid Legendre symbol result`);return a?1:o?0:-1}function ko(e,t){if(t!==void 0&&ja(t),e<=q)throw Error(`invalid n length: expected positive n, got `+e);if(t!==void 0&&t<1)throw Error(`invalid n length: expected positive bit length, got `+t);let n=eo(e);if(t!==void 0&&t<n)throw Error(`invalid n length: expected nBitLength (${t}) >= bitLen(n) (${n})`);let r=t===void 0?n:t;return{nBitLength:r,nByteLength:Math.ceil(r/8)}}var Ao=new WeakMap,jo=class{constructor(e,t={}){if(H(this,`ORDER`,void 0),H(this,`BITS`,void 0),H(this,`BYTES`,void 0),H(this,`isLE`,void 0),H(this,`ZERO`,q),H(this,`ONE`,J),H(this,`_lengths`,void 0),H(this,`_mod`,void 0),e<=J)throw Error(`invalid field: expected ORDER > 1, got `+e);let n;this.isLE=!1,typeof t==`object`&&t&&(typeof t.BITS==`number`&&(n=t.BITS),typeof t.sqrt==`function`&&Object.defineProperty(this,"sqrt",{value:t.sqrt,enumerable:!0}),typeof t.isLE==`boolean`&&(this.isLE=t.isLE),t.allowedLengths&&(this._lengths=Object.freeze(t.allowedLengths.slice())),typeof t.modFromBytes==`boolean`&&(this._mod=t.modFromBytes));let{nBitLength:r,nByteLength:i}=ko(e,n);if(i>2048)throw Error(`invalid field: expected ORDER of <= 2048 bytes`);this.ORDER=e,this.BITS=r,this.BYTES=i,Object.freeze(this)}create(e){return Y(e,this.ORDER)}isValid(e){if(typeof e!=`bigint`)throw TypeError(`invalid field element: expected bigint, got `+typeof e);return q<=e&&e<this.ORDER}is0(e){return e===q}isValidNot0(e){return!this.is0(e)&&this.isValid(e)}isOdd(e){return(e&J)===J}neg(e){return Y(-e,this.ORDER)}eql(e,t){return e===t}sqr(e){return Y(e*e,this.ORDER)}add(e,t){return Y(e+t,this.ORDER)}sub(e,t){return Y(e-t,this.ORDER)}mul(e,t){return Y(e*t,this.ORDER)}pow(e,t){return ho(e,t,this.ORDER)}div(e,t){return Y(e*go(t,this.ORDER),this.ORDER)}sqrN(e){return e*e}addN(e,t){return e+t}subN(e,t){return e-t}mulN(e,t){return e*t}inv(e){return go(e,this.ORDER)}sqrt(e){let t=Ao.get(this);return t||Ao.set(this,t=Co(this.ORDER)),t(this,e)}toBytes(e){return this.isLE?Ja(e,this.BYTES):qa(e,this.BYTES)}fromBytes(e,t=!1){K(e);let{_lengths:n,BYTES:r,isLE:i,ORDER:a,_mod:o}=this;if(n){if(e.length<1||!n.includes(e.length)||e.length>r)throw Error(`Field.fromBytes: expected `+n+` bytes, got `+e.length);let t=new Uint8Array(r);t.set(e,i?0:t.length-e.length),e=t}if(e.length!==r)throw Error(`Field.fromBytes: expected `+r+` bytes, got `+e.length);let s=i?Ka(e):Ga(e);if(o&&(s=Y(s,a)),!t&&!this.isValid(s))throw Error(`invalid field element: outside of range 0..ORDER`);return s}invertBatch(e){return Do(this,e,!0)}cmov(e,t,n){return Va(n,`condition`),n?t:e}};function Mo(e,t={}){return Object.freeze(jo.prototype),new jo(e,t)}var No=BigInt(0),Po=BigInt(1),Fo=BigInt(4),Io=16,Lo=128,Ro=5,zo=2**31;function Bo(e){let t=e;if(typeof t!=`function`)throw TypeError(`"Point" expected constructor, got type=`+typeof e);Na(t.fromAffine,`Point.fromAffine`),Na(t.fromBytes,`Point.fromBytes`),Na(t.fromHex,`Point.fromHex`),Ma(t.BASE,`Point.BASE`),Ma(t.ZERO,`Point.ZERO`),Eo(t.Fp),Eo(t.Fn)}function Vo(e,t){Bo(e),Go(t,e);let n=Do(e.Fp,t.map(e=>e.Z));return t.map((t,r)=>e.fromAffine(t.toAffine(n[r])))}function Ho(e,t,n=1){if(!Number.isSafeInteger(e)||e<n||e>t)throw Error(`invalid window size, expected [`+n+`..`+t+`], got W=`+e)}function Uo(e,t){let n=e*(4*t+128);if(n>zo)throw Error(`invalid window size: table would need ~`+Math.ceil(n/2**20)+` MiB, max `+zo/2**20+` MiB`)}function Wo(e,t){if(e!==void 0){Na(e,`randomBytes`);try{let n=e(t);if(!Ia(n)||n.length!==t)return}catch{return}return e}}function Go(e,t){Aa(e,`points`),e.forEach((e,n)=>{if(!(e instanceof t))throw Error(`invalid point at index `+n)})}function Ko(e,t,n){if(!Array.isArray(e))throw Error(`array of scalars expected`);e.forEach((e,r)=>{if(!(n===void 0?t.isValid(e):Za(e)&&e<n))throw Error(`invalid scalar at index `+r)})}var qo=new WeakMap;function Jo(e){return qo.get(e)||1}function Yo(e,t){let n=e.double(),r=[e];for(let e=1;e<t;e++)r.push(r[e-1].add(n));return r}function Xo(e,t){let n=2**t,r=n/2,i=BigInt(n-1),a=[];for(;e>No;){let t=0;e&Po&&(t=Number(e&i),t>=r&&(t-=n),e-=BigInt(t)),a.push(t),e>>=Po}return a}function Zo(e,t,n){let r=2**t,i=r/2,a=BigInt(r-1),o=BigInt(t),s=[];for(let t=0;t<n;t++){let t=Number(e&a);e>>=o,t>i&&(t-=r,e+=Po),s.push(t)}if(e!==No)throw Error(`invalid wnaf`);return s}function Qo(e,t,n){let r=0;for(let e of n)r=Math.max(r,e.length);let i=e;for(let e=r-1;e>=0;e--){e!==r-1&&(i=i.double());for(let r=0;r<n.length;r++){let a=n[r][e];if(a){let e=t[r][Math.abs(a)-1>>1];i=i.add(a<0?e.negate():e)}}}return i}var $o=class{constructor(e,t){H(this,`Point`,void 0),H(this,`BASE`,void 0),H(this,`ZERO`,void 0),H(this,`randomBytes`,void 0),H(this,`wnafPrecomputes`,new WeakMap),H(this,`baseCanBeBlinded`,void 0),H(this,`bits`,void 0),Bo(e),this.randomBytes=Wo(t,Io),this.Point=e,this.BASE=e.BASE,this.ZERO=e.ZERO,this.bits=e.Fn.BITS}buildWnafTable(e,t,n){let r=Math.ceil(n/t)+1,i=2**(t-1),a=[],o=e;for(let e=0;e<r;e++){let e=o;for(let t=0;t<i;t++)a.push(e),e=e.add(o);o=a[a.length-1].double()}return{W:t,bits:n,windows:r,comp:a}}wnafCachedCT(e,t){let{W:n,windows:r,comp:i}=e,a=2**(n-1),o=Zo(t,n,r),s=this.ZERO,c=this.BASE;for(let e=0;e<r;e++){let t=o[e],n=e*a,r=Math.abs(t)-1,l=i[n];for(let e=1;e<a;e++)l=e===r?i[n+e]:l;let u=l.negate();t===0?c=c.add(i[n]):s=s.add(t<0?u:l)}return{p:s,f:c}}getWnafPrecomputes(e,t,n,r){let i=this.wnafPrecomputes.get(t),a=i?.find(t=>t.W===e&&t.bits===n);return a||(a=this.buildWnafTable(t,e,n),typeof r==`function`&&(a={...a,comp:r(a.comp)}),i||(i=[],this.wnafPrecomputes.set(t,i)),i.push(a)),a}assertPoint(e){if(!(e instanceof this.Point))throw TypeError(`"point" expected Point instance, got type=`+typeof e)}validateMulInput(e,t){if(this.assertPoint(e),!Qa(t,Po,this.Point.Fn.ORDER))throw Error(`invalid scalar`)}runCT(e,t,n,r){let i=Jo(e);return i===1?this.fixedWindowCT(e,t,n):this.wnafCachedCT(this.getWnafPrecomputes(i,e,n,r),t)}mulCT(e,t,n){return this.validateMulInput(e,t),this.runCT(e,t,this.bits,n)}mulCTBlinded(e,t,n){if(this.validateMulInput(e,t),this.randomBytes===void 0)throw Error(`randomBytes is required for scalar blinding`);let r=this.Point.Fn.BITS+Lo,i=this.randomBytes(Io);if(!Ia(i)||i.length!==Io)throw Error(`randomBytes returned invalid byte array`);i[0]=i[0]&63|128;let a=t+Ga(i)*this.Point.Fn.ORDER;return this.runCT(e,a,r,n)}fixedWindowCT(e,t,n){let r=Ro,i=to(r),a=Array(32);a[0]=this.ZERO;for(let t=1;t<32;t++)a[t]=a[t-1].add(e);let o=Math.ceil(n/r),s=this.ZERO;for(let e=o-1;e>=0;e--){if(e!==o-1)for(let e=0;e<r;e++)s=s.double();let n=Number(t>>BigInt(e*r)&i),c=a[0];for(let e=1;e<32;e++)c=e===n?a[e]:c;s=s.add(c)}return{p:s,f:s}}shouldBlind(e,t){return this.randomBytes===void 0?!1:t===Po||e===this.BASE&&(this.baseCanBeBlinded===void 0&&(this.baseCanBeBlinded=this.mulUnsafe(this.BASE,this.Point.Fn.ORDER).is0()),this.baseCanBeBlinded)}mulSecret(e,t,n,r){return this.shouldBlind(e,n)?this.mulCTBlinded(e,t,r):this.mulCT(e,t,r)}mulUnsafe(e,t,n){if(this.assertPoint(e),!Za(t))throw Error(`invalid scalar`);let r=Jo(e);if(r===1||t>=this.Point.Fn.ORDER)return es(this.Point,[e],[t],!0);let i=this.getWnafPrecomputes(r,e,this.bits,n);return this.wnafCachedCT(i,t).p}setWindowSize(e,t){this.assertPoint(e),Ho(t,this.bits),Uo((Math.ceil((this.bits+Lo)/t)+1)*2**(t-1),this.Point.Fp.BYTES),qo.set(e,t),this.wnafPrecomputes.delete(e)}hasWindowSize(e){return Jo(e)!==1}};function es(e,t,n,r=!1){if(Bo(e),Go(t,e),Va(r,`allowOversized`),Ko(n,e.Fn,r?e.Fn.ORDER**Fo:void 0),t.length!==n.length)throw Error(`arrays of points and scalars must have equal length`);let i=t.map(e=>Yo(e,4)),a=n.map(e=>Xo(e,4));return Qo(e.ZERO,i,a)}function ts(e,t,n){if(t){if(t.ORDER!==e)throw Error(`Field.ORDER must match order: Fp == p, Fn == n`);return Eo(t),t}return Mo(e,{isLE:n})}function ns(e,t,n={},r){if(e!==`weierstrass`&&e!==`edwards`)throw Error(`expected curve type "weierstrass" or "edwards"`);if(r===void 0&&(r=e===`edwards`),!t||typeof t!=`object`)throw Error(`expected valid ${e} CURVE object`);no(n);for(let e of[`p`,`n`,`h`]){let n=t[e];if(!(Za(n)&&n!==No))throw Error(`CURVE.${e} must be positive bigint`)}let i=ts(t.p,n.Fp,r),a=ts(t.n,n.Fn,r),o=[`Gx`,`Gy`,`a`,e===`weierstrass`?`b`:`d`];for(let e of o)if(!i.isValid(t[e]))throw Error(`CURVE.${e} must be valid field element of CURVE.Fp`);return t=Object.freeze(Object.assign({},t)),{CURVE:t,Fp:i,Fn:a}}function rs(e,t){return function(n){let r=e(n);return{secretKey:r,publicKey:t(r)}}}var is=BigInt(0),as=BigInt(1),os=BigInt(2),ss=BigInt(4),cs=BigInt(8);function ls(e,t,n,r){let i=e.sqr(n),a=e.sqr(r),o=e.add(e.mul(t.a,i),a),s=e.add(e.ONE,e.mul(t.d,e.mul(i,a)));return e.eql(o,s)}function us(e,t={}){var n;no(t,{},{},`extraOpts`);let r=t,i=ns(`edwards`,e,r,r.FpFnLE),{Fp:a,Fn:o}=i,s=i.CURVE,{h:c}=s;if(Oo(a,s.a)!==1)throw Error(`edwards: CURVE.a must be a square in Fp for complete addition formulas`);if(Oo(a,s.d)!==-1)throw Error(`edwards: CURVE.d must be a non-square in Fp for complete addition formulas`);no(r,{},{uvRatio:`function`,randomBytes:`function`});let l=r.randomBytes===void 0?La:r.randomBytes,u=os<<BigInt(a.BYTES*8)-as;function d(e){if(!a.isOdd)throw Error(`Field does not have .isOdd()`);return a.isOdd(e)}let f=r.uvRatio===void 0?(e,t)=>{try{return{isValid:!0,value:a.sqrt(a.div(e,t))}}catch{return{isValid:!1,value:is}}}:r.uvRatio;if(!ls(a,s,s.Gx,s.Gy))throw Error(`bad curve params: generator point`);let p=a.eql(s.a,a.neg(a.ONE))?e=>a.neg(e):a.eql(s.a,a.ONE)?e=>e:e=>a.mul(s.a,e);function m(e,t,n=!1){let r=n?as:is;return $a(`coordinate `+e,t,r,u),t}function h(e){if(!(e instanceof g))throw Error(`EdwardsPoint expected`)}class g{constructor(e,t,n,r){H(this,`X`,void 0),H(this,`Y`,void 0),H(this,`Z`,void 0),H(this,`T`,void 0),this.X=m(`x`,e),this.Y=m(`y`,t),this.Z=m(`z`,n,!0),this.T=m(`t`,r),Object.freeze(this)}static CURVE(){return s}static fromAffine(e){if(e instanceof g)throw Error(`extended point not allowed`);let{x:t,y:n}=e||{};return m(`x`,t),m(`y`,n),new g(t,n,a.ONE,a.mul(t,n))}static fromBytes(e,t=!1){let n=a.BYTES,{a:r,d:i}=s;e=Xa(K(e,n,`point`)),Va(t,`zip215`);let o=Xa(e),c=e[n-1];o[n-1]=c&-129;let l=Ka(o);$a(`point.y`,l,is,t?u:a.ORDER);let p=a.sqr(l),m=a.sub(p,a.ONE),h=a.sub(a.mulN(i,p),r),{isValid:_,value:v}=f(m,h);if(!_)throw Error(`bad point: invalid y coordinate`);let y=d(v),b=!!(c&128);if(!t&&a.is0(v)&&b)throw Error(`bad point: x=0 and x_0=1`);return b!==y&&(v=a.neg(v)),g.fromAffine({x:v,y:l})}static fromHex(e,t=!1){return g.fromBytes(Fa(e),t)}get x(){return this.toAffine().x}get y(){return this.toAffine().y}precompute(e=6,t=!0){return v.setWindowSize(this,e),t||this.multiply(os),this}assertValidity(){let e=this,{a:t,d:n}=s;if(e.is0())throw Error(`bad point: ZERO`);let{X:r,Y:i,Z:o,T:c}=e,l=a.sqr(r),u=a.sqr(i),d=a.sqr(o),f=a.sqr(d),p=a.mul(l,t),m=a.mul(a.add(p,u),d),h=a.add(f,a.mul(n,a.mul(l,u)));if(!a.eql(m,h))throw Error(`bad point: equation left != right (1)`);let g=a.mul(r,i),_=a.mul(o,c);if(!a.eql(g,_))throw Error(`bad point: equation left != right (2)`)}equals(e){h(e);let{X:t,Y:n,Z:r}=this,{X:i,Y:o,Z:s}=e,c=a.mul(t,s),l=a.mul(i,r),u=a.mul(n,s),d=a.mul(o,r);return a.eql(c,l)&&a.eql(u,d)}is0(){return this.equals(g.ZERO)}negate(){return new g(a.neg(this.X),this.Y,this.Z,a.neg(this.T))}double(){let{X:e,Y:t,Z:n}=this,r=a.sqr(e),i=a.sqr(t),o=a.mul(a.sqr(n),os),s=p(r),c=a.addN(e,t),l=a.sub(a.subN(a.sqr(c),r),i),u=a.addN(s,i),d=a.subN(u,o),f=a.subN(s,i),m=a.mul(l,d),h=a.mul(u,f),_=a.mul(l,f),v=a.mul(d,u);return new g(m,h,v,_)}add(e){h(e);let{d:t}=s,{X:n,Y:r,Z:i,T:o}=this,{X:c,Y:l,Z:u,T:d}=e,f=a.mul(n,c),m=a.mul(r,l),_=a.mul(a.mulN(o,t),d),v=a.mul(i,u),y=a.sub(a.subN(a.mulN(a.addN(n,r),a.addN(c,l)),f),m),b=a.subN(v,_),x=a.addN(v,_),S=a.sub(m,p(f)),C=a.mul(y,b),ee=a.mul(x,S),te=a.mul(y,S),ne=a.mul(b,x);return new g(C,ee,ne,te)}subtract(e){return h(e),this.add(e.negate())}multiply(e){if(!o.isValidNot0(e))throw RangeError(`invalid scalar: expected 1 <= sc < curve.n`);let{p:t,f:n}=v.mulSecret(this,e,c,_);return _([t,n])[0]}multiplyUnsafe(e){if(!o.isValid(e))throw RangeError(`invalid scalar: expected 0 <= sc < curve.n`);return e===is?g.ZERO:this.is0()||e===as?this:v.mulUnsafe(this,e,_)}isSmallOrder(){return this.clearCofactor().is0()}isTorsionFree(){return v.mulUnsafe(this,s.n).is0()}toAffine(e){let t=this,n=e;if(n!=null&&typeof n!=`bigint`)throw TypeError(`"invertedZ" expected bigint, got type=`+typeof n);let{X:r,Y:i,Z:o}=t,s=t.is0();n??=s?a.create(cs):a.inv(o);let c=a.mul(r,n),l=a.mul(i,n),u=a.mul(o,n);if(s)return{x:a.ZERO,y:a.ONE};if(!a.eql(u,a.ONE))throw Error(`invZ was invalid`);return{x:c,y:l}}clearCofactor(){return c===as?this:c===os?this.double():c===ss?this.double().double():c===cs?this.double().double().double():this.multiplyUnsafe(c)}toBytes(){let{x:e,y:t}=this.toAffine(),n=a.toBytes(t);return n[n.length-1]|=d(e)?128:0,n}toHex(){return Pa(this.toBytes())}toString(){return`<Point ${this.is0()?`ZERO`:this.toHex()}>`}}n=g,H(g,`BASE`,new n(s.Gx,s.Gy,a.ONE,a.mul(s.Gx,s.Gy))),H(g,`ZERO`,new n(a.ZERO,a.ONE,a.ONE,a.ZERO)),H(g,`Fp`,a),H(g,`Fn`,o);let _=e=>Vo(g,e),v=new $o(g,l);return v.bits>=6&&g.BASE.precompute(6),Object.freeze(g.prototype),Object.freeze(g),g}var ds=class{constructor(e){H(this,`ep`,void 0),this.ep=e}static fromBytes(e){ro()}static fromHex(e){ro()}get x(){return this.toAffine().x}get y(){return this.toAffine().y}clearCofactor(){return this}assertValidity(){this.ep.assertValidity()}toAffine(e){return this.ep.toAffine(e)}toHex(){return Pa(this.toBytes())}toString(){return this.toHex()}isTorsionFree(){return!0}isSmallOrder(){return!1}add(e){return this.assertSame(e),this.init(this.ep.add(e.ep))}subtract(e){return this.assertSame(e),this.init(this.ep.subtract(e.ep))}multiply(e){return this.init(this.ep.multiply(e))}multiplyUnsafe(e){return this.init(this.ep.multiplyUnsafe(e))}double(){return this.init(this.ep.double())}negate(){return this.init(this.ep.negate())}precompute(e,t){return this.ep.precompute(e,t),this}};H(ds,`BASE`,void 0),H(ds,`ZERO`,void 0),H(ds,`Fp`,void 0),H(ds,`Fn`,void 0);var fs=BigInt(0),Z=BigInt(1),ps=BigInt(2);function ms(e,t){return e+t-(t>>Z<<Z)}function hs(e){let t=BigInt(6)*e;return(n,r,i)=>{let a=r+i,o=((t+i-r)*n+r)%e;return{x_2:o,x_3:a-o}}}function gs(e){return no(e,{P:`bigint`,type:`string`,adjustScalarBytes:`function`,powPminus2:`function`},{randomBytes:`function`,scalarMultBase:`function`}),Object.freeze({...e})}function _s(e){let t=gs(e),{P:n,type:r,adjustScalarBytes:i,powPminus2:a,randomBytes:o}=t,s=t.scalarMultBase,c=r===`x25519`;if(!c&&r!==`x448`)throw Error(`invalid type`);let l=o===void 0?La:o,u=c?255:448,d=hs(n),f=c?32:56,p=BigInt(c?9:5),m=BigInt(c?121665:39081),h=c?ps**BigInt(254):ps**BigInt(447),g=h+(c?BigInt(8)*(ps**BigInt(251)-Z):BigInt(4)*(ps**BigInt(445)-Z))+Z,_=e=>Y(e,n),v=y(p);function y(e){return Ja(_(e),f)}function b(e){let t=Xa(K(e,f,`uCoordinate`));return c&&(t[31]&=127),_(Ka(t))}function x(e){return Ka(i(Xa(K(e,f,`scalar`))))}let S=new Set(c?[fs,Z,n-Z,BigInt(`325606250916557431795983626356110631294008115727848805560023387167927233504`),BigInt(`39382357235489614581723060781553021112529911719440698176882885853963445705823`)]:[fs,Z,n-Z]);function C(e,t){let n=b(t);if(S.has(n))throw Error(`invalid private or public key received`);let r=re(n,x(e));if(r===fs)throw Error(`invalid private or public key received`);return y(r)}function ee(e){if(s===void 0)return C(e,v);let t=x(e);$a(`scalar`,t,h,g);let n=_(s(t));if(n===fs)throw Error(`invalid private or public key received`);return y(n)}let te=ee,ne=C;function re(e,t){$a(`u`,e,fs,n),$a(`scalar`,t,h,g);let r=t,i=e,o=Z,s=fs,c=e,l=Z,f=r^r>>Z;for(let e=BigInt(u-1);e>=fs;e--){let t=ms(n,f>>e);({x_2:o,x_3:c}=d(t,o,c)),{x_2:s,x_3:l}=d(t,s,l);let r=o+s,a=_(r*r),u=o-s,p=_(u*u),h=a-p,g=c+l,v=c-l,y=_(v*r),b=_(g*u),x=y+b,S=y-b;c=_(x*x),l=_(i*_(S*S)),o=_(a*p),s=_(h*(a+_(m*h)))}let p=ms(n,r);({x_2:o,x_3:c}=d(p,o,c)),{x_2:s,x_3:l}=d(p,s,l);let v=a(s);return _(o*v)}let ie={secretKey:f,publicKey:f,seed:f},w=e=>(e=e===void 0?l(f):e,K(e,ie.seed,`seed`),e),ae={randomSecretKey:w};return Object.freeze(ie),Object.freeze(ae),Object.freeze({keygen:rs(w,te),getSharedSecret:ne,getPublicKey:te,scalarMult:C,scalarMultBase:ee,utils:ae,GuBytes:v.slice(),lengths:ie})}var vs,ys=BigInt(0),bs=BigInt(1),xs=BigInt(2),Ss=BigInt(3),Cs=BigInt(5),ws=BigInt(8),Ts=BigInt(`0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffed`),Es={p:Ts,n:BigInt(`0x1000000000000000000000000000000014def9dea2f79cd65812631a5cf5d3ed`),h:ws,a:BigInt(`0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffec`),d:BigInt(`0x52036cee2b6ffe738cc740797779e89800700a4d4141d8ab75eb4dca135978a3`),Gx:BigInt(`0x216936d3cd6e53fec0a4e231fdd6dc5c692cc7609525a7b2c9562d608f25d51a`),Gy:BigInt(`0x6666666666666666666666666666666666666666666666666666666666666658`)};function Ds(e){let t=BigInt(10),n=BigInt(20),r=BigInt(40),i=BigInt(80),a=Ts,o=e*e%a*e%a,s=X(X(o,xs,a)*o%a,bs,a)*e%a,c=X(s,Cs,a)*s%a,l=X(c,t,a)*c%a,u=X(l,n,a)*l%a,d=X(u,r,a)*u%a;return{pow_p_5_8:X(X(X(X(d,i,a)*d%a,i,a)*d%a,t,a)*c%a,xs,a)*e%a,b2:o}}function Os(e){return e[0]&=248,e[31]&=127,e[31]|=64,e}var ks=BigInt(`19681161376707505956807079304988542015446066515923890162744021073123829784752`);function As(e,t){let n=Ts,r=Y(t*t*t,n),i=Ds(e*Y(r*r*t,n)).pow_p_5_8,a=Y(e*r*i,n),o=Y(t*a*a,n),s=a,c=Y(a*ks,n),l=o===e,u=o===Y(-e,n),d=o===Y(-e*ks,n);return l&&(a=s),(u||d)&&(a=c),wo(a,n)&&(a=Y(-a,n)),{isValid:l||u,value:a}}var Q=us(Es,{uvRatio:As}),$=Q.Fp,js=Q.Fn,Ms=(()=>{let e=Ts,t=t=>{let{pow_p_5_8:n,b2:r}=Ds(t);return Y(X(n,Ss,e)*r,e)};return _s({P:e,type:`x25519`,powPminus2:t,adjustScalarBytes:Os,scalarMultBase:n=>{let r=Y(n,Q.Fn.ORDER);if(r===ys)return ys;let i=Q.BASE.multiply(r);return Y((i.Z+i.Y)*t(Y(i.Z-i.Y,e)),e)}})})(),Ns=ks,Ps=BigInt(`54469307008909316920995813868745141605393597292927456921205312896311721017578`),Fs=e=>As(bs,e),Is=BigInt(`0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff`),Ls=e=>$.create(Ka(e)&Is),Rs=class e extends ds{constructor(e){super(e)}static fromAffine(t){return new e(Q.fromAffine(t))}assertSame(t){if(!(t instanceof e))throw Error(`RistrettoPoint expected`)}init(t){return new e(t)}static fromBytes(t){U(t,32);let{a:n,d:r}=Es,i=Ls(t);if(!Ya($.toBytes(i),t)||$.isOdd(i))throw Error(`invalid ristretto255 encoding 1`);let a=$.sqr(i),o=$.add(bs,$.mulN(n,a)),s=$.sub(bs,$.mulN(n,a)),c=$.sqr(o),l=$.sqr(s),u=$.sub($.mulN($.mulN(n,r),c),l),{isValid:d,value:f}=Fs($.mul(u,l)),p=$.mul(f,s),m=$.mul($.mulN(f,p),u),h=$.mul($.addN(i,i),p);$.isOdd(h)&&(h=$.neg(h));let g=$.mul(o,m),_=$.mul(h,g);if(!d||$.isOdd(_)||$.is0(g))throw Error(`invalid ristretto255 encoding 2`);return new e(new Q(h,g,$.ONE,_))}static fromHex(t){return e.fromBytes(_a(t))}toBytes(){let{X:e,Y:t,Z:n,T:r}=this.ep,i=$.mul($.add(n,t),$.sub(n,t)),a=$.mul(e,t),o=$.sqr(a),{value:s}=Fs($.mul(i,o)),c=$.mul(s,i),l=$.mul(s,a),u=$.mul($.mulN(c,l),r),d;if($.isOdd($.mul(r,u))){let n=$.mul(t,Ns),r=$.mul(e,Ns);e=n,t=r,d=$.mul(c,Ps)}else d=l;$.isOdd($.mul(e,u))&&(t=$.neg(t));let f=$.mul($.subN(n,t),d);return $.isOdd(f)&&(f=$.neg(f)),$.toBytes(f)}equals(e){this.assertSame(e);let{X:t,Y:n}=this.ep,{X:r,Y:i}=e.ep,a=$.eql($.mul(t,i),$.mul(n,r)),o=$.eql($.mul(n,i),$.mul(t,r));return a||o}is0(){return this.equals(e.ZERO)}};vs=Rs,H(Rs,`BASE`,new vs(Q.BASE)),H(Rs,`ZERO`,new vs(Q.ZERO)),H(Rs,`Fp`,$),H(Rs,`Fn`,js);var zs=class{constructor(e,t){if(H(this,`oHash`,void 0),H(this,`iHash`,void 0),H(this,`blockLen`,void 0),H(this,`outputLen`,void 0),H(this,`canXOF`,!1),H(this,`finished`,!1),H(this,`destroyed`,!1),oa(e),U(t,void 0,`key`),this.iHash=e.create(),typeof this.iHash.update!=`function`)throw Error(`expected Hash instance`);this.blockLen=this.iHash.blockLen,this.outputLen=this.iHash.outputLen;let n=this.blockLen,r=new Uint8Array(n);r.set(t.length>n?e.create().update(t).digest():t);for(let e=0;e<r.length;e++)r[e]^=54;this.iHash.update(r),this.oHash=e.create();for(let e=0;e<r.length;e++)r[e]^=106;this.oHash.update(r),da(r)}update(e){return la(this),this.iHash.update(e),this}digestInto(e){la(this),ua(e,this),this.finished=!0;let t=e.subarray(0,this.outputLen);this.iHash.digestInto(t),this.oHash.update(t),this.oHash.digestInto(t),this.destroy()}digest(){let e=new Uint8Array(this.oHash.outputLen);return this.digestInto(e),e}_cloneInto(e){e||=Object.create(Object.getPrototypeOf(this),{});let{oHash:t,iHash:n,finished:r,destroyed:i,blockLen:a,outputLen:o,canXOF:s}=this;return e=e,e.finished=r,e.destroyed=i,e.blockLen=a,e.outputLen=o,e.canXOF=s,e.oHash=t._cloneInto(e.oHash),e.iHash=n._cloneInto(e.iHash),e}clone(){return this._cloneInto()}destroy(){this.destroyed=!0,this.oHash.destroy(),this.iHash.destroy()}},Bs=(()=>{let e=((e,t,n)=>new zs(e,t).update(n).digest());return e.create=(e,t)=>new zs(e,t),e})(),Vs=Uint8Array.of(0),Hs=Uint8Array.of();function Us(e,t,n,r=32,i){oa(e),aa(r,`length`),U(t,void 0,`prk`);let a=e.outputLen;if(t.length<a)throw Error(`"prk" must be at least HashLen octets`);if(r>255*a)throw Error(`Length must be <= 255*HashLen`);let o=Math.ceil(r/a);if(n===void 0?n=Hs:U(n,void 0,`info`),!o)return i&&da(t),new Uint8Array;let s=i&&o===1?t:new Uint8Array(o*a),{iHash:c,oHash:l}=Bs.create(e,t),u=i?t:new Uint8Array(a),d=o>1?i?.iHash||e.create():void 0;for(let e=0;e<o-1;e++){Vs[0]=e+1;let t=c._cloneInto(d);e&&t.update(u),t.update(n).update(Vs).digestInto(u),l._cloneInto(d).update(u).digestInto(u),s.set(u,a*e)}if(Vs[0]=o,o>1&&c.update(u),c.update(n).update(Vs).digestInto(u),l.update(u).digestInto(u),s.set(u,a*(o-1)),c.destroy(),l.destroy(),d?.destroy(),u!==s&&da(u),da(Vs),r===s.length)return s;let f=s.slice(0,r);return da(s),f}var Ws=(e,t,n,r,i)=>{oa(e),n===void 0&&(n=new Uint8Array(e.outputLen));let a=Bs.create(e,n).update(t);return Us(e,a.digest(),r,i,a)},Gs=new TextEncoder;function Ks(e){let t=``;for(let n of e)t+=String.fromCharCode(n);return btoa(t).replace(/\+/g,`-`).replace(/\//g,`_`).replace(/=+$/,``)}function qs(e){let t=e.replace(/-/g,`+`).replace(/_/g,`/`),n=atob(t+`=`.repeat((4-t.length%4)%4)),r=new Uint8Array(n.length);for(let e=0;e<n.length;e++)r[e]=n.charCodeAt(e);return r}function Js(e){if(typeof e!=`object`||!e)return JSON.stringify(e);if(Array.isArray(e))return`[${e.map(Js).join(`,`)}]`;let t=e;return`{${Object.keys(t).filter(e=>t[e]!==void 0).sort().map(e=>`${JSON.stringify(e)}:${Js(t[e])}`).join(`,`)}}`}function Ys(e){let t=Ws(ka,e,void 0,Gs.encode(`duckdown/1/view`),32),n=Ks(Bs(ka,t,Gs.encode(`duckdown/1/kid`)).slice(0,8));return{mac:Ws(ka,e,void 0,Gs.encode(`duckdown/1/mac`),32),view:t,kid:n}}function Xs(e,t,n){let r={...t},i=r.auth;if(i&&typeof i==`object`){let{mac:e,...t}=i;r.auth=t}return r.command=e,Ks(Bs(ka,n,Gs.encode(Js(r))))}function Zs(){let{secretKey:e,publicKey:t}=Ms.keygen();return{secretKey:e,publicKey:Ks(t)}}function Qs(e,t,n){return`duckdown/1/seal/${e}/${t}/${n===null?`-`:n}`}function $s(e,t,n){let r=qs(e.epk),i=Ms.getSharedSecret(t,r);if(!i.some(e=>e!==0))throw Error(`all-zero shared secret`);let a=Ms.getPublicKey(t),o=new Uint8Array(r.length+a.length);return o.set(r),o.set(a,r.length),$i(Ws(ka,i,o,Gs.encode(`duckdown/1/seal`),32),qs(e.nonce),Gs.encode(n)).decrypt(qs(e.ct))}var ec=new Set([`player_joined`,`player_left`,`bot_added`,`bot_removed`,`seat_handed_to_bot`,`seat_taken_back`,`presence`,`game_started`,`table_deleted`]),tc=`duckdown.current`,nc=e=>`duckdown.seat.${e}`,rc=e=>`duckdown.owner.${e}`;function ic(){let e=new URL(`ws`,globalThis.location.href);return e.protocol=e.protocol===`https:`?`wss:`:`ws:`,e.hash=``,e.search=``,e.toString()}var ac=class{constructor(e={}){this.opts=e,this.capabilities=Jt,this.listener=()=>void 0,this.sock=null,this.closed=!1,this.pending=new Map,this.txn=0,this.nonce=0,this.retry=0,this.tableId=null,this.seat=null,this.spectator=!1,this.snapshot=null,this.lastPrivateSeq=-1,this.held=null,this.storage=e.storage??globalThis.localStorage}connect(e){this.listener=e,this.closed=!1,this.open()}close(){this.closed=!0,clearTimeout(this.retryTimer),this.sock?.close(),this.sock=null}async lobby(e){switch(e.command){case`list`:return this.refreshTables();case`create`:return this.create(e.tableName||e.name,e.name,e.ruleset,e.options);case`join`:{let t=this.credential(e.table);return t?this.resume(e.table,t):this.join(e.table,e.name)}case`spectate`:return this.spectate(e.table);case`add_bot`:await this.ownerRequest(`table/add_bot`,{level:e.level});return;case`start`:{let t={};e.rounds&&(t.rounds=e.rounds),await this.ownerRequest(`table/start`,t);return}case`seat/bot`:await this.seatOrOwnerRequest(`seat/bot`,e.seat,{level:e.level});return;case`seat/take_back`:await this.seatOrOwnerRequest(`seat/take_back`,e.seat,{});return;case`table/remove_bot`:await this.ownerRequest(`table/remove_bot`,{seat:e.seat});return;case`table/delete`:return this.deleteTable();case`leave`:return this.leave(!0);case`lobby`:return this.leave(!1)}}async act(e,t={}){t.owner?await this.ownerRequest(`game/action`,{action:e}):await this.seatRequest(`game/action`,{action:e})}emitStatus(e){this.listener({kind:`status`,status:e})}open(){if(this.closed)return;this.emitStatus(`connecting`);let e=this.opts.url??ic(),t=(this.opts.socket??(e=>new WebSocket(e)))(e);this.sock=t,t.onopen=()=>{this.retry=0,this.emitStatus(`open`),this.afterOpen()},t.onmessage=e=>this.onMessage(e.data),t.onerror=()=>void 0,t.onclose=()=>{if(this.sock!==t)return;this.sock=null;for(let[,e]of this.pending)clearTimeout(e.timer),e.reject(new R(`disconnected`,`connection lost`));if(this.pending.clear(),this.closed)return;this.emitStatus(`closed`);let e=this.opts.retryMs??500,n=Math.min(1e4,e*2**Math.min(this.retry++,5));this.retryTimer=setTimeout(()=>this.open(),n)}}async afterOpen(){try{let e=await this.request(`ping`,{}),t=e.bot_levels;this.listener({kind:`bot_levels`,levels:Array.isArray(t)?t:[...qt]}),typeof e.web_url==`string`&&e.web_url&&this.listener({kind:`lan_url`,url:e.web_url}),this.hostInfo(),await this.request(`ws/lobby`,{}),await this.refreshTables();let n=this.tableId??this.storage.getItem(tc);if(n){let e=this.credential(n);e?await this.resume(n,e):this.spectator&&await this.spectate(n)}}catch(e){this.report(e)}}async hostInfo(){try{let e=We((await this.request(`host/info`,{})).info?.games);e&&this.listener({kind:`games`,games:e})}catch{}}report(e){e instanceof R?e.code!==`disconnected`&&this.listener({kind:`error`,code:e.code,message:e.message}):this.listener({kind:`error`,code:`client_error`,message:String(e)})}send(e){if(!this.sock||this.sock.readyState!==1)throw new R(`disconnected`,`not connected`);this.sock.send(JSON.stringify(e))}request(e,t,n){let r=`${Date.now().toString(36)}-${++this.txn}`,i={transaction:r,...t};if(n){this.nonce=Math.max(this.nonce+1,Date.now()),i.auth={role:n.role,nonce:this.nonce};let t=Xs(e,i,Ys(n.secret).mac);i.auth={role:n.role,nonce:this.nonce,mac:t}}return new Promise((t,n)=>{let a=setTimeout(()=>{this.pending.delete(r),n(new R(`timeout`,`${e}: no answer`))},this.opts.timeoutMs??1e4);this.pending.set(r,{resolve:t,reject:n,timer:a});try{this.send({command:e,...i})}catch(e){clearTimeout(a),this.pending.delete(r),n(e)}})}seatRequest(e,t){let n=this.tableId,r=n?this.credential(n):null;return!n||!r?Promise.reject(new R(`unauthorized`,`no seat at this table`)):this.request(e,{table_id:n,seat:r.seat,...t},{role:`seat`,secret:qs(r.secret)})}ownerRequest(e,t){let n=this.tableId,r=n?this.storage.getItem(rc(n)):null;return!n||!r?Promise.reject(new R(`forbidden`,`only the table's owner may do this`)):this.request(e,{table_id:n,...t},{role:`owner`,secret:qs(r)})}seatOrOwnerRequest(e,t,n){let r=this.tableId?this.credential(this.tableId):null;return r&&r.seat===t?this.seatRequest(e,n):this.ownerRequest(e,{seat:t,...n})}credential(e){try{let t=this.storage.getItem(nc(e));if(!t)return null;let n=JSON.parse(t);return typeof n.seat==`number`&&typeof n.secret==`string`?n:null}catch{return null}}forget(e){this.storage.removeItem(nc(e)),this.storage.removeItem(rc(e)),this.storage.getItem(tc)===e&&this.storage.removeItem(tc)}async refreshTables(){let e=await this.request(`table/list`,{});this.onTables(e.tables??[])}async create(e,t,n,r){let i=Zs(),a=await this.request(`table/create`,{name:e,ruleset:n,options:r,client_key:i.publicKey}),o=a.table_id,s=$s(a.owner,i.secretKey,Qs(o,`owner`,null));this.storage.setItem(rc(o),Ks(s)),await this.join(o,t)}async join(e,t){let n=Zs(),r=await this.request(`table/join`,{table_id:e,name:t,client_key:n.publicKey}),i=r.seat,a=$s(r.credential,n.secretKey,Qs(e,`seat`,i));this.storage.setItem(nc(e),JSON.stringify({seat:i,secret:Ks(a)})),await this.resume(e,{seat:i,secret:Ks(a)})}async resume(e,t){this.switchTable(e,t.seat,!1);let n=qs(t.secret);this.held=[];try{let r=await this.request(`ws/auth`,{table_id:e,seat:t.seat},{role:`seat`,secret:n});r.snapshot&&this.onPublic(r.snapshot),this.storage.setItem(tc,e),await this.history(e,{table_id:e,seat:t.seat},n)}catch(t){throw this.release(null),t instanceof R&&[`unauthorized`,`unknown_table`,`unknown_seat`].includes(t.code)&&(this.forget(e),this.switchTable(null,null,!1)),t}}async spectate(e){this.switchTable(e,null,!0),this.held=[];try{let t=await this.request(`table/spectate`,{table_id:e});await this.request(`ws/watch`,{table_id:e}),this.onPublic(t.snapshot),await this.history(e,{table_id:e},null)}catch(e){throw this.release(null),e}}async history(e,t,n){let r;try{r=await this.request(`table/history`,t,n?{role:`seat`,secret:n}:void 0)}catch{this.release(null);return}if(this.tableId!==e)return;let i=r.events??[];this.listener({kind:`history`,events:i.map(e=>e.event)}),this.release(typeof r.seq==`number`?r.seq:null)}release(e){let t=this.held??[];this.held=null;for(let n of t)(e===null||n.seq>e)&&this.listener({kind:`event`,event:n.event})}emitEvent(e,t){this.held?this.held.push({seq:t,event:e}):this.listener({kind:`event`,event:e})}async leave(e){let t=this.tableId;if(t&&e&&this.credential(t)){let e=this.snapshot?.snap.status;try{await this.seatRequest(`table/leave`,{})}catch(e){this.report(e)}e===`lobby`&&this.forget(t)}if(t)try{await this.request(`ws/unwatch`,{table_id:t})}catch{}this.storage.getItem(tc)===t&&this.storage.removeItem(tc),this.switchTable(null,null,!1),await this.refreshTables().catch(()=>void 0)}async deleteTable(){let e=this.tableId;await this.ownerRequest(`table/delete`,{}),e&&this.forget(e),this.switchTable(null,null,!1),await this.refreshTables().catch(()=>void 0)}switchTable(e,t,n){let r=e!==this.tableId;this.tableId=e,this.seat=t,this.spectator=n,r&&(this.snapshot=null,this.lastPrivateSeq=-1,this.held=null,this.listener({kind:`table`,table:null}))}onMessage(e){let t;try{t=JSON.parse(String(e))}catch{return}switch(t.type){case`response`:{let e=this.pending.get(t.transaction);if(!e)return;if(this.pending.delete(t.transaction),clearTimeout(e.timer),t.status===`ok`)e.resolve(t.data??{});else{let n=t.error??{};e.reject(new R(n.code??`error`,n.message??n.code??`error`))}return}case`public`:t.table_id===this.tableId&&this.onPublic(t.snapshot);return;case`event`:{if(t.table_id!==this.tableId)return;let e=t.event;if(this.seat!==null&&!ec.has(e.type))return;this.emitEvent(e,typeof t.seq==`number`?t.seq:1/0);return}case`private`:t.table_id===this.tableId&&t.seat===this.seat&&this.onPrivate(t);return;case`tables`:this.onTables(t.tables??[]);return;case`deleted`:t.table_id===this.tableId&&(this.forget(t.table_id),this.switchTable(null,null,!1)),this.refreshTables().catch(()=>void 0);return}}tableInfo(e){let t=e.seats.filter(e=>e.kind!==`empty`).map(e=>({seat:e.seat,name:e.name??`#${e.seat+1}`,kind:e.kind===`bot`?`bot`:`human`,bot:e.bot??null,connected:e.connected,you:e.seat===this.seat}));return{id:e.table_id,name:e.name,ruleset:e.ruleset,status:e.status,seats:t,options:e.options,round_choices:e.round_choices,max_players:e.max_seats,owner:!!this.storage.getItem(rc(e.table_id))}}onPublic(e){e&&e.table_id===this.tableId&&(this.snapshot&&e.seq<this.snapshot.snap.seq||(this.snapshot={snap:e,at:Date.now()},this.listener({kind:`table`,table:this.tableInfo(e),spectator:this.spectator}),e.game&&this.listener({kind:`public`,view:{...e.game,now:e.now,paused:e.paused,seq:e.seq}})))}onPrivate(e){let t=e.seq;if(t<this.lastPrivateSeq)return;let n=t===this.lastPrivateSeq;this.lastPrivateSeq=t;let r=e.view;if(!n)for(let n of e.events??[])this.emitEvent(n,t);if(r){let e=this.snapshot,n;e&&typeof e.snap.now==`number`&&(n=e.snap.paused?e.snap.now:e.snap.now+(Date.now()-e.at)),this.listener({kind:`seat`,view:{...r,now:n,paused:e?.snap.paused,seq:t}})}}onTables(e){let t=e.map(e=>{let t=e.table_id,n=this.credential(t),r=(e.seats??[]).filter(e=>e.kind!==`empty`).map(e=>{let t={seat:e.seat,name:e.name??`#${e.seat+1}`,bot:e.kind===`bot`?`bot`:null,you:!!n&&n.seat===e.seat};return typeof e.connected==`boolean`&&(t.connected=e.connected),t}),i=typeof e.ruleset==`string`?e.ruleset:void 0,a={id:t,name:e.name,ruleset:i,status:e.status,seats:r,max_players:e.max_seats};return typeof e.created==`number`&&(a.created=e.created),typeof e.started==`number`&&(a.started=e.started),a});this.listener({kind:`tables`,tables:t})}};function oc(e){return[`localhost`,`127.0.0.1`,`::1`,`[::1]`].includes(e.hostname)?``:e.href.slice(0,e.href.length-e.hash.length)}function sc(e,t){let n=[];e.capabilities=t.capabilities??Jt;let r=t=>{switch(t.kind){case`status`:e.connection=t.status;break;case`tables`:e.tables=t.tables;break;case`table`:(!t.table||e.table&&t.table.id!==e.table.id)&&(n=[],e.events=n,e.history=null,e.publicView=null,e.seatView=null),e.table=t.table,e.spectator=!!t.spectator;break;case`public`:e.publicView=t.view;break;case`seat`:e.seatView=t.view;break;case`event`:n=[...n.slice(-300),t.event],e.events=n;break;case`history`:e.history=t.events;break;case`error`:a(new R(t.code,t.message));break;case`lan_url`:e.lanUrl=t.url;break;case`bot_levels`:e.botLevels=t.levels;break;case`games`:e.games=t.games}},i,a=t=>{let n=t instanceof R?{code:t.code,message:t.message}:{code:`error`,message:String(t)};e.error=n,clearTimeout(i),i=setTimeout(()=>{e.error===n&&(e.error=null)},8e3)};e.addEventListener(`duck-down-action`,e=>{t.act(e.detail).catch(a)}),e.addEventListener(`duck-down-owner-action`,e=>{t.act(e.detail,{owner:!0}).catch(a)}),e.addEventListener(`duck-down-lobby`,n=>{e.error=null,t.lobby(n.detail).catch(a)}),t.connect(r)}var cc=document.querySelector(`duck-down-table`);cc&&(cc.lanUrl=oc(location),sc(cc,new ac));export{Xt as a,O as c,Ne as d,D as f,I as i,be as l,ka as n,Ct as o,o as p,Zt as r,M as s,Bs as t,E as u};