# Sourced by .ci/run: makes `node` one that Frogwalk supports (package.json engines: ^22.13.0 || >=24).
# When the machine's own node is missing or older, Node 24 (the official binary, published on the npm
# registry as node-linux-<arch>) is installed once into a cache folder outside the repository and put
# first on PATH for the rest of the run (FROGWALK_NODE_CACHE names another folder). npm itself stays the
# machine's; it runs on the new node.

node_supported() {
  command -v node >/dev/null 2>&1 &&
    node -e 'const [a, b] = process.versions.node.split(".").map(Number); process.exit(a >= 24 || (a === 22 && b >= 13) ? 0 : 1)'
}

if node_supported; then
  printf 'Node %s is supported.\n' "$(node --version)"
else
  case "$(uname -m)" in
    x86_64) node_arch=x64 ;;
    aarch64 | arm64) node_arch=arm64 ;;
    *) echo "No Node 24 package for $(uname -m); install Node 24 and run again." >&2; exit 1 ;;
  esac
  node_home="${FROGWALK_NODE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/frogwalk/node-24-$node_arch}"
  node_bin="$node_home/node_modules/node-linux-$node_arch/bin"
  if [ ! -x "$node_bin/node" ]; then
    if ! command -v npm >/dev/null 2>&1; then
      # Debian's node is older, but its npm can fetch the one we need.
      apt_install nodejs npm
    fi
    printf 'Installing Node 24 into %s (the machine has %s).\n' "$node_home" "$(node --version 2>/dev/null || echo 'no node')"
    mkdir -p "$node_home"
    npm install --prefix "$node_home" --no-save --no-package-lock --no-audit --no-fund --loglevel=error \
      "node-linux-$node_arch@24"
  fi
  export PATH="$node_bin:$PATH"
  hash -r
  node_supported || { echo "Node from $node_bin does not run here." >&2; exit 1; }
  printf 'Using Node %s from %s.\n' "$(node --version)" "$node_bin"
fi
