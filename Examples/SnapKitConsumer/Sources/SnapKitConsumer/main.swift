import Constraints
let superview = LayoutView(name: "superview")
let box = LayoutView(name: "box")
superview.addSubview(box)
box.snp.makeConstraints { make in
    make.edges.equalToSuperview().inset(10)
}
for constraint in box.snp.constraints { for c in constraint.layoutConstraints { print(c) } }
