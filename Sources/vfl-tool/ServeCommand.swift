import ArgumentParser
import Foundation
import Playground

/// `vfl-tool serve`: the playground in the browser, on a local server.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve the playground: a page where any notation is pasted, explained, drawn and converted as you type.",
        discussion: """
            Listens on 127.0.0.1 (this machine only) and prints the page's address. Everything the page \
            shows is computed by this process, as the other commands compute it; nothing pasted leaves \
            the machine, and no file is read. Stop it with Ctrl-C.
            """
    )

    @Option(help: "The port to listen on; 0 lets the system choose a free one.")
    var port = 8080

    @Option(help: "The address to listen on. Other machines can reach the playground only if this is not a loopback address.")
    var host = "127.0.0.1"

    @Flag(help: "Open the page in the default browser once the server listens.")
    var open = false

    func validate() throws {
        guard (0 ... 65535).contains(port) else { throw ValidationError("--port must be from 0 to 65535") }
    }

    func run() async throws {
        let open = open
        try await PlaygroundServer(host: host, port: port).run { address in
            FileHandle.standardOutput.write(Data("Serving the playground at \(address) (Ctrl-C stops it)\n".utf8))
            if open { Browser.open(address) }
        }
    }
}

/// The system's default browser.
enum Browser {
    /// Opens `address` with `open` (macOS) or `xdg-open` (Linux); a failure is said on standard error.
    static func open(_ address: String) {
        #if os(macOS)
        let opener = "/usr/bin/open"
        #else
        let opener = "/usr/bin/xdg-open"
        #endif
        let process = Process()
        process.executableURL = URL(fileURLWithPath: opener)
        process.arguments = [address]
        do {
            try process.run()
        } catch {
            FileHandle.standardError.write(Data("warning: cannot open a browser (\(opener)): open \(address) yourself\n".utf8))
        }
    }
}
