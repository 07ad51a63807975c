vcl 4.1;
# The edge in front of the site's own servers (README, Deploying step 5): Varnish 7 with the xkey
# module (Debian: varnish, varnish-modules). An operator deploys this file as it is after setting the
# backend's .host and .port below; the site purges it when started with VARNISH_PURGE_URL (this
# Varnish's own address, e.g. http://edge.internal:6081).
#
# - Pages are kept as long as the site's Surrogate-Control says (a day while its purges reach this
#   edge), and every publish purges exactly the pages that show what changed: the site names what
#   each page shows in its xkey header, and sends `PURGE` with the keys in `xkey-purge`. A purge is
#   soft: the page kept here expires but stays, so the next visitor gets it while the new one is
#   fetched (visitors after get the new one), and it is still there to answer if the site cannot.
# - Anything the site marks private or no-store (drafts, previews, the APIs) is never kept, and a
#   request with a cookie or an Authorization header goes to the site untouched (Varnish's built-in
#   rules, which run after these).
# - While the site cannot answer (down, or answering 5xx), each page is served as last kept, for up to
#   the Surrogate-Control's stale-if-error; an error answer is never kept as a page, nor put in place of
#   one. While the site's purges cannot reach this edge (its /api/health/edge says so), nothing older
#   than 15 s is served.
# - A browser that takes brotli gets the site's brotli answer (a page 13 to 20 % lighter than gzip),
#   kept beside the gzip one: Varnish itself knows only gzip, and asks its backends for nothing else.

import std;
import xkey;

backend site {
    .host = "127.0.0.1";
    .port = "3000";
    # The site's health check: 503 until it has caught up with the Content Lake after a start.
    # .initial: a (re)started edge has nothing kept to fall back on, so it asks the site from its
    # first request rather than answering 503 until a probe has come back (Varnish's default).
    .probe = {
        .url = "/api/health";
        .interval = 2s;
        .timeout = 2s;
        .window = 3;
        .threshold = 2;
        .initial = 2;
    }
}

# Whether the site's purges reach this edge (the same server, another address): while it answers 503,
# nothing kept here for over 15 s is served (vcl_recv), so a purge that cannot get through leaves
# nothing stale for long. Set .host and .port as above.
backend purges {
    .host = "127.0.0.1";
    .port = "3000";
    .probe = {
        .url = "/api/health/edge";
        .interval = 2s;
        .timeout = 2s;
        .window = 2;
        .threshold = 2;
    }
}

# Who may purge: the site's servers. Add their addresses when the edge runs on another machine.
acl purgers {
    "127.0.0.1";
    "::1";
}

sub vcl_recv {
    if (req.method == "PURGE") {
        if (client.ip !~ purgers) {
            return (synth(403, "Forbidden"));
        }
        if (!req.http.xkey-purge) {
            return (synth(400, "Name the keys to purge in xkey-purge"));
        }
        set req.http.x-purged = xkey.softpurge(req.http.xkey-purge);
        return (synth(200, "Purged " + req.http.x-purged));
    }
    set req.backend_hint = site;
    # Noted here, before Varnish turns the request's Accept-Encoding into plain gzip after this routine.
    unset req.http.x-brotli;
    if (req.http.Accept-Encoding ~ "(^|,)\s*br\s*(,|;|$)" && req.http.Accept-Encoding !~ "(^|,)\s*br\s*;\s*q=0(\.0*)?\s*(,|$)") {
        set req.http.x-brotli = "1";
    }
    # The site's purges do not get through: what is kept here may be stale, so only what is at most
    # 15 s old is served (the site meanwhile gives new answers its short lifetime).
    if (!std.healthy(purges)) {
        set req.ttl = 15s;
        set req.grace = 0s;
    }
}

# Brotli and gzip answers are kept apart; the built-in hash (address and host) follows.
sub vcl_hash {
    if (req.http.x-brotli) {
        hash_data("br");
    }
}

sub vcl_backend_fetch {
    if (bereq.http.x-brotli) {
        set bereq.http.Accept-Encoding = "br";
    }
    unset bereq.http.x-brotli;
}

sub vcl_backend_response {
    # An error is never kept, nor put in place of the page kept before it: a fetch made while serving
    # that page (after a purge, or once its lifetime is over) gives up and the page stays; a fetch a
    # visitor waits on (nothing kept) hands them the error, and keeps nothing.
    if (beresp.status >= 500) {
        if (bereq.is_bgfetch) {
            return (abandon);
        }
        set beresp.ttl = 0s;
        set beresp.grace = 0s;
        set beresp.uncacheable = true;
        return (deliver);
    }
    # The site's lifetime for this edge: max-age, then stale-if-error as grace, the time a kept page
    # may still be served while its next version is fetched or cannot be (Varnish reads only
    # Cache-Control itself, which stays for browsers).
    if (beresp.http.Surrogate-Control ~ "max-age=[0-9]+") {
        set beresp.ttl = std.duration(regsub(beresp.http.Surrogate-Control, "^.*max-age=([0-9]+).*$", "\1") + "s", 0s);
        set beresp.grace = std.duration(regsub(beresp.http.Surrogate-Control, "^.*stale-if-error=([0-9]+).*$", "\1") + "s", 0s);
    }
}

sub vcl_deliver {
    # What the edge knows of a page stays at the edge: its keys and lifetime. How often it was served
    # from here is shown, for the operator (and the tests).
    unset resp.http.xkey;
    unset resp.http.Surrogate-Control;
    set resp.http.x-cache-hits = obj.hits;
}
