// The protocol's cryptography for browsers (docs/protocol.md, "Credentials and proof").
// Pure JS (audited noble libraries), because WebCrypto is missing on plain-HTTP LAN pages.

import { gcm } from "@noble/ciphers/aes.js";
import { x25519 } from "@noble/curves/ed25519.js";
import { hkdf } from "@noble/hashes/hkdf.js";
import { hmac } from "@noble/hashes/hmac.js";
import { sha256 } from "@noble/hashes/sha2.js";

const enc = new TextEncoder();

export function b64e(data: Uint8Array): string {
  let s = "";
  for (const b of data) s += String.fromCharCode(b);
  return btoa(s).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

export function b64d(text: string): Uint8Array {
  const s = text.replace(/-/g, "+").replace(/_/g, "/");
  const bin = atob(s + "=".repeat((4 - (s.length % 4)) % 4));
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

/** RFC 8785 canonical JSON for payloads without floats (sorted keys, no spaces). */
export function canonical(obj: unknown): string {
  if (obj === null || typeof obj !== "object") return JSON.stringify(obj);
  if (Array.isArray(obj)) return `[${obj.map(canonical).join(",")}]`;
  const o = obj as Record<string, unknown>;
  return `{${Object.keys(o)
    .filter((k) => o[k] !== undefined)
    .sort()
    .map((k) => `${JSON.stringify(k)}:${canonical(o[k])}`)
    .join(",")}}`;
}

export interface Keys {
  mac: Uint8Array;
  view: Uint8Array;
  kid: string;
}

export function deriveKeys(secret: Uint8Array): Keys {
  const view = hkdf(sha256, secret, undefined, enc.encode("duckdown/1/view"), 32);
  const kid = b64e(hmac(sha256, view, enc.encode("duckdown/1/kid")).slice(0, 8));
  return { mac: hkdf(sha256, secret, undefined, enc.encode("duckdown/1/mac"), 32), view, kid };
}

/** The MAC of a request: over the request without `auth.mac`, plus `command`. */
export function sign(command: string, request: Record<string, unknown>, macKey: Uint8Array): string {
  const body: Record<string, unknown> = { ...request };
  const auth = body["auth"];
  if (auth && typeof auth === "object") {
    const { mac: _mac, ...rest } = auth as Record<string, unknown>;
    void _mac;
    body["auth"] = rest;
  }
  body["command"] = command;
  return b64e(hmac(sha256, macKey, enc.encode(canonical(body))));
}

export interface KeyPair {
  secretKey: Uint8Array;
  publicKey: string;
}

export function newKeyPair(): KeyPair {
  const { secretKey, publicKey } = x25519.keygen();
  return { secretKey, publicKey: b64e(publicKey) };
}

export function sealAad(tableId: string, role: "seat" | "owner", seat: number | null): string {
  return `duckdown/1/seal/${tableId}/${role}/${seat === null ? "-" : seat}`;
}

/** Open a secret the host sealed to our X25519 key. */
export function openSealed(box: { epk: string; nonce: string; ct: string }, secretKey: Uint8Array, aad: string): Uint8Array {
  const epk = b64d(box.epk);
  const shared = x25519.getSharedSecret(secretKey, epk);
  if (!shared.some((b) => b !== 0)) throw new Error("all-zero shared secret");
  const clientKey = x25519.getPublicKey(secretKey);
  const salt = new Uint8Array(epk.length + clientKey.length);
  salt.set(epk);
  salt.set(clientKey, epk.length);
  const key = hkdf(sha256, shared, salt, enc.encode("duckdown/1/seal"), 32);
  return gcm(key, b64d(box.nonce), enc.encode(aad)).decrypt(b64d(box.ct));
}
