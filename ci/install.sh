#!/bin/sh
# Makes `preflight` available to the later steps of a CI job (GitHub Actions or Azure Pipelines).
#
#   PREFLIGHT_ARCHIVE   a release archive, preflight-<version>-linux-x86_64.tar.gz (URL or path):
#                       unpacked (the runner needs the libraries the .deb declares)
#   (unset)             built from the preflight checkout this script belongs to, with
#                       packaging/setup.sh (Debian/Ubuntu packages installed through sudo)
#
# The folder holding the binary is added to the job's PATH.
set -eu

here=$(cd "$(dirname "$0")" && pwd)
src=$(dirname "$here")
dest="${RUNNER_TEMP:-${AGENT_TEMPDIRECTORY:-${TMPDIR:-/tmp}}}/preflight"
mkdir -p "$dest"

if [ -n "${PREFLIGHT_ARCHIVE:-}" ]; then
  case "$PREFLIGHT_ARCHIVE" in
    http://* | https://*) curl -fsSL --retry 3 -o "$dest/preflight.tar.gz" "$PREFLIGHT_ARCHIVE" ;;
    *) cp "$PREFLIGHT_ARCHIVE" "$dest/preflight.tar.gz" ;;
  esac
  tar -xzf "$dest/preflight.tar.gz" -C "$dest" --strip-components=1
  bindir="$dest/bin"
else
  PREFLIGHT_BUILD_DIR="$dest/build" sh "$src/packaging/setup.sh" -DBUILD_TESTING=OFF
  bindir="$dest/build"
fi

"$bindir/preflight" --version
if [ -n "${GITHUB_PATH:-}" ]; then
  echo "$bindir" >>"$GITHUB_PATH"
elif [ -n "${TF_BUILD:-}" ]; then
  echo "##vso[task.prependpath]$bindir"
else
  echo "preflight is in $bindir"
fi
