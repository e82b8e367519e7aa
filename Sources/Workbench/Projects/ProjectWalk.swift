import Foundation

/// The files of a project: the files named, and in each folder named, every
/// file at any depth whose ending the notation table gives one of the
/// notations asked for, less what is excluded, sorted by path.
///
/// Excluded are the paths the `.gitignore` files say (those of the folders
/// walked, of the folders above them up to the repository's root, and the
/// repository's `.git/info/exclude`) and the paths `excludes` says; `.git`
/// folders are never walked, and links to folders are not followed (as git
/// does not). A file named outright is read whatever its name and the
/// excludes say.
public struct ProjectWalk: Sendable {
    /// Files and folders, as the user named them.
    public var paths: [String]
    /// The notations whose files a folder's walk keeps.
    public var notations: Set<Notation>
    /// What is left out beside what `.gitignore` says (`--exclude`, a configuration's `exclude`).
    public var excludes: IgnoreRules
    /// Whether `.gitignore` files are honoured.
    public var honoursGitignore: Bool

    public init(paths: [String], notations: Set<Notation>, excludes: IgnoreRules = IgnoreRules(), honoursGitignore: Bool = true) {
        self.paths = paths
        self.notations = notations
        self.excludes = excludes
        self.honoursGitignore = honoursGitignore
    }

    /// Whether any of `paths` is a folder, which a command walks rather than reads.
    public static func namesFolder(_ paths: [String]) -> Bool {
        paths.contains { kind(of: absolute($0)) == .folder }
    }

    /// The files, sorted by path (byte by byte), each once; a path that does not exist is a failure.
    public func files() throws(WorkbenchError) -> [ProjectFile] {
        var found: [String: ProjectFile] = [:]
        for path in paths {
            let absolute = Self.absolute(path)
            guard let kind = Self.kind(of: absolute) else { throw .failure("cannot read \(path): no such file or folder") }
            if kind == .folder {
                var rules = honoursGitignore ? Self.repositoryRules(above: absolute) : IgnoreRules()
                walk(absolute, shown: Self.shown(path), rules: &rules, into: &found)
            } else if found[absolute] == nil {
                found[absolute] = ProjectFile(path: path, notation: Notation(fileName: path))
            }
        }
        return found.values.sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
    }

    /// Adds the files under `folder` (absolute), named under `shown`, to `found`.
    private func walk(_ folder: String, shown: String, rules: inout IgnoreRules, into found: inout [String: ProjectFile]) {
        let rulesBefore = rules
        defer { rules = rulesBefore }
        if honoursGitignore, let text = try? String(contentsOfFile: folder + "/.gitignore", encoding: .utf8) {
            rules.add(gitignore: text, base: folder)
        }
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
        for name in names where name != ".git" {
            let absolute = folder + "/" + name
            let path = shown.isEmpty ? name : shown + "/" + name
            switch Self.kind(of: absolute, followingLinks: false) {
            case .folder?:
                guard !isExcluded(absolute, isFolder: true, rules: rules) else { continue }
                walk(absolute, shown: path, rules: &rules, into: &found)
            case .file?:
                guard let notation = Notation(fileName: name), notations.contains(notation), found[absolute] == nil,
                      !isExcluded(absolute, isFolder: false, rules: rules)
                else { continue }
                found[absolute] = ProjectFile(path: path, notation: notation)
            case .linkToFolder?, nil:
                continue
            }
        }
    }

    private func isExcluded(_ path: String, isFolder: Bool, rules: IgnoreRules) -> Bool {
        rules.excludes(path, isFolder: isFolder) || excludes.excludes(path, isFolder: isFolder)
    }

    /// The rules of the repository `folder` is in: `.git/info/exclude`, then
    /// the `.gitignore` of every folder from the repository's root down to
    /// `folder`'s parent (its own is read by the walk). None outside a repository.
    private static func repositoryRules(above folder: String) -> IgnoreRules {
        var ancestors: [String] = []
        var current = URL(fileURLWithPath: folder)
        while true {
            let parent = current.deletingLastPathComponent()
            if FileManager.default.fileExists(atPath: current.appendingPathComponent(".git").path) { break }
            guard parent.path != current.path else { return IgnoreRules() }
            current = parent
            ancestors.append(current.path)
        }
        let root = current.path
        var rules = IgnoreRules()
        if let text = try? String(contentsOfFile: root + "/.git/info/exclude", encoding: .utf8) {
            rules.add(gitignore: text, base: root)
        }
        for ancestor in ancestors.reversed() {
            if let text = try? String(contentsOfFile: ancestor + "/.gitignore", encoding: .utf8) {
                rules.add(gitignore: text, base: ancestor)
            }
        }
        return rules
    }

    private enum Kind { case file, folder, linkToFolder }

    /// What is at `path`; a link is followed to what it points at when `followingLinks`.
    private static func kind(of path: String, followingLinks: Bool = true) -> Kind? {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return nil }
        guard isFolder.boolValue else { return .file }
        guard !followingLinks, (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil else { return .folder }
        return .linkToFolder
    }

    /// `path` absolute and standardized (no `.`, `..` or trailing `/`).
    static func absolute(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }

    /// How a folder the user named prefixes the paths found in it: as typed,
    /// without a trailing `/`; nothing for the current folder.
    private static func shown(_ path: String) -> String {
        var path = Substring(path)
        while path.count > 1, path.hasSuffix("/") { path.removeLast() }
        while path.hasPrefix("./") { path = path.dropFirst(2) }
        return path == "." ? "" : String(path)
    }
}
