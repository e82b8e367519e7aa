import Constraints
import SourceModel

extension SourceReading {
    /// Each constraint in canonical text, the standard space left symbolic.
    public var texts: [String] { constraints.map(\.constraint.description) }

    /// Each constraint as `line:column text`.
    public var placed: [String] { constraints.map { "\($0.location.start) \($0.constraint)" } }

    /// Each diagnostic's headline, `View.swift:3:5: warning: …`.
    public var messages: [String] { diagnostics.map(\.description) }
}
