<?php
/**
 * Plugin Name: Wayfinder bench
 * Description: Keeps the bench WordPress deterministic: no periodic "confirm the admin email" screen
 * after a sign-in (its timing depends on the clock, not on the data), and no mail.
 */
add_filter('admin_email_check_interval', '__return_zero');
// No mail leaves a bench site (there is no mail transport on the machine either).
add_filter('pre_wp_mail', '__return_true');
