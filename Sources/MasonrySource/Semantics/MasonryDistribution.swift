@_spi(Readers) import Constraints

/// `[views mas_distributeViewsAlongAxis:… withFixedSpacing:s leadSpacing:a tailSpacing:b]`
/// and `…withFixedItemLength:l leadSpacing:a tailSpacing:b`: the chains
/// Masonry runs, one `mas_makeConstraints:` per view in the array's order,
/// against the views' closest common superview `S` (horizontally; vertically
/// top, bottom and height stand for left, right and width):
///
/// - fixed spacing: `v0.left == S.left + a`; then each next view
///   `v.width == previous.width` and `v.left == previous.right + s`; the last
///   also `v.right == S.right - b`.
/// - fixed length: every view `v.width == l`; `v0.left == S.left + a`; the
///   last `v.right == S.right - b`; view `i` between them
///   `v.right == S.right * i/(n-1) + (1 - i/(n-1)) * (l + a) - i * b/(n-1)`.
enum MasonryDistribution {
    /// What stays fixed.
    enum Fixed {
        case spacing(MetricExpression)
        case itemLength(MetricExpression)
    }

    /// The chains of each view, in order; none for fewer than two views (Masonry asserts, and does nothing).
    static func chains(
        for views: [LayoutView], in superview: LayoutView, horizontal: Bool, fixed: Fixed, lead: MetricExpression,
        tail: MetricExpression, location: SourceRange
    ) -> [[MasonryChain]] {
        guard views.count > 1 else { return [] }
        let (start, end, length): (LayoutAttribute, LayoutAttribute, LayoutAttribute) =
            horizontal ? (.left, .right, .width) : (.top, .bottom, .height)
        func chain(_ attribute: LayoutAttribute, _ target: MasonryTarget, _ modifiers: [MasonryChain.Step] = []) -> MasonryChain {
            MasonryChain(steps: [.attributes([attribute], composite: false), .relation(.equal, [target], isArray: false)] + modifiers,
                         location: location)
        }
        let last = views.count - 1
        return views.indices.map { index in
            var chains: [MasonryChain] = []
            switch fixed {
            case .spacing(let spacing):
                if index == 0 {
                    chains.append(chain(start, .item(superview, nil), [.offset(lead)]))
                } else {
                    chains.append(chain(length, .item(views[index - 1], nil)))
                    chains.append(chain(start, .item(views[index - 1], end), [.offset(spacing)]))
                    if index == last { chains.append(chain(end, .item(superview, nil), [.offset(-tail)])) }
                }
            case .itemLength(let itemLength):
                chains.append(chain(length, .value(.scalar(itemLength))))
                if index == 0 {
                    chains.append(chain(start, .item(superview, nil), [.offset(lead)]))
                } else if index == last {
                    chains.append(chain(end, .item(superview, nil), [.offset(-tail)]))
                } else {
                    let share = Double(index) / Double(last)
                    let offset = (itemLength + lead) * (1 - share) - tail * share
                    chains.append(chain(end, .item(superview, nil), [.multipliedBy(MetricExpression(constant: share)), .offset(offset)]))
                }
            }
            return chains
        }
    }

    /// The views' closest common superview, as Masonry finds it: the first
    /// view, then the nearest view that holds it and each next one.
    static func commonSuperview(of views: [LayoutView]) -> LayoutView? {
        guard var common = views.first else { return nil }
        for view in views.dropFirst() {
            var candidate: LayoutView? = common
            while let current = candidate, !view.isDescendant(of: current) { candidate = current.superview }
            guard let found = candidate else { return nil }
            common = found
        }
        return common
    }
}
