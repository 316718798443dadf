#!/bin/sh
# CTest `ci-action`: runs the steps of ci/action.yml locally, in order, as a GitHub runner would
# (GITHUB_OUTPUT, GITHUB_PATH, RUNNER_TEMP, GITHUB_ACTION_PATH), then the Azure Pipelines template's
# steps (TF_BUILD): install from a release archive (made here by CPack from BUILD_DIR), analyze
# samples/infra, check the SARIF log the upload step would send, and the final step's exit code.
#
#   sh ci/test_action.sh BUILD_DIR        (from the source folder)
set -eu

build=$(cd "$1" && pwd)
src=$(pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "test_action: $*" >&2; exit 1; }
has() { grep -qF -- "$2" "$1" || fail "$1 does not contain: $2"; }

# The action wires its inputs to the scripts' variables and the upload to the analyze step.
action=ci/action.yml
has $action 'using: composite'
has $action 'run: sh "$GITHUB_ACTION_PATH/install.sh"'
has $action 'PREFLIGHT_ARCHIVE: ${{ inputs.archive }}'
has $action 'run: sh "$GITHUB_ACTION_PATH/analyze.sh"'
for pair in 'PREFLIGHT_PATHS: ${{ inputs.path }}' 'PREFLIGHT_SARIF: ${{ inputs.sarif }}' \
            'PREFLIGHT_FAIL_ON: ${{ inputs.fail-on }}' 'PREFLIGHT_CONFIG: ${{ inputs.config }}' \
            'PREFLIGHT_ARGS: ${{ inputs.args }}' 'uses: github/codeql-action/upload-sarif@v3' \
            'sarif_file: ${{ steps.analyze.outputs.sarif }}' 'PREFLIGHT_EXIT_CODE: ${{ steps.analyze.outputs.exit-code }}'; do
  has $action "$pair"
done
has ci/azure-pipelines.yml 'ci/install.sh"'
has ci/azure-pipelines.yml 'ci/analyze.sh"'
has ci/azure-pipelines.yml 'exit "$(PREFLIGHT_EXIT_CODE)"'

cpack --config "$build/CPackConfig.cmake" -G TGZ -B "$tmp/release" >"$tmp/cpack.log" 2>&1 || { cat "$tmp/cpack.log"; fail "cpack failed"; }
archive=$(ls "$tmp"/release/preflight-*-linux-x86_64.tar.gz)

# --- GitHub Actions ---------------------------------------------------------------------------
mkdir -p "$tmp/gh/runner" "$tmp/gh/work"
export GITHUB_OUTPUT="$tmp/gh/output" GITHUB_PATH="$tmp/gh/path" RUNNER_TEMP="$tmp/gh/runner"
export GITHUB_ACTION_PATH="$src/ci"
: >"$GITHUB_OUTPUT"
: >"$GITHUB_PATH"
# Step 1: Install preflight (inputs.archive).
PREFLIGHT_ARCHIVE="$archive" sh "$GITHUB_ACTION_PATH/install.sh" >"$tmp/gh/install.log" || fail "install failed"
[ "$(wc -l <"$GITHUB_PATH")" = 1 ] || fail "install did not add one folder to GITHUB_PATH"
PATH="$(cat "$GITHUB_PATH"):$PATH"
[ "$(command -v preflight)" = "$(cat "$GITHUB_PATH")/preflight" ] || fail "the installed preflight is not first on PATH"
# Step 2: Analyze (inputs.path, inputs.sarif; the workspace is the current folder).
PREFLIGHT_PATHS=samples/infra PREFLIGHT_SARIF="$tmp/gh/work/preflight.sarif" PREFLIGHT_FAIL_ON=error \
  sh "$GITHUB_ACTION_PATH/analyze.sh" >"$tmp/gh/analyze.log" 2>&1 || { cat "$tmp/gh/analyze.log"; fail "analyze failed"; }
has "$tmp/gh/analyze.log" "+ preflight analyze --format text --format sarif --output $tmp/gh/work/preflight.sarif --fail-on error samples/infra"
has "$GITHUB_OUTPUT" "sarif=$tmp/gh/work/preflight.sarif"
has "$GITHUB_OUTPUT" "exit-code=1"
# Step 3: what upload-sarif would send: a SARIF 2.1.0 log with results from the sample.
sarif=$(sed -n 's/^sarif=//p' "$GITHUB_OUTPUT")
has "$sarif" '"version": "2.1.0"'
has "$sarif" '"ruleId": "PF-0701"'
has "$sarif" '"markdown":'
# Step 4: Fail on findings.
code=$(sed -n 's/^exit-code=//p' "$GITHUB_OUTPUT")
if PREFLIGHT_EXIT_CODE=$code bash -c 'exit "$PREFLIGHT_EXIT_CODE"'; then fail "the last step passed with findings"; fi
# fail-on none: the job passes.
: >"$GITHUB_OUTPUT"
PREFLIGHT_PATHS=samples/infra PREFLIGHT_SARIF="$tmp/gh/work/none.sarif" PREFLIGHT_FAIL_ON=none \
  sh "$GITHUB_ACTION_PATH/analyze.sh" >/dev/null 2>&1 || fail "analyze with fail-on none failed"
has "$GITHUB_OUTPUT" "exit-code=0"
# A usage error fails the Analyze step itself.
: >"$GITHUB_OUTPUT"
if PREFLIGHT_PATHS=does/not/exist sh "$GITHUB_ACTION_PATH/analyze.sh" >/dev/null 2>&1; then fail "a missing path did not fail the step"; fi
has "$GITHUB_OUTPUT" "exit-code=2"
unset GITHUB_OUTPUT GITHUB_PATH RUNNER_TEMP GITHUB_ACTION_PATH

# --- Azure Pipelines --------------------------------------------------------------------------
mkdir -p "$tmp/az/agent" "$tmp/az/staging"
export TF_BUILD=True AGENT_TEMPDIRECTORY="$tmp/az/agent"
PREFLIGHT_ARCHIVE="$archive" sh ci/install.sh >"$tmp/az/install.log" || fail "install (Azure) failed"
has "$tmp/az/install.log" "##vso[task.prependpath]$tmp/az/agent/preflight/bin"
PATH="$tmp/az/agent/preflight/bin:$PATH"
PREFLIGHT_PATHS=samples/infra PREFLIGHT_SARIF="$tmp/az/staging/CodeAnalysisLogs/preflight.sarif" \
  sh ci/analyze.sh >"$tmp/az/analyze.log" 2>&1 || fail "analyze (Azure) failed"
has "$tmp/az/analyze.log" "##vso[task.setvariable variable=PREFLIGHT_EXIT_CODE]1"
has "$tmp/az/staging/CodeAnalysisLogs/preflight.sarif" '"version": "2.1.0"'

echo "1 passed, 0 failed"
