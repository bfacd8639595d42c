var e=globalThis,t=e.ShadowRoot&&(e.ShadyCSS===void 0||e.ShadyCSS.nativeShadow)&&`adoptedStyleSheets`in Document.prototype&&`replace`in CSSStyleSheet.prototype,n=Symbol(),r=new WeakMap,i=class{constructor(e,t,r){if(this._$cssResult$=!0,r!==n)throw Error("CSSResult is not constructable. Use `unsafeCSS` or `css` instead.");this.cssText=e,this.t=t}get styleSheet(){let e=this.o,n=this.t;if(t&&e===void 0){let t=n!==void 0&&n.length===1;t&&(e=r.get(n)),e===void 0&&((this.o=e=new CSSStyleSheet).replaceSync(this.cssText),t&&r.set(n,e))}return e}toString(){return this.cssText}},a=e=>new i(typeof e==`string`?e:e+``,void 0,n),o=(e,...t)=>new i(e.length===1?e[0]:t.reduce((t,n,r)=>t+(e=>{if(!0===e._$cssResult$)return e.cssText;if(typeof e==`number`)return e;throw Error(`Value passed to 'css' function must be a 'css' function result: `+e+`. Use 'unsafeCSS' to pass non-literal values, but take care to ensure page security.`)})(n)+e[r+1],e[0]),e,n),s=(n,r)=>{if(t)n.adoptedStyleSheets=r.map(e=>e instanceof CSSStyleSheet?e:e.styleSheet);else for(let t of r){let r=document.createElement(`style`),i=e.litNonce;i!==void 0&&r.setAttribute(`nonce`,i),r.textContent=t.cssText,n.appendChild(r)}},c=t?e=>e:e=>e instanceof CSSStyleSheet?(e=>{let t=``;for(let n of e.cssRules)t+=n.cssText;return a(t)})(e):e,{is:l,defineProperty:u,getOwnPropertyDescriptor:d,getOwnPropertyNames:f,getOwnPropertySymbols:p,getPrototypeOf:m}=Object,h=globalThis,g=h.trustedTypes,_=g?g.emptyScript:``,v=h.reactiveElementPolyfillSupport,y=(e,t)=>e,b={toAttribute(e,t){switch(t){case Boolean:e=e?_:null;break;case Object:case Array:e=e==null?e:JSON.stringify(e)}return e},fromAttribute(e,t){let n=e;switch(t){case Boolean:n=e!==null;break;case Number:n=e===null?null:Number(e);break;case Object:case Array:try{n=JSON.parse(e)}catch{n=null}}return n}},x=(e,t)=>!l(e,t),ee={attribute:!0,type:String,converter:b,reflect:!1,useDefault:!1,hasChanged:x};Symbol.metadata??=Symbol(`metadata`),h.litPropertyMetadata??=new WeakMap;var S=class extends HTMLElement{static addInitializer(e){this._$Ei(),(this.l??=[]).push(e)}static get observedAttributes(){return this.finalize(),this._$Eh&&[...this._$Eh.keys()]}static createProperty(e,t=ee){if(t.state&&(t.attribute=!1),this._$Ei(),this.prototype.hasOwnProperty(e)&&((t=Object.create(t)).wrapped=!0),this.elementProperties.set(e,t),!t.noAccessor){let n=Symbol(),r=this.getPropertyDescriptor(e,n,t);r!==void 0&&u(this.prototype,e,r)}}static getPropertyDescriptor(e,t,n){let{get:r,set:i}=d(this.prototype,e)??{get(){return this[t]},set(e){this[t]=e}};return{get:r,set(t){let a=r?.call(this);i?.call(this,t),this.requestUpdate(e,a,n)},configurable:!0,enumerable:!0}}static getPropertyOptions(e){return this.elementProperties.get(e)??ee}static _$Ei(){if(this.hasOwnProperty(y(`elementProperties`)))return;let e=m(this);e.finalize(),e.l!==void 0&&(this.l=[...e.l]),this.elementProperties=new Map(e.elementProperties)}static finalize(){if(this.hasOwnProperty(y(`finalized`)))return;if(this.finalized=!0,this._$Ei(),this.hasOwnProperty(y(`properties`))){let e=this.properties,t=[...f(e),...p(e)];for(let n of t)this.createProperty(n,e[n])}let e=this[Symbol.metadata];if(e!==null){let t=litPropertyMetadata.get(e);if(t!==void 0)for(let[e,n]of t)this.elementProperties.set(e,n)}this._$Eh=new Map;for(let[e,t]of this.elementProperties){let n=this._$Eu(e,t);n!==void 0&&this._$Eh.set(n,e)}this.elementStyles=this.finalizeStyles(this.styles)}static finalizeStyles(e){let t=[];if(Array.isArray(e)){let n=new Set(e.flat(1/0).reverse());for(let e of n)t.unshift(c(e))}else e!==void 0&&t.push(c(e));return t}static _$Eu(e,t){let n=t.attribute;return!1===n?void 0:typeof n==`string`?n:typeof e==`string`?e.toLowerCase():void 0}constructor(){super(),this._$Ep=void 0,this.isUpdatePending=!1,this.hasUpdated=!1,this._$Em=null,this._$Ev()}_$Ev(){this._$ES=new Promise(e=>this.enableUpdating=e),this._$AL=new Map,this._$E_(),this.requestUpdate(),this.constructor.l?.forEach(e=>e(this))}addController(e){(this._$EO??=new Set).add(e),this.renderRoot!==void 0&&this.isConnected&&e.hostConnected?.()}removeController(e){this._$EO?.delete(e)}_$E_(){let e=new Map,t=this.constructor.elementProperties;for(let n of t.keys())this.hasOwnProperty(n)&&(e.set(n,this[n]),delete this[n]);e.size>0&&(this._$Ep=e)}createRenderRoot(){let e=this.shadowRoot??this.attachShadow(this.constructor.shadowRootOptions);return s(e,this.constructor.elementStyles),e}connectedCallback(){this.renderRoot??=this.createRenderRoot(),this.enableUpdating(!0),this._$EO?.forEach(e=>e.hostConnected?.())}enableUpdating(e){}disconnectedCallback(){this._$EO?.forEach(e=>e.hostDisconnected?.())}attributeChangedCallback(e,t,n){this._$AK(e,n)}_$ET(e,t){let n=this.constructor.elementProperties.get(e),r=this.constructor._$Eu(e,n);if(r!==void 0&&!0===n.reflect){let i=(n.converter?.toAttribute===void 0?b:n.converter).toAttribute(t,n.type);this._$Em=e,i==null?this.removeAttribute(r):this.setAttribute(r,i),this._$Em=null}}_$AK(e,t){let n=this.constructor,r=n._$Eh.get(e);if(r!==void 0&&this._$Em!==r){let e=n.getPropertyOptions(r),i=typeof e.converter==`function`?{fromAttribute:e.converter}:e.converter?.fromAttribute===void 0?b:e.converter;this._$Em=r;let a=i.fromAttribute(t,e.type);this[r]=a??this._$Ej?.get(r)??a,this._$Em=null}}requestUpdate(e,t,n,r=!1,i){if(e!==void 0){let a=this.constructor;if(!1===r&&(i=this[e]),n??=a.getPropertyOptions(e),!((n.hasChanged??x)(i,t)||n.useDefault&&n.reflect&&i===this._$Ej?.get(e)&&!this.hasAttribute(a._$Eu(e,n))))return;this.C(e,t,n)}!1===this.isUpdatePending&&(this._$ES=this._$EP())}C(e,t,{useDefault:n,reflect:r,wrapped:i},a){n&&!(this._$Ej??=new Map).has(e)&&(this._$Ej.set(e,a??t??this[e]),!0!==i||a!==void 0)||(this._$AL.has(e)||(this.hasUpdated||n||(t=void 0),this._$AL.set(e,t)),!0===r&&this._$Em!==e&&(this._$Eq??=new Set).add(e))}async _$EP(){this.isUpdatePending=!0;try{await this._$ES}catch(e){Promise.reject(e)}let e=this.scheduleUpdate();return e!=null&&await e,!this.isUpdatePending}scheduleUpdate(){return this.performUpdate()}performUpdate(){if(!this.isUpdatePending)return;if(!this.hasUpdated){if(this.renderRoot??=this.createRenderRoot(),this._$Ep){for(let[e,t]of this._$Ep)this[e]=t;this._$Ep=void 0}let e=this.constructor.elementProperties;if(e.size>0)for(let[t,n]of e){let{wrapped:e}=n,r=this[t];!0!==e||this._$AL.has(t)||r===void 0||this.C(t,void 0,n,r)}}let e=!1,t=this._$AL;try{e=this.shouldUpdate(t),e?(this.willUpdate(t),this._$EO?.forEach(e=>e.hostUpdate?.()),this.update(t)):this._$EM()}catch(t){throw e=!1,this._$EM(),t}e&&this._$AE(t)}willUpdate(e){}_$AE(e){this._$EO?.forEach(e=>e.hostUpdated?.()),this.hasUpdated||(this.hasUpdated=!0,this.firstUpdated(e)),this.updated(e)}_$EM(){this._$AL=new Map,this.isUpdatePending=!1}get updateComplete(){return this.getUpdateComplete()}getUpdateComplete(){return this._$ES}shouldUpdate(e){return!0}update(e){this._$Eq&&=this._$Eq.forEach(e=>this._$ET(e,this[e])),this._$EM()}updated(e){}firstUpdated(e){}};S.elementStyles=[],S.shadowRootOptions={mode:`open`},S[y(`elementProperties`)]=new Map,S[y(`finalized`)]=new Map,v?.({ReactiveElement:S}),(h.reactiveElementVersions??=[]).push(`2.1.2`);var te=globalThis,ne=e=>e,re=te.trustedTypes,ie=re?re.createPolicy(`lit-html`,{createHTML:e=>e}):void 0,ae=`$lit$`,C=`lit$${Math.random().toFixed(9).slice(2)}$`,oe=`?`+C,se=`<${oe}>`,ce=document,le=()=>ce.createComment(``),ue=e=>e===null||typeof e!=`object`&&typeof e!=`function`,de=Array.isArray,fe=e=>de(e)||typeof e?.[Symbol.iterator]==`function`,pe=`[ 	
\f\r]`,me=/<(?:(!--|\/[^a-zA-Z])|(\/?[a-zA-Z][^>\s]*)|(\/?$))/g,he=/-->/g,ge=/>/g,_e=RegExp(`>|${pe}(?:([^\\s"'>=/]+)(${pe}*=${pe}*(?:[^ \t\n\f\r"'\`<>=]|("|')|))|$)`,`g`),ve=/'/g,ye=/"/g,be=/^(?:script|style|textarea|title)$/i,xe=e=>(t,...n)=>({_$litType$:e,strings:t,values:n}),w=xe(1),T=xe(2),Se=Symbol.for(`lit-noChange`),E=Symbol.for(`lit-nothing`),Ce=new WeakMap,we=ce.createTreeWalker(ce,129);function Te(e,t){if(!de(e)||!e.hasOwnProperty(`raw`))throw Error(`invalid template strings array`);return ie===void 0?t:ie.createHTML(t)}var Ee=(e,t)=>{let n=e.length-1,r=[],i,a=t===2?`<svg>`:t===3?`<math>`:``,o=me;for(let t=0;t<n;t++){let n=e[t],s,c,l=-1,u=0;for(;u<n.length&&(o.lastIndex=u,c=o.exec(n),c!==null);)u=o.lastIndex,o===me?c[1]===`!--`?o=he:c[1]===void 0?c[2]===void 0?c[3]!==void 0&&(o=_e):(be.test(c[2])&&(i=RegExp(`</`+c[2],`g`)),o=_e):o=ge:o===_e?c[0]===`>`?(o=i??me,l=-1):c[1]===void 0?l=-2:(l=o.lastIndex-c[2].length,s=c[1],o=c[3]===void 0?_e:c[3]===`"`?ye:ve):o===ye||o===ve?o=_e:o===he||o===ge?o=me:(o=_e,i=void 0);let d=o===_e&&e[t+1].startsWith(`/>`)?` `:``;a+=o===me?n+se:l>=0?(r.push(s),n.slice(0,l)+ae+n.slice(l)+C+d):n+C+(l===-2?t:d)}return[Te(e,a+(e[n]||`<?>`)+(t===2?`</svg>`:t===3?`</math>`:``)),r]},De=class e{constructor({strings:t,_$litType$:n},r){let i;this.parts=[];let a=0,o=0,s=t.length-1,c=this.parts,[l,u]=Ee(t,n);if(this.el=e.createElement(l,r),we.currentNode=this.el.content,n===2||n===3){let e=this.el.content.firstChild;e.replaceWith(...e.childNodes)}for(;(i=we.nextNode())!==null&&c.length<s;){if(i.nodeType===1){if(i.hasAttributes())for(let e of i.getAttributeNames())if(e.endsWith(ae)){let t=u[o++],n=i.getAttribute(e).split(C),r=/([.?@])?(.*)/.exec(t);c.push({type:1,index:a,name:r[2],strings:n,ctor:r[1]===`.`?Me:r[1]===`?`?Ne:r[1]===`@`?Pe:je}),i.removeAttribute(e)}else e.startsWith(C)&&(c.push({type:6,index:a}),i.removeAttribute(e));if(be.test(i.tagName)){let e=i.textContent.split(C),t=e.length-1;if(t>0){i.textContent=re?re.emptyScript:``;for(let n=0;n<t;n++)i.append(e[n],le()),we.nextNode(),c.push({type:2,index:++a});i.append(e[t],le())}}}else if(i.nodeType===8){if(i.data===oe)c.push({type:2,index:a});else{let e=-1;for(;(e=i.data.indexOf(C,e+1))!==-1;)c.push({type:7,index:a}),e+=C.length-1}}a++}}static createElement(e,t){let n=ce.createElement(`template`);return n.innerHTML=e,n}};function Oe(e,t,n=e,r){if(t===Se)return t;let i=r===void 0?n._$Cl:n._$Co?.[r],a=ue(t)?void 0:t._$litDirective$;return i?.constructor!==a&&(i?._$AO?.(!1),a===void 0?i=void 0:(i=new a(e),i._$AT(e,n,r)),r===void 0?n._$Cl=i:(n._$Co??=[])[r]=i),i!==void 0&&(t=Oe(e,i._$AS(e,t.values),i,r)),t}var ke=class{constructor(e,t){this._$AV=[],this._$AN=void 0,this._$AD=e,this._$AM=t}get parentNode(){return this._$AM.parentNode}get _$AU(){return this._$AM._$AU}u(e){let{el:{content:t},parts:n}=this._$AD,r=(e?.creationScope??ce).importNode(t,!0);we.currentNode=r;let i=we.nextNode(),a=0,o=0,s=n[0];for(;s!==void 0;){if(a===s.index){let t;s.type===2?t=new Ae(i,i.nextSibling,this,e):s.type===1?t=new s.ctor(i,s.name,s.strings,this,e):s.type===6&&(t=new Fe(i,this,e)),this._$AV.push(t),s=n[++o]}a!==s?.index&&(i=we.nextNode(),a++)}return we.currentNode=ce,r}p(e){let t=0;for(let n of this._$AV)n!==void 0&&(n.strings===void 0?n._$AI(e[t]):(n._$AI(e,n,t),t+=n.strings.length-2)),t++}},Ae=class e{get _$AU(){return this._$AM?._$AU??this._$Cv}constructor(e,t,n,r){this.type=2,this._$AH=E,this._$AN=void 0,this._$AA=e,this._$AB=t,this._$AM=n,this.options=r,this._$Cv=r?.isConnected??!0}get parentNode(){let e=this._$AA.parentNode,t=this._$AM;return t!==void 0&&e?.nodeType===11&&(e=t.parentNode),e}get startNode(){return this._$AA}get endNode(){return this._$AB}_$AI(e,t=this){e=Oe(this,e,t),ue(e)?e===E||e==null||e===``?(this._$AH!==E&&this._$AR(),this._$AH=E):e!==this._$AH&&e!==Se&&this._(e):e._$litType$===void 0?e.nodeType===void 0?fe(e)?this.k(e):this._(e):this.T(e):this.$(e)}O(e){return this._$AA.parentNode.insertBefore(e,this._$AB)}T(e){this._$AH!==e&&(this._$AR(),this._$AH=this.O(e))}_(e){this._$AH!==E&&ue(this._$AH)?this._$AA.nextSibling.data=e:this.T(ce.createTextNode(e)),this._$AH=e}$(e){let{values:t,_$litType$:n}=e,r=typeof n==`number`?this._$AC(e):(n.el===void 0&&(n.el=De.createElement(Te(n.h,n.h[0]),this.options)),n);if(this._$AH?._$AD===r)this._$AH.p(t);else{let e=new ke(r,this),n=e.u(this.options);e.p(t),this.T(n),this._$AH=e}}_$AC(e){let t=Ce.get(e.strings);return t===void 0&&Ce.set(e.strings,t=new De(e)),t}k(t){de(this._$AH)||(this._$AH=[],this._$AR());let n=this._$AH,r,i=0;for(let a of t)i===n.length?n.push(r=new e(this.O(le()),this.O(le()),this,this.options)):r=n[i],r._$AI(a),i++;i<n.length&&(this._$AR(r&&r._$AB.nextSibling,i),n.length=i)}_$AR(e=this._$AA.nextSibling,t){for(this._$AP?.(!1,!0,t);e!==this._$AB;){let t=ne(e).nextSibling;ne(e).remove(),e=t}}setConnected(e){this._$AM===void 0&&(this._$Cv=e,this._$AP?.(e))}},je=class{get tagName(){return this.element.tagName}get _$AU(){return this._$AM._$AU}constructor(e,t,n,r,i){this.type=1,this._$AH=E,this._$AN=void 0,this.element=e,this.name=t,this._$AM=r,this.options=i,n.length>2||n[0]!==``||n[1]!==``?(this._$AH=Array(n.length-1).fill(new String),this.strings=n):this._$AH=E}_$AI(e,t=this,n,r){let i=this.strings,a=!1;if(i===void 0)e=Oe(this,e,t,0),a=!ue(e)||e!==this._$AH&&e!==Se,a&&(this._$AH=e);else{let r=e,o,s;for(e=i[0],o=0;o<i.length-1;o++)s=Oe(this,r[n+o],t,o),s===Se&&(s=this._$AH[o]),a||=!ue(s)||s!==this._$AH[o],s===E?e=E:e!==E&&(e+=(s??``)+i[o+1]),this._$AH[o]=s}a&&!r&&this.j(e)}j(e){e===E?this.element.removeAttribute(this.name):this.element.setAttribute(this.name,e??``)}},Me=class extends je{constructor(){super(...arguments),this.type=3}j(e){this.element[this.name]=e===E?void 0:e}},Ne=class extends je{constructor(){super(...arguments),this.type=4}j(e){this.element.toggleAttribute(this.name,!!e&&e!==E)}},Pe=class extends je{constructor(e,t,n,r,i){super(e,t,n,r,i),this.type=5}_$AI(e,t=this){if((e=Oe(this,e,t,0)??E)===Se)return;let n=this._$AH,r=e===E&&n!==E||e.capture!==n.capture||e.once!==n.once||e.passive!==n.passive,i=e!==E&&(n===E||r);r&&this.element.removeEventListener(this.name,this,n),i&&this.element.addEventListener(this.name,this,e),this._$AH=e}handleEvent(e){typeof this._$AH==`function`?this._$AH.call(this.options?.host??this.element,e):this._$AH.handleEvent(e)}},Fe=class{constructor(e,t,n){this.element=e,this.type=6,this._$AN=void 0,this._$AM=t,this.options=n}get _$AU(){return this._$AM._$AU}_$AI(e){Oe(this,e)}},Ie={M:ae,P:C,A:oe,C:1,L:Ee,R:ke,D:fe,V:Oe,I:Ae,H:je,N:Ne,U:Pe,B:Me,F:Fe},Le=te.litHtmlPolyfillSupport;Le?.(De,Ae),(te.litHtmlVersions??=[]).push(`3.3.3`);var Re=(e,t,n)=>{let r=n?.renderBefore??t,i=r._$litPart$;if(i===void 0){let e=n?.renderBefore??null;r._$litPart$=i=new Ae(t.insertBefore(le(),e),e,void 0,n??{})}return i._$AI(e),i},ze=globalThis,Be=class extends S{constructor(){super(...arguments),this.renderOptions={host:this},this._$Do=void 0}createRenderRoot(){let e=super.createRenderRoot();return this.renderOptions.renderBefore??=e.firstChild,e}update(e){let t=this.render();this.hasUpdated||(this.renderOptions.isConnected=this.isConnected),super.update(e),this._$Do=Re(t,this.renderRoot,this.renderOptions)}connectedCallback(){super.connectedCallback(),this._$Do?.setConnected(!0)}disconnectedCallback(){super.disconnectedCallback(),this._$Do?.setConnected(!1)}render(){return Se}};Be._$litElement$=!0,Be.finalized=!0,ze.litElementHydrateSupport?.({LitElement:Be});var Ve=ze.litElementPolyfillSupport;Ve?.({LitElement:Be}),(ze.litElementVersions??=[]).push(`4.2.2`);var He={ATTRIBUTE:1,CHILD:2,PROPERTY:3,BOOLEAN_ATTRIBUTE:4,EVENT:5,ELEMENT:6},Ue=e=>(...t)=>({_$litDirective$:e,values:t}),We=class{constructor(e){}get _$AU(){return this._$AM._$AU}_$AT(e,t,n){this._$Ct=e,this._$AM=t,this._$Ci=n}_$AS(e,t){return this.update(e,t)}update(e,t){return this.render(...t)}},Ge=Ue(class extends We{constructor(e){if(super(e),e.type!==He.ATTRIBUTE||e.name!==`class`||e.strings?.length>2)throw Error("`classMap()` can only be used in the `class` attribute and must be the only part in the attribute.")}render(e){return` `+Object.keys(e).filter(t=>e[t]).join(` `)+` `}update(e,[t]){if(this.st===void 0){this.st=new Set,e.strings!==void 0&&(this.nt=new Set(e.strings.join(` `).split(/\s/).filter(e=>e!==``)));for(let e in t)t[e]&&!this.nt?.has(e)&&this.st.add(e);return this.render(t)}let n=e.element.classList;for(let e of this.st)e in t||(n.remove(e),this.st.delete(e));for(let e in t){let r=!!t[e];r===this.st.has(e)||this.nt?.has(e)||(r?(n.add(e),this.st.add(e)):(n.remove(e),this.st.delete(e)))}return Se}}),{I:Ke}=Ie,qe=e=>e.strings===void 0,Je=(e,t)=>{let n=e._$AN;if(n===void 0)return!1;for(let e of n)e._$AO?.(t,!1),Je(e,t);return!0},Ye=e=>{let t,n;do{if((t=e._$AM)===void 0)break;n=t._$AN,n.delete(e),e=t}while(n?.size===0)},Xe=e=>{for(let t;t=e._$AM;e=t){let n=t._$AN;if(n===void 0)t._$AN=n=new Set;else if(n.has(e))break;n.add(e),$e(t)}};function Ze(e){this._$AN===void 0?this._$AM=e:(Ye(this),this._$AM=e,Xe(this))}function Qe(e,t=!1,n=0){let r=this._$AH,i=this._$AN;if(i!==void 0&&i.size!==0){if(t){if(Array.isArray(r))for(let e=n;e<r.length;e++)Je(r[e],!1),Ye(r[e]);else r!=null&&(Je(r,!1),Ye(r))}else Je(this,e)}}var $e=e=>{e.type==He.CHILD&&(e._$AP??=Qe,e._$AQ??=Ze)},et=class extends We{constructor(){super(...arguments),this._$AN=void 0}_$AT(e,t,n){super._$AT(e,t,n),Xe(this),this.isConnected=e._$AU}_$AO(e,t=!0){e!==this.isConnected&&(this.isConnected=e,e?this.reconnected?.():this.disconnected?.()),t&&(Je(this,e),Ye(this))}setValue(e){if(qe(this._$Ct))this._$Ct._$AI(e,this);else{let t=[...this._$Ct._$AH];t[this._$Ci]=e,this._$Ct._$AI(t,this,0)}}disconnected(){}reconnected(){}},tt=new WeakMap,nt=Ue(class extends et{render(e){return E}update(e,[t]){let n=t!==this.G;return n&&this.rt(void 0),(n||this.lt!==this.ct)&&(this.G=t,this.ht=e.options?.host,this.rt(this.ct=e.element)),E}rt(e){if(this.G!==void 0){if(this.isConnected||(e=void 0),typeof this.G==`function`){let t=this.ht??globalThis,n=tt.get(t);n===void 0&&(n=new WeakMap,tt.set(t,n)),n.get(this.G)!==void 0&&this.G.call(this.ht,void 0),n.set(this.G,e),e!==void 0&&this.G.call(this.ht,e)}else this.G.value=e}}get lt(){return typeof this.G==`function`?tt.get(this.ht??globalThis)?.get(this.G):this.G?.value}disconnected(){this.lt===this.ct&&this.rt(void 0)}reconnected(){this.rt(this.ct)}}),rt={title:`Duck Down`,tagline:`Fewest points wins. Remember your cards!`,connecting:`Connecting…`,offline:`Connection lost. Reconnecting…`,tables:`Tables`,noTables:`No tables yet. Create one!`,newTable:`New table`,yourName:`Your name`,nameFirst:`Type your name first, then join a table or create one.`,tableName:`Table name`,create:`Create table`,join:`Join`,watch:`Watch`,resume:`Back to my seat`,players:`{n} players`,inLobby:`waiting`,playing:`playing`,finished:`finished`,options:`Options`,peekTime:`Time for the first look (s)`,turnTime:`Time per move (s)`,callPenalty:`Penalty for a wrong Duck Down`,keepKnown:`Easy memory: cards you know stay face up`,noLimit:`0 = no limit`,addBot:`Add bot`,letBotPlay:`Let a bot play`,letBotPlayMe:`Let a bot play for me`,botLevelFor:`Bot level for {name}`,takeBack:`Take back`,seatMenu:`My seat`,removeBot:`Remove {name}`,deleteTable:`Delete table`,confirmDeleteTitle:`Delete this table?`,confirmDeleteText:`Everyone loses their seat at this table. This cannot be undone.`,deleteYes:`Delete`,botLevel:`Bot level`,level_random:`Random`,level_easy:`Easy`,level_medium:`Medium`,level_hard:`Hard`,bot:`bot`,rounds:`Rounds`,roundsDefault:`{n} (one each)`,start:`Start game`,waitingForOwner:`Waiting for the table's owner to start…`,needPlayers:`At least {n} players are needed.`,leave:`Leave`,backToLobby:`Back to the tables`,playAgain:`Play again`,ownerCanPlayAgain:`The table's owner can start another game with the same seats.`,you:`you`,seatN:`Seat {n}`,round:`Round {r} of {n}`,deck:`Deck`,pile:`Pile`,cardsLeft:`{n} cards`,pileHistory:`Pile history`,emptyPile:`empty`,turnOf:`{name}'s turn`,yourTurn:`Your turn!`,lookPhase:`Look at your two outer cards!`,lookHint:`Remember them well. Tap Ready when you are done.`,ready:`Ready`,waitingOthers:`Waiting for the others…`,isReady:`ready`,drawHint:`Draw from the deck or take the top of the pile.`,draw:`Draw`,take:`Take {card}`,throw:`Throw away`,useDouble:`Use Double: draw again`,replaceHint:`Tap one of your cards to swap it for this one.`,takenHint:`A card from the pile must be swapped in: tap one of your cards.`,peekHint:`Tap one of your cards to look at it.`,swapHint:`Tap one of your cards and one card of another player to swap them.`,swapPickOther:`Now tap a card of another player.`,swapPickMine:`Now tap one of your cards.`,doubleHint:`Use it to draw another card, or throw it away and draw one more.`,holding:`Holding`,duckDown:`Duck Down!`,confirmCallTitle:`Call Duck Down?`,confirmCallText:`Everyone else gets one more turn, then the round ends. You think you have the fewest points?`,confirm:`Yes, Duck Down!`,cancel:`Cancel`,called:`{name} called Duck Down!`,lastTurn:`last turn`,lastTurns:`Last turns: {names}`,roundOver:`Round {r} is over`,caller:`called`,penalty:`+{n} penalty`,replacedBy:`replaced`,points:`Points`,total:`Total`,close:`Continue`,scores:`Scores`,scoreChart:`Score chart`,gameOver:`Game over`,winner:`{names} wins!`,winners:`{names} win!`,place:`Place {n}`,log:`Game log`,noLog:`Nothing has happened yet.`,sound:`Sound`,soundOn:`Sound on`,soundOff:`Sound off`,language:`Language`,scanToJoin:`Scan to join on your phone`,spectating:`You are watching`,yourCards:`Your cards`,cardOf:`{name}, card {n}`,yourCard:`Your card {n}`,faceDown:`face down`,special_swap:`Swap`,special_peek:`Peek`,special_double:`Double`,known:`you know this card`,peeking:`peeking`,error:`Error`,secondsLeft:`{n} s left`,err_name_taken:`Someone at this table already has that name.`,err_table_full:`This table is full.`,err_wrong_status:`That is not possible right now (the game may have started).`,err_illegal_action:`That move is not allowed right now.`,err_stale:`The table moved on; try again.`,err_disconnected:`Not connected to the game host.`,err_timeout:`The game host did not answer.`,err_unknown_table:`This table does not exist any more.`,err_invalid_config:`These options do not work:`,err_rate_limited:`Slow down a little and try again.`,ev_round_started:`Round {round} of {rounds} begins. {name} starts.`,ev_ready:`{name} is ready.`,ev_peek_ended:`The first look is over.`,ev_turn_started:`{name}'s turn.`,ev_drew:`{name} draws from the deck.`,ev_drew_you:`You draw {card}.`,ev_took:`{name} takes {card} from the pile.`,ev_replaced:`{name} swaps {card} into card {slot}; {discarded} goes on the pile.`,ev_replaced_hidden:`{name} swaps a card into card {slot}; {discarded} goes on the pile.`,ev_threw:`{name} throws {card} away.`,ev_peeked:`{name} peeks at card {slot}.`,ev_peeked_you:`You peek at card {slot}: {card}.`,ev_swapped:`{name} swaps card {slot} with {other}'s card {other_slot}.`,ev_doubled:`{name} plays Double and draws again.`,ev_duck_down_called:`{name} calls Duck Down!`,ev_timed_out:`{name} ran out of time.`,ev_reshuffled:`The pile is shuffled into a new deck.`,ev_round_ended:`Round {round} is over.`,ev_game_ended:`The game is over.`},it={en:rt,de:{title:`Duck Down`,tagline:`Wenigste Punkte gewinnt. Merk dir deine Karten!`,connecting:`Verbinde…`,offline:`Verbindung verloren. Verbinde neu…`,tables:`Tische`,noTables:`Noch keine Tische. Leg einen an!`,newTable:`Neuer Tisch`,yourName:`Dein Name`,nameFirst:`Gib zuerst deinen Namen ein, dann setz dich an einen Tisch oder leg einen an.`,tableName:`Name des Tisches`,create:`Tisch anlegen`,join:`Mitspielen`,watch:`Zuschauen`,resume:`Zurück an meinen Platz`,players:`{n} Spieler`,inLobby:`wartet`,playing:`läuft`,finished:`beendet`,options:`Einstellungen`,peekTime:`Zeit für den ersten Blick (s)`,turnTime:`Zeit pro Zug (s)`,callPenalty:`Strafe für ein falsches Duck Down`,keepKnown:`Leichtes Merken: bekannte Karten bleiben offen`,noLimit:`0 = ohne Limit`,addBot:`Bot dazu`,letBotPlay:`Bot spielen lassen`,letBotPlayMe:`Bot für mich spielen lassen`,botLevelFor:`Bot-Stärke für {name}`,takeBack:`Zurücknehmen`,seatMenu:`Mein Platz`,removeBot:`{name} entfernen`,deleteTable:`Tisch löschen`,confirmDeleteTitle:`Diesen Tisch löschen?`,confirmDeleteText:`Alle verlieren ihren Platz an diesem Tisch. Das lässt sich nicht rückgängig machen.`,deleteYes:`Löschen`,botLevel:`Bot-Stärke`,level_random:`Zufall`,level_easy:`Leicht`,level_medium:`Mittel`,level_hard:`Schwer`,bot:`Bot`,rounds:`Runden`,roundsDefault:`{n} (eine pro Person)`,start:`Spiel starten`,waitingForOwner:`Warte, bis der Tisch gestartet wird…`,needPlayers:`Es braucht mindestens {n} Spieler.`,leave:`Verlassen`,backToLobby:`Zurück zu den Tischen`,playAgain:`Nochmal spielen`,ownerCanPlayAgain:`Wer den Tisch eröffnet hat, kann mit denselben Plätzen neu starten.`,you:`du`,seatN:`Platz {n}`,round:`Runde {r} von {n}`,deck:`Stapel`,pile:`Ablage`,cardsLeft:`{n} Karten`,pileHistory:`Ablage bisher`,emptyPile:`leer`,turnOf:`{name} ist dran`,yourTurn:`Du bist dran!`,lookPhase:`Schau dir deine zwei äußeren Karten an!`,lookHint:`Merk sie dir gut. Tippe auf Bereit, wenn du so weit bist.`,ready:`Bereit`,waitingOthers:`Warte auf die anderen…`,isReady:`bereit`,drawHint:`Zieh vom Stapel oder nimm die oberste Karte der Ablage.`,draw:`Ziehen`,take:`{card} nehmen`,throw:`Abwerfen`,useDouble:`Double nutzen: nochmal ziehen`,replaceHint:`Tippe eine deiner Karten an, um sie gegen diese zu tauschen.`,takenHint:`Eine Karte von der Ablage muss getauscht werden: tippe eine deiner Karten an.`,peekHint:`Tippe eine deiner Karten an, um sie anzusehen.`,swapHint:`Tippe eine deiner Karten und eine Karte eines anderen an, um sie zu tauschen.`,swapPickOther:`Jetzt eine Karte eines anderen Spielers antippen.`,swapPickMine:`Jetzt eine deiner Karten antippen.`,doubleHint:`Nutze sie, um noch eine Karte zu ziehen, oder wirf sie ab und zieh noch eine.`,holding:`In der Hand`,duckDown:`Duck Down!`,confirmCallTitle:`Duck Down rufen?`,confirmCallText:`Alle anderen sind noch einmal dran, dann endet die Runde. Hast du wirklich die wenigsten Punkte?`,confirm:`Ja, Duck Down!`,cancel:`Abbrechen`,called:`{name} hat Duck Down gerufen!`,lastTurn:`letzter Zug`,lastTurns:`Letzte Züge: {names}`,roundOver:`Runde {r} ist vorbei`,caller:`hat gerufen`,penalty:`+{n} Strafe`,replacedBy:`ersetzt`,points:`Punkte`,total:`Gesamt`,close:`Weiter`,scores:`Punkte`,scoreChart:`Punkteverlauf`,gameOver:`Spielende`,winner:`{names} gewinnt!`,winners:`{names} gewinnen!`,place:`Platz {n}`,log:`Spielverlauf`,noLog:`Noch ist nichts passiert.`,sound:`Ton`,soundOn:`Ton an`,soundOff:`Ton aus`,language:`Sprache`,scanToJoin:`Scannen und am Handy mitspielen`,spectating:`Du schaust zu`,yourCards:`Deine Karten`,cardOf:`{name}, Karte {n}`,yourCard:`Deine Karte {n}`,faceDown:`verdeckt`,special_swap:`Tausch`,special_peek:`Gucken`,special_double:`Doppel`,known:`diese Karte kennst du`,peeking:`angeschaut`,error:`Fehler`,secondsLeft:`noch {n} s`,err_name_taken:`An diesem Tisch heißt schon jemand so.`,err_table_full:`Dieser Tisch ist voll.`,err_wrong_status:`Das geht gerade nicht (vielleicht läuft das Spiel schon).`,err_illegal_action:`Dieser Zug ist gerade nicht erlaubt.`,err_stale:`Am Tisch ist inzwischen etwas passiert; versuch es noch einmal.`,err_disconnected:`Keine Verbindung zum Spiel.`,err_timeout:`Das Spiel antwortet nicht.`,err_unknown_table:`Diesen Tisch gibt es nicht mehr.`,err_invalid_config:`Diese Einstellungen gehen nicht:`,err_rate_limited:`Etwas langsamer, bitte, und noch einmal.`,ev_round_started:`Runde {round} von {rounds} beginnt. {name} fängt an.`,ev_ready:`{name} ist bereit.`,ev_peek_ended:`Der erste Blick ist vorbei.`,ev_turn_started:`{name} ist dran.`,ev_drew:`{name} zieht vom Stapel.`,ev_drew_you:`Du ziehst {card}.`,ev_took:`{name} nimmt {card} von der Ablage.`,ev_replaced:`{name} tauscht {card} gegen Karte {slot}; {discarded} kommt auf die Ablage.`,ev_replaced_hidden:`{name} tauscht eine Karte gegen Karte {slot}; {discarded} kommt auf die Ablage.`,ev_threw:`{name} wirft {card} ab.`,ev_peeked:`{name} schaut Karte {slot} an.`,ev_peeked_you:`Du schaust Karte {slot} an: {card}.`,ev_swapped:`{name} tauscht Karte {slot} mit Karte {other_slot} von {other}.`,ev_doubled:`{name} spielt Doppel und zieht nochmal.`,ev_duck_down_called:`{name} ruft Duck Down!`,ev_timed_out:`{name} war zu langsam.`,ev_reshuffled:`Die Ablage wird zum neuen Stapel gemischt.`,ev_round_ended:`Runde {round} ist vorbei.`,ev_game_ended:`Das Spiel ist aus.`},nl:{title:`Duck Down`,tagline:`Minste punten wint. Onthoud je kaarten!`,connecting:`Verbinden…`,offline:`Verbinding verbroken. Opnieuw verbinden…`,tables:`Tafels`,noTables:`Nog geen tafels. Maak er een!`,newTable:`Nieuwe tafel`,yourName:`Je naam`,nameFirst:`Typ eerst je naam, kies dan een tafel of maak er een.`,tableName:`Naam van de tafel`,create:`Tafel maken`,join:`Meedoen`,watch:`Kijken`,resume:`Terug naar mijn plaats`,players:`{n} spelers`,inLobby:`wacht`,playing:`bezig`,finished:`klaar`,options:`Instellingen`,peekTime:`Tijd voor de eerste blik (s)`,turnTime:`Tijd per zet (s)`,callPenalty:`Straf voor een verkeerde Duck Down`,keepKnown:`Makkelijk onthouden: bekende kaarten blijven open`,noLimit:`0 = geen limiet`,addBot:`Bot erbij`,letBotPlay:`Laat een bot spelen`,letBotPlayMe:`Laat een bot voor mij spelen`,botLevelFor:`Niveau van de bot voor {name}`,takeBack:`Terugnemen`,seatMenu:`Mijn plaats`,removeBot:`{name} verwijderen`,deleteTable:`Tafel verwijderen`,confirmDeleteTitle:`Deze tafel verwijderen?`,confirmDeleteText:`Iedereen verliest zijn plaats aan deze tafel. Dit kan niet ongedaan worden gemaakt.`,deleteYes:`Verwijderen`,botLevel:`Niveau van de bot`,level_random:`Willekeurig`,level_easy:`Makkelijk`,level_medium:`Gemiddeld`,level_hard:`Moeilijk`,bot:`bot`,rounds:`Rondes`,roundsDefault:`{n} (één per speler)`,start:`Spel starten`,waitingForOwner:`Wachten tot de eigenaar van de tafel start…`,needPlayers:`Er zijn minstens {n} spelers nodig.`,leave:`Verlaten`,backToLobby:`Terug naar de tafels`,playAgain:`Nog een keer spelen`,ownerCanPlayAgain:`De eigenaar van de tafel kan een nieuw spel starten met dezelfde plaatsen.`,you:`jij`,seatN:`Plaats {n}`,round:`Ronde {r} van {n}`,deck:`Stapel`,pile:`Aflegstapel`,cardsLeft:`{n} kaarten`,pileHistory:`Aflegstapel tot nu toe`,emptyPile:`leeg`,turnOf:`{name} is aan de beurt`,yourTurn:`Jij bent aan de beurt!`,lookPhase:`Bekijk je twee buitenste kaarten!`,lookHint:`Onthoud ze goed. Tik op Klaar als je zover bent.`,ready:`Klaar`,waitingOthers:`Wachten op de anderen…`,isReady:`klaar`,drawHint:`Trek van de stapel of pak de bovenste kaart van de aflegstapel.`,draw:`Trekken`,take:`{card} pakken`,throw:`Afleggen`,useDouble:`Dubbel gebruiken: nog eens trekken`,replaceHint:`Tik op een van je kaarten om hem voor deze te ruilen.`,takenHint:`Een kaart van de aflegstapel moet je ruilen: tik op een van je kaarten.`,peekHint:`Tik op een van je kaarten om hem te bekijken.`,swapHint:`Tik op een van je kaarten en een kaart van een ander om ze te ruilen.`,swapPickOther:`Tik nu op een kaart van een andere speler.`,swapPickMine:`Tik nu op een van je kaarten.`,doubleHint:`Gebruik hem om nog een kaart te trekken, of leg hem af en trek er nog een.`,holding:`In je hand`,duckDown:`Duck Down!`,confirmCallTitle:`Duck Down roepen?`,confirmCallText:`Alle anderen zijn nog één keer aan de beurt, dan eindigt de ronde. Denk je dat je de minste punten hebt?`,confirm:`Ja, Duck Down!`,cancel:`Annuleren`,called:`{name} riep Duck Down!`,lastTurn:`laatste beurt`,lastTurns:`Laatste beurten: {names}`,roundOver:`Ronde {r} is voorbij`,caller:`riep`,penalty:`+{n} straf`,replacedBy:`vervangen`,points:`Punten`,total:`Totaal`,close:`Verder`,scores:`Punten`,scoreChart:`Puntenverloop`,gameOver:`Einde van het spel`,winner:`{names} wint!`,winners:`{names} winnen!`,place:`Plaats {n}`,log:`Spelverloop`,noLog:`Er is nog niets gebeurd.`,sound:`Geluid`,soundOn:`Geluid aan`,soundOff:`Geluid uit`,language:`Taal`,scanToJoin:`Scan en speel mee op je telefoon`,spectating:`Je kijkt mee`,yourCards:`Jouw kaarten`,cardOf:`{name}, kaart {n}`,yourCard:`Jouw kaart {n}`,faceDown:`gesloten`,special_swap:`Ruil`,special_peek:`Kijk`,special_double:`Dubbel`,known:`deze kaart ken je`,peeking:`bekeken`,error:`Fout`,secondsLeft:`nog {n} s`,err_name_taken:`Iemand aan deze tafel heeft die naam al.`,err_table_full:`Deze tafel is vol.`,err_wrong_status:`Dat kan nu niet (misschien is het spel al begonnen).`,err_illegal_action:`Die zet mag nu niet.`,err_stale:`Aan tafel is intussen iets gebeurd; probeer het nog eens.`,err_disconnected:`Geen verbinding met het spel.`,err_timeout:`Het spel antwoordt niet.`,err_unknown_table:`Deze tafel bestaat niet meer.`,err_invalid_config:`Deze instellingen kloppen niet:`,err_rate_limited:`Iets rustiger, en probeer het nog eens.`,ev_round_started:`Ronde {round} van {rounds} begint. {name} begint.`,ev_ready:`{name} is klaar.`,ev_peek_ended:`De eerste blik is voorbij.`,ev_turn_started:`{name} is aan de beurt.`,ev_drew:`{name} trekt van de stapel.`,ev_drew_you:`Je trekt {card}.`,ev_took:`{name} pakt {card} van de aflegstapel.`,ev_replaced:`{name} ruilt {card} in voor kaart {slot}; {discarded} gaat op de aflegstapel.`,ev_replaced_hidden:`{name} ruilt een kaart in voor kaart {slot}; {discarded} gaat op de aflegstapel.`,ev_threw:`{name} legt {card} af.`,ev_peeked:`{name} bekijkt kaart {slot}.`,ev_peeked_you:`Je bekijkt kaart {slot}: {card}.`,ev_swapped:`{name} ruilt kaart {slot} met kaart {other_slot} van {other}.`,ev_doubled:`{name} speelt Dubbel en trekt nog eens.`,ev_duck_down_called:`{name} roept Duck Down!`,ev_timed_out:`{name} was te laat.`,ev_reshuffled:`De aflegstapel wordt geschud tot een nieuwe stapel.`,ev_round_ended:`Ronde {round} is voorbij.`,ev_game_ended:`Het spel is voorbij.`}};function at(e,t=[]){for(let n of[e,...t]){let e=(n??``).toLowerCase().slice(0,2);if(e in it)return e}return`en`}function ot(e){let t=it[e]??rt;return(e,n)=>{let r=t[e]??rt[e]??e;return n?r.replace(/\{(\w+)\}/g,(e,t)=>t in n?String(n[t]):e):r}}var st=new Set([`name_taken`,`table_full`,`wrong_status`,`illegal_action`,`stale`,`disconnected`,`timeout`,`unknown_table`,`invalid_config`,`rate_limited`]);function ct(e,t,n){if(!st.has(t))return n||t;let r=e(`err_${t}`);return t===`invalid_config`?`${r} ${n}`:r}function D(e,t){return typeof t==`number`?String(t):e(t===`swap`||t===`peek`||t===`double`?`special_${t}`:`faceDown`)}var lt=[`#e8590c`,`#1c7ed6`,`#2f9e44`,`#ae3ec9`,`#f08c00`,`#0c8599`,`#e64980`,`#5c7cfa`];function ut(e){return lt[(e%lt.length+lt.length)%lt.length]}function dt(e){return Math.round(140-Math.min(Math.max(e,0),9)*15)}var O=(e=`duck`)=>T`<svg class=${e} viewBox="0 0 64 64" aria-hidden="true">
  <ellipse cx="30" cy="44" rx="22" ry="14" fill="var(--_duck, #ffd43b)"/>
  <path d="M10 40 q-6 -10 4 -12 q4 6 -4 12z" fill="var(--_duck, #ffd43b)"/>
  <circle cx="40" cy="24" r="13" fill="var(--_duck, #ffd43b)"/>
  <path d="M51 24 q10 -1 11 4 q-6 4 -12 1z" fill="#f76707"/>
  <circle cx="44" cy="21" r="2.6" fill="#212529"/>
  <circle cx="44.8" cy="20.2" r="0.9" fill="#fff"/>
  <path d="M20 44 q10 8 20 0" stroke="#f59f00" stroke-width="2.5" fill="none" stroke-linecap="round"/>
</svg>`,ft=T`<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M12 5C6.5 5 2.7 9.2 1.5 12c1.2 2.8 5 7 10.5 7s9.3-4.2 10.5-7C21.3 9.2 17.5 5 12 5zm0 11.2A4.2 4.2 0 1 1 12 7.8a4.2 4.2 0 0 1 0 8.4zm0-6.4a2.2 2.2 0 1 0 0 4.4 2.2 2.2 0 0 0 0-4.4z" fill="currentColor"/></svg>`,pt={swap:w`<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M7 4 3 8l4 4V9h11V7H7V4zm10 8v3H6v2h11v3l4-4-4-4z" fill="currentColor"/></svg>`,peek:w`${ft}`,double:w`<svg viewBox="0 0 24 24" aria-hidden="true"><rect x="3" y="5" width="11" height="15" rx="2" fill="none" stroke="currentColor" stroke-width="2"/><rect x="10" y="3" width="11" height="15" rx="2" fill="currentColor" opacity=".85"/></svg>`};function k(e,t,n={}){let r=n.size??`m`;if(e===null)return w`<span class="card back ${r} ${n.extra??``}" aria-hidden="true">${O(`back-duck`)}</span>`;let i=n.eye?w`<span class="eye" title=${t(`known`)}>${ft}</span>`:E;return typeof e==`number`?w`<span class="card face num ${r} ${n.extra??``}" style="--h:${dt(e)}" aria-hidden="true"
      ><span class="corner">${e}</span><span class="big">${e}</span>${i}</span
    >`:w`<span class="card face special ${e} ${r} ${n.extra??``}" aria-hidden="true"
    ><span class="icon">${pt[e]??E}</span><span class="label">${D(t,e)}</span>${i}</span
  >`}function mt(e=`m`,t=``){return w`<span class="card empty ${e}" aria-hidden="true">${t}</span>`}var ht=e=>T`<svg class="ic" viewBox="0 0 24 24" aria-hidden="true"><path d=${e} fill="currentColor"/></svg>`,A={soundOn:ht(`M3 9v6h4l5 5V4L7 9H3zm13.5 3A4.5 4.5 0 0 0 14 8v8a4.5 4.5 0 0 0 2.5-4zM14 3.2v2.1a7 7 0 0 1 0 13.4v2.1a9 9 0 0 0 0-17.6z`),soundOff:ht(`M16.5 12A4.5 4.5 0 0 0 14 8v2.2l2.5 2.5V12zM19 12a7 7 0 0 1-.6 2.8l1.5 1.5A9 9 0 0 0 14 3.2v2.1A7 7 0 0 1 19 12zM4.3 3 3 4.3 7.7 9H3v6h4l5 5v-6.7l4.3 4.3c-.7.5-1.4.9-2.3 1.2v2.1a9 9 0 0 0 3.7-1.8l2 2 1.3-1.3L4.3 3zM12 4 9.9 6.1 12 8.2V4z`),bot:ht(`M12 2a2 2 0 0 1 1 3.7V7h5a3 3 0 0 1 3 3v8a3 3 0 0 1-3 3H6a3 3 0 0 1-3-3v-8a3 3 0 0 1 3-3h5V5.7A2 2 0 0 1 12 2zM8.5 11a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zm7 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zM8 16v1.5h8V16H8z`),away:ht(`M6 5h4v14H6zM14 5h4v14h-4z`),trophy:ht(`M7 3h10v2h4v3a5 5 0 0 1-4.6 5A5 5 0 0 1 13 15.9V19h4v2H7v-2h4v-3.1A5 5 0 0 1 7.6 13 5 5 0 0 1 3 8V5h4V3zm0 4H5v1a3 3 0 0 0 2 2.8V7zm12 0h-2v3.8A3 3 0 0 0 19 8V7z`),eyes:ht(`M12 5C6.5 5 2.7 9.2 1.5 12c1.2 2.8 5 7 10.5 7s9.3-4.2 10.5-7C21.3 9.2 17.5 5 12 5zm0 11.2A4.2 4.2 0 1 1 12 7.8a4.2 4.2 0 0 1 0 8.4z`),robotAdd:ht(`M12 2a2 2 0 0 1 1 3.7V7h5a3 3 0 0 1 3 3v8a3 3 0 0 1-3 3H6a3 3 0 0 1-3-3v-8a3 3 0 0 1 3-3h5V5.7A2 2 0 0 1 12 2zM8.5 11a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zm7 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3z`)};function gt(){return{connection:`connecting`,tables:[],table:null,spectator:!1,pub:null,mine:null,clock:null,log:[],logCount:0,anim:null,animCount:0,cue:null,selection:null,confirmCall:!1,dismissedResult:null,error:null}}function _t(e){return e.mine??e.pub}function j(e){if(e.mine)return e.mine.seat;let t=e.table?.seats.find(e=>e.you);return t?t.seat:null}function vt(e){return new Set(e.mine?.legal??[])}function M(e,t){return!!e.mine&&e.mine.legal.includes(t)}function yt(e){let t=e.mine;return!!t&&t.phase===`turn`&&t.turn?.seat===t.seat}function N(e,t){return e.table?.seats.find(e=>e.seat===t)?.name||`#${t+1}`}function bt(e){return e[Math.floor(e.length/2)]??`medium`}function xt(e,t,n,r){let i=e.table,a=i?.seats.find(e=>e.seat===t);if(!i||!a||e.spectator)return null;let o=a.kind?a.kind===`bot`:!!a.bot;if(i.status===`lobby`)return n&&o&&r.removeBot?`remove_bot`:null;if(i.status!==`playing`||o)return null;let s=t===j(e);return a.bot?(n||s)&&r.takeBack?`take_back`:null:r.seatBot&&(s||n&&a.connected===!1)?`bot`:null}function St(e,t){let n=_t(e);return!n||n.deadline==null||!e.clock||e.clock.deadline!==n.deadline?null:e.clock.frozen===void 0?Math.max(0,e.clock.endsAt-t):e.clock.frozen}function Ct(e){if(!yt(e))return null;let t=vt(e);return t.has(`replace`)?`replace`:t.has(`peek`)?`peek`:t.has(`swap`)?`swap`:null}function wt(e){return yt(e)&&M(e,`swap`)}function Tt(e){return new Set((e.mine?.eye??[]).map(([e,t])=>`${e}:${t}`))}function Et(e){let t=_t(e)?.result??null;return!t||e.dismissedResult===t.round?null:t}function Dt(e){return _t(e)?.phase===`over`}function Ot(e){let t=[],n=[];for(let r of e)n=r.map((e,t)=>(n[t]??0)+e),t.push(n);return t}function kt(e){let t=e.map((e,t)=>({seat:t,total:e})).sort((e,t)=>e.total-t.total||e.seat-t.seat),n=0,r=null;return t.map((e,t)=>((r===null||e.total!==r)&&(n=t+1),r=e.total,{...e,place:n}))}function At(e,t,n){let r=j(e);if(r===null||!yt(e))return[e,null];if(t===r){let t=Ct(e);if(t===`replace`)return[{...e,selection:null},{type:`replace`,slot:n}];if(t===`peek`)return[{...e,selection:null},{type:`peek`,slot:n}];if(t===`swap`){let t=e.selection?.other;return t?[{...e,selection:null},{type:`swap`,slot:n,other_seat:t[0],other_slot:t[1]}]:e.selection?.mine===n?[{...e,selection:null},null]:[{...e,selection:{mine:n}},null]}return[e,null]}if(!wt(e))return[e,null];let i=e.selection?.mine;if(i!==void 0)return[{...e,selection:null},{type:`swap`,slot:i,other_seat:t,other_slot:n}];let a=e.selection?.other;return a&&a[0]===t&&a[1]===n?[{...e,selection:null},null]:[{...e,selection:{other:[t,n]}},null]}function jt(e,t){return e?.phase===`over`&&t.phase!==`over`}function Mt(e,t){return e?.seq!=null&&t.seq!=null&&t.seq<e.seq}function Nt(e,t){let n=e.table?.options,r=t.phase===`peek`?n?.peek_time??10:n?.turn_time??60;return typeof r==`number`&&r>0?r*1e3:null}function Pt(e,t,n){if(t.deadline==null)return null;let r=Nt(e,t);if(typeof t.now==`number`){let e=Math.max(0,t.deadline-t.now);return t.paused?{deadline:t.deadline,endsAt:n+e,total:r,frozen:e}:{deadline:t.deadline,endsAt:n+e,total:r}}return e.clock&&e.clock.deadline===t.deadline?e.clock:r==null?null:{deadline:t.deadline,endsAt:n+r,total:r}}function Ft(e,t){return e.selection&&t.phase===`turn`&&t.turn?.seat===t.seat&&t.legal.includes(`swap`)?e.selection:null}function P(e,t){let n=e.animCount+1;return{...e,anim:{...t,n},animCount:n}}function F(e,t){return{...e,cue:{name:t,n:(e.cue?.n??0)+1}}}function It(e,t){let n=(typeof t.round==`number`?t.round:_t(e)?.round)??0,r=e.logCount+1,i=[...e.log,{n:r,round:n,event:t}],a={...e,log:i.length>200?i.slice(-200):i,logCount:r},o=typeof t.seat==`number`?t.seat:-1,s=j(a);switch(t.type){case`round_started`:a=P({...a,selection:null,confirmCall:!1},{kind:`deal`,seat:-1});break;case`turn_started`:o===s&&(a=F(a,`turn`));break;case`drew`:a=F(P(a,{kind:`draw`,seat:o}),`card`);break;case`took`:a=F(P(a,{kind:`take`,seat:o}),`card`);break;case`replaced`:a=F(P(a,{kind:`replace`,seat:o,slot:t.slot}),`card`);break;case`threw`:a=F(P(a,{kind:`throw`,seat:o}),`card`);break;case`peeked`:a=P(a,{kind:`peek`,seat:o,slot:t.slot});break;case`swapped`:a=F(P(a,{kind:`swap`,seat:o,slot:t.slot,other_seat:t.other_seat,other_slot:t.other_slot}),`swap`);break;case`duck_down_called`:a=F(P({...a,confirmCall:!1},{kind:`call`,seat:o}),`quack`);break;case`round_ended`:a=F({...a,selection:null,confirmCall:!1},`end`);break;case`game_ended`:{let e=t.winners??[];a=F(a,s!==null&&e.includes(s)?`win`:`end`);break}}return a}function Lt(e,t){switch(t.type){case`connection`:return{...e,connection:t.status};case`tables`:return{...e,tables:t.tables};case`table`:{if(!t.table)return{...gt(),connection:e.connection,tables:e.tables};let n=!e.table||e.table.id===t.table.id;return{...n?e:{...gt(),connection:e.connection,tables:e.tables},table:t.table,spectator:t.spectator??(n?e.spectator:!1)}}case`public`:{if(Mt(e.pub,t.view))return e;let n={...e,pub:t.view,dismissedResult:jt(e.pub,t.view)?null:e.dismissedResult};return e.mine?n:{...n,clock:Pt(e,t.view,t.at)}}case`seat`:return Mt(e.mine,t.view)?e:{...e,mine:t.view,dismissedResult:jt(e.mine,t.view)?null:e.dismissedResult,spectator:!1,clock:Pt(e,t.view,t.at),selection:Ft(e,t.view),confirmCall:e.confirmCall&&t.view.legal.includes(`call`)};case`event`:return It(e,t.event);case`select`:return{...e,selection:t.selection};case`confirm_call`:return{...e,confirmCall:t.open&&M(e,`call`)};case`dismiss_result`:{let t=_t(e)?.result;return t?{...e,dismissedResult:t.round}:e}case`error`:return{...e,error:t.error};case`left`:return{...gt(),connection:e.connection,tables:e.tables}}}function Rt(e,t,n,r,i={l:28,r:10,t:10,b:20}){let a=Ot(e),o=e[0]?.length??0,s=Math.max(10,...a.flat()),c=s<=20?5:s<=50?10:s<=120?20:50,l=Math.ceil(s/c)*c,u=Math.max(1,t),d=Array.from({length:u+1},(e,t)=>i.l+(n-i.l-i.r)*t/u),f=e=>i.t+(r-i.t-i.b)*(1-e/l),p=[];for(let e=0;e<o;e++)p.push([{x:d[0],y:f(0)},...a.map((t,n)=>({x:d[n+1],y:f(t[e]??0)}))]);let m=[];for(let e=0;e<=l;e+=c)m.push({v:e,y:f(e)});return{lines:p,max:l,xs:d,yTicks:m}}function zt(e,t,n,r){if(!e.length)return E;let i=Rt(e,t,320,170);return w`<figure class="chart">
    <svg viewBox="0 0 ${320} ${170}" role="img" aria-label=${r}>
      ${i.yTicks.map(e=>T`<line x1="28" x2=${310} y1=${e.y} y2=${e.y} class="grid"/>
          <text x="22" y=${e.y+4} text-anchor="end" class="tick">${e.v}</text>`)}
      ${i.xs.map((e,t)=>T`<text x=${e} y=${165} text-anchor="middle" class="tick">${t}</text>`)}
      ${i.lines.map((e,t)=>T`<polyline fill="none" stroke=${ut(t)} stroke-width="3" stroke-linejoin="round"
            stroke-linecap="round" points=${e.map(e=>`${e.x.toFixed(1)},${e.y.toFixed(1)}`).join(` `)}/>
          ${e.slice(1).map(e=>T`<circle cx=${e.x} cy=${e.y} r="3.5" fill=${ut(t)}/>`)}`)}
    </svg>
    <figcaption>
      ${n.map((e,t)=>w`<span class="legend"><i style="background:${ut(t)}"></i>${e}</span>`)}
    </figcaption>
  </figure>`}function Bt(e,t,n,r){let i=typeof e.seat==`number`?e.seat:-1,a={name:i>=0?n(i):``},o=typeof e.slot==`number`?e.slot+1:``;switch(e.type){case`round_started`:return t(`ev_round_started`,{round:Number(e.round),rounds:Number(e.rounds),name:n(Number(e.first_seat))});case`ready`:case`turn_started`:case`doubled`:case`duck_down_called`:case`timed_out`:return t(`ev_${e.type}`,a);case`peek_ended`:case`reshuffled`:case`game_ended`:return t(`ev_${e.type}`);case`round_ended`:return t(`ev_round_ended`,{round:Number(e.round)});case`drew`:return i===r&&e.card!==void 0&&e.card!==null?t(`ev_drew_you`,{card:D(t,e.card)}):t(`ev_drew`,a);case`took`:case`threw`:return t(`ev_${e.type}`,{...a,card:D(t,e.card)});case`replaced`:{let n=D(t,e.discarded);return e.card!==void 0&&e.card!==null?t(`ev_replaced`,{...a,slot:o,card:D(t,e.card),discarded:n}):t(`ev_replaced_hidden`,{...a,slot:o,discarded:n})}case`peeked`:return i===r&&e.card!==void 0&&e.card!==null?t(`ev_peeked_you`,{slot:o,card:D(t,e.card)}):t(`ev_peeked`,{...a,slot:o});case`swapped`:{let r=Number(e.other_seat);return t(`ev_swapped`,{...a,slot:o,other:n(r),other_slot:Number(e.other_slot)+1})}default:return null}}var Vt=[.2,3/8,5/9,2/3],Ht=(e,t)=>n=>{let r=4*e+n-4,i=`*-04-39?2$%%$%%'$%''%'''%')(%'))%(++'(++'(+.'+-.',/3',33)-/5)-43).36)058*18<+37<+4:<,4:E,5<A-7>C/8@F/:EH/<EK0=FM1?IP2@KS3BNV4DPY5FS\\6HV_6IXb7K[e8N^i9Pam;Rdp<Tgt`.charCodeAt(r)-35,a=r>8?i:1,o=t/a|0,s=t%a,c=a-s,l=r>8?o*Vt[n]+(e>5)&-2:i,u=o-l;return{t:c*u+s*u+s,o:[[c,u],[s,u+1]],i:l}},Ut=e=>new Uint8Array(e),Wt=e=>{let t=Error(`lean-qr error ${e}`);throw t.code=e,t},Gt=e=>`0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:`.indexOf(e),Kt=e=>e.charCodeAt(0),qt=(...e)=>(t,n)=>e.forEach(e=>e(t,n)),Jt=e=>t=>{t.eci!==e&&(t.push(7,4),e<128?t.push(e,8):e<16384?t.push(32768|e,16):t.push(12582912|e,24),t.eci=e)},Yt=e=>(t,n)=>{t.push(4,4),t.push(e.length,8+8*(n>9)),e.forEach(e=>t.push(e,8))},Xt=(e,t,n,r,i=(e,t)=>n(e.length,t),a=r?t=>qt(Jt(r),e(t)):e)=>(a.test=t,a.l=n,a.est=i,a.eci=r&&[r],a),Zt=Xt(e=>(t,n)=>{t.push(1,4),t.push(e.length,10+2*(n>26)+2*(n>9));let r=0;for(;r<e.length-2;r+=3)t.push(+e.slice(r,r+3),10);r<e.length-1?t.push(+e.slice(r),7):r<e.length&&t.push(+e[r],4)},e=>/[0-9]/.test(e),(e,t)=>14+2*(t>26)+2*(t>9)+10*e/3),Qt=Xt(e=>(t,n)=>{t.push(2,4),t.push(e.length,9+2*(n>26)+2*(n>9));let r=0;for(;r<e.length-1;r+=2)t.push(45*Gt(e[r])+Gt(e[r+1]),11);r<e.length&&t.push(Gt(e[r]),6)},e=>Gt(e)>=0,(e,t)=>13+2*(t>26)+2*(t>9)+5.5*e),$t=Xt(e=>Yt([...e].map(Kt)),e=>Kt(e)<128,(e,t)=>12+8*(t>9)+8*e);$t._=!0,$t.u=!0;var en=Xt($t,e=>Kt(e)<256,$t.l,3);en._=!0;var tn=new TextEncoder,nn=Xt(e=>Yt(tn.encode(e)),()=>1,0,26,(e,t)=>12+8*(t>9)+8*tn.encode(e).length);nn._=!0;var rn=()=>{let e=new Map,t=new TextDecoder(`sjis`),n=Ut(2);for(let r=0;r<7973;++r)n[0]=r/192+129+64*(r>5951),n[1]=r%192+64,e.set(t.decode(n),r);return e.delete(`�`),rn=()=>e,e},an=Xt(e=>(t,n)=>{t.push(8,4),t.push(e.length,8+2*(n>26)+2*(n>9));for(let n of e)t.push(rn().get(n),13)},e=>rn().has(e),(e,t)=>12+2*(t>26)+2*(t>9)+13*e);an._=!0;var on=[Zt,Qt,$t,en,an,nn],sn={auto:(e,{modes:t=on}={})=>(n,r)=>{let i=t.map((t,n)=>{let i=new Map,a=(e,t)=>(i.has(e)||i.set(e,t(e,r)),i.get(e));return{m:t,h:1<<n,C:t.est(``,r),S:t.l?(e,n)=>a(n-e,t.l):(n,r)=>a(e.slice(n,r),t.est)}}),a=[{v:0}],o=0,s=0,c=-1;for(let t of[...e,``]){let e=0;if(t)for(let n of i)n.m.test(t)&&(e|=n.h);if(!t||e!==c){if(c!==-1){let e=new Set(a.map(e=>e.D)),t=[];for(let{m:n,C:r,S:l,h:u}of i)if(c&u){let i=l(o,s);for(let c of n.eci??e)if(!n.u||!c){let e;for(let t of a)if(t.D===c||n.eci){let a=t.m===n&&t.D===c,u=a?t.V:t,d=n._&&a?t.v+i-r:u.v+12*(u.D!==c)+(a?l(a?t.$:o,s):i);(!e||d<e.v)&&(e={$:a?t.$:o,V:u,m:n,D:c,A:s,v:d})}e&&t.push(e)}}a=t}c=e,o=s}s+=t.length}a.length||Wt(5);let l=[];for(let t=a.reduce((e,t)=>t.v<e.v?t:e);t.m;t=t.V)l.push(t.m(e.slice(t.$,t.A)));l.reverse().forEach(e=>e(n,r))},multi:qt,eci:Jt,bytes:Yt,numeric:Zt,alphaNumeric:Qt,ascii:$t,iso8859_1:en,shift_jis:an,utf8:nn},cn=()=>({F:Ut(2956),I:0,push(e,t){for(let n=t,r=8-(7&this.I);n>0;n-=r,r=8)this.F[this.I>>3]|=e<<r>>n,this.I+=n<r?n:r}}),ln=(e,t=e*e,n=Ut(t))=>({size:e,K:n,get:(t,r)=>t>=0&&t<e&&!!(1&n[r*e+t]),toString({on:t=`##`,off:n=`  `,lf:r=`
`,pad:i=4,padX:a=i,padY:o=i}={}){let s=``;for(let i=-o;i<e+o;++i){for(let r=-a;r<e+a;++r)s+=this.get(r,i)?t:n;s+=r}return s},toImageData(t,{on:n=[0,0,0],off:r=[0,0,0,0],pad:i=4,padX:a=i,padY:o=i}={}){let s=e+2*a,c=e+2*o,l=t.createImageData(s,c),u=new Uint32Array(l.data.buffer);l.data.set([...n,255]);let d=u[0];l.data.set([...r,255]);let f=u[0];for(let e=0;e<c;++e)for(let t=0;t<s;++t)u[e*s+t]=this.get(t-a,e-o)?d:f;return l},toCanvas(e,t){let n=e.getContext(`2d`),r=this.toImageData(n,t);e.width=r.width,e.height=r.height,n.putImageData(r,0,0)},toDataURL({type:e=`image/png`,scale:t=1,...n}={}){let r=document.createElement(`canvas`),i=r.getContext(`2d`),a=this.toImageData(i,n);return r.width=a.width*t,r.height=a.height*t,i.putImageData(a,0,0),i.imageSmoothingEnabled=!1,i.globalCompositeOperation=`copy`,i.drawImage(r,0,0,a.width,a.height,0,0,r.width,r.height),r.toDataURL(e,1)}}),un=[(e,t)=>1&(e^t),(e,t)=>1&t,e=>e%3,(e,t)=>(e+t)%3,(e,t)=>1&(e/3^t>>1),(e,t)=>(e&t&1)+e*t%3,(e,t)=>(e&t)+e*t%3&1,(e,t)=>(e^t)+e*t%3&1],dn=Ut(511);for(let e=0,t=1;e<255;t=2*t^285*(t>127))dn[dn[t+255]=e++]=t;var fn=e=>dn[e%255],pn=e=>dn[e+255],mn=(e,t)=>{let n=Ut(e.length+t.length-1);for(let r=0;r<e.length;++r)for(let i=0;i<t.length;++i)n[r+i]^=fn(e[r]+t[i]);return n.map(pn)},hn=(e,t)=>{let n=Ut(e.length+t.length-1);n.set(e,0);for(let r=0;r<e.length;++r)if(n[r]){let e=pn(n[r]);for(let i=0;i<t.length;++i)n[r+i]^=fn(t[i]+e)}return n.slice(e.length)},gn=[[0],[0,0]];for(let e=1;e<30;++e)gn.push(mn(gn[e],[0,e]));var _n=(e,t)=>{let n=[[],[]],r=0,i=0;for(let[a,o]of t.o)for(let s=0;s<a;++s,r+=o){let a=e.slice(r,r+o);n[0].push(a),n[1].push(hn(a,gn[t.i])),i+=o+t.i}let a=Ut(i);i=0;for(let e of n)for(let t=0,n=-1;n<i;++t){n=i;for(let n of e)t<n.length&&(a[i++]=n[t])}return a},vn=(e,t,n)=>{let r=e<<=n;for(let e=134217728;e>>=1;)r&e&&(r^=t*(e>>n));return r|e},yn=({size:e,K:t},n)=>{let r=(n,r,i,a)=>{for(;i-->0;n+=e)t.fill(a,n,n+r)},i=(t,n,i)=>{for(let a=0;a++<3;i-=2)r(n*e+t-(i>>1)*(e+1),i,i,2|a)},a=2*((e-13)/(1+(n/7|0))/2+.75|0);if(n>1)for(let t=e-7;t>8;t-=a){for(let e=t;e>8;e-=a)i(t,e,5);t<e-7&&i(t,6,5)}if(n>6)for(let r=vn(n,7973,12),i=1;i<7;++i)for(let n=12;n-->9;r>>=1)t[i*e-n]=2|1&r;r(7,2,9,2),r(e-8,8,9,2);for(let n=0;n<e;++n)t[6*e+n]=3^1&n;i(3,3,7),i(e-4,3,7);for(let n=0;n<e;++n)for(let r=n;r<e;++r)t[r*e+n]=t[n*e+r];t[(e-8)*e+8]=3},bn=({size:e,K:t})=>{let n=[];for(let r=e-2,i=e,a=-1;r>=0;r-=2){for(r===5&&(r=4);i+=a,i!==-1&&i!==e;){let a=i*e+r;t[a+1]||n.push(a+1),t[a]||n.push(a)}a*=-1}return n},xn=({K:e},t,n)=>t.forEach((t,r)=>e[t]=n[r>>3]>>(7&~r)&1),Sn=({size:e,K:t},n,r,i)=>{for(let r=0;r<e;++r)for(let i=0;i<e;++i){let a=r*e+i;t[a]^=!(n(i,r)||2&t[a])}let a=21522^vn((1^i)<<3|r,1335,10);for(let n=0;n++<8;a>>=1)t[(n-(n<7))*e+8]=1&a,t[9*e-n]=1&a;for(let n=8;--n,a;a>>=1)t[8*e+n-(n<7)]=1&a,t[(e-n)*e+8]=1&a},Cn=({size:e,K:t},n=0,r=0)=>{for(let i=0;i<e;++i){for(let a=0;a<2;++a)for(let o,s=0,c=0,l=2;s<e;++s){let u=1&t[a?i*e+s:s*e+i];r+=u,c=(c>>1|2098176)&(3047517^u-1),2049&c&&(n+=40),u^l&&(o=0),l=u,n+=++o===5?3:o>5}if(i)for(let r=e+i,a=5*t[i-1]^t[i];r<e*e;r+=e){let e=5*t[r-1]^t[r];n+=3*!(1&(a|e)|4&(a^e)),a=e}}return n+10*(10*Math.abs(r/(e*e)-1)|0)},wn=[],Tn=(e=Wt(1),{minCorrectionLevel:t=0,maxCorrectionLevel:n=3,minVersion:r=1,maxVersion:i=40,mask:a,trailer:o=60433,...s}={})=>{n<t&&Wt(3),i<r&&Wt(2),typeof e==`string`&&(e=sn.auto(e,s));for(let s=r,c=0;s<=i;++s){let r=wn[s];r||(wn[s]=r=ln(4*s+17),yn(r,s),r.p=bn(r));let i=Ht(s,r.p.length>>3);if(8*i(t).t<c)continue;let l=cn();e(l,s),c=l.I;for(let e=n;e>=t;--e){let t=i(e);if(8*t.t<c)continue;for(l.I=c+11&-8;l.I<8*t.t;)l.push(o,16);let n=ln(r.size,r.K);return xn(n,r.p,_n(l.F,t)),(un[a]?[un[a]]:un).map((t,r)=>{let i=ln(n.size,n.K);return Sn(i,t,a??r,e),i.s=un[a]?0:Cn(i),i}).reduce((e,t)=>t.s<e.s?t:e)}}Wt(4)};Tn.with=(...e)=>(t,n)=>Tn(t,{modes:[...on,...e],...n});function En(e){if(!e)return null;try{let t=Tn(e),n=``;for(let e=0;e<t.size;e++)for(let r=0;r<t.size;r++)t.get(r,e)&&(n+=`M${r} ${e}h1v1h-1z`);return{size:t.size,d:n}}catch{return null}}function Dn(e,t){let n=En(e);if(!n)return E;let r=n.size+4;return w`<figure class="qr">
    <svg viewBox="${-2} ${-2} ${r} ${r}" role="img" aria-label=${t+`: `+e} shape-rendering="crispEdges">
      ${T`<rect x=${-2} y=${-2} width=${r} height=${r} fill="#fff"/><path d=${n.d} fill="#000"/>`}
    </svg>
    <figcaption>${t}<br /><span class="url">${e}</span></figcaption>
  </figure>`}var On=null;function kn(){if(On)return On;let e=globalThis.AudioContext;if(!e)return null;try{On=new e}catch{On=null}return On}function An(){let e=kn();e&&e.state===`suspended`&&e.resume().catch(()=>void 0)}function I(e,t,n,r,i,a,o){let s=e.createOscillator(),c=e.createGain();s.type=i,s.frequency.setValueAtTime(n,t),o&&s.frequency.exponentialRampToValueAtTime(o,t+r),c.gain.setValueAtTime(1e-4,t),c.gain.exponentialRampToValueAtTime(a,t+.015),c.gain.exponentialRampToValueAtTime(1e-4,t+r),s.connect(c).connect(e.destination),s.start(t),s.stop(t+r+.02)}function jn(e,t){for(let[n,r]of[[0,520],[.2,470]]){let i=e.createOscillator(),a=e.createBiquadFilter(),o=e.createGain();i.type=`sawtooth`,i.frequency.setValueAtTime(r,t+n),i.frequency.exponentialRampToValueAtTime(r*.62,t+n+.16),a.type=`bandpass`,a.frequency.value=1150,a.Q.value=4,o.gain.setValueAtTime(1e-4,t+n),o.gain.exponentialRampToValueAtTime(.35,t+n+.02),o.gain.exponentialRampToValueAtTime(1e-4,t+n+.17),i.connect(a).connect(o).connect(e.destination),i.start(t+n),i.stop(t+n+.2)}}function Mn(e){let t=kn();if(!t||t.state!==`running`)return;let n=t.currentTime+.01;switch(e){case`turn`:I(t,n,660,.12,`sine`,.18),I(t,n+.13,880,.16,`sine`,.18);break;case`card`:I(t,n,1800,.05,`triangle`,.08,900);break;case`swap`:I(t,n,400,.18,`triangle`,.12,900),I(t,n+.12,900,.18,`triangle`,.1,400);break;case`quack`:jn(t,n);break;case`tick`:I(t,n,1200,.04,`square`,.04);break;case`end`:I(t,n,523,.14,`sine`,.15),I(t,n+.15,392,.22,`sine`,.15);break;case`win`:[523,659,784,1047].forEach((e,r)=>I(t,n+r*.12,e,.2,`sine`,.16))}}var Nn=o`
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
`,Pn={seatBot:!0,takeBack:!0,removeBot:!0,deleteTable:!0},Fn,In=[`random`,`easy`,`medium`,`hard`],Ln={get(e){try{return globalThis.localStorage?.getItem(e)??null}catch{return null}},set(e,t){try{globalThis.localStorage?.setItem(e,t)}catch{}}};function Rn(){return!!globalThis.matchMedia?.(`(prefers-reduced-motion: reduce)`).matches}function zn(){return globalThis.performance?.now()??Date.now()}function Bn(e,t,n){return w`<span class="avatar" style="background:${ut(e)}">${n?A.bot:t.slice(0,1).toUpperCase()}</span>`}function Vn(e,t){return e.table?.seats.find(e=>e.seat===t)?.kind===`bot`}var Hn=class extends Be{constructor(...e){super(...e),this.publicView=null,this.seatView=null,this.table=null,this.tables=[],this.events=[],this.connection=`open`,this.language=``,this.sound=Ln.get(`duckdown.sound`)!==`off`,this.lanUrl=``,this.botLevels=In,this.error=null,this.spectator=!1,this.noLobby=!1,this.capabilities=Pn,this._s=gt(),this._tick=0,this._form={name:Ln.get(`duckdown.name`)??``,tableName:``,PeekTime:10,TurnTime:60,CallPenalty:0,KeepKnown:!1,level:`medium`,rounds:``},this._banner=null,this._hidePodium=!1,this._starting=!1,this._levels={},this._confirmDelete=!1,this._seen=new WeakSet,this._slots=new Map,this._stacks=new Map,this._lastAnim=0,this._lastCue=0,this._lastTickSecond=-1,this._sentAt=-1/0,this.toggleSound=()=>{this.sound=!this.sound,Ln.set(`duckdown.sound`,this.sound?`on`:`off`),this.sound&&(An(),Mn(`quack`))},this.changeLang=e=>{let t=e.target.value;Ln.set(`duckdown.lang`,t),this.language=t},this.createTable=()=>{let e=this._form,t={peek_time:e.PeekTime,turn_time:e.TurnTime,call_penalty:e.CallPenalty,keep_known:e.KeepKnown},n=e.name.trim();this.emitLobby({command:`create`,name:n,options:t,tableName:e.tableName.trim()||`${n}'s table`})}}get uiState(){return this._s}addEvent(e){this._seen.has(e)||(this._seen.add(e),this.dispatch({type:`event`,event:e}))}dispatch(e){this._s=Lt(this._s,e)}get t(){let e=globalThis.navigator?.languages??[];return ot(at(this.language||Ln.get(`duckdown.lang`),e))}get langCode(){return at(this.language||Ln.get(`duckdown.lang`),globalThis.navigator?.languages??[])}connectedCallback(){super.connectedCallback(),this._timer=setInterval(()=>this.onTick(),250)}disconnectedCallback(){super.disconnectedCallback(),this._timer&&clearInterval(this._timer)}onTick(){let e=St(this._s,zn());if(e===null)return;this._tick++;let t=Math.ceil(e/1e3);yt(this._s)&&t<=5&&t>0&&t!==this._lastTickSecond&&this.sound&&Mn(`tick`),this._lastTickSecond=t}willUpdate(e){let t=zn(),n=Dt(this._s);if(e.has(`connection`)&&this.dispatch({type:`connection`,status:this.connection}),e.has(`tables`)&&this.dispatch({type:`tables`,tables:this.tables??[]}),e.has(`table`)||e.has(`spectator`)){let e=this._s.table?.id;this.dispatch({type:`table`,table:this.table,spectator:this.spectator}),this.table?.id!==e&&(this._hidePodium=!1,this._levels={},this._confirmDelete=!1)}if(e.has(`publicView`)&&this.publicView&&this.dispatch({type:`public`,view:this.publicView,at:t}),e.has(`seatView`)&&this.seatView&&(this.dispatch({type:`seat`,view:this.seatView,at:t}),this._sentAt=-1/0),e.has(`error`)&&this.error&&(this._sentAt=-1/0),e.has(`events`))for(let e of this.events??[])this.addEvent(e);e.has(`error`)&&this.dispatch({type:`error`,error:this.error}),e.has(`error`)&&this.error&&(this._starting=!1),n&&!Dt(this._s)&&(this._hidePodium=!1,this._starting=!1)}updated(){let e=this._s.anim;e&&e.n!==this._lastAnim&&(this._lastAnim=e.n,this.animate_(e.kind,e),e.kind===`call`&&(this._banner={seat:e.seat,n:e.n},setTimeout(()=>{this._banner?.n===e.n&&(this._banner=null)},2300)));let t=this._s.cue;t&&t.n!==this._lastCue&&(this._lastCue=t.n,this.sound&&Mn(t.name));let n=this.renderRoot.querySelector(`.dialog [autofocus]`);n&&!n.dataset.focused&&(n.dataset.focused=`1`,n.focus({preventScroll:!0}))}emitAction(e){An();let t=zn();t-this._sentAt<2500||(this._sentAt=t,this.dispatchEvent(new CustomEvent(`duck-down-action`,{detail:e,bubbles:!0,composed:!0})))}emitLobby(e){An(),this.dispatchEvent(new CustomEvent(`duck-down-lobby`,{detail:e,bubbles:!0,composed:!0}))}tap(e,t){let[n,r]=At(this._s,e,t);this._s=n,r&&this.emitAction(r)}animate_(e,t){if(Rn())return;let n=e=>this._slots.get(e)?.querySelector(`.card`),r=(e,t,n)=>e&&typeof e.animate==`function`&&e.animate(t,{duration:n,easing:`ease-out`});switch(e){case`swap`:{let e=[{transform:`scale(1)`,boxShadow:`0 0 0 0 #fab005`},{transform:`scale(1.18) rotate(-8deg)`,boxShadow:`0 0 0 6px #fab005`},{transform:`scale(1.18) rotate(8deg)`,boxShadow:`0 0 0 6px #fab005`},{transform:`scale(1)`,boxShadow:`0 0 0 0 #fab005`}];r(n(`${t.seat}:${t.slot}`),e,900),r(n(`${t.other_seat}:${t.other_slot}`),e,900);break}case`replace`:r(n(`${t.seat}:${t.slot}`),[{transform:`rotateY(90deg) scale(.8)`},{transform:`rotateY(0) scale(1)`}],450),r(this._stacks.get(`pile`)?.querySelector(`.card`),[{transform:`translateY(-30px) scale(1.2)`,opacity:.3},{transform:`none`,opacity:1}],450);break;case`draw`:case`take`:r(this._stacks.get(`held`)?.querySelector(`.card`),[{transform:`translate(${e===`draw`?-70:70}px, 0) scale(.6) rotate(-20deg)`,opacity:.2},{transform:`rotate(4deg)`,opacity:1}],420);break;case`throw`:r(this._stacks.get(`pile`)?.querySelector(`.card`),[{transform:`translateY(-40px) rotate(25deg) scale(1.15)`,opacity:.2},{transform:`none`,opacity:1}],420);break;case`peek`:r(n(`${t.seat}:${t.slot}`),[{transform:`translateY(0)`},{transform:`translateY(-14px) rotate(-6deg)`},{transform:`translateY(0)`}],700);break;case`deal`:for(let[e,t]of[...this._slots.values()].entries())r(t.querySelector(`.card`),[{transform:`translate(0,-60px) scale(.4)`,opacity:0},{transform:`none`,opacity:1}],300+e*40)}}render(){let e=this.t,t=this._s,n=_t(t);return w`
      ${this.renderHeader(e,n)}
      ${t.connection===`open`?E:w`<div class="banner warn" role="status">${t.connection===`connecting`?e(`connecting`):e(`offline`)}</div>`}
      ${t.error?w`<div class="banner error" role="alert">
            <span>${ct(e,t.error.code,t.error.message)}</span>
            <button class="icon-btn" aria-label=${e(`close`)} @click=${()=>this.clearError()}>✕</button>
          </div>`:E}
      ${!t.table||!n?t.table&&!n?this.renderWaitingRoom(e,t.table):this.noLobby?E:this.renderLobby(e):this.renderGame(e,t,n)}
    `}clearError(){this.error=null,this.dispatch({type:`error`,error:null}),this.requestUpdate()}renderHeader(e,t){return w`<header class="bar">
      ${O(`logo`)}
      <h1>${e(`title`)}</h1>
      ${t?w`<span class="round">${e(`round`,{r:t.round,n:t.rounds})}</span>`:E}
      <span class="spacer"></span>
      <button
        class="icon-btn"
        aria-pressed=${this.sound?`true`:`false`}
        aria-label=${this.sound?e(`soundOn`):e(`soundOff`)}
        title=${this.sound?e(`soundOn`):e(`soundOff`)}
        @click=${this.toggleSound}
      >
        ${this.sound?A.soundOn:A.soundOff}
      </button>
      <select aria-label=${e(`language`)} @change=${this.changeLang}>
        ${Object.keys(it).map(e=>w`<option value=${e} ?selected=${e===this.langCode}>${e.toUpperCase()}</option>`)}
      </select>
    </header>`}setForm(e,t){this._form={...this._form,[e]:t},e===`name`&&Ln.set(`duckdown.name`,String(t))}num(e){return t=>this.setForm(e,Math.max(0,Math.round(Number(t.target.value)||0)))}renderLobby(e){let t=this._form,n=t.name.trim();return w`<main class="lobby">
      <div class="hero">
        ${O()}
        <div>
          <h2>${e(`title`)}</h2>
          <p>${e(`tagline`)}</p>
        </div>
      </div>
      <section class="panel name-panel">
        <div class="field" style="margin:0">
          <label for="name">${e(`yourName`)}</label>
          <input
            id="name"
            type="text"
            maxlength="32"
            autocomplete="nickname"
            .value=${t.name}
            @input=${e=>this.setForm(`name`,e.target.value)}
          />
          ${n?E:w`<small>${e(`nameFirst`)}</small>`}
        </div>
      </section>
      <section class="panel" aria-labelledby="tables-h">
        <h3 id="tables-h">${e(`tables`)}</h3>
        ${this._s.tables.length?w`<ul class="table-list">
              ${this._s.tables.map(t=>this.renderTableItem(e,t,n))}
            </ul>`:w`<p>${e(`noTables`)}</p>`}
        ${this.lanUrl?w`<div style="margin-top:14px">${Dn(this.lanUrl,e(`scanToJoin`))}</div>`:E}
      </section>
      <section class="panel" aria-labelledby="new-h">
        <h3 id="new-h">${e(`newTable`)}</h3>
        <div class="field">
          <label for="tname">${e(`tableName`)}</label>
          <input
            id="tname"
            type="text"
            maxlength="32"
            .value=${t.tableName}
            placeholder=${n?`${n}'s table`:``}
            @input=${e=>this.setForm(`tableName`,e.target.value)}
          />
        </div>
        <div class="grid2">
          <div class="field">
            <label for="peek">${e(`peekTime`)}</label>
            <input id="peek" type="number" min="0" max="600" inputmode="numeric" .value=${String(t.PeekTime)} @change=${this.num(`PeekTime`)} />
          </div>
          <div class="field">
            <label for="turn">${e(`turnTime`)}</label>
            <input id="turn" type="number" min="0" max="3600" inputmode="numeric" .value=${String(t.TurnTime)} @change=${this.num(`TurnTime`)} />
          </div>
        </div>
        <div class="field">
          <small>${e(`noLimit`)}</small>
        </div>
        <div class="field">
          <label for="pen">${e(`callPenalty`)}</label>
          <input id="pen" type="number" min="0" max="100" inputmode="numeric" .value=${String(t.CallPenalty)} @change=${this.num(`CallPenalty`)} />
        </div>
        <label class="check">
          <input
            type="checkbox"
            .checked=${t.KeepKnown}
            @change=${e=>this.setForm(`KeepKnown`,e.target.checked)}
          />
          ${e(`keepKnown`)}
        </label>
        <div class="row-actions" style="margin-top:8px">
          <button class="btn primary" ?disabled=${!n} @click=${this.createTable}>${e(`create`)}</button>
        </div>
      </section>
    </main>`}renderTableItem(e,t,n){let r=t.status===`lobby`?e(`inLobby`):t.status===`over`?e(`finished`):e(`playing`),i=t.seats.some(e=>e.you),a=t.seats.length>=(t.max_players??8);return w`<li>
      <span class="tname"
        >${t.name||t.id}
        <span class="meta">${e(`players`,{n:t.seats.length})} · ${r} · ${t.seats.map(e=>e.name).join(`, `)}</span></span
      >
      ${i?w`<button class="btn primary" @click=${()=>this.emitLobby({command:`join`,table:t.id,name:n})}>${e(`resume`)}</button>`:t.status===`lobby`&&!a?w`<button class="btn primary" ?disabled=${!n} @click=${()=>this.emitLobby({command:`join`,table:t.id,name:n})}>
              ${e(`join`)}
            </button>`:E}
      <button class="btn ghost" @click=${()=>this.emitLobby({command:`spectate`,table:t.id})}>${e(`watch`)}</button>
    </li>`}isOwner(e){if(typeof e.owner==`boolean`)return e.owner;let t=j(this._s);return t!==null&&e.owner_seat===t}renderWaitingRoom(e,t){let n=this.isOwner(t)&&!this._s.spectator,r=t.min_players??2,i=t.max_players??8,a=t.round_choices?.length?t.round_choices:[1,3,5,10],o=this._form,s=t.options??{};return w`<main class="lobby">
      <section class="panel" aria-labelledby="wait-h">
        <h3 id="wait-h">${t.name||t.id}</h3>
        <ul class="seats">
          ${t.seats.map(t=>w`<li>
              ${Bn(t.seat,t.name||`?`,t.kind===`bot`)}
              <span style="flex:1">${t.name}</span>
              ${t.you?w`<span class="tag you">${e(`you`)}</span>`:E}
              ${t.bot?w`<span class="tag" title=${e(`bot`)}>${A.bot} ${this.levelName(e,t.bot)}</span>`:E}
              ${xt(this._s,t.seat,n,this.capabilities)===`remove_bot`?w`<button
                    class="icon-btn"
                    aria-label=${e(`removeBot`,{name:t.name})}
                    title=${e(`removeBot`,{name:t.name})}
                    @click=${()=>this.emitLobby({command:`table/remove_bot`,seat:t.seat})}
                  >
                    ✕
                  </button>`:E}
            </li>`)}
        </ul>
        <p style="color:var(--_muted);font-size:.9rem;margin:0 0 12px">
          ${e(`peekTime`)}: ${s.peek_time??10} · ${e(`turnTime`)}: ${s.turn_time??60} · ${e(`callPenalty`)}: ${s.call_penalty??0}
          ${s.keep_known?w` · ${e(`keepKnown`)}`:E}
        </p>
        ${n?w`
              <div class="field">
                <label for="level">${e(`botLevel`)}</label>
                <div class="row-actions">
                  <select id="level" style="flex:1" @change=${e=>this.setForm(`level`,e.target.value)}>
                    ${this.botLevels.map(t=>w`<option value=${t} ?selected=${t===o.level}>${this.levelName(e,t)}</option>`)}
                  </select>
                  <button
                    class="btn"
                    ?disabled=${t.seats.length>=i}
                    @click=${()=>this.emitLobby({command:`add_bot`,level:o.level})}
                  >
                    ${A.robotAdd} ${e(`addBot`)}
                  </button>
                </div>
              </div>
              <div class="field">
                <label for="rounds">${e(`rounds`)}</label>
                <select id="rounds" @change=${e=>this.setForm(`rounds`,e.target.value)}>
                  <option value="" ?selected=${o.rounds===``}>${e(`roundsDefault`,{n:a[0]??t.seats.length})}</option>
                  ${[...new Set(a.slice(1))].filter(e=>e!==a[0]).map(e=>w`<option value=${e} ?selected=${String(e)===o.rounds}>${e}</option>`)}
                </select>
              </div>
              ${t.seats.length<r?w`<p>${e(`needPlayers`,{n:r})}</p>`:E}
              <div class="row-actions">
                <button
                  class="btn primary"
                  ?disabled=${t.seats.length<r}
                  @click=${()=>this.emitLobby({command:`start`,rounds:o.rounds?Number(o.rounds):null})}
                >
                  ▶ ${e(`start`)}
                </button>
                <button class="btn ghost" @click=${()=>this.emitLobby({command:`leave`})}>${e(`leave`)}</button>
                ${this.capabilities.deleteTable?w`<button class="btn ghost danger-text" @click=${()=>this._confirmDelete=!0}>${e(`deleteTable`)}</button>`:E}
              </div>
              ${this._confirmDelete?this.renderConfirmDelete(e):E}
            `:w`<p>${e(`waitingForOwner`)}</p>
              <button class="btn ghost" @click=${()=>this.emitLobby({command:`leave`})}>${e(`leave`)}</button>`}
      </section>
      ${this.lanUrl?w`<section class="panel">${Dn(this.lanUrl,e(`scanToJoin`))}</section>`:E}
    </main>`}renderConfirmDelete(e){let t=()=>this._confirmDelete=!1;return w`<div class="overlay" @keydown=${e=>e.key===`Escape`&&t()}>
      <div class="dialog" role="alertdialog" aria-modal="true" aria-labelledby="del-h" aria-describedby="del-p">
        <h2 id="del-h">${e(`confirmDeleteTitle`)}</h2>
        <p id="del-p">${e(`confirmDeleteText`)}</p>
        <div class="buttons">
          <button class="btn ghost" autofocus @click=${t}>${e(`cancel`)}</button>
          <button
            class="btn danger"
            @click=${()=>{t(),this.emitLobby({command:`table/delete`})}}
          >
            ${e(`deleteYes`)}
          </button>
        </div>
      </div>
    </div>`}levelFor(e){let t=this._levels[e];return t&&this.botLevels.includes(t)?t:bt(this.botLevels)}renderSeatControl(e,t,n){let r=this._s.table;if(!r)return E;let i=xt(this._s,t,this.isOwner(r),this.capabilities);if(i===`take_back`)return w`<button class="btn small" @click=${()=>this.emitLobby({command:`seat/take_back`,seat:t})}>${e(`takeBack`)}</button>`;if(i!==`bot`)return E;let a=this.levelFor(t),o=N(this._s,t),s=w`<span class="seat-ctl">
      <select
        aria-label=${e(`botLevelFor`,{name:n?e(`you`):o})}
        @change=${e=>this._levels={...this._levels,[t]:e.target.value}}
      >
        ${this.botLevels.map(t=>w`<option value=${t} ?selected=${t===a}>${this.levelName(e,t)}</option>`)}
      </select>
      <button class="btn small" @click=${()=>this.emitLobby({command:`seat/bot`,seat:t,level:this.levelFor(t)})}>
        ${A.bot} ${e(n?`letBotPlayMe`:`letBotPlay`)}
      </button>
    </span>`;return n?w`<details class="seat-menu">
          <summary aria-label=${e(`seatMenu`)} title=${e(`seatMenu`)}>⋯</summary>
          ${s}
        </details>`:s}levelName(e,t){let n=`level_${t}`;return n===`level_random`||n===`level_easy`||n===`level_medium`||n===`level_hard`?e(n):t}renderGame(e,t,n){let r=j(t),i=r!==null&&!!t.mine,a=[];for(let e=1;e<=n.players;e++){let t=i?(r+e)%n.players:e-1;i&&t===r||a.push(t)}let o=Et(t),s=Dt(t)&&!!n.winners;return w`<main class="game">
      <section class="felt" aria-label=${e(`title`)}>
        ${this.renderStatus(e,t,n)}
        <div class="opponents ${i?``:`all`}" role="list">${a.map(r=>this.renderOpponent(e,t,n,r,!i))}</div>
        ${this.renderCenter(e,t,n)}
        ${i?this.renderMe(e,t,n,r):w`<p style="text-align:center;margin:0;opacity:.9">${A.eyes} ${e(`spectating`)}</p>`}
      </section>
      ${i?this.renderActions(e,t,n):E}
      <aside class="side">${this.renderSide(e,t,n)}</aside>
      ${t.confirmCall?this.renderConfirm(e):E}
      ${o&&!s?this.renderResult(e,n,o):E}
      ${s&&!this._hidePodium?this.renderPodium(e,n):E}
      ${this._banner?w`<div class="call-banner" role="status">${O()} ${e(`called`,{name:this.nameOf(this._banner.seat)})}</div>`:E}
    </main>`}nameOf(e){return e===j(this._s)?this.t(`you`):N(this._s,e)}renderStatus(e,t,n){let r=j(t),i=t.mine,a=``,o=``;if(n.phase===`peek`){let t=r!==null&&!!n.ready?.[r];a=e(r===null?`lookPhase`:t?`waitingOthers`:`lookPhase`),o=r!==null&&!t?e(`lookHint`):``}else if(n.phase===`over`)a=e(`gameOver`);else if(n.turn){let r=yt(t);a=r?e(`yourTurn`):e(`turnOf`,{name:N(t,n.turn.seat)}),r&&i&&(o=this.hint(e,t,i))}if(n.caller!==null&&n.caller!==void 0&&n.phase===`turn`&&!yt(t)){let t=n.last_turns.map(e=>this.nameOf(e)).join(`, `);o=[o,e(`called`,{name:this.nameOf(n.caller)})+(t?` `+e(`lastTurns`,{names:t}):``)].filter(Boolean).join(` · `)}let s=St(t,zn());return this._tick,w`<div class="status" role="status" aria-live="polite">
      ${s===null?w`<span>${O(`logo`)}</span>`:this.renderRing(e,s,t.clock?.total??null)}
      <div class="msg"><b>${a}</b>${o?w`<span>${o}</span>`:E}</div>
    </div>`}hint(e,t,n){if(n.turn?.step===`start`)return e(`drawHint`);let r=n.held;if(!r)return``;let i=r.card;return typeof i==`number`?r.source===`pile`?e(`takenHint`):e(`replaceHint`):i===`peek`?e(`peekHint`):i===`double`?e(`doubleHint`):i===`swap`?t.selection?.mine===void 0?t.selection?.other?e(`swapPickMine`):e(`swapHint`):e(`swapPickOther`):``}renderRing(e,t,n){let r=Math.ceil(t/1e3),i=2*Math.PI*19,a=n?Math.max(0,Math.min(1,t/n)):1;return w`<span class="ring ${r<=10?`low`:``}" aria-label=${e(`secondsLeft`,{n:r})}>
      <svg viewBox="0 0 46 46" aria-hidden="true">
        <circle class="bg" cx="23" cy="23" r=${19}></circle>
        <circle class="fg" cx="23" cy="23" r=${19} stroke-dasharray=${i} stroke-dashoffset=${i*(1-a)}></circle>
      </svg>
      ${r}
    </span>`}tagsFor(e,t,n,r){let i=t.table?.seats.find(e=>e.seat===r);return w`<span class="tags">
      ${n.phase===`turn`&&n.turn?.seat===r?w`<span class="tag turn">▶</span>`:E}
      ${n.caller===r?w`<span class="tag called">${O(`ic`)} Duck Down</span>`:E}
      ${n.last_turns.includes(r)?w`<span class="tag last">${e(`lastTurn`)}</span>`:E}
      ${n.phase===`peek`&&n.ready?.[r]?w`<span class="tag">✓ ${e(`isReady`)}</span>`:E}
      ${i?.bot?w`<span class="tag">${A.bot} ${this.levelName(e,i.bot)}</span>`:E}
      ${i&&i.connected===!1&&!i.bot?w`<span class="tag" title="offline">${A.away}</span>`:E}
    </span>`}renderOpponent(e,t,n,r,i){let a=N(t,r),o=n.rows[r]??[null,null,null,null];return w`<div class="opp ${n.phase===`turn`&&n.turn?.seat===r?`turn`:``}" role="listitem" aria-label=${a}>
      ${Bn(r,a,Vn(t,r))}
      <span class="who">
        <span class="name">${a}</span>
        ${this.tagsFor(e,t,n,r)}
        <span class="score-pill">${e(`total`)}: ${n.totals[r]??0}</span>
      </span>
      <span class="slots">${o.map((a,o)=>this.renderSlot(e,t,n,r,o,a,i?`m`:`s`))}</span>
      ${this.renderSeatControl(e,r,!1)}
    </div>`}renderSlot(e,t,n,r,i,a,o){let s=r===j(t),c=s?Ct(t):wt(t)?`swap`:null,l=t.selection,u=s&&l?.mine===i||!s&&l?.other?.[0]===r&&l.other[1]===i,d=n.last,f=!!d&&(d.seat===r&&d.slot===i||d.other_seat===r&&d.other_slot===i)&&[`swap`,`replace`,`peek`].includes(d.type),p=a!==null&&Tt(t).has(`${r}:${i}`),m=s&&a!==null&&n.phase===`peek`,h=s&&a!==null&&n.phase===`turn`&&!p,g=(s?e(`yourCard`,{n:i+1}):e(`cardOf`,{name:N(t,r),n:i+1}))+`: `+D(e,a)+(p?` (${e(`known`)})`:``),_={slot:!0,target:!!c,selected:u,touched:f,look:m,peeking:h},v=k(a,e,{size:o,eye:p}),y=`${r}:${i}`,b=e=>{e?this._slots.set(y,e):this._slots.delete(y)};return c?w`<button class=${Ge(_)} aria-label=${g} aria-pressed=${u?`true`:`false`} @click=${()=>this.tap(r,i)} ${nt(b)}>${v}</button>`:w`<span class=${Ge(_)} role="img" aria-label=${g} ${nt(b)}>${v}</span>`}renderCenter(e,t,n){let r=j(t),i=n.pile.length?n.pile[n.pile.length-1]:void 0,a=M(t,`draw`),o=M(t,`take`),s=e=>t=>{t?this._stacks.set(e,t):this._stacks.delete(e)},c=w`<span class="deck-pile">${n.deck>0?w`${k(null,e,{size:`m`})}${n.deck>1?k(null,e,{size:`m`}):E}`:mt(`m`)}</span>
      <span class="cap">${e(`deck`)} · ${e(`cardsLeft`,{n:n.deck})}</span>`,l=w`${i===void 0?mt(`m`,e(`emptyPile`)):k(i,e,{size:`m`})}
      <span class="cap">${e(`pile`)}</span>`,u=n.held,d=!!u&&u.seat===r;return w`<div class="center">
        ${a?w`<button class="stack can" aria-label=${e(`draw`)} @click=${()=>this.emitAction({type:`draw`})} ${nt(s(`deck`))}>${c}</button>`:w`<span class="stack" ${nt(s(`deck`))}>${c}</span>`}
        ${o?w`<button class="stack can" aria-label=${e(`take`,{card:D(e,i)})} @click=${()=>this.emitAction({type:`take`})} ${nt(s(`pile`))}>${l}</button>`:w`<span class="stack" ${nt(s(`pile`))} aria-label=${e(`pile`)+`: `+(i===void 0?e(`emptyPile`):D(e,i))}>${l}</span>`}
        ${u?w`<span class="held ${d?`mine`:``}" ${nt(s(`held`))}>
              ${k(u.card,e,{size:d?`l`:`m`})}
              <span class="cap">${d?e(`holding`):`${N(t,u.seat)} · ${e(`holding`)}`}</span>
            </span>`:E}
      </div>
      ${n.pile.length>1?w`<details class="pile-details">
            <summary>${e(`pileHistory`)} (${n.pile.length})</summary>
            <div class="history" role="list">${n.pile.map(t=>w`<span role="listitem">${k(t,e,{size:`xs`})}</span>`)}</div>
          </details>`:E}`}renderMe(e,t,n,r){let i=n.rows[r]??[null,null,null,null];return w`<div class="me ${n.phase===`turn`&&n.turn?.seat===r?`turn`:``}" aria-label=${e(`yourCards`)}>
      <div class="mehead">
        ${Bn(r,N(t,r),!1)}
        ${N(t,r)} ${this.tagsFor(e,t,n,r)}
        <span class="score-pill">${e(`total`)}: ${n.totals[r]??0}</span>
        ${this.renderSeatControl(e,r,!0)}
      </div>
      <div class="hand">${i.map((i,a)=>this.renderSlot(e,t,n,r,a,i,`l`))}</div>
    </div>`}renderActions(e,t,n){if(![`ready`,`draw`,`take`,`double`,`throw`,`call`].some(e=>M(t,e)))return E;let r=n.pile.length?n.pile[n.pile.length-1]:void 0,i=(e,n,r=``)=>M(t,e)?w`<button class="btn ${r}" @click=${()=>this.emitAction({type:e})}>${n}</button>`:E;return w`<div class="actions">
      ${i(`ready`,`✓ `+e(`ready`),`primary`)} ${i(`draw`,e(`draw`),`primary`)}
      ${i(`take`,e(`take`,{card:D(e,r)}))} ${i(`double`,e(`useDouble`),`primary`)} ${i(`throw`,e(`throw`))}
      ${M(t,`call`)?w`<button class="btn duck" @click=${()=>this.setConfirm(!0)}>${O(`ic`)} ${e(`duckDown`)}</button>`:E}
    </div>`}setConfirm(e){this.dispatch({type:`confirm_call`,open:e}),this.requestUpdate()}renderConfirm(e){return w`<div class="overlay" @keydown=${e=>e.key===`Escape`&&this.setConfirm(!1)}>
      <div class="dialog" role="alertdialog" aria-modal="true" aria-labelledby="cc-h" aria-describedby="cc-p">
        <h2 id="cc-h">${O()} ${e(`confirmCallTitle`)}</h2>
        <p id="cc-p">${e(`confirmCallText`)}</p>
        <div class="buttons">
          <button class="btn ghost" @click=${()=>this.setConfirm(!1)}>${e(`cancel`)}</button>
          <button
            class="btn duck"
            autofocus
            @click=${()=>{this.setConfirm(!1),this.emitAction({type:`call`})}}
          >
            ${O(`ic`)} ${e(`confirm`)}
          </button>
        </div>
      </div>
    </div>`}names(e){return Array.from({length:e.players},(e,t)=>N(this._s,t))}renderScores(e,t){let n=this.names(t);return w`<table class="scores">
        <thead>
          <tr>
            <th></th>
            ${t.scores.map((e,t)=>w`<th>${t+1}</th>`)}
            <th>${e(`total`)}</th>
          </tr>
        </thead>
        <tbody>
          ${n.map((e,n)=>w`<tr>
              <td><i class="dot" style="background:${ut(n)}"></i>${e}</td>
              ${t.scores.map(e=>w`<td>${e[n]??``}</td>`)}
              <td class="tot">${t.totals[n]??0}</td>
            </tr>`)}
        </tbody>
      </table>
      ${zt(t.scores,t.rounds,n,e(`scoreChart`))}`}renderSide(e,t,n){let r=j(t),i=t.log.slice(-80).map(n=>({n:n.n,big:[`round_started`,`duck_down_called`,`round_ended`,`game_ended`].includes(n.event.type),text:Bt(n.event,e,e=>N(t,e),r)})).filter(e=>e.text);return w`
      ${this.lanUrl&&(t.spectator||r===null)?w`<section class="panel">${Dn(this.lanUrl,e(`scanToJoin`))}</section>`:E}
      <section class="panel" aria-labelledby="sc-h">
        <h3 id="sc-h">${e(`scores`)}</h3>
        ${this.renderScores(e,n)}
      </section>
      <section class="panel" aria-labelledby="log-h">
        <h3 id="log-h">${e(`log`)}</h3>
        ${i.length?w`<ol class="log" aria-live="polite">
              ${i.reverse().map(e=>w`<li class=${e.big?`big`:``}>${e.text}</li>`)}
            </ol>`:w`<p>${e(`noLog`)}</p>`}
      </section>
      ${this.noLobby&&(t.spectator||r===null)?E:w`<div class="row-actions" style="justify-content:center">
            <button class="btn ghost" @click=${()=>this.emitLobby({command:`leave`})}>${e(`leave`)}</button>
          </div>`}
    `}renderResult(e,t,n){let r=Math.min(...n.points),i=new Map;for(let e of n.replaced??[])i.set(`${e.seat}:${e.slot}`,e.drawn);let a=e=>Array.isArray(n.penalty)?n.penalty[e]??0:e===n.caller&&typeof n.penalty==`number`?n.penalty:0,o=()=>{this.dispatch({type:`dismiss_result`}),this.requestUpdate()};return w`<div class="overlay" @keydown=${e=>e.key===`Escape`&&o()}>
      <div class="dialog wide" role="dialog" aria-modal="true" aria-labelledby="res-h">
        <h2 id="res-h">${O()} ${e(`roundOver`,{r:n.round})}</h2>
        ${this.renderLookStrip(e,t,o)}
        <div class="reveal">
          ${n.rows.map((t,o)=>{let s=n.points[o]??0;return w`<div class="rrow ${s===r?`best`:``}">
              <span class="rname">
                <i class="dot" style="background:${ut(o)}"></i>${N(this._s,o)}
                ${o===j(this._s)?w`<span class="tag you">${e(`you`)}</span>`:E}
                ${n.caller===o?w`<span class="tag called">${O(`ic`)} ${e(`caller`)}</span>`:E}
              </span>
              <span class="rcards">
                ${t.map((t,n)=>{let r=i.get(`${o}:${n}`);return w`<span class="rslot">
                    ${k(t,e,{size:`s`})}
                    ${r?w`<span class="was" title=${e(`replacedBy`)}>↻</span><span class="sr">${e(`replacedBy`)}</span>`:E}
                  </span>`})}
              </span>
              <span class="pts">${s+a(o)}${a(o)?w`<small>${e(`penalty`,{n:a(o)})}</small>`:E}</span>
            </div>`})}
        </div>
        <h3>${e(`scores`)}</h3>
        ${this.renderScores(e,t)}
        <div class="buttons">
          <button class="btn primary" autofocus @click=${o}>${e(`close`)}</button>
        </div>
      </div>
    </div>`}renderLookStrip(e,t,n){let r=this._s,i=j(r);if(!r.mine||i===null||t.phase!==`peek`||!M(r,`ready`))return E;let a=r.mine.rows[i]??[],o=St(r,zn());return w`<div class="look-strip" role="group" aria-label=${e(`lookPhase`)}>
      ${o===null?E:this.renderRing(e,o,r.clock?.total??null)}
      <div class="msg"><b>${e(`lookPhase`)}</b><span>${e(`lookHint`)}</span></div>
      <div class="hand">${a.map(t=>w`<span class="slot">${k(t,e,{size:`s`})}</span>`)}</div>
      <button
        class="btn primary"
        @click=${()=>{n(),this.emitAction({type:`ready`})}}
      >
        ✓ ${e(`ready`)}
      </button>
    </div>`}playAgain(e){let t=this._s.table?.round_choices??[],n=typeof e.rounds==`number`&&t.includes(e.rounds)?e.rounds:null;this._starting=!0,this.emitLobby({command:`start`,rounds:n})}renderPodium(e,t){let n=kt(t.totals),r=(t.winners??[]).map(e=>N(this._s,e)),i=n.slice(0,3),a=i.length===3?[i[1],i[0],i[2]]:i.length===2?[i[1],i[0]]:i,o=[`#ffd43b`,`#ff6b6b`,`#4dabf7`,`#69db7c`,`#b197fc`,`#ffa94d`],s=this._s.table,c=!!s&&!this._s.spectator&&this.isOwner(s);return w`<div class="overlay">
      ${Rn()?E:w`<div class="confetti" aria-hidden="true">
            ${Array.from({length:40},(e,t)=>w`<i style="left:${t*37%100}%;background:${o[t%o.length]};animation-delay:${t%10*.12}s"></i>`)}
          </div>`}
      <div class="dialog wide" role="dialog" aria-modal="true" aria-labelledby="go-h">
        <h2 id="go-h">${A.trophy} ${e(`gameOver`)}</h2>
        <p style="font-size:1.2rem;font-weight:800;margin:0">
          ${r.length>1?e(`winners`,{names:r.join(` & `)}):e(`winner`,{names:r[0]??``})}
        </p>
        <div class="podium">
          ${a.map(t=>w`<div class="step p${Math.min(t.place,3)}">
              ${t.place===1?O():E}
              <span class="pname">${N(this._s,t.seat)}${t.seat===j(this._s)?w` <span class="tag you">${e(`you`)}</span>`:E}</span>
              <span class="ptotal">${t.total}</span>
              <span class="block">${t.place}</span>
            </div>`)}
        </div>
        ${n.length>3?w`<ol start="4">
              ${n.slice(3).map(e=>w`<li>${N(this._s,e.seat)}: ${e.total}</li>`)}
            </ol>`:E}
        ${this.renderScores(e,t)}
        ${c?E:w`<p style="color:var(--_muted);margin:8px 0 0">${e(`ownerCanPlayAgain`)}</p>`}
        <div class="buttons">
          <button class="btn ghost" @click=${()=>this._hidePodium=!0}>${e(`close`)}</button>
          ${c?w`<button class="btn ghost" @click=${()=>this.emitLobby({command:`leave`})}>${e(`backToLobby`)}</button>
                <button class="btn primary" autofocus ?disabled=${this._starting} @click=${()=>this.playAgain(t)}>
                  ▶ ${e(`playAgain`)}
                </button>`:w`<button class="btn primary" autofocus @click=${()=>this.emitLobby({command:`leave`})}>${e(`backToLobby`)}</button>`}
        </div>
      </div>
    </div>`}};Fn=Hn,Fn.styles=Nn,Fn.properties={publicView:{attribute:!1},seatView:{attribute:!1},table:{attribute:!1},tables:{attribute:!1},events:{attribute:!1},connection:{type:String},language:{type:String},sound:{type:Boolean},lanUrl:{type:String,attribute:`lan-url`},botLevels:{attribute:!1},error:{attribute:!1},spectator:{type:Boolean},noLobby:{type:Boolean,attribute:`no-lobby`},capabilities:{attribute:!1},_s:{state:!0},_levels:{state:!0},_confirmDelete:{state:!0},_tick:{state:!0},_form:{state:!0},_banner:{state:!0},_hidePodium:{state:!0},_starting:{state:!0}},customElements.get(`duck-down-table`)||customElements.define(`duck-down-table`,Hn);var L=class extends Error{constructor(e,t){super(t),this.code=e}};function Un(e){return e instanceof Uint8Array||ArrayBuffer.isView(e)&&e.constructor.name===`Uint8Array`&&`BYTES_PER_ELEMENT`in e&&e.BYTES_PER_ELEMENT===1}var Wn=e=>e?`"${e}" `:``;function Gn(e,t=``){if(typeof e!=`boolean`)throw TypeError(Wn(t)+`expected boolean, got type=`+typeof e);return e}function Kn(e,t=``){if(typeof e!=`number`)throw TypeError(Wn(t)+`expected number, got `+typeof e);if(!Number.isSafeInteger(e)||e<0)throw RangeError(Wn(t)+`expected integer >= 0, got `+e);return e}function R(e,t,n=``){if(Un(e)&&(t===void 0||e.length===t))return e;t!==void 0&&Kn(t,`length`);let r=Un(e),i=t===void 0?``:` of length ${t}`,a=r?`length=${e.length}`:`type=${typeof e}`,o=Wn(n)+`expected Uint8Array`+i+`, got `+a;throw r?RangeError(o):TypeError(o)}function qn(e,t=!0){if(e.destroyed)throw Error(`hash was destroyed`);if(t&&e.finished)throw Error(`digest() was already called`)}function Jn(e,t){R(e,void 0,`output`);let n=t.outputLen;if(!(e.length>=n))throw RangeError(`"output" expected length >= `+n)}function Yn(e,t){if(Jn(e,t),!cr(e))throw Error(`invalid output, must be aligned`)}function Xn(e){return new Uint8Array(e.buffer,e.byteOffset,e.byteLength)}function Zn(e){return new Uint32Array(e.buffer,e.byteOffset,Math.floor(e.byteLength/4))}function z(...e){for(let t=0;t<e.length;t++)e[t].fill(0)}function Qn(e){return new DataView(e.buffer,e.byteOffset,e.byteLength)}var $n=new Uint8Array(new Uint32Array([287454020]).buffer)[0]===68;function er(e){return e<<24&4278190080|e<<8&16711680|e>>>8&65280|e>>>24&255}var B=$n?e=>e:e=>er(e)>>>0;function tr(e){for(let t=0;t<e.length;t++)e[t]=er(e[t]);return e}var nr=$n?e=>e:tr;function rr(e,t){if(e=R(e),t=R(t),e.length!==t.length)return!1;let n=0;for(let r=0;r<e.length;r++)n|=e[r]^t[r];return n===0}function ir(e,t,n){let r=t,i=n||(()=>[]),a=(e,t)=>r(t,...i(e)).update(e).digest(),o=r(new Uint8Array(e),...i(new Uint8Array));return a.outputLen=o.outputLen,a.blockLen=o.blockLen,a.create=(e,...t)=>r(e,...t),a}var ar=(e,t)=>{function n(n,...r){if(R(n,void 0,`key`),e.nonceLength!==void 0){let t=r[0];R(t,e.varSizeNonce?void 0:e.nonceLength,`nonce`)}let i=e.tagLength,a=e.nonceLength===void 0?0:1;if(!e.withAAD){for(let e=a;e<r.length;e++)if(Un(r[e]))throw Error(`AAD not supported`)}e.withAAD&&r[a]!==void 0&&R(r[a],void 0,`AAD`);let o=t(n,...r),s=(e,t)=>{if(t!==void 0){if(e!==2)throw Error(`cipher output not supported`);R(t,void 0,`output`)}},c=!1;return{encrypt(e,t){if(c)throw Error(`cannot encrypt() twice with same key + nonce`);return c=!0,R(e,void 0,`data`),s(o.encrypt.length,t),o.encrypt(e,t)},decrypt(e,t){if(R(e,void 0,`data`),i&&e.length<i)throw Error(`"ciphertext" expected length >= tagLength=`+i);return s(o.decrypt.length,t),o.decrypt(e,t)}}}return Object.assign(n,e),n};function or(e,t,n=!0){if(t===void 0)return new Uint8Array(e);if(R(t,e,`output`),n&&!cr(t))throw Error(`invalid output, must be aligned`);return t}function sr(e,t,n){Kn(e),Kn(t),Gn(n);let r=new Uint8Array(16),i=Qn(r);return i.setBigUint64(0,BigInt(t),n),i.setBigUint64(8,BigInt(e),n),r}function cr(e){return e.byteOffset%4==0}function lr(e){return Uint8Array.from(R(e))}function ur(e){"@babel/helpers - typeof";return ur=typeof Symbol==`function`&&typeof Symbol.iterator==`symbol`?function(e){return typeof e}:function(e){return e&&typeof Symbol==`function`&&e.constructor===Symbol&&e!==Symbol.prototype?`symbol`:typeof e},ur(e)}function dr(e,t){if(ur(e)!=`object`||!e)return e;var n=e[Symbol.toPrimitive];if(n!==void 0){var r=n.call(e,t||`default`);if(ur(r)!=`object`)return r;throw TypeError(`@@toPrimitive must return a primitive value.`)}return(t===`string`?String:Number)(e)}function fr(e){var t=dr(e,`string`);return ur(t)==`symbol`?t:t+``}function V(e,t,n){return(t=fr(t))in e?Object.defineProperty(e,t,{value:n,enumerable:!0,configurable:!0,writable:!0}):e[t]=n,e}var H=16,pr=new Uint8Array(16),mr=Zn(pr),hr=225,gr=(e,t,n,r)=>{let i=r&1;return{s3:n<<31|r>>>1,s2:t<<31|n>>>1,s1:e<<31|t>>>1,s0:e>>>1^hr<<24&-(i&1)}},_r=e=>(e>>>0&255)<<24|(e>>>8&255)<<16|(e>>>16&255)<<8|e>>>24&255,vr=e=>e>65536?8:e>1024?4:2,yr=class{constructor(e,t){V(this,`blockLen`,H),V(this,`outputLen`,H),V(this,`s0`,0),V(this,`s1`,0),V(this,`s2`,0),V(this,`s3`,0),V(this,`finished`,!1),V(this,`destroyed`,!1),V(this,`t`,void 0),V(this,`W`,void 0),V(this,`windowSize`,void 0),R(e,16,`key`),e=lr(e);let n=Qn(e),r=n.getUint32(0,!1),i=n.getUint32(4,!1),a=n.getUint32(8,!1),o=n.getUint32(12,!1),s=[];for(let e=0;e<128;e++)s.push({s0:_r(r),s1:_r(i),s2:_r(a),s3:_r(o)}),{s0:r,s1:i,s2:a,s3:o}=gr(r,i,a,o);let c=vr(t||1024);if(![1,2,4,8].includes(c))throw Error(`ghash: invalid window size, expected 2, 4 or 8`);this.W=c;let l=128/c,u=this.windowSize=2**c,d=[];for(let e=0;e<l;e++)for(let t=0;t<u;t++){let n=0,r=0,i=0,a=0;for(let o=0;o<c;o++){if(!(t>>>c-o-1&1))continue;let{s0:l,s1:u,s2:d,s3:f}=s[c*e+o];n^=l,r^=u,i^=d,a^=f}d.push({s0:n,s1:r,s2:i,s3:a})}this.t=d}_updateBlock(e,t,n,r){e^=this.s0,t^=this.s1,n^=this.s2,r^=this.s3;let{W:i,t:a,windowSize:o}=this,s=0,c=0,l=0,u=0,d=(1<<i)-1,f=0;for(let p of[e,t,n,r])for(let e=0;e<4;e++){let t=p>>>8*e&255;for(let e=8/i-1;e>=0;e--){let n=t>>>i*e&d,{s0:r,s1:p,s2:m,s3:h}=a[f*o+n];s^=r,c^=p,l^=m,u^=h,f+=1}}this.s0=s,this.s1=c,this.s2=l,this.s3=u}update(e){qn(this),R(e),e=lr(e);let t=Zn(e),n=Math.floor(e.length/H),r=e.length%H;for(let e=0;e<n;e++)this._updateBlock(B(t[e*4+0]),B(t[e*4+1]),B(t[e*4+2]),B(t[e*4+3]));return r&&(pr.set(e.subarray(n*H)),this._updateBlock(B(mr[0]),B(mr[1]),B(mr[2]),B(mr[3])),z(mr)),this}destroy(){this.destroyed=!0;let{t:e}=this;for(let t of e)t.s0=0,t.s1=0,t.s2=0,t.s3=0}digestInto(e){qn(this),Yn(e,this),this.finished=!0;let{s0:t,s1:n,s2:r,s3:i}=this,a=Zn(e);a[0]=t,a[1]=n,a[2]=r,a[3]=i,$n||nr(a.subarray(0,H/4))}digest(){let e=new Uint8Array(H);return this.digestInto(e),this.destroy(),e}},br=ir(16,(e,t)=>new yr(e,t),e=>[e.length]),xr=16,Sr=4,Cr=new Uint8Array(xr),wr=283;function Tr(e){if(![16,24,32].includes(e.length))throw Error(`"aes key" expected Uint8Array of length 16/24/32, got length=`+e.length)}function Er(e){return e<<1^wr&-(e>>7)}function Dr(e,t){let n=0;for(;t>0;t>>=1)n^=e&-(t&1),e=Er(e);return n}var Or=(()=>{let e=new Uint8Array(256);for(let t=0,n=1;t<256;t++,n^=Er(n))e[t]=n;let t=new Uint8Array(256);t[0]=99;for(let n=0;n<255;n++){let r=e[255-n];r|=r<<8,t[e[n]]=(r^r>>4^r>>5^r>>6^r>>7^99)&255}return z(e),t})(),kr=e=>e<<24|e>>>8,Ar=e=>e<<8|e>>>24;function jr(e,t){if(e.length!==256)throw Error(`wrong sbox length`);let n=new Uint32Array(256).map((n,r)=>t(e[r])),r=n.map(Ar),i=r.map(Ar),a=i.map(Ar),o=new Uint32Array(65536),s=new Uint32Array(65536),c=new Uint16Array(65536);for(let t=0;t<256;t++)for(let l=0;l<256;l++){let u=t*256+l;o[u]=n[t]^r[l],s[u]=i[t]^a[l],c[u]=e[t]<<8|e[l]}return{sbox:e,sbox2:c,T0:n,T1:r,T2:i,T3:a,T01:o,T23:s}}var Mr=jr(Or,e=>Dr(e,3)<<24|e<<16|e<<8|Dr(e,2)),Nr=(()=>{let e=new Uint8Array(16);for(let t=0,n=1;t<16;t++,n=Er(n))e[t]=n;return e})();function Pr(e){R(e);let t=e.length;Tr(e);let{sbox2:n}=Mr,r=[];$n&&cr(e)||r.push(e=lr(e));let i=nr(Zn(e)),a=i.length,o=e=>Ir(n,e,e,e,e),s=new Uint32Array(t+28);s.set(i);for(let e=a;e<s.length;e++){let t=s[e-1];e%a===0?t=o(kr(t))^Nr[e/a-1]:a>6&&e%a===4&&(t=o(t)),s[e]=s[e-a]^t}return z(...r),s}function Fr(e,t,n,r,i,a){return e[n<<8&65280|r>>>8&255]^t[i>>>8&65280|a>>>24&255]}function Ir(e,t,n,r,i){return e[t&255|n&65280]|e[r>>>16&255|i>>>16&65280]<<16}function Lr(e,t,n,r,i){let{sbox2:a,T01:o,T23:s}=Mr,c=0;t^=e[c++],n^=e[c++],r^=e[c++],i^=e[c++];let l=e.length/4-2;for(let a=0;a<l;a++){let a=e[c++]^Fr(o,s,t,n,r,i),l=e[c++]^Fr(o,s,n,r,i,t),u=e[c++]^Fr(o,s,r,i,t,n),d=e[c++]^Fr(o,s,i,t,n,r);t=a,n=l,r=u,i=d}return{s0:e[c++]^Ir(a,t,n,r,i),s1:e[c++]^Ir(a,n,r,i,t),s2:e[c++]^Ir(a,r,i,t,n),s3:e[c++]^Ir(a,i,t,n,r)}}function Rr(e,t,n,r,i){R(n,xr,`nonce`),R(r),i=or(r.length,i);let a=n,o=Zn(a),s=Qn(a),c=Zn(r),l=Zn(i),u=t?0:12,d=r.length,f=s.getUint32(u,t);for(let n=0;n+4<=c.length;n+=4){let{s0:r,s1:i,s2:a,s3:d}=Lr(e,B(o[0]),B(o[1]),B(o[2]),B(o[3]));l[n+0]=c[n+0]^B(r),l[n+1]=c[n+1]^B(i),l[n+2]=c[n+2]^B(a),l[n+3]=c[n+3]^B(d),f=f+1>>>0,s.setUint32(u,f,t)}let p=xr*Math.floor(c.length/Sr);if(p<d){let{s0:t,s1:n,s2:a,s3:s}=Lr(e,B(o[0]),B(o[1]),B(o[2]),B(o[3])),c=new Uint32Array([t,n,a,s]);nr(c);let l=Xn(c);for(let e=p,t=0;e<d;e++,t++)i[e]=r[e]^l[t];z(c)}return i}function zr(e,t,n,r,i){let a=i?i.length:0,o=e.create(n,r.length+a);i&&o.update(i);let s=sr(8*r.length,8*a,t);o.update(r),o.update(s);let c=o.digest();return z(s),c}var Br=ar({blockSize:16,nonceLength:12,tagLength:16,withAAD:!0,varSizeNonce:!0},function(e,t,n){if(t.length<8)throw Error(`aes/gcm: invalid nonce length`);function r(e,t,r){let i=zr(br,!1,e,r,n);for(let e=0;e<t.length;e++)i[e]^=t[e];return i}function i(){let n=Pr(e),r=Cr.slice(),i=Cr.slice();if(Rr(n,!1,i,i,r),t.length===12)i.set(t);else{let e=Cr.slice();Qn(e).setBigUint64(8,BigInt(t.length*8),!1);let n=br.create(r).update(t).update(e);n.digestInto(i),n.destroy()}return{xk:n,authKey:r,counter:i,tagMask:Rr(n,!1,i,Cr)}}return{encrypt(e){let{xk:t,authKey:n,counter:a,tagMask:o}=i(),s=new Uint8Array(e.length+16),c=[t,n,a,o];cr(e)||c.push(e=lr(e)),Rr(t,!1,a,e,s.subarray(0,e.length));let l=r(n,o,s.subarray(0,s.length-16));return c.push(l),s.set(l,e.length),z(...c),s},decrypt(e){let{xk:t,authKey:n,counter:a,tagMask:o}=i(),s=[t,n,o,a];cr(e)||s.push(e=lr(e));let c=e.subarray(0,-16),l=e.subarray(-16),u=r(n,o,c);if(s.push(u),!rr(u,l))throw z(...s),Error(`aes-gcm: invalid tag`);let d=Rr(t,!1,a,c);return z(...s),d}}}),Vr=e=>e/2**32|0,Hr=e=>e>>>0;function Ur(e,t,n,r){let i=Vr(n),a=Hr(n);e.setUint32(t,r?a:i,r),e.setUint32(t+4,r?i:a,r)}function Wr(e){return e instanceof Uint8Array||ArrayBuffer.isView(e)&&e.constructor.name===`Uint8Array`&&`BYTES_PER_ELEMENT`in e&&e.BYTES_PER_ELEMENT===1}var Gr=e=>e?`"${e}" `:``;function Kr(e,t=``){if(typeof e!=`number`)throw TypeError(Gr(t)+`expected number, got `+typeof e);if(!Number.isSafeInteger(e)||e<0)throw RangeError(Gr(t)+`expected integer >= 0, got `+e);return e}function U(e,t,n=``){if(Wr(e)&&(t===void 0||e.length===t))return e;t!==void 0&&Kr(t,`length`);let r=Wr(e),i=t===void 0?``:` of length ${t}`,a=r?`length=${e.length}`:`type=${typeof e}`,o=Gr(n)+`expected Uint8Array`+i+`, got `+a;throw r?RangeError(o):TypeError(o)}function qr(e){if(typeof e!=`function`||typeof e.create!=`function`)throw TypeError(`expected hash wrapped by utils.createHasher`);if(Kr(e.outputLen),Kr(e.blockLen),e.outputLen<1||e.blockLen<1)throw Error(`hash blockLen / outputLen must be >= 1`)}var Jr=(e,t)=>{if(typeof e!=`object`||!e||Array.isArray(e))throw TypeError((t===`object`?``:`"${t}" `)+`expected object, got type=`+typeof e)},Yr=(e,t)=>{Jr(e,t);let n=Object.getPrototypeOf(e);if(n!==Object.prototype&&n!==null)throw TypeError(`"${t}" expected plain object`);if(Object.hasOwn(e,`__proto__`))throw TypeError(`"${t}.__proto__" is not allowed`)};function Xr(e,t=!0){if(e.destroyed)throw Error(`hash was destroyed`);if(t&&e.finished)throw Error(`digest() was already called`)}function Zr(e,t){U(e,void 0,`output`);let n=t.outputLen;if(!(e.length>=n))throw RangeError(`"output" expected length >= `+n)}function Qr(...e){for(let t=0;t<e.length;t++)e[t].fill(0)}function $r(e){return new DataView(e.buffer,e.byteOffset,e.byteLength)}function W(e,t){return e<<32-t|e>>>t}var ei=typeof Uint8Array.from([]).toHex==`function`&&typeof Uint8Array.fromHex==`function`,ti=Array.from({length:256},(e,t)=>t.toString(16).padStart(2,`0`));function ni(e){if(U(e),ei)return e.toHex();let t=``;for(let n=0;n<e.length;n++)t+=ti[e[n]];return t}function ri(e){return e>=48&&e<=57?e-48:e>=65&&e<=70?e-55:e>=97&&e<=102?e-87:void 0}function ii(e){if(typeof e!=`string`)throw TypeError(`hex string expected, got `+typeof e);if(ei)try{return Uint8Array.fromHex(e)}catch(e){throw e instanceof SyntaxError?RangeError(e.message):e}let t=e.length,n=t/2;if(t%2)throw RangeError(`hex string expected, got unpadded hex of length `+t);let r=new Uint8Array(n);for(let t=0,i=0;t<n;t++,i+=2){let n=ri(e.charCodeAt(i)),a=ri(e.charCodeAt(i+1));if(n===void 0||a===void 0){let t=e[i]+e[i+1];throw RangeError(`hex string expected, got non-hex character "`+t+`" at index `+i)}r[t]=n*16+a}return r}function ai(e,t,n=`opts`){return Yr(e,`defaults`),t!==void 0&&Yr(t,n),Object.assign(Object.create(null),e,t)}function oi(e,t={}){if(typeof e!=`function`)throw TypeError(`"hashCons" expected function, got type=`+typeof e);t=ai({},t,`info`);let n=(t,n)=>e(n).update(t).digest(),r=e(void 0);return n.outputLen=r.outputLen,n.blockLen=r.blockLen,n.canXOF=r.canXOF,n.create=t=>e(t),Object.assign(n,t),Object.freeze(n)}function si(e=32){Kr(e,`bytesLength`);let t=typeof globalThis==`object`?globalThis.crypto:null;if(typeof t?.getRandomValues!=`function`)throw Error(`crypto.getRandomValues must be defined`);if(e>65536)throw RangeError(`"bytesLength" expected <= 65536, got ${e}`);return t.getRandomValues(new Uint8Array(e))}var ci=e=>({oid:Uint8Array.from([6,9,96,134,72,1,101,3,4,2,e])});function li(e,t,n){return e&t^~e&n}function ui(e,t,n){return e&t^e&n^t&n}var di=class{constructor(e,t,n,r){V(this,`blockLen`,void 0),V(this,`outputLen`,void 0),V(this,`canXOF`,!1),V(this,`padOffset`,void 0),V(this,`isLE`,void 0),V(this,`buffer`,void 0),V(this,`view`,void 0),V(this,`finished`,!1),V(this,`length`,0),V(this,`pos`,0),V(this,`destroyed`,!1),this.blockLen=e,this.outputLen=t,this.padOffset=n,this.isLE=r,this.buffer=new Uint8Array(e),this.view=$r(this.buffer)}update(e){Xr(this),U(e);let{view:t,buffer:n,blockLen:r}=this,i=e.length,a=!1;for(let o=0;o<i;){let s=Math.min(r-this.pos,i-o);if(s===r){let t=$r(e);for(;r<=i-o;o+=r)this.process(t,o);a=!0}else n.set(o===0&&s===i?e:e.subarray(o,o+s),this.pos),this.pos+=s,o+=s,this.pos===r&&(this.process(t,0),this.pos=0,a=!0)}return this.length+=e.length,a&&this.roundClean(),this}digestInto(e){Xr(this),Zr(e,this),this.finished=!0;let{buffer:t,view:n,blockLen:r,isLE:i}=this,{pos:a}=this;t[a++]=128,t.fill(0,a),this.padOffset>r-a&&(this.process(n,0),t.fill(0)),Ur(n,r-8,this.length*8,i),this.process(n,0),this.roundClean();let o=e===t?n:$r(e),s=this.outputLen,c=s/4,l=this.get();if(s%4||c>l.length)throw Error(`invalid outputLen`);for(let e=0;e<c;e++)o.setUint32(4*e,l[e],i)}digest(){let{buffer:e,outputLen:t}=this;this.digestInto(e);let n=e.slice(0,t);return this.destroy(),n}_cloneIntoMeta(e){let{buffer:t,length:n,finished:r,destroyed:i,pos:a}=this;return e.destroyed=i,e.finished=r,e.length=n,e.pos=a,a&&e.buffer.set(t),e}clone(){return this._cloneInto()}},fi=Uint32Array.from([1779033703,3144134277,1013904242,2773480762,1359893119,2600822924,528734635,1541459225]),pi=Uint32Array.from([1116352408,1899447441,3049323471,3921009573,961987163,1508970993,2453635748,2870763221,3624381080,310598401,607225278,1426881987,1925078388,2162078206,2614888103,3248222580,3835390401,4022224774,264347078,604807628,770255983,1249150122,1555081692,1996064986,2554220882,2821834349,2952996808,3210313671,3336571891,3584528711,113926993,338241895,666307205,773529912,1294757372,1396182291,1695183700,1986661051,2177026350,2456956037,2730485921,2820302411,3259730800,3345764771,3516065817,3600352804,4094571909,275423344,430227734,506948616,659060556,883997877,958139571,1322822218,1537002063,1747873779,1955562222,2024104815,2227730452,2361852424,2428436474,2756734187,3204031479,3329325298]),G=new Uint32Array(64),mi=class extends di{constructor(e,t){super(64,e,8,!1),V(this,`A`,0),V(this,`B`,0),V(this,`C`,0),V(this,`D`,0),V(this,`E`,0),V(this,`F`,0),V(this,`G`,0),V(this,`H`,0),this.A=t[0]|0,this.B=t[1]|0,this.C=t[2]|0,this.D=t[3]|0,this.E=t[4]|0,this.F=t[5]|0,this.G=t[6]|0,this.H=t[7]|0}get(){let{A:e,B:t,C:n,D:r,E:i,F:a,G:o,H:s}=this;return[e,t,n,r,i,a,o,s]}set(e,t,n,r,i,a,o,s){this.A=e|0,this.B=t|0,this.C=n|0,this.D=r|0,this.E=i|0,this.F=a|0,this.G=o|0,this.H=s|0}_cloneInto(e){return(e||=new this.constructor).set(...this.get()),this._cloneIntoMeta(e)}process(e,t){for(let n=0;n<16;n++,t+=4)G[n]=e.getUint32(t,!1);for(let e=16;e<64;e++){let t=G[e-15],n=G[e-2],r=W(t,7)^W(t,18)^t>>>3,i=W(n,17)^W(n,19)^n>>>10;G[e]=i+G[e-7]+r+G[e-16]|0}let{A:n,B:r,C:i,D:a,E:o,F:s,G:c,H:l}=this;for(let e=0;e<64;e++){let t=W(o,6)^W(o,11)^W(o,25),u=l+t+li(o,s,c)+pi[e]+G[e]|0,d=(W(n,2)^W(n,13)^W(n,22))+ui(n,r,i)|0;l=c,c=s,s=o,o=a+u|0,a=i,i=r,r=n,n=u+d|0}n=n+this.A|0,r=r+this.B|0,i=i+this.C|0,a=a+this.D|0,o=o+this.E|0,s=s+this.F|0,c=c+this.G|0,l=l+this.H|0,this.set(n,r,i,a,o,s,c,l)}roundClean(){Qr(G)}destroy(){this.destroyed=!0,this.set(0,0,0,0,0,0,0,0),Qr(this.buffer)}},hi=class extends mi{constructor(){super(32,fi)}},gi=oi(()=>new hi,ci(1));function _i(e,t,n=()=>{}){if(!Array.isArray(e))throw TypeError(`"${t}" expected array, got type=${typeof e}`);for(let r=0;r<e.length;r++)n(e[r],`${t}[${r}]`);return e}var K=(e,t,n)=>U(e,t,n),vi=Kr;function yi(e,t=`object`){if(typeof e!=`object`||!e||Array.isArray(e))throw TypeError(t===`object`?`expected valid options object`:`"${t}" expected object, got type=${typeof e}`);return e}function bi(e,t){if(typeof e!=`function`)throw TypeError(`"${t}" is invalid: expected function, got ${typeof e}`);return e}var xi=ni,Si=e=>ii(e),Ci=Wr,wi=e=>si(e),Ti=BigInt(0),Ei=BigInt(1),Di=e=>e?`"${e}" `:``;function Oi(e,t=``){if(typeof e!=`boolean`)throw TypeError(Di(t)+`expected boolean, got type=`+typeof e);return e}function ki(e){if(typeof e==`bigint`){if(!Ri(e))throw RangeError(`positive bigint expected, got `+e)}else vi(e);return e}function Ai(e,t=``){if(typeof e!=`number`){let n=t&&`"${t}" `;throw TypeError(n+`expected number, got type=`+typeof e)}if(!Number.isSafeInteger(e)){let n=t&&`"${t}" `;throw RangeError(n+`expected safe integer, got `+e)}}function ji(e){if(typeof e!=`string`)throw TypeError(`hex string expected, got `+typeof e);return e===``?Ti:BigInt(`0x`+e)}function Mi(e){return ji(ni(e))}function Ni(e){return ji(ni(Li(U(e)).reverse()))}function Pi(e,t){if(Kr(t),t===0)throw Error(`zero output length is invalid`);e=ki(e);let n=t*2,r=e.toString(16);if(r.length>n)throw RangeError(`number is too large`);return ii(r.padStart(n,`0`))}function Fi(e,t){return Pi(e,t).reverse()}function Ii(e,t){if(e=K(e),t=K(t),e.length!==t.length)return!1;let n=0;for(let r=0;r<e.length;r++)n|=e[r]^t[r];return n===0}function Li(e){return Uint8Array.from(K(e))}function Ri(e){return typeof e==`bigint`&&Ti<=e}function zi(e,t,n){return Ri(e)&&Ri(t)&&Ri(n)&&t<=e&&e<n}function Bi(e,t,n,r){if(!zi(t,n,r))throw RangeError(`expected valid `+e+`: `+n+` <= n < `+r+`, got `+t)}function Vi(e){if(e<Ti)throw Error(`expected non-negative bigint, got `+e);return e===Ti?0:e.toString(2).length}var Hi=e=>(Ai(e,`n`),(Ei<<BigInt(e))-Ei);function Ui(e,t={},n={},r=`object`){yi(e,r),yi(t,`fields`),yi(n,`optFields`);function i(t,n,i){let a=r===`object`?`param "${String(t)}"`:`"${r}.${String(t)}"`,o=e[t];if(!Object.hasOwn(e,t)&&(i?o!==void 0:n!==`function`))throw TypeError(`${a} is invalid: expected own property`);if(i&&o===void 0)return;let s=typeof o;if(s!==n||o===null)throw TypeError(`${a} is invalid: expected ${n}, got ${s}`)}let a=(e,t)=>Object.entries(e).forEach(([e,n])=>i(e,n,t));a(t,!1),a(n,!0)}var Wi=()=>{throw Error(`not implemented`)},q=BigInt(0),J=BigInt(1),Gi=BigInt(2),Ki=BigInt(3),qi=BigInt(4),Ji=BigInt(5),Yi=BigInt(7),Xi=BigInt(8),Zi=BigInt(9),Qi=BigInt(15),$i=BigInt(16),ea=BigInt(`0x10000000000000000`);function Y(e,t){if(t<=q)throw Error(`mod: expected positive modulus, got `+t);let n=e%t;return n>=q?n:t+n}function ta(e,t,n){if(n<=J)throw Error(`pow: expected modulus > 1, got `+n);if(typeof t!=`bigint`)throw TypeError(`invalid exponent: expected bigint, got `+typeof t);if(t<q)throw Error(`invalid exponent, negatives unsupported`);if(t===q)return J;if(t===J)return e;let r=e%n;if(r<q&&(r+=n),t<ea){let e=J;for(;t>q;)t&J&&(e=e*r%n),r=r*r%n,t>>=J;return e}let i=[];for(;t>q;)i.push(Number(t&Qi)),t>>=qi;let a=Array(16);a[0]=J,a[1]=r;for(let e=2;e<16;e++)a[e]=a[e-1]*r%n;let o=a[i[i.length-1]];for(let e=i.length-2;e>=0;e--){o=o*o%n,o=o*o%n,o=o*o%n,o=o*o%n;let t=i[e];t!==0&&(o=o*a[t]%n)}return o}function X(e,t,n){if(n<=J)throw Error(`pow2: expected modulus > 1, got `+n);if(t<q)throw Error(`pow2: expected non-negative exponent, got `+t);let r=e;for(;t-->q;)r*=r,r%=n;return r}function na(e,t){if(e===q)throw Error(`invert: expected non-zero number`);if(t<=J)throw Error(`invert: expected modulus > 1, got `+t);let n=Y(e,t),r=t,i=q,a=J;for(;n!==q;){let e=r/n,t=r-n*e,o=i-a*e;r=n,n=t,i=a,a=o}if(r!==J)throw Error(`invert: does not exist`);return Y(i,t)}function ra(e,t,n){let r=e;if(!r.eql(r.sqr(t),n))throw Error(`Cannot find square root`)}function ia(e,t){if((e&J)===q)throw Error(t+`: expected odd modulus, got `+e)}function aa(e,t){let n=e,r=(n.ORDER+J)/qi,i=n.pow(t,r);return ra(n,i,t),i}function oa(e,t){let n=e,r=(n.ORDER-Ji)/Xi,i=n.mul(t,Gi),a=n.pow(i,r),o=n.mul(t,a),s=n.mul(n.mul(o,Gi),a),c=n.mul(o,n.sub(s,n.ONE));return ra(n,c,t),c}function sa(e){let t=va(e),n=ca(e),r=n(t,t.neg(t.ONE)),i=n(t,r),a=n(t,t.neg(r)),o=(e+Yi)/$i;return((e,t)=>{let n=e,s=n.pow(t,o),c=n.mul(s,r),l=n.mul(s,i),u=n.mul(s,a),d=n.eql(n.sqr(c),t),f=n.eql(n.sqr(l),t);s=n.cmov(s,c,d),c=n.cmov(u,l,f);let p=n.eql(n.sqr(c),t),m=n.cmov(s,c,p);return ra(n,m,t),m})}function ca(e){if(e<Ki)throw Error(`sqrt is not defined for small field`);ia(e,`tonelliShanks`);let t=e-J,n=0;for(;t%Gi===q;)t/=Gi,n++;let r=Gi,i=va(e);for(;ma(i,r)===1;)if(r++>1e3)throw Error(`Cannot find square root: probably non-prime P`);if(n===1)return aa;let a=i.pow(r,t),o=(t+J)/Gi;return function(e,r){let i=e;if(i.is0(r))return r;if(ma(i,r)!==1)throw Error(`Cannot find square root`);let s=n,c=i.mul(i.ONE,a),l=i.pow(r,t),u=i.pow(r,o);for(;!i.eql(l,i.ONE);){if(i.is0(l))throw Error(`Cannot find square root: probably non-prime P`);let e=1,t=i.sqr(l);for(;!i.eql(t,i.ONE);)if(e++,t=i.sqr(t),e===s)throw Error(`Cannot find square root`);let n=J<<BigInt(s-e-1),r=i.pow(c,n);s=e,c=i.sqr(r),l=i.mul(l,c),u=i.mul(u,r)}return u}}function la(e){return ia(e,`Fp.sqrt`),e%qi===Ki?aa:e%Xi===Ji?oa:e%$i===Zi?sa(e):ca(e)}var ua=(e,t)=>(Y(e,t)&J)===J,da=[`create`,`isValid`,`is0`,`neg`,`inv`,`sqrt`,`sqr`,`eql`,`add`,`sub`,`mul`,`pow`,`div`,`addN`,`subN`,`mulN`,`sqrN`];function fa(e){if(yi(e,`field`),typeof e.ORDER!=`bigint`)throw TypeError(`param "ORDER" is invalid: expected bigint, got `+typeof e.ORDER);Ai(e.BYTES,`BYTES`),Ai(e.BITS,`BITS`);for(let t of da)bi(e[t],`field.`+t);if(e.BYTES<1||e.BITS<1)throw Error(`invalid field: expected BYTES/BITS > 0`);if(e.ORDER<=J)throw Error(`invalid field: expected ORDER > 1, got `+e.ORDER);return e}function pa(e,t,n=!1){fa(e),_i(t,`nums`),Oi(n,`passZero`);let r=e,i=Array(t.length).fill(n?r.ZERO:void 0),a=t.reduce((e,t,n)=>r.is0(t)?e:(i[n]=e,r.mul(e,t)),r.ONE),o=r.inv(a);return t.reduceRight((e,t,n)=>r.is0(t)?e:(i[n]=r.mul(e,i[n]),r.mul(e,t)),o),i}function ma(e,t){fa(e);let n=e;ia(n.ORDER,`FpLegendre`);let r=(n.ORDER-J)/Gi,i=n.pow(t,r),a=n.eql(i,n.ONE),o=n.eql(i,n.ZERO),s=n.eql(i,n.neg(n.ONE));if(!a&&!o&&!s)throw Error(`invalid Legendre symbol result`);return a?1:o?0:-1}function ha(e,t){if(t!==void 0&&vi(t),e<=q)throw Error(`invalid n length: expected positive n, got `+e);if(t!==void 0&&t<1)throw Error(`invalid n length: expected positive bit length, got `+t);let n=Vi(e);if(t!==void 0&&t<n)throw Error(`invalid n length: expected nBitLength (${t}) >= bitLen(n) (${n})`);let r=t===void 0?n:t;return{nBitLength:r,nByteLength:Math.ceil(r/8)}}var ga=new WeakMap,_a=class{constructor(e,t={}){if(V(this,`ORDER`,void 0),V(this,`BITS`,void 0),V(this,`BYTES`,void 0),V(this,`isLE`,void 0),V(this,`ZERO`,q),V(this,`ONE`,J),V(this,`_lengths`,void 0),V(this,`_mod`,void 0),e<=J)throw Error(`invalid field: expected ORDER > 1, got `+e);let n;this.isLE=!1,typeof t==`object`&&t&&(typeof t.BITS==`number`&&(n=t.BITS),typeof t.sqrt==`function`&&Object.defineProperty(this,"sqrt",{value:t.sqrt,enumerable:!0}),typeof t.isLE==`boolean`&&(this.isLE=t.isLE),t.allowedLengths&&(this._lengths=Object.freeze(t.allowedLengths.slice())),typeof t.modFromBytes==`boolean`&&(this._mod=t.modFromBytes));let{nBitLength:r,nByteLength:i}=ha(e,n);if(i>2048)throw Error(`invalid field: expected ORDER of <= 2048 bytes`);this.ORDER=e,this.BITS=r,this.BYTES=i,Object.freeze(this)}create(e){return Y(e,this.ORDER)}isValid(e){if(typeof e!=`bigint`)throw TypeError(`invalid field element: expected bigint, got `+typeof e);return q<=e&&e<this.ORDER}is0(e){return e===q}isValidNot0(e){return!this.is0(e)&&this.isValid(e)}isOdd(e){return(e&J)===J}neg(e){return Y(-e,this.ORDER)}eql(e,t){return e===t}sqr(e){return Y(e*e,this.ORDER)}add(e,t){return Y(e+t,this.ORDER)}sub(e,t){return Y(e-t,this.ORDER)}mul(e,t){return Y(e*t,this.ORDER)}pow(e,t){return ta(e,t,this.ORDER)}div(e,t){return Y(e*na(t,this.ORDER),this.ORDER)}sqrN(e){return e*e}addN(e,t){return e+t}subN(e,t){return e-t}mulN(e,t){return e*t}inv(e){return na(e,this.ORDER)}sqrt(e){let t=ga.get(this);return t||ga.set(this,t=la(this.ORDER)),t(this,e)}toBytes(e){return this.isLE?Fi(e,this.BYTES):Pi(e,this.BYTES)}fromBytes(e,t=!1){K(e);let{_lengths:n,BYTES:r,isLE:i,ORDER:a,_mod:o}=this;if(n){if(e.length<1||!n.includes(e.length)||e.length>r)throw Error(`Field.fromBytes: expected `+n+` bytes, got `+e.length);let t=new Uint8Array(r);t.set(e,i?0:t.length-e.length),e=t}if(e.length!==r)throw Error(`Field.fromBytes: expected `+r+` bytes, got `+e.length);let s=i?Ni(e):Mi(e);if(o&&(s=Y(s,a)),!t&&!this.isValid(s))throw Error(`invalid field element: outside of range 0..ORDER`);return s}invertBatch(e){return pa(this,e,!0)}cmov(e,t,n){return Oi(n,`condition`),n?t:e}};function va(e,t={}){return Object.freeze(_a.prototype),new _a(e,t)}var ya=BigInt(0),ba=BigInt(1),xa=BigInt(4),Sa=16,Ca=128,wa=5,Ta=2**31;function Ea(e){let t=e;if(typeof t!=`function`)throw TypeError(`"Point" expected constructor, got type=`+typeof e);bi(t.fromAffine,`Point.fromAffine`),bi(t.fromBytes,`Point.fromBytes`),bi(t.fromHex,`Point.fromHex`),yi(t.BASE,`Point.BASE`),yi(t.ZERO,`Point.ZERO`),fa(t.Fp),fa(t.Fn)}function Da(e,t){Ea(e),ja(t,e);let n=pa(e.Fp,t.map(e=>e.Z));return t.map((t,r)=>e.fromAffine(t.toAffine(n[r])))}function Oa(e,t,n=1){if(!Number.isSafeInteger(e)||e<n||e>t)throw Error(`invalid window size, expected [`+n+`..`+t+`], got W=`+e)}function ka(e,t){let n=e*(4*t+128);if(n>Ta)throw Error(`invalid window size: table would need ~`+Math.ceil(n/2**20)+` MiB, max `+Ta/2**20+` MiB`)}function Aa(e,t){if(e!==void 0){bi(e,`randomBytes`);try{let n=e(t);if(!Ci(n)||n.length!==t)return}catch{return}return e}}function ja(e,t){_i(e,`points`),e.forEach((e,n)=>{if(!(e instanceof t))throw Error(`invalid point at index `+n)})}function Ma(e,t,n){if(!Array.isArray(e))throw Error(`array of scalars expected`);e.forEach((e,r)=>{if(!(n===void 0?t.isValid(e):Ri(e)&&e<n))throw Error(`invalid scalar at index `+r)})}var Na=new WeakMap;function Pa(e){return Na.get(e)||1}function Fa(e,t){let n=e.double(),r=[e];for(let e=1;e<t;e++)r.push(r[e-1].add(n));return r}function Ia(e,t){let n=2**t,r=n/2,i=BigInt(n-1),a=[];for(;e>ya;){let t=0;e&ba&&(t=Number(e&i),t>=r&&(t-=n),e-=BigInt(t)),a.push(t),e>>=ba}return a}function La(e,t,n){let r=2**t,i=r/2,a=BigInt(r-1),o=BigInt(t),s=[];for(let t=0;t<n;t++){let t=Number(e&a);e>>=o,t>i&&(t-=r,e+=ba),s.push(t)}if(e!==ya)throw Error(`invalid wnaf`);return s}function Ra(e,t,n){let r=0;for(let e of n)r=Math.max(r,e.length);let i=e;for(let e=r-1;e>=0;e--){e!==r-1&&(i=i.double());for(let r=0;r<n.length;r++){let a=n[r][e];if(a){let e=t[r][Math.abs(a)-1>>1];i=i.add(a<0?e.negate():e)}}}return i}var za=class{constructor(e,t){V(this,`Point`,void 0),V(this,`BASE`,void 0),V(this,`ZERO`,void 0),V(this,`randomBytes`,void 0),V(this,`wnafPrecomputes`,new WeakMap),V(this,`baseCanBeBlinded`,void 0),V(this,`bits`,void 0),Ea(e),this.randomBytes=Aa(t,Sa),this.Point=e,this.BASE=e.BASE,this.ZERO=e.ZERO,this.bits=e.Fn.BITS}buildWnafTable(e,t,n){let r=Math.ceil(n/t)+1,i=2**(t-1),a=[],o=e;for(let e=0;e<r;e++){let e=o;for(let t=0;t<i;t++)a.push(e),e=e.add(o);o=a[a.length-1].double()}return{W:t,bits:n,windows:r,comp:a}}wnafCachedCT(e,t){let{W:n,windows:r,comp:i}=e,a=2**(n-1),o=La(t,n,r),s=this.ZERO,c=this.BASE;for(let e=0;e<r;e++){let t=o[e],n=e*a,r=Math.abs(t)-1,l=i[n];for(let e=1;e<a;e++)l=e===r?i[n+e]:l;let u=l.negate();t===0?c=c.add(i[n]):s=s.add(t<0?u:l)}return{p:s,f:c}}getWnafPrecomputes(e,t,n,r){let i=this.wnafPrecomputes.get(t),a=i?.find(t=>t.W===e&&t.bits===n);return a||(a=this.buildWnafTable(t,e,n),typeof r==`function`&&(a={...a,comp:r(a.comp)}),i||(i=[],this.wnafPrecomputes.set(t,i)),i.push(a)),a}assertPoint(e){if(!(e instanceof this.Point))throw TypeError(`"point" expected Point instance, got type=`+typeof e)}validateMulInput(e,t){if(this.assertPoint(e),!zi(t,ba,this.Point.Fn.ORDER))throw Error(`invalid scalar`)}runCT(e,t,n,r){let i=Pa(e);return i===1?this.fixedWindowCT(e,t,n):this.wnafCachedCT(this.getWnafPrecomputes(i,e,n,r),t)}mulCT(e,t,n){return this.validateMulInput(e,t),this.runCT(e,t,this.bits,n)}mulCTBlinded(e,t,n){if(this.validateMulInput(e,t),this.randomBytes===void 0)throw Error(`randomBytes is required for scalar blinding`);let r=this.Point.Fn.BITS+Ca,i=this.randomBytes(Sa);if(!Ci(i)||i.length!==Sa)throw Error(`randomBytes returned invalid byte array`);i[0]=i[0]&63|128;let a=t+Mi(i)*this.Point.Fn.ORDER;return this.runCT(e,a,r,n)}fixedWindowCT(e,t,n){let r=wa,i=Hi(r),a=Array(32);a[0]=this.ZERO;for(let t=1;t<32;t++)a[t]=a[t-1].add(e);let o=Math.ceil(n/r),s=this.ZERO;for(let e=o-1;e>=0;e--){if(e!==o-1)for(let e=0;e<r;e++)s=s.double();let n=Number(t>>BigInt(e*r)&i),c=a[0];for(let e=1;e<32;e++)c=e===n?a[e]:c;s=s.add(c)}return{p:s,f:s}}shouldBlind(e,t){return this.randomBytes===void 0?!1:t===ba||e===this.BASE&&(this.baseCanBeBlinded===void 0&&(this.baseCanBeBlinded=this.mulUnsafe(this.BASE,this.Point.Fn.ORDER).is0()),this.baseCanBeBlinded)}mulSecret(e,t,n,r){return this.shouldBlind(e,n)?this.mulCTBlinded(e,t,r):this.mulCT(e,t,r)}mulUnsafe(e,t,n){if(this.assertPoint(e),!Ri(t))throw Error(`invalid scalar`);let r=Pa(e);if(r===1||t>=this.Point.Fn.ORDER)return Ba(this.Point,[e],[t],!0);let i=this.getWnafPrecomputes(r,e,this.bits,n);return this.wnafCachedCT(i,t).p}setWindowSize(e,t){this.assertPoint(e),Oa(t,this.bits),ka((Math.ceil((this.bits+Ca)/t)+1)*2**(t-1),this.Point.Fp.BYTES),Na.set(e,t),this.wnafPrecomputes.delete(e)}hasWindowSize(e){return Pa(e)!==1}};function Ba(e,t,n,r=!1){if(Ea(e),ja(t,e),Oi(r,`allowOversized`),Ma(n,e.Fn,r?e.Fn.ORDER**xa:void 0),t.length!==n.length)throw Error(`arrays of points and scalars must have equal length`);let i=t.map(e=>Fa(e,4)),a=n.map(e=>Ia(e,4));return Ra(e.ZERO,i,a)}function Va(e,t,n){if(t){if(t.ORDER!==e)throw Error(`Field.ORDER must match order: Fp == p, Fn == n`);return fa(t),t}return va(e,{isLE:n})}function Ha(e,t,n={},r){if(e!==`weierstrass`&&e!==`edwards`)throw Error(`expected curve type "weierstrass" or "edwards"`);if(r===void 0&&(r=e===`edwards`),!t||typeof t!=`object`)throw Error(`expected valid ${e} CURVE object`);Ui(n);for(let e of[`p`,`n`,`h`]){let n=t[e];if(!(Ri(n)&&n!==ya))throw Error(`CURVE.${e} must be positive bigint`)}let i=Va(t.p,n.Fp,r),a=Va(t.n,n.Fn,r),o=[`Gx`,`Gy`,`a`,e===`weierstrass`?`b`:`d`];for(let e of o)if(!i.isValid(t[e]))throw Error(`CURVE.${e} must be valid field element of CURVE.Fp`);return t=Object.freeze(Object.assign({},t)),{CURVE:t,Fp:i,Fn:a}}function Ua(e,t){return function(n){let r=e(n);return{secretKey:r,publicKey:t(r)}}}var Wa=BigInt(0),Ga=BigInt(1),Ka=BigInt(2),qa=BigInt(4),Ja=BigInt(8);function Ya(e,t,n,r){let i=e.sqr(n),a=e.sqr(r),o=e.add(e.mul(t.a,i),a),s=e.add(e.ONE,e.mul(t.d,e.mul(i,a)));return e.eql(o,s)}function Xa(e,t={}){var n;Ui(t,{},{},`extraOpts`);let r=t,i=Ha(`edwards`,e,r,r.FpFnLE),{Fp:a,Fn:o}=i,s=i.CURVE,{h:c}=s;if(ma(a,s.a)!==1)throw Error(`edwards: CURVE.a must be a square in Fp for complete addition formulas`);if(ma(a,s.d)!==-1)throw Error(`edwards: CURVE.d must be a non-square in Fp for complete addition formulas`);Ui(r,{},{uvRatio:`function`,randomBytes:`function`});let l=r.randomBytes===void 0?wi:r.randomBytes,u=Ka<<BigInt(a.BYTES*8)-Ga;function d(e){if(!a.isOdd)throw Error(`Field does not have .isOdd()`);return a.isOdd(e)}let f=r.uvRatio===void 0?(e,t)=>{try{return{isValid:!0,value:a.sqrt(a.div(e,t))}}catch{return{isValid:!1,value:Wa}}}:r.uvRatio;if(!Ya(a,s,s.Gx,s.Gy))throw Error(`bad curve params: generator point`);let p=a.eql(s.a,a.neg(a.ONE))?e=>a.neg(e):a.eql(s.a,a.ONE)?e=>e:e=>a.mul(s.a,e);function m(e,t,n=!1){let r=n?Ga:Wa;return Bi(`coordinate `+e,t,r,u),t}function h(e){if(!(e instanceof g))throw Error(`EdwardsPoint expected`)}class g{constructor(e,t,n,r){V(this,`X`,void 0),V(this,`Y`,void 0),V(this,`Z`,void 0),V(this,`T`,void 0),this.X=m(`x`,e),this.Y=m(`y`,t),this.Z=m(`z`,n,!0),this.T=m(`t`,r),Object.freeze(this)}static CURVE(){return s}static fromAffine(e){if(e instanceof g)throw Error(`extended point not allowed`);let{x:t,y:n}=e||{};return m(`x`,t),m(`y`,n),new g(t,n,a.ONE,a.mul(t,n))}static fromBytes(e,t=!1){let n=a.BYTES,{a:r,d:i}=s;e=Li(K(e,n,`point`)),Oi(t,`zip215`);let o=Li(e),c=e[n-1];o[n-1]=c&-129;let l=Ni(o);Bi(`point.y`,l,Wa,t?u:a.ORDER);let p=a.sqr(l),m=a.sub(p,a.ONE),h=a.sub(a.mulN(i,p),r),{isValid:_,value:v}=f(m,h);if(!_)throw Error(`bad point: invalid y coordinate`);let y=d(v),b=!!(c&128);if(!t&&a.is0(v)&&b)throw Error(`bad point: x=0 and x_0=1`);return b!==y&&(v=a.neg(v)),g.fromAffine({x:v,y:l})}static fromHex(e,t=!1){return g.fromBytes(Si(e),t)}get x(){return this.toAffine().x}get y(){return this.toAffine().y}precompute(e=6,t=!0){return v.setWindowSize(this,e),t||this.multiply(Ka),this}assertValidity(){let e=this,{a:t,d:n}=s;if(e.is0())throw Error(`bad point: ZERO`);let{X:r,Y:i,Z:o,T:c}=e,l=a.sqr(r),u=a.sqr(i),d=a.sqr(o),f=a.sqr(d),p=a.mul(l,t),m=a.mul(a.add(p,u),d),h=a.add(f,a.mul(n,a.mul(l,u)));if(!a.eql(m,h))throw Error(`bad point: equation left != right (1)`);let g=a.mul(r,i),_=a.mul(o,c);if(!a.eql(g,_))throw Error(`bad point: equation left != right (2)`)}equals(e){h(e);let{X:t,Y:n,Z:r}=this,{X:i,Y:o,Z:s}=e,c=a.mul(t,s),l=a.mul(i,r),u=a.mul(n,s),d=a.mul(o,r);return a.eql(c,l)&&a.eql(u,d)}is0(){return this.equals(g.ZERO)}negate(){return new g(a.neg(this.X),this.Y,this.Z,a.neg(this.T))}double(){let{X:e,Y:t,Z:n}=this,r=a.sqr(e),i=a.sqr(t),o=a.mul(a.sqr(n),Ka),s=p(r),c=a.addN(e,t),l=a.sub(a.subN(a.sqr(c),r),i),u=a.addN(s,i),d=a.subN(u,o),f=a.subN(s,i),m=a.mul(l,d),h=a.mul(u,f),_=a.mul(l,f),v=a.mul(d,u);return new g(m,h,v,_)}add(e){h(e);let{d:t}=s,{X:n,Y:r,Z:i,T:o}=this,{X:c,Y:l,Z:u,T:d}=e,f=a.mul(n,c),m=a.mul(r,l),_=a.mul(a.mulN(o,t),d),v=a.mul(i,u),y=a.sub(a.subN(a.mulN(a.addN(n,r),a.addN(c,l)),f),m),b=a.subN(v,_),x=a.addN(v,_),ee=a.sub(m,p(f)),S=a.mul(y,b),te=a.mul(x,ee),ne=a.mul(y,ee),re=a.mul(b,x);return new g(S,te,re,ne)}subtract(e){return h(e),this.add(e.negate())}multiply(e){if(!o.isValidNot0(e))throw RangeError(`invalid scalar: expected 1 <= sc < curve.n`);let{p:t,f:n}=v.mulSecret(this,e,c,_);return _([t,n])[0]}multiplyUnsafe(e){if(!o.isValid(e))throw RangeError(`invalid scalar: expected 0 <= sc < curve.n`);return e===Wa?g.ZERO:this.is0()||e===Ga?this:v.mulUnsafe(this,e,_)}isSmallOrder(){return this.clearCofactor().is0()}isTorsionFree(){return v.mulUnsafe(this,s.n).is0()}toAffine(e){let t=this,n=e;if(n!=null&&typeof n!=`bigint`)throw TypeError(`"invertedZ" expected bigint, got type=`+typeof n);let{X:r,Y:i,Z:o}=t,s=t.is0();n??=s?a.create(Ja):a.inv(o);let c=a.mul(r,n),l=a.mul(i,n),u=a.mul(o,n);if(s)return{x:a.ZERO,y:a.ONE};if(!a.eql(u,a.ONE))throw Error(`invZ was invalid`);return{x:c,y:l}}clearCofactor(){return c===Ga?this:c===Ka?this.double():c===qa?this.double().double():c===Ja?this.double().double().double():this.multiplyUnsafe(c)}toBytes(){let{x:e,y:t}=this.toAffine(),n=a.toBytes(t);return n[n.length-1]|=d(e)?128:0,n}toHex(){return xi(this.toBytes())}toString(){return`<Point ${this.is0()?`ZERO`:this.toHex()}>`}}n=g,V(g,`BASE`,new n(s.Gx,s.Gy,a.ONE,a.mul(s.Gx,s.Gy))),V(g,`ZERO`,new n(a.ZERO,a.ONE,a.ONE,a.ZERO)),V(g,`Fp`,a),V(g,`Fn`,o);let _=e=>Da(g,e),v=new za(g,l);return v.bits>=6&&g.BASE.precompute(6),Object.freeze(g.prototype),Object.freeze(g),g}var Za=class{constructor(e){V(this,`ep`,void 0),this.ep=e}static fromBytes(e){Wi()}static fromHex(e){Wi()}get x(){return this.toAffine().x}get y(){return this.toAffine().y}clearCofactor(){return this}assertValidity(){this.ep.assertValidity()}toAffine(e){return this.ep.toAffine(e)}toHex(){return xi(this.toBytes())}toString(){return this.toHex()}isTorsionFree(){return!0}isSmallOrder(){return!1}add(e){return this.assertSame(e),this.init(this.ep.add(e.ep))}subtract(e){return this.assertSame(e),this.init(this.ep.subtract(e.ep))}multiply(e){return this.init(this.ep.multiply(e))}multiplyUnsafe(e){return this.init(this.ep.multiplyUnsafe(e))}double(){return this.init(this.ep.double())}negate(){return this.init(this.ep.negate())}precompute(e,t){return this.ep.precompute(e,t),this}};V(Za,`BASE`,void 0),V(Za,`ZERO`,void 0),V(Za,`Fp`,void 0),V(Za,`Fn`,void 0);var Qa=BigInt(0),Z=BigInt(1),$a=BigInt(2);function eo(e,t){return e+t-(t>>Z<<Z)}function to(e){let t=BigInt(6)*e;return(n,r,i)=>{let a=r+i,o=((t+i-r)*n+r)%e;return{x_2:o,x_3:a-o}}}function no(e){return Ui(e,{P:`bigint`,type:`string`,adjustScalarBytes:`function`,powPminus2:`function`},{randomBytes:`function`,scalarMultBase:`function`}),Object.freeze({...e})}function ro(e){let t=no(e),{P:n,type:r,adjustScalarBytes:i,powPminus2:a,randomBytes:o}=t,s=t.scalarMultBase,c=r===`x25519`;if(!c&&r!==`x448`)throw Error(`invalid type`);let l=o===void 0?wi:o,u=c?255:448,d=to(n),f=c?32:56,p=BigInt(c?9:5),m=BigInt(c?121665:39081),h=c?$a**BigInt(254):$a**BigInt(447),g=h+(c?BigInt(8)*($a**BigInt(251)-Z):BigInt(4)*($a**BigInt(445)-Z))+Z,_=e=>Y(e,n),v=y(p);function y(e){return Fi(_(e),f)}function b(e){let t=Li(K(e,f,`uCoordinate`));return c&&(t[31]&=127),_(Ni(t))}function x(e){return Ni(i(Li(K(e,f,`scalar`))))}let ee=new Set(c?[Qa,Z,n-Z,BigInt(`325606250916557431795983626356110631294008115727848805560023387167927233504`),BigInt(`39382357235489614581723060781553021112529911719440698176882885853963445705823`)]:[Qa,Z,n-Z]);function S(e,t){let n=b(t);if(ee.has(n))throw Error(`invalid private or public key received`);let r=ie(n,x(e));if(r===Qa)throw Error(`invalid private or public key received`);return y(r)}function te(e){if(s===void 0)return S(e,v);let t=x(e);Bi(`scalar`,t,h,g);let n=_(s(t));if(n===Qa)throw Error(`invalid private or public key received`);return y(n)}let ne=te,re=S;function ie(e,t){Bi(`u`,e,Qa,n),Bi(`scalar`,t,h,g);let r=t,i=e,o=Z,s=Qa,c=e,l=Z,f=r^r>>Z;for(let e=BigInt(u-1);e>=Qa;e--){let t=eo(n,f>>e);({x_2:o,x_3:c}=d(t,o,c)),{x_2:s,x_3:l}=d(t,s,l);let r=o+s,a=_(r*r),u=o-s,p=_(u*u),h=a-p,g=c+l,v=c-l,y=_(v*r),b=_(g*u),x=y+b,ee=y-b;c=_(x*x),l=_(i*_(ee*ee)),o=_(a*p),s=_(h*(a+_(m*h)))}let p=eo(n,r);({x_2:o,x_3:c}=d(p,o,c)),{x_2:s,x_3:l}=d(p,s,l);let v=a(s);return _(o*v)}let ae={secretKey:f,publicKey:f,seed:f},C=e=>(e=e===void 0?l(f):e,K(e,ae.seed,`seed`),e),oe={randomSecretKey:C};return Object.freeze(ae),Object.freeze(oe),Object.freeze({keygen:Ua(C,ne),getSharedSecret:re,getPublicKey:ne,scalarMult:S,scalarMultBase:te,utils:oe,GuBytes:v.slice(),lengths:ae})}var io,ao=BigInt(0),oo=BigInt(1),so=BigInt(2),co=BigInt(3),lo=BigInt(5),uo=BigInt(8),fo=BigInt(`0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffed`),po={p:fo,n:BigInt(`0x1000000000000000000000000000000014def9dea2f79cd65812631a5cf5d3ed`),h:uo,a:BigInt(`0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffec`),d:BigInt(`0x52036cee2b6ffe738cc740797779e89800700a4d4141d8ab75eb4dca135978a3`),Gx:BigInt(`0x216936d3cd6e53fec0a4e231fdd6dc5c692cc7609525a7b2c9562d608f25d51a`),Gy:BigInt(`0x6666666666666666666666666666666666666666666666666666666666666658`)};function mo(e){let t=BigInt(10),n=BigInt(20),r=BigInt(40),i=BigInt(80),a=fo,o=e*e%a*e%a,s=X(X(o,so,a)*o%a,oo,a)*e%a,c=X(s,lo,a)*s%a,l=X(c,t,a)*c%a,u=X(l,n,a)*l%a,d=X(u,r,a)*u%a;return{pow_p_5_8:X(X(X(X(d,i,a)*d%a,i,a)*d%a,t,a)*c%a,so,a)*e%a,b2:o}}function ho(e){return e[0]&=248,e[31]&=127,e[31]|=64,e}var go=BigInt(`19681161376707505956807079304988542015446066515923890162744021073123829784752`);function _o(e,t){let n=fo,r=Y(t*t*t,n),i=mo(e*Y(r*r*t,n)).pow_p_5_8,a=Y(e*r*i,n),o=Y(t*a*a,n),s=a,c=Y(a*go,n),l=o===e,u=o===Y(-e,n),d=o===Y(-e*go,n);return l&&(a=s),(u||d)&&(a=c),ua(a,n)&&(a=Y(-a,n)),{isValid:l||u,value:a}}var Q=Xa(po,{uvRatio:_o}),$=Q.Fp,vo=Q.Fn,yo=(()=>{let e=fo,t=t=>{let{pow_p_5_8:n,b2:r}=mo(t);return Y(X(n,co,e)*r,e)};return ro({P:e,type:`x25519`,powPminus2:t,adjustScalarBytes:ho,scalarMultBase:n=>{let r=Y(n,Q.Fn.ORDER);if(r===ao)return ao;let i=Q.BASE.multiply(r);return Y((i.Z+i.Y)*t(Y(i.Z-i.Y,e)),e)}})})(),bo=go,xo=BigInt(`54469307008909316920995813868745141605393597292927456921205312896311721017578`),So=e=>_o(oo,e),Co=BigInt(`0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff`),wo=e=>$.create(Ni(e)&Co),To=class e extends Za{constructor(e){super(e)}static fromAffine(t){return new e(Q.fromAffine(t))}assertSame(t){if(!(t instanceof e))throw Error(`RistrettoPoint expected`)}init(t){return new e(t)}static fromBytes(t){U(t,32);let{a:n,d:r}=po,i=wo(t);if(!Ii($.toBytes(i),t)||$.isOdd(i))throw Error(`invalid ristretto255 encoding 1`);let a=$.sqr(i),o=$.add(oo,$.mulN(n,a)),s=$.sub(oo,$.mulN(n,a)),c=$.sqr(o),l=$.sqr(s),u=$.sub($.mulN($.mulN(n,r),c),l),{isValid:d,value:f}=So($.mul(u,l)),p=$.mul(f,s),m=$.mul($.mulN(f,p),u),h=$.mul($.addN(i,i),p);$.isOdd(h)&&(h=$.neg(h));let g=$.mul(o,m),_=$.mul(h,g);if(!d||$.isOdd(_)||$.is0(g))throw Error(`invalid ristretto255 encoding 2`);return new e(new Q(h,g,$.ONE,_))}static fromHex(t){return e.fromBytes(ii(t))}toBytes(){let{X:e,Y:t,Z:n,T:r}=this.ep,i=$.mul($.add(n,t),$.sub(n,t)),a=$.mul(e,t),o=$.sqr(a),{value:s}=So($.mul(i,o)),c=$.mul(s,i),l=$.mul(s,a),u=$.mul($.mulN(c,l),r),d;if($.isOdd($.mul(r,u))){let n=$.mul(t,bo),r=$.mul(e,bo);e=n,t=r,d=$.mul(c,xo)}else d=l;$.isOdd($.mul(e,u))&&(t=$.neg(t));let f=$.mul($.subN(n,t),d);return $.isOdd(f)&&(f=$.neg(f)),$.toBytes(f)}equals(e){this.assertSame(e);let{X:t,Y:n}=this.ep,{X:r,Y:i}=e.ep,a=$.eql($.mul(t,i),$.mul(n,r)),o=$.eql($.mul(n,i),$.mul(t,r));return a||o}is0(){return this.equals(e.ZERO)}};io=To,V(To,`BASE`,new io(Q.BASE)),V(To,`ZERO`,new io(Q.ZERO)),V(To,`Fp`,$),V(To,`Fn`,vo);var Eo=class{constructor(e,t){if(V(this,`oHash`,void 0),V(this,`iHash`,void 0),V(this,`blockLen`,void 0),V(this,`outputLen`,void 0),V(this,`canXOF`,!1),V(this,`finished`,!1),V(this,`destroyed`,!1),qr(e),U(t,void 0,`key`),this.iHash=e.create(),typeof this.iHash.update!=`function`)throw Error(`expected Hash instance`);this.blockLen=this.iHash.blockLen,this.outputLen=this.iHash.outputLen;let n=this.blockLen,r=new Uint8Array(n);r.set(t.length>n?e.create().update(t).digest():t);for(let e=0;e<r.length;e++)r[e]^=54;this.iHash.update(r),this.oHash=e.create();for(let e=0;e<r.length;e++)r[e]^=106;this.oHash.update(r),Qr(r)}update(e){return Xr(this),this.iHash.update(e),this}digestInto(e){Xr(this),Zr(e,this),this.finished=!0;let t=e.subarray(0,this.outputLen);this.iHash.digestInto(t),this.oHash.update(t),this.oHash.digestInto(t),this.destroy()}digest(){let e=new Uint8Array(this.oHash.outputLen);return this.digestInto(e),e}_cloneInto(e){e||=Object.create(Object.getPrototypeOf(this),{});let{oHash:t,iHash:n,finished:r,destroyed:i,blockLen:a,outputLen:o,canXOF:s}=this;return e=e,e.finished=r,e.destroyed=i,e.blockLen=a,e.outputLen=o,e.canXOF=s,e.oHash=t._cloneInto(e.oHash),e.iHash=n._cloneInto(e.iHash),e}clone(){return this._cloneInto()}destroy(){this.destroyed=!0,this.oHash.destroy(),this.iHash.destroy()}},Do=(()=>{let e=((e,t,n)=>new Eo(e,t).update(n).digest());return e.create=(e,t)=>new Eo(e,t),e})(),Oo=Uint8Array.of(0),ko=Uint8Array.of();function Ao(e,t,n,r=32,i){qr(e),Kr(r,`length`),U(t,void 0,`prk`);let a=e.outputLen;if(t.length<a)throw Error(`"prk" must be at least HashLen octets`);if(r>255*a)throw Error(`Length must be <= 255*HashLen`);let o=Math.ceil(r/a);if(n===void 0?n=ko:U(n,void 0,`info`),!o)return i&&Qr(t),new Uint8Array;let s=i&&o===1?t:new Uint8Array(o*a),{iHash:c,oHash:l}=Do.create(e,t),u=i?t:new Uint8Array(a),d=o>1?i?.iHash||e.create():void 0;for(let e=0;e<o-1;e++){Oo[0]=e+1;let t=c._cloneInto(d);e&&t.update(u),t.update(n).update(Oo).digestInto(u),l._cloneInto(d).update(u).digestInto(u),s.set(u,a*e)}if(Oo[0]=o,o>1&&c.update(u),c.update(n).update(Oo).digestInto(u),l.update(u).digestInto(u),s.set(u,a*(o-1)),c.destroy(),l.destroy(),d?.destroy(),u!==s&&Qr(u),Qr(Oo),r===s.length)return s;let f=s.slice(0,r);return Qr(s),f}var jo=(e,t,n,r,i)=>{qr(e),n===void 0&&(n=new Uint8Array(e.outputLen));let a=Do.create(e,n).update(t);return Ao(e,a.digest(),r,i,a)},Mo=new TextEncoder;function No(e){let t=``;for(let n of e)t+=String.fromCharCode(n);return btoa(t).replace(/\+/g,`-`).replace(/\//g,`_`).replace(/=+$/,``)}function Po(e){let t=e.replace(/-/g,`+`).replace(/_/g,`/`),n=atob(t+`=`.repeat((4-t.length%4)%4)),r=new Uint8Array(n.length);for(let e=0;e<n.length;e++)r[e]=n.charCodeAt(e);return r}function Fo(e){if(typeof e!=`object`||!e)return JSON.stringify(e);if(Array.isArray(e))return`[${e.map(Fo).join(`,`)}]`;let t=e;return`{${Object.keys(t).filter(e=>t[e]!==void 0).sort().map(e=>`${JSON.stringify(e)}:${Fo(t[e])}`).join(`,`)}}`}function Io(e){let t=jo(gi,e,void 0,Mo.encode(`duckdown/1/view`),32),n=No(Do(gi,t,Mo.encode(`duckdown/1/kid`)).slice(0,8));return{mac:jo(gi,e,void 0,Mo.encode(`duckdown/1/mac`),32),view:t,kid:n}}function Lo(e,t,n){let r={...t},i=r.auth;if(i&&typeof i==`object`){let{mac:e,...t}=i;r.auth=t}return r.command=e,No(Do(gi,n,Mo.encode(Fo(r))))}function Ro(){let{secretKey:e,publicKey:t}=yo.keygen();return{secretKey:e,publicKey:No(t)}}function zo(e,t,n){return`duckdown/1/seal/${e}/${t}/${n===null?`-`:n}`}function Bo(e,t,n){let r=Po(e.epk),i=yo.getSharedSecret(t,r);if(!i.some(e=>e!==0))throw Error(`all-zero shared secret`);let a=yo.getPublicKey(t),o=new Uint8Array(r.length+a.length);return o.set(r),o.set(a,r.length),Br(jo(gi,i,o,Mo.encode(`duckdown/1/seal`),32),Po(e.nonce),Mo.encode(n)).decrypt(Po(e.ct))}var Vo=new Set([`round_started`,`ready`,`peek_ended`,`turn_started`,`drew`,`took`,`replaced`,`threw`,`peeked`,`swapped`,`doubled`,`duck_down_called`,`timed_out`,`reshuffled`,`round_ended`,`game_ended`]),Ho=[`random`,`easy`,`medium`,`hard`],Uo=`duckdown.current`,Wo=e=>`duckdown.seat.${e}`,Go=e=>`duckdown.owner.${e}`;function Ko(){let e=new URL(`ws`,globalThis.location.href);return e.protocol=e.protocol===`https:`?`wss:`:`ws:`,e.hash=``,e.search=``,e.toString()}var qo=class{constructor(e={}){this.opts=e,this.capabilities=Pn,this.listener=()=>void 0,this.sock=null,this.closed=!1,this.pending=new Map,this.txn=0,this.nonce=0,this.retry=0,this.tableId=null,this.seat=null,this.spectator=!1,this.snapshot=null,this.lastPrivateSeq=-1,this.storage=e.storage??globalThis.localStorage}connect(e){this.listener=e,this.closed=!1,this.open()}close(){this.closed=!0,clearTimeout(this.retryTimer),this.sock?.close(),this.sock=null}async lobby(e){switch(e.command){case`list`:return this.refreshTables();case`create`:return this.create(e.tableName||e.name,e.name,e.options);case`join`:{let t=this.credential(e.table);return t?this.resume(e.table,t):this.join(e.table,e.name)}case`spectate`:return this.spectate(e.table);case`add_bot`:await this.ownerRequest(`table/add_bot`,{level:e.level});return;case`start`:{let t={};e.rounds&&(t.rounds=e.rounds),await this.ownerRequest(`table/start`,t);return}case`seat/bot`:await this.seatOrOwnerRequest(`seat/bot`,e.seat,{level:e.level});return;case`seat/take_back`:await this.seatOrOwnerRequest(`seat/take_back`,e.seat,{});return;case`table/remove_bot`:await this.ownerRequest(`table/remove_bot`,{seat:e.seat});return;case`table/delete`:return this.deleteTable();case`leave`:return this.leave(!0);case`lobby`:return this.leave(!1)}}async act(e){await this.seatRequest(`game/action`,{action:e})}emitStatus(e){this.listener({kind:`status`,status:e})}open(){if(this.closed)return;this.emitStatus(`connecting`);let e=this.opts.url??Ko(),t=(this.opts.socket??(e=>new WebSocket(e)))(e);this.sock=t,t.onopen=()=>{this.retry=0,this.emitStatus(`open`),this.afterOpen()},t.onmessage=e=>this.onMessage(e.data),t.onerror=()=>void 0,t.onclose=()=>{if(this.sock!==t)return;this.sock=null;for(let[,e]of this.pending)clearTimeout(e.timer),e.reject(new L(`disconnected`,`connection lost`));if(this.pending.clear(),this.closed)return;this.emitStatus(`closed`);let e=this.opts.retryMs??500,n=Math.min(1e4,e*2**Math.min(this.retry++,5));this.retryTimer=setTimeout(()=>this.open(),n)}}async afterOpen(){try{let e=await this.request(`ping`,{}),t=e.bot_levels;this.listener({kind:`bot_levels`,levels:Array.isArray(t)?t:Ho}),typeof e.web_url==`string`&&e.web_url&&this.listener({kind:`lan_url`,url:e.web_url}),await this.request(`ws/lobby`,{}),await this.refreshTables();let n=this.tableId??this.storage.getItem(Uo);if(n){let e=this.credential(n);e?await this.resume(n,e):this.spectator&&await this.spectate(n)}}catch(e){this.report(e)}}report(e){e instanceof L?e.code!==`disconnected`&&this.listener({kind:`error`,code:e.code,message:e.message}):this.listener({kind:`error`,code:`client_error`,message:String(e)})}send(e){if(!this.sock||this.sock.readyState!==1)throw new L(`disconnected`,`not connected`);this.sock.send(JSON.stringify(e))}request(e,t,n){let r=`${Date.now().toString(36)}-${++this.txn}`,i={transaction:r,...t};if(n){this.nonce=Math.max(this.nonce+1,Date.now()),i.auth={role:n.role,nonce:this.nonce};let t=Lo(e,i,Io(n.secret).mac);i.auth={role:n.role,nonce:this.nonce,mac:t}}return new Promise((t,n)=>{let a=setTimeout(()=>{this.pending.delete(r),n(new L(`timeout`,`${e}: no answer`))},this.opts.timeoutMs??1e4);this.pending.set(r,{resolve:t,reject:n,timer:a});try{this.send({command:e,...i})}catch(e){clearTimeout(a),this.pending.delete(r),n(e)}})}seatRequest(e,t){let n=this.tableId,r=n?this.credential(n):null;return!n||!r?Promise.reject(new L(`unauthorized`,`no seat at this table`)):this.request(e,{table_id:n,seat:r.seat,...t},{role:`seat`,secret:Po(r.secret)})}ownerRequest(e,t){let n=this.tableId,r=n?this.storage.getItem(Go(n)):null;return!n||!r?Promise.reject(new L(`forbidden`,`only the table's owner may do this`)):this.request(e,{table_id:n,...t},{role:`owner`,secret:Po(r)})}seatOrOwnerRequest(e,t,n){let r=this.tableId?this.credential(this.tableId):null;return r&&r.seat===t?this.seatRequest(e,n):this.ownerRequest(e,{seat:t,...n})}credential(e){try{let t=this.storage.getItem(Wo(e));if(!t)return null;let n=JSON.parse(t);return typeof n.seat==`number`&&typeof n.secret==`string`?n:null}catch{return null}}forget(e){this.storage.removeItem(Wo(e)),this.storage.removeItem(Go(e)),this.storage.getItem(Uo)===e&&this.storage.removeItem(Uo)}async refreshTables(){let e=await this.request(`table/list`,{});this.onTables(e.tables??[])}async create(e,t,n){let r=Ro(),i=await this.request(`table/create`,{name:e,options:n,client_key:r.publicKey}),a=i.table_id,o=Bo(i.owner,r.secretKey,zo(a,`owner`,null));this.storage.setItem(Go(a),No(o)),await this.join(a,t)}async join(e,t){let n=Ro(),r=await this.request(`table/join`,{table_id:e,name:t,client_key:n.publicKey}),i=r.seat,a=Bo(r.credential,n.secretKey,zo(e,`seat`,i));this.storage.setItem(Wo(e),JSON.stringify({seat:i,secret:No(a)})),await this.resume(e,{seat:i,secret:No(a)})}async resume(e,t){this.switchTable(e,t.seat,!1);let n=Po(t.secret);try{let r=await this.request(`ws/auth`,{table_id:e,seat:t.seat},{role:`seat`,secret:n});r.snapshot&&this.onPublic(r.snapshot),this.storage.setItem(Uo,e)}catch(t){throw t instanceof L&&[`unauthorized`,`unknown_table`,`unknown_seat`].includes(t.code)&&(this.forget(e),this.switchTable(null,null,!1)),t}}async spectate(e){this.switchTable(e,null,!0);let t=await this.request(`table/spectate`,{table_id:e});await this.request(`ws/watch`,{table_id:e}),this.onPublic(t.snapshot)}async leave(e){let t=this.tableId;if(t&&e&&this.credential(t)){let e=this.snapshot?.snap.status;try{await this.seatRequest(`table/leave`,{})}catch(e){this.report(e)}e===`lobby`&&this.forget(t)}if(t)try{await this.request(`ws/unwatch`,{table_id:t})}catch{}this.storage.getItem(Uo)===t&&this.storage.removeItem(Uo),this.switchTable(null,null,!1),await this.refreshTables().catch(()=>void 0)}async deleteTable(){let e=this.tableId;await this.ownerRequest(`table/delete`,{}),e&&this.forget(e),this.switchTable(null,null,!1),await this.refreshTables().catch(()=>void 0)}switchTable(e,t,n){let r=e!==this.tableId;this.tableId=e,this.seat=t,this.spectator=n,r&&(this.snapshot=null,this.lastPrivateSeq=-1,this.listener({kind:`table`,table:null}))}onMessage(e){let t;try{t=JSON.parse(String(e))}catch{return}switch(t.type){case`response`:{let e=this.pending.get(t.transaction);if(!e)return;if(this.pending.delete(t.transaction),clearTimeout(e.timer),t.status===`ok`)e.resolve(t.data??{});else{let n=t.error??{};e.reject(new L(n.code??`error`,n.message??n.code??`error`))}return}case`public`:t.table_id===this.tableId&&this.onPublic(t.snapshot);return;case`event`:{if(t.table_id!==this.tableId)return;let e=t.event;if(this.seat!==null&&Vo.has(e.type))return;this.listener({kind:`event`,event:e});return}case`private`:t.table_id===this.tableId&&t.seat===this.seat&&this.onPrivate(t);return;case`tables`:this.onTables(t.tables??[]);return;case`deleted`:t.table_id===this.tableId&&(this.forget(t.table_id),this.switchTable(null,null,!1)),this.refreshTables().catch(()=>void 0);return}}tableInfo(e){let t=e.seats.filter(e=>e.kind!==`empty`).map(e=>({seat:e.seat,name:e.name??`#${e.seat+1}`,kind:e.kind===`bot`?`bot`:`human`,bot:e.bot??null,connected:e.connected,you:e.seat===this.seat}));return{id:e.table_id,name:e.name,status:e.status,seats:t,options:e.options,round_choices:e.round_choices,max_players:e.max_seats,owner:!!this.storage.getItem(Go(e.table_id))}}onPublic(e){e&&e.table_id===this.tableId&&(this.snapshot&&e.seq<this.snapshot.snap.seq||(this.snapshot={snap:e,at:Date.now()},this.listener({kind:`table`,table:this.tableInfo(e),spectator:this.spectator}),e.game&&this.listener({kind:`public`,view:{...e.game,now:e.now,paused:e.paused,seq:e.seq}})))}onPrivate(e){let t=e.seq;if(t<this.lastPrivateSeq)return;let n=t===this.lastPrivateSeq;this.lastPrivateSeq=t;let r=e.view;if(!n)for(let t of e.events??[])this.listener({kind:`event`,event:t});if(r){let e=this.snapshot,n;e&&typeof e.snap.now==`number`&&(n=e.snap.paused?e.snap.now:e.snap.now+(Date.now()-e.at)),this.listener({kind:`seat`,view:{...r,now:n,paused:e?.snap.paused,seq:t}})}}onTables(e){let t=e.map(e=>{let t=e.table_id,n=this.credential(t),r=(e.seats??[]).filter(e=>e.kind!==`empty`).map(e=>({seat:e.seat,name:e.name??`#${e.seat+1}`,bot:e.kind===`bot`?`bot`:null,you:!!n&&n.seat===e.seat}));return{id:t,name:e.name,status:e.status,seats:r,max_players:e.max_seats}});this.listener({kind:`tables`,tables:t})}};function Jo(e){return[`localhost`,`127.0.0.1`,`::1`,`[::1]`].includes(e.hostname)?``:e.href.slice(0,e.href.length-e.hash.length)}function Yo(e,t){let n=[];e.capabilities=t.capabilities??Pn;let r=t=>{switch(t.kind){case`status`:e.connection=t.status;break;case`tables`:e.tables=t.tables;break;case`table`:(!t.table||e.table&&t.table.id!==e.table.id)&&(n=[],e.events=n,e.publicView=null,e.seatView=null),e.table=t.table,e.spectator=!!t.spectator;break;case`public`:e.publicView=t.view;break;case`seat`:e.seatView=t.view;break;case`event`:n=[...n.slice(-300),t.event],e.events=n;break;case`error`:a(new L(t.code,t.message));break;case`lan_url`:e.lanUrl=t.url;break;case`bot_levels`:e.botLevels=t.levels}},i,a=t=>{let n=t instanceof L?{code:t.code,message:t.message}:{code:`error`,message:String(t)};e.error=n,clearTimeout(i),i=setTimeout(()=>{e.error===n&&(e.error=null)},8e3)};e.addEventListener(`duck-down-action`,e=>{t.act(e.detail).catch(a)}),e.addEventListener(`duck-down-lobby`,n=>{e.error=null,t.lobby(n.detail).catch(a)}),t.connect(r)}var Xo=document.querySelector(`duck-down-table`);Xo&&(Xo.lanUrl=Jo(location),Yo(Xo,new qo));