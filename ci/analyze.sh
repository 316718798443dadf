#!/bin/sh
# Runs `preflight analyze` for a CI job: the text report goes to the log, SARIF to a file for code
# scanning. The exit code is recorded rather than returned (0 no failure, 1 findings at or above
# the fail level), so that the upload step still runs; a later step fails the job with it. Only a
# usage or input error (exit 2) fails this step.
#
#   PREFLIGHT_PATHS     what to analyze, separated by spaces (default .)
#   PREFLIGHT_SARIF     the SARIF file (default preflight.sarif)
#   PREFLIGHT_FAIL_ON   error (default), warning, note or none
#   PREFLIGHT_CONFIG    a configuration file (default: preflight.yaml as analyze finds it)
#   PREFLIGHT_ARGS      more options, e.g. "--baseline base.json --allow-env AZURE_ENV_NAME"
#
# Outputs: sarif (the file) and exit-code, as GitHub step outputs or Azure Pipelines variables
# PREFLIGHT_SARIF_FILE and PREFLIGHT_EXIT_CODE.
set -u

sarif=${PREFLIGHT_SARIF:-preflight.sarif}
set -- --format text --format sarif --output "$sarif" --fail-on "${PREFLIGHT_FAIL_ON:-error}"
[ -n "${PREFLIGHT_CONFIG:-}" ] && set -- "$@" --config "$PREFLIGHT_CONFIG"
# shellcheck disable=SC2086 # paths and extra options are lists of words
set -- "$@" ${PREFLIGHT_ARGS:-} ${PREFLIGHT_PATHS:-.}

echo "+ preflight analyze $*"
preflight analyze "$@"
code=$?

if [ -n "${GITHUB_OUTPUT:-}" ]; then
  { echo "sarif=$sarif"; echo "exit-code=$code"; } >>"$GITHUB_OUTPUT"
elif [ -n "${TF_BUILD:-}" ]; then
  echo "##vso[task.setvariable variable=PREFLIGHT_SARIF_FILE]$sarif"
  echo "##vso[task.setvariable variable=PREFLIGHT_EXIT_CODE]$code"
fi
[ "$code" -le 1 ] || { echo "preflight analyze could not run (exit $code)" >&2; exit "$code"; }
exit 0
