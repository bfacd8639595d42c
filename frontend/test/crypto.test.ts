// Vectors made with the host's Python implementation (duckdown.host.crypto).
import { describe, expect, it } from "vitest";
import { b64d, b64e, canonical, deriveKeys, newKeyPair, openSealed, sealAad, sign } from "../src/transport/crypto.js";

const secret = b64d("AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8");

describe("protocol crypto matches the host", () => {
  it("base64url without padding round trips", () => {
    for (let n = 0; n < 40; n++) {
      const bytes = Uint8Array.from({ length: n }, (_, i) => (i * 37 + n) & 255);
      const s = b64e(bytes);
      expect(s).not.toMatch(/[=+/]/);
      expect(b64d(s)).toEqual(bytes);
    }
  });
  it("derives the same keys and key id", () => {
    const k = deriveKeys(secret);
    expect(b64e(k.mac)).toBe("Ef-lQQL8GpUsy1S8dEXJjCE1pl-mC4s3yYGD5iGAH7A");
    expect(b64e(k.view)).toBe("XXr3lqv-VcbNDQhBMhLdgRTuKUpey2OrNy8StDRz0xs");
    expect(k.kid).toBe("bHKK5i5J_OI");
  });
  it("canonical JSON: sorted keys, no spaces, unicode kept", () => {
    expect(canonical({ b: "Zoë ✓", a: [1, { y: null, x: true }] })).toBe('{"a":[1,{"x":true,"y":null}],"b":"Zoë ✓"}');
  });
  it("signs a request exactly like the host", () => {
    const req = {
      transaction: "t-1",
      table_id: "t-abc",
      seat: 2,
      action: { type: "swap", slot: 1, other_seat: 0, other_slot: 3 },
      auth: { role: "seat", nonce: 1764439300123 },
    };
    expect(sign("game/action", req, deriveKeys(secret).mac)).toBe("7CIsLRp8QQn-Cd3BsGi5nogZga1g6SzOf0vipxlFYoM");
    // the mac itself is not covered
    expect(sign("game/action", { ...req, auth: { ...req.auth, mac: "x" } }, deriveKeys(secret).mac)).toBe("7CIsLRp8QQn-Cd3BsGi5nogZga1g6SzOf0vipxlFYoM");
    // another command, another MAC
    expect(sign("table/leave", req, deriveKeys(secret).mac)).not.toBe("7CIsLRp8QQn-Cd3BsGi5nogZga1g6SzOf0vipxlFYoM");
  });
  it("opens a secret the host sealed", () => {
    const box = {
      epk: "ZCGgtBVq9fzdYDvmstD3Ro4_liRJqh6ZJQhi8Cpw71E",
      nonce: "cIssmUkzsFsKWIJe",
      ct: "2Dr8iRnARKMEEK8uXCNgRTsDsxX8QYlUwqcUqKBDfZYJvaFebN2wMccU0kM6vIC-",
    };
    const sk = b64d("BwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwc");
    expect(openSealed(box, sk, sealAad("t-abc", "seat", 2))).toEqual(secret);
    // bound to table, role and seat
    expect(() => openSealed(box, sk, sealAad("t-abc", "seat", 1))).toThrow();
    expect(() => openSealed(box, sk, sealAad("t-abc", "owner", null))).toThrow();
  });
  it("makes fresh X25519 keys", () => {
    const a = newKeyPair();
    const b = newKeyPair();
    expect(a.publicKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(a.publicKey).not.toBe(b.publicKey);
    expect(sealAad("t", "owner", null)).toBe("duckdown/1/seal/t/owner/-");
  });
});
