#!/usr/bin/env bash
# The README's two commands, as a new user runs them: in a copy of this checkout in a temporary folder, with
# the system's Python (Debian's /usr/bin/python3 where there is one: it refuses a bare `pip install`,
# externally-managed-environment), a PATH without any virtual environment, an empty HOME (no pip or tox cache).
# The commands are read from README.md itself, so what is tested is what the README says.
#
#   .ci/fresh.sh              both commands, the second running every tox environment (long)
#   .ci/fresh.sh -e lint      both, the second as `tox -e lint` (the arguments go to tox)
#   FRESH_KEEP=1 .ci/fresh.sh ...   keep the temporary folder, to look at it afterwards
set -euo pipefail
checkout="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d "${TMPDIR:-/tmp}/solobot-fresh.XXXXXX")"
[ "${FRESH_KEEP:-}" = 1 ] || trap 'rm -rf "$work"' EXIT

# the README's command after a bold line starting with $1: the first line of the sh block that follows it
readme_command() {
    awk -v head="$1" 'index($0, "**" head) == 1 { found = 1; next }
                      found && /^```sh/ { getline; print; exit }' "$checkout/README.md"
}
play="$(readme_command "Install and watch")"
tests="$(readme_command "Install the test runner")"
[ -n "$play" ] && [ -n "$tests" ] || { echo "fresh.sh: the README's two commands were not found" >&2; exit 1; }
if [ "$#" -gt 0 ]; then  # `... && tox` becomes `... && tox ARGS`
    printf -v args ' %q' "$@"
    tests="${tests%tox}tox${args}"
fi

# the checkout's files as they are now (tracked ones, edits included), nothing built or installed
mkdir "$work/solobot" "$work/home"
(cd "$checkout" && git ls-files -z --cached --others --exclude-standard | xargs -0 tar -cf - --) | tar -xf - -C "$work/solobot"

python=/usr/bin/python3
[ -x "$python" ] || python="$(command -v python3)"
bin="$work/bin"
mkdir "$bin" && ln -s "$python" "$bin/python3"
fresh_env=(env -i "HOME=$work/home" "PATH=$bin:/usr/bin:/bin" "LANG=C.UTF-8" "TERM=dumb" "CI=${CI:-}")
for name in PIP_INDEX_URL PIP_EXTRA_INDEX_URL PIP_FIND_LINKS PIP_CERT PIP_TRUSTED_HOST PIP_CONFIG_FILE \
            HTTP_PROXY HTTPS_PROXY NO_PROXY http_proxy https_proxy no_proxy SSL_CERT_FILE REQUESTS_CA_BUNDLE; do
    [ -n "${!name:-}" ] && fresh_env+=("$name=${!name}")  # how this machine reaches the package index
done

run() {
    local started=$SECONDS
    echo "fresh.sh: $1" >&2
    (cd "$work/solobot" && "${fresh_env[@]}" bash -euo pipefail -c "$1")
    echo "fresh.sh: passed in $((SECONDS - started)) s" >&2
}
if "${fresh_env[@]}" "$python" -m pip install --dry-run --quiet tox >/dev/null 2>&1; then
    echo "fresh.sh: note: $python lets pip install outside a virtual environment here" >&2
fi
run "$play"
run "$tests"
