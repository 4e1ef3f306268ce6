import DevServer
import Foundation
import Testing
import TestSupport

/// What the preview server answers, without a socket: files, folders, the 404 page, methods, and every way out
/// of the folder refused.
@Suite("Static files")
struct StaticFilesTests {
    static func site() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try FixtureSite("""
            -- public/index.html --
            <h1>Home</h1>
            -- public/404.html --
            <h1>Not here</h1>
            -- public/components/slider/index.html --
            <h1>Slider</h1>
            -- public/assets/site.css --
            body {}
            -- public/assets/site.js --
            let x = 1
            -- public/previews/a b.svg --
            <svg/>
            -- public/search/index.json --
            {}
            -- public/sitemap.xml --
            <urlset/>
            -- public/robots.txt --
            User-agent: *
            -- public/fonts/x.woff2 --
            w
            -- secret.txt --
            outside
            """).write(to: folder.url)
        return folder
    }

    @Test("each kind of file with its Content-Type, a folder's index.html, and no caching")
    func types() throws {
        let folder = try Self.site()
        defer { folder.remove() }
        let files = StaticFiles(root: folder.path("public"))
        let expected = [
            "/": "text/html; charset=utf-8",
            "/components/slider/": "text/html; charset=utf-8",
            "/assets/site.css": "text/css; charset=utf-8",
            "/assets/site.js": "text/javascript; charset=utf-8",
            "/previews/a%20b.svg": "image/svg+xml",
            "/search/index.json": "application/json",
            "/sitemap.xml": "application/xml",
            "/robots.txt": "text/plain; charset=utf-8",
            "/fonts/x.woff2": "font/woff2",
        ]
        for (path, type) in expected {
            let response = files.respond(method: "GET", path: path)
            #expect(response.status == 200, "\(path)")
            #expect(response.headers["Content-Type"] == type, "\(path)")
            #expect(response.headers["Cache-Control"] == "no-cache")
        }
        #expect(String(decoding: files.respond(method: "GET", path: "/components/slider/").body, as: UTF8.self) == "<h1>Slider</h1>\n")
    }

    @Test("a folder without its slash redirects to it; a missing address gets the 404 page with status 404")
    func redirectsAndNotFound() throws {
        let folder = try Self.site()
        defer { folder.remove() }
        let files = StaticFiles(root: folder.path("public"))
        let redirect = files.respond(method: "GET", path: "/components/slider")
        #expect(redirect.status == 301 && redirect.headers["Location"] == "/components/slider/")
        let missing = files.respond(method: "GET", path: "/components/nope/")
        #expect(missing.status == 404)
        #expect(String(decoding: missing.body, as: UTF8.self) == "<h1>Not here</h1>\n")
        #expect(missing.headers["Content-Type"] == "text/html; charset=utf-8")
    }

    @Test("HEAD gives GET's headers and no body; other methods are 405 with Allow")
    func methods() throws {
        let folder = try Self.site()
        defer { folder.remove() }
        let files = StaticFiles(root: folder.path("public"))
        let head = files.respond(method: "HEAD", path: "/assets/site.css")
        #expect(head.status == 200 && head.body.isEmpty && head.headers["Content-Length"] == "8")
        for method in ["POST", "PUT", "DELETE", "OPTIONS", "PATCH"] {
            let response = files.respond(method: method, path: "/")
            #expect(response.status == 405 && response.headers["Allow"] == "GET, HEAD", "\(method)")
        }
    }

    @Test("nothing outside the folder: dot segments, encoded ones, encoded slashes, backslashes, NUL, absolute paths, symlinks")
    func traversal() throws {
        let folder = try Self.site()
        defer { folder.remove() }
        try FileManager.default.createSymbolicLink(atPath: folder.path("public/leak.txt"), withDestinationPath: folder.path("secret.txt"))
        try FileManager.default.createSymbolicLink(atPath: folder.path("public/up"), withDestinationPath: folder.path(""))
        let files = StaticFiles(root: folder.path("public"))
        let attempts = [
            "/../secret.txt", "/assets/../../secret.txt", "/%2e%2e/secret.txt", "/%2E%2E/secret.txt", "/assets/%2e%2e/%2e%2e/secret.txt",
            "/..%2fsecret.txt", "/..%2Fsecret.txt", "/assets%2f..%2f..%2fsecret.txt", "/..%5csecret.txt", "/secret.txt%00.html",
            "/" + folder.path("secret.txt"), "//" + folder.path("secret.txt"), "/leak.txt", "/up/secret.txt", "/./index.html",
        ]
        for attempt in attempts {
            let response = files.respond(method: "GET", path: attempt)
            #expect(response.status == 404, "\(attempt) answered \(response.status)")
            #expect(!String(decoding: response.body, as: UTF8.self).contains("outside"), "\(attempt)")
        }
    }
}

/// The folder answered under a sub-path, as a host serves a site published at `/design-docs/`.
@Suite("Static files under a mount path")
struct MountedStaticFilesTests {
    @Test("the site answers under the mount, / redirects there, and nothing outside it is found")
    func mounted() throws {
        let folder = try StaticFilesTests.site()
        defer { folder.remove() }
        let files = StaticFiles(root: folder.path("public"), mount: "design-docs")
        #expect(files.mount == "/design-docs/")
        let home = files.respond(method: "GET", path: "/design-docs/")
        #expect(home.status == 200)
        #expect(String(decoding: home.body, as: UTF8.self) == "<h1>Home</h1>\n")
        let page = files.respond(method: "GET", path: "/design-docs/components/slider/")
        #expect(String(decoding: page.body, as: UTF8.self) == "<h1>Slider</h1>\n")
        for path in ["/", "/design-docs"] {
            let moved = files.respond(method: "GET", path: path)
            #expect(moved.status == 302, "\(path)")
            #expect(moved.headers["Location"] == "/design-docs/")
        }
        let folderWithoutSlash = files.respond(method: "HEAD", path: "/design-docs/components/slider")
        #expect(folderWithoutSlash.status == 301)
        #expect(folderWithoutSlash.headers["Location"] == "/design-docs/components/slider/")
        #expect(folderWithoutSlash.body.isEmpty)
        for path in ["/components/slider/", "/design-docsx/", "/assets/site.css", "/design-docs/../secret.txt"] {
            let missing = files.respond(method: "GET", path: path)
            #expect(missing.status == 404, "\(path)")
            #expect(String(decoding: missing.body, as: UTF8.self) == "<h1>Not here</h1>\n", "\(path)")
        }
    }

    @Test("a mount of / or nothing is the root")
    func root() throws {
        let folder = try StaticFilesTests.site()
        defer { folder.remove() }
        for mount in ["/", "", "//"] {
            let files = StaticFiles(root: folder.path("public"), mount: mount)
            #expect(files.mount == "/")
            #expect(files.respond(method: "GET", path: "/").status == 200)
        }
    }
}
