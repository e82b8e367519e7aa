import Reports

/// Each report in each of its formats, as the reporters write it.
extension LayoutReport {
    public var text: String { TextReporter().layout(self) }
    public var json: String { JSONReporter().layout(self) }
    public func svg(width: Double? = nil) -> String { SVGReporter(width: width).layout(self) }
}

extension ExplainReport {
    public var text: String { TextReporter().explanation(self) }
    public var json: String { JSONReporter().explanation(self) }
    public var svg: String { SVGReporter().explanation(self) }
    public var html: String { HTMLReporter().explanation(self) }
}
