/// The console logs of the `explain` workload, made the same every run.
///
/// - A **single log** of N constraint lines: one "Unable to simultaneously
///   satisfy constraints" report whose list describes a column of views in a
///   cell's content view (each pinned to the content view's edges, a fixed
///   height, spaced 8 points below the one before it) and, on the first
///   view, two widths that cannot both hold; UIKit broke the second.
/// - A **session** of K small conflicts: K reports one after another, each a
///   label pinned 20 points from both edges of a cell whose encapsulated
///   width is 320, with a fixed width of 300, UIKit breaking the fixed width:
///   one conflict printed for every cell, as a session log shows it.
/// - An **autoresizing session** of K conflicts no two of which are alike
///   (each view's mask gives another width), so each is solved on its own.
enum ExplainWorkload {
    /// A single report listing `lines` constraint descriptions (at least 6).
    static func singleLog(lines: Int) -> String {
        let views = max(1, (lines + 1) / 4)
        var list: [String] = []
        var address = 0x6000_0000_0000
        func description(_ body: String) -> String {
            address += 0x30
            return quoted(address, body)
        }
        let content = "UITableViewCellContentView:0x7fe1c0d00100"
        func view(_ index: Int) -> String { "UIView:0x7fe1c\(String(0x1000000 + index * 0x10, radix: 16))" }
        list.append(description("\(view(0)).width == 100"))
        let broken = description("\(view(0)).width == 120")
        list.append(broken)
        for index in 0 ..< views where list.count < lines {
            let above = index == 0 ? "\(content).top" : "\(view(index - 1)).bottom"
            for body in [
                "\(view(index)).leading == \(content).leading + 16", "\(content).trailing >= \(view(index)).trailing + 16",
                "\(view(index)).top == \(above) + 8", "\(view(index)).height == 44",
            ] where list.count < lines {
                list.append(description(body))
            }
        }
        return report(list: list, broken: broken)
    }

    /// `conflicts` reports one after another, each of five constraints with a conflict of four.
    static func session(conflicts: Int) -> String {
        (0 ..< conflicts).map { index in
            let base = 0x6000_1000_0000 + index * 0x100
            let cell = "UITableViewCellContentView:0x7fe2\(String(0x100000 + index * 0x20, radix: 16))"
            let label = "UILabel:0x7fe3\(String(0x100000 + index * 0x20, radix: 16))'Row \(index)'"
            let width = quoted(base + 0x20, "\(label).width == 300")
            let superview = ", names: '|':\(cell) "
            let list = [
                quoted(base, "H:|-(20)-[\(label)]", names: superview),
                quoted(base + 0x10, "H:[\(label)]-(20)-|", names: superview),
                width,
                quoted(base + 0x30, "'UIView-Encapsulated-Layout-Width' \(cell).width == 320"),
                quoted(base + 0x40, "V:|-(11)-[\(label)]", names: superview),
            ]
            return report(list: list, broken: width)
        }.joined()
    }

    /// `conflicts` reports one after another, no two alike: in each, a view
    /// whose autoresizing mask fixes its width at 400 + its number has a
    /// width constraint of its own of 300, which UIKit breaks; the fix to try
    /// first is to stop translating the mask, worded with the view's name.
    static func autoresizingSession(conflicts: Int) -> String {
        (0 ..< conflicts).map { index in
            let base = 0x6000_2000_0000 + index * 0x100
            let view = "UIView:0x7fe4\(String(0x100000 + index * 0x20, radix: 16))"
            let width = quoted(base, "\(view).width == 300")
            let mask = quoted(base + 0x10, "h=--& v=--& \(view).width == \(400 + index)", kind: "NSAutoresizingMaskLayoutConstraint")
            return report(list: [width, mask], broken: width)
        }.joined()
    }

    /// A constraint's line in a report's list, as UIKit quotes it: of class `kind`, at `address`.
    private static func quoted(_ address: Int, _ body: String, names: String = "", kind: String = "NSLayoutConstraint") -> String {
        "    \"<\(kind):0x\(String(address, radix: 16)) \(body)   (active\(names))>\""
    }

    /// A report around `list`, as UIKit prints it, `broken` after "Will attempt to recover".
    private static func report(list: [String], broken: String) -> String {
        let brokenDescription = broken.trimmingPrefix("    \"").dropLast()
        return """
            Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want.
            \tTry this:
            \t\t(1) look at each constraint and try to figure out which you don't expect;
            \t\t(2) find the code that added the unwanted constraint or constraints and fix it.
            (
            \(list.joined(separator: ",\n"))
            )

            Will attempt to recover by breaking constraint
            \(brokenDescription)

            Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
            The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful.

            """
    }
}
