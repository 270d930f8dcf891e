#!/usr/bin/env bash
# Make sure the proving ground's packaged apps are installed: WordPress (on MariaDB, served by PHP's
# built-in server) and Redmine (on SQLite, served by Thin), all from Debian's packages; the bench starts
# private instances of them under tmp (bench/apps/wordpress, bench/apps/redmine), never the system ones.
# On Debian/Ubuntu as root with some missing, install them (this is how CI gets them); elsewhere say
# what to run. Exit 0 either way: the app tests skip, naming what is missing, when an app is absent.
set -uo pipefail
PACKAGES=(wordpress wordpress-theme-twentytwentyone mariadb-server php-cli php-mysql redmine redmine-sqlite thin)
missing=()
for pkg in "${PACKAGES[@]}"; do
  dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || missing+=("$pkg")
done
if [ ${#missing[@]} -eq 0 ]; then
  echo "apps: WordPress and Redmine packages present"
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "apps: installing ${missing[*]} with apt-get (WordPress and Redmine for the proving ground)..."
  export DEBIAN_FRONTEND=noninteractive
  start=$(date +%s)
  if ! apt-get install -y -qq --no-install-recommends "${missing[@]}" >/tmp/wayfinder-apps-apt.log 2>&1; then
    apt-get update -qq >/dev/null 2>&1
    apt-get install -y -qq --no-install-recommends "${missing[@]}" >/tmp/wayfinder-apps-apt.log 2>&1 \
      || { echo "apps: apt-get failed (tail of /tmp/wayfinder-apps-apt.log below); their tests will skip" >&2;
           tail -5 /tmp/wayfinder-apps-apt.log >&2; exit 0; }
  fi
  echo "apps: installed in $(( $(date +%s) - start )) s"
  exit 0
fi
cat >&2 <<MSG
apps: the proving ground's WordPress and Redmine tests will skip: missing packages ${missing[*]}.
To run them, install Debian's packages:
  sudo apt-get install -y --no-install-recommends ${PACKAGES[*]}
MSG
exit 0
