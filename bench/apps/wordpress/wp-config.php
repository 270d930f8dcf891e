<?php
/**
 * The bench WordPress's configuration (Wayfinder proving ground, bench/apps/wordpress).
 *
 * Debian's own /usr/share/wordpress/wp-config.php looks for a file in /etc/wordpress/ named after the
 * host; the bench instead runs from a folder of its own under tmp (serve.py links WordPress's files into
 * it and puts this file beside them), so several instances can run at once without touching /etc.
 * Everything instance-specific comes from the environment serve.py sets.
 */
define('DB_NAME', 'wordpress');
define('DB_USER', 'root');
define('DB_PASSWORD', '');
define('DB_HOST', 'localhost:' . getenv('WAYFINDER_WP_SOCKET'));
define('DB_CHARSET', 'utf8mb4');
define('DB_COLLATE', '');

// A throw-away site on 127.0.0.1: fixed keys keep it deterministic (cookies of one instance are
// meaningless elsewhere, the database lives in a temp folder).
define('AUTH_KEY', 'wayfinder-bench-auth-key');
define('SECURE_AUTH_KEY', 'wayfinder-bench-secure-auth-key');
define('LOGGED_IN_KEY', 'wayfinder-bench-logged-in-key');
define('NONCE_KEY', 'wayfinder-bench-nonce-key');
define('AUTH_SALT', 'wayfinder-bench-auth-salt');
define('SECURE_AUTH_SALT', 'wayfinder-bench-secure-auth-salt');
define('LOGGED_IN_SALT', 'wayfinder-bench-logged-in-salt');
define('NONCE_SALT', 'wayfinder-bench-nonce-salt');

$table_prefix = 'wp_';

define('WP_CONTENT_DIR', getenv('WAYFINDER_WP_CONTENT'));
define('WP_DEBUG', false);
define('WP_ENVIRONMENT_TYPE', 'local');
// No network: no update checks, no cron HTTP calls back into the single-worker server, no emails.
define('AUTOMATIC_UPDATER_DISABLED', true);
define('WP_AUTO_UPDATE_CORE', false);
define('DISABLE_WP_CRON', true);
define('WP_HTTP_BLOCK_EXTERNAL', true);
define('WP_ACCESSIBLE_HOSTS', '');
define('FS_METHOD', 'direct');

if (!defined('ABSPATH')) {
    define('ABSPATH', __DIR__ . '/');
}
require_once ABSPATH . 'wp-settings.php';
