import Workbench

/// The input of a command in a notation: whole files (or standard input) for
/// the notations that read files, else formats or lines given as arguments
/// or on standard input.
enum DocumentReading {
    static func input(_ arguments: [String], as notation: Notation) throws -> DocumentInput {
        notation.readsWholeFiles ? .files(try TextInput.read(arguments)) : .lines(Array(FormatInput.formats(from: arguments)))
    }
}
