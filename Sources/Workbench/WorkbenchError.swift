/// Why the workbench could not do what was asked, in three kinds a front end
/// treats differently: a request it cannot carry out as asked (the CLI's
/// usage error), a failure (a file that cannot be read), and input rejected
/// with diagnostics that say where and why.
public enum WorkbenchError: Error, Equatable, CustomStringConvertible {
    /// The request itself is wrong: a missing size, two scene files, a name that is not a view.
    case usage(String)
    /// Something outside the input failed, or there is nothing to work on.
    case failure(String)
    /// The input was read and rejected; each diagnostic is rendered with its line.
    case rejected([RenderedDiagnostic])

    public var description: String {
        switch self {
        case .usage(let message), .failure(let message): return message
        case .rejected(let diagnostics): return diagnostics.map(\.text).joined(separator: "\n")
        }
    }
}
