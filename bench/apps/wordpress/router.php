<?php
/**
 * Router for PHP's built-in server (php -S) in front of the bench WordPress.
 *
 * WordPress's files are symlinks into /usr/share/wordpress, and PHP resolves symlinks in __DIR__, so a
 * file such as wp-admin/admin.php would load Debian's wp-load.php and wp-config.php. Defining ABSPATH
 * first makes every entry point use this instance's folder (and its wp-config.php). Existing .php files
 * and folders' index.php run as themselves; other existing files are served as they are; anything else
 * goes to index.php (pretty permalinks), as Apache's rewrite rules would do.
 */
$root = rtrim($_SERVER['DOCUMENT_ROOT'], '/');
define('ABSPATH', $root . '/');
$path = '/' . ltrim(urldecode(parse_url($_SERVER['REQUEST_URI'], PHP_URL_PATH) ?? '/'), '/');
$file = $root . $path;
if (is_dir($file)) {
    if (substr($path, -1) !== '/') {
        header('Location: ' . $path . '/' . (empty($_SERVER['QUERY_STRING']) ? '' : '?' . $_SERVER['QUERY_STRING']), true, 301);
        exit;
    }
    $path .= 'index.php';
    $file = $root . $path;
}
if (!file_exists($file)) {
    $path = '/index.php';
    $file = $root . $path;
} elseif (substr($file, -4) !== '.php') {
    return false;
}
$_SERVER['SCRIPT_NAME'] = $path;
$_SERVER['PHP_SELF'] = $path;
$_SERVER['SCRIPT_FILENAME'] = $file;
chdir(dirname($file));
require $file;
