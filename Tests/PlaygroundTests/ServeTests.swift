import Foundation
import TestSupport
import Testing

/// `vfl-tool serve` as a user runs it, on a loopback port the system picks:
/// the page and its assets from the binary, JSON errors for what is not a
/// good request, and 100 requests at once with bounded memory.
@Suite("vfl-tool serve", .serialized)
struct ServeTests {
    /// A running `vfl-tool serve --port 0`, stopped when the test ends.
    final class Server {
        let process = Process()
        let port: Int

        init() throws {
            process.executableURL = ToolRunner.executable
            process.arguments = ["serve", "--port", "0"]
            let output = Pipe()
            process.standardOutput = output
            try process.run()
            // "Serving the playground at http://127.0.0.1:PORT/ (Ctrl-C stops it)"
            var line = Data()
            while !line.contains(UInt8(ascii: "\n")) {
                let chunk = output.fileHandleForReading.availableData
                if chunk.isEmpty { break }
                line.append(chunk)
            }
            let text = String(decoding: line, as: UTF8.self)
            guard let range = text.range(of: #"http://127\.0\.0\.1:(\d+)/"#, options: .regularExpression),
                  let port = Int(text[range].dropFirst("http://127.0.0.1:".count).dropLast())
            else { throw LoopbackHTTP.Failure(description: "vfl-tool serve printed: \(text)") }
            self.port = port
        }

        var client: LoopbackHTTP { LoopbackHTTP(port: port) }

        /// The most memory the process has held, in bytes (VmHWM).
        var peakMemory: Int {
            let status = (try? String(contentsOfFile: "/proc/\(process.processIdentifier)/status", encoding: .utf8)) ?? ""
            let line = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") } ?? ""
            return (Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0) * 1024
        }

        deinit {
            process.terminate()
            process.waitUntilExit()
        }
    }

    @Test("the page, its style and script come from the binary, with a policy that loads nothing from elsewhere")
    func page() throws {
        let server = try Server()
        let page = try server.client.exchange(LoopbackHTTP.request("GET", "/"))
        #expect(page.status == 200 && page.headers["content-type"] == "text/html; charset=utf-8")
        #expect(page.text.contains("<textarea id=\"editor\"") && page.text.contains("<option value=\"masonry\">Objective-C</option>"))
        #expect(page.headers["content-security-policy"]?.hasPrefix("default-src 'none'; script-src 'self';") == true)
        #expect(!page.text.contains("http://") && !page.text.contains("https://"))
        for (path, type) in [("/playground.css", "text/css; charset=utf-8"), ("/playground.js", "text/javascript; charset=utf-8")] {
            let asset = try server.client.exchange(LoopbackHTTP.request("GET", path))
            #expect(asset.status == 200 && asset.headers["content-type"] == type && asset.body.count > 1000)
            #expect(!asset.text.contains("http://") && !asset.text.contains("https://"), "\(path) loads nothing from elsewhere")
        }
    }

    @Test("what is not a good request is a JSON error with its status, and the server goes on")
    func badRequests() throws {
        let server = try Server(), client = server.client
        let missing = try client.exchange(LoopbackHTTP.request("GET", "/etc/passwd"))
        #expect(missing.status == 404 && missing.headers["content-type"] == "application/json; charset=utf-8")
        #expect((missing.json["error"] as? [String: Any])?["status"] as? Int == 404)
        let notJSON = try client.exchange(LoopbackHTTP.request("POST", "/api/read", body: Data("{\"text\":".utf8)))
        #expect(notJSON.status == 400 && (notJSON.json["error"] as? [String: Any])?["message"] as? String == "the request is not the JSON the playground expects: it is not JSON")
        // Said to be larger than the limit: refused before a byte of the body is read.
        let declared = try client.exchange(Data("POST /api/read HTTP/1.1\r\nHost: x\r\nContent-Length: 5000000\r\nConnection: close\r\n\r\n".utf8))
        #expect(declared.status == 413)
        #expect((declared.json["error"] as? [String: Any])?["message"] as? String == "the request is larger than 1048576 bytes")
        // Sent in chunks with no length said: refused once past the limit.
        let chunk = String(repeating: "a", count: 60000)
        var chunked = "POST /api/read HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n"
        for _ in 0 ..< 20 { chunked += String(chunk.utf8.count, radix: 16) + "\r\n" + chunk + "\r\n" }
        chunked += "0\r\n\r\n"
        #expect(try client.exchange(Data(chunked.utf8)).status == 413)
        // Not HTTP at all: the connection is answered or closed, never the server.
        let socket = try client.connect()
        LoopbackHTTP.send(Data("\u{0}\u{1}GARBAGE \r\n\r\n\r\n".utf8), on: socket)
        _ = try? LoopbackHTTP.receive(on: socket)
        let after = try client.post("detect", ["text": "a.width == 1"])
        #expect(after.status == 200 && after.json["notation"] as? String == "canonical")
    }

    /// Sends every request before reading any answer, so that the server holds them all at once.
    static func atOnce(_ count: Int, _ request: Data, to client: LoopbackHTTP) throws -> [LoopbackHTTP.Answer] {
        let sockets = try (0 ..< count).map { _ in try client.connect() }
        for socket in sockets { LoopbackHTTP.send(request, on: socket) }
        return try sockets.map { try LoopbackHTTP.receive(on: $0) }
    }

    @Test("100 layouts at once on loopback are all answered, each with its frames")
    func concurrentLayouts() throws {
        let server = try Server()
        let formats = (0 ..< 20).map { "H:|-[v\($0)]-[w\($0)(==v\($0))]-|\nV:|-\($0)-[v\($0)(10)]\nV:|-\($0)-[w\($0)(10)]" }
        let body = try JSONSerialization.data(withJSONObject: ["text": formats.joined(separator: "\n"), "size": ["width": 400, "height": 800]])
        let started = ContinuousClock.now
        let answers = try Self.atOnce(100, LoopbackHTTP.request("POST", "/api/layout", body: body), to: server.client)
        #expect(answers.allSatisfy { $0.status == 200 }, "\(answers.map(\.status))")
        #expect(answers.allSatisfy { ($0.json["text"] as? String)?.hasPrefix("v0: 20 0 176 10\nw0: 204 0 176 10\n") == true })
        print("100 layouts at once: \(started.duration(to: .now))")
    }

    @Test("100 requests at once, each near the size limit, keep the server's memory bounded")
    func boundedMemory() throws {
        let server = try Server()
        _ = try server.client.post("detect", ["text": "|-[a]-|"])
        let before = server.peakMemory
        let body = try JSONSerialization.data(withJSONObject: ["text": "H:|-[a]-|\n" + String(repeating: "V:|-[a]-|\n", count: 90_000)])
        #expect(body.count > 900_000 && body.count < 1 << 20)
        let answers = try Self.atOnce(100, LoopbackHTTP.request("POST", "/api/detect", body: body), to: server.client)
        #expect(answers.allSatisfy { $0.status == 200 && $0.json["notation"] as? String == "vfl" }, "\(answers.map(\.status))")
        let grown = server.peakMemory - before
        // What the server holds at once: the bodies that arrived (100 MB at most), two being worked on.
        #expect(grown < 400 << 20, "the server's peak memory grew by \(grown >> 20) MB")
        print("100 requests of 0.9 MB at once: peak memory \(before >> 20) MB → \(server.peakMemory >> 20) MB")
    }
}
