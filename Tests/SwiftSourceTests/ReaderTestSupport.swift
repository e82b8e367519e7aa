import Constraints
import SwiftSource

/// Reads a snippet as the file `View.swift`.
func read(_ source: String, metrics: [String: Double] = [:]) -> SwiftSourceReading {
    SwiftSourceReader(metrics: metrics).read(source, file: "View.swift")
}

extension SwiftSourceReading {
    /// Each constraint in canonical text, the standard space left symbolic.
    var texts: [String] { constraints.map(\.constraint.description) }

    /// Each constraint as `line:column text`.
    var placed: [String] { constraints.map { "\($0.location.start) \($0.constraint)" } }

    /// Each diagnostic's headline, `View.swift:3:5: warning: …`.
    var messages: [String] { diagnostics.map(\.description) }
}
