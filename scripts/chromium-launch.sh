#!/bin/sh
# Starts Debian's Chromium for Playwright (the end-to-end suite and the bench) with each feature switch given once.
# Chromium reads only the last --disable-features (and --enable-features) on its command line, and Playwright passes
# its own list before ours (scripts/chromium-flags.js): without this, ours would switch Playwright's back on.
disable=
enable=
count=$#
for arg do
  case $arg in
    --disable-features=*) disable="${disable:+$disable,}${arg#--disable-features=}" ;;
    --enable-features=*) enable="${enable:+$enable,}${arg#--enable-features=}" ;;
    *) set -- "$@" "$arg" ;;
  esac
done
shift "$count"
exec "${UC_CHROMIUM:-/usr/bin/chromium}" ${disable:+"--disable-features=$disable"} ${enable:+"--enable-features=$enable"} "$@"
