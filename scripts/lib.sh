# shellcheck shell=bash
# Shared helpers for scripts/serve and scripts/test. Source it, don't run it:
#
#   source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
#
# Sourcing sets DD_ROOT (the repository root, from this file's location) and cds there.
#
#   dd_log MSG / dd_warn MSG / dd_die MSG   messages on stderr (dd_die exits 1)
#   dd_now                                  seconds since the epoch, with decimals
#   dd_hash FILE...                         one sha256 over the files' names and contents
#                                           (a missing file counts as "missing")
#   dd_apt_need PKG...                      queue Debian packages for dd_apt_flush
#   dd_apt_flush                            apt-get update (once) + install of the queue;
#                                           no-op when the queue is empty
#   dd_python_venv_ready PYTHON             queue pythonX.Y-venv if PYTHON lacks venv/ensurepip
#   dd_python311                            prints the absolute path of the default python3
#   dd_python313                            prints the absolute path of a Python 3.13
#                                           (/usr/bin/python3.13, else pyenv 3.13.0)
#   dd_venv DIR PYTHON KEY PIP_ARGS...      makes DIR a venv of PYTHON and runs
#                                           `pip install PIP_ARGS` unless DIR/.duckdown-stamp
#                                           already holds KEY (the hash of everything that
#                                           decides the install); writes the stamp on success
#   dd_venv_current DIR PYTHON KEY...       true when DIR works and its stamp holds one KEY
#   dd_ensure_host_venv                     .venv with `pip install -e .`: the host and its
#                                           runtime dependencies, no test tools (scripts/serve);
#                                           a .venv with the dev extra of the same inputs will do
#   dd_ensure_dev_venv                      .venv with `pip install -e '.[dev]'` (again when
#                                           pyproject.toml's [project]/[build-system] or
#                                           setup.py change; tool settings don't count)
#   dd_ensure_wheelhouse                    .cache/wheelhouse: wheels of the package's runtime
#                                           dependencies and build requirements, so that the
#                                           packaging tests build and install it offline
#   dd_ensure_ha_venv                       .venv-ha with requirements/ha-test.txt and the
#                                           integration manifest's requirements
#   dd_ensure_node_modules                  npm ci in frontend/ unless node_modules' stamp is
#                                           current (npm install without a lock file, or
#                                           outside CI when node_modules already exists)
#
# Every installer is idempotent, and takes a lock under .cache/ so that two runs in the same
# tree don't install into the same folder at once.

DD_ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$DD_ROOT" || exit 1

# Bump to force every venv and node_modules to reinstall once after a change of install logic.
DD_STAMP_VERSION=1
DD_STAMP_NAME=.duckdown-stamp
DD_APT_QUEUE=()
DD_APT_UPDATED=${DD_APT_UPDATED:-}

dd_log() { printf '==> %s\n' "$*" >&2; }
dd_warn() { printf 'warning: %s\n' "$*" >&2; }
dd_die() {
  printf 'error: %s\n' "$*" >&2
  exit 1
}
dd_now() { date +%s.%N; }
dd_elapsed() { awk -v a="$1" -v b="$(dd_now)" 'BEGIN { printf "%.1f", b - a }'; }

dd_hash() {
  local f
  for f in "$@"; do
    printf '== %s\n' "$f"
    if [ -f "$f" ]; then cat "$f"; else echo missing; fi
  done | sha256sum | cut -d' ' -f1
}

# Run "$@" while holding an exclusive lock named $1 (under .cache/, which git ignores).
dd_locked() {
  local name=$1
  shift
  if command -v flock >/dev/null 2>&1; then
    mkdir -p "$DD_ROOT/.cache/locks"
    (
      flock 9
      "$@"
    ) 9>"$DD_ROOT/.cache/locks/$name.lock"
  else
    "$@"
  fi
}

# ---------------------------------------------------------------- apt

dd_apt_need() { DD_APT_QUEUE+=("$@"); }

dd_apt_flush() {
  [ ${#DD_APT_QUEUE[@]} -gt 0 ] || return 0
  local sudo=()
  if [ "$(id -u)" -ne 0 ]; then
    command -v sudo >/dev/null 2>&1 || dd_die "need root to install: ${DD_APT_QUEUE[*]}"
    sudo=(sudo)
  fi
  command -v apt-get >/dev/null 2>&1 ||
    dd_die "apt-get not found; install these by hand: ${DD_APT_QUEUE[*]}"
  local t0
  t0=$(dd_now)
  dd_log "apt-get install ${DD_APT_QUEUE[*]}"
  if [ -z "$DD_APT_UPDATED" ]; then
    "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -qq -o DPkg::Lock::Timeout=300 </dev/null
    DD_APT_UPDATED=1
  fi
  "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq -o DPkg::Lock::Timeout=300 \
    -o Dpkg::Options::=--force-confdef -o Dpkg::Options::=--force-confold \
    "${DD_APT_QUEUE[@]}" </dev/null
  DD_APT_QUEUE=()
  dd_log "apt done in $(dd_elapsed "$t0")s"
}

# ---------------------------------------------------------------- Python

# Queue pythonX.Y-venv when a Debian Python cannot make venvs (no ensurepip).
dd_python_venv_ready() {
  local py=$1 ver
  "$py" -c 'import ensurepip, venv' >/dev/null 2>&1 && return 0
  ver=$("$py" -c 'import sys; print("%d.%d" % sys.version_info[:2])')
  dd_apt_need "python$ver-venv"
}

dd_python311() {
  command -v python3 >/dev/null 2>&1 || dd_die "python3 not found (need Python >= 3.11)"
  python3 -c 'import sys; assert sys.version_info >= (3, 11), sys.version; print(sys.executable)' ||
    dd_die "python3 is older than 3.11"
}

dd_python313() {
  local exe
  if [ -x /usr/bin/python3.13 ]; then
    echo /usr/bin/python3.13
    return 0
  fi
  for cmd in "env PYENV_VERSION=3.13.0 python3.13" "python3.13"; do
    # shellcheck disable=SC2086
    if exe=$($cmd -c 'import sys; assert sys.version_info[:2] == (3, 13); print(sys.executable)' 2>/dev/null); then
      echo "$exe"
      return 0
    fi
  done
  dd_die "Python 3.13 not found: Home Assistant's tests need /usr/bin/python3.13 or pyenv's 3.13.0"
}

dd_venv() {
  dd_locked "$(basename "$1")" _dd_venv "$@"
}

# What a venv of PYTHON installed for KEY holds in its stamp.
_dd_stamp() {
  printf '%s %s %s %s' "$DD_STAMP_VERSION" "$1" "$("$1" -c 'import sys; print(sys.version)')" "$2"
}

dd_venv_current() {
  local dir=$1 py=$2 key have
  shift 2
  [ -f "$dir/$DD_STAMP_NAME" ] && "$dir/bin/python" -c '' >/dev/null 2>&1 || return 1
  have=$(cat "$dir/$DD_STAMP_NAME")
  for key in "$@"; do
    [ "$have" = "$(_dd_stamp "$py" "$key")" ] && return 0
  done
  return 1
}

_dd_venv() {
  local dir=$1 py=$2 key=$3
  shift 3
  local want have t0
  dd_venv_current "$dir" "$py" "$key" && return 0
  t0=$(dd_now)
  want=$("$py" -c 'import sys; print(sys.version)')
  have=$("$dir/bin/python" -c 'import sys; print(sys.version)' 2>/dev/null || true)
  if [ "$have" != "$want" ]; then
    [ -e "$dir" ] && dd_log "$dir: Python changed or broken, making it anew"
    rm -rf "$dir"
    dd_log "$dir: new venv with $py"
    "$py" -m venv "$dir"
  fi
  rm -f "$dir/$DD_STAMP_NAME"
  dd_log "$dir: pip install $*"
  "$dir/bin/python" -m pip install -qq --progress-bar off "$@" </dev/null
  _dd_stamp "$py" "$key" >"$dir/$DD_STAMP_NAME"
  dd_log "$dir: ready in $(dd_elapsed "$t0")s"
}

# The hash of what decides the install of the package (dd_install_inputs).
_dd_inputs_key() { dd_install_inputs "$1" | sha256sum | cut -d' ' -f1; }

dd_ensure_host_venv() {
  local py inputs
  py=$(dd_python311)
  dd_python_venv_ready "$py"
  dd_apt_flush
  inputs=$(_dd_inputs_key "$py")
  # the dev extra of the same inputs holds everything the host needs
  dd_venv_current .venv "$py" "host $inputs" "dev $inputs" && return 0
  dd_log ".venv: installing the host and its runtime dependencies (about 30 s)"
  dd_venv .venv "$py" "host $inputs" -e .
}

dd_ensure_dev_venv() {
  local py
  py=$(dd_python311)
  dd_python_venv_ready "$py"
  dd_apt_flush
  dd_venv .venv "$py" "dev $(_dd_inputs_key "$py")" -e '.[dev]'
}

# .venv-bench: the host and RLCard, whose raw Uno loop is the engine bench's anchor. Kept apart
# from .venv so that no test can come to depend on RLCard.
DD_RLCARD=rlcard==1.2.0
dd_ensure_bench_venv() {
  local py
  py=$(dd_python311)
  dd_python_venv_ready "$py"
  dd_apt_flush
  dd_venv .venv-bench "$py" "bench $DD_RLCARD $(_dd_inputs_key "$py")" -e . "$DD_RLCARD"
}

# What decides the install of the package: pyproject.toml's [build-system] and [project]
# tables (not the tool settings, which change often and need no reinstall) and setup.py.
dd_install_inputs() {
  "$1" - <<'PY'
import json, pathlib, tomllib
d = tomllib.loads(pathlib.Path("pyproject.toml").read_text())
print(json.dumps({k: d.get(k) for k in ("build-system", "project")}, sort_keys=True))
p = pathlib.Path("setup.py")
print(p.read_text() if p.exists() else "no setup.py")
PY
}

# The package's runtime dependencies and build requirements, one a line.
dd_wheelhouse_requirements() {
  "$1" - <<'PY'
import pathlib, tomllib
d = tomllib.loads(pathlib.Path("pyproject.toml").read_text())
print("\n".join(d["build-system"]["requires"] + d["project"].get("dependencies", [])))
PY
}

dd_ensure_wheelhouse() {
  dd_locked wheelhouse _dd_wheelhouse "$(dd_python311)"
}

_dd_wheelhouse() {
  local py=$1 dir=.cache/wheelhouse key t0 reqs=() r
  key=$(_dd_stamp "$py" "$(_dd_inputs_key "$py")")
  if [ -f "$dir/$DD_STAMP_NAME" ] && [ "$(cat "$dir/$DD_STAMP_NAME")" = "$key" ]; then
    return 0
  fi
  t0=$(dd_now)
  while IFS= read -r r; do
    [ -n "$r" ] && reqs+=("$r")
  done < <(dd_wheelhouse_requirements "$py")
  rm -rf "$dir"
  mkdir -p "$dir"
  dd_log "$dir: pip wheel ${reqs[*]}"
  "$py" -m pip wheel -qq --progress-bar off --wheel-dir "$dir" "${reqs[@]}" </dev/null || return 1
  printf '%s' "$key" >"$dir/$DD_STAMP_NAME"
  dd_log "$dir: ready in $(dd_elapsed "$t0")s"
}

# The integration's own manifest requirements, one a line (empty without a manifest).
dd_ha_manifest_requirements() {
  local manifest=custom_components/duck_down/manifest.json
  [ -f "$manifest" ] || return 0
  "$1" -c 'import json, sys; print("\n".join(json.load(open(sys.argv[1])).get("requirements", [])))' \
    "$manifest"
}

dd_ensure_ha_venv() {
  local py reqs key
  py=$(dd_python313)
  dd_python_venv_ready "$py"
  dd_apt_flush
  reqs=$(dd_ha_manifest_requirements "$py")
  local args=(-r requirements/ha-test.txt)
  local r
  while IFS= read -r r; do
    [ -n "$r" ] && args+=("$r")
  done <<<"$reqs"
  if [ ! -f .venv-ha/"$DD_STAMP_NAME" ]; then
    dd_log ".venv-ha: installing Home Assistant takes about 2-3 minutes"
  fi
  # Comments don't count.
  key=$(sed -e 's/#.*//' -e '/^[[:space:]]*$/d' requirements/ha-test.txt | sha256sum | cut -d' ' -f1)
  dd_venv .venv-ha "$py" "$key $reqs" "${args[@]}"
}

# ---------------------------------------------------------------- npm

dd_ensure_node_modules() {
  if ! command -v npm >/dev/null 2>&1; then
    dd_apt_need nodejs npm
    dd_apt_flush
  fi
  dd_locked node_modules _dd_node_modules
}

_dd_node_key() {
  echo "$DD_STAMP_VERSION $(node --version) $(cd frontend && dd_hash package.json package-lock.json)"
}

_dd_node_modules() {
  local t0
  if [ -f frontend/node_modules/"$DD_STAMP_NAME" ] &&
    [ "$(cat frontend/node_modules/"$DD_STAMP_NAME")" = "$(_dd_node_key)" ]; then
    return 0
  fi
  t0=$(dd_now)
  if [ -f frontend/package-lock.json ] && [ -d frontend/node_modules ] && [ -z "${CI:-}" ]; then
    # Incremental, and gentler on a dev server that may be using node_modules right now.
    dd_log "frontend: npm install (node_modules out of date)"
    (cd frontend && npm install --no-audit --no-fund </dev/null)
  elif [ -f frontend/package-lock.json ]; then
    dd_log "frontend: npm ci"
    (cd frontend && npm ci --no-audit --no-fund </dev/null)
  else
    dd_log "frontend: npm install (no package-lock.json)"
    (cd frontend && npm install --no-audit --no-fund </dev/null)
  fi
  # After the install: `npm install` may have written package-lock.json.
  _dd_node_key >frontend/node_modules/"$DD_STAMP_NAME"
  dd_log "frontend: node_modules ready in $(dd_elapsed "$t0")s"
}
