vcl 4.1;
# The edge in front of the site's own servers (README, Deploying step 5): Varnish 7 with the xkey
# module (Debian: varnish, varnish-modules). An operator deploys this file as it is after setting the
# backends' .host and .port below, and starts varnishd with two listeners (README, Deploying):
#   varnishd -a :6081 -a purge=10.0.0.5:6091 -f default.vcl …
# visitors on the first (behind a TLS terminator on the same host, add `,PROXY` to it and have the
# terminator speak the PROXY protocol, so client.ip is the visitor's and not the terminator's), and the
# site's purges on the one named `purge`, on an address only the site's servers reach; the site is
# started with VARNISH_PURGE_URL, that listener's address (e.g. http://10.0.0.5:6091).
#
# - Pages are kept as long as the site's Surrogate-Control says (a day while its purges reach this
#   edge), and every publish purges exactly the pages that show what changed: the site names what
#   each page shows in its xkey header, and sends `PURGE` with the keys in `xkey-purge`. A purge is
#   soft: the page kept here expires but stays, so the next visitor gets it while the new one is
#   fetched (visitors after get the new one), and it is still there to answer if the site cannot.
#   A purge is taken only on the purge listener, from the addresses in `purgers`: never from a visitor,
#   whatever address their connection comes from (a TLS terminator on this host is 127.0.0.1 too).
# - A page is kept once whatever query string it is asked with (the site's pages read none): a client
#   making up queries gets the kept page, not a render. The site still sees the query (an editor's
#   redirect passes it on to its page).
# - One client (one address) may make the site answer at most 100 requests in 10 s (a visitor's first
#   page with every file asked is under 40; what is kept here does not count), and ask at most 1,000
#   of any kind: past either it gets 429 with Retry-After, held a second, so a flood of it slows to a
#   request a second a connection and the site and every other visitor are unaffected.
# - Anything the site marks private or no-store (drafts, previews, the APIs) is never kept, and a
#   request with a cookie or an Authorization header goes to the site untouched (Varnish's built-in
#   rules, which run after these).
# - While the site cannot answer (down, or answering 5xx), each page is served as last kept, for up to
#   its stale-if-error (Surrogate-Control's, else Cache-Control's); an error answer is never kept as a
#   page, nor put in place of one. While the site's purges cannot reach this edge (its
#   /api/health/edge says so), nothing older than 15 s is served.
# - A browser that takes brotli gets the site's brotli answer (a page 13 to 20 % lighter than gzip),
#   kept beside the gzip one: Varnish itself knows only gzip, and asks its backends for nothing else.

import std;
import vsthrottle;
import vtc;
import xkey;

backend site {
    .host = "127.0.0.1";
    .port = "3000";
    # The site's health check: 503 until it has caught up with the Content Lake after a start.
    # .initial: a (re)started edge has nothing kept to fall back on, so it asks the site from its
    # first request rather than answering 503 until a probe has come back (Varnish's default).
    # A busy site is not a dead one: a check may take 5 s, and the site is counted sick only after 4 of
    # the last 5 failed (about 8 s of failures; a site that is down is meanwhile served from what is kept).
    .probe = {
        .url = "/api/health";
        .interval = 2s;
        .timeout = 5s;
        .window = 5;
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
        .timeout = 5s;
        .window = 5;
        .threshold = 2;
    }
}

# The same site, asked without regard to its health check: the last resort for a page this edge has
# not kept (vcl_synth), as a site still starting (503 'starting' to the probe) holds the request until it
# can answer it. Set .host and .port as above.
backend site_unprobed {
    .host = "127.0.0.1";
    .port = "3000";
}

# Who may purge, on the purge listener: the site's servers. Add their addresses when the edge runs on
# another machine.
acl purgers {
    "127.0.0.1";
    "::1";
}

sub vcl_recv {
    if (req.method == "PURGE") {
        if (local.socket != "purge" || client.ip !~ purgers) {
            return (synth(403, "Forbidden"));
        }
        if (!req.http.xkey-purge) {
            return (synth(400, "Name the keys to purge in xkey-purge"));
        }
        set req.http.x-purged = xkey.softpurge(req.http.xkey-purge);
        return (synth(200, "Purged " + req.http.x-purged));
    }
    set req.backend_hint = site;
    # Set by this configuration only, on a visitor's request as it arrives (a restart keeps them).
    if (req.restarts == 0) {
        unset req.http.x-stale-if-error;
        unset req.http.x-fresh;
        unset req.http.x-unprobed;
        # Noted here, before Varnish turns the request's Accept-Encoding into plain gzip after this routine.
        unset req.http.x-brotli;
        if (req.http.Accept-Encoding ~ "(^|,)\s*br\s*(,|;|$)" && req.http.Accept-Encoding !~ "(^|,)\s*br\s*;\s*q=0(\.0*)?\s*(,|$)") {
            set req.http.x-brotli = "1";
        }
        # The address a page is kept under (vcl_hash): without its query, but for Next's own files and
        # images (/_next/…), the APIs, and a client-side navigation's flight data (`_rsc`, `RSC`).
        set req.http.x-cache-url = req.url;
        if (req.url !~ "^/(_next|api)/" && req.url !~ "[?&]_rsc=" && !req.http.rsc) {
            set req.http.x-cache-url = regsub(req.url, "\?.*$", "");
        }
    }
    # One client's requests of every kind, kept pages too: 1,000 in 10 s (a hundred pages with every
    # file they ask a second, for a whole office behind one address), then 429, held (vcl_synth).
    if (req.restarts == 0 && vsthrottle.is_denied("any:" + client.identity, 1000, 10s)) {
        return (synth(429, "Too Many Requests"));
    }
    # The last pass of vcl_synth: the site asked whatever its health check says.
    if (req.http.x-unprobed) {
        set req.backend_hint = site_unprobed;
    }
    # Asked again after the site could not answer (vcl_synth): any copy kept here within its own grace
    # (its stale-if-error) answers. Set on each pass, since a restarted request keeps what an earlier set.
    if (req.http.x-stale-if-error) {
        set req.ttl = 365d;
        set req.grace = 365d;
    } else if (req.http.x-fresh) {
        # Asked again by vcl_hit: a page kept past its stale-while-revalidate is fetched first.
        set req.grace = 0s;
    } else if (!std.healthy(purges) && std.healthy(site)) {
        # The site's purges do not get through: what is kept here may be stale, so only what is at most
        # 15 s old is served (the site meanwhile gives new answers its short lifetime). Not while the
        # site itself is down (its purge address is down with it): then what is kept is all there is.
        set req.ttl = 15s;
        set req.grace = 0s;
    }
}

sub vcl_hit {
    # Past its stale-while-revalidate, a kept page is served only when the site cannot answer (vcl_synth).
    if (obj.ttl + std.duration(obj.http.x-edge-swr + "s", 0s) <= 0s && !req.http.x-stale-if-error && !req.http.x-fresh) {
        set req.http.x-fresh = "1";
        return (restart);
    }
}

# A page is kept under its address without the query (vcl_recv), and brotli and gzip answers apart;
# the built-in hash (address and host) does not run.
sub vcl_hash {
    hash_data(req.http.x-cache-url);
    if (req.http.host) {
        hash_data(req.http.host);
    } else {
        hash_data(server.ip);
    }
    if (req.http.x-brotli) {
        hash_data("br");
    }
    return (lookup);
}

# What one client may make the site answer: 100 requests in 10 s, then 429 (vcl_synth adds Retry-After).
sub vcl_miss {
    if (vsthrottle.is_denied("site:" + client.identity, 100, 10s)) {
        return (synth(429, "Too Many Requests"));
    }
}

sub vcl_pass {
    if (vsthrottle.is_denied("site:" + client.identity, 100, 10s)) {
        return (synth(429, "Too Many Requests"));
    }
}

sub vcl_backend_fetch {
    if (bereq.http.x-brotli) {
        set bereq.http.Accept-Encoding = "br";
    }
    unset bereq.http.x-brotli;
    unset bereq.http.x-cache-url;
    unset bereq.http.x-stale-if-error;
    unset bereq.http.x-fresh;
    unset bereq.http.x-unprobed;
}

sub vcl_backend_response {
    # An error is never kept, nor put in place of the page kept before it: the fetch gives up (the
    # kept page stays) and the visitor's request gets vcl_synth's answer.
    if (beresp.status >= 500) {
        return (abandon);
    }
    # The site's lifetime for this edge: max-age (Surrogate-Control's, else Varnish's reading of
    # Cache-Control); stale-while-revalidate, while which a kept page is served as its next version is
    # fetched (vcl_hit); then stale-if-error as grace, while which it answers when the site cannot
    # (Varnish reads only Cache-Control itself, which stays for browsers).
    if (beresp.http.Surrogate-Control ~ "max-age=[0-9]+") {
        set beresp.ttl = std.duration(regsub(beresp.http.Surrogate-Control, "^.*max-age=([0-9]+).*$", "\1") + "s", 0s);
    }
    if (beresp.http.Surrogate-Control ~ "stale-while-revalidate=[0-9]+") {
        set beresp.http.x-edge-swr = regsub(beresp.http.Surrogate-Control, "^.*stale-while-revalidate=([0-9]+).*$", "\1");
    } else if (beresp.http.Cache-Control ~ "stale-while-revalidate=[0-9]+") {
        set beresp.http.x-edge-swr = regsub(beresp.http.Cache-Control, "^.*stale-while-revalidate=([0-9]+).*$", "\1");
    }
    if (beresp.http.Surrogate-Control ~ "stale-if-error=[0-9]+") {
        set beresp.grace = std.duration(regsub(beresp.http.Surrogate-Control, "^.*stale-if-error=([0-9]+).*$", "\1") + "s", 0s);
    } else if (beresp.http.Cache-Control ~ "stale-if-error=[0-9]+") {
        set beresp.grace = std.duration(regsub(beresp.http.Cache-Control, "^.*stale-if-error=([0-9]+).*$", "\1") + "s", 0s);
    }
}

sub vcl_backend_error {
    # The site cannot be reached: as for a 5xx, nothing is kept in place of the page kept before.
    return (abandon);
}

# The site could not answer (down, or 5xx; the fetch was abandoned): asked once more, any copy kept
# here within its grace answers instead (vcl_recv and vcl_hit lift their limits for it); with none, the
# site is asked once more whatever its health check says; then the visitor gets Varnish's own 503.
sub vcl_synth {
    # A refusal is held a second before it is sent: a client asking again as soon as it is answered
    # then asks once a second a connection, not as fast as this edge can answer, which would take the
    # cores every other visitor is answered on. A held answer holds a worker thread and no CPU; a client
    # gets at most 100 held a second, past that the refusal is sent at once and its connection closed.
    # (vtc.sleep: Varnish's own vmod_vtc, shipped with it; a flood from many addresses is for the
    # network in front, a firewall or a CDN.)
    if (resp.status == 429) {
        set resp.http.Retry-After = "10";
        if (vsthrottle.is_denied("held:" + client.identity, 100, 1s)) {
            set resp.http.Connection = "close";
        } else {
            vtc.sleep(1s);
        }
        return (deliver);
    }
    if (resp.status == 503 && req.method != "PURGE" && !req.http.x-stale-if-error) {
        set req.http.x-stale-if-error = "1";
        return (restart);
    }
    if (resp.status == 503 && req.method != "PURGE" && !req.http.x-unprobed) {
        set req.http.x-unprobed = "1";
        return (restart);
    }
}

sub vcl_deliver {
    # What the edge knows of a page stays at the edge: its keys and lifetime. How often it was served
    # from here is shown, for the operator (and the tests).
    unset resp.http.xkey;
    unset resp.http.Surrogate-Control;
    unset resp.http.x-edge-swr;
    set resp.http.x-cache-hits = obj.hits;
}
