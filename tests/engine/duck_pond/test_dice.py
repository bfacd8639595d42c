"""Rulings 9-11: verifiable dice. The vectors were computed by hand from ruling 9's recipe
(any HMAC-SHA256 tool: key = the 32 bytes 00 01 02 ... 1f, message "2024-01-04/2:<n>:<k>"),
and are checked step by step: the digest's first 8 bytes, x, and x mod s + 1."""

from __future__ import annotations

import hashlib
import hmac

from duckdown.engine.duck_pond import RULESET as R
from duckdown.engine.duck_pond import dice, verify_period

from .helpers import act, new, next_period, ready, refused, rolls_of, timeout

SEED = bytes(range(32))
LABEL = "2024-01-04/2"
# n, sides, first 8 bytes of HMAC(seed, "2024-01-04/2:n:0"), x, result
VECTORS = [
    (1, 6, "b459fd8a7889078b", 12995696970923837323, 2),
    (2, 20, "6fb52d0d1fff0a67", 8049389443389262439, 20),
    (3, 12, "73268122e8ff7c6c", 8297461350414646380, 1),
    (4, 2, "e7b3aae705b6b401", 16695876152802587649, 2),
    (5, 100, "e1647c0e5577fc0d", 16241242557210164237, 38),
    (6, 245, "b356ed56a07ebc90", 12922777137101847696, 192),
]


def test_ruling_9_commitment_is_sha256_of_the_seed() -> None:
    assert dice.commitment(SEED) == (
        "630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd"
    )


def test_ruling_9_hand_computed_vectors() -> None:
    for n, sides, prefix, x, result in VECTORS:
        digest = hmac.new(SEED, f"{LABEL}:{n}:0".encode(), hashlib.sha256).digest()
        assert digest[:8].hex() == prefix
        assert int.from_bytes(digest[:8], "big") == x
        assert x < 2**64 - 2**64 % sides and x % sides + 1 == result
        assert dice.roll(SEED, LABEL, n, sides) == result


def test_ruling_9_rejection_sampling_takes_the_next_k() -> None:
    # with 2^63 + 1 sides, 2^64 mod s is 2^63 - 1, so x must be below 2^63 + 1: roll 1's
    # k = 0 draw (12995696970923837323) is rejected and k = 1 gives 1295814061747335738
    sides = 2**63 + 1
    assert 2**64 - 2**64 % sides <= 12995696970923837323
    digest = hmac.new(SEED, f"{LABEL}:1:1".encode(), hashlib.sha256).digest()
    assert digest[:8].hex() == "11fba8060d67f23a"
    assert dice.roll(SEED, LABEL, 1, sides) == 1295814061747335738 % sides + 1


def test_ruling_9_every_face_comes_up_and_nothing_else() -> None:
    faces = {dice.roll(SEED, LABEL, n, 6) for n in range(1, 200)}
    assert faces == {1, 2, 3, 4, 5, 6}


def test_verify_period_accepts_the_true_log_and_names_each_mismatch() -> None:
    log = [{"n": n, "sides": s, "result": r, "cause": "test"} for n, s, _, _, r in VECTORS]
    commitment = dice.commitment(SEED)
    assert verify_period(SEED.hex(), LABEL, log, commitment) == []
    wrong = [dict(e) for e in log]
    wrong[2]["result"] = 2
    assert verify_period(SEED.hex(), LABEL, wrong) == [
        {"n": 3, "problem": "wrong result", "expected": 1, "result": 2}
    ]
    gap = [log[0], log[2]]
    assert [m["n"] for m in verify_period(SEED.hex(), LABEL, gap)] == [3]
    other = bytes(32).hex()
    problems = verify_period(other, LABEL, log, commitment)
    assert problems[0] == {
        "n": None,
        "problem": "SHA-256 of the seed is not the published commitment",
    }
    assert verify_period(SEED.hex(), "2024-01-07/1", log)  # another period's dice differ
    assert verify_period("zz", LABEL, log) == [{"n": None, "problem": "the seed is not hex"}]
    assert verify_period(SEED.hex(), LABEL, [{"n": 1, "sides": 0, "result": 1}])


def test_ruling_9_a_periods_rolls_verify_from_the_seed_revealed_at_its_end() -> None:
    s = new(3)
    for seat in range(3):
        ready(s, seat)
    act(s, 0, {"type": "feed", "duck": 2})
    act(s, 1, {"type": "scout", "duck": 2})
    period = s.period
    view = R.public_view(s, 0)
    assert view["period"]["seed"] is None and view["period"]["commitment"] == period.commitment
    assert [r["cause"] for r in view["rolls"]][-2:] == [
        "feeding duck 2",
        "scouting potential of duck 2",
    ]
    log = list(view["rolls"])
    events = next_period(s)
    ended = next(e.data for e in events if e.type == "period_ended")
    assert ended["period"] == period.label and ended["commitment"] == period.commitment
    assert dice.commitment(bytes.fromhex(ended["seed"])) == period.commitment
    assert verify_period(ended["seed"], period.label, log, period.commitment) == []
    shown = R.public_view(s, 0)["periods"][0]
    assert shown["seed"] == ended["seed"] and shown["rolls"] == len(log)


def test_ruling_9_the_host_entropy_is_the_new_periods_seed() -> None:
    s = new(1)
    entropy = bytes(range(100, 132))
    timeout(s, entropy)
    assert s.period.seed == entropy.hex() and not s.period.derived
    assert s.period.commitment == dice.commitment(entropy)
    assert R.public_view(s, 0)["period"]["commitment"] == dice.commitment(entropy)


def test_ruling_10_the_disciples_name_is_a_dk_over_the_list() -> None:
    from duckdown.engine.duck_pond.duck_names import DUCK_NAMES

    s = new(2, rolls=[(20, 5), (20, None), (20, None), (len(DUCK_NAMES), 3)])
    disciple = s.ducks[s.disciple or 0]
    assert disciple.quacks == sum(r[1] for r in s.period.rolls[:3])  # 3d20 (ruling 34)
    assert disciple.name == f"Disciple {DUCK_NAMES[2]}"  # a 3 on the d245: the third name
    assert [r[0] for r in s.period.rolls[:4]] == [20, 20, 20, len(DUCK_NAMES)]


def test_ruling_11_a_refused_command_rolls_nothing() -> None:
    s = new(2)
    ready(s, 0)
    before = len(s.period.rolls)
    refused(s, 1, {"type": "feed", "duck": 1, "fruit": "seeds"}, "no_fruit")
    refused(s, 0, {"type": "lay_egg", "duck": 1, "cost": 10}, "not_enough_quacks")
    assert len(s.period.rolls) == before


def test_ruling_11_a_command_rolls_its_own_dice_and_logs_them_with_a_cause() -> None:
    s = new(2)
    ready(s, 0)
    events = act(s, 1, {"type": "feed", "duck": 1})
    rolled = [e.data for e in events if e.type == "roll"]
    assert len(rolled) == 1 and rolled[0]["cause"] == "feeding duck 1"
    assert rolled[0]["n"] == len(s.period.rolls) and rolled[0]["sides"] == 6
    assert rolls_of(events) == [(6, s.ducks[1].quacks)]
