#!/bin/sh
# CTest `package`: builds the .deb and the .tar.gz from a build tree with CPack, installs the .deb
# into a scratch root (dpkg-deb -x: no root needed, nothing touches the system) and unpacks the
# archive, then runs `preflight analyze samples/infra` from each as the README does, and `extension
# test`, which loads the HTTP client plugin from ../lib/preflight/. Checks that the .deb declares
# the package of every shared library the binary and the plugin need (their NEEDED entries; their
# own dependencies come with those packages).
#
#   sh packaging/test_packages.sh BUILD_DIR        (from the source folder)
set -eu

build=$(cd "$1" && pwd)
src=$(pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "test_packages: $*" >&2; exit 1; }

# One way to build: the README's two set-up commands, .ci/run (through the README) and the
# Dockerfile's build stage all run packaging/setup.sh; the image runs as a user, not root.
blocks=$(awk '/^```sh$/{n++; next} /^```$/{next} n>=1 && n<=2 && !done[n]++ {print}' "$src/README.md")
[ "$(echo "$blocks" | grep -c '^sh packaging/setup.sh && ')" = 2 ] || fail "the README's two set-up commands do not both run packaging/setup.sh"
[ "$(grep -c '^```sh$' "$src/README.md")" = 2 ] || fail "the README must keep exactly two sh set-up blocks (.ci/run runs the second)"
grep -q '^RUN sh packaging/setup.sh' "$src/Dockerfile" || fail "the Dockerfile does not build with packaging/setup.sh"
[ "$(grep -c '^FROM ' "$src/Dockerfile")" -ge 2 ] || fail "the Dockerfile is not multi-stage"
grep -q '^USER [a-z]' "$src/Dockerfile" || fail "the Dockerfile's image runs as root"
grep -qx 'ENTRYPOINT \["preflight"\]' "$src/Dockerfile" || fail "the Dockerfile's entry point is not preflight"

cpack --config "$build/CPackConfig.cmake" -B "$tmp/out" >"$tmp/cpack.log" 2>&1 || { cat "$tmp/cpack.log"; fail "cpack failed"; }
deb=$(ls "$tmp"/out/preflight_*_amd64.deb) || fail "no .deb was written"
tgz=$(ls "$tmp"/out/preflight-*-linux-x86_64.tar.gz) || fail "no .tar.gz was written"
echo "built $(basename "$deb") ($(wc -c <"$deb") bytes), $(basename "$tgz") ($(wc -c <"$tgz") bytes)"

[ "$(dpkg-deb -f "$deb" Package)" = preflight ] || fail "the package is not named preflight"
depends=$(dpkg-deb -f "$deb" Depends)
echo "Depends: ${depends:-(none)}"

dpkg-deb -x "$deb" "$tmp/root"
bin="$tmp/root/usr/bin/preflight"
[ -x "$bin" ] || fail "the .deb does not install /usr/bin/preflight"
[ -f "$tmp/root/usr/share/doc/preflight/diagnostics.md" ] || fail "the .deb does not install the reference pages"

# The HTTP client of `extension test` is a plugin the binary looks for in ../lib/preflight/.
plugin="$tmp/root/usr/lib/preflight/preflight-http.so"
[ -f "$plugin" ] || fail "the .deb does not install /usr/lib/preflight/preflight-http.so"
objdump -p "$bin" | awk '/NEEDED/ {print $2}' | grep -q -e ssl -e crypto -e httplib &&
  fail "the binary links the HTTP client's libraries; only the plugin should"

# Every shared library the binary and the plugin need must come from a package the .deb depends on.
for object in "$bin" "$plugin"; do
  ldd "$object" >"$tmp/ldd" 2>&1 || fail "ldd $object failed: $(cat "$tmp/ldd")"
  needed=$(objdump -p "$object" | awk '/NEEDED/ {print $2}')
  [ -n "$needed" ] || fail "objdump found no NEEDED entries in $object"
  for name in $needed; do
    lib=$(awk -v n="$name" '$1 == n && /=>/ {print $3}' "$tmp/ldd")
    [ -n "$lib" ] || fail "ldd does not resolve $name"
    real=$(readlink -f "$lib")
    owner=$(dpkg -S "$real" 2>/dev/null || dpkg -S "$(echo "$real" | sed 's|^/usr/lib/|/lib/|')" 2>/dev/null || dpkg -S "$lib" 2>/dev/null) ||
      fail "no package owns $lib"
    pkg=$(echo "$owner" | head -n1 | cut -d: -f1)
    echo "$depends" | tr ',' '\n' | sed 's/^ *//; s/ .*//' | grep -qx "$pkg" || fail "$name comes from $pkg, which Depends does not name"
  done
done

# The README's example, run from the installed binary and from the archive.
mkdir "$tmp/archive"
tar -xzf "$tgz" -C "$tmp/archive"
for preflight in "$bin" "$tmp"/archive/*/bin/preflight; do
  "$preflight" --version >/dev/null || fail "$preflight --version failed"
  set +e
  (cd "$src" && "$preflight" analyze samples/infra >"$tmp/analyze.txt" 2>&1)
  rc=$?
  set -e
  [ "$rc" = 1 ] || { cat "$tmp/analyze.txt"; fail "$preflight analyze samples/infra exited $rc, not 1 (the sample has errors to find)"; }
  grep -q "Azure.Storage" "$tmp/analyze.txt" || fail "$preflight found none of the sample's storage findings"
  (cd "$src" && "$preflight" rules show PF-0101 >"$tmp/show.txt") || fail "$preflight rules show failed"
  grep -q "Example (Azure template)" "$tmp/show.txt" || fail "$preflight rules show printed no compiled example"
  # `extension test` loads its HTTP client: a closed port is a transport finding (EXT001), not a
  # missing client (EXT109).
  printf '{"type": "t", "apiVersion": "v1", "properties": {}}' >"$tmp/resource.json"
  set +e
  "$preflight" extension test --endpoint http://127.0.0.1:9 --resource "$tmp/resource.json" --operations preview \
    --timeout 5 >"$tmp/ext.txt" 2>&1
  set -e
  grep -q EXT001 "$tmp/ext.txt" && ! grep -q EXT109 "$tmp/ext.txt" ||
    { cat "$tmp/ext.txt"; fail "$preflight extension test did not load its HTTP client"; }
  echo "ok: $preflight"
done
echo "1 passed, 0 failed"
