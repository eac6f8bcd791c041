#!/bin/sh
# Synchronet's short command lines (install-xtrn.ini) call this: arkham-door, from the package this
# folder is in, with the arguments given. Node.js is found on the BBS's PATH; write its absolute
# path here (`command -v node`) if that PATH does not have it.
here=$(dirname "$0")
exec node "$here/../../dist/arkham-door.mjs" "$@"
