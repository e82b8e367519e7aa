import Constraints
import SwiftSource
import Testing

@Suite("Reading VFL literals")
struct VisualFormatLiteralTests {
    @Test("views and metrics dictionaries, written in place or built in a variable; options; Apple's order")
    func literals() {
        let reading = read("""
            final class FieldCell: UITableViewCell {
                func setUp() {
                    contentView.addSubview(field)
                    [iconView, titleLabel].forEach { contentView.addSubview($0) }
                    var views: [String: AnyObject] = ["field": field, "label": titleLabel!]
                    views["icon"] = iconView
                    let metrics = ["vMargin": 8.0, "gap": gapWidth]
                    contentView.addConstraints(NSLayoutConstraint.constraints(
                        withVisualFormat: "H:|-[icon]-(gap)-[label]-[field(>=80@750)]-|", options: .alignAllCenterY,
                        metrics: metrics, views: views))
                    contentView.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|-vMargin-[field]-(vMargin)-|", options: [], metrics: metrics, views: ["field": self.field]))
                }
            }
            """)
        #expect(reading.placed == [
            "9:35 iconView.leading == contentView.leading + standard", "9:44 titleLabel.leading == iconView.trailing + gapWidth",
            "9:56 field.leading == titleLabel.trailing + standard", "9:64 field.width >= 80 @750",
            "9:74 contentView.trailing == field.trailing + standard", "9:36 iconView.centerY == titleLabel.centerY",
            "9:49 titleLabel.centerY == field.centerY", "11:90 field.top == contentView.top + 8",
            "11:107 contentView.bottom == field.bottom + 8",
        ])
        #expect(reading.constraints.allSatisfy { $0.notation == .visualFormat && $0.constraint.isActive })
        #expect(reading.messages == [
            "View.swift:9:44: note: gapWidth has no value in this file (not declared in this file); "
                + "it is kept by name, and --metric 'gapWidth=VALUE' gives it one",
        ])
    }

    @Test("options made from a raw value of 0, converted to UInt or not, are no options")
    func rawValueOptions() {
        let reading = read("""
            func layout() {
                let views = ["a": a, "b": b]
                NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:[a(20)]", options: NSLayoutConstraint.FormatOptions(rawValue: UInt(0)), metrics: nil, views: views))
                NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:[b(30)]", options: NSLayoutFormatOptions(rawValue: 0), metrics: nil, views: views))
            }
            """)
        #expect(reading.texts == ["a.width == 20", "b.height == 30"])
        #expect(reading.diagnostics.isEmpty)
    }

    @Test("a rejected format is Apple's error, placed inside the literal, escapes included")
    func errors() {
        let reading = read("""
            func layout() {
                let views = ["a": a, "b": b]
                NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[a]-[bb]", options: [], metrics: nil, views: views))
                NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:|[a(\\"x\\")]", options: [], metrics: nil, views: views))
                NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|-\\(inset)-[a]", options: [], metrics: nil, views: views))
                NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "[a]-[b]", options: .alignAllLeft, metrics: nil, views: views))
            }
            """)
        #expect(reading.texts.isEmpty)
        #expect(reading.messages == [
            "View.swift:3:92: error: bb is not a key in the views dictionary. Did you mean b?",
            "View.swift:4:89: error: Expected a number or key from the metrics dictionary, but encountered something else",
            "View.swift:5:82: warning: the format is not a string literal without interpolation; skipped",
            "View.swift:6:90: error: Options mask required views to be aligned on a horizontal edge, which is not allowed for layout that is also horizontal.",
        ])
    }

    @Test("a metric known only by name stays symbolic; one used as a priority is reported, not an error")
    func symbolicMetrics() {
        let reading = read("""
            func layout() {
                let views = ["a": a]
                NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:|-pad-[a(h@p)]", options: [], metrics: ["pad": padding, "h": 44, "p": level], views: views))
                NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|-pad-[a]", options: [], metrics: ["pad": padding], views: views))
            }
            """)
        #expect(reading.texts == ["a.leading == superview.leading + padding".replacingOccurrences(of: "superview", with: "a.superview")])
        #expect(reading.messages == [
            "View.swift:3:96: warning: The priority p is a metric whose value is not known here",
            "View.swift:4:87: note: padding has no value in this file (not declared in this file); "
                + "it is kept by name, and --metric 'padding=VALUE' gives it one",
        ])
    }
}
