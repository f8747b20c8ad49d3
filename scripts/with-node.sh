# Runs a command with the project's Node.js first on PATH, whatever node the calling shell has:
#
#   sh scripts/with-node.sh node scripts/inquiries.ts status
#
# Every npm script starts through it (package.json), so that `npm run …` works as typed in a shell
# that never sourced scripts/use-node.sh: the site's user after `su - site`, cron, a new terminal.
# use-node.sh keeps a machine's Node of the .nvmrc line, and otherwise uses (or fetches once) the
# one in .node/. Its notes go to standard error, so that a command's output stays only its own.
cd "$(dirname "$0")/.." || exit 1
. scripts/use-node.sh >&2 || exit 1
exec "$@"
