import ArgumentParser

/// `--format` of commands that print constraints.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    case text
    case json
}
