<?php
/**
 * Install and seed the bench WordPress (run by serve.py with php-cli, once per start).
 *
 *     php seed.php ROOT SEED_JSON URL
 *
 * ROOT is the instance folder (WordPress's files linked in, this bench's wp-config.php beside them);
 * the database connection comes from the environment, as for the server. The data is seed.json, inserted
 * in its order with its fixed dates, so ids and contents are the same on every start.
 */
if ($argc !== 4) {
    fwrite(STDERR, "usage: php seed.php ROOT SEED_JSON URL\n");
    exit(2);
}
[$_, $root, $seed_file, $url] = $argv;
define('ABSPATH', rtrim($root, '/') . '/');
define('WP_INSTALLING', true);
$_SERVER['HTTP_HOST'] = parse_url($url, PHP_URL_HOST) . ':' . parse_url($url, PHP_URL_PORT);
$_SERVER['REQUEST_URI'] = '/';
$_SERVER['SERVER_PROTOCOL'] = 'HTTP/1.1';
$data = json_decode(file_get_contents($seed_file), true, 512, JSON_THROW_ON_ERROR);

require_once ABSPATH . 'wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
require_once ABSPATH . 'wp-admin/includes/user.php';

function fail(string $why): void
{
    fwrite(STDERR, "seed: $why\n");
    exit(1);
}

$site = $data['site'];
$first = $data['users'][0];
$installed = wp_install($site['title'], $first['login'], $first['email'], true, '', $first['password'], 'en_US');
update_option('siteurl', $url);
update_option('home', $url);
update_option('blogdescription', $site['tagline']);
update_option('timezone_string', 'UTC');
update_option('default_comment_status', 'open');
switch_theme('twentytwentyone');
global $wp_rewrite;
$wp_rewrite->set_permalink_structure($site['permalinks']);
$wp_rewrite->flush_rules(false);

// wp_install's own sample content (a post, a page, a comment, a privacy-policy draft) is not ours
foreach (get_posts(['post_type' => 'any', 'post_status' => 'any', 'numberposts' => -1]) as $sample) {
    wp_delete_post($sample->ID, true);
}
foreach (get_comments() as $sample) {
    wp_delete_comment($sample->comment_ID, true);
}

$users = [];
foreach ($data['users'] as $i => $user) {
    [$given, $family] = explode(' ', $user['name'], 2);
    $fields = ['user_login' => $user['login'], 'user_pass' => $user['password'], 'user_email' => $user['email'],
               'display_name' => $user['name'], 'first_name' => $given, 'last_name' => $family,
               'nickname' => $given, 'role' => $user['role']];
    if ($i === 0) {
        $fields['ID'] = $installed['user_id'];
        $id = wp_update_user($fields);
    } else {
        $id = wp_insert_user($fields);
    }
    if (is_wp_error($id)) {
        fail('user ' . $user['login'] . ': ' . $id->get_error_message());
    }
    $users[$user['login']] = $id;
}

$categories = [];
foreach ($data['categories'] as $name) {
    $term = wp_insert_term($name, 'category');
    if (is_wp_error($term)) {
        fail("category $name: " . $term->get_error_message());
    }
    $categories[$name] = $term['term_id'];
}

$posts = [];
$insert = function (array $item, string $type) use (&$posts, $users, $categories): void {
    $status = $item['status'] ?? 'publish';
    $fields = ['post_title' => $item['title'], 'post_content' => $item['content'], 'post_type' => $type,
               'post_status' => $status, 'post_author' => $users[$item['author']],
               'post_date' => $item['date'], 'post_date_gmt' => $item['date'], 'comment_status' => 'open'];
    if ($type === 'post') {
        $fields['post_category'] = [$categories[$item['category']]];
        $fields['tags_input'] = $item['tags'];
    }
    if ($status === 'draft' || $status === 'pending') {
        $fields['post_name'] = '';  // as the editor leaves it until publishing
    }
    $id = wp_insert_post($fields, true);
    if (is_wp_error($id)) {
        fail($item['title'] . ': ' . $id->get_error_message());
    }
    // the stated status whatever this machine's clock says (a past date on a slow clock is 'future')
    $GLOBALS['wpdb']->update($GLOBALS['wpdb']->posts, ['post_status' => $status], ['ID' => $id]);
    $posts[$item['title']] = $id;
};
foreach ($data['pages'] as $page) {
    $insert($page, 'page');
}
foreach ($data['posts'] as $post) {
    $insert($post, 'post');
}

foreach ($data['comments'] as $comment) {
    $id = wp_insert_comment([
        'comment_post_ID' => $posts[$comment['post']], 'comment_author' => $comment['author'],
        'comment_author_email' => $comment['email'], 'comment_content' => $comment['content'],
        'comment_date' => $comment['date'], 'comment_date_gmt' => $comment['date'],
        'comment_approved' => $comment['approved'] ? 1 : 0, 'comment_author_IP' => '127.0.0.1',
    ]);
    if (!$id) {
        fail('comment by ' . $comment['author']);
    }
}
foreach ($posts as $id) {
    wp_update_comment_count_now($id);
}
echo 'seeded ' . count($posts) . ' posts and pages, ' . count($data['comments']) . " comments\n";
